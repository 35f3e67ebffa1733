"""Exit codes of a tool that already has an exit contract: the default table extended, a number
shared by several classes, and exit statuses that are results, from the catalogue through
recover and the generated tables."""

from __future__ import annotations

import json
from collections.abc import Sequence

import errgen
from errgen.recover import Answer, Classifier, recover

CATALOGUE = b"""\
errgen: 1
tool: {name: kube}
exit_codes:
  ERROR: {code: 1, class: shared, ignore: [exit-code-shared]}
  DIFFERENCES: {code: 3, class: result}
  TIMEOUT: {code: 40, class: transient}
errors:
  SERVICE_UNAVAILABLE:
    message: The API server is unavailable
    retryable: true
    retry_after_ms: 10
    exit: ERROR
  FORBIDDEN:
    message: Forbidden
    retryable: false
    exit: ERROR
  GONE:
    message: Gone
    retryable: false
    exit: NOT_FOUND_GONE
"""


def catalogue() -> errgen.Catalogue:
    text = CATALOGUE.replace(b"exit: NOT_FOUND_GONE", b"exit: PERMISSION_DENIED")
    return errgen.load(text)


def test_exit_codes_extend_the_default_table() -> None:
    table = {e.name: (e.code, e.kind) for e in catalogue().exit_codes}
    assert table["TIMEOUT"] == (40, "transient")  # added
    assert table["ERROR"] == (1, "shared")  # took FAILURE's number: FAILURE is renamed away
    assert "FAILURE" not in table
    assert table["DIFFERENCES"] == (3, "result")  # took NOT_FOUND's number
    assert "NOT_FOUND" not in table
    assert table["USAGE"] == (2, "correctable")  # every other default stays
    assert table["INTERNAL"] == (9, "terminal")
    assert table["SUCCESS"] == (0, None)


def test_a_tool_with_its_own_table_may_leave_the_defaults_out() -> None:
    own = CATALOGUE.replace(b"exit_codes:", b"default_exit_codes: false\nexit_codes:")
    own = own.replace(b"exit: NOT_FOUND_GONE", b"exit: ERROR")
    assert not errgen.check(own).failed()
    loaded = errgen.load(own)
    table = {e.name: (e.code, e.kind) for e in loaded.exit_codes}
    assert table == {
        "SUCCESS": (0, None),
        "ERROR": (1, "shared"),
        "DIFFERENCES": (3, "result"),
        "TIMEOUT": (40, "transient"),
    }
    # no terminal code of its own: unexpected and unknown errors exit with the shared 1
    assert loaded.internal.exit.name == "ERROR" and loaded.unknown_exit.name == "ERROR"
    module = errgen.render(loaded, ["python"])["errors.py"].decode()
    assert "USAGE = " not in module and "INTERNAL = 9" not in module
    # turning the defaults off removes their constants: errgen diff says so, breaking
    from errgen.diff import diff_catalogues

    gone = {(c.code, c.breaking) for c in diff_catalogues(catalogue(), loaded) if c.kind == "exit code"}
    names = ("USAGE", "CONFLICT", "TRANSIENT", "PRECONDITION", "PERMISSION_DENIED")
    assert gone == {(f"ExitCode.{name}", True) for name in (*names, "AUTH_REQUIRED", "INTERNAL")}
    # a table of its own with neither a terminal nor a shared code leaves them nowhere
    bare = b"errgen: 1\ntool: {name: t}\ndefault_exit_codes: false\nexit_codes:\n"
    bare += b"  USAGE: {code: 2, class: correctable}\nerrors: {}\n"
    assert [d.rule for d in errgen.check(bare).diagnostics] == ["exit-table-terminal"]


def test_an_unknown_code_exits_as_the_catalogues_own_internal_error() -> None:
    # gh's unexpected failures exit its shared 1; its terminal 2 means "cancelled": an
    # unknown code must not claim to be a cancellation (found re-measuring issue 24's gh)
    text = b"""\
errgen: 1
tool: {name: t}
default_exit_codes: false
exit_codes:
  ERROR: {code: 1, class: shared, ignore: [exit-code-shared]}
  CANCELLED: {code: 2, class: terminal}
errors:
  CANCELLED: {message: c, retryable: false, exit: CANCELLED}
  INTERNAL_ERROR: {message: f, retryable: false, exit: ERROR}
"""
    loaded = errgen.load(text)
    assert loaded.unknown_exit.name == "ERROR" and loaded.internal.exit.name == "ERROR"
    files = errgen.render(loaded, ["python", "typescript", "go"])
    module = files["errors.py"].decode()
    unknown = module[module.index("class UnknownTError") :]
    assert "exit_code = ExitCode.ERROR" in unknown[: unknown.index("def ")]
    assert "static readonly exitCode: ExitCode = ExitCode.ERROR;" in files["errors.ts"].decode()
    assert "var foreignSpec = &spec{recovery: Terminal, exit: ExitError," in files["errors.go"].decode()


