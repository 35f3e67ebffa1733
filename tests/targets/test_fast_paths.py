"""The shortcuts that keep rendering linear and cheap give exactly what the long way gives:
plain text skips Markdown's escaping and the description parser, and a Go string literal is
escaped by one regular expression instead of a loop over its characters."""

from __future__ import annotations

import pytest
from errgen.targets.go import go_string
from errgen.targets.markdown_subset import _blocks, _parser, render_subset
from errgen.targets.markdown_text import escape
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.markdown_views import RENDERERS, read, unlink_email_autolinks, words

# words and the punctuation that the plain-text shortcuts are about, plus some that is markup
ALPHABET = "aZw9 ,.;:'\"()?/%{}=+-#*_`[]<>&|~!\\\t\u00e9\u3000"


@settings(max_examples=400, deadline=None)
@given(st.text(ALPHABET, max_size=40))
def test_a_plain_description_is_what_the_parser_makes_of_it(value: str) -> None:
    long_way = "\n\n".join(_blocks(_parser("](" in value).parse(value), 0, "")[0])
    assert render_subset(value) == long_way


@pytest.mark.parametrize("renderer", sorted(RENDERERS))
@pytest.mark.parametrize("text", ["Plain words, then more", "x # y", "a  b (c)", "Use {a}=b; 5%"])
def test_text_escape_leaves_as_it_is_renders_as_itself(renderer: str, text: str) -> None:
    assert escape(text) == text
    page = read(unlink_email_autolinks(RENDERERS[renderer](text)))
    assert [block for _, block in page.blocks] == [words(text)]


@pytest.mark.parametrize("text", ["Go to www.example.com", "See http://x", "# x", "x #", "x "])
def test_text_with_markup_at_an_end_or_an_autolink_is_escaped(text: str) -> None:
    assert escape(text) != text


def go_the_long_way(value: str) -> str:
    simple = {'"': '\\"', "\\": "\\\\", "\a": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n"}
    simple |= {"\r": "\\r", "\t": "\\t", "\v": "\\v"}
    out = []
    for index, char in enumerate(value):
        point = ord(char)
        if char == "/" and value[index - 1 : index] == "*":
            out.append("\\x2f")  # `*/` would end a /* */ comment the literal stands in
        elif char in simple:
            out.append(simple[char])
        elif 0x20 <= point < 0x7F:
            out.append(char)
        elif point < 0x80:
            out.append(f"\\x{point:02x}")
        elif point < 0x10000:
            out.append(f"\\u{point:04x}")
        else:
            out.append(f"\\U{point:08x}")
    return '"' + "".join(out) + '"'


@settings(max_examples=400, deadline=None)
@given(st.text(st.characters(exclude_categories=["Cs"]), max_size=40))
def test_a_go_string_is_escaped_character_by_character(value: str) -> None:
    assert go_string(value) == go_the_long_way(value)


def test_a_lone_surrogate_has_no_go_literal() -> None:
    with pytest.raises(ValueError, match="U\\+D800"):
        go_string("a\ud800")
