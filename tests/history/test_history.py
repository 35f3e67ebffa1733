"""The history a code's page shows, read from a temporary git repository with version tags:
introduced, changed (timing, fix command, class, exit code), deprecated, retired; and what the
pages say without a repository or a matching tag."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from errgen.history import read_history

from tests.conftest import ROOT, run_errgen, write

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

VERSIONS = ROOT / "examples" / "versions"
CONFIG = (
    'catalog = "errors.yaml"\nout = "docs"\ntargets = ["markdown"]\n\n[markdown]\nhistory = "v*"\n'
)


def git(folder: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", *args],
        cwd=folder,
        check=True,
        capture_output=True,
    )


def paged(text: str) -> str:
    return text.replace("\nerrors:\n", "\ndocs_layout: pages\nerrors:\n", 1)


def release(folder: Path, source: Path, tag: str) -> None:
    write(folder / "errors.yaml", paged(source.read_text("utf-8")))
    git(folder, "add", "-A")
    git(folder, "commit", "-q", "-m", tag)
    git(folder, "tag", tag)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    git(tmp_path, "init", "-q")
    write(tmp_path / "errgen.toml", CONFIG)
    release(tmp_path, VERSIONS / "v1.yaml", "v1.0")
    # v1.10 after v1.9: the tags are read in version order, not by name
    text = (
        (VERSIONS / "v1.yaml")
        .read_text("utf-8")
        .replace("retry_after_ms: 5000", "retry_after_ms: 3000")
    )
    write(tmp_path / "v19.yaml", text)
    release(tmp_path, tmp_path / "v19.yaml", "v1.9")
    release(tmp_path, VERSIONS / "v2.yaml", "v1.10")
    git(tmp_path, "tag", "other")  # not a version: not read
    return tmp_path


def history_section(page: str) -> list[str]:
    return [line for line in page.split("## History\n", 1)[1].splitlines() if line]


def test_each_page_says_when_its_code_was_introduced_changed_deprecated_and_retired(
    repo: Path,
) -> None:
    result = run_errgen("build", cwd=repo)
    assert result.code == 0, result.err
    pages = repo / "docs" / "errors"
    assert history_section((pages / "rate_limited.md").read_text()) == [
        "- `v1.0`: introduced",
        "- `v1.9`: retry timing changed: 5000 ms x 3 -> 3000 ms x 3",
        "- `v1.10`: retry timing changed: 3000 ms x 3 -> 2000 ms x 3",
        "- `v1.10`: message reworded",
    ]
    assert history_section((pages / "credentials_expired.md").read_text())[1:] == [
        "- `v1.10`: fix\\_command changed: 'tool auth refresh' -> 'tool auth renew'",
        "- `v1.10`: fix\\_required reworded",
    ]
    quota = history_section((pages / "quota_exceeded.md").read_text())
    assert quota[-1] == "- `v1.10`: deprecated since 2.0, replaced by PLAN\\_LIMIT\\_REACHED"
    retired = (pages / "legacy_format.md").read_text()
    assert "**Retired**" in retired
    assert history_section(retired) == ["- `v1.0`: introduced", "- `v1.10`: removed and retired"]
    assert history_section((pages / "plan_limit_reached.md").read_text()) == [
        "- `v1.10`: introduced"
    ]


def test_the_history_is_the_same_on_every_build_and_a_new_tag_rebuilds(repo: Path) -> None:
    assert run_errgen("build", cwd=repo).code == 0
    first = {p: p.read_bytes() for p in sorted((repo / "docs").rglob("*.md"))}
    # (one page more than the catalogue's codes: errgen's built-in USAGE_ERROR has one)
    assert run_errgen("build", cwd=repo).err.endswith("0 written, 9 unchanged\n")
    assert {p: p.read_bytes() for p in sorted((repo / "docs").rglob("*.md"))} == first
    text = (
        (repo / "errors.yaml").read_text().replace("retry_after_ms: 2000", "retry_after_ms: 1000")
    )
    write(repo / "errors.yaml", text)
    git(repo, "commit", "-q", "-am", "v1.11")
    git(repo, "tag", "v1.11")
    result = run_errgen("build", cwd=repo)  # the cache knows the history changed
    assert "wrote docs/errors/rate_limited.md" in result.err, result.err


def test_outside_a_repository_or_without_a_tag_each_page_says_so(tmp_path: Path) -> None:
    write(tmp_path / "errgen.toml", CONFIG)
    write(tmp_path / "errors.yaml", paged((VERSIONS / "v1.yaml").read_text()))
    assert run_errgen("build", cwd=tmp_path).code == 0
    page = (tmp_path / "docs" / "errors" / "rate_limited.md").read_text()
    assert history_section(page) == ["No history: the catalogue is not in a git repository."]
    git(tmp_path, "init", "-q")
    assert run_errgen("build", cwd=tmp_path).code == 0
    page = (tmp_path / "docs" / "errors" / "rate_limited.md").read_text()
    assert history_section(page) == ["No history: no git tag matches v\\*."]


def test_a_tag_whose_catalogue_is_missing_or_invalid_is_passed_over(repo: Path) -> None:
    write(repo / "errors.yaml", "errgen: 1\nnot: valid\n")
    git(repo, "commit", "-q", "-am", "broken")
    git(repo, "tag", "v1.11")
    history = read_history(repo / "errors.yaml", "v*")
    assert history.versions[-1] == "v1.11" and history.problem is None
    assert [e.version for e in history.of("RATE_LIMITED")] == ["v1.0", "v1.9", "v1.10", "v1.10"]


def test_without_the_option_no_history_is_read(tmp_path: Path) -> None:
    write(tmp_path / "errgen.toml", CONFIG.split("[markdown]")[0])
    write(tmp_path / "errors.yaml", paged((VERSIONS / "v1.yaml").read_text()))
    assert run_errgen("build", cwd=tmp_path).code == 0
    assert "## History" not in (tmp_path / "docs" / "errors" / "rate_limited.md").read_text()
