"""Work done by a forked child on the parent's data, its result returned pickled through a pipe.

errgen forks (never spawns) so that the child starts with everything already in memory; a
child never prints, never runs atexit handlers and never flushes the parent's buffers.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import signal
from collections.abc import Callable
from typing import Any


class ChildFailed(Exception):
    """The child exited without a result: its work is to be done again (or given up) here."""


def can_fork() -> bool:
    return hasattr(os, "fork") and (os.cpu_count() or 1) > 1


class Forked:
    """A child process running `work()`; `result()` waits for its return value."""

    def __init__(self, work: Callable[[], Any]) -> None:
        reader, writer = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - runs in the forked child; its result is checked
            status = 1
            try:
                os.close(reader)
                result = work()
                with os.fdopen(writer, "wb") as pipe:
                    pickle.dump((result,), pipe, protocol=pickle.HIGHEST_PROTOCOL)
                status = 0
            finally:
                os._exit(status)
        os.close(writer)
        self.pid, self.reader = pid, reader

    def result(self) -> Any:
        """What `work()` returned; ChildFailed if the child died or raised instead."""
        with os.fdopen(self.reader, "rb") as pipe:
            self.reader = -1
            try:
                received = pickle.load(pipe)
            except (EOFError, pickle.UnpicklingError):
                received = None
        _, status = os.waitpid(self.pid, 0)
        self.pid = 0
        if status != 0 or not isinstance(received, tuple) or len(received) != 1:
            raise ChildFailed
        return received[0]

    def cancel(self) -> None:
        """Stop the child if it still runs, and reap it."""
        if self.reader >= 0:
            os.close(self.reader)
            self.reader = -1
        if self.pid:
            with contextlib.suppress(OSError):
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            self.pid = 0
