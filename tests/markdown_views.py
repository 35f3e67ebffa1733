"""Markdown as its readers see it: rendered by markdown-it (CommonMark), Python-Markdown with
mkdocs' default extensions, and cmark-gfm (GitHub's renderer), then read back as the elements
it made and the text of each block."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from html.parser import HTMLParser

import cmarkgfm
import markdown
from markdown_it import MarkdownIt

# mkdocs' builtin extensions (mkdocs/config/defaults.py: markdown_extensions builtins)
MKDOCS_EXTENSIONS = ["toc", "tables", "fenced_code"]


def python_markdown(text: str) -> str:
    return markdown.markdown(text, extensions=MKDOCS_EXTENSIONS)


def commonmark(text: str) -> str:
    return MarkdownIt("commonmark").enable("table").render(text)


def github(text: str) -> str:
    # GitHub's extensions: tables, strikethrough, autolinks, tag filter, task lists
    return cmarkgfm.github_flavored_markdown_to_html(text)


RENDERERS: dict[str, Callable[[str], str]] = {
    "markdown-it": commonmark,
    "python-markdown": python_markdown,
    "cmark-gfm": github,
}

BLOCKS = frozenset({"p", "li", "td", "th", "pre", "h1", "h2", "h3", "h4", "h5", "h6"})
_SPACE = re.compile(r"\s+")


def words(text: str) -> str:
    """Text as a browser shows it: runs of white space are one space, none at the ends."""
    return _SPACE.sub(" ", text).strip()


@dataclass
class Page:
    """What a rendered page holds: each element (tag, attributes), in order, and the text of
    each block (the innermost p, li, td, th, pre or heading around it)."""

    elements: list[tuple[str, tuple[tuple[str, str | None], ...]]] = field(default_factory=list)
    blocks: list[tuple[str, str]] = field(default_factory=list)
    ids: dict[str, str] = field(default_factory=dict)  # heading id -> its text


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.page = Page()
        self.open: list[tuple[str, list[str], str | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.page.elements.append((tag, tuple(attrs)))
        if tag in BLOCKS:
            self.open.append((tag, [], dict(attrs).get("id")))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.page.elements.append((tag, tuple(attrs)))

    def handle_endtag(self, tag: str) -> None:
        if tag in BLOCKS and self.open and self.open[-1][0] == tag:
            _, parts, ident = self.open.pop()
            text = words("".join(parts))
            if tag == "p" and self.open and self.open[-1][0] == "li":
                tag = "li"  # a loose list item's paragraph: Python-Markdown makes more of them
            elif tag == "li" and not text:
                return  # its text was in its paragraphs
            self.page.blocks.append((tag, text))
            if ident is not None:
                self.page.ids[ident] = text

    def handle_data(self, data: str) -> None:
        if self.open:
            self.open[-1][1].append(data)


def read(html: str) -> Page:
    reader = _Reader()
    reader.feed(html)
    reader.close()
    return reader.page


def unlink_email_autolinks(html: str) -> str:
    """cmark-gfm's autolink extension (like github.com) links every e-mail address in text,
    after entities and escapes are decoded: no escaping that all three renderers honour can
    stop it, so such links are read as the text they show."""
    return re.sub(r'<a href="mailto:([^"<>]*)">([^<]*)</a>', r"\2", html)
