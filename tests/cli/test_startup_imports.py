"""What the console script imports for each kind of run, read from `python -X importtime` (what
it imported, never how long it took): a command imports its stage when it runs, so a run that
renders nothing never imports Jinja and one that checks nothing never imports the rules."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import GUIDE

CONSOLE_SCRIPT = "from errgen.cli import run; run()"  # what the installed `errgen` runs
STACK = ("jinja2", "jsonschema", "yaml")
STAGES = ("errgen.validation", "errgen.model", "errgen.building", "errgen.catalogue.load")


def imported(*args: str, cwd: Path) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", CONSOLE_SCRIPT, *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return {
        line.rsplit("|", 1)[1].strip()
        for line in done.stderr.splitlines()
        if line.startswith("import time:") and "|" in line
    }


def targets_in(modules: set[str]) -> set[str]:
    """The target modules among `modules` (the targets package itself holds none)."""
    return {m for m in modules if m.startswith("errgen.targets.")}


@pytest.mark.parametrize("args", [("--version",), ("--help",), ("build", "--help")])
def test_what_answers_without_a_catalogue_imports_no_stage(
    args: tuple[str, ...], tmp_path: Path
) -> None:
    modules = imported(*args, cwd=tmp_path)
    assert not modules & {*STACK, *STAGES}, sorted(modules & {*STACK, *STAGES})
    assert not targets_in(modules)


@pytest.mark.parametrize("args", [("schema",), ("explain", "yaml-boolean"), ("explain",)])
def test_schema_and_explain_import_no_target_and_no_jinja(
    args: tuple[str, ...], tmp_path: Path
) -> None:
    modules = imported(*args, cwd=tmp_path)
    assert "jinja2" not in modules
    assert not targets_in(modules)


def test_a_cache_hit_imports_neither_the_rules_nor_jinja(tmp_path: Path) -> None:
    (tmp_path / "errors.yaml").write_bytes(GUIDE.read_bytes())
    (tmp_path / "errgen.toml").write_text(
        'catalog = "errors.yaml"\nout = "gen"\ntargets = ["python", "markdown", "go"]\n'
    )
    first = imported("build", cwd=tmp_path)
    assert {"jinja2", "errgen.validation"} <= first  # a build that renders imports both
    hit = imported("build", cwd=tmp_path)
    assert not hit & {"jinja2", "jsonschema", "yaml", "errgen.validation", "errgen.model"}
    assert not targets_in(hit)
