"""The ranges of characters that render as nothing: current with Unicode's data, and used alike
by the catalogue's text rules and by every generated module's clean_text."""

from __future__ import annotations

import unicodedata

from errgen.invisible import INVISIBLE_RANGES
from errgen.text import banned_chars, renders_as_nothing

from tests.golden_records import GOLDEN, SOURCES


def test_every_invisible_character_is_banned_in_the_catalogue() -> None:
    for start, end in INVISIBLE_RANGES:
        for point in range(start, end + 1):
            char = chr(point)
            assert renders_as_nothing(char)
            assert banned_chars(f"a{char}b") == [(1, char, unicodedata.category(char))]
    assert not renders_as_nothing("a") and not renders_as_nothing("\u00e9")


def test_every_generated_module_embeds_the_same_ranges() -> None:
    # the python module escapes by the committed table, as the TypeScript and Go modules do:
    # the same code points whatever Unicode the running Python knows
    from errgen.targets import cleaning

    table = cleaning.cleaning().ranges
    rows = "".join(f"    (0x{start:04X}, 0x{end:04X}),\n" for start, end in table)
    for name in SOURCES:
        source = (GOLDEN / name / "errors.py").read_text("utf-8")
        assert rows in source and "unicodedata" not in source, name


def test_the_escaped_code_points_every_target_gets_cover_the_invisible_ranges() -> None:
    # every target escapes from the committed table (tests/building/test_current.py keeps it
    # current): it must hold every range that renders as nothing.
    from errgen.targets import cleaning

    table = cleaning.cleaning().ranges
    for start, end in INVISIBLE_RANGES:
        assert any(first <= start and end <= last for first, last in table)
