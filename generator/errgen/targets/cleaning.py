"""The rules of message-parameter cleaning, in one place for the generated code of every target.

The python target escapes characters by `unicodedata` at run time; the TypeScript and Go targets
have no such table of their own that agrees with it (Node's ICU and Go's `unicode` package
follow other Unicode versions), so they get the escaped code points as ranges, computed once
from Python's Unicode data and committed (`make regen`), so every machine builds the same files.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass

from errgen.model import MAX_LIST_ITEMS
from errgen.package import package_file

MAX_PARAM_CHARS = 200  # a message parameter, in code points after escaping
MAX_FOREIGN_CHARS = 2000  # the message of an envelope read back
MAX_NAME_CHARS = 100  # a code or detail name of an envelope read back
# The levels of arrays and objects an envelope read back may nest (itself one), in every parser:
# below what every JSON reader errgen targets takes from any call stack (Python's json stops
# near its recursion limit of 1000 frames, Go's encoding/json at 10,000, Rust's serde_json at
# 128; JavaScript's JSON.parse has no bound)
MAX_DEPTH = 100
RANGES_FILE = "unsafe_codepoints.json"


@dataclass(frozen=True, slots=True)
class Cleaning:
    """What a template needs to clean parameters as every other target does."""

    max_param_chars: int
    max_foreign_chars: int
    max_name_chars: int
    max_list_items: int
    max_depth: int
    unicode_version: str
    ranges: tuple[tuple[int, int], ...]  # first and last code point of each escaped run


@functools.cache
def cleaning() -> Cleaning:
    data = json.loads(package_file(RANGES_FILE).read_text("utf-8"))
    return Cleaning(
        max_param_chars=MAX_PARAM_CHARS,
        max_foreign_chars=MAX_FOREIGN_CHARS,
        max_name_chars=MAX_NAME_CHARS,
        max_list_items=MAX_LIST_ITEMS,
        max_depth=MAX_DEPTH,
        unicode_version=data["unicode"],
        ranges=tuple((first, last) for first, last in data["ranges"]),
    )


def hex_ranges(ranges: object) -> list[str]:
    """`0x0000, 0x001f` for each (first, last) of a table of code point runs."""
    if not isinstance(ranges, tuple):
        raise TypeError(f"not a table of ranges: {type(ranges).__name__}")
    pairs = []
    for first, last in ranges:
        if type(first) is not int or type(last) is not int or not 0 <= first <= last <= 0x10FFFF:
            raise ValueError(f"not a run of code points: {first!r}, {last!r}")
        pairs.append(f"0x{first:04x}, 0x{last:04x}")
    return pairs
