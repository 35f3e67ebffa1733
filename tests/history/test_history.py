"""The history a code's page shows, read from a temporary git repository with version tags:
introduced, changed (timing, fix command, class, exit code), deprecated, retired; and what the
pages say without a repository or a matching tag."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from errgen.history import read_history
from errgen.model.code_history import Event

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
        '- `v1.10`: fix\\_command changed: "tool auth refresh" -> "tool auth renew"',
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


def test_a_tag_named_like_an_option_is_read_as_a_tag(repo: Path) -> None:
    # issue 33, red team 6: a tag `--output=x` became `git show --output=x:./errors.yaml`, an
    # option that writes where the tag's name says (git tag refuses such a name; a fetch or
    # update-ref makes one)
    git(repo, "update-ref", "refs/tags/--output=x", "v1.9")
    (repo / "x:.").mkdir()  # the folder the option would write into
    history = read_history(repo / "errors.yaml", "*")
    assert list((repo / "x:.").iterdir()) == []
    assert history.versions[0] == "--output=x" and history.problem is None
    assert history.of("RATE_LIMITED")[0] == Event("--output=x", "added", "introduced")
    # errgen diff reads a revision through the same reader: an option is never one
    from errgen.diff.versions import GitReader

    with pytest.raises(FileNotFoundError):
        GitReader("--output=x:./y", repo)(Path("errors.yaml"))
    assert list((repo / "x:.").iterdir()) == []



def test_each_distinct_catalogue_is_validated_once(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # issue 33, red team 9: every tag's catalogue was validated again, even where many tags
    # hold the same bytes (a release tag per commit of unrelated code)
    import errgen.validation

    validated: list[str] = []
    check_bytes = errgen.validation.check_bytes

    def counted(data: bytes, name: str, **kwargs: object) -> object:
        validated.append(name)
        return check_bytes(data, name, **kwargs)  # type: ignore[arg-type]

    for number in range(11, 16):  # releases that change no error
        write(repo / "NEWS", f"release {number}\n")
        git(repo, "add", "-A")
        git(repo, "commit", "-q", "-m", f"v1.{number}")
        git(repo, "tag", f"v1.{number}")
    expected = read_history(repo / "errors.yaml", "v*")
    monkeypatch.setattr(errgen.validation, "check_bytes", counted)
    history = read_history(repo / "errors.yaml", "v*")
    assert history == expected and len(history.versions) == 8
    assert len(validated) == 3, validated  # v1.0, v1.9, v1.10: the others share v1.10's blob


def test_an_included_file_that_changes_is_read_again(tmp_path: Path) -> None:
    # the cache of red team 9 keys on every file a catalogue reads, not on the root's alone
    git(tmp_path, "init", "-q")
    root = "errgen: 1\ntool: {name: tool}\ninclude: [more.yaml]\nerrors:\n  A: {message: a, retryable: false, exit: FAILURE}\n"
    write(tmp_path / "errors.yaml", root)
    for tag, codes in (("v1", "B"), ("v2", "B"), ("v3", "B C")):
        errors = "".join(
            f"  {code}: {{message: m, retryable: false, exit: FAILURE}}\n" for code in codes.split()
        )
        write(tmp_path / "more.yaml", "errgen: 1\nerrors:\n" + errors)
        git(tmp_path, "add", "-A")
        git(tmp_path, "commit", "-q", "--allow-empty", "-m", tag)
        git(tmp_path, "tag", tag)
    history = read_history(tmp_path / "errors.yaml", "v*")
    assert history.problem is None, history.problem
    assert history.of("C") == (Event("v3", "added", "introduced"),)
