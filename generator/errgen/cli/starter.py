"""`errgen init`: a starter configuration, catalogue and editor schema, written only where
nothing exists. The catalogue is named after the tool (the folder's name unless told), and
its first line points editors that speak the YAML language server (VS Code, Neovim, JetBrains)
at the schema beside it, so a mistake is underlined while typing."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

from errgen.building.write import write_atomic
from errgen.catalogue import patterns
from errgen.generated import errors

SCHEMA_FILE = "errgen.schema.json"
DEFAULT_NAME = "mytool"
# what the catalogue format allows as a program name (its schema's `program`)
_MAX_NAME = 24

CONFIG = """\
# errgen's configuration; with it, a bare `errgen build` does the whole job.
catalog = "errors.yaml"
out = "generated"
targets = ["python", "exit-codes"]
"""

CATALOG = """\
# yaml-language-server: $schema=errgen.schema.json
# An error catalogue: every error answers what failed (the code), whether the same call may
# succeed (retryable), what must change first (fix_required) and which command changes it
# (fix_command). `errgen explain` lists the rules. Editors validate this file while you type
# against errgen.schema.json (the line above); `errgen schema > errgen.schema.json` refreshes
# it after an upgrade of errgen.
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


def tool_name(raw: str) -> str:
    """`raw` (a folder's name) made a valid tool name: lowercase, other characters as dashes,
    starting with a letter, at most 24 characters; `mytool` when nothing is left."""
    name = re.sub(r"[^a-z0-9._-]+", "-", raw.lower())
    name = re.sub(r"[._-]{2,}", "-", name).lstrip("0123456789._-")[:_MAX_NAME].rstrip("._-")
    return name if patterns.matches(patterns.PROGRAM, name) else DEFAULT_NAME


def _refused(name: str) -> str | None:
    """What errgen's own validation says against the starter catalogue for tool `name`: its
    first error's message, or None (a starter init writes always validates)."""
    from errgen.validation import check_bytes

    report = check_bytes(CATALOG.replace("mytool", name).encode("utf-8"), "errors.yaml")
    found = [d for d in report.diagnostics if d.severity == "error"]
    return found[0].message if found else None


def write_starter(folder: Path, name: str | None = None) -> tuple[list[str], list[str]]:
    """(created, kept): the files written, and those left alone because they exist. `name` is
    the tool's (default: the folder's, made valid); a name the format refuses is a usage error."""
    from errgen.text import escaped

    if name is None:
        name = tool_name(folder.absolute().name)
        if _refused(name) is not None:  # node, sh, rm, internal...: a name validate refuses
            name = DEFAULT_NAME
    elif not (patterns.matches(patterns.PROGRAM, name) and len(name) <= _MAX_NAME):
        raise errors.UsageInvalidError(
            problem=f"--name {escaped(repr(name))} is not a tool name; "
            f"try {tool_name(name)} (lowercase letters and digits, joined by . _ or -, "
            f"at most {_MAX_NAME} characters)"
        )
    elif (why := _refused(name)) is not None:
        raise errors.UsageInvalidError(problem=f"--name {escaped(repr(name))}: {why}")
    from errgen.validation.schema import catalogue_schema

    schema = json.dumps(catalogue_schema(), indent=2) + "\n"
    catalog = CATALOG.replace("mytool", name)
    created, kept = [], []
    configured = (folder / "errgen.toml").exists() or _has_errgen_table(folder / "pyproject.toml")
    for file, text, exists in (
        ("errgen.toml", CONFIG, configured),
        ("errors.yaml", catalog, (folder / "errors.yaml").exists()),
        (SCHEMA_FILE, schema, (folder / SCHEMA_FILE).exists()),
    ):
        if exists:
            kept.append(file)
        else:
            write_atomic(folder / file, text.encode("utf-8"))
            created.append(file)
    return created, kept
