"""Findings of the third red-team pass (issue 22), each reproduced on the old main: every test
here failed before its fix."""

from __future__ import annotations

import json
from pathlib import Path

import errgen
from tests.conftest import run_errgen

BASE = """errgen: 1
tool: {name: tool}
retired: [OLD_CODE]
errors:
  NEW_CODE:
    message: m
    retryable: false
    exit: FAILURE
"""


def _rules(text: str) -> set[str]:
    return {d.rule for d in errgen.check(text.encode()).diagnostics}


def test_a_retired_code_cannot_come_back_as_an_alias(tmp_path: Path) -> None:
    # finding 4: every parser and recover would read the old terminal code as the new one
    aliased = BASE + "    aliases: [OLD_CODE]\n"
    assert "retired-code-reused" in _rules(aliased)
    # and errgen diff calls the change breaking, from a catalogue where the code was removed
    old = tmp_path / "old.yaml"
    new = tmp_path / "new.yaml"
    old.write_text(BASE.replace("retired: [OLD_CODE]\n", "").replace(
        "errors:\n", "errors:\n  OLD_CODE: {message: o, retryable: false, exit: FAILURE}\n"))
    new.write_text(BASE.replace("retired: [OLD_CODE]\n", "") + "    aliases: [OLD_CODE]\n")
    result = run_errgen("diff", str(old), str(new), "--json")
    changes = result.envelope()["data"]["changes"]
    reused = [c for c in changes if c["kind"] == "reused" and c["code"] == "OLD_CODE"]
    assert reused and reused[0]["breaking"], json.dumps(changes)
    assert result.code != 0
