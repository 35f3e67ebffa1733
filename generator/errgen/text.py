"""One definition of an unsafe character, and one way to show any value safely: the character
classes the text rules ban, and `escaped`/`shown`, which every output that shows a value to a
person (the terminal, diagnostics, `recover`'s report of a child's output) uses."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from errgen.invisible import INVISIBLE_RANGES

# Unicode categories that may never reach an agent or a terminal from catalogue text.
CONTROL = frozenset(("Cc",))
INVISIBLE = frozenset(("Cf", "Zl", "Zp"))
UNSAFE_CODE_POINT = frozenset(("Co", "Cs", "Cn"))
BANNED = CONTROL | INVISIBLE | UNSAFE_CODE_POINT
# Printable characters that show as nothing (variation selectors, Hangul fillers, U+034F,
# U+2800 …): Unicode's Default_Ignorable_Code_Point, from errgen.invisible, not a hand list.
_RENDERS_AS_NOTHING = re.compile(
    "[" + "".join(f"\\U{start:08x}-\\U{end:08x}" for start, end in INVISIBLE_RANGES) + "]"
)


def renders_as_nothing(char: str) -> bool:
    """True for a character in errgen.invisible's ranges (it may be printable)."""
    return _RENDERS_AS_NOTHING.match(char) is not None


def banned_category(char: str) -> str | None:
    """The Unicode category of `char` when a text rule bans it, else None."""
    category = unicodedata.category(char)
    return category if category in BANNED or renders_as_nothing(char) else None


def visible(value: str) -> bool:
    """True when `value` has no banned character (a test in C for most text)."""
    if value.isascii():
        return value.isprintable()
    return value.isprintable() and _RENDERS_AS_NOTHING.search(value) is None


def escape_char(char: str) -> str:
    """The visible escape of one character: \\x1b, \\u202e or \\U000e0001."""
    point = ord(char)
    if point < 0x100:
        return f"\\x{point:02x}"
    if point < 0x10000:
        return f"\\u{point:04x}"
    return f"\\U{point:08x}"


def banned_chars(value: str, *, allow: str = "") -> list[tuple[int, str, str]]:
    """(index, character, category) of every banned character in `value`, except those in `allow`."""
    if visible(value):  # C fast path: no Cc, Cf, Cs, Co, Cn, Zl, Zp, nothing invisible
        return []
    rest = value
    for char in allow:
        rest = rest.replace(char, "")
    if visible(rest):  # only allowed characters (a description's line breaks)
        return []
    found = []
    for index, char in enumerate(value):
        category = banned_category(char)
        if category is not None and char not in allow:
            found.append((index, char, category))
    return found


def shown(value: str, limit: int = 60) -> str:
    """`value` quoted for a diagnostic: banned characters escaped, cut to `limit` characters."""
    text = escaped(value)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return "'" + text + "'"


def stated(value: object) -> str:
    """A catalogue's value as a change or a finding states it: text in double quotes (escaped,
    as JSON writes it), a list as JSON writes it, an absent value as `none`; never a repr."""
    import json

    if value is None:
        return "none"
    if isinstance(value, tuple):
        value = list(value)
    return escaped(json.dumps(value, ensure_ascii=False))


def escaped(text: str) -> str:
    """`text` safe to print: every character a text rule bans (control, format, bidi, private,
    unassigned, and those that render as nothing) escaped visibly, so a value (a path, a code,
    a tool's output) can never move the cursor, hide itself or rewrite what is shown."""
    if visible(text):  # the common case, in C: nothing to escape
        return text
    return "".join(escape_char(char) if banned_category(char) else char for char in text)


def escaped_output(text: str) -> str:
    """Text of many lines for a terminal (a tool's stdout, a diff): line breaks and tabs kept,
    every other unsafe character escaped."""
    return "\n".join(
        "\t".join(escaped(part) for part in line.split("\t")) for line in text.split("\n")
    )


def closest(word: str, choices: Iterable[str], *, n: int = 1, cutoff: float = 0.6) -> list[str]:
    """The choices nearest `word`, nearest first (at most `n`): how every "did you mean" of
    errgen's finds its suggestion."""
    import difflib

    return difflib.get_close_matches(word, list(choices), n=n, cutoff=cutoff)


def nearest(word: str, choices: Iterable[str]) -> str:
    """`did you mean X? ` for the choice closest to `word` (escaped), or nothing."""
    close = closest(word, sorted(choices))
    return f"did you mean {escaped(close[0])}? " if close else ""
