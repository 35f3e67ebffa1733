"""The catalogue schema in the form fastjsonschema compiles (make regen, and the tests that
compare the precompiled validator with a fresh compile)."""

from __future__ import annotations

from typing import Any

from errgen.validation.schema import catalogue_schema


def fast_schema() -> dict[str, Any]:
    """The schema as fastjsonschema compiles it: draft 7 (the schema uses only what drafts 7
    and 2020-12 share) with every $ref written out, since the code it generates for a $ref
    is a call that formats the path of each of 10,000 values, valid or not."""
    schema = catalogue_schema()
    inlined: dict[str, Any] = _inline(schema, schema["$defs"])
    inlined.pop("$defs")
    inlined["$schema"] = "http://json-schema.org/draft-07/schema#"
    return inlined


def _inline(node: Any, defs: dict[str, Any]) -> Any:
    if isinstance(node, list):
        return [_inline(item, defs) for item in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node:  # the keywords beside it apply too (2020-12): all of them, then
        target = _inline(defs[node["$ref"].removeprefix("#/$defs/")], defs)
        beside = {key: _inline(value, defs) for key, value in node.items() if key != "$ref"}
        return {"allOf": [target, beside]} if beside.keys() - {"description"} else target
    return {key: _inline(value, defs) for key, value in node.items()}
