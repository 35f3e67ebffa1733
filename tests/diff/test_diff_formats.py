"""errgen diff on what real tools need: high exit codes, include prefixes and moved codes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.conftest import run_errgen

SERVICE = """errgen: 1
tool: {name: sky}
errors:
  THROTTLED: {message: Slow down, retryable: true, retry_after_ms: 500, exit: TRANSIENT}
"""


def diff(folder: Path) -> tuple[int, set[tuple[str, str, bool]]]:
    result = run_errgen("diff", "old/root.yaml", "new/root.yaml", "--json", cwd=folder)
    changes: list[dict[str, Any]] = result.envelope()["data"]["changes"]
    return result.code, {(c["code"], c["kind"], c["breaking"]) for c in changes}


def write(folder: Path, root: str, service: str | None = SERVICE) -> None:
    folder.mkdir(parents=True)
    (folder / "root.yaml").write_text(root)
    if service is not None:
        (folder / "service.yaml").write_text(service)


def test_an_exit_number_changed_above_125_is_breaking(tmp_path: Path) -> None:
    table = (
        "exit_codes:\n  FATAL: {{code: {n}, class: terminal, ignore: [exit-code-shell-reserved]}}\n"
    )
    body = "errgen: 1\ntool: {name: gitw}\nerrors:\n  BAD: {message: Bad, retryable: false, exit: FATAL}\n"
    write(tmp_path / "old", body + table.format(n=128), None)
    write(tmp_path / "new", body + table.format(n=129), None)
    code, changes = diff(tmp_path)
    assert code == 6
    assert ("BAD", "exit", True) in changes


def test_a_changed_include_prefix_renames_codes_which_breaks_callers(tmp_path: Path) -> None:
    root = "errgen: 1\ninclude: [{{path: service.yaml, prefix: {p}}}]\ntool: {{name: sky}}\nerrors: {{}}\n"
    write(tmp_path / "old", root.format(p="SKY_"))
    write(tmp_path / "new", root.format(p="CLOUD_"))
    code, changes = diff(tmp_path)
    assert code == 6
    assert changes == {("SKY_THROTTLED", "removed", True), ("CLOUD_THROTTLED", "added", False)}


def test_a_code_moved_into_an_included_file_is_compatible(tmp_path: Path) -> None:
    own = "errgen: 1\ntool: {name: sky}\nerrors:\n  THROTTLED: {message: Slow down, retryable: true, retry_after_ms: 500, exit: TRANSIENT}\n"
    moved = "errgen: 1\ninclude: [service.yaml]\ntool: {name: sky}\nerrors: {}\n"
    write(tmp_path / "old", own, None)
    write(tmp_path / "new", moved)
    code, changes = diff(tmp_path)
    assert code == 0
    assert changes == {("THROTTLED", "source", False)}


RELAYED = """errgen: 1
tool: {name: aws}
exit_codes:
  SERVICE_ERROR: {code: 254, class: shared, ignore: [exit-code-shared]}
errors:
  THROTTLED: {message: Slow down, retryable: true, retry_after_ms: 500, exit: SERVICE_ERROR}
  DENIED: {message: Denied, retryable: false, exit: SERVICE_ERROR}
  LOST: {message: Lost, retryable: false, exit: INTERNAL}
"""

RELAYING = """errgen: 1
include: [{{path: service.yaml, prefix: AWS_{exits}}}]
tool: {{name: kube}}
exit_codes:
  ERROR: {{code: 1, class: shared, ignore: [exit-code-shared]}}
  OTHER: {{code: 3, class: shared, ignore: [exit-code-shared]}}
errors:
  GONE: {{message: Gone, retryable: false, exit: ERROR}}
"""


def relaying(folder: Path, exits: str) -> None:
    write(folder, RELAYING.format(exits=f", exits: {exits}" if exits else ""), RELAYED)


def test_an_include_exits_mapping_changes_exit_codes_which_breaks_callers(tmp_path: Path) -> None:
    relaying(tmp_path / "old", "")
    relaying(tmp_path / "new", "{SERVICE_ERROR: ERROR}")
    code, changes = diff(tmp_path)
    assert code == 6
    # every error the mapping carries changes its exit code; the others do not change; the
    # mapped name leaves the table (its ExitCode constant with it)
    assert changes == {
        ("AWS_THROTTLED", "exit", True),
        ("AWS_DENIED", "exit", True),
        ("ExitCode.SERVICE_ERROR", "exit code", True),
    }
    result = run_errgen("diff", "old/root.yaml", "new/root.yaml", cwd=tmp_path)
    assert "AWS_DENIED: exit code changed: SERVICE_ERROR (254) -> ERROR (1)" in result.out


def test_a_mapping_changed_or_removed_is_breaking_and_the_same_is_no_change(
    tmp_path: Path,
) -> None:
    relaying(tmp_path / "a" / "old", "{SERVICE_ERROR: ERROR}")
    relaying(tmp_path / "a" / "new", "{SERVICE_ERROR: OTHER}")
    assert diff(tmp_path / "a") == (
        6,
        {("AWS_THROTTLED", "exit", True), ("AWS_DENIED", "exit", True)},
    )
    relaying(tmp_path / "b" / "old", "{SERVICE_ERROR: ERROR}")
    relaying(tmp_path / "b" / "new", "")
    assert diff(tmp_path / "b")[0] == 6
    relaying(tmp_path / "c" / "old", "{SERVICE_ERROR: ERROR}")
    relaying(tmp_path / "c" / "new", "{SERVICE_ERROR: ERROR}")
    assert diff(tmp_path / "c") == (0, set())
