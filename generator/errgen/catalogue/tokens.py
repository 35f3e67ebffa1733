"""The extent of the YAML token at a position, and replacing it: where a diagnostic's range ends
and how a "did you mean" is applied, for the editor and for `errgen validate --fix`.

The loader remembers where each node starts; a token's end is read from the text at that start
(a quoted scalar to its closing quote, a plain one to what ends it), which is all a range needs.
"""

from __future__ import annotations

import json
import re

# what ends a plain scalar or key on its line: `: `, ` #`, and in flow context `,` `]` `}`
_PLAIN_END = re.compile(r":(?=\s|$)|\s+#|[,\]}]|\s*$")
_PLAIN_SAFE = re.compile(r"[A-Za-z0-9_./][A-Za-z0-9_ ./=+-]*(?<! )")


def token_end(lines: list[str], line: int, column: int) -> tuple[int, int]:
    """The 1-based (line, column) just past the token starting at the 1-based `line`,
    `column` of `lines` (a quoted scalar may end on a later line)."""
    if not 0 < line <= len(lines):
        return line, column
    text = lines[line - 1]
    start = column - 1
    if start >= len(text):
        return line, column
    quote = text[start]
    if quote in "'\"":
        return _quoted_end(lines, line, start, quote)
    match = _PLAIN_END.search(text, start + 1 if text[start] in ",]}" else start)
    end = match.start() if match else len(text)
    return line, max(end, start + 1) + 1


def _quoted_end(lines: list[str], line: int, start: int, quote: str) -> tuple[int, int]:
    """Just past the closing quote of the scalar opened at `start` of `line` (or the line's end
    when it is never closed)."""
    position = start + 1
    for number in range(line, min(len(lines), line + 64) + 1):
        text = lines[number - 1]
        while position < len(text):
            char = text[position]
            if quote == '"' and char == "\\":
                position += 2
                continue
            if char == quote:
                if quote == "'" and text[position + 1 : position + 2] == "'":
                    position += 2  # '' is a quote inside a single-quoted scalar
                    continue
                return number, position + 2
            position += 1
        position = 0
    return line, len(lines[line - 1]) + 1


def yaml_scalar(value: str, quoted: bool) -> str:
    """`value` as a YAML scalar: plain when it reads back as itself, else double-quoted."""
    if not quoted and _PLAIN_SAFE.fullmatch(value) and value.lower() not in _NOT_STRINGS:
        return value
    return json.dumps(value, ensure_ascii=False)


# plain words YAML 1.1 or 1.2 reads as something other than a string
_NOT_STRINGS = frozenset({"true", "false", "yes", "no", "on", "off", "y", "n", "null", "~"})


def replace_token(text: str, line: int, column: int, value: str) -> str:
    """`text` with the token at 1-based `line`, `column` replaced by `value`, written as a YAML
    scalar in the token's own quoting."""
    lines = text.split("\n")
    end_line, end_column = token_end(lines, line, column)
    start = _offset(lines, line, column)
    end = _offset(lines, end_line, end_column)
    quoted = text[start : start + 1] in ("'", '"')
    return text[:start] + yaml_scalar(value, quoted) + text[end:]


def _offset(lines: list[str], line: int, column: int) -> int:
    """The character offset of a 1-based position in the text `lines` were split from."""
    return sum(len(text) + 1 for text in lines[: line - 1]) + column - 1
