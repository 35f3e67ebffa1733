"""A generated block placed into a hand-written file: between one line `<!-- errgen:begin -->`
and one line `<!-- errgen:end -->`, the convention of README generators that inject into a file
their users own (terraform-docs' BEGIN_TF_DOCS, all-contributors). Every byte outside the
markers, line endings included, is kept; a file without a usable pair is errgen's
OUTPUT_MARKERS_INVALID and is not written."""

from __future__ import annotations

import errgen.generated.errors as errors

BEGIN = b"<!-- errgen:begin -->"
END = b"<!-- errgen:end -->"


def new_file(block: bytes) -> bytes:
    """The file a block makes where there is none yet: the block between its markers."""
    return BEGIN + b"\n" + block + END + b"\n"


def splice(old: bytes, block: bytes, shown: str) -> bytes:
    """`old` with what lies between its markers replaced by `block` (which ends a line)."""
    if BEGIN in block or END in block:  # the filters escape `<`: a block never holds a marker
        raise ValueError("a generated block holds an errgen marker")
    begins, ends = _marker_lines(old, BEGIN), _marker_lines(old, END)
    problem = None
    if not begins and not ends:
        problem = "it has no <!-- errgen:begin --> and <!-- errgen:end --> lines"
    elif len(begins) != 1 or len(ends) != 1:
        problem = (
            f"it has {len(begins)} <!-- errgen:begin --> and {len(ends)} <!-- errgen:end --> "
            "lines; one of each is needed"
        )
    elif ends[0][0] < begins[0][1]:
        problem = "its <!-- errgen:end --> line comes before its <!-- errgen:begin --> line"
    if problem is not None:
        raise errors.OutputMarkersInvalidError(path=shown, problem=problem)
    (_, after_begin), (before_end, _) = begins[0], ends[0]
    if old[:after_begin].endswith(b"\r\n"):  # a file with Windows line ends gets the block so
        block = block.replace(b"\n", b"\r\n")
    return old[:after_begin] + block + old[before_end:]


def _marker_lines(text: bytes, marker: bytes) -> list[tuple[int, int]]:
    """(start, end past its line break) of each line that is `marker` alone, white space
    around it allowed."""
    found = []
    start = 0
    for line in text.splitlines(keepends=True):
        if line.strip() == marker:
            found.append((start, start + len(line)))
        start += len(line)
    return found
