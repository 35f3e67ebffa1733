"""Where the cursor is in a catalogue: the node under it (by the loader's positions) and, for
completion, the mapping whose key or value is being typed (by indentation, which a half-typed
line still has)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from errgen.catalogue.load import Document, NodePath
from errgen.catalogue.tokens import token_end


@dataclass(frozen=True)
class Spot:
    """The node at the cursor, and whether the cursor is on its key rather than its value."""

    path: NodePath
    on_key: bool


def node_at(document: Document, lines: list[str], line: int, column: int) -> Spot | None:
    """The node whose key or scalar value spans the 1-based `line`, `column`: the innermost one
    starting on that line before the cursor."""
    best: tuple[int, Spot] | None = None
    for path, (key_line, key_column, value_line, value_column) in document.positions.items():
        for start_line, start, on_key in (
            (key_line, key_column, True),
            (value_line, value_column, False),
        ):
            if start_line != line or start > column:
                continue
            end_line, end = token_end(lines, start_line, start)
            if end_line == line and column > end:
                continue
            if (
                best is None
                or start > best[0]
                or (start == best[0] and len(path) > len(best[1].path))
            ):
                best = (start, Spot(path, on_key))
    return best[1] if best else None


_KEY_LINE = re.compile(r"^(\s*)(?:-\s+)?([^\s#:][^:#]*?)\s*:(?:\s|$)")


@dataclass(frozen=True)
class Typing:
    """What the cursor's line is typing: a key of the mapping at `parent`, or the value (or a
    list item) of `key` in it."""

    parent: NodePath
    key: str | None  # None: a key is being typed
    prefix: str  # the word before the cursor


def typing_at(document: Document, lines: list[str], line: int, column: int) -> Typing:
    """The completion context at the 1-based `line`, 0-based `column` of `lines`."""
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    before = text[:column]
    prefix = re.search(r"[^\s\[\],:{}'\"]*$", before)
    word = prefix.group(0) if prefix else ""
    indent = len(before) - len(before.lstrip(" "))
    own = _KEY_LINE.match(before)
    if own:  # `key: va|`, `key: [a, b|`: the value of that key
        return Typing(_parent(document, lines, line, len(own.group(1))), own.group(2), word)
    if before.lstrip().startswith("-"):  # a block list's item: the list's key is above
        parent = _parent(document, lines, line, indent + 1)
        return Typing(parent[:-1], str(parent[-1]) if parent else None, word)
    return Typing(_parent(document, lines, line, indent), None, word)


def _parent(document: Document, lines: list[str], line: int, indent: int) -> NodePath:
    """The path of the mapping a key indented by `indent` on `line` belongs to: the nearest key
    above, indented less."""
    for number in range(line - 1, 0, -1):
        text = lines[number - 1]
        stripped = text.lstrip(" ")
        if not stripped or stripped.startswith("#"):
            continue
        own = len(text) - len(stripped)
        if own < indent and _KEY_LINE.match(text):
            spot = node_at(document, lines, number, own + 1)
            if spot is not None:
                return spot.path
    return ()


def value_at(data: Any, path: NodePath) -> Any:
    """The node of `data` at `path`, or None."""
    for step in path:
        if isinstance(data, dict) and step in data:
            data = data[step]
        elif isinstance(data, list) and isinstance(step, int) and 0 <= step < len(data):
            data = data[step]
        else:
            return None
    return data
