"""The catalog-json target: the resolved catalogue, for tools in any language."""

from __future__ import annotations

import functools
import json
from typing import Any

from errgen.model import DETAIL_FIELDS, Catalogue, ErrorSpec, OperationSpec
from errgen.model.fields import fields_json
from errgen.package import package_file
from errgen.targets import RenderContext, Target, TargetFile
from errgen.targets.json_text import compact_json, dump_json

FORMAT = 1


def _error(error: ErrorSpec) -> dict[str, Any]:
    out: dict[str, Any] = {
        "code": error.code,
        "class": error.recovery,
        "class_name": error.class_name,
        "anchor": error.anchor,
        "message": error.message,
        "params": [
            {"name": p.name, "type": p.type}
            | ({"description": p.description} if p.description else {})
            for p in error.params
        ],
        "retryable": error.retryable,
        "exit": {"name": error.exit.name, "code": error.exit.code},
        "builtin": error.builtin,
    }
    for field in (*DETAIL_FIELDS, "description", "since"):
        value = getattr(error, field)
        if value is not None:
            out[field] = value
    if error.retry_after_min_ms is not None:
        out["retry_after_range"] = {
            "min_ms": error.retry_after_min_ms,
            "max_ms": error.retry_after_max_ms,
        }
    if error.backoff_policy is not None:
        out["backoff"] = {"policy": error.backoff_policy} | (
            {"max_ms": error.backoff_max_ms, "jitter": bool(error.backoff_jitter)}
            if error.backoff_policy == "exponential"
            else {}
        )
    out |= fields_json(error)
    if error.source is not None:
        out["source"] = error.source
    if error.deprecated_since is not None:
        out["deprecated"] = {"since": error.deprecated_since} | (
            {"replaced_by": error.replaced_by} if error.replaced_by else {}
        )
    return out


def catalog_json(catalogue: Catalogue) -> dict[str, Any]:
    out: dict[str, Any] = {
        "format": FORMAT,
        "tool": {
            "name": catalogue.tool,
            "base_class": catalogue.base_class,
            "companions": list(catalogue.companions),
            "commands": [
                {"line": c.line, "effect": c.effect, "interactive": c.interactive}
                | ({"description": c.description} if c.description else {})
                | ({"safe_because": c.safe_because} if c.safe_because else {})
                for c in catalogue.commands
            ],
        },
        "exit_codes": [
            {"name": e.name, "code": e.code} | ({"class": e.kind} if e.kind else {})
            for e in catalogue.exit_codes
        ],
        "retired": list(catalogue.retired),
        "errors": [_error(error) for error in catalogue.errors],
    }
    if catalogue.docs_url:
        out["docs_url"] = catalogue.docs_url
    if catalogue.tags:
        out["tags"] = list(catalogue.tags)
    if catalogue.operations:
        out["operations"] = [_operation(operation) for operation in catalogue.operations]
    return out


def _operation(operation: OperationSpec) -> dict[str, Any]:
    out: dict[str, Any] = {"name": operation.name}
    if operation.summary:
        out["summary"] = operation.summary
    out["errors"] = list(operation.codes)
    out["exits"] = {code: {"name": s.name, "code": s.code} for code, s in operation.exits}
    if operation.results:
        out["results"] = dict(operation.results)
    out["passes_exit_status"] = operation.passes_exit_status
    if operation.http_method and operation.http_path:
        out["http"] = {"method": operation.http_method, "path": operation.http_path}
    return out


@functools.cache
def catalog_json_schema() -> dict[str, Any]:
    """The JSON Schema (2020-12) of catalog.json, as shipped in the package."""
    text = package_file("catalog-json.schema.json").read_text("utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


# the last catalogue described, its description and the description's chunks: the python,
# typescript and go renders of one build each embed them (identity, not equality: a catalogue
# is not hashed)
_DESCRIBED: list[tuple[Catalogue, str, tuple[str, ...]]] = []
_ESCAPED = "\\\"'"  # the characters a string literal escapes in every language: two bytes each


def description(catalogue: Catalogue) -> str:
    """What the generated runtimes' describe_errors() returns (`TOOL errors --json`): catalog.json's
    value as compact JSON, sorted keys and ASCII, so every language's copy is the same bytes."""
    return _described(catalogue)[0]


def description_chunks(catalogue: Catalogue) -> tuple[str, ...]:
    """`description` cut into pieces whose string literal fits a line in every language: a
    quote or backslash counts twice (it is escaped), everything else once (it is ASCII). Each
    piece is the longest that fits."""
    return _described(catalogue)[1]


def _described(catalogue: Catalogue) -> tuple[str, tuple[str, ...]]:
    if not _DESCRIBED or _DESCRIBED[0][0] is not catalogue:
        text = compact_json(catalog_json(catalogue))
        _DESCRIBED[:] = [(catalogue, text, _chunks(text, 72))]
    return _DESCRIBED[0][1], _DESCRIBED[0][2]


def _chunks(text: str, width: int) -> tuple[str, ...]:
    """`text` (ASCII JSON, so without a NUL) in the longest pieces of at most `width` bytes
    once escaped: each escaped character is followed by a NUL, so that it takes two places,
    and a piece that would end between the two ends a place earlier."""
    doubled = text
    for char in _ESCAPED:
        doubled = doubled.replace(char, char + "\0")
    chunks = []
    start = 0
    while start < len(doubled):
        end = start + width
        if end < len(doubled) and doubled[end] == "\0":
            end -= 1
        chunks.append(doubled[start:end].replace("\0", ""))
        start = end
    return tuple(chunks) or ("",)


def render_catalog_json(catalogue: Catalogue, context: RenderContext) -> str:
    return dump_json(catalog_json(catalogue))


TARGET = Target(
    name="catalog-json",
    summary="the resolved catalogue as JSON, for tools in any language",
    files=(TargetFile("catalog.json", render_catalog_json),),
)
