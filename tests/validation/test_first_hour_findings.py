"""Findings a newcomer meets in the first hour (issue 35), each one finding that says what to
write: a misspelt message field names the parameter it meant, and a missing HTTP status is
suggested from the code's class and exit."""

from __future__ import annotations

import pytest
from errgen.validation import check_bytes

HEAD = """\
errgen: 1
tool:
  name: shipit
  commands:
    shipit doctor: {effect: read-only}
errors:
"""


def findings(text: str, targets: tuple[str, ...] = ()) -> list[tuple[str, str, str]]:
    report = check_bytes((HEAD + text).encode("utf-8"), "errors.yaml", targets=targets)
    return [(d.rule, d.message, d.hint) for d in report.diagnostics]


def test_a_misspelt_field_is_one_finding_that_names_the_parameter() -> None:
    text = """\
  WRITE_FAILED:
    message: "Cannot write {pth}"
    params:
      path: {type: str}
    retryable: false
    exit: FAILURE
"""
    assert findings(text) == [
        (
            "message-field",
            "'{pth}' is not a declared parameter: did you mean {path}?",
            "write {path}, the parameter the error declares",
        )
    ]


def test_a_field_that_spells_no_parameter_is_still_two_findings() -> None:
    text = """\
  WRITE_FAILED:
    message: "Cannot write {target}"
    params:
      path: {type: str}
    retryable: false
    exit: FAILURE
"""
    assert [rule for rule, _, _ in findings(text)] == ["message-field", "param-unused"]


@pytest.mark.parametrize(
    "fields, status",
    [
        ("retryable: true\n    retry_after_ms: 1000\n    exit: TRANSIENT", 503),
        ("retryable: true\n    retry_after_ms: 1000\n    exit: TRANSIENT", 429),  # RATE_...
        ("retryable: false\n    fix_required: Log in\n    exit: AUTH_REQUIRED", 401),
        ("retryable: false\n    fix_required: Pick another\n    exit: NOT_FOUND", 404),
        ("retryable: false\n    fix_required: Pull first\n    exit: CONFLICT", 409),
        ("retryable: false\n    fix_required: Fix the input\n    exit: PRECONDITION", 400),
        ("retryable: false\n    exit: PERMISSION_DENIED", 403),
        ("retryable: false\n    exit: FAILURE", 500),
    ],
)
def test_a_missing_http_status_is_suggested_from_the_codes_class(fields: str, status: int) -> None:
    code = "RATE_LIMITED" if status == 429 else "SOMETHING_FAILED"
    text = f"  {code}:\n    message: Something failed\n    {fields}\n"
    [(_, _, hint)] = [f for f in findings(text, ("openapi",)) if f[0] == "http-status-missing"]
    recovery = (
        "transient" if "true" in fields else "correctable" if "fix_" in fields else "terminal"
    )
    assert hint == (
        f"give it the status an HTTP API answers this {recovery} error with, e.g. "
        f"http_status: {status}"
    )
