"""errgen diff: each kind of change, both ways, classed as breaking or compatible."""

from __future__ import annotations

import copy
import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT, run_errgen

BASE: dict[str, Any] = {
    "errgen": 1,
    "tool": {
        "name": "tool",
        "commands": {
            "tool auth refresh": {"effect": "idempotent"},
            "tool auth renew": {"effect": "idempotent"},
        },
    },
    "errors": {
        "EXPIRED": {
            "message": "Expired at {when}",
            "params": {"when": {"type": "str"}},
            "retryable": False,
            "fix_required": "Refresh, then reissue",
            "fix_command": "tool auth refresh",
            "exit": "AUTH_REQUIRED",
        },
        "BUSY": {"message": "Busy", "retryable": True, "retry_after_ms": 100, "exit": "TRANSIENT"},
        "DENIED": {"message": "Denied", "retryable": False, "exit": "PERMISSION_DENIED"},
    },
}


def edited(change: Any) -> dict[str, Any]:
    catalogue = copy.deepcopy(BASE)
    change(catalogue)
    return catalogue


def diff(
    tmp_path: Path, old: dict[str, Any], new: dict[str, Any]
) -> tuple[int, list[dict[str, Any]]]:
    # JSON is YAML: the catalogues are written as JSON
    (tmp_path / "old.yaml").write_text(json.dumps(old))
    (tmp_path / "new.yaml").write_text(json.dumps(new))
    result = run_errgen("diff", "old.yaml", "new.yaml", "--json", cwd=tmp_path)
    envelope = result.envelope()
    assert envelope["data"] is not None, envelope
    return result.code, envelope["data"]["changes"]


def kinds(changes: list[dict[str, Any]]) -> set[tuple[str, str, bool]]:
    return {(c["code"], c["kind"], c["breaking"]) for c in changes}


def drop(code: str) -> Any:
    return lambda c: c["errors"].pop(code)


CASES = {
    # name: (edit, expected old->new, expected new->old)
    "code removed / added": (
        drop("DENIED"),
        {("DENIED", "removed", True)},
        {("DENIED", "added", False)},
    ),
    "class and retryable": (
        lambda c: c["errors"]["BUSY"].update(retryable=False, exit="FAILURE")
        or c["errors"]["BUSY"].pop("retry_after_ms"),
        {
            ("BUSY", "class", True),
            ("BUSY", "retryable", True),
            ("BUSY", "exit", True),
            ("BUSY", "retry", False),
        },
        {
            ("BUSY", "class", True),
            ("BUSY", "retryable", True),
            ("BUSY", "exit", True),
            ("BUSY", "retry", False),
        },
    ),
    "correctable to terminal": (
        lambda c: [c["errors"]["EXPIRED"].pop(k) for k in ("fix_required", "fix_command")]
        and c["errors"]["EXPIRED"].update(exit="PERMISSION_DENIED"),
        {("EXPIRED", "class", True), ("EXPIRED", "exit", True), ("EXPIRED", "fix_command", True)},
        {("EXPIRED", "class", True), ("EXPIRED", "exit", True), ("EXPIRED", "fix_command", False)},
    ),
    "exit code": (
        lambda c: c["errors"]["EXPIRED"].update(exit="PRECONDITION"),
        {("EXPIRED", "exit", True)},
        {("EXPIRED", "exit", True)},
    ),
    "fix command": (
        lambda c: c["errors"]["EXPIRED"].update(fix_command="tool auth renew"),
        {("EXPIRED", "fix_command", True)},
        {("EXPIRED", "fix_command", True)},
    ),
    "parameter renamed": (
        lambda c: c["errors"]["EXPIRED"].update(
            message="Expired at {at}", params={"at": {"type": "str"}}
        ),
        {("EXPIRED", "param", True), ("EXPIRED", "param", False), ("EXPIRED", "wording", False)},
        {("EXPIRED", "param", True), ("EXPIRED", "param", False), ("EXPIRED", "wording", False)},
    ),
    "parameter retyped": (
        lambda c: c["errors"]["EXPIRED"]["params"]["when"].update(type="int"),
        {("EXPIRED", "param", True)},
        {("EXPIRED", "param", True)},
    ),
    "parameter added / removed": (
        lambda c: c["errors"]["EXPIRED"].update(
            message="Expired at {when} for {who}",
            params={"when": {"type": "str"}, "who": {"type": "str"}},
        ),
        {("EXPIRED", "param", False), ("EXPIRED", "wording", False)},
        {("EXPIRED", "param", True), ("EXPIRED", "wording", False)},
    ),
    "wording and optional fields": (
        lambda c: c["errors"]["DENIED"].update(message="Not allowed", suggestion="Ask an admin"),
        {("DENIED", "wording", False)},
        {("DENIED", "wording", False)},
    ),
    # the envelope still names one wait and no wait goes below it: a caller that sleeps that
    # number recovers as before, so a backoff (like any retry timing) is compatible both ways
    "backoff": (
        lambda c: c["errors"]["BUSY"].update(
            backoff={"policy": "exponential", "max_ms": 6000, "jitter": True}
        ),
        {("BUSY", "retry", False)},
        {("BUSY", "retry", False)},
    ),
    "deprecation": (
        lambda c: c["errors"]["DENIED"].update(deprecated={"since": "2.0", "replaced_by": "BUSY"}),
        {("DENIED", "deprecated", False)},
        {("DENIED", "deprecated", False)},
    ),
}


