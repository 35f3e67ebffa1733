"""What may be typed at the cursor: the keys the catalogue schema allows in the mapping there,
and for a value the names the catalogue declares (exits, tags, codes, rule ids, and for a fix
command only the registry lines an agent may run blindly)."""

from __future__ import annotations

from typing import Any

from lsprotocol import types

import errgen.catalogue.patterns as patterns
from errgen.catalogue.load import NodePath
from errgen.lsp.cursor import Typing
from errgen.lsp.navigation import Catalogue
from errgen.model.field_table import COMMAND_FIELDS, SAFE_EFFECTS
from errgen.validation.registry import all_rules


def items(catalogue: Catalogue | None, typing: Typing) -> list[types.CompletionItem]:
    """The completion items for what `typing` is typing."""
    if typing.key is None:
        return [
            types.CompletionItem(
                label=name,
                kind=types.CompletionItemKind.Property,
                detail=_short(node.get("description")),
                insert_text=f"{name}: ",
            )
            for name, node in sorted(schema_keys(typing.parent).items())
        ]
    if catalogue is None:
        return []
    return [
        types.CompletionItem(label=label, kind=types.CompletionItemKind.Value, detail=detail)
        for label, detail in values(catalogue, typing.parent, typing.key)
    ]


def values(catalogue: Catalogue, parent: NodePath, key: str) -> list[tuple[str, str]]:
    """(value, what it is) for the value of `key` in the mapping at `parent`."""
    in_error = parent[:1] == ("errors",) and len(parent) in (2, 3)
    if key == "ignore":
        return [
            (rule.id, rule.summary)
            for rule in all_rules().values()
            if rule.severity in ("warning", "info")
        ]
    if not in_error:
        return []
    if key == "exit":
        return [
            (name, f"{number}: {kind or 'success'}")
            for name, (number, kind) in sorted(catalogue.exits().items())
            if name != "SUCCESS"
        ]
    if key == "replaced_by":  # in the error's `deprecated:`
        return [(code, "") for code in sorted(catalogue.errors()) if code != parent[1]]
    if key == "tags":
        tags = catalogue.data.get("tags")
        return [(tag, "declared tag") for tag in tags or () if isinstance(tag, str)]
    if key in COMMAND_FIELDS:
        return [
            (line, str(entry.get("effect")))
            for line, entry in sorted(catalogue.commands().items())
            if runnable(entry)
        ]
    return []


def runnable(entry: object) -> bool:
    """Whether a fix may name the registry entry: read-only or idempotent, and not interactive
    (never destructive: an agent runs a fix blindly)."""
    return (
        isinstance(entry, dict)
        and entry.get("effect") in SAFE_EFFECTS
        and entry.get("interactive") is not True
    )


def schema_keys(path: NodePath) -> dict[str, dict[str, Any]]:
    """The properties the catalogue schema allows in the mapping at `path`."""
    node: dict[str, Any] = patterns.schema()
    for step in path:
        node = _resolve(node)
        properties = node.get("properties", {})
        if isinstance(step, str) and step in properties:
            node = properties[step]
        elif isinstance(node.get("additionalProperties"), dict):
            node = node["additionalProperties"]
        elif isinstance(node.get("items"), dict):
            node = node["items"]
        else:
            return {}
    properties = _resolve(node).get("properties", {})
    return {name: _resolve(sub) for name, sub in properties.items()}


def _resolve(node: dict[str, Any]) -> dict[str, Any]:
    """The schema node a `$ref` (to the schema's own $defs) names, or the node itself; a
    oneOf/anyOf offers its object alternative."""
    while "$ref" in node:
        node = patterns.schema()["$defs"][node["$ref"].rsplit("/", 1)[-1]]
    for combined in ("oneOf", "anyOf"):
        for option in node.get(combined, ()):
            option = _resolve(option)
            if "properties" in option:
                return option
    return node


def _short(description: object) -> str | None:
    """The first sentence of a schema description."""
    if not isinstance(description, str):
        return None
    return description.split(". ")[0].rstrip(".")
