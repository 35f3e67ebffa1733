"""errgen validate --fix: the certain fixes applied, atomically, and never to a file with an
error no certain fix mends."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import CASES, run_errgen

TYPO = (CASES / "bad" / "unknown_key_retryable_typo.yaml").read_text()


def test_fix_applies_a_certain_did_you_mean(tmp_path: Path) -> None:
    catalogue = tmp_path / "errors.yaml"
    catalogue.write_text(TYPO)
    result = run_errgen("validate", "--fix", "errors.yaml", cwd=tmp_path)
    assert result.code == 0, result.err
    assert catalogue.read_text() == TYPO.replace("retriable:", "retryable:")
    assert "errors.yaml: fixed 1" in result.err
    assert [p.name for p in tmp_path.iterdir()] == ["errors.yaml"]  # no temporary file left


def test_fix_leaves_a_file_with_an_error_it_cannot_fix(tmp_path: Path) -> None:
    catalogue = tmp_path / "errors.yaml"
    broken = TYPO.replace("exit: TRANSIENT", "exit: 12")  # wrong-type: no certain fix
    catalogue.write_text(broken)
    result = run_errgen("validate", "--fix", "--json", "errors.yaml", cwd=tmp_path)
    assert result.code == 2
    assert catalogue.read_text() == broken
    rules = {d["rule"] for d in result.envelope()["data"]["diagnostics"]}
    assert rules == {"unknown-key", "wrong-type"}


def test_fix_never_applies_an_uncertain_one(tmp_path: Path) -> None:
    catalogue = tmp_path / "errors.yaml"
    # `fix_command` near a registered line: a suggestion, never applied unasked
    text = TYPO.replace(
        "    retriable: true\n    retry_after_ms: 100\n    max_attempts: 3\n    exit: TRANSIENT",
        "    retryable: false\n    fix_required: Refresh\n    fix_command: tool auth refres\n"
        "    exit: AUTH_REQUIRED",
    )
    catalogue.write_text(text)
    result = run_errgen("validate", "--fix", "--json", "errors.yaml", cwd=tmp_path)
    found = result.envelope()["data"]["diagnostics"]
    assert [(d["rule"], d.get("replacement"), d.get("certain")) for d in found] == [
        ("fix-command-unregistered", "tool auth refresh", False)
    ]
    assert catalogue.read_text() == text
