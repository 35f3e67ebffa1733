"""The jsonschema target: the response envelope, with each code's constants pinned."""

from __future__ import annotations

from typing import Any

from errgen.model import DETAIL_FIELDS, Catalogue, ErrorSpec

_PARAM_TYPES = {
    "str": {"type": "string"},
    "int": {"type": "integer"},
    # a non-finite float travels as its repr, since JSON has no NaN
    "float": {"type": ["number", "string"]},
    "bool": {"type": "boolean"},
}


def _literal_message(template: str) -> str:
    return template.replace("{{", "{").replace("}}", "}")


_RETRYABLE = {True: {"const": True}, False: {"const": False}}  # shared: 10,000 codes, 2 values


def _code_schema(error: ErrorSpec) -> dict[str, Any]:
    # Only the fields this code carries are listed; additionalProperties rejects the others
    # (an envelope that carries one was tampered with).
    properties: dict[str, Any] = {"code": True, "retryable": _RETRYABLE[error.retryable]}
    for field in DETAIL_FIELDS:
        value = getattr(error, field)
        if value is not None:
            properties[field] = {"const": value}
    required = sorted(properties.keys() - {"code"})
    if error.params:
        properties["message"] = True
        properties["details"] = {
            "type": "object",
            "required": [p.name for p in error.params],
            "properties": {p.name: _PARAM_TYPES[p.type] for p in error.params},
            "additionalProperties": False,
        }
        required.append("details")
    else:
        properties["message"] = {"const": _literal_message(error.message)}
    return {
        "x-errgen-class": error.recovery,
        "x-errgen-exit": error.exit.code,
        "properties": properties,
        "required": sorted(required),
        "additionalProperties": False,
    }


def envelope_schema(catalogue: Catalogue) -> dict[str, Any]:
    codes = [error.code for error in catalogue.errors]
    detail: dict[str, Any] = {
        "type": "object",
        "required": ["code", "message", "retryable"],
        "additionalProperties": False,
        "properties": {
            "code": {"enum": codes},
            "message": {"type": "string"},
            "retryable": {"type": "boolean"},
            "retry_after_ms": {"type": "integer", "minimum": 1},
            "max_attempts": {"type": "integer", "minimum": 1},
            "fix_required": {"type": "string"},
            "fix_command": {"type": "string"},
            "refresh_command": {"type": "string"},
            "reauth_command": {"type": "string"},
            "suggestion": {"type": "string"},
            "help_url": {"type": "string"},
            "details": {"type": "object"},
        },
        "allOf": [
            {
                "if": {"properties": {"code": {"const": error.code}}},
                "then": {"$ref": f"#/$defs/codes/{error.code}"},
            }
            for error in catalogue.errors
        ],
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"urn:errgen:envelope:{catalogue.tool}",
        "title": f"Response envelope of {catalogue.tool}",
        "type": "object",
        "required": ["ok", "data", "error", "warnings", "meta"],
        "properties": {
            "ok": {"type": "boolean"},
            "data": True,
            "error": {"anyOf": [{"type": "null"}, {"$ref": "#/$defs/ErrorDetail"}]},
            "warnings": {"type": "array"},
            "meta": {
                "type": "object",
                "properties": {"duration_ms": {"type": "integer", "minimum": 0}},
            },
        },
        "if": {"properties": {"ok": {"const": True}}},
        "then": {"properties": {"error": {"type": "null"}}},
        "else": {"properties": {"error": {"$ref": "#/$defs/ErrorDetail"}}},
        "$defs": {
            "ErrorDetail": detail,
            "codes": {error.code: _code_schema(error) for error in catalogue.errors},
        },
    }
