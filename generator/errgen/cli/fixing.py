"""`errgen validate --fix`: apply the fixes that are certain (a "did you mean" with one
candidate), file by file, atomically; a file with an error no certain fix mends is left as it
is, since a partial repair would hide what is still wrong."""

from __future__ import annotations

import os
from collections import defaultdict
from pathlib import Path
from typing import TYPE_CHECKING

from errgen.diagnostics import Diagnostic

if TYPE_CHECKING:
    from collections.abc import Callable

    from errgen.validation import Report


def certain_fixes(diagnostics: tuple[Diagnostic, ...]) -> dict[str, list[Diagnostic]]:
    """The findings each file's certain fixes mend, by the file's shown name; a file with any
    error that has none is left out."""
    by_file: dict[str, list[Diagnostic]] = defaultdict(list)
    blocked: set[str] = set()
    for diagnostic in diagnostics:
        if diagnostic.replacement is not None and diagnostic.certain:
            by_file[diagnostic.file].append(diagnostic)
        elif diagnostic.severity == "error":
            blocked.add(diagnostic.file)
    return {file: found for file, found in by_file.items() if file not in blocked}


def apply_fixes(file: str, fixes: list[Diagnostic], cwd: Path) -> bool:
    """Replace each fixed token of `file` (bottom up, so positions stay true) and write it
    atomically; False when it cannot be read as UTF-8."""
    from errgen.building.write import write_atomic
    from errgen.catalogue.tokens import replace_token

    path = Path(file) if os.path.isabs(file) else cwd / file
    try:
        text = path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return False
    for fix in sorted(fixes, key=lambda d: (d.line, d.column), reverse=True):
        assert fix.replacement is not None
        text = replace_token(text, fix.line, fix.column, fix.replacement)
    write_atomic(path, text.encode("utf-8"))
    return True


def fixed(report: Report, recheck: Callable[[], Report], cwd: Path, json_mode: bool) -> Report:
    """The report after applying its certain fixes (the same report when there were none)."""
    from errgen.cli.entry import say
    from errgen.text import escaped

    written = 0
    for file, fixes in sorted(certain_fixes(report.diagnostics).items()):
        if apply_fixes(file, fixes, cwd):
            written += 1
            say(f"{escaped(file)}: fixed {len(fixes)}", json_mode=json_mode, err=True)
    return recheck() if written else report
