"""notes: a small HTTP API whose every failure is an error of its catalogue (errors.yaml),
answered as problem details (RFC 9457) by one function, `problem_response`.

Its OpenAPI document is FastAPI's, with each operation's error responses replaced by references
to the components errgen generated (notes_api/errors.openapi.json): the document the tests
drive the service against with schemathesis."""

from __future__ import annotations

import json
import time
from collections import deque
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.openapi.utils import get_openapi
from pydantic import BaseModel
from starlette.exceptions import HTTPException
from starlette.middleware.base import BaseHTTPMiddleware, RequestResponseEndpoint

from notes_api import errors

MAX_CHARS = 280


def problem_response(error: errors.NotesError, request: Request) -> Response:
    """The one way an error leaves the service: its problem details, with Retry-After when it
    is retryable."""
    problem = error.to_problem(instance=request.url.path)
    headers = {}
    retry_after = error.retry_after_header()
    if retry_after is not None:
        headers["Retry-After"] = retry_after
    return Response(
        json.dumps(problem),  # the bytes every errgen language writes
        status_code=int(str(problem["status"])),
        media_type="application/problem+json",
        headers=headers,
    )


class NoteIn(BaseModel):
    text: str


class Note(BaseModel):
    id: int
    text: str


class RateLimit:
    """At most `limit` requests in any window of the retry delay RATE_LIMITED states."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.window = errors.RateLimitedError.retry_after_ms / 1000  # type: ignore[operator]
        self.seen: deque[float] = deque()

    def admit(self) -> None:
        now = time.monotonic()
        while self.seen and now - self.seen[0] >= self.window:
            self.seen.popleft()
        if len(self.seen) >= self.limit:
            raise errors.RateLimitedError(limit=self.limit)
        self.seen.append(now)


def create_app(rate_limit: int = 1000) -> FastAPI:
    app = FastAPI(title="notes", version="1.0.0")
    notes: dict[int, str] = {1: "hello"}
    limiter = RateLimit(rate_limit)

    @app.exception_handler(errors.NotesError)
    async def on_error(request: Request, error: errors.NotesError) -> Response:
        return problem_response(error, request)

    @app.exception_handler(RequestValidationError)
    async def on_invalid(request: Request, invalid: RequestValidationError) -> Response:
        first = invalid.errors()[0] if invalid.errors() else {}
        where = ".".join(str(part) for part in first.get("loc", ()))
        problem = f"{where}: {first.get('msg', 'invalid')}"
        return problem_response(errors.RequestInvalidError(problem=problem), request)

    @app.exception_handler(HTTPException)
    async def on_http(request: Request, exc: HTTPException) -> Response:
        if exc.status_code == 405:
            error: errors.NotesError = errors.MethodNotAllowedError(method=request.method)
        elif exc.status_code == 404:
            error = errors.RouteNotFoundError(path=request.url.path)
        elif exc.status_code < 500:  # a body that is no JSON, or not UTF-8
            error = errors.RequestInvalidError(problem=str(exc.detail))
        else:
            error = errors.InternalError()
        return problem_response(error, request)

    async def unexpected(request: Request, call_next: RequestResponseEndpoint) -> Response:
        try:
            return await call_next(request)
        except Exception:  # anything the service did not expect is INTERNAL_ERROR, never a trace
            return problem_response(errors.InternalError(), request)

    app.add_middleware(BaseHTTPMiddleware, dispatch=unexpected)

    @app.get("/notes/{note_id}", response_model=Note, operation_id="get_note")
    def get_note(note_id: int) -> Note:
        limiter.admit()
        if note_id not in notes:
            raise errors.NoteNotFoundError(note_id=note_id)
        return Note(id=note_id, text=notes[note_id])

    @app.post("/notes", response_model=Note, status_code=201, operation_id="create_note")
    def create_note(note: NoteIn) -> Note:
        limiter.admit()
        if len(note.text) > MAX_CHARS:
            raise errors.NoteTooLongError(limit=MAX_CHARS, length=len(note.text))
        number = max(notes) + 1
        notes[number] = note.text
        return Note(id=number, text=note.text)

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = openapi_document(app)
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
    return app


def openapi_document(app: FastAPI) -> dict[str, Any]:
    """FastAPI's document of the routes, whose error responses are those errgen generated for
    each operation of the catalogue (its codes' problems only, by status)."""
    doc = get_openapi(title=app.title, version=app.version, routes=app.routes)
    generated = json.loads((Path(__file__).parent / "errors.openapi.json").read_text("utf-8"))
    for path, item in doc["paths"].items():
        for method, operation in item.items():
            responses = operation["responses"]
            responses.pop("422", None)  # FastAPI's own validation error: ours is REQUEST_INVALID
            responses.update(generated["paths"][path][method]["responses"])
    schemas = doc.setdefault("components", {}).setdefault("schemas", {})
    for unused in ("HTTPValidationError", "ValidationError"):
        schemas.pop(unused, None)
    for kind, entries in generated["components"].items():
        doc["components"].setdefault(kind, {}).update(entries)
    return doc


app = create_app()
