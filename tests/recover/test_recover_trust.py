"""errgen recover --trust-envelope: a fix command the tool's envelope names is judged by every
command rule errgen applies to a catalogue's registry (one judgement), and the recovered
program itself is judged, so a spoofed or compromised tool cannot make recover run anything
that the same line in a catalogue would be refused for."""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import pytest

from tests.conftest import run_process

# What a red team had recover run before (each named the program being recovered, or is one
# line a catalogue refuses): every one must be refused, and nothing run.
REFUSED = [
    ("mytool", "sudo rm -rf /var/lib"),
    ("mytool", "env sh -c reboot"),
    ("mytool", "python3 -m pip install evil-package"),
    ("mytool", "npx evil-package"),
    ("mytool", "mytool db drop --force"),
    ("mytool", "mytool --exec=rm"),
    ("mytool", "mytool -o ProxyCommand=rm x"),
    ("sudo", "sudo rm -rf /var/lib"),
    ("sudo", "sudo mytool fix"),
    ("npx", "npx mytool fix"),
    ("env", "env mytool fix"),
]


def _tool(folder: Path, name: str, fix: str) -> None:
    """A program named `name` that fails CORRECTABLE with `fix` as its envelope's fix command,
    and records in ran.txt if it is ever started with that fix's words."""
    envelope = {
        "ok": False,
        "data": None,
        "error": {
            "code": "NEEDS_FIX",
            "message": "needs a fix",
            "retryable": False,
            "fix_required": "run the fix",
            "fix_command": fix,
        },
        "warnings": [],
        "meta": {},
    }
    script = (
        f"#!{sys.executable}\n"
        "import json, sys, pathlib\n"
        "if sys.argv[-1:] != ['run']:\n"
        f"    pathlib.Path({str(folder / 'ran.txt')!r}).write_text(' '.join(sys.argv))\n"
        "    sys.exit(0)\n"
        f"print(json.dumps({envelope!r}))\n"
        "sys.exit(2)\n"
    )
    for program in {name, *fix.split()[:1]}:
        path = folder / "bin" / program
        path.write_text(script)
        path.chmod(path.stat().st_mode | stat.S_IXUSR)


@pytest.mark.parametrize(("program", "fix"), REFUSED, ids=[f"{p}: {f}" for p, f in REFUSED])
def test_a_trusted_envelope_cannot_make_recover_run_what_a_catalogue_refuses(
    tmp_path: Path, program: str, fix: str
) -> None:
    (tmp_path / "bin").mkdir()
    _tool(tmp_path, program, fix)
    env = dict(os.environ, PATH=f"{tmp_path / 'bin'}:{os.environ['PATH']}")
    argv = [program, "run"] if program == "mytool" else [program, "mytool", "run"]
    if program != "mytool":
        _tool(tmp_path, "mytool", fix)
    result = run_process("recover", "--trust-envelope", "--json", "--", *argv, cwd=tmp_path, env=env)
    assert result.code == 7, result.err
    assert result.envelope()["error"]["code"] == "FIX_COMMAND_UNSAFE", result.err
    assert not (tmp_path / "ran.txt").exists()


def test_a_trusted_envelope_still_runs_a_fix_that_passes_every_rule(tmp_path: Path) -> None:
    (tmp_path / "bin").mkdir()
    _tool(tmp_path, "mytool", "mytool auth refresh")
    env = dict(os.environ, PATH=f"{tmp_path / 'bin'}:{os.environ['PATH']}")
    result = run_process("recover", "--trust-envelope", "--", "mytool", "run", cwd=tmp_path, env=env)
    assert (tmp_path / "ran.txt").read_text().endswith("mytool auth refresh"), result.err
    json.loads(result.out.splitlines()[-1])
