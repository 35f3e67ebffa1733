"""A newcomer's YAML mistakes in errgen's words (issue 35): an unclosed quote is reported where
it opens, and a tab, wherever it stands, gets errgen's wording, never the parser's."""

from __future__ import annotations

import pytest
from errgen.catalogue.load import load_bytes

HEAD = """\
errgen: 1
tool:
  name: shipit
  commands:
    shipit doctor: {effect: read-only}
errors:
  LOGGED_OUT:
"""
# the parsers' own words, which a person should never have to read
PARSER_WORDS = ("not valid YAML", "violates", "expected <block end>", "scanning", "token")


@pytest.fixture(params=[True, False], ids=["libyaml", "pure"])
def parser(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test with libyaml's parser and with PyYAML's own."""
    import errgen.catalogue.load

    if not request.param:
        monkeypatch.setattr(errgen.catalogue.load, "SafeLoader", errgen.catalogue.load.PureLoader)


def problem(body: str) -> tuple[int, int, str, str]:
    [found] = load_bytes((HEAD + body).encode("utf-8"), "t.yaml").problems
    assert found.rule == "yaml-syntax"
    assert not any(words in found.message for words in PARSER_WORDS), found.message
    return found.where.line, found.where.column, found.message, found.hint


LATER_QUOTE = """\
    message: "Not logged in
    retryable: false
    exit: AUTH_REQUIRED
  OTHER:
    message: "x"
    retryable: false
    exit: FAILURE
"""


@pytest.mark.parametrize(
    "body, ended",
    [
        (LATER_QUOTE, "YAML took the quote on line 12 for its end"),
        (LATER_QUOTE.replace('"', "'"), "YAML took the quote on line 12 for its end"),
        ('    message: "Not logged in\n    retryable: false\n', "it runs to the end of the file"),
    ],
    ids=["closed-by-a-later-quote", "single-quotes", "never-closed"],
)
@pytest.mark.usefixtures("parser")
def test_an_unclosed_quote_is_reported_where_it_opens(body: str, ended: str) -> None:
    line, column, message, hint = problem(body)
    mark = body[13]
    assert (line, column) == (8, 14)  # the quote, not an indentation on a later line
    assert message == f"this {mark} opens a quoted value that is never closed on its line: {ended}"
    assert hint == f"close the quote at the end of the value: message: {mark}Not logged in{mark}"


def test_a_quote_closed_on_a_later_line_on_purpose_is_still_valid() -> None:
    text = HEAD + '    message: "Not\n      logged in"\n    retryable: false\n    exit: FAILURE\n'
    assert load_bytes(text.encode("utf-8"), "t.yaml").problems == []


TAIL = "    message: x\n    retryable: false\n    exit: FAILURE\n"


@pytest.mark.parametrize(
    "body, at",
    [
        ("\tmessage: x\n", (8, 1)),  # indenting a key
        ("  \t  message: x\n", (8, 3)),  # inside an indentation of spaces
        (TAIL + "    tags:\n\t- a\n", (12, 1)),  # indenting an item
        (TAIL + "    tags:\n    -\ta\n", (12, 6)),  # after an item's dash
        (TAIL + "    description: |\n      one\n\t  two\n", (13, 1)),  # in a block scalar
        (TAIL + "    description: >\n\ttwo\n", (12, 1)),  # a block scalar's first line
        (TAIL + "\t\n", (11, 1)),  # a blank line
        (TAIL + "  \tOTHER:\n    message: x\n", (11, 3)),  # before a key of another mapping
    ],
    ids=["key", "mixed", "item", "after-dash", "block", "block-first", "blank", "sibling"],
)
@pytest.mark.usefixtures("parser")
def test_a_tab_anywhere_gets_errgens_words(body: str, at: tuple[int, int]) -> None:
    line, column, message, hint = problem(body)
    assert (line, column) == at
    assert message.startswith("a tab character")
    assert "spaces" in message and "tab" in hint


@pytest.mark.parametrize(
    "body", ["    message:\tx\n    retryable: false\n    exit: FAILURE\n", TAIL + "    # a\tb\n"]
)
def test_a_tab_yaml_allows_as_a_separator_is_no_finding(body: str) -> None:
    assert load_bytes((HEAD + body).encode("utf-8"), "t.yaml").problems == []
