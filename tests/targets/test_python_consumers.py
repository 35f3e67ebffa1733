"""The generated module checked by the tools its users run: pyright in strict mode and ruff with
its default rules (its envelope schema is read in test_jsonschema.py)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.golden_records import GOLDEN, ROOT, SOURCES

pytestmark = pytest.mark.slow  # pyright, mypy and ruff on the outputs

BIN = Path(sys.executable).parent
CATALOGUES = {
    "guide": ROOT / "examples" / "guide" / "errors.yaml",
    "hostile": ROOT / "tests" / "cases" / "hostile.yaml",
    "errgen": ROOT / "catalog" / "errgen.yaml",
    **{path.stem: path for path in sorted((ROOT / "tests" / "corpus").glob("*.yaml"))},
}


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(BIN)) or shutil.which(name)
    assert found, f"{name} is not installed: make install (it is in the test extras)"
    return found


def test_pyright_strict_passes_on_every_golden_module(tmp_path: Path) -> None:
    for name in SOURCES:
        folder = tmp_path / name
        folder.mkdir()
        for ext in ("py", "pyi"):
            shutil.copy(GOLDEN / name / f"errors.{ext}", folder / f"errors.{ext}")
    # and depot's, whose operation depot diff has an answer (no golden catalogue has one)
    (tmp_path / "depot").mkdir()
    for ext in ("py", "pyi"):
        shutil.copy(ROOT / "examples" / "depot" / "depot" / f"errors.{ext}", tmp_path / "depot")
    (tmp_path / "usage.py").write_text(
        "from guide.errors import CredentialsExpiredError, from_envelope\n"
        "from depot.errors import ANSWER_DIFF_DIFFERENT, Answer, Result, answer_from_envelope\n"
        "e = CredentialsExpiredError(expired_at='x')\n"
        "d = e.to_envelope(duration_ms=3)\n"
        "f = from_envelope(d)\n"
        "c: str | None = type(f).fix_command\n"
        "r = Result({'same': False}, answer=ANSWER_DIFF_DIFFERENT)\n"
        "a: Answer | None = answer_from_envelope(d, 'depot diff')\n"
        "s: int = Answer('depot diff', 'DIFFERENT').exit_code\n"
    )
    (tmp_path / "pyrightconfig.json").write_text(json.dumps({"typeCheckingMode": "strict"}))
    done = subprocess.run(
        [_tool("basedpyright"), "--outputjson"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=600,
    )
    report = json.loads(done.stdout)
    problems = [
        f"{d['file']}:{d['range']['start']['line'] + 1}: {d['message']}"
        for d in report["generalDiagnostics"]
        if d["severity"] == "error"
    ]
    assert not problems, "\n".join(problems)


def test_a_deprecated_code_is_flagged_by_type_checkers(tmp_path: Path) -> None:
    for ext in ("py", "pyi"):
        shutil.copy(GOLDEN / "hostile" / f"errors.{ext}", tmp_path / f"errors.{ext}")
    (tmp_path / "usage.py").write_text(
        "from errors import DeprecatedThingError\n" "DeprecatedThingError(flag=True, ratio=1.0)\n"
    )
    config = {"typeCheckingMode": "strict", "reportDeprecated": "error"}
    (tmp_path / "pyrightconfig.json").write_text(json.dumps(config))
    done = subprocess.run(
        [_tool("basedpyright"), "usage.py"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=600,
    )
    assert "DeprecatedThingError" in done.stdout and "deprecated" in done.stdout, done.stdout
    mypy = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--enable-error-code", "deprecated", "usage.py"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=300,
    )
    assert "is deprecated" in mypy.stdout, mypy.stdout


def test_ruff_default_rules_pass_on_every_golden_module() -> None:
    files = [str(GOLDEN / name / f"errors.{ext}") for name in SOURCES for ext in ("py", "pyi")]
    done = subprocess.run(
        [_tool("ruff"), "check", "--isolated", "--output-format", "concise", *files],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout
