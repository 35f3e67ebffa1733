"""The jsonschema target: the response envelope, with each code's constants pinned.

Laid out for the tools that read it: only standard keywords (ajv's strict mode refuses any
other), a `type` beside every keyword that needs one (ajv's strictTypes), no union of types
(`anyOf` instead), and the error detail as a `oneOf` of one closed variant per code, each with
`code: {const: ...}`, so that a schema-to-types tool gives a discriminated union on `code`.
errgen's own facts about a code (class, exit) are in `description`, a standard annotation;
the rest is in catalog.json.
"""

from __future__ import annotations

from typing import Any

import errgen.names as names
from errgen.model import (
    DETAIL_FIELDS,
    MAX_LIST_ITEMS,
    Catalogue,
    ErrorSpec,
    OperationSpec,
    ParamSpec,
)
from errgen.targets import RenderContext, Target, TargetFile
from errgen.targets.json_text import dump_json

PARAM_TYPES: dict[str, dict[str, Any]] = {
    "str": {"type": "string"},
    "int": {"type": "integer"},
    # a non-finite float travels as its repr, since JSON has no NaN
    "float": {"anyOf": [{"type": "number"}, {"type": "string", "enum": ["nan", "inf", "-inf"]}]},
    "bool": {"type": "boolean"},
}


def value_schema(param: ParamSpec) -> dict[str, Any]:
    """The schema of a param's or detail's value: its scalar type's, or an array of at most
    MAX_LIST_ITEMS of them for a list detail."""
    item = dict(PARAM_TYPES[param.item_type])
    if not param.is_list:
        return item
    return {"type": "array", "items": item, "maxItems": MAX_LIST_ITEMS}


def _literal_message(template: str) -> str:
    return template.replace("{{", "{").replace("}}", "}")


def _variant(error: ErrorSpec) -> dict[str, Any]:
    """The error detail of one code: its constants pinned, every other field refused."""
    properties: dict[str, Any] = {
        "code": {"const": error.code},
        "retryable": {"const": error.retryable},
    }
    for field in DETAIL_FIELDS:
        value = getattr(error, field)
        if value is not None:
            properties[field] = {"const": value}
    if error.retry_after_min_ms is not None:  # the wait the server named, within its bounds
        properties["retry_after_ms"] = {
            "type": "integer",
            "minimum": error.retry_after_min_ms,
            "maximum": error.retry_after_max_ms,
        }
    if error.params:
        properties["message"] = {"type": "string"}
    else:
        properties["message"] = {"const": _literal_message(error.message)}
    if error.arguments:  # the message's parameters and the details, each given unless optional
        properties["details"] = {
            "type": "object",
            "properties": {p.name: value_schema(p) for p in error.arguments},
            "required": [p.name for p in error.arguments if not p.optional],
            "additionalProperties": False,
        }
    variant: dict[str, Any] = {
        "title": f"{error.class_name}Detail",
        "description": (
            f"{error.code}: {error.recovery}, exit code {error.exit.code} ({error.exit.name})."
        ),
        "type": "object",
        "properties": properties,
        # details is left out when empty: required only when some param or detail is
        "required": sorted(
            name
            for name in properties
            if name != "details" or any(not p.optional for p in error.arguments)
        ),
        "additionalProperties": False,
    }
    if error.deprecated_since is not None:
        variant["deprecated"] = True
    return variant


_ANSWER = (
    "The answer the call ended with (its operation's results: an exit status that is no "
    "failure there), by name."
)


def _envelope(
    title: str, ok: bool, error: dict[str, Any], answers: list[str] | None = None
) -> dict[str, Any]:
    """An envelope; a success of a catalogue whose operations have answers may name one."""
    answer = {"answer": {"description": _ANSWER, "enum": answers}} if answers else {}
    return {
        "title": title,
        "type": "object",
        "properties": {
            "ok": {"const": ok},
            "data": True,
            "error": error,
            **answer,
            "warnings": {"type": "array", "items": {"$ref": "#/$defs/Warning"}},
            "meta": {"$ref": "#/$defs/Meta"},
        },
        "required": ["data", "error", "meta", "ok", "warnings"],
        "additionalProperties": False,
    }


