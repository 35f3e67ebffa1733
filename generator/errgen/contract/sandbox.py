"""A scenario's sandbox: a fresh folder, used as HOME and as the working folder, where each
command runs as an argv list (never through a shell), with a timeout, its output captured.

Only the user's own steps and the catalogue's registered commands run here; the environment is
PATH, the locale, HOME and what the contract file names, nothing else of errgen's."""

from __future__ import annotations

import contextlib
import fnmatch
import hashlib
import os
import shlex
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from errgen.contract.scenarios import Contract, expand
from errgen.recover import parse_envelope, shell_status

# what every command inherits from errgen's own environment (besides the file's pass_env)
INHERITED = ("PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "SYSTEMROOT")
MAX_OUTPUT = 1 << 20  # what is kept of one command's stdout or stderr: enough for any envelope
Snapshot = dict[str, str]


@dataclass(frozen=True)
class Ran:
    """One command's run: what it answered, or why it never answered."""

    step: str  # as written in the contract file or the catalogue
    argv: tuple[str, ...]
    exit_code: int
    stdout: str
    stderr: str
    envelope: dict[str, Any] | None
    duration_ms: int
    problem: str | None = None  # the command could not start, or ran past its timeout

    @property
    def succeeded(self) -> bool:
        """Exit 0, and no envelope that says otherwise."""
        return (
            self.problem is None
            and self.exit_code == 0
            and (self.envelope is None or self.envelope.get("ok") is True)
        )

    @property
    def code(self) -> str | None:
        """The error code of its envelope, if it has one."""
        error = self.envelope.get("error") if self.envelope else None
        code = error.get("code") if isinstance(error, dict) else None
        return code if isinstance(code, str) else None

    def said(self) -> str:
        """What it said, in a few words, for a check's message."""
        if self.problem is not None:
            return self.problem
        if self.code is not None:
            return f"exit {self.exit_code}, {self.code}"
        return f"exit {self.exit_code}" + ("" if self.envelope else ", no envelope")


class Sandbox:
    """A fresh folder for one scenario or probe; `close` removes it."""

    def __init__(self, contract: Contract) -> None:
        self.contract = contract
        self.folder = Path(tempfile.mkdtemp(prefix="errgen-contract-")).resolve()
        values = contract.placeholders(self.folder)
        env = {name: os.environ[name] for name in INHERITED if name in os.environ}
        env |= {name: os.environ[name] for name in contract.pass_env if name in os.environ}
        env.setdefault("PATH", os.defpath)
        env["HOME"] = str(self.folder)
        env |= {name: expand(value, values) for name, value in contract.env.items()}
        self.env = env

    def run(self, step: str, timeout_s: float) -> Ran:
        """Run one step (a command line of the file or the catalogue) to its end or timeout."""
        argv = tuple(self.contract.argv(step, self.folder))
        started = time.monotonic()
        try:
            child = subprocess.Popen(
                argv,
                cwd=self.folder,
                env=self.env,
                stdin=subprocess.DEVNULL,  # a command that asks for input fails, never waits
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                start_new_session=True,  # its own process group: a timeout ends all of it
            )
        except OSError as exc:
            reason = exc.strerror or exc.__class__.__name__
            return Ran(step, argv, 127, "", "", None, 0, f"{argv[0]} cannot be started: {reason}")
        try:
            out, err = child.communicate(timeout=timeout_s)
            problem = None
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(child.pid, signal.SIGKILL)
            out, err = child.communicate()
            problem = f"no answer within {timeout_s:g} s (timeout_s): killed"
        stdout = out[:MAX_OUTPUT].decode("utf-8", "replace")
        stderr = err[:MAX_OUTPUT].decode("utf-8", "replace")
        duration = int((time.monotonic() - started) * 1000)
        status = shell_status(child.returncode)
        return Ran(step, argv, status, stdout, stderr, parse_envelope(stdout), duration, problem)

    def snapshot(self) -> Snapshot:
        """Every path under the sandbox and what it is: a file's digest, a link's target, a
        folder (the file's `ignore` patterns left out)."""
        found: Snapshot = {}
        for root, folders, files in os.walk(self.folder):
            base = Path(root)
            for name in sorted(folders) + sorted(files):
                path = base / name
                relative = path.relative_to(self.folder).as_posix()
                if any(fnmatch.fnmatchcase(relative, p) for p in self.contract.ignore):
                    continue
                found[relative] = _state(path)
        return found

    def close(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)


def _state(path: Path) -> str:
    if path.is_symlink():
        return "link " + os.readlink(path)
    if path.is_dir():
        return "folder"
    try:
        with path.open("rb") as handle:
            return "file " + hashlib.sha256(handle.read()).hexdigest()
    except OSError as exc:  # a socket, a file the tool made unreadable
        return f"unreadable {exc.errno}"


def changes(before: Snapshot, after: Snapshot) -> list[str]:
    """What changed between two snapshots, one phrase a path, in path order."""
    found = []
    for path in sorted(before.keys() | after.keys()):
        if path not in before:
            found.append(f"created {path}")
        elif path not in after:
            found.append(f"removed {path}")
        elif before[path] != after[path]:
            found.append(f"changed {path}")
    return found


def shown_step(ran: Ran) -> str:
    """The step as a person would type it: the line of the file or catalogue."""
    return ran.step if ran.step else shlex.join(ran.argv)
