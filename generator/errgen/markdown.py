"""Catalogue text as Markdown that renders to exactly its words, and nothing more, in CommonMark
(markdown-it), Python-Markdown (mkdocs) and GitHub (cmark-gfm).

One escaping that all three honour: a backslash before a character Python-Markdown lets a
backslash escape (its ESCAPED_CHARS, all of which CommonMark and GFM escape too), an HTML
character reference for the others (Python-Markdown shows `\\|` or `\\~` with the backslash;
all three pass `&#124;` through as the character). Only what some renderer reads as markup is
escaped, and only where it does: `,` `;` `'` `/` `:` `%` `{` stay as they are.
"""

from __future__ import annotations

import re

_LINE_BREAKS = re.compile(r"\r\n?|\n")
_BACKTICKS = re.compile(r"`+")

# Markup anywhere in a line: escapes, code, emphasis, links, HTML, entities, GFM table cells and
# strikethrough, and the GFM autolinks that an escape can stop (`https://`, `www.`).
_INLINE = re.compile(r"[\\`*_\[\]<&|~]|:(?=//)|(?<![A-Za-z0-9])[Ww]{3}\.")
_INLINE_ESCAPES = {
    **{c: "\\" + c for c in "\\`*_[]"},
    "<": "&lt;",
    "&": "&amp;",
    "|": "&#124;",
    "~": "&#126;",
    ":": "&#58;",
}
# Markup only at the start of a line: headings, block quotes, list items, setext underlines.
_BLOCK_START = {"#": "\\#", ">": "\\>", "+": "\\+", "-": "\\-", "=": "&#61;"}
_ORDERED_ITEM = re.compile(r"([0-9]+)([.)])")
_SPACES = {" ": "&#32;", "\t": "&#9;"}


def _inline_escape(match: re.Match[str]) -> str:
    found = match.group()
    return found[:3] + "\\." if len(found) == 4 else _INLINE_ESCAPES[found]


def _spaces(run: str) -> str:
    return "".join(_SPACES[c] for c in run)


def escape(text: str, *, starts_line: bool = True, ends_line: bool = True) -> str:
    """`text` (one line) escaped so that it renders as itself; `starts_line` and `ends_line`
    say whether it may begin or end a line, where more of it is markup (a leading `#` or `1.`,
    indentation, a trailing `#` run that closes a heading, spaces that make a hard break)."""
    lead = head = tail = trail = ""
    if ends_line:
        body = text.rstrip(" \t")
        trail, text = _spaces(text[len(body) :]), body
        hashes = len(text) - len(text.rstrip("#"))
        tail, text = "\\#" * hashes, text[: len(text) - hashes]
    if starts_line:
        body = text.lstrip(" \t")
        lead, text = _spaces(text[: len(text) - len(body)]), body
        if text[:1] in _BLOCK_START:
            head, text = _BLOCK_START[text[0]], text[1:]
        elif ordered := _ORDERED_ITEM.match(text):
            head, text = ordered.group(1) + "\\" + ordered.group(2), text[ordered.end() :]
    return lead + head + _INLINE.sub(_inline_escape, text) + tail + trail


def one_line(value: str) -> str:
    return _LINE_BREAKS.sub(" ", value)


def md_text(value: str) -> str:
    """One line of catalogue text, escaped so that every renderer shows exactly its words."""
    return escape(one_line(value))


def _fence(value: str, shortest: int) -> str:
    longest = max((len(run) for run in _BACKTICKS.findall(value)), default=0)
    return "`" * max(shortest, longest + 1)


def _code_span(value: str) -> str:
    fence = _fence(value, 1)
    # a space each side keeps a backtick at either end out of the fence (and is stripped)
    pad = " " if value[:1] == "`" or value[-1:] == "`" or not value.strip(" ") else ""
    return f"{fence}{pad}{value}{pad}{fence}"


def _code_piece(value: str) -> str:
    core = value.strip(" \t")
    if not core:
        return _spaces(value)
    start = value.index(core[0])
    return _spaces(value[:start]) + _code_span(core) + _spaces(value[start + len(core) :])


def md_code(value: str) -> str:
    """`value` as inline code, whatever backticks it holds. A `|` ends a GFM table cell even
    inside code, and no escape of it inside code is honoured by all three renderers, so a value
    with pipes is code spans joined by `&#124;`."""
    line = one_line(value)
    if "|" not in line:
        return _code_span(line)
    return "&#124;".join(_code_piece(piece) for piece in line.split("|"))


_INFO = re.compile(r"[A-Za-z0-9_+.-]*\Z")


def md_fenced(value: str, info: str = "") -> str:
    """`value` as a fenced code block whose fence is longer than any backtick run in it, after
    a blank line and ending its line, so that it is a block of its own wherever it is put."""
    if not _INFO.match(info):
        raise ValueError(f"not a code block's language: {info!r}")
    body = _LINE_BREAKS.sub("\n", value)
    fence = _fence(body, 3)
    return f"\n\n{fence}{info}\n{body}\n{fence}\n"


def md_block(value: str) -> str:
    """A description: Markdown in a safe subset (paragraphs, emphasis, code, lists, links to
    http(s) or relative targets), written again so that every renderer reads only that subset;
    anything else in it (HTML, headings, images, other links) is shown as text."""
    from errgen.markdown_subset import render_subset

    return render_subset(value)
