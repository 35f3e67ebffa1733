"""A scenario's sandbox: a fresh folder, used as HOME and as the working folder, where each
command runs as an argv list (never through a shell), with a timeout, its output captured.

Only the user's own steps and the catalogue's registered commands run here; the environment is
PATH, the locale, HOME, TMPDIR and XDG_RUNTIME_DIR (the last three in the sandbox) and what the
contract file names, nothing else of errgen's."""

from __future__ import annotations

import contextlib
import fnmatch
import hashlib
import os
import shutil
import stat
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from errgen.child import parse_envelope, shell_status
from errgen.contract.processes import OutputReader, kill_group, kill_strays, running_in
from errgen.contract.scenarios import Contract, expand

# what every command inherits from errgen's own environment (besides the file's pass_env)
INHERITED = ("PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "SYSTEMROOT")
PIPE_GRACE_S = 1.0  # how long a pipe another session's process holds is waited on
MAX_HASHED = 64 << 20  # a larger file is known by its size and time, not its bytes
# the sandbox's folders for temporary files and runtime sockets, made before any snapshot
TEMP_FOLDERS = {"TMPDIR": ".tmp", "XDG_RUNTIME_DIR": ".run"}
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
    mcp: Any = None  # a tool call's ToolCall (errgen.contract.mcp), for its own checks

    @property
    def succeeded(self) -> bool:
        """Exit 0, and no envelope that says otherwise (ok: false, or an error)."""
        return (
            self.problem is None
            and self.exit_code == 0
            and (self.envelope is None or (self.envelope.get("ok") is True and not self.code))
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
        for name, folder in TEMP_FOLDERS.items():  # in the sandbox: seen, and removed with it
            (self.folder / folder).mkdir(mode=0o700)
            env[name] = str(self.folder / folder)
        env |= {name: os.environ[name] for name in contract.pass_env if name in os.environ}
        env.setdefault("PATH", os.defpath)
        env["HOME"] = str(self.folder)
        env |= {name: expand(value, values) for name, value in contract.env.items()}
        self.env = env

    def run(self, step: str, timeout_s: float, *, own: bool = False) -> Ran:
        """Run one step (a command line of the file or the catalogue) to its end or timeout.
        Its output is read as it comes and bounded; when it has exited, whatever it left in its
        process group is killed, and, unless it is one of the file's `own` steps (setup,
        fix:, teardown), whatever it detached into a session of its own; a pipe a process
        still holds is given up after a moment."""
        argv = tuple(self.contract.argv(step, self.folder))
        earlier = None if own else frozenset(running_in(self.folder))  # own steps' processes
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
        except (OSError, ValueError) as exc:  # not there, not executable, a NUL in a word
            reason = getattr(exc, "strerror", None) or str(exc) or exc.__class__.__name__
            return Ran(step, argv, 127, "", "", None, 0, f"{argv[0]} cannot be started: {reason}")
        assert child.stdout is not None and child.stderr is not None
        out, err = OutputReader(child.stdout), OutputReader(child.stderr)  # type: ignore[arg-type]
        problem = None
        try:
            child.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            problem = f"no answer within {timeout_s:g} s (timeout_s): killed"
        kill_group(child.pid)  # what it started and left running, or all of it on a timeout
        child.wait()
        if earlier is not None:  # what a command under test detached would change the sandbox
            kill_strays(self.folder, spare=earlier)  # after its snapshot, and outlive the run
        for reader in (out, err):
            reader.finish(PIPE_GRACE_S)
        stdout, stderr = out.text(), err.text()
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
        """Remove the sandbox, folders the tool made unreadable or unwritable included."""
        kill_strays(self.folder)
        for root, folders, _ in os.walk(self.folder):
            for name in folders:
                path = os.path.join(root, name)
                if not os.path.islink(path):
                    with contextlib.suppress(OSError):
                        os.chmod(path, 0o700)
        shutil.rmtree(self.folder, ignore_errors=True)


def _state(path: Path) -> str:
    """What a path is, never by opening anything but a regular file: its kind, its mode and
    owner, and a regular file's digest (a FIFO or a device is never read)."""
    try:
        info = os.lstat(path)
    except OSError as exc:
        return f"gone {exc.errno}"
    owner = f"{stat.S_IMODE(info.st_mode):o} {info.st_uid}:{info.st_gid}"
    if stat.S_ISLNK(info.st_mode):
        return "link " + os.readlink(path)
    if stat.S_ISDIR(info.st_mode):
        return f"folder {owner}"
    if not stat.S_ISREG(info.st_mode):
        return f"special {stat.S_IFMT(info.st_mode):o} {owner}"
    if info.st_size > MAX_HASHED:
        return f"file {owner} {info.st_size} bytes, changed {info.st_mtime_ns}"
    digest = hashlib.sha256()
    try:
        with open(path, "rb", buffering=0) as handle:  # a regular file: never blocks
            while chunk := handle.read(1 << 20):
                digest.update(chunk)
    except OSError as exc:  # one the tool made unreadable
        return f"file {owner} unreadable {exc.errno}"
    return f"file {owner} {digest.hexdigest()}"


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
