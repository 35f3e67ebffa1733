"""The pytest plugin's --collect-only agrees with itself and with a run (issue 35): the same
items, by the same names, counted as collected."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.contract.test_contract import depot_copy


def pytest_run(tmp_path: Path, *args: str) -> str:
    option = f"--errgen-contract={tmp_path / 'depot' / 'errgen.contract.yaml'}"
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", option, *args],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


@pytest.mark.slow
def test_collect_only_lists_and_counts_what_a_run_runs(tmp_path: Path) -> None:
    depot_copy(tmp_path / "depot")
    listed = pytest_run(tmp_path, "--collect-only", "-q")
    names = re.findall(r"^\S*errgen\.contract\.yaml::(.+)$", listed, re.M)
    assert len(names) == 12 and "coverage" in names and "BAD_USAGE" in names
    assert "12 tests collected" in listed and "no tests collected" not in listed
    header = pytest_run(tmp_path, "--collect-only")
    assert "collected 12 items" in header
    ran = pytest_run(tmp_path, "-v", "-k", "BAD_USAGE or coverage or doctor")
    assert "collected 12 items / 9 deselected / 3 selected" in ran
    assert re.findall(r"::(.+?) PASSED", ran) == ["BAD_USAGE", "probe[depot doctor]", "coverage"]
