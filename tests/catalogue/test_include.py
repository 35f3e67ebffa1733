"""include: shared catalogue files merged into one, with conflicts located in both files."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from errgen.validation import check_bytes

from tests.conftest import CASES, ROOT, run_errgen, write

INCLUDE = CASES / "include"


def diagnostics(name: str) -> set[tuple[str, str, int]]:
    result = run_errgen("validate", f"tests/cases/include/{name}", "--json", cwd=ROOT)
    return {
        (d["file"].removeprefix("tests/cases/include/"), d["rule"], d["line"])
        for d in result.envelope()["data"]["diagnostics"]
    }


def test_included_errors_commands_and_companions_are_merged(tmp_path: Path) -> None:
    # tool-auth is a companion errgen knows nothing of: its line is noticed where it is written
    assert diagnostics("root.yaml") == {("shared/auth.yaml", "command-unjudged", 7)}
    result = run_errgen(
        "build", str(INCLUDE / "root.yaml"), "--out", str(tmp_path), "--target", "catalog-json"
    )
    assert result.code == 0, result.err
    catalogue = json.loads((tmp_path / "catalog.json").read_text())
    assert [e["code"] for e in catalogue["errors"]] == [
        "CREDENTIALS_EXPIRED",
        "DISK_FULL",
        "INTERNAL_ERROR",
        "RATE_LIMITED",
        "USAGE_ERROR",
    ]
    assert catalogue["tool"]["companions"] == ["tool-auth"]
    assert [c["line"] for c in catalogue["tool"]["commands"]] == [
        "tool doctor",
        "tool-auth refresh",
    ]


def test_conflicts_are_located_in_both_files() -> None:
    assert diagnostics("conflict.yaml") == {
        ("conflict.yaml", "include-conflict", 6),  # tool doctor
        ("conflict.yaml", "include-conflict", 10),  # LOCKED
        ("conflict-other.yaml", "include-conflict", 5),
        ("conflict-other.yaml", "include-conflict", 7),  # SOFTWARE: 70 there, 71 here
        ("conflict-other.yaml", "include-conflict", 9),
    }


def test_an_included_catalogue_keeps_its_own_exit_codes(tmp_path: Path) -> None:
    """The kubectl + aws shape: each file declares the exit codes its errors use; the includer
    need not copy them, and a name both declare alike is no conflict."""
    write(
        tmp_path / "aws.yaml",
        "errgen: 1\ntool: {name: aws}\n"
        "exit_codes:\n  SERVICE_ERROR: {code: 254, class: shared, ignore: [exit-code-shared]}\n"
        "  SOFTWARE: {code: 70, class: terminal}\n"
        "errors:\n  THROTTLED:\n    message: Throttled\n    retryable: true\n"
        "    retry_after_ms: 1000\n    exit: SERVICE_ERROR\n",
    )
    write(
        tmp_path / "kube.yaml",
        "errgen: 1\ninclude: [aws.yaml]\ntool: {name: kube}\n"
        "exit_codes:\n  SOFTWARE: {code: 70, class: terminal}\n"
        "errors:\n  GONE:\n    message: Gone\n    retryable: false\n    exit: SOFTWARE\n",
    )
    report = check_bytes(
        (tmp_path / "kube.yaml").read_bytes(), "kube.yaml", file=tmp_path / "kube.yaml"
    )
    assert report.diagnostics == ()
    catalogue = report.catalogue()
    exits = {e.name: (e.code, e.kind) for e in catalogue.exit_codes}
    assert exits["SERVICE_ERROR"] == (254, "shared")
    assert exits["SOFTWARE"] == (70, "terminal")
    assert exits["FAILURE"] == (1, "terminal")  # the defaults stay
    assert {e.code: e.exit.name for e in catalogue.errors}["THROTTLED"] == "SERVICE_ERROR"


def test_cycles_missing_files_and_rules_point_into_the_included_file() -> None:
    assert diagnostics("cycle-a.yaml") == {
        ("cycle-b.yaml", "include-cycle", 2),
        ("cycle-b.yaml", "include-not-found", 2),
        ("cycle-b.yaml", "fix-command-unregistered", 8),
    }


def test_absolute_include_is_refused() -> None:
    from errgen.validation import check_bytes

    report = check_bytes(
        b"errgen: 1\ninclude: [/etc/passwd]\ntool: {name: tool}\nerrors: {}\n", "x"
    )
    assert [d.rule for d in report.diagnostics] == ["include-path"]


def test_a_changed_included_file_is_never_a_cache_hit(tmp_path: Path) -> None:
    shutil.copytree(INCLUDE, tmp_path / "cat")
    (tmp_path / "errgen.toml").write_text('catalog = "cat/root.yaml"\nout = "gen"\n')
    assert run_errgen("build", cwd=tmp_path).code == 0
    shared = tmp_path / "cat" / "shared" / "storage.yaml"
    shared.write_text(shared.read_text().replace("is full", "has no room left"))
    rebuilt = run_errgen("build", "--json", cwd=tmp_path).envelope()["data"]["written"]
    assert "gen/errors.py" in rebuilt
    assert "has no room left" in (tmp_path / "gen" / "errors.py").read_text()
