"""A description's Markdown, read by a CommonMark parser and written again in the safe subset.

markdown-it-py (CommonMark, linear time; one of errgen's dependencies) reads the text
with HTML, headings, block quotes, rules and reference definitions turned off, so that those
are plain text; what it finds is written back in a form CommonMark, Python-Markdown and GFM
all read alike: `*em*`, `**strong**`, code spans and fences, `-` and `1.` lists indented by
four spaces, blank lines between blocks, and links whose target is http(s) or relative.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from errgen.targets.markdown_text import block_text, escape, md_code, md_fenced

if TYPE_CHECKING:
    from markdown_it import MarkdownIt
    from markdown_it.token import Token

_OFF = ["heading", "lheading", "blockquote", "hr", "reference", "html_block"]
_LINKS = ["link", "image"]
_MARKS = {"em_open": "*", "em_close": "*", "strong_open": "**", "strong_close": "**"}
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")
_ENTITY_LIKE = re.compile(r"&(?=#?[A-Za-z0-9]+;)")
_IN_TARGET = re.compile(r"[()\[\]<>`\\\"' \x00-\x1f\x7f]")
_INFO_WORD = re.compile(r"[A-Za-z0-9_+.-]+")
_BULLETS = re.compile(r"(?<![^ \t])[-*+](?:[ \t]+[-*+]){2,}[ \t]*$")


@functools.cache
def _parser(links: bool) -> MarkdownIt:
    from markdown_it import MarkdownIt  # imported by the first description that needs it

    # A text without '](' has no inline link or image; not looking for them there keeps a run
    # of '[' as cheap as other text (markdown-it scans a label at every '[').
    return MarkdownIt("commonmark", {"html": False}).disable(_OFF + ([] if links else _LINKS))


# One line of words and punctuation that no renderer reads as markup (escape() still stops GFM's
# `www.` autolinks): a paragraph of one text token, which the parser need not be asked about.
_PLAIN = re.compile(r"[A-Za-z](?:[A-Za-z0-9 ,.;:'\"()?/%{}=+-]*[A-Za-z0-9,.;:'\"()?/%{}=+-])?")


def render_subset(value: str) -> str:
    if _PLAIN.fullmatch(value):
        return escape(value)
    # control characters shown as U+FFFD, as md_text shows them: Python-Markdown drops some
    # (its placeholder marks), which would bare what follows them to a block's start
    value = block_text(value)
    parser = _parser("](" in value)
    tokens = parser.parse(value)
    # A line that ends in three or more bullets (`- - -`, `1. * * *`), a rule where rules are
    # off, is read as lists nested in empty items, which written back would be a rule: text.
    lines = value.split("\n")
    rules = {
        t.map[0]: found.start()
        for t in tokens
        if t.type == "bullet_list_open" and t.map and (found := _BULLETS.search(lines[t.map[0]]))
    }
    if rules:
        for index, start in rules.items():
            lines[index] = lines[index][:start] + "\\" + lines[index][start:]
        tokens = parser.parse("\n".join(lines))
    blocks, _ = _blocks(tokens, 0, "")
    return "\n\n".join(blocks)


def _blocks(tokens: Sequence[Token], index: int, close: str) -> tuple[list[str], int]:
    """The blocks from `index` up to the token of type `close`, and the index after it."""
    out: list[str] = []
    while index < len(tokens) and tokens[index].type != close:
        token = tokens[index]
        if token.type == "paragraph_open":
            out.append(_inline(tokens[index + 1].children or []))
            index += 3
        elif token.type in ("bullet_list_open", "ordered_list_open"):
            if index and tokens[index - 1].type.endswith("_list_close"):
                out.append("<!-- -->")  # Python-Markdown would join the two lists into one
            text, index = _list(tokens, index)
            out.append(text)
        elif close:  # a code block in a list item, where Python-Markdown reads no fence
            # (it would read the fence's lines as Markdown, raw HTML and all): each line code
            lines = token.content.rstrip("\n").split("\n")
            out.append("\n".join(md_code(line) if line.strip() else "" for line in lines).strip())
            index += 1
        else:  # fence or code_block: the parser makes nothing else with its rules turned off
            words = _INFO_WORD.match(token.info.strip())
            out.append(md_fenced(token.content.rstrip("\n"), words.group() if words else "")[2:-1])
            index += 1
    return out, index + 1


def _indent(text: str) -> str:
    return "\n".join("    " + line if line else line for line in text.split("\n"))


def _list(tokens: Sequence[Token], index: int) -> tuple[str, int]:
    opening = tokens[index]
    close = opening.type.replace("_open", "_close")
    number = int(opening.attrGet("start") or 1) if opening.type == "ordered_list_open" else None
    tight = index + 2 < len(tokens) and tokens[index + 2].hidden
    items = []
    index += 1
    while tokens[index].type != close:  # list_item_open
        blocks, index = _blocks(tokens, index + 1, "list_item_close")
        marker = "-" if number is None else f"{number}."
        number = None if number is None else number + 1
        body = ("\n" if tight else "\n\n").join(blocks)
        items.append(marker + _indent(body)[3:] if body else marker)
    return ("\n" if tight else "\n\n").join(items), index + 1


def _target(href: str) -> str | None:
    """The link target as the page writes it, or None when it is not http(s) or relative, or
    is empty (a link to the page itself, which `[]()` or `[a]()` is in CommonMark)."""
    scheme = _SCHEME.match(href)
    if (
        not href
        or href.startswith("//")
        or (scheme and scheme.group().lower() not in ("http:", "https:"))
    ):
        return None
    href = _ENTITY_LIKE.sub("%26", href)
    return _IN_TARGET.sub(lambda m: "".join(f"%{b:02X}" for b in m.group().encode()), href)


class _Line:
    """Inline output built piece by piece; text is escaped once it is known where it stands."""

    def __init__(self) -> None:
        self.lines: list[list[str]] = [[]]
        self.text = ""

    def flush(self, ends_line: bool = False) -> None:
        if self.text:
            line = self.lines[-1]
            line.append(escape(self.text, starts_line=not line, ends_line=ends_line))
            self.text = ""

    def markup(self, piece: str) -> None:
        # text's `!` before a link's `[` would make it an image: escaped (every reader honours `\!`)
        bang = piece == "[" and self.text.endswith("!")
        self.text = self.text[:-1] if bang else self.text
        self.flush()
        self.lines[-1].append("\\![" if bang else piece)

    def newline(self) -> None:
        self.flush(ends_line=True)
        self.lines.append([])

    def result(self) -> str:
        self.flush(ends_line=True)
        return "\n".join("".join(line) for line in self.lines)


def _inline(children: Sequence[Token]) -> str:
    out = _Line()
    closers: list[tuple[str, bool]] = []  # what closes each open link, and if it is markup
    for token in children:
        kind = token.type
        if kind in ("text", "text_special"):
            out.text += token.content
        elif kind in ("softbreak", "hardbreak"):
            out.newline()
        elif kind == "code_inline":
            out.markup(md_code(token.content))
        elif kind in _MARKS:
            out.markup(_MARKS[kind])
        elif kind == "link_open":
            href = str(token.attrGet("href") or "")
            target = _target(href)
            if target is None:  # shown as the text it was written as
                out.text += "["
                closers.append((f"]({href})", False))
            else:
                out.markup("[")
                closers.append((f"]({target})", True))
        elif kind == "link_close":
            closer, is_markup = closers.pop()
            if is_markup:
                out.markup(closer)
            else:
                out.text += closer
        elif kind == "image":
            out.text += f"![{token.content}]({token.attrGet('src') or ''})"
    return out.result()
