"""The rules of HTTP errors (http-status-missing, problem-member-clash, grpc-reason-length) apply
when a target for HTTP APIs is built, and only then; a code's title is text like its message;
`errgen diff` treats a changed title or problem type as breaking."""

from __future__ import annotations

from pathlib import Path

from errgen.model.fields import default_title
from errgen.validation import check_bytes

from tests.conftest import run_errgen

CATALOGUE = """\
errgen: 1
tool: {name: tool}
docs_url: https://docs.example.com/errors
errors:
  STORE_LOCKED:
    message: "Store {path} is locked"
    params: {path: {type: str}}
    details: {status: {type: int}, request_id: {type: str}}
    retryable: true
    retry_after_ms: 1500
    exit: TRANSIENT
  THE_REQUESTED_OPERATION_COULD_NOT_BE_COMPLETED_BECAUSE_THE_STORE_IS_LOCKED:
    message: Locked
    retryable: false
    exit: FAILURE
    http_status: 409
"""


def rules(text: str, targets: tuple[str, ...]) -> list[tuple[str, int]]:
    report = check_bytes(text.encode(), "errors.yaml", targets=targets)
    return [(d.rule, d.line) for d in report.diagnostics]


def test_the_rules_apply_only_to_the_targets_they_belong_to() -> None:
    assert rules(CATALOGUE, ()) == []
    assert rules(CATALOGUE, ("python", "typescript", "go")) == []
    assert rules(CATALOGUE, ("openapi",)) == [
        ("http-status-missing", 5),
        ("problem-member-clash", 8),
    ]
    assert rules(CATALOGUE, ("grpc",)) == [("http-status-missing", 5), ("grpc-reason-length", 12)]


def test_a_build_with_an_http_target_fails_with_the_rules_and_one_without_passes(
    tmp_path: Path,
) -> None:
    (tmp_path / "errors.yaml").write_text(CATALOGUE)
    plain = run_errgen("build", "--target", "python", "--out", "out", "--no-cache", cwd=tmp_path)
    assert plain.code == 0, plain.err
    http = run_errgen("build", "--target", "openapi", "--out", "out", "--no-cache", cwd=tmp_path)
    assert http.code == 2 and "error[http-status-missing]" in http.out + http.err
    assert "CATALOG_INVALID" in http.err
    (tmp_path / "errgen.toml").write_text('targets = ["python", "openapi"]\n')
    validated = run_errgen("validate", cwd=tmp_path)
    assert validated.code == 2 and "problem-member-clash" in validated.out + validated.err
    (tmp_path / "errgen.toml").write_text('targets = ["python"]\n')
    assert run_errgen("validate", cwd=tmp_path).code == 0


def test_a_configuration_without_targets_builds_no_http_target(tmp_path: Path) -> None:
    (tmp_path / "errors.yaml").write_text(CATALOGUE)
    (tmp_path / "errgen.toml").write_text("")
    done = run_errgen("build", "--no-cache", cwd=tmp_path)
    assert done.code == 0, done.err
    assert not list(tmp_path.glob("errors.openapi.json"))
    assert (tmp_path / "errors.py").exists()


def test_a_title_is_derived_or_given_and_is_one_line_of_static_text() -> None:
    assert default_title("STORE_LOCKED") == "Store locked"
    assert default_title("HTTP2_ERROR") == "Http2 error"
    given = CATALOGUE.replace(
        "    retry_after_ms: 1500\n", "    retry_after_ms: 1500\n    title: 'Locked {x}'\n"
    )
    assert ("static-braces", 11) in rules(given, ())
    hostile = CATALOGUE.replace(
        "    retry_after_ms: 1500\n", '    retry_after_ms: 1500\n    title: "a\\u202eb"\n'
    )
    assert ("text-invisible", 11) in rules(hostile, ())
    empty = CATALOGUE.replace(
        "    retry_after_ms: 1500\n", '    retry_after_ms: 1500\n    title: ""\n'
    )
    assert ("invalid-value", 11) in rules(empty, ())


def test_diff_says_a_changed_title_or_problem_type_breaks(tmp_path: Path) -> None:
    old = tmp_path / "old.yaml"
    old.write_text(CATALOGUE)
    retitled = tmp_path / "retitled.yaml"
    retitled.write_text(
        CATALOGUE.replace(
            "    retry_after_ms: 1500\n", "    retry_after_ms: 1500\n    title: Locked\n"
        )
    )
    done = run_errgen("diff", str(old), str(retitled), cwd=tmp_path)
    assert done.code != 0
    assert 'breaking    STORE_LOCKED: title changed: "Store locked" -> "Locked"' in done.out
    moved = tmp_path / "moved.yaml"
    moved.write_text(CATALOGUE.replace("docs.example.com/errors", "docs.example.com/v2/errors"))
    done = run_errgen("diff", str(old), str(moved), cwd=tmp_path)
    assert done.code != 0
    # a code an HTTP API serves (one with an HTTP status) has a new problem type: breaking;
    # one without only moved its page, and the old link still lands
    served = "THE_REQUESTED_OPERATION_COULD_NOT_BE_COMPLETED_BECAUSE_THE_STORE_IS_LOCKED"
    assert f"breaking    {served}: problem type (help_url) changed" in done.out
    assert "compatible  STORE_LOCKED: help_url changed" in done.out
    same = tmp_path / "same.yaml"
    same.write_text(
        CATALOGUE.replace("    exit: FAILURE\n", "    exit: FAILURE\n    title: Locked\n")
    )
    done = run_errgen("diff", str(old), str(same), cwd=tmp_path)
    assert "title changed" in done.out  # THE_REQUESTED_...: its default title was the code
