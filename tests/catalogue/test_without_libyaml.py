"""errgen with PyYAML built without libyaml (a source build, some platforms): every catalogue
loads to the same data, positions and findings, and validate and build say and write the same
as with it, through PyYAML's pure-Python parser. The one place this is tested."""

from __future__ import annotations

import base64
import dataclasses
import json
import pickle
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from errgen.catalogue.load import load_bytes
from errgen.diagnostics import Problem
from errgen.targets import DEFAULT_TARGETS
from errgen.validation import check_bytes

from tests.conftest import CASES, CORPUS, GUIDE, ROOT, TESTS, run_errgen

pytestmark = pytest.mark.slow  # every catalogue loaded, checked and run twice

# Run before anything imports yaml: its C extension cannot be imported, as without libyaml.
WITHOUT_LIBYAML = """
import sys
sys.modules["yaml._yaml"] = None
import yaml
assert yaml.__with_libyaml__ is False and not hasattr(yaml, "CSafeLoader"), "libyaml is there"
"""
# The console script, once.
RUN = WITHOUT_LIBYAML + "from errgen.cli import run\nsys.argv = ['errgen', *sys.argv[1:]]\nrun()\n"
# For each file read from stdin, what the loader and the checker make of it; then the CLI's main
# for each argument list, and what each printed. Pickled, as base64.
RUN_EACH = WITHOUT_LIBYAML + """
import base64, contextlib, io, json, pickle
from errgen.catalogue.load import load_bytes
from errgen.cli import main
from errgen.validation import check_bytes
request = json.load(sys.stdin)
loads = []
for path in request["files"]:
    with open(path, "rb") as file:
        data = file.read()
    doc = load_bytes(data, path.rsplit("/", 1)[-1])
    loads.append((doc.data, doc.positions, doc.problems, check_bytes(data, "x.yaml").diagnostics))
runs = []
for argv in request["argvs"]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(argv)
        except SystemExit as exc:
            code = exc.code
    runs.append({"code": code, "out": out.getvalue(), "err": err.getvalue()})
print(base64.b64encode(pickle.dumps((loads, runs))).decode())
"""
# every target but the HTTP ones, whose rules the guide (no http_status) would fail
EVERY_TARGET = [arg for target in DEFAULT_TARGETS for arg in ("--target", target)]
BAD = sorted((CASES / "bad").glob("*.yaml"))
# Syntax errors whose every word errgen says itself, the same under both parsers
SAME_WORDS = {path.stem for path in BAD if path.stem.startswith("yaml_syntax_")} - {
    "yaml_syntax_nul_byte"
}


def every_yaml() -> list[Path]:
    found = [*(TESTS / "cases").rglob("*.yaml"), *(ROOT / "examples").rglob("*.yaml")]
    return sorted([*found, *CORPUS.glob("*.yaml")])


def _finding(problem: Problem) -> tuple[object, ...]:
    # only the parsers' wording of a syntax error differs
    if problem.rule == "yaml-syntax":
        return problem.where, problem.rule
    return dataclasses.astuple(problem)


def _findings(envelope: dict[str, Any]) -> list[dict[str, Any]]:
    found = (envelope.get("data") or {}).get("diagnostics", [])
    return [
        (
            {k: v for k, v in d.items() if k not in ("message", "hint")}
            if d["rule"] == "yaml-syntax"
            else d
        )
        for d in found
    ]


def test_without_libyaml_errgen_loads_says_and_writes_the_same(tmp_path: Path) -> None:
    files = every_yaml()
    build = ["build", str(GUIDE), "--no-cache", *EVERY_TARGET]
    # every bad case validated and a few built: the same exit codes and diagnostics
    argvs = [["validate", str(path.relative_to(ROOT)), "--json"] for path in BAD]
    for name in ("yaml_boolean_yes", "wrong_type_retry_float", "fix_command_destructive"):
        out = str(tmp_path / name)
        argvs.append(["build", f"tests/cases/bad/{name}.yaml", "--out", out, "--json"])
    done = subprocess.run(
        [sys.executable, "-c", RUN_EACH],
        input=json.dumps({"files": [str(p) for p in files], "argvs": argvs}),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    loads, runs = pickle.loads(base64.b64decode(done.stdout))

    # the loader: the same data, positions and findings for every YAML file of the project
    same_words = set()
    for path, (data, positions, problems, diagnostics) in zip(files, loads, strict=True):
        source = path.read_bytes()
        doc = load_bytes(source, path.name)
        assert data == doc.data, path
        assert positions == doc.positions, path
        assert [_finding(p) for p in problems] == [_finding(p) for p in doc.problems], path
        if path.parent == CASES / "bad" and path.stem in SAME_WORDS:
            expected = check_bytes(source, "x.yaml").diagnostics
            assert diagnostics == expected, path  # the same words too
            assert "not valid YAML" not in expected[0].message, path
            same_words.add(path.stem)
    assert same_words == SAME_WORDS and len(SAME_WORDS) == 9

    # the guide validates, and builds to the same bytes in every target, by the console script
    for argv in (["validate", str(GUIDE)], [*build, "--out", str(tmp_path / "without")]):
        ran = subprocess.run(
            [sys.executable, "-c", RUN, *argv],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert ran.returncode == 0, ran.stderr
    result = run_errgen(*build, "--out", str(tmp_path / "with"), cwd=tmp_path)
    assert result.code == 0, result.err
    written = sorted(p.name for p in (tmp_path / "with").iterdir())
    assert written and sorted(p.name for p in (tmp_path / "without").iterdir()) == written
    for name in written:
        assert (tmp_path / "without" / name).read_bytes() == (tmp_path / "with" / name).read_bytes()

    # the bad cases: the same exit codes, errors and findings, every one reporting something
    for argv, without in zip(argvs, runs, strict=True):
        with_libyaml = run_errgen(*argv, cwd=ROOT)
        assert (without["code"], without["err"]) == (with_libyaml.code, with_libyaml.err), argv
        assert _findings(json.loads(without["out"])) == _findings(with_libyaml.envelope()), argv
        assert _findings(with_libyaml.envelope()), argv
