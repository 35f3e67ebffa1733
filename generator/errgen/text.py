"""What makes catalogue text safe to show: the character classes the text rules ban."""

from __future__ import annotations

import unicodedata

# Unicode categories that may never reach an agent or a terminal from catalogue text.
CONTROL = frozenset(("Cc",))
INVISIBLE = frozenset(("Cf", "Zl", "Zp"))
UNSAFE_CODE_POINT = frozenset(("Co", "Cs", "Cn"))
BANNED = CONTROL | INVISIBLE | UNSAFE_CODE_POINT


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
    if value.isprintable():  # C fast path: no Cc, Cf, Cs, Co, Cn, Zl, Zp (nor Zs but space)
        return []
    found = []
    for index, char in enumerate(value):
        category = unicodedata.category(char)
        if category in BANNED and char not in allow:
            found.append((index, char, category))
    return found


def shown(value: str, limit: int = 60) -> str:
    """`value` quoted for a diagnostic: banned characters escaped, cut to `limit` characters."""
    out = []
    for char in value:
        out.append(escape_char(char) if unicodedata.category(char) in BANNED else char)
    text = "".join(out)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return "'" + text + "'"
