"""What errgen shows on a terminal: every value escaped, diagnostics with their source line and
a caret under the column, and colour only where a person reads it.

Colour follows the conventions of ruff, rustc and mypy: on when the stream is a terminal, off
when `NO_COLOR` is set (https://no-color.org), on whatever the stream when `FORCE_COLOR` is.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import TYPE_CHECKING, TextIO

from errgen.catalogue.syntax import yaml_lines
from errgen.text import escaped

if TYPE_CHECKING:
    from errgen.diagnostics import Diagnostic

_RESET = "\x1b[0m"
_STYLES = {
    "error": "\x1b[1;31m",
    "warning": "\x1b[1;33m",
    "info": "\x1b[1;36m",
    "rule": "\x1b[36m",
    "where": "\x1b[1m",
    "caret": "\x1b[1;34m",
    "dim": "\x1b[2m",
}


def wants_colour(stream: TextIO) -> bool:
    """Whether to colour what goes to `stream`."""
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


class Painter:
    """Wraps text in a style's escape codes, or leaves it plain when colour is off."""

    def __init__(self, colour: bool) -> None:
        self.colour = colour

    def __call__(self, style: str, text: str) -> str:
        return f"{_STYLES[style]}{text}{_RESET}" if self.colour else text


def render_diagnostic(
    diagnostic: Diagnostic, source: str | None = None, paint: Painter | None = None
) -> str:
    """`FILE:LINE:COL: severity[rule]: message`, the source line with a caret under the
    column (when the line is known), and the hint; every value escaped."""
    paint = paint or Painter(False)
    d = diagnostic
    where = paint("where", f"{escaped(d.file)}:{d.line}:{d.column}:")
    head = f"{where} {paint(d.severity, d.severity)}[{paint('rule', d.rule)}]: {escaped(d.message)}"
    lines = [head]
    if source is not None:
        gutter = " " * len(str(d.line))
        shown, caret_at = _source_line(source, d.column)
        lines.append(f"{gutter} {paint('caret', '|')}")
        lines.append(f"{paint('caret', f'{d.line} |')} {shown}")
        lines.append(f"{gutter} {paint('caret', '|')} {' ' * caret_at}{paint('caret', '^')}")
    lines.append(f"  {paint('dim', 'hint:')} {escaped(d.hint)}")
    return "\n".join(lines)


# A long line is shown around its column, these many characters each side (a minified or
# binary file's one line would otherwise be printed whole, escaped character by character).
SHOWN_BEFORE, SHOWN_AFTER = 80, 120


def _source_line(line: str, column: int) -> tuple[str, int]:
    """The line as printed (tabs shown as one space each, other characters escaped, a long
    line cut to the part around the column, marked by …) and the width before the caret, so
    the caret stands under the column's character."""
    at = column - 1
    start, end = max(0, at - SHOWN_BEFORE), at + SHOWN_AFTER
    before = "".join(" " if c == "\t" else escaped(c) for c in line[start:at])
    after = "".join(" " if c == "\t" else escaped(c) for c in line[at:end])
    before = ("…" if start else "") + before
    return before + after + ("…" if end < len(line) else ""), len(before)


def render_diagnostics(
    diagnostics: tuple[Diagnostic, ...], texts: Mapping[str, bytes], colour: bool
) -> str:
    """Every diagnostic, each with its source line when its file's text is known."""
    paint = Painter(colour)
    lines: dict[str, list[str]] = {}
    out = []
    for d in diagnostics:
        if d.file not in lines and d.file in texts:
            lines[d.file] = yaml_lines(texts[d.file].decode("utf-8", "replace"))
        source = lines.get(d.file, [])
        text = source[d.line - 1] if 0 < d.line <= len(source) else None
        out.append(render_diagnostic(d, text, paint))
    return "\n".join(out)
