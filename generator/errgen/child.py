"""What a child process said, as every caller of a tool reads it: its exit status as a shell
reports it, and the response envelope on its stdout. A leaf: errgen recover and errgen contract
(its sandbox and its MCP client) read children alike."""

from __future__ import annotations

import json
from typing import Any


def shell_status(returncode: int) -> int:
    """A child's status as a shell reports it: 128 + N for one a signal N ended (SIGKILL: 137,
    SIGTERM: 143), where Python says -N (which an exit would turn into 247, 241)."""
    return 128 - returncode if returncode < 0 else returncode


def parse_envelope(stdout: str) -> dict[str, Any] | None:
    """The response envelope on stdout: the whole output, or its last line, as a JSON object."""
    for candidate in (stdout, stdout.strip().rpartition("\n")[2]):
        try:
            value = json.loads(candidate)
        except (ValueError, RecursionError):  # not JSON, or nested past what JSON can read
            continue
        if isinstance(value, dict) and isinstance(value.get("ok"), bool) and "error" in value:
            return value
    return None