def _operation_envelopes(catalogue: Catalogue, stem: str) -> dict[str, Any]:
    """An envelope per operation, its failure closed over the operation's codes: `$defs` key
    `Operation{Stem}` (no code is CamelCase, so none collides)."""
    return {
        f"Operation{operation.stem}": {
            "title": f"{stem}{operation.stem}Envelope",
            "description": f"Response envelope of {operation.name}: a success, or a failure "
            "with one of its codes.",
            "oneOf": [
                _operation_success(catalogue, operation),
                _envelope(
                    f"{stem}{operation.stem}Failure",
                    False,
                    {"oneOf": [{"$ref": f"#/$defs/{code}"} for code in operation.codes]},
                ),
            ],
        }
        for operation in catalogue.operations
    }


def _operation_success(catalogue: Catalogue, operation: OperationSpec) -> dict[str, Any]:
    """An operation's success: the catalogue's, its answer (where the catalogue's operations
    have answers) one of this operation's or none."""
    if not catalogue.operation_results:
        return {"$ref": "#/$defs/Success"}
    answers = [name for name, _ in operation.results]
    answer = {"enum": answers} if answers else False
    return {"$ref": "#/$defs/Success", "type": "object", "properties": {"answer": answer}}


def _answers(catalogue: Catalogue) -> list[str]:
    """Every name an operation's answer has, sorted."""
    return sorted({name for op in catalogue.operation_results for name, _ in op.results})


def envelope_schema(catalogue: Catalogue) -> dict[str, Any]:
    stem = names.camel(catalogue.tool)
    codes = {error.code: _variant(error) for error in catalogue.errors}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"urn:errgen:envelope:{catalogue.tool}",
        "title": f"{stem}Envelope",
        "description": f"Response envelope of {catalogue.tool}: a success or a failure.",
        "oneOf": [{"$ref": "#/$defs/Success"}, {"$ref": "#/$defs/Failure"}],
        "$defs": {
            "Success": _envelope(f"{stem}Success", True, {"type": "null"}, _answers(catalogue)),
            "Failure": _envelope(f"{stem}Failure", False, {"$ref": "#/$defs/ErrorDetail"}),
            "ErrorDetail": {
                "title": f"{stem}ErrorDetail",
                "description": "The error of a failed call: one variant per code.",
                "oneOf": [{"$ref": f"#/$defs/{code}"} for code in codes],
            },
            "Code": {  # referenced by no variant (each pins its own), for other schemas to use
                "title": f"{stem}Code",
                "description": f"Every code of {catalogue.tool}.",
                "enum": list(codes),
            },
            "Meta": {
                "title": f"{stem}Meta",
                "type": "object",
                "properties": {"duration_ms": {"type": "integer", "minimum": 0}},
                "additionalProperties": False,
            },
            "Warning": {
                "title": f"{stem}Warning",
                "description": "What did not stop the call: an error of the catalogue, as data.",
                "type": "object",
                "properties": {
                    "code": {"type": "string"},
                    "message": {"type": "string"},
                    "details": {"type": "object"},
                },
                "required": ["code", "message"],
                "additionalProperties": False,
            },
            **codes,
            **_operation_envelopes(catalogue, stem),  # not codes: neither in Code nor ErrorDetail
        },
    }


def render_envelope_schema(catalogue: Catalogue, context: RenderContext) -> str:
    return dump_json(envelope_schema(catalogue), expand=2)  # a line per code


TARGET = Target(
    name="jsonschema",
    summary="the JSON Schema of the response envelope, each code's constants pinned",
    files=(TargetFile("envelope.schema.json", render_envelope_schema),),
)
