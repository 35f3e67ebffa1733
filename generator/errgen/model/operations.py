"""The tool's operations (its commands, MCP tools or HTTP operations), resolved: each with the
errors it can end with, the exits it gives some of them, and whether it passes a child's exit
status through."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from errgen.model import INTERNAL_CODE, ErrorSpec, OperationSpec
from errgen.model.exits import ExitCodeSpec

TAG_PREFIX = "tag:"  # an operation's errors entry that stands for every code of a tag
_PARTS = re.compile(r"[A-Za-z0-9]+")


def operation_stem(name: str, tool: str) -> str:
    """The CamelCase stem of an operation's names: its words after the tool's name (the whole
    name for a companion's command, or where they would start with a digit)."""
    words = name.split(" ")
    rest = words[1:] if words[0] == tool and len(words) > 1 else words
    stem = "".join(part.capitalize() for word in rest for part in _PARTS.findall(word))
    if not stem or stem[0].isdigit():
        stem = "".join(part.capitalize() for word in words for part in _PARTS.findall(word))
    return stem if stem and not stem[0].isdigit() else "Op" + stem


def listed_codes(entries: list[str], tagged: Mapping[str, list[str]]) -> list[str]:
    """The codes an operation's `errors:` names, a tag standing for its codes, in order, once."""
    codes: list[str] = []
    for entry in entries:
        found = (
            tagged.get(entry[len(TAG_PREFIX) :], []) if entry.startswith(TAG_PREFIX) else [entry]
        )
        codes += [code for code in found if code not in codes]
    return codes


def resolve_operations(
    data: dict[str, Any],
    errors: Mapping[str, ErrorSpec],
    exits: Mapping[str, ExitCodeSpec],
    tagged: Mapping[str, list[str]],
) -> tuple[OperationSpec, ...]:
    """The catalogue's operations, sorted by name (a validated document's)."""
    tool = data["tool"]["name"]
    operations = []
    for name, entry in sorted((data.get("operations") or {}).items()):
        codes = set(listed_codes(entry["errors"], tagged)) | {INTERNAL_CODE}
        http = entry.get("http") or {}
        operations.append(
            OperationSpec(
                name=name,
                stem=operation_stem(name, tool),
                summary=entry.get("summary"),
                errors=tuple(errors[code] for code in sorted(codes)),
                exits=tuple(
                    (code, exits[exit_name])
                    for code, exit_name in sorted((entry.get("exits") or {}).items())
                    if exits[exit_name] != errors[code].exit
                ),
                passes_exit_status=entry.get("passes_exit_status", False),
                results=tuple(
                    sorted((entry.get("results") or {}).items(), key=lambda r: (r[1], r[0]))
                ),
                http_method=http.get("method"),
                http_path=http.get("path"),
            )
        )
    return tuple(operations)


def operation_for(
    operations: tuple[OperationSpec, ...], argv: list[str], programs: tuple[str, ...]
) -> OperationSpec | None:
    """The operation an argv runs: the longest one whose words after its program follow the
    argv's program word (the first word that is one of `programs`, else the argv's first), so
    `depot push x`, `./depot-go push x` and `python -m depot push x` all run `depot push`."""
    start = next((i for i, word in enumerate(argv) if word in programs), 0)
    words = argv[start + 1 :]
    best: OperationSpec | None = None
    for operation in operations:
        own = operation.name.split(" ")[1:]
        if words[: len(own)] == own and (best is None or len(own) > len(best.name.split(" ")) - 1):
            best = operation
    return best
