"""A team's first day with errgen (issue 24's list), each item as the user meets it."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from tests.conftest import ROOT, run_errgen


def test_init_puts_the_catalogue_where_the_configuration_says(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.errgen]\ncatalog = "errs.yaml"\n')
    result = run_errgen("init", cwd=tmp_path)
    assert result.code == 0
    assert (tmp_path / "errs.yaml").is_file() and not (tmp_path / "errors.yaml").exists()
    assert "kept pyproject.toml's [tool.errgen]" in result.err
    assert "errgen.toml" not in result.err.replace("[tool.errgen]", "")
    assert run_errgen("validate", cwd=tmp_path).code == 0
    # a catalogue named outside the folder is not where init writes
    other = tmp_path / "other"
    other.mkdir()
    (other / "pyproject.toml").write_text('[tool.errgen]\ncatalog = "../escape.yaml"\n')
    assert run_errgen("init", cwd=other).code == 0
    assert not (tmp_path / "escape.yaml").exists() and (other / "errors.yaml").is_file()


def test_a_message_that_starts_with_a_brace_is_told_to_be_quoted(tmp_path: Path) -> None:
    catalogue = tmp_path / "errors.yaml"
    catalogue.write_text(
        "errgen: 1\ntool: {name: tool}\nerrors:\n  DOWN:\n"
        "    message: {host} is unavailable\n    retryable: false\n    exit: FAILURE\n"
    )
    result = run_errgen("validate", "--json", str(catalogue))
    [diagnostic] = result.envelope()["data"]["diagnostics"]
    assert diagnostic["rule"] == "yaml-syntax" and "starts with '{'" in diagnostic["message"]
    assert diagnostic["hint"].startswith("quote the value")


def test_the_validate_hook_leaves_ci_workflows_alone() -> None:
    [hook] = [h for h in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
              if h["id"] == "errgen-validate"]
    files, exclude = re.compile(hook["files"]), re.compile(hook["exclude"])

    def checked(path: str) -> bool:
        return bool(files.search(path)) and not exclude.search(path)

    assert checked("errors.yaml") and checked("src/api-errors.yml")
    assert not checked(".github/workflows/errors.yml")
    assert not checked("svc/.gitlab/errors.yaml")


def _catalogue(path: Path, error: str) -> Path:
    path.write_text(
        "errgen: 1\ntool:\n  name: tool\n  commands: {tool login: {effect: idempotent}}\n"
        f"errors:\n  A:\n{error}"
    )
    return path


def test_prose_only_recovery_says_nothing_a_rule_already_says(tmp_path: Path) -> None:
    # on a retryable error its hint led to retryable-with-fix; beside a typo'd fixcommand it
    # was a second finding for one mistake
    retryable = "    message: m\n    retryable: true\n    retry_after_ms: 10\n    exit: TRANSIENT\n"
    retryable += "    suggestion: run `tool login` if it persists\n"
    result = run_errgen("validate", "--json", str(_catalogue(tmp_path / "a.yaml", retryable)))
    assert result.envelope()["data"]["diagnostics"] == []
    typo = "    message: m\n    retryable: false\n    exit: USAGE\n"
    typo += "    fix_required: run `tool login`\n    fixcommand: tool login\n"
    result = run_errgen("validate", "--json", str(_catalogue(tmp_path / "b.yaml", typo)))
    rules = [d["rule"] for d in result.envelope()["data"]["diagnostics"]]
    assert rules == ["unknown-key"]


def test_validate_of_several_files_names_every_one_that_failed(tmp_path: Path) -> None:
    bad = "    message: m\n    exit: FAILURE\n"
    good = "    message: m\n    retryable: false\n    exit: FAILURE\n"
    files = [
        _catalogue(tmp_path / "a.yaml", bad),
        _catalogue(tmp_path / "b.yaml", good),
        _catalogue(tmp_path / "c.yaml", bad),
    ]
    result = run_errgen("validate", "--json", *map(str, files), cwd=tmp_path)
    message = result.envelope()["error"]["message"]
    assert "a.yaml" in message and "c.yaml" in message and "b.yaml" not in message


def test_the_readme_documents_the_default_exit_code_table() -> None:
    from errgen.model.exits import DEFAULT_EXIT_CODES

    readme = (ROOT / "docs" / "shapes.md").read_text("utf-8")
    rows = dict(
        (name, (int(code), None if cls == "—" else cls))
        for name, code, cls in re.findall(r"\| `([A-Z_]+)` \| (\d+) \| ([a-z—]+) \|", readme)
    )
    assert rows == DEFAULT_EXIT_CODES


def test_two_configurations_in_one_folder_are_refused(tmp_path: Path) -> None:
    # errgen.toml silently won over pyproject.toml's [tool.errgen]
    (tmp_path / "errgen.toml").write_text('out = "a"\n')
    (tmp_path / "pyproject.toml").write_text('[tool.errgen]\nout = "b"\n')
    error = run_errgen("build", "--json", cwd=tmp_path).envelope()["error"]
    assert error["code"] == "CONFIG_INVALID" and "keep one of the two" in error["message"]
