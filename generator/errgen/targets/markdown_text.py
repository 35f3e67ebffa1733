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
    **{c: "\\" + c for c in "\\`*_["},
    # Python-Markdown finds reference definitions ([label]: url) in the raw text, where a
    # backslash does not keep `]` from ending the label
    "]": "&#93;",
    "<": "&lt;",
    "&": "&amp;",
    "|": "&#124;",
    "~": "&#126;",
    ":": "&#58;",
}
# Markup only at the start of a line: headings, block quotes, list items, setext underlines,
# and GFM's table delimiter row, which needs no pipe under a one-column header (`:---`).
_BLOCK_START = {"#": "\\#", ">": "\\>", "+": "\\+", "-": "\\-", "=": "&#61;", ":": "&#58;"}
_ORDERED_ITEM = re.compile(r"([0-9]+)([.)])")
_WORD = re.compile(r"[A-Za-z0-9_]+")


def _inline_escape(match: re.Match[str]) -> str:
    found = match.group()
    return found[:3] + "\\." if len(found) == 4 else _INLINE_ESCAPES[found]


def _spaces(run: str) -> str:
    # as references, white space at either end is text: not indentation, a hard break, or
    # (being punctuation, `;`) what keeps a `*` around the value from opening emphasis
    return "".join(f"&#{ord(c)};" for c in run)


def escape(text: str, *, starts_line: bool = True, ends_line: bool = True) -> str:
    """`text` (one line) escaped so that it renders as itself; `starts_line` and `ends_line`
    say whether it may begin or end a line, where more of it is markup (a leading `#` or `1.`,
    indentation, a trailing `#` run that closes a heading, spaces that make a hard break)."""
    if text[:1].isalpha() and not text[-1].isspace() and text[-1] != "#":
        if not _INLINE.search(text):  # the common case: nothing to escape at either end or in it
            return text
        if _WORD.fullmatch(text):  # a code (CREDENTIALS_EXPIRED): its `_` are all the markup
            return text.replace("_", "\\_")
    lead = head = tail = trail = ""
    if ends_line:
        body = text.rstrip()
        trail, text = _spaces(text[len(body) :]), body
        hashes = len(text) - len(text.rstrip("#"))
        tail, text = "\\#" * hashes, text[: len(text) - hashes]
    if starts_line:
        body = text.lstrip()
        lead, text = _spaces(text[: len(text) - len(body)]), body
        if text[:1] in _BLOCK_START:
            head, text = _BLOCK_START[text[0]], text[1:]
        elif ordered := _ORDERED_ITEM.match(text):
            head, text = ordered.group(1) + "\\" + ordered.group(2), text[ordered.end() :]
    return lead + head + _INLINE.sub(_inline_escape, text) + tail + trail


# C0 controls but tab (line breaks become spaces first) and DEL: a renderer drops some (Python-
# Markdown removes its placeholder marks \x02 and \x03, which would bare the spaces before them
# to a hard break) and CommonMark makes NUL U+FFFD; the catalogue allows none of them.
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def one_line(value: str) -> str:
    """`value` on one line, its control characters shown as U+FFFD, as CommonMark shows NUL."""
    if value.isprintable():  # no line break or control character (a test in C): most text
        return value
    return _CONTROLS.sub("\ufffd", _LINE_BREAKS.sub(" ", value))


def block_text(value: str) -> str:
    """`value` with its line breaks as newlines, its control characters as U+FFFD."""
    return _CONTROLS.sub("\ufffd", _LINE_BREAKS.sub("\n", value))


def md_text(value: str) -> str:
    """One line of catalogue text, escaped so that every renderer shows exactly its words."""
    return escape(one_line(value))


def _fence(value: str, shortest: int) -> str:
    if "`" not in value:  # most values: no backtick run to be longer than
        return "`" * shortest
    longest = max((len(run) for run in _BACKTICKS.findall(value)), default=0)
    return "`" * max(shortest, longest + 1)


def _code_span(value: str) -> str:
    fence = _fence(value, 1)
    # a space each side keeps a backtick at either end out of the fence (and is stripped)
    pad = " " if value[:1] == "`" or value[-1:] == "`" or not value.strip(" ") else ""
    return f"{fence}{pad}{value}{pad}{fence}"


def _code_piece(value: str) -> str:
    core = value.strip()
    if not core:
        return _spaces(value)
    start = value.index(core[0])
    return _spaces(value[:start]) + _code_span(core) + _spaces(value[start + len(core) :])


_CODE_BREAKS = re.compile(r"([|<]|\](?=:))")
_CODE_BREAK_TEXT = {"|": "&#124;", "<": "&lt;", "]": "&#93;"}


def md_code(value: str) -> str:
    """`value` as inline code, whatever backticks it holds. A `|` ends a GFM table cell even
    inside code (no escape of it in code is honoured by all three renderers), a `<` in code
    is live HTML where a template puts the code inside an HTML block, and `]:` after a `[`
    at a line's start is a reference definition, read before any code span: so a value with
    these is code spans joined by those characters as references."""
    line = one_line(value)
    if not _CODE_BREAKS.search(line):
        return _code_span(line)
    pieces = _CODE_BREAKS.split(line)
    return "".join(
        _CODE_BREAK_TEXT[piece] if index % 2 else _code_piece(piece)
        for index, piece in enumerate(pieces)
    )


_INFO = re.compile(r"[A-Za-z0-9_+.-]*\Z")


def md_fenced(value: str, info: str = "") -> str:
    """`value` as a fenced code block whose fence is longer than any backtick run in it, after
    a blank line and ending its line, so that it is a block of its own wherever it is put."""
    if not _INFO.match(info):
        raise ValueError(f"not a code block's language: {info!r}")
    body = _LINE_BREAKS.sub("\n", value)
    fence = _fence(body, 3)
    return f"\n\n{fence}{info}\n{body}\n{fence}\n"
