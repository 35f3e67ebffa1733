"""The processes a contract starts: each in a session of its own, its output read as it comes
and bounded, and what it leaves running found and killed. The sandbox's commands and the MCP
servers of tool calls (errgen.contract.mcp) are run alike."""

from __future__ import annotations

import contextlib
import os
import signal
import threading
from io import BufferedReader
from pathlib import Path

MAX_OUTPUT = 1 << 20  # what is kept of the start of one command's stdout or stderr
MAX_TAIL = 1 << 16  # and of its end, where an envelope printed last is
MAX_STRAY_ROUNDS = 10  # looks for what a command left running, each a round of kills


class OutputReader:
    """Reads one pipe in a thread as it fills, keeping its first MAX_OUTPUT bytes and its last
    MAX_TAIL: a command that prints without end costs bounded memory."""

    def __init__(self, pipe: BufferedReader) -> None:
        self.pipe = pipe
        self.head = bytearray()
        self.tail = bytearray()
        self.dropped = False
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            while chunk := self.pipe.read1(65536):
                room = MAX_OUTPUT - len(self.head)
                self.head += chunk[:room]
                if len(chunk) > room:
                    self.tail += chunk[room:]
                    if len(self.tail) > MAX_TAIL:
                        self.dropped = True
                        del self.tail[: len(self.tail) - MAX_TAIL]

    def finish(self, grace: float) -> None:
        self.thread.join(grace)  # past it, a process elsewhere holds the pipe: given up

    def text(self) -> str:
        gap = b"\n[... output cut ...]\n" if self.dropped else b""
        return bytes(self.head + gap + self.tail).decode("utf-8", "replace")


def kill_group(pid: int) -> None:
    """Kill what is left of the process group `pid` leads (a child started in a session of its
    own): what it started and left running, or all of it on a timeout."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


def running_in(folder: Path) -> set[int]:
    """Every process running with `folder` as its HOME, whatever session it moved to (setsid):
    read from Linux's /proc (none found elsewhere). One that started afresh with another HOME
    is not found."""
    marker = b"\0HOME=" + os.fsencode(folder) + b"\0"
    return {pid for pid in _pids() if marker in _environ(pid)}


def kill_strays(folder: Path, spare: frozenset[int] = frozenset()) -> None:
    """Kill every process running in the sandbox `folder` but those in `spare`, until none is
    left."""
    for _ in range(MAX_STRAY_ROUNDS):  # a stray may fork while it is looked for
        strays = running_in(folder) - spare
        if not strays:
            return
        for pid in strays:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)


def _pids() -> list[int]:
    try:
        names = os.listdir("/proc")
    except OSError:  # no /proc: not Linux
        return []
    return [int(name) for name in names if name.isdigit() and int(name) != os.getpid()]


def _environ(pid: int) -> bytes:
    """A process's environment as it started, NUL-separated and -framed; empty when gone or
    not readable (another user's, or a zombie's)."""
    try:
        with open(f"/proc/{pid}/environ", "rb") as handle:
            return b"\0" + handle.read()
    except OSError:
        return b""