def test_a_backoff_change_says_what_it_was_and_what_it_is(tmp_path: Path) -> None:
    def exponential(jitter: bool) -> Any:
        backoff = {"policy": "exponential", "max_ms": 6000, "jitter": jitter}
        return lambda c: c["errors"]["BUSY"].update(backoff=backoff)

    code, changes = diff(tmp_path, BASE, edited(exponential(True)))
    assert code == 0
    assert [c["detail"] for c in changes] == [
        "backoff changed: constant -> exponential up to 6000 ms, jitter"
    ]
    _, changes = diff(tmp_path, edited(exponential(True)), edited(exponential(False)))
    assert [c["detail"] for c in changes] == [
        "backoff changed: exponential up to 6000 ms, jitter -> exponential up to 6000 ms"
    ]
    explicit = edited(lambda c: c["errors"]["BUSY"].update(backoff={"policy": "constant"}))
    assert diff(tmp_path, BASE, explicit)[1] == []  # the default, written out: no change


@pytest.mark.parametrize("name", list(CASES))
def test_each_kind_of_change_both_ways(tmp_path: Path, name: str) -> None:
    edit, forward, backward = CASES[name]
    new = edited(edit)
    code, changes = diff(tmp_path, BASE, new)
    assert kinds(changes) == forward
    assert code == (6 if any(b for _, _, b in forward) else 0)
    code, changes = diff(tmp_path, new, BASE)
    assert kinds(changes) == backward
    assert code == (6 if any(b for _, _, b in backward) else 0)


def test_retired_removal_is_compatible_and_reuse_is_breaking(tmp_path: Path) -> None:
    retired = edited(lambda c: c["errors"].pop("DENIED") and c.update(retired=["DENIED"]))
    code, changes = diff(tmp_path, BASE, retired)
    assert code == 0 and kinds(changes) == {("DENIED", "retired", False)}
    reused = edited(lambda c: c.update(retired=["DENIED"]))
    reused["errors"].pop("DENIED")
    back = copy.deepcopy(BASE)
    code, changes = diff(tmp_path, reused, back)
    assert code == 6 and kinds(changes) == {("DENIED", "reused", True)}


def test_breaking_change_is_errgen_own_error_naming_it(tmp_path: Path) -> None:
    (tmp_path / "old.yaml").write_text(json.dumps(BASE))
    (tmp_path / "new.yaml").write_text(json.dumps(edited(drop("DENIED"))))
    result = run_errgen("diff", "old.yaml", "new.yaml", cwd=tmp_path)
    assert result.code == 6
    assert "breaking    DENIED: removed without being retired or deprecated first" in result.out
    assert "error[CATALOG_BREAKING]" in result.err and "first: DENIED" in result.err


