"""The openapi target: `errors.openapi.json`, the components of an OpenAPI 3.1 document that
describe a tool's errors as problem details (RFC 9457), which an API's own document
references (`$ref: errors.openapi.json#/components/responses/Problem404`).

- `schemas/Problem`: the base problem, open to extension members as RFC 9457 section 3.2
  allows; `schemas/<CODE>`: one closed schema per code pinning its constants with `const`
  (type, title, status, code, retryable, the recovery fields), so a validator rejects a body
  whose `retryable` was flipped, and the code's params and details, typed and required.
- `examples/<CODE>`: a body of each code, made as the generated code makes it.
- `responses/Problem<status>`: one response per HTTP status (OpenAPI allows one per status),
  a `oneOf` of that status's codes with a discriminator on `code` (OpenAPI 3.1 section 4.8.25:
  `propertyName` plus an explicit `mapping` to each schema, which every code's schema
  requires), carrying the `Retry-After` header where any of its codes is retryable;
  `responses/Problem<status>.<tag>`, the same for the codes of each declared tag; and
  `responses/Problem<status>.<Operation>`, the same for the codes of each declared operation
  (its CamelCase stem, which no lowercase tag can be), so an API's operation references only
  the problems it can answer.
- `paths`: each operation that names its HTTP method and path, with those responses (and its
  path's template parameters, which OpenAPI requires declared): the error half of the API's
  own operation, which the API's document merges with its success responses.

Every `description` is CommonMark to an OpenAPI reader, so each is escaped as the markdown
target escapes catalogue text (markdown_text.md_text): a title shows as its words, never HTML.

Only JSON Schema 2020-12 keywords, which OpenAPI 3.1's Schema Object is, so jsonschema and
openapi-spec-validator read it as they read any schema.
"""

from __future__ import annotations

import re
from typing import Any

import errgen.names as names
from errgen.model import PROBLEM_MEMBERS, Catalogue, ErrorSpec, OperationSpec, ParamSpec
from errgen.targets import RenderContext, Target, TargetFile
from errgen.targets.json_text import dump_json
from errgen.targets.jsonschema import value_schema
from errgen.targets.markdown_text import md_text

MEDIA_TYPE = "application/problem+json"  # RFC 9457 section 6.1
_SAMPLES: dict[str, str | int | float | bool] = {"str": "", "int": 0, "float": 0.5, "bool": False}


def problem_arguments(error: ErrorSpec) -> tuple[ParamSpec, ...]:
    """The params and details a problem of `error` carries as extension members: those not
    named like a member before them (which the generated code leaves out too)."""
    return tuple(p for p in error.arguments if p.name not in PROBLEM_MEMBERS)


def sample_value(param: ParamSpec) -> str | int | float | bool | list[str | int | float | bool]:
    """The value an example gives a param: its name for a string, else a plain number or false;
    a list detail's is a list of one such value."""
    item = param.name if param.item_type == "str" else _SAMPLES[param.item_type]
    return [item] if param.is_list else item


def _shown(value: object) -> str:
    """A value as the generated Python's message shows it (str.format of the value)."""
    return str(value) if not isinstance(value, float) else float.__repr__(value)


def example_problem(error: ErrorSpec) -> dict[str, Any]:
    """The problem body of `error` made with sample values, as the generated code makes it."""
    values = {p.name: sample_value(p) for p in error.arguments}
    detail = error.message.format_map({p.name: _shown(values[p.name]) for p in error.params})
    body: dict[str, Any] = {
        "type": error.problem_type,
        "title": error.title,
        "status": error.status,
        "detail": detail,
        "code": error.code,
        "retryable": error.retryable,
    }
    body |= {name: value for name, value in error.set_details if name != "help_url"}
    body |= {p.name: values[p.name] for p in problem_arguments(error)}
    return body


def problem_schema(error: ErrorSpec) -> dict[str, Any]:
    """The closed schema of one code's problem: its constants pinned, every other member
    refused but `instance`."""
    properties: dict[str, Any] = {
        "type": {"const": error.problem_type},
        "title": {"const": error.title},
        "status": {"const": error.status},
        "detail": {"type": "string"},
        "instance": {"type": "string"},
        "code": {"const": error.code},
        "retryable": {"const": error.retryable},
    }
    if not error.params:  # a message without parameters is a constant
        properties["detail"] = {"const": error.message.replace("{{", "{").replace("}}", "}")}
    for name, value in error.set_details:
        if name != "help_url":
            properties[name] = {"const": value}
    if error.retry_after_min_ms is not None:  # the wait the server named, within its bounds
        properties["retry_after_ms"] = {
            "type": "integer",
            "minimum": error.retry_after_min_ms,
            "maximum": error.retry_after_max_ms,
        }
    left_out = {"instance"} | {p.name for p in error.arguments if p.optional}
    for param in problem_arguments(error):
        properties[param.name] = value_schema(param)
    schema: dict[str, Any] = {
        "title": f"{error.class_name}Problem",
        "description": md_text(
            f"{error.code}: {error.title}. {error.recovery.capitalize()}, "
            f"exit code {error.exit.code} ({error.exit.name}); {error.action}"
        ),
        "type": "object",
        "properties": properties,
        "required": sorted(name for name in properties if name not in left_out),
        "additionalProperties": False,
        "examples": [example_problem(error)],
    }
    if error.deprecated_since is not None:
        schema["deprecated"] = True
    return schema


