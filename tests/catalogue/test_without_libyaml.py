"""errgen with PyYAML built without libyaml (a source build, some platforms): validate and
build say and write the same as with it, through PyYAML's pure-Python parser."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from errgen.targets import TARGETS

from tests.conftest import CASES, GUIDE, ROOT, run_errgen

pytestmark = pytest.mark.slow  # every catalogue loaded twice

# Run before anything imports yaml: its C extension cannot be imported, as without libyaml.
WITHOUT_LIBYAML = """
import sys
sys.modules["yaml._yaml"] = None
import yaml
assert yaml.__with_libyaml__ is False and not hasattr(yaml, "CSafeLoader"), "libyaml is there"
"""
# The console script, once.
RUN = WITHOUT_LIBYAML + "from errgen.cli import run\nsys.argv = ['errgen', *sys.argv[1:]]\nrun()\n"
# The CLI's main for each argument list read from stdin; what each printed, as JSON.
RUN_EACH = (
    WITHOUT_LIBYAML
    + """
import contextlib, io, json
from errgen.cli import main
results = []
for argv in json.load(sys.stdin):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(argv)
        except SystemExit as exc:
            code = exc.code
    results.append({"code": code, "out": out.getvalue(), "err": err.getvalue()})
print(json.dumps(results))
"""
)
EVERY_TARGET = [arg for target in TARGETS for arg in ("--target", target)]
BAD = sorted((CASES / "bad").glob("*.yaml"))


def without_libyaml(
    *args: str, cwd: Path, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", RUN_EACH if stdin is not None else RUN, *args],
        input=stdin,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_guide_validates_and_builds_the_same_without_libyaml(tmp_path: Path) -> None:
    done = without_libyaml("validate", str(GUIDE), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    build = ["build", str(GUIDE), "--no-cache", *EVERY_TARGET]
    done = without_libyaml(*build, "--out", str(tmp_path / "without"), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    result = run_errgen(*build, "--out", str(tmp_path / "with"), cwd=tmp_path)
    assert result.code == 0, result.err
    written = sorted(p.name for p in (tmp_path / "with").iterdir())
    assert written and sorted(p.name for p in (tmp_path / "without").iterdir()) == written
    for name in written:
        assert (tmp_path / "without" / name).read_bytes() == (tmp_path / "with" / name).read_bytes()


def test_bad_catalogues_are_reported_the_same_without_libyaml(tmp_path: Path) -> None:
    # Every bad case validated, and a few built: the same exit codes and diagnostics; only the
    # wording of a YAML syntax error is the parser's own.
    runs = [["validate", str(path.relative_to(ROOT)), "--json"] for path in BAD]
    for name in ("yaml_boolean_yes", "wrong_type_retry_float", "fix_command_destructive"):
        out = str(tmp_path / name)
        runs.append(["build", f"tests/cases/bad/{name}.yaml", "--out", out, "--json"])
    done = without_libyaml(cwd=ROOT, stdin=json.dumps(runs))
    assert done.returncode == 0, done.stderr
    for argv, without in zip(runs, json.loads(done.stdout), strict=True):
        with_libyaml = run_errgen(*argv, cwd=ROOT)
        assert (without["code"], without["err"]) == (with_libyaml.code, with_libyaml.err), argv
        assert _findings(json.loads(without["out"])) == _findings(with_libyaml.envelope()), argv
        assert _findings(with_libyaml.envelope()), argv  # a case that reports something


def _findings(envelope: dict[str, Any]) -> list[dict[str, Any]]:
    found = (envelope.get("data") or {}).get("diagnostics", [])
    return [
        {k: v for k, v in d.items() if k not in ("message", "hint")}
        if d["rule"] == "yaml-syntax"
        else d
        for d in found
    ]
