"""The README's team path, as a new team runs it: every errgen line of the block marked
<!-- team-path --> in a fresh folder, in order; and its install and pre-commit lines, followed
in a clone without tags (only main is published)."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from errgen.package import VERSION

from tests.conftest import GUIDE, ROOT, run_errgen


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


def _readme_block(after: str) -> str:
    readme = (ROOT / "README.md").read_text("utf-8")
    return readme.split(after, 1)[1].split("```", 1)[0]


@pytest.mark.slow  # clones, builds a wheel and installs the hook as pre-commit does
def test_the_install_and_hook_lines_work_in_a_clone_without_tags(tmp_path: Path) -> None:
    """Only main is published: the README's pin lines, followed in a clone that has no tags,
    give main's commit, a wheel of this version, and a pre-commit hook that runs."""
    clone = tmp_path / "errgen"
    subprocess.run(
        ["git", "clone", "-q", "--no-local", "--no-tags", str(ROOT), str(clone)], check=True
    )
    assert _git(clone, "tag") == ""
    head = _git(clone, "rev-parse", "HEAD")
    lines = {words[0]: words for words in team_path() if words[:1] in (["git"], ["pip"])}

    ls_remote = [w.replace("<errgen's repository>", str(clone)) for w in lines["git"]]
    commit = subprocess.run(ls_remote, check=True, capture_output=True, text=True).stdout.split()[0]
    assert commit == head

    url = f"file://localhost{clone}"  # pip's file URLs name a host
    pip = [
        w.replace("<errgen's repository>", url).replace("<commit>", commit) for w in lines["pip"]
    ]
    assert pip[:2] == ["pip", "install"]
    wheels = tmp_path / "wheels"  # pip's own resolution of the line, without installing over .venv
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), *pip[2:]],
        check=True,
        capture_output=True,
    )
    assert [w.name.split("-")[1] for w in wheels.glob("errgen-*.whl")] == [VERSION]

    project = tmp_path / "project"
    project.mkdir()
    config = _readme_block("# .pre-commit-config.yaml\n").replace(
        "<errgen's repository>", str(clone)
    )
    (project / ".pre-commit-config.yaml").write_text(config, "utf-8")
    (project / "errors.yaml").write_bytes(GUIDE.read_bytes())
    (project / "errgen.toml").write_text(
        'catalog = "errors.yaml"\nout = "gen"\ntargets = ["python"]\n'
    )
    _git(project, "init", "-q")
    env = dict(os.environ, PRE_COMMIT_HOME=str(tmp_path / "pre-commit-home"))
    pre_commit = [sys.executable, "-m", "pre_commit"]
    subprocess.run(
        [*pre_commit, "autoupdate", "--freeze"],
        cwd=project,
        env=env,
        check=True,
        capture_output=True,
    )
    pinned = yaml.safe_load((project / ".pre-commit-config.yaml").read_text("utf-8"))
    assert pinned["repos"][0]["rev"] == head
    _git(project, "add", ".")
    hook = subprocess.run(
        [*pre_commit, "run", "errgen-validate", "--all-files"],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert hook.returncode == 0, hook.stdout + hook.stderr


def _git(where: Path, *args: str) -> str:
    done = subprocess.run(["git", *args], cwd=where, check=True, capture_output=True, text=True)
    return done.stdout.strip()