def test_an_unknown_exit_name_is_still_found() -> None:
    report = errgen.check(CATALOGUE)
    assert [(d.rule, d.severity) for d in report.diagnostics] == [("exit-unknown", "error")]


def test_the_shared_number_and_the_result_are_in_every_table() -> None:
    files = errgen.render(catalogue(), ["exit-codes", "catalog-json", "python"])
    exits = json.loads(files["exit_codes.json"])
    assert exits["ERROR"] == {"class": "shared", "code": 1}
    assert exits["DIFFERENCES"] == {"class": "result", "code": 3}
    listed = {e["name"]: e for e in json.loads(files["catalog.json"])["exit_codes"]}
    assert listed["ERROR"]["class"] == "shared"
    module = files["errors.py"].decode()
    assert "ERROR = 1" in module and "DIFFERENCES = 3" in module
    # EXIT_CLASSES maps only numbers that carry one class
    classes = module[module.index("EXIT_CLASSES") : module.index("EXIT_CLASSES") + 600]
    assert "ExitCode.ERROR" not in classes and "ExitCode.DIFFERENCES" not in classes


def answers(*sequence: Answer) -> tuple[list[Sequence[str]], object]:
    calls: list[Sequence[str]] = []
    pending = list(sequence)

    def run(argv: Sequence[str]) -> Answer:
        calls.append(list(argv))
        return pending.pop(0)

    return calls, run


def envelope(code: str) -> dict[str, object]:
    return {"ok": False, "data": None, "error": {"code": code, "message": code}}


def test_recover_classifies_a_shared_number_from_the_envelope() -> None:
    classifier = Classifier(catalogue())
    busy = Answer(1, "", envelope("SERVICE_UNAVAILABLE"))
    calls, run = answers(busy, Answer(0, '{"ok": true}', {"ok": True, "error": None}))
    outcome = recover(["kube", "get"], classifier, run=run, sleep=lambda _s: None)  # type: ignore[arg-type]
    assert outcome.exit_code == 0 and len(calls) == 2  # transient, by its envelope: retried
    calls, run = answers(Answer(1, "", envelope("FORBIDDEN")))
    outcome = recover(["kube", "get"], classifier, run=run, sleep=lambda _s: None)  # type: ignore[arg-type]
    assert outcome.attempts[0].recovery == "terminal" and len(calls) == 1


def test_recover_escalates_a_shared_number_without_an_envelope() -> None:
    calls, run = answers(Answer(1, "boom\n", None))
    outcome = recover(["kube", "get"], Classifier(catalogue()), run=run, sleep=lambda _s: None)  # type: ignore[arg-type]
    assert len(calls) == 1
    assert outcome.attempts[0].recovery == "terminal"
    assert outcome.attempts[0].action == "stop: escalate verbatim"


def test_recover_passes_a_result_on_and_never_retries_it() -> None:
    calls, run = answers(Answer(3, "- replicas: 2\n+ replicas: 3\n", None))
    outcome = recover(["kube", "diff"], Classifier(catalogue()), run=run, sleep=lambda _s: None)  # type: ignore[arg-type]
    assert len(calls) == 1
    assert outcome.exit_code == 3
    assert outcome.attempts[0].action == "a result, not a failure: stop"
    assert outcome.failure is None


def test_the_docs_say_a_shared_number_is_read_from_the_envelope() -> None:
    page = errgen.render(catalogue(), ["markdown"])["errors.md"].decode()
    lines = [line for line in page.splitlines() if line.startswith("- Exit code:")]
    shared = [line for line in lines if "`ERROR` (1)" in line]
    assert shared and all("the envelope tells them apart" in line for line in shared)
    assert not any("tells them apart" in line for line in lines if "`ERROR`" not in line)
