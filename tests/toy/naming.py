"""The toy target's names, a leaf the check stage reads: a reader of codes.txt stops at a line
`END`, so no code may be END (the generated-name rule reports one; the filter refuses it)."""

from __future__ import annotations

from collections.abc import Iterator

from errgen.names.registry import Derived, Where

RESERVED = frozenset(("END",))


def toy_code(value: object) -> str:
    """A code as codes.txt prints it: checked, upper case, never a word the file reserves."""
    if type(value) is not str or not value.isascii() or not value.replace("_", "").isalnum():
        raise ValueError(f"not a code: {value!r}")
    if value.upper() in RESERVED:
        raise ValueError(f"a word codes.txt reserves: {value!r}")
    return value.upper()


def clashes(derived: Derived) -> Iterator[tuple[Where, str]]:
    """Each error code that codes.txt would read as its end."""
    for where, code, _, _ in derived.errors:
        if code in RESERVED:
            yield where, f"{code} is a word the toy's codes.txt reserves"
