"""Issue 16's format changes that are not a rule of their own: SUCCESS is no error's exit,
long program names, exit codes a shell also uses, acknowledged."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import black
import pytest
from errgen.validation import check_bytes

from tests.conftest import run_errgen


def hints(text: str) -> list[tuple[str, str]]:
    report = check_bytes(text.encode(), "errors.yaml")
    return [(d.rule, d.hint) for d in report.diagnostics]


def test_exit_unknown_never_suggests_success() -> None:
    found = hints(
        "errgen: 1\ntool: {name: tool}\nerrors:\n  A: {message: x, retryable: false, exit: SUCCES}\n"
    )
    assert found[0][0] == "exit-unknown" and "SUCCESS" not in found[0][1]


def test_success_is_refused_with_what_to_do_for_already_done() -> None:
    found = hints(
        "errgen: 1\ntool: {name: tool}\nerrors:\n  A: {message: x, retryable: false, exit: SUCCESS}\n"
    )
    assert found[0][0] == "exit-class-mismatch"
    assert "already done is no error: return ok: true with a notice in warnings" in found[0][1]


def test_an_acknowledged_shell_exit_code_passes_strict(tmp_path: Path) -> None:
    (tmp_path / "errors.yaml").write_text(
        "errgen: 1\ntool: {name: tool}\nexit_codes:\n"
        "  FATAL: {code: 128, class: terminal, ignore: [exit-code-shell-reserved]}\n"
        "  BROKEN: {code: 255, class: terminal}\nerrors: {}\n"
    )
    assert run_errgen("validate", "--strict", str(tmp_path / "errors.yaml")).code == 0


LONG = "docker-credential-ecr-login-with-a-very-long-name-to-reach-64-ch"


@pytest.mark.slow  # mypy
def test_names_of_64_characters_build_a_black_and_mypy_clean_module(tmp_path: Path) -> None:
    assert len(LONG) == 64
    (tmp_path / "errors.yaml").write_text(
        f"errgen: 1\ntool:\n  name: {LONG}\n  companions: [git-credential-osxkeychain]\n"
        "  commands: {git-credential-osxkeychain get: {effect: read-only}}\n"
        "errors:\n  CREDENTIALS_MISSING:\n    message: No credentials\n    retryable: false\n"
        "    fix_required: Store credentials\n    fix_command: git-credential-osxkeychain get\n"
        "    exit: AUTH_REQUIRED\n"
    )
    result = run_errgen(
        "build", str(tmp_path / "errors.yaml"), "--out", str(tmp_path), "--target", "python"
    )
    assert result.code == 0, result.err
    source = (tmp_path / "errors.py").read_text()
    assert black.format_str(source, mode=black.Mode()) == source
    assert "class DockerCredentialEcrLoginWithAVeryLongNameToReach64ChError(Exception):" in source
    stub = (tmp_path / "errors.pyi").read_text()
    assert black.format_str(stub, mode=black.Mode(is_pyi=True)) == stub
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "errors.py"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout
