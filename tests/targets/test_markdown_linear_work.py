"""The markdown target's work grows linearly with a description, counted rather than timed
(tests/work_counts.py): each of make bench's hostile descriptions (a Markdown delimiter at every
character, benchmarks/adversarial.py) at two lengths; no function calls another more than
GROWTH times as often for twice the length. Work inside one regex search or one call of a C
function is not counted: make bench times those. A filter made quadratic here fails it."""

from __future__ import annotations

from pathlib import Path

import errgen
import pytest
from errgen.targets import markdown
from errgen.targets.jinja import on_text
from errgen.targets.markdown_subset import render_subset

from benchmarks.adversarial import CLEAN, DESCRIPTIONS, described
from tests.work_counts import faster_than_linear, work_of

LENGTH = 1_000  # characters of the shorter description; the longer has twice as many


def cut(pattern: str, length: int) -> str:
    return (pattern * (length // len(pattern) + 1))[:length]


def growth(pattern: str, folder: Path) -> list[str]:
    """What grew faster than linearly from descriptions of LENGTH characters to twice that."""
    counted = []
    for length in (LENGTH, 2 * LENGTH):
        path = folder / f"{length}.yaml"
        path.write_text(described(cut(pattern, length), count=4), "utf-8")
        catalogue = errgen.load(path)
        counted.append(work_of(lambda catalogue=catalogue: errgen.render(catalogue, ["markdown"])))
    return [str(found) for found in faster_than_linear(*counted)]


@pytest.mark.parametrize("pattern", [*DESCRIPTIONS, CLEAN], ids=lambda p: repr(p[:4]))
def test_rendering_a_hostile_description_is_linear(pattern: str, tmp_path: Path) -> None:
    assert growth(pattern, tmp_path) == []


def escaped_by_rescanning(value: str) -> str:
    """The target's rendering, after finding the escaped backticks the slow way: the backslashes
    before each one counted from the start (n^2)."""
    escaped = [i for i, c in enumerate(value) if c == "`" and sum(b == "\\" for b in value[:i]) % 2]
    assert len(escaped) <= len(value)
    return render_subset(value)


def test_a_quadratic_filter_fails_the_guard(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(markdown.FILTERS, "md_block", on_text(escaped_by_rescanning))
    found = growth("\\` and some words", tmp_path)  # a backtick every 17 characters
    assert any("escaped_by_rescanning" in line for line in found), found
