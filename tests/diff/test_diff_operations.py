"""errgen diff on operations, judged as smithy-diff judges a change of an operation's errors:
an error added or removed is a warning there (compatible here), an operation removed or an exit
it gives changed breaks."""

from __future__ import annotations

from pathlib import Path

import errgen
from errgen.diff import diff_catalogues

from tests.conftest import ROOT

DEPOT = (ROOT / "examples" / "depot" / "errors.yaml").read_text("utf-8")


def _changes(edit: str, to: str, tmp_path: Path) -> list[tuple[str, bool, str]]:
    assert edit in DEPOT
    (tmp_path / "new.yaml").write_text(DEPOT.replace(edit, to, 1), "utf-8")
    old = errgen.load(ROOT / "examples" / "depot" / "errors.yaml")
    new = errgen.load(tmp_path / "new.yaml")
    return [(c.code, c.breaking, c.detail) for c in diff_catalogues(old, new)]


def test_an_error_added_to_an_operation_is_a_warning_as_in_smithy_diff(tmp_path: Path) -> None:
    changes = _changes("errors: [BAD_USAGE]", "errors: [BAD_USAGE, PERMISSION_DENIED]", tmp_path)
    assert changes == [
        (
            "depot reset",
            False,
            "PERMISSION_DENIED added to its errors (smithy-diff: AddedOperationError, a warning)",
        )
    ]


def test_an_error_removed_from_an_operation_is_a_warning(tmp_path: Path) -> None:
    edit = "[STORE_LOCKED, CREDENTIALS_EXPIRED, SESSION_REVOKED, PERMISSION_DENIED, BAD_USAGE]"
    changes = _changes(edit, edit.replace(", BAD_USAGE", ""), tmp_path)
    assert [(c, b) for c, b, _ in changes] == [("depot put", False)]
    assert "RemovedOperationError" in changes[0][2]


def test_an_operation_removed_or_its_exit_changed_breaks(tmp_path: Path) -> None:
    changes = _changes("SESSION_REVOKED: RUN_FAILED, ", "", tmp_path)
    assert changes == [
        (
            "depot run",
            True,
            "SESSION_REVOKED exits here changed: RUN_FAILED (125) -> AUTH_REQUIRED (8)",
        )
    ]
    changes = _changes("    passes_exit_status: true\n", "", tmp_path)
    assert changes == [("depot run", True, "passes_exit_status changed: true -> false")]
    removed = _changes(
        "  depot reset:\n    summary: Delete every key\n", "  depot resett:\n", tmp_path
    )
    assert ("depot reset", True, "operation removed") in removed
    assert ("depot resett", False, "operation added") in removed


def test_an_operations_results_changed_break(tmp_path: Path) -> None:
    """A status declared an answer of an operation, or no longer one, is tested for by number."""
    changes = _changes(
        "    passes_exit_status: true\n",
        "    passes_exit_status: true\n    results: {FINISHED_EARLY: 99}\n",
        tmp_path,
    )
    assert changes == [("depot run", True, "results changed: none -> FINISHED_EARLY 99")]
