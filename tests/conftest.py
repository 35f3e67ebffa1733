"""Shared fixtures: paths, and errgen's CLI run in-process or as a real subprocess."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"
CASES = ROOT / "tests" / "cases"
CORPUS = ROOT / "tests" / "corpus"
ERRGEN = Path(sys.executable).parent / "errgen"

# Tests that read /proc, signal a process group, use SIGALRM or ask for the effective user.
linux_only = pytest.mark.skipif(
    sys.platform != "linux", reason="needs Linux (/proc, signals, uids)"
)


@dataclass
class Result:
    code: int
    out: str
    err: str

    def envelope(self) -> Any:
        return json.loads(self.out)


def run_errgen(*args: str, cwd: Path | None = None) -> Result:
    """errgen's console entry point, in this process (fast); never lets an exception escape."""
    from errgen.cli import main

    out, err = io.StringIO(), io.StringIO()
    old = Path.cwd()
    if cwd is not None:
        os.chdir(cwd)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            try:
                main(list(args))
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else 0
    finally:
        os.chdir(old)
    return Result(code, out.getvalue(), err.getvalue())


def run_process(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None) -> Result:
    """errgen as a user runs it: a subprocess of the installed console script."""
    done = subprocess.run(
        [str(ERRGEN), *args], cwd=cwd, capture_output=True, text=True, env=env, timeout=120
    )
    return Result(done.returncode, done.stdout, done.stderr)


@pytest.fixture
def errgen_in(tmp_path: Path) -> Any:
    def run(*args: str) -> Result:
        return run_errgen(*args, cwd=tmp_path)

    return run


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


GUIDE = ROOT / "examples" / "guide" / "errors.yaml"


@pytest.fixture(scope="session")
def rust_workspace(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The session's one cargo workspace (tests/rust_workspace.py), for the rust target's tests
    and the depots' runtime tests alike: built once, whichever worker asks first."""
    from tests.rust_workspace import shared_workspace

    return shared_workspace(tmp_path_factory)
