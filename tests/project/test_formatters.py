"""docs/configuration.md's way to keep a project's own black and ruff off errgen's generated files: with
it, the formatters leave them alone even when pre-commit names them on the command line."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import GUIDE, ROOT, run_errgen

pytestmark = pytest.mark.slow  # runs black and ruff


def test_the_readme_exclusion_keeps_black_and_ruff_off_generated_files(tmp_path: Path) -> None:
    readme = (ROOT / "docs" / "configuration.md").read_text("utf-8")
    snippet = re.search(r"<!-- formatter-example -->\n```toml\n(.*?)```", readme, re.S)
    assert snippet, "docs/configuration.md's formatter example is marked <!-- formatter-example -->"
    package = tmp_path / "src" / "mytool"
    package.mkdir(parents=True)
    shutil.copy(GUIDE, tmp_path / "errors.yaml")
    assert run_errgen("build", "errors.yaml", "--out", "src/mytool", cwd=tmp_path).code == 0
    # a project whose own style differs from black's defaults
    own = '[tool.black]\nline-length = 60\n\n[tool.ruff]\nline-length = 60\n'
    (tmp_path / "pyproject.toml").write_text(own)
    generated = ["src/mytool/errors.py", "src/mytool/errors.pyi"]
    tools = [
        [sys.executable, "-m", "black", "--check", *generated],
        [sys.executable, "-m", "ruff", "format", "--check", *generated],
    ]
    # without the exclusion, the project's formatters would rewrite errgen's files
    assert any(subprocess.run(t, cwd=tmp_path, capture_output=True).returncode for t in tools)
    config = snippet.group(1).replace('[tool.black]\n', '[tool.black]\nline-length = 60\n')
    config = config.replace('[tool.ruff]\n', '[tool.ruff]\nline-length = 60\n')
    (tmp_path / "pyproject.toml").write_text(config)
    for tool in tools:
        done = subprocess.run(tool, cwd=tmp_path, capture_output=True, text=True)
        assert done.returncode == 0, tool[2] + ": " + done.stdout + done.stderr
    assert run_errgen("build", "errors.yaml", "--out", "src/mytool", "--check", cwd=tmp_path).code == 0
