"""The generated Python runtime's usage wiring for argparse, run as a tool runs it: a command
line argparse rejects is the catalogue's usage error on stdout (the USAGE exit) with argparse's
usage text and a rendering for people on stderr; --help stays argparse's own."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT

TOOL = '''
import argparse

import errors

parser = argparse.ArgumentParser(prog="tool")
parser.add_argument("--count", type=int, required=True)


def main() -> object:
    args = errors.parse_args(parser)
    return {"count": args.count}


errors.run(main)
'''


def run_tool(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(folder / "tool.py"), *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={"PATH": "/usr/bin:/bin", "NO_COLOR": "1"},
    )


def test_argparse_rejections_are_the_catalogues_usage_error(tmp_path: Path) -> None:
    shutil.copy(ROOT / "tests" / "golden" / "guide" / "errors.py", tmp_path / "errors.py")
    (tmp_path / "tool.py").write_text(TOOL, "utf-8")

    fine = run_tool(tmp_path, "--count", "3")
    assert fine.returncode == 0, fine.stderr
    assert json.loads(fine.stdout)["data"] == {"count": 3}

    rejected = run_tool(tmp_path, "--count", "three")
    assert rejected.returncode == 2  # the guide's USAGE exit
    [line] = rejected.stdout.splitlines()  # one envelope, nothing else on stdout
    error = json.loads(line)["error"]
    assert error["code"] == "USAGE_ERROR" and error["retryable"] is False
    assert "invalid int value: 'three'" in error["message"]
    assert rejected.stderr.startswith("usage: tool [-h] --count COUNT\n")
    assert "tool: error: " in rejected.stderr  # the rendering for people follows the usage

    missing = run_tool(tmp_path)
    assert missing.returncode == 2
    assert "--count" in json.loads(missing.stdout)["error"]["message"]

    helped = run_tool(tmp_path, "--help")
    assert helped.returncode == 0 and helped.stdout.startswith("usage: tool")
