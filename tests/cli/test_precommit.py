"""The pre-commit hooks, run by the real pre-commit on a temporary repository."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import CASES, GUIDE, ROOT, run_errgen

pytestmark = pytest.mark.slow  # runs pre-commit and git

# a catalogue with a warning and no error (a shared exit not acknowledged): CI's --strict fails it
WARNED = (CASES / "exits.yaml").read_text("utf-8").replace(", ignore: [exit-code-shared]", "")


def errgen_at_one_commit(folder: Path) -> str:
    """A clone of errgen's repository with the working tree's changes committed (what
    `pre-commit try-repo` makes on every call, made once here so that pre-commit installs
    errgen's hook environment once): its commit, for a team's `rev:`."""
    subprocess.run(["git", "clone", "-q", "--no-tags", str(ROOT), str(folder)], check=True)
    changes = subprocess.run(
        ["git", "diff", "HEAD", "--binary"], cwd=ROOT, check=True, capture_output=True
    ).stdout
    if changes:
        subprocess.run(["git", "apply", "-"], cwd=folder, input=changes, check=True)
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qam", "working tree"],
        cwd=folder,
        capture_output=True,  # nothing to commit in a clean checkout: HEAD stands
    )
    done = subprocess.run(["git", "rev-parse", "HEAD"], cwd=folder, capture_output=True, text=True)
    return done.stdout.strip()


def test_hooks_validate_and_check_like_black_and_ruff(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    env = dict(os.environ, PRE_COMMIT_HOME=str(tmp_path / "pre-commit-home"))
    errgen = tmp_path / "errgen"
    rev = errgen_at_one_commit(errgen)

    def git(*args: str) -> None:
        subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)

    def hook(hook_id: str, *files: str) -> subprocess.CompletedProcess[str]:
        chosen = list(files) or ["--all-files"]
        return subprocess.run(
            [sys.executable, "-m", "pre_commit", "run", hook_id, *chosen],
            cwd=repo,
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )

    # the team's configuration, as the README gives it (a commit of main for `rev`)
    (repo / ".pre-commit-config.yaml").write_text(
        f"repos:\n  - repo: {errgen}\n    rev: {rev}\n    hooks:\n"
        "      - id: errgen-validate\n      - id: errgen-build-check\n"
    )
    git("init", "-q")
    (repo / "errors.yaml").write_bytes(GUIDE.read_bytes())
    (repo / "bad-errors.yaml").write_text(
        "errgen: 1\ntool: {name: tool}\nerrors:\n  A: {message: x, retryable: yes, exit: FAILURE}\n"
    )
    (repo / "errgen.toml").write_text(
        'catalog = "errors.yaml"\nout = "gen"\ntargets = ["python"]\n'
    )
    git("add", ".")
    failed = hook("errgen-validate")
    assert failed.returncode == 1, failed.stdout
    assert "bad-errors.yaml:4:30: error[yaml-boolean]" in failed.stdout
    (repo / "bad-errors.yaml").unlink()
    git("add", "-A")
    assert hook("errgen-validate").returncode == 0

    stale = hook("errgen-build-check")
    assert stale.returncode == 1 and "OUTPUT_STALE" in stale.stdout
    assert run_errgen("build", cwd=repo).code == 0
    git("add", "-A")
    passed = hook("errgen-build-check")
    assert passed.returncode == 0, passed.stdout

    # a hand edit of a generated file, alone in the commit: the hook runs and catches it
    git("commit", "-q", "-m", "current")
    generated = repo / "gen" / "errors.py"
    text = generated.read_text("utf-8")
    assert text.count("retryable = True") == 1, "the guide has one transient error"
    generated.write_text(text.replace("retryable = True", "retryable = False"), "utf-8")
    git("add", "gen/errors.py")
    edited = hook("errgen-build-check", "--files", "gen/errors.py")
    assert edited.returncode == 1 and "OUTPUT_STALE" in edited.stdout, edited.stdout
    assert "errors.py" in edited.stdout

    # the validate hook is as strict as the README's CI line: a warning fails it
    (repo / "errors.yaml").write_text(WARNED)
    git("add", "errors.yaml")
    assert run_errgen("validate", "errors.yaml", cwd=repo).code == 0  # a warning, no error
    warned = hook("errgen-validate", "--files", "errors.yaml")
    assert warned.returncode == 1 and "warning[" in warned.stdout, warned.stdout
