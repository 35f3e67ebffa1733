"""The README's team path, as a new team runs it: every errgen line of the block marked
<!-- team-path --> in a fresh folder, in order, and the release tag it pins is this version's."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from errgen.package import VERSION

from tests.conftest import ROOT, run_errgen


def team_path() -> list[list[str]]:
    readme = (ROOT / "README.md").read_text("utf-8")
    block = readme.split("<!-- team-path -->", 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    return [shlex.split(line.split("#", 1)[0]) for line in block.splitlines()]


def test_the_team_path_runs_in_a_fresh_folder(tmp_path: Path) -> None:
    commands = [words for words in team_path() if words[:1] == ["errgen"]]
    assert [words[1] for words in commands] == [
        "init",
        "validate",
        "build",
        "build",
        "contract",
    ]
    for words in commands[:-1]:  # the contract needs the team's tool and its scenarios
        done = run_errgen(*words[1:], cwd=tmp_path)
        assert done.code == 0, (words, done.out, done.err)
    done = run_errgen("contract", "--coverage-only", cwd=tmp_path)
    assert done.code == 3  # no errgen.contract.yaml yet: errgen's own error says so
    assert "CONTRACT_NOT_FOUND" in done.err


def test_the_pinned_release_is_this_version() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    hooks = (ROOT / ".pre-commit-hooks.yaml").read_text("utf-8")
    tag = f"v{VERSION}"
    pins = re.findall(r"@(v[0-9.]+)\"|rev: (v[0-9.]+)", readme + hooks)
    assert pins, "the README pins a release"
    assert {a or b for a, b in pins} == {tag}
