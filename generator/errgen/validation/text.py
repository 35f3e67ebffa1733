"""The text rules: message, title, fix_required, suggestion and description are text an agent or a
terminal shows as is (SPEC section 2, text)."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

from errgen.text import (
    BANNED,
    CONTROL,
    INVISIBLE,
    UNSAFE_CODE_POINT,
    banned_chars,
    escape_char,
    visible,
)
from errgen.validation.view import Finding, Path, View, string_of


def _rule_class(category: str) -> frozenset[str]:
    """Which text rule reports a banned character: its category decides (Cc, then Cf/Zl/Zp,
    then Co/Cs/Cn); a printable one that renders as nothing (Mn, Lo, So) is text-invisible."""
    if category in CONTROL:
        return CONTROL
    if category in UNSAFE_CODE_POINT:
        return UNSAFE_CODE_POINT
    return INVISIBLE


_ONE_LINE = ("message", "title", "fix_required", "suggestion")


def _clean(value: str, multiline: bool) -> bool:
    """True for text no text rule reports (most of it): a test in C, before any generator."""
    printable = visible(value) or (multiline and visible(value.replace("\n", "").replace("\t", "")))
    return printable and (value.isascii() or unicodedata.is_normalized("NFC", value))


# A text field's first banned character (index, character, category), or None when the text
# is only not in NFC: one finding per field is enough to act on.
Problem = tuple[int, str, str] | None


def text_problems(view: View) -> list[tuple[Path, Problem]]:
    """The problem of each text field that has one: the walk the four text rules share."""
    problems: list[tuple[Path, Problem]] = []
    for code, entry in view.errors:
        for field in (*_ONE_LINE, "description"):
            value = string_of(entry, field)
            if value is not None and not _clean(value, field == "description"):
                _add_problem(problems, ("errors", code, field), value, field == "description")
        for kind in ("params", "details"):  # a detail's description reaches the docs as a param's
            table = entry.get(kind)
            for name, spec in table.items() if isinstance(table, dict) else ():
                value = string_of(spec, "description") if isinstance(spec, dict) else None
                if value is not None:
                    _add_problem(problems, ("errors", code, kind, name, "description"), value)
    for line, command in view.commands.items():
        for field in ("description", "safe_because"):
            value = string_of(command, field) if isinstance(command, dict) else None
            if value is not None:
                _add_problem(problems, ("tool", "commands", line, field), value)
    return problems


def _add_problem(
    problems: list[tuple[Path, Problem]], path: Path, value: str, multiline: bool = False
) -> None:
    banned = banned_chars(value, allow="\n\t" if multiline else "")
    if banned:
        problems.append((path, banned[0]))
    elif not value.isascii() and not unicodedata.is_normalized("NFC", value):
        problems.append((path, None))


def _banned(view: View, categories: frozenset[str]) -> Iterator[tuple[Path, str, str]]:
    """(path, what, character) of each field whose first banned character is of `categories`."""
    for path, problem in view.shared(text_problems):
        if problem is not None and _rule_class(problem[2]) is categories:
            index, char, category = problem
            if category not in BANNED:
                category += ", renders as nothing"
            yield path, f"{escape_char(char)} (Unicode {category}) at character {index + 1}", char


def text_control(view: View) -> Iterator[Finding]:
    for path, what, char in _banned(view, CONTROL):
        hint = "use a description for more lines" if char in "\n\t\r" else "remove it"
        yield Finding("text-control", path, f"{path[-1]} has {what}", hint)


def text_invisible(view: View) -> Iterator[Finding]:
    for path, what, _ in _banned(view, INVISIBLE):
        hint = "remove it: it hides or reorders what an agent is shown"
        yield Finding("text-invisible", path, f"{path[-1]} has {what}", hint)


def text_code_point(view: View) -> Iterator[Finding]:
    for path, what, _ in _banned(view, UNSAFE_CODE_POINT):
        hint = "remove it: it is private, a lone surrogate or unassigned"
        yield Finding("text-code-point", path, f"{path[-1]} has {what}", hint)


def text_not_nfc(view: View) -> Iterator[Finding]:
    for path, problem in view.shared(text_problems):
        if problem is None:
            yield Finding(
                "text-not-nfc",
                path,
                f"{path[-1]} is not in Unicode normal form C",
                "normalise it to NFC, so the same text is the same bytes everywhere",
            )
