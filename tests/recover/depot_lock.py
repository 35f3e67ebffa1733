"""The depots' store lock, held until the test releases it: whether a call meets the lock is
decided by the test, never by a clock racing a loaded machine.

`depot simulate lock --ms N` makes another holder of the lock for N ms: the Python depot starts
a process that holds an flock on DEPOT_HOME/lock (its pid in the envelope's data.holder); the
Go, TypeScript and Rust depots write DEPOT_HOME/lock.json with the time it expires. Taken here
for an hour, the lock is released by `release()`: the file removed, or the process killed and
its flock seen gone."""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import signal
import subprocess
import time
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

from errgen.recover import Classifier, Outcome
from errgen.recover import recover as follow

HOUR_MS = 3_600_000  # longer than any test: the lock is held until released


class HeldLock:
    """The store lock of the depot home `home`, held by another process until `release()`."""

    def __init__(self, depot: Sequence[str], home: Path, env: Mapping[str, str]) -> None:
        done = subprocess.run(
            [*depot, "simulate", "lock", "--ms", str(HOUR_MS)],
            env=dict(env),
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert done.returncode == 0, done.stdout + done.stderr
        self.file = home / "lock.json"
        self.flock = home / "lock"
        self.holder = None if self.file.exists() else json.loads(done.stdout)["data"]["holder"]
        self.released = False

    def release(self) -> None:
        if self.released:
            return
        self.released = True
        if self.holder is None:
            self.file.unlink()
            return
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.holder, signal.SIGKILL)
        # the flock is gone once the killed holder is: taken here, then given back (a bound on
        # the wait so that a holder that survives fails the test rather than hanging it)
        deadline = time.monotonic() + 60
        with self.flock.open("a") as handle:
            while True:
                try:
                    fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    assert time.monotonic() < deadline, f"{self.holder} holds the lock still"
                    time.sleep(0.01)
            fcntl.flock(handle, fcntl.LOCK_UN)


@contextlib.contextmanager
def held_lock(depot: Sequence[str], home: Path, env: Mapping[str, str]) -> Iterator[HeldLock]:
    """The store lock held from here until released, at the latest when the block ends."""
    lock = HeldLock(depot, home, env)
    try:
        yield lock
    finally:
        lock.release()


def recover_past(lock: HeldLock, command: list[str], catalog: Path) -> tuple[Outcome, list[float]]:
    """errgen recover's loop (the function `errgen recover` runs) on `command` while `lock` is
    held, and the waits it made: its first wait sleeps, then releases the lock, so the first
    attempt meets the lock and the reissue does not, however long each step takes."""
    import errgen

    waits: list[float] = []

    def wait(seconds: float) -> None:
        waits.append(seconds)
        time.sleep(seconds)
        lock.release()

    classifier = Classifier(errgen.load(catalog), program=command[0], argv=command)
    return follow(command, classifier, sleep=wait), waits
