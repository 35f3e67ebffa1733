"""Issue 13 #8: adversarial descriptions do not make `build -t markdown` superlinear. Timed as a
ratio to a clean file of the same size, never in seconds."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests.conftest import run_errgen

pytestmark = pytest.mark.slow  # timing ratios

ADVERSARIAL = [
    "`" * 20_000,
    "`a" * 10_000,
    "``a`" * 5_000,
    "[" * 20_000,
    "*_" * 10_000,
    "[a](" * 5_000,
    "<a " * 6_666,
    "\\`" * 10_000,
    "![" * 10_000,
    "**a" * 6_666,
]


def _catalogue(description: str, count: int = 20) -> str:
    lines = ["errgen: 1", "tool: {name: tool}", "errors:"]
    for index in range(count):
        lines += [
            f"  E{index}:",
            "    message: Failed",
            "    retryable: false",
            "    exit: FAILURE",
            "    description: |-",
            f"      {description}",
        ]
    return "\n".join(lines) + "\n"


def _build_seconds(tmp_path: Path, description: str) -> float:
    path = tmp_path / "errors.yaml"
    path.write_text(_catalogue(description), "utf-8")
    best = float("inf")
    for _ in range(2):
        started = time.perf_counter()
        result = run_errgen(
            "build", str(path), "--out", str(tmp_path / "out"), "-t", "markdown", "--no-cache"
        )
        best = min(best, time.perf_counter() - started)
        assert result.code == 0, result.err
    return best


# A clean description that uses the Markdown it may: emphasis, code and a link in every line.
CLEAN = "See *this* and **that**, run `tool doctor`, then read [the guide](https://example.com/g). "


@pytest.mark.parametrize("description", ADVERSARIAL, ids=lambda d: repr(d[:6]))
def test_markdown_build_is_linear_in_adversarial_descriptions(
    tmp_path: Path, description: str
) -> None:
    # 20 descriptions at the 20,000-character bound, built within a few times the time of a
    # clean file of the same size. Linear is not free: a delimiter at every character costs
    # markdown-it about six times a realistic text per character; quadratic cost thousands.
    # The bound leaves room for a loaded machine (8 failed once at 8.05) and none for that.
    clean = (CLEAN * (len(description) // len(CLEAN) + 1))[: len(description)]
    ratio = _build_seconds(tmp_path, description) / _build_seconds(tmp_path, clean)
    assert ratio < 25, ratio
