"""The example HTTP service (examples/http-service): a FastAPI app that answers every failure
with the problem details of its generated errors, driven by its test client and by schemathesis
against its OpenAPI document, whose error responses are the openapi target's components."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from typing import Any

import jsonschema
import pytest

from tests.conftest import ROOT, run_errgen

SERVICE = ROOT / "examples" / "http-service"
pytest.importorskip("fastapi")


@pytest.fixture(scope="module")
def service() -> Iterator[Any]:
    sys.path.insert(0, str(SERVICE))
    try:
        import notes_api.app as service

        yield service
    finally:
        sys.path.remove(str(SERVICE))


def client(service: Any, rate_limit: int = 1000) -> Any:
    from fastapi.testclient import TestClient

    return TestClient(service.create_app(rate_limit=rate_limit))


def check_problem(doc: dict[str, Any], response: Any, code: str) -> dict[str, Any]:
    """The body of a problem response, validated against its code's schema in the document."""
    assert response.headers["content-type"] == "application/problem+json"
    body: dict[str, Any] = response.json()
    assert body["code"] == code and body["status"] == response.status_code
    schemas = doc["components"]["schemas"]
    jsonschema.Draft202012Validator(schemas[code]).validate(body)
    flipped = body | {"retryable": not body["retryable"]}
    assert not jsonschema.Draft202012Validator(schemas[code]).is_valid(flipped)
    return body


def test_the_committed_build_is_current() -> None:
    done = run_errgen("build", "--check", "--no-cache", cwd=SERVICE)
    assert done.code == 0, done.out + done.err


def test_the_document_is_valid_and_its_errors_are_the_generated_components(service: Any) -> None:
    from openapi_spec_validator import validate

    doc = client(service).get("/openapi.json").json()
    validate(doc)
    generated = json.loads((SERVICE / "notes_api" / "errors.openapi.json").read_text())
    for kind, entries in generated["components"].items():
        for name, entry in entries.items():
            assert doc["components"][kind][name] == entry
    get = doc["paths"]["/notes/{note_id}"]["get"]["responses"]
    assert get["404"] == {"$ref": "#/components/responses/Problem404.Get"} and "422" not in get
    # an operation documents only the problems its codes answer: a read is never too long
    created = doc["components"]["responses"]["Problem422.Create"]["content"]
    assert list(created["application/problem+json"]["examples"]) == ["NOTE_TOO_LONG"]
    assert generated["paths"]["/notes"]["post"]["responses"] == {
        str(s): {"$ref": f"#/components/responses/Problem{s}.Create"} for s in (400, 422, 429, 500)
    }


def test_each_failure_is_a_problem_of_the_catalogue(service: Any) -> None:
    http = client(service)
    doc = http.get("/openapi.json").json()
    assert http.get("/notes/1").json() == {"id": 1, "text": "hello"}
    body = check_problem(doc, http.get("/notes/7"), "NOTE_NOT_FOUND")
    assert body["note_id"] == 7 and body["instance"] == "/notes/7"
    assert body["type"] == "https://notes.example.com/docs/errors#note_not_found"
    body = check_problem(doc, http.post("/notes", json={"text": "x" * 300}), "NOTE_TOO_LONG")
    assert (body["limit"], body["length"], body["title"]) == (280, 300, "Note too long")
    check_problem(doc, http.get("/notes/seven"), "REQUEST_INVALID")
    check_problem(doc, http.post("/notes", content=b"{"), "REQUEST_INVALID")
    check_problem(doc, http.get("/nowhere"), "ROUTE_NOT_FOUND")
    check_problem(doc, http.delete("/notes/1"), "METHOD_NOT_ALLOWED")
    created = http.post("/notes", json={"text": "\u202e\x1b[31m"})
    assert created.status_code == 201


def test_an_unexpected_exception_is_internal_error_and_never_a_traceback(
    service: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    http = client(service)
    doc = http.get("/openapi.json").json()
    monkeypatch.setattr(service.Note, "__init__", lambda *a, **k: 1 / 0)
    body = check_problem(doc, http.get("/notes/1"), "INTERNAL_ERROR")
    assert body["status"] == 500 and "Traceback" not in json.dumps(body)


def test_a_429_carries_retry_after_and_a_body_that_validates(service: Any) -> None:
    http = client(service, rate_limit=2)
    doc = http.get("/openapi.json").json()
    assert [http.get("/notes/1").status_code for _ in range(2)] == [200, 200]
    limited = http.get("/notes/1")
    assert limited.status_code == 429
    assert limited.headers["retry-after"] == "2"  # 1500 ms, rounded up to whole seconds
    body = check_problem(doc, limited, "RATE_LIMITED")
    assert body["retry_after_ms"] == 1500 and body["limit"] == 2
    header = doc["components"]["responses"]["Problem429"]["headers"]["Retry-After"]
    assert header == {"$ref": "#/components/headers/Retry-After"}
    # what a caller of the API does: the module parses the problem, trusting only itself
    from notes_api import errors

    error = errors.from_problem(body | {"retryable": False, "retry_after_ms": 1})
    assert error.retryable is True and error.retry_after_ms == 1500


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["positive", "negative"])
def test_schemathesis_finds_the_service_conforms_to_its_document(service: Any, mode: str) -> None:
    """Schemathesis generates requests from the document (valid ones, then invalid ones) and
    checks each response's status code, content type, headers and body against it."""
    import schemathesis
    from hypothesis import HealthCheck, given, settings
    from schemathesis.generation import GenerationMode
    from schemathesis.specs.openapi.checks import (
        content_type_conformance,
        response_headers_conformance,
        response_schema_conformance,
        status_code_conformance,
    )

    schema = schemathesis.openapi.from_asgi("/openapi.json", service.create_app())
    checks = [
        status_code_conformance,
        content_type_conformance,
        response_headers_conformance,
        response_schema_conformance,
    ]
    seen: set[int] = set()
    for result in schema.get_all_operations():
        operation = result.ok()
        # an app of its own, whose limit lets 429s happen among the generated calls
        schema.app = service.create_app(rate_limit=30)

        @given(case=operation.as_strategy(GenerationMode(mode)))
        @settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
        def call(case: Any) -> None:
            response = case.call_and_validate(checks=checks)
            seen.add(response.status_code)

        call()
    assert 500 not in seen  # documented, but nothing the generator sends should crash it
    assert ({201, 404, 429} if mode == "positive" else {400}) <= seen, seen
