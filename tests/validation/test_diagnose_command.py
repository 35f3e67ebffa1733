"""diagnose_command: a registered read-only command to look before acting, shown everywhere and
never run as a fix; prose-only-recovery tells it from a fix."""

from __future__ import annotations

import json

import errgen
from errgen.recover import Answer, Classifier, recover

CATALOGUE = """\
errgen: 1
tool:
  name: hubx
  commands:
    hubx auth refresh: {effect: idempotent}
    hubx auth status: {effect: read-only}
errors:
  NOT_LOGGED_IN:
    message: Not logged in to any host
    retryable: false
    fix_required: Log in; `hubx auth status` shows which hosts have a token
    exit: AUTH_REQUIRED
"""


def findings(text: str) -> list[tuple[str, str]]:
    return [(d.rule, d.hint) for d in errgen.check(text.encode()).diagnostics]


def test_prose_quoting_a_read_only_command_asks_for_diagnose_command_not_a_fix() -> None:
    [(rule, hint)] = findings(CATALOGUE)
    assert rule == "prose-only-recovery"
    assert hint.startswith("set diagnose_command: hubx auth status")
    assert "fix_command to it" not in hint  # never again a diagnostic as a fix


def test_prose_may_quote_the_errors_own_diagnostic() -> None:
    text = CATALOGUE.replace(
        "    exit: AUTH_REQUIRED", "    diagnose_command: hubx auth status\n    exit: AUTH_REQUIRED"
    )
    assert findings(text) == []


def test_prose_quoting_a_command_that_changes_something_still_asks_for_a_fix() -> None:
    text = CATALOGUE.replace("`hubx auth status` shows", "`hubx auth refresh` fixes")
    [(rule, hint)] = findings(text)
    assert rule == "prose-only-recovery" and hint.startswith(
        "register the command and set fix_command"
    )


def test_it_is_in_every_envelope_and_recover_never_runs_it() -> None:
    text = CATALOGUE.replace(
        "    exit: AUTH_REQUIRED", "    diagnose_command: hubx auth status\n    exit: AUTH_REQUIRED"
    )
    catalogue = errgen.load(text.encode())
    [error] = [e for e in catalogue.errors if e.code == "NOT_LOGGED_IN"]
    assert error.diagnose_command == "hubx auth status"
    schema = json.loads(errgen.render(catalogue, ["jsonschema"])["envelope.schema.json"])
    pinned = schema["$defs"]["NOT_LOGGED_IN"]["properties"]["diagnose_command"]
    assert pinned == {"const": "hubx auth status"}
    envelope = {
        "ok": False,
        "error": {"code": "NOT_LOGGED_IN", "message": "x", "diagnose_command": "hubx auth status"},
    }
    ran: list[list[str]] = []

    def run(argv: object) -> Answer:
        ran.append(list(argv))  # type: ignore[call-overload]
        return Answer(8, json.dumps(envelope), envelope)

    outcome = recover(["hubx", "pr", "list"], Classifier(catalogue), run=run, sleep=lambda _s: None)
    assert ran == [["hubx", "pr", "list"]]
    assert outcome.attempts[0].action == "stop: the caller must apply fix_required"
