"""The table of code points every target escapes, computed from this Python's Unicode data:
make regen writes it to generator/errgen/unsafe_codepoints.json, and a test keeps it current."""

from __future__ import annotations

import json
import unicodedata

from errgen.text import BANNED, banned_category


def computed_ranges() -> list[tuple[int, int]]:
    """The runs of code points errgen.text bans (its categories, by this Python's Unicode data,
    and those that render as nothing): what the python target escapes too."""
    ranges: list[tuple[int, int]] = []
    start: int | None = None
    for point in range(0x110000):
        if banned_category(chr(point)) is not None:
            if start is None:
                start = point
        elif start is not None:
            ranges.append((start, point - 1))
            start = None
    if start is not None:
        ranges.append((start, 0x10FFFF))
    return ranges


def ranges_document() -> str:
    """The committed table, as `make regen` writes it."""
    table = {"unicode": unicodedata.unidata_version, "categories": sorted(BANNED)}
    rows = ",\n".join(f"    [{first}, {last}]" for first, last in computed_ranges())
    head = json.dumps(table, sort_keys=True)[:-1]
    return f'{head}, "ranges": [\n{rows}\n]}}\n'
