"""errgen's own code passes mypy --strict and ruff, as its generated code does."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import ROOT


@pytest.mark.parametrize("tool", [["mypy"], ["ruff", "check"]], ids=["mypy", "ruff"])
def test_errgen_itself_is_clean(tool: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", *tool], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stdout + done.stderr
