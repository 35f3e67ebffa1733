"""`errgen init`: a starter configuration and catalogue, written only where nothing exists."""

from __future__ import annotations

import tomllib
from pathlib import Path

from errgen.write import write_atomic

CONFIG = """\
# errgen's configuration; with it, a bare `errgen build` does the whole job.
catalog = "errors.yaml"
out = "generated"
targets = ["python", "exit-codes"]
"""

CATALOG = """\
# An error catalogue: every error answers what failed (the code), whether the same call may
# succeed (retryable), what must change first (fix_required) and which command changes it
# (fix_command). `errgen explain` lists the rules; `errgen schema` prints the format's JSON
# Schema, for editors.
errgen: 1
tool:
  name: mytool
  commands:
    mytool auth refresh: {effect: idempotent}
    mytool doctor: {effect: read-only}
errors:
  CREDENTIALS_EXPIRED:
    message: "Access token expired at {expired_at}"
    params:
      expired_at: {type: str}
    retryable: false
    fix_required: Refresh credentials, then reissue
    fix_command: mytool auth refresh
    exit: AUTH_REQUIRED
  RATE_LIMITED:
    message: Too many requests
    retryable: true
    retry_after_ms: 5000
    exit: TRANSIENT
  PERMISSION_DENIED:
    message: "You may not write to {path}"
    params:
      path: {type: str}
    retryable: false
    exit: PERMISSION_DENIED
"""


def _has_errgen_table(pyproject: Path) -> bool:
    try:
        return "errgen" in tomllib.loads(pyproject.read_text("utf-8")).get("tool", {})
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return False


def write_starter(folder: Path) -> tuple[list[str], list[str]]:
    """(created, kept): the files written, and those left alone because they exist."""
    created, kept = [], []
    configured = (folder / "errgen.toml").exists() or _has_errgen_table(folder / "pyproject.toml")
    for name, text, exists in (
        ("errgen.toml", CONFIG, configured),
        ("errors.yaml", CATALOG, (folder / "errors.yaml").exists()),
    ):
        if exists:
            kept.append(name)
        else:
            write_atomic(folder / name, text.encode("utf-8"))
            created.append(name)
    return created, kept
