"""ignore-unneeded: a stale acknowledgement is reported where it can be removed, in the file
being checked, and never for an included file's own (its own check says so there)."""

from __future__ import annotations

from pathlib import Path

import errgen

from tests.conftest import write

UPSTREAM = """errgen: 1
tool: {name: up}
default_exit_codes: false
exit_codes:
  SERVICE: {code: 254, class: shared, ignore: [exit-code-shared]}
errors:
  A: {message: a, retryable: false, exit: SERVICE}
  B: {message: b, retryable: true, retry_after_ms: 5, exit: SERVICE}
"""
ROOT = """errgen: 1
tool: {name: rt}
include: [{path: up.yaml, prefix: UP_, exits: {SERVICE: ERROR}}]
default_exit_codes: false
exit_codes:
  ERROR: {code: 1, class: shared, ignore: [exit-code-shared]}
  SPARE: {code: 3, class: correctable, ignore: [exit-code-shell-reserved]}
errors:
  C: {message: c, retryable: false, exit: ERROR}
"""


def test_a_stale_acknowledgement_in_the_checked_file_is_reported_there(tmp_path: Path) -> None:
    write(tmp_path / "up.yaml", UPSTREAM)
    root = write(tmp_path / "root.yaml", ROOT)
    found = [(d.rule, Path(d.file).name, d.line) for d in errgen.check(root).diagnostics]
    # SPARE's 3 is no shell's number; the included file's mapped SERVICE is not this file's
    assert found == [("ignore-unneeded", "root.yaml", 7)]


def test_an_included_files_own_acknowledgements_are_its_own_business(tmp_path: Path) -> None:
    write(tmp_path / "up.yaml", UPSTREAM)
    root = write(tmp_path / "root.yaml", ROOT.replace(", ignore: [exit-code-shell-reserved]", ""))
    assert errgen.check(root).diagnostics == ()
    assert errgen.check(tmp_path / "up.yaml").diagnostics == ()  # alone, SERVICE is shared
