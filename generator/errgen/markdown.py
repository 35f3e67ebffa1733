"""Catalogue text as Markdown that stays text: no markup, HTML, link or fence can come alive."""

from __future__ import annotations

import re

# every ASCII punctuation character, backslash-escaped; line breaks become spaces
_ESCAPES = str.maketrans(
    {chr(c): "\\" + chr(c) for c in range(0x21, 0x7F) if not chr(c).isalnum()}
    | {"\n": " ", "\r": " "}
)
_CODE_SPAN = re.compile(r"(`+)([^`\n](?:.*?[^`\n])?)\1(?!`)")
_BACKTICKS = re.compile(r"`+")


def md_text(value: str) -> str:
    """One line of catalogue text, every ASCII punctuation backslash-escaped (CommonMark)."""
    return value.translate(_ESCAPES)


def md_code(value: str) -> str:
    """`value` as an inline code span, whatever backticks it holds."""
    value = value.replace("\n", " ").replace("\r", " ")
    if "`" not in value and value.strip(" "):
        return f"`{value}`"
    longest = max((len(run) for run in _BACKTICKS.findall(value)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if value.startswith("`") or value.endswith("`") or not value.strip(" ") else ""
    return f"{fence}{pad}{value}{pad}{fence}"


def md_block(value: str) -> str:
    """A multi-line description: paragraphs of escaped text in which `code spans` stay code."""
    paragraphs = re.split(r"\n[ \t]*\n", value.strip("\n"))
    rendered = []
    for paragraph in paragraphs:
        lines = [_inline(line.strip()) for line in paragraph.splitlines() if line.strip()]
        if lines:
            rendered.append("\n".join(lines))
    return "\n\n".join(rendered)


def _inline(line: str) -> str:
    out = []
    position = 0
    for span in _CODE_SPAN.finditer(line):
        out.append(md_text(line[position : span.start()]))
        out.append(md_code(span.group(2)))
        position = span.end()
    out.append(md_text(line[position:]))
    return "".join(out)
