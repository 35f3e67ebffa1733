"""The patterns and bounds of the catalogue format, read from its JSON Schema
(catalogue.schema.json), so that each is written once: a check, a filter or the loader that
needs one asks for it here rather than typing it again."""

from __future__ import annotations

import functools
import json
import re
from typing import Any

from errgen.package import package_file

# Where each value's definition sits in the schema.
Where = tuple[str, ...]
CODE: Where = ("$defs", "code")
PROGRAM: Where = ("$defs", "program")
VERSION: Where = ("$defs", "version")
TAG: Where = ("$defs", "tag")
ALIAS: Where = ("$defs", "alias")
COMMAND_LINE: Where = ("$defs", "command_line")
PARAM_NAME: Where = ("$defs", "error", "properties", "params", "propertyNames")
INCLUDE_PATH: Where = ("$defs", "include", "properties", "path")
INCLUDE_PREFIX: Where = ("$defs", "include", "properties", "prefix")
RETRY_AFTER_MS: Where = ("$defs", "error", "properties", "retry_after_ms")
ERROR: Where = ("$defs", "error")
OPERATION_NAME: Where = ("$defs", "operation_name")


@functools.cache
def schema() -> dict[str, Any]:
    """The catalogue format's JSON Schema (draft 2020-12)."""
    data: dict[str, Any] = json.loads(package_file("catalogue.schema.json").read_text("utf-8"))
    return data


@functools.cache  # the rules ask for a node thousands of times a check
def _node(where: Where) -> dict[str, Any]:
    node = schema()
    for key in where:
        node = node[key]
    while "$ref" in node:  # a value defined once in $defs, and referred to
        node = _node(tuple(node["$ref"].removeprefix("#/").split("/")))
    return node


@functools.cache
def pattern(where: Where) -> re.Pattern[str]:
    """The schema's pattern of a value, compiled (anchored at both ends: use `.match`)."""
    return re.compile(_node(where)["pattern"])


def max_length(where: Where) -> int:
    """The schema's maxLength of a value."""
    return int(_node(where)["maxLength"])


def maximum(where: Where) -> int:
    """The schema's maximum of a number."""
    return int(_node(where)["maximum"])


def matches(where: Where, value: str) -> bool:
    """Whether `value` is of the schema's pattern and length for it."""
    node = _node(where)
    return len(value) <= node.get("maxLength", len(value)) and bool(pattern(where).match(value))


# The Python type of each JSON type a catalogue's YAML loads into.
_PYTHON_TYPES: dict[str, type] = {
    "boolean": bool,
    "string": str,
    "integer": int,
    "object": dict,
    "array": list,
}


def required(where: Where) -> frozenset[str]:
    """The keys the schema requires of a mapping."""
    return frozenset(_node(where).get("required", ()))


def python_type(where: Where, key: str) -> type:
    """The Python type of a mapping's property as the schema types it (`bool` for boolean)."""
    return _PYTHON_TYPES[_node((*where, "properties", key))["type"]]
