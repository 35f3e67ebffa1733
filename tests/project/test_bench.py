"""make bench keeps working: a tiny run of the real script (figures are not checked here)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.slow  # runs the benchmark script


def test_benchmark_script_runs() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.bench", "--sizes", "40", "--runs", "1", "--no-corpus", "--smoke"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    for label in (
        "errgen build, all targets",
        "import the generated module",
        "json.dumps",
        "--check",
    ):
        assert label in done.stdout