def base_schema(catalogue: Catalogue) -> dict[str, Any]:
    """What every problem of the tool has; extension members beyond these are allowed."""
    text = {"type": "string"}
    return {
        "title": f"{names.camel(catalogue.tool)}Problem",
        "description": md_text(
            f"A problem details body (RFC 9457) of {catalogue.tool}, with errgen's recovery "
            "fields: retry when retryable (after retry_after_ms), else run fix_command, else "
            "apply fix_required, else escalate."
        ),
        "type": "object",
        "properties": {
            "type": {"type": "string", "format": "uri-reference"},
            "title": text,
            "status": {"type": "integer", "minimum": 100, "maximum": 599},
            "detail": text,
            "instance": {"type": "string", "format": "uri-reference"},
            "code": {"enum": [error.code for error in catalogue.errors]},
            "retryable": {"type": "boolean"},
            "retry_after_ms": {"type": "integer", "minimum": 1},
            "max_attempts": {"type": "integer", "minimum": 1},
            "fix_required": text,
            "fix_command": text,
            "refresh_command": text,
            "reauth_command": text,
            "suggestion": text,
        },
        "required": ["code", "detail", "retryable", "status", "title", "type"],
    }


def _response(status: int, errors: list[ErrorSpec], retry_after: bool) -> dict[str, Any]:
    refs = {error.code: f"#/components/schemas/{error.code}" for error in errors}
    listed = ", ".join(f"{e.code} ({e.title})" for e in errors)
    response: dict[str, Any] = {
        "description": md_text(f"{status}: {listed}"),
        "content": {
            MEDIA_TYPE: {
                "schema": {
                    "oneOf": [{"$ref": ref} for ref in refs.values()],
                    "discriminator": {"propertyName": "code", "mapping": refs},
                },
                "examples": {code: {"$ref": f"#/components/examples/{code}"} for code in refs},
            }
        },
    }
    if retry_after:
        response["headers"] = {"Retry-After": {"$ref": "#/components/headers/Retry-After"}}
    return response


def _responses(errors: list[ErrorSpec], suffix: str = "") -> dict[str, Any]:
    by_status: dict[int, list[ErrorSpec]] = {}
    for error in errors:
        by_status.setdefault(error.status, []).append(error)
    return {
        f"Problem{status}{suffix}": _response(status, group, any(e.retryable for e in group))
        for status, group in sorted(by_status.items())
    }


def _route(operation: OperationSpec) -> dict[str, Any]:
    """The error half of an HTTP operation: its responses, one per status of its codes, and
    its path's template parameters (a string each, as the path writes nothing of their type)."""
    route: dict[str, Any] = {"operationId": operation.stem}
    if operation.summary is not None:
        route["summary"] = operation.summary  # plain text in OpenAPI, never CommonMark
    parameters = re.findall(r"\{([^{}]+)\}", operation.http_path or "")
    if parameters:
        route["parameters"] = [
            {"name": name, "in": "path", "required": True, "schema": {"type": "string"}}
            for name in dict.fromkeys(parameters)
        ]
    route["responses"] = {
        str(status): {"$ref": f"#/components/responses/Problem{status}.{operation.stem}"}
        for status in sorted({error.status for error in operation.errors})
    }
    return route


def _paths(catalogue: Catalogue) -> dict[str, Any]:
    paths: dict[str, Any] = {}
    for operation in catalogue.operations:
        if operation.http_path is not None and operation.http_method is not None:
            paths.setdefault(operation.http_path, {})[operation.http_method] = _route(operation)
    return dict(sorted(paths.items()))


def openapi_document(catalogue: Catalogue) -> dict[str, Any]:
    errors = list(catalogue.errors)
    responses = _responses(errors)
    for tag, codes in catalogue.tagged:
        responses |= _responses([e for e in errors if e.code in codes], f".{tag}")
    for operation in catalogue.operations:
        responses |= _responses(list(operation.errors), f".{operation.stem}")
    paths = _paths(catalogue)
    document: dict[str, Any] = {
        "openapi": "3.1.0",
        "info": {
            "title": f"Errors of {catalogue.tool}",
            "version": catalogue.version or "0",
            "description": md_text(
                f"The errors of {catalogue.tool} as problem details (RFC 9457), generated by "
                "errgen from its error catalogue: reference components/responses/Problem<status> "
                "(or Problem<status>.<tag>, or Problem<status>.<Operation>) from an operation's "
                "responses."
            ),
        },
    }
    if paths:
        document["paths"] = paths
    return document | {
        "components": {
            "schemas": {"Problem": base_schema(catalogue)}
            | {error.code: problem_schema(error) for error in errors},
            "examples": {
                error.code: {"summary": error.title, "value": example_problem(error)}
                for error in errors
            },
            "headers": {
                "Retry-After": {
                    "description": md_text(
                        "Seconds to wait before reissuing the request unchanged (RFC 9110 "
                        "section 10.2.3): the code's retry_after_ms rounded up."
                    ),
                    "schema": {"type": "integer", "minimum": 1},
                }
            },
            "responses": responses,
        },
    }


def render_openapi(catalogue: Catalogue, context: RenderContext) -> str:
    return dump_json(openapi_document(catalogue), expand=3)  # a line per component


TARGET = Target(
    name="openapi",
    summary="OpenAPI 3.1 components: a problem-details schema, example and response per code",
    files=(TargetFile("errors.openapi.json", render_openapi),),
)