def test_invalid_version_is_reported_not_diffed(tmp_path: Path) -> None:
    (tmp_path / "old.yaml").write_text(json.dumps(BASE))
    (tmp_path / "new.yaml").write_text("errgen: 1\ntool: {name: tool}\nerrors: {A: {}}\n")
    result = run_errgen("diff", "old.yaml", "new.yaml", "--json", cwd=tmp_path)
    assert result.code == 2 and result.envelope()["error"]["code"] == "CATALOG_INVALID"


def test_git_revision_and_file(tmp_path: Path) -> None:
    def git(*args: str) -> None:
        subprocess.run(["git", *args], cwd=tmp_path, check=True, capture_output=True)

    git("init", "-q")
    git("config", "user.email", "t@example.invalid")
    git("config", "user.name", "t")
    (tmp_path / "cat").mkdir()
    (tmp_path / "cat" / "errors.yaml").write_text(json.dumps(BASE))
    git("add", ".")
    git("commit", "-qm", "v1")
    (tmp_path / "cat" / "errors.yaml").write_text(json.dumps(edited(drop("BUSY"))))
    result = run_errgen("diff", "HEAD:cat/errors.yaml", "cat/errors.yaml", "--json", cwd=tmp_path)
    assert result.code == 6
    assert kinds(result.envelope()["data"]["changes"]) == {("BUSY", "removed", True)}
    missing = run_errgen("diff", "HEAD:cat/nope.yaml", "cat/errors.yaml", "--json", cwd=tmp_path)
    assert missing.envelope()["error"]["code"] == "CATALOG_NOT_FOUND"
    # a spec git would read as an option never reaches git (it would write the file)
    hostile = f"--output={tmp_path / 'written'}:cat/errors.yaml"
    refused = run_errgen("diff", "--json", "--", hostile, "cat/errors.yaml", cwd=tmp_path)
    assert refused.envelope()["error"]["code"] == "CATALOG_NOT_FOUND"
    assert not (tmp_path / "written").exists()


def test_the_two_version_example() -> None:
    result = run_errgen(
        "diff", "examples/versions/v1.yaml", "examples/versions/v2.yaml", "--json", cwd=ROOT
    )
    data = result.envelope()["data"]
    assert (data["breaking"], data["compatible"]) == (1, 6)


def test_a_usage_error_that_moves_off_the_built_in_is_breaking(tmp_path: Path) -> None:
    """BASE has no usage error, so errgen adds USAGE_ERROR; an error of the USAGE exit added
    later takes the rejected command lines from it, which a caller testing for USAGE_ERROR
    no longer sees: breaking both ways, said as such, not as a code removed by hand."""
    bad_flag = {
        "message": "Bad flag: {problem}",
        "params": {"problem": {"type": "str"}},
        "retryable": False,
        "fix_required": "Correct the command line, then reissue",
        "exit": "USAGE",
    }
    own = edited(lambda c: c["errors"].update(BAD_FLAG=bad_flag))
    moved = "a command line the argument parser rejects is now BAD_FLAG, was USAGE_ERROR"
    code, changes = diff(tmp_path, BASE, own)
    assert code == 6
    said = {(c["code"], c["kind"], c["breaking"], c["detail"]) for c in changes}
    assert said == {
        ("BAD_FLAG", "added", False, "added"),
        ("BAD_FLAG", "usage error", True, moved),
        (
            "USAGE_ERROR",
            "removed",
            True,
            "errgen's built-in, no longer added: no failure ends with it now",
        ),
    }
    code, changes = diff(tmp_path, own, BASE)
    assert code == 6 and ("USAGE_ERROR", "usage error", True) in kinds(changes)
    # a second error of the USAGE exit: neither is the usage error, the built-in is back
    both = edited(lambda c: c["errors"].update(BAD_FLAG=bad_flag, BAD_ARG=bad_flag))
    code, changes = diff(tmp_path, own, both)
    assert ("USAGE_ERROR", "usage error", True) in kinds(changes)
    # the same code before and after: nothing to say
    code, changes = diff(tmp_path, own, own)
    assert code == 0 and changes == []
