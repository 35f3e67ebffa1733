"""Real catalogues validate cleanly and build every target."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from errgen.cli.terminal import render_diagnostic
from errgen.validation import check_bytes

from tests.conftest import CORPUS, GUIDE, ROOT, run_errgen

CATALOGUES = [GUIDE, *sorted(CORPUS.glob("*.yaml")), ROOT / "catalog" / "errgen.yaml"]


# the one notice a real catalogue gets: errors of the USAGE exit, none the usage error (as
# MongoDB's and PostgreSQL's many), beside which errgen adds its USAGE_ERROR
NOTICE = "usage-error-builtin"


@pytest.mark.parametrize("path", CATALOGUES, ids=[p.stem for p in CATALOGUES])
def test_validates_cleanly(path: Path) -> None:
    report = check_bytes(path.read_bytes(), path.name)
    said = [d for d in report.diagnostics if d.rule != NOTICE]
    assert said == [], [render_diagnostic(d) for d in said]


def test_corpus_is_there() -> None:
    assert {p.name for p in CORPUS.glob("*.yaml")} >= {"mongodb.yaml", "postgres.yaml"}


def test_synthetic_catalogue_validates_and_builds(tmp_path: Path) -> None:
    source = tmp_path / "synthetic.yaml"
    done = subprocess.run(
        [sys.executable, str(CORPUS / "synthetic.py"), "1000"], capture_output=True, check=True
    )
    source.write_bytes(done.stdout)
    diagnostics = check_bytes(source.read_bytes(), "synthetic.yaml").diagnostics
    assert [d for d in diagnostics if d.rule != NOTICE] == []
    result = run_errgen("build", str(source), "--out", str(tmp_path / "out"), cwd=tmp_path)
    assert result.code == 0, result.err
    namespace: dict[str, object] = {}
    exec(compile((tmp_path / "out" / "errors.py").read_text(), "errors.py", "exec"), namespace)
    # its 1000 errors, and errgen's built-in INTERNAL_ERROR and USAGE_ERROR
    assert len(namespace["ERRORS"]) == 1002  # type: ignore[arg-type]
