"""`errgen init`: a starter configuration, catalogue and editor schema, written only where
nothing exists. The catalogue is named after the tool (the folder's name unless told), and
its first line points editors that speak the YAML language server (VS Code, Neovim, JetBrains)
at the schema beside it, so a mistake is underlined while typing."""

from __future__ import annotations

import json
import os
import re
import tomllib
from pathlib import Path
from typing import Any

import errgen.catalogue.patterns as patterns
import errgen.generated.errors as errors
from errgen.building.write import write_atomic

SCHEMA_FILE = "errgen.schema.json"
DEFAULT_NAME = "mytool"
# what the catalogue format allows as a program name (its schema's `program`)
_MAX_NAME = 24

CONFIG = """\
# errgen's configuration; with it, a bare `errgen build` does the whole job.
catalog = "errors.yaml"
out = "generated"
targets = ["python", "exit-codes", "editor-schema"]

[outputs]  # beside the catalogue, whose first line points editors at it
editor-schema = "errgen.schema.json"
"""

CATALOG = """\
# yaml-language-server: $schema=errgen.schema.json
# An error catalogue: every error answers what failed (the code), whether the same call may
# succeed (retryable), what must change first (fix_required) and which command changes it
# (fix_command). `errgen explain` lists the rules. Editors validate this file while you type
# against errgen.schema.json (the line above), which `errgen build` rewrites with this
# catalogue's own exit names, tags, codes and registered commands.
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


def _configuration(folder: Path) -> tuple[str, str] | None:
    """(how to name it, the catalogue it names) of the configuration already in `folder`:
    errgen.toml, or pyproject.toml's [tool.errgen]; None when there is none. A catalogue it
    names outside the folder is not where init writes: errors.yaml is."""
    for file, name in (
        ("errgen.toml", "errgen.toml"),
        ("pyproject.toml", "pyproject.toml's [tool.errgen]"),
    ):
        try:
            data: Any = tomllib.loads((folder / file).read_text("utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            continue
        table = data if file == "errgen.toml" else data.get("tool", {}).get("errgen")
        if isinstance(table, dict):
            catalog = table.get("catalog")
            if isinstance(catalog, str) and _inside(folder, catalog):
                return name, catalog
            return name, "errors.yaml"
    return None


def _inside(folder: Path, relative: str) -> bool:
    base = os.path.normpath(folder.absolute())
    target = os.path.normpath(os.path.join(base, relative))
    return bool(relative) and "\x00" not in relative and target.startswith(base + os.sep)


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
    # a configuration already here names the catalogue: the starter goes where it says
    configured = _configuration(folder)
    config_name, catalog_file = configured or ("errgen.toml", "errors.yaml")
    for file, text, exists in (
        (config_name, CONFIG, configured is not None),
        (catalog_file, catalog, (folder / catalog_file).exists()),
        (SCHEMA_FILE, schema, (folder / SCHEMA_FILE).exists()),
    ):
        if exists:
            kept.append(file)
        else:
            write_atomic(folder / file, text.encode("utf-8"))
            created.append(file)
    return created, kept
