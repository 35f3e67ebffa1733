"""validate says when errgen adds its built-in USAGE_ERROR: its summary line, for every catalogue
that gets it, and a notice (usage-error-builtin, never under --strict a warning) where errors of
the USAGE exit are not the usage error; both agree with the model's choice (Catalogue.usage)."""

from __future__ import annotations

from pathlib import Path

import pytest
from errgen.validation import check_bytes
from errgen.validation.recovery import builtins_added
from errgen.validation.view import View

from tests.conftest import run_errgen

HEAD = "errgen: 1\ntool: {name: tool}\nerrors:\n"
DENIED = "  DENIED: {message: Denied, retryable: false, exit: PERMISSION_DENIED}\n"
FIX = "retryable: false, fix_required: Correct it, exit: USAGE"
CATALOGUES = {
    # name: (the errors, whether errgen adds its USAGE_ERROR, the line of the notice or None)
    "none of its own": (DENIED, True, None),
    "its USAGE_ERROR": (DENIED + f"  USAGE_ERROR: {{message: Bad, {FIX}}}\n", False, None),
    "one USAGE error, no parameter": (DENIED + f"  BAD: {{message: Bad, {FIX}}}\n", False, None),
    "one USAGE error taking a str": (
        f"  BAD: {{message: 'Bad: {{p}}', params: {{p: {{type: str}}}}, {FIX}}}\n",
        False,
        None,
    ),
    "one USAGE error taking an int": (
        f"  BAD: {{message: 'Bad: {{count}}', params: {{count: {{type: int}}}}, {FIX}}}\n",
        True,
        4,
    ),
    "an optional detail": (
        f"  BAD: {{message: Bad, details: {{p: {{type: str, optional: true}}}}, {FIX}}}\n",
        True,
        4,
    ),
    "two USAGE errors": (
        DENIED + f"  BAD: {{message: Bad, {FIX}}}\n  WORSE: {{message: Worse, {FIX}}}\n",
        True,
        5,
    ),
}


@pytest.mark.parametrize("name", CATALOGUES)
def test_the_notice_and_the_summary_say_what_the_model_adds(name: str) -> None:
    errors, added, line = CATALOGUES[name]
    text = HEAD + errors
    report = check_bytes(text.encode(), "errors.yaml", strict=True)  # a fact: still a notice
    said = [d for d in report.diagnostics if d.rule == "usage-error-builtin"]
    assert [(d.severity, d.line) for d in said] == ([("info", line)] if line else [])
    usage = report.catalogue().usage
    assert usage is not None and usage.builtin == added
    # what validate's summary line names, read from the catalogue as written
    assert builtins_added(View.of(report.data)) == ["INTERNAL_ERROR"] + added * ["USAGE_ERROR"]


def test_validate_names_the_built_ins_in_its_summary(tmp_path: Path) -> None:
    (tmp_path / "errors.yaml").write_text(HEAD + CATALOGUES["two USAGE errors"][0])
    result = run_errgen("validate", "--strict", "errors.yaml", cwd=tmp_path)
    assert result.code == 0, result.err
    assert "errors.yaml:5:" in result.out and "info[usage-error-builtin]" in result.out
    summary = "valid, 0 warnings, 1 notices; INTERNAL_ERROR and USAGE_ERROR added"
    assert result.err.rstrip().endswith(summary), result.err


def test_the_notice_is_acknowledged_on_the_error_it_names() -> None:
    first = f"  BAD: {{message: Bad, {FIX}, ignore: [usage-error-builtin]}}\n"
    text = HEAD + first + f"  WORSE: {{message: Worse, {FIX}}}\n"
    assert check_bytes(text.encode(), "errors.yaml", strict=True).diagnostics == ()
