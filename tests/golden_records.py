"""The golden records of generated output: which catalogues, where their records live, and what
errgen makes of each now (tools/regen.py writes them, the tests compare)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from errgen.building import generate
from errgen.building.config import Config
from errgen.cli.terminal import render_diagnostic
from errgen.targets import TARGETS
from errgen.validation import check_bytes

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"
SOURCES = {
    "guide": ROOT / "examples" / "guide" / "errors.yaml",
    "hostile": ROOT / "tests" / "cases" / "hostile.yaml",
    "payments": ROOT / "examples" / "payments" / "errors.yaml",
    "mongodb": ROOT / "tests" / "corpus" / "mongodb.yaml",
    "postgres": ROOT / "tests" / "corpus" / "postgres.yaml",
    # examples/real-tools: git's exit codes 128/129; the AWS CLI's 252-255 and a prefixed include
    "gitw": ROOT / "examples" / "real-tools" / "gitw" / "errors.yaml",
    "skyctl": ROOT / "examples" / "real-tools" / "skyctl" / "errors.yaml",
}

# the corpus's real tools, hundreds of codes each: a test that reads every golden source runs
# them under make test and leaves them to it in make check's fast loop
CORPUS = frozenset(("mongodb", "postgres"))


def sampled(names: Iterable[str] = SOURCES) -> list[Any]:
    """`names` as pytest parameters, the corpus's marked slow."""
    import pytest

    return [pytest.param(name, marks=pytest.mark.slow) if name in CORPUS else name for name in names]


def golden_outputs(name: str) -> dict[str, bytes]:
    """File name -> bytes of every target generated from the golden source `name`."""
    report = check_bytes(SOURCES[name].read_bytes(), name, file=SOURCES[name])
    assert not report.failed(), [render_diagnostic(d) for d in report.diagnostics]
    config = Config(
        catalog=SOURCES[name],
        out=GOLDEN / name,
        targets=tuple(TARGETS),
        base_class=None,
        source=None,
    )
    outputs = generate(report.data, config, report.origins)
    return {output.path.name: output.data for output in outputs}
