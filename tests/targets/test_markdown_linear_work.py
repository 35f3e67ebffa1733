"""The markdown target's work grows linearly with a description, counted rather than timed
(tests/work_counts.py): each of make bench's hostile descriptions (a Markdown delimiter at every
character, benchmarks/adversarial.py) at two lengths; no function calls another more than
GROWTH times as often for twice the length. Work inside one regex search or one call of a C
function is not counted: make bench times those."""

from __future__ import annotations

from pathlib import Path

import errgen
import pytest

from benchmarks.adversarial import CLEAN, DESCRIPTIONS, described
from tests.work_counts import faster_than_linear, work_of

LENGTH = 1_000  # characters of the shorter description; the longer has twice as many


def cut(pattern: str, length: int) -> str:
    return (pattern * (length // len(pattern) + 1))[:length]


@pytest.mark.parametrize("pattern", [*DESCRIPTIONS, CLEAN], ids=lambda p: repr(p[:4]))
def test_rendering_a_hostile_description_is_linear(pattern: str, tmp_path: Path) -> None:
    counted = []
    for length in (LENGTH, 2 * LENGTH):
        path = tmp_path / f"{length}.yaml"
        path.write_text(described(cut(pattern, length), count=4), "utf-8")
        catalogue = errgen.load(path)
        counted.append(work_of(lambda catalogue=catalogue: errgen.render(catalogue, ["markdown"])))
    assert [str(found) for found in faster_than_linear(*counted)] == []
