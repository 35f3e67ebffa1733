"""The shortcuts that keep rendering linear and cheap give what their readers need: plain text
skips Markdown's escaping and the description parser, and a Go string literal is escaped by one
regular expression instead of a loop over its characters. Each is judged by an oracle of its
own (the Markdown renderers readers use; Python's reader of the escapes Go shares with it), never
by a copy of the code under test."""

from __future__ import annotations

import ast

import pytest
from errgen.targets.go import go_string
from errgen.targets.markdown_subset import render_subset
from errgen.targets.markdown_text import escape
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.markdown_views import RENDERERS, read, unlink_email_autolinks, words

# the characters of a description the shortcut takes as it is: letters, digits and plain
# punctuation (errgen.targets.markdown_subset's _PLAIN, written out again here on purpose)
PLAIN = "abcxyzABCXYZ0189 ,.;:'\"()?/%{}=+-"


@settings(max_examples=60, deadline=None)
@given(st.text(PLAIN, min_size=1, max_size=30).map(lambda text: "a" + text + "z"))
def test_a_plain_description_reads_as_its_own_words_in_every_renderer(value: str) -> None:
    for renderer in RENDERERS.values():
        page = read(unlink_email_autolinks(renderer(render_subset(value))))
        assert [block for _, block in page.blocks] == [words(value)], value


@pytest.mark.parametrize("renderer", sorted(RENDERERS))
@pytest.mark.parametrize("text", ["Plain words, then more", "x # y", "a  b (c)", "Use {a}=b; 5%"])
def test_text_escape_leaves_as_it_is_renders_as_itself(renderer: str, text: str) -> None:
    assert escape(text) == text
    page = read(unlink_email_autolinks(RENDERERS[renderer](text)))
    assert [block for _, block in page.blocks] == [words(text)]


@pytest.mark.parametrize("text", ["Go to www.example.com", "See http://x", "# x", "x #", "x "])
def test_text_with_markup_at_an_end_or_an_autolink_is_escaped(text: str) -> None:
    assert escape(text) != text


# Go's escapes (\a \b \f \n \r \t \v \\ \" \xHH \uHHHH \UHHHHHHHH) mean in a Python
# literal what they mean in Go's; Python's own reader is the oracle of the value a literal holds.
@settings(max_examples=400, deadline=None)
@given(st.text(st.characters(exclude_categories=["Cs"]), max_size=40))
def test_a_go_string_reads_back_as_its_value_in_printable_ascii(value: str) -> None:
    literal = go_string(value)
    assert literal.isascii() and literal.isprintable()
    assert ast.literal_eval(literal) == value
    # the literal may stand inside a /* */ comment of the generated code: it never ends one
    assert "*/" not in literal


def test_a_lone_surrogate_has_no_go_literal() -> None:
    with pytest.raises(ValueError, match="U\\+D800"):
        go_string("a\ud800")
