"""The mcp target's module for every golden catalogue: laid out as black lays it out, and clean
under mypy --strict beside the python module it imports (one mypy run for the plain guide,
the hostile names and the catalogue with operations)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import black
import errgen
import pytest

from tests.golden_records import GOLDEN, SOURCES


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_golden_mcp_module_is_in_blacks_layout(name: str) -> None:
    text = (GOLDEN / name / "errors_mcp.py").read_text("utf-8")
    assert black.format_str(text, mode=black.Mode()) == text
    assert text.isascii()


@pytest.mark.slow
def test_golden_mcp_modules_pass_mypy_strict(tmp_path: Path) -> None:
    for name in ("guide", "hostile", "payments"):
        package = tmp_path / f"golden_{name}"
        package.mkdir()
        (package / "__init__.py").write_text("")
        for file in ("errors.py", "errors.pyi", "errors_mcp.py"):
            shutil.copy(GOLDEN / name / file, package / file)
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "."],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout


@pytest.mark.parametrize("name", ["depot get", "depot " + "get-" * 17 + "everything"])
def test_an_operation_with_no_error_of_its_own_keeps_black_s_layout(name: str) -> None:
    """An operation that declares no error ends only with INTERNAL_ERROR: a one-member tuple,
    whose comma black does not read as asking for one member a line."""
    text = (
        "errgen: 1\ntool: {name: depot}\noperations:\n"
        f"  {name}: {{errors: []}}\n  depot put: {{errors: [X]}}\n"
        "errors:\n  X: {message: X, retryable: false, exit: FAILURE}\n"
    )
    files = errgen.render(errgen.load(text.encode(), name="errors.yaml"), ["python", "mcp"])
    source = files["errors_mcp.py"].decode()
    assert black.format_str(source, mode=black.Mode()) == source
