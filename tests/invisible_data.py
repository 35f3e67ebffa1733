"""The code points that render as nothing, computed from Unicode's own data (the `regex`
package's tables) into generator/errgen/invisible.py: `make regen` writes it, a test keeps it
current, so neither errgen's checks nor generated modules depend on the machine's Unicode."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "generator" / "errgen" / "invisible.py"

# Blanks that Unicode does not list as default-ignorable, yet which show as nothing:
# U+2800 BRAILLE PATTERN BLANK (So). The Hangul fillers (U+115F, U+1160, U+3164, U+FFA0)
# are already Default_Ignorable_Code_Point.
BLANKS = (0x2800,)


def invisible_ranges() -> list[tuple[int, int]]:
    """Inclusive ranges of every Default_Ignorable_Code_Point and of BLANKS, sorted."""
    import regex

    ignorable = regex.compile(r"\p{Default_Ignorable_Code_Point}")
    points = sorted({p for p in range(0x110000) if ignorable.match(chr(p))} | set(BLANKS))
    ranges: list[tuple[int, int]] = []
    for point in points:
        if ranges and ranges[-1][1] == point - 1:
            ranges[-1] = (ranges[-1][0], point)
        else:
            ranges.append((point, point))
    return ranges


def data_source() -> str:
    rows = "".join(f"    (0x{start:04X}, 0x{end:04X}),\n" for start, end in invisible_ranges())
    return (
        '"""Code points that render as nothing: Unicode\'s Default_Ignorable_Code_Point and\n'
        "U+2800 BRAILLE PATTERN BLANK, as inclusive ranges. Written by make regen from the\n"
        'regex package\'s Unicode data (tests/invisible_data.py); do not edit."""\n\n'
        f"INVISIBLE_RANGES: tuple[tuple[int, int], ...] = (\n{rows})\n"
    )


def write() -> None:
    DATA.write_text(data_source(), "utf-8")
