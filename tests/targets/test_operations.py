"""Operations in every target, each checked by its real consumer: a caller that handles every
code of an operation exhaustively passes mypy --strict, tsc --strict and go vet, and fails to
type-check once a code is added to the operation; the envelope schema of an operation is closed
over its codes."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import errgen
import jsonschema
import pytest

from tests.polyglot import GOLDEN, go_module, need_go, need_typescript, run, tsc

CATALOGUE = """\
errgen: 1
tool: {{name: depot}}
tags: [network]
exit_codes:
  DAEMON_FAILED: {{code: 125, class: terminal}}
operations:
  depot push:
    summary: Upload the working tree
    errors: [{errors}]
    exits: {{DAEMON_DOWN: DAEMON_FAILED}}
  depot run:
    errors: [DAEMON_DOWN]
    passes_exit_status: true
  depot diff:
    errors: [DAEMON_DOWN]
    exits: {{DAEMON_DOWN: DAEMON_FAILED}}
    results: {{DIFFERENCES_FOUND: 1, NOTHING_TO_COMPARE: 3}}
errors:
  STORE_LOCKED: {{message: Locked, retryable: true, retry_after_ms: 100, exit: TRANSIENT}}
  OFFLINE: {{message: Offline, retryable: true, retry_after_ms: 100, exit: TRANSIENT, tags: [network]}}
  DAEMON_DOWN: {{message: The daemon is down, retryable: false, exit: FAILURE}}
"""
HANDLED = ("STORE_LOCKED", "DAEMON_DOWN", "INTERNAL_ERROR")


def _outputs(errors: str) -> dict[str, bytes]:
    source = CATALOGUE.format(errors=errors).encode()
    return errgen.render(errgen.load(source), targets=["python", "typescript", "go", "rust"])


def test_an_operation_resolves_tags_exits_and_the_internal_error() -> None:
    catalogue = errgen.load(
        CATALOGUE.format(errors="STORE_LOCKED, DAEMON_DOWN, tag:network").encode()
    )
    diff, push, run_ = catalogue.operations
    assert (push.name, push.stem, push.constant) == ("depot push", "Push", "PUSH")
    assert push.codes == ("DAEMON_DOWN", "INTERNAL_ERROR", "OFFLINE", "STORE_LOCKED")
    by_code = {e.code: e for e in catalogue.errors}
    assert push.exit_of(by_code["DAEMON_DOWN"]).code == 125
    assert run_.exit_of(by_code["DAEMON_DOWN"]).code == 1
    assert run_.passes_exit_status and not push.passes_exit_status
    assert [o.name for o in catalogue.operations_of("OFFLINE")] == ["depot push"]
    # depot diff's 1 is an answer there, and DAEMON_DOWN's own 1 elsewhere
    assert diff.results == (("DIFFERENCES_FOUND", 1), ("NOTHING_TO_COMPARE", 3))
    assert diff.answers(1)
    assert not push.answers(1) and diff.recovery_of(125) == "terminal"


def test_the_envelope_schema_of_an_operation_is_closed_over_its_codes() -> None:
    schema = json.loads((GOLDEN / "payments" / "envelope.schema.json").read_text("utf-8"))
    show = dict(schema, oneOf=[{"$ref": "#/$defs/OperationCustomerShow"}])
    whole = jsonschema.Draft202012Validator(schema)
    only_show = jsonschema.Draft202012Validator(show)
    module = errgen.render(
        errgen.load(Path(__file__).parents[2] / "examples" / "payments" / "errors.yaml"),
        targets=["python"],
    )
    namespace: dict[str, object] = {}
    exec(compile(module["errors.py"], "errors.py", "exec"), namespace)
    declined = namespace["CardDeclinedError"](  # type: ignore[operator]
        decline_code="x", request_id="r", livemode=False
    )
    missing = namespace["CustomerNotFoundError"](  # type: ignore[operator]
        customer="cus_1", request_id="r"
    )
    for error, in_show in ((declined, False), (missing, True)):
        envelope = error.to_envelope()  # type: ignore[attr-defined]
        assert whole.is_valid(envelope)
        assert only_show.is_valid(envelope) is in_show


def test_exit_codes_json_carries_each_operations_exits() -> None:
    table = json.loads((GOLDEN / "payments" / "exit_codes.json").read_text("utf-8"))
    assert table["operations"]["pay customer show"] == {
        "exits": {"CUSTOMER_NOT_FOUND": "USAGE"},
        "passes_exit_status": False,
    }


PY_CALLER = """\
from typing import assert_never

import errors


def handle(error: errors.PushErrors) -> str:
    if isinstance(error, errors.StoreLockedError):
        return "wait"
    if isinstance(error, errors.DaemonDownError):
        return "start the daemon"
    if isinstance(error, errors.InternalError):
        return "escalate"
    assert_never(error)


answer: int = errors.OPERATION_RESULTS["depot diff"]["DIFFERENCES_FOUND"]


def diffed(changed: bool) -> errors.Result:
    found = errors.ANSWER_DIFF_DIFFERENCES_FOUND if changed else None
    return errors.Result({"changed": changed}, answer=found)


named: str = errors.ANSWER_DIFF_DIFFERENCES_FOUND.name

try:
    raise errors.StoreLockedError()
except errors.PUSH_ERRORS as caught:
    print(handle(caught))  # type: ignore[arg-type]
"""


# depot diff ended with its answer, as every runtime writes it (the duration aside)
ANSWERED = (
    '{"ok": true, "data": {"changed": true}, "error": null, "answer": "DIFFERENCES_FOUND", '
    '"warnings": [], "meta": {"duration_ms": 0}}\n'
)


def _timeless(stdout: str) -> str:
    return re.sub(r'"duration_ms": \d+', '"duration_ms": 0', stdout)


def test_python_ends_an_operation_with_its_answer(capsys: pytest.CaptureFixture[str]) -> None:
    """run(main) of a Result with an answer: its status, its name in the envelope, which the
    envelope schema holds to the operation; an answer that is not the operation's is refused
    where it is made."""
    outputs = _outputs("STORE_LOCKED, DAEMON_DOWN")
    namespace: dict[str, Any] = {"__name__": "errors"}
    exec(compile(outputs["errors.py"], "errors.py", "exec"), namespace)
    answer = namespace["ANSWER_DIFF_DIFFERENCES_FOUND"]
    assert (answer.operation, answer.name, answer.exit_code) == (
        "depot diff",
        "DIFFERENCES_FOUND",
        1,
    )
    with pytest.raises(SystemExit) as ended:
        namespace["run"](lambda: namespace["Result"]({"changed": True}, answer=answer))
    assert ended.value.code == 1 and _timeless(capsys.readouterr().out) == ANSWERED
    for bad in (("depot push", "DIFFERENCES_FOUND"), ("depot diff", "NO_SUCH_ANSWER")):
        with pytest.raises(ValueError, match="is not an answer of operation"):
            namespace["Answer"](*bad)
    with pytest.raises(ValueError, match="without an exit"):  # an answer is the exit: never both
        namespace["Result"](None, answer=answer, exit_code=1)
    with pytest.raises(
        ValueError, match="without an exit"
    ):  # only the module's Answer, not a lookalike
        namespace["Result"](None, answer="DIFFERENCES_FOUND")
    schema = json.loads(
        errgen.render(
            errgen.load(CATALOGUE.format(errors="DAEMON_DOWN").encode()), targets=["jsonschema"]
        )["envelope.schema.json"]
    )
    envelope = json.loads(ANSWERED)
    assert jsonschema.Draft202012Validator(schema).is_valid(envelope)
    for operation, valid in (("OperationDiff", True), ("OperationPush", False)):
        only = dict(schema, oneOf=[{"$ref": f"#/$defs/{operation}"}])
        assert jsonschema.Draft202012Validator(only).is_valid(envelope) is valid
    assert not jsonschema.Draft202012Validator(schema).is_valid({**envelope, "answer": "OTHER"})
    read = namespace["answer_from_envelope"]  # read back: the module's answer, or none
    assert read(envelope, "depot diff") == answer and read(envelope, "depot push") is None
    assert read({**envelope, "ok": False}, "depot diff") is None


def _mypy(folder: Path, errors: str) -> subprocess.CompletedProcess[str]:
    outputs = _outputs(errors)
    (folder / "errors.py").write_bytes(outputs["errors.py"])
    (folder / "errors.pyi").write_bytes(outputs["errors.pyi"])
    (folder / "caller.py").write_text(PY_CALLER)
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "caller.py"],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.slow
def test_mypy_fails_an_exhaustive_caller_when_a_code_is_added(tmp_path: Path) -> None:
    (tmp_path / "before").mkdir()
    (tmp_path / "after").mkdir()
    before = _mypy(tmp_path / "before", "STORE_LOCKED, DAEMON_DOWN")
    assert before.returncode == 0, before.stdout
    after = _mypy(tmp_path / "after", "STORE_LOCKED, DAEMON_DOWN, tag:network")
    assert after.returncode == 1 and "OfflineError" in after.stdout, after.stdout


TS_CALLER = """\
import { PUSH_ERROR_CODES, OPERATION_EXITS, OPERATION_RESULTS, PASSES_EXIT_STATUS } from "./errors.js";
import { ANSWER_DIFF_DIFFERENCES_FOUND, Answer, ExitCode, Result } from "./errors.js";
import type { PushErrorCode } from "./errors.js";

export function handle(code: PushErrorCode): string {
  switch (code) {
    case "STORE_LOCKED": return "wait";
    case "DAEMON_DOWN": return "start the daemon";
    case "INTERNAL_ERROR": return "escalate";
    default: {
      const unhandled: never = code;
      return unhandled;
    }
  }
}
export const all: readonly string[] = PUSH_ERROR_CODES.map(handle);
export const exits: number | undefined = OPERATION_EXITS["depot push"]?.["DAEMON_DOWN"];
export const passes: boolean = PASSES_EXIT_STATUS.includes("depot run");
export const answer: number | undefined = OPERATION_RESULTS["depot diff"]?.["DIFFERENCES_FOUND"];
export const diffed = (changed: boolean): Result =>
  new Result({ changed }, changed ? { answer: ANSWER_DIFF_DIFFERENCES_FOUND } : {});
// an answer that is not the operation's, or an answer with an exit: refused where it is made
export function refused(make: () => unknown): string {
  try {
    make();
    return "made";
  } catch (problem) {
    return problem instanceof RangeError ? "RangeError" : "other";
  }
}
export const refusals: readonly string[] = [
  refused(() => new Answer("depot push", "DIFFERENCES_FOUND")),
  refused(() => new Answer("depot diff", "NO_SUCH_ANSWER")),
  refused(() => new Result(null, { answer: ANSWER_DIFF_DIFFERENCES_FOUND, exit: ExitCode.FAILURE })),
];
"""
TS_RUN = """\
import { answerFromEnvelope, run } from "./errors.js";
import { diffed, refusals } from "./caller.js";

const envelope = { ok: true, data: null, error: null, answer: "DIFFERENCES_FOUND" };
const read = answerFromEnvelope(envelope, "depot diff");
const elsewhere = answerFromEnvelope(envelope, "depot push");
process.stderr.write(refusals.join(" ") + ` ${read?.name} ${read?.exit} ${elsewhere}\\n`);
await run(() => diffed(true), { quiet: true });
"""


def _tsc(folder: Path, errors: str, *emit: str) -> subprocess.CompletedProcess[str]:
    folder.mkdir()
    (folder / "errors.ts").write_bytes(_outputs(errors)["errors.ts"])
    (folder / "caller.ts").write_text(TS_CALLER)
    (folder / "run.ts").write_text(TS_RUN)
    (folder / "node.d.ts").write_text(
        "declare const process: { stderr: { write(text: string): unknown } };\n"
    )
    return tsc(folder, *(emit or ("--noEmit",)), "node.d.ts", "errors.ts", "caller.ts", "run.ts")


@pytest.mark.slow
def test_tsc_fails_an_exhaustive_switch_when_a_code_is_added(tmp_path: Path) -> None:
    """The caller compiles before (and, emitted, ends depot diff with its answer: the same
    bytes as Python's run) and not once a code is added to depot push."""
    need_typescript()
    before = _tsc(tmp_path / "before", "STORE_LOCKED, DAEMON_DOWN", "--outDir", "out")
    assert before.returncode == 0, before.stdout
    (tmp_path / "before" / "out" / "package.json").write_text('{"type": "module"}\n')
    done = run(["node", "out/run.js"], tmp_path / "before")
    assert done.stderr == "RangeError RangeError RangeError DIFFERENCES_FOUND 1 undefined\n"
    assert (done.returncode, _timeless(done.stdout)) == (1, ANSWERED), done.stdout
    after = _tsc(tmp_path / "after", "STORE_LOCKED, DAEMON_DOWN, tag:network")
    assert after.returncode != 0
    assert "'\"OFFLINE\"' is not assignable to type 'never'" in after.stdout, after.stdout


GO_MAIN = """\
package main

import (
\t"fmt"
\t"os"

\tm "errgen.test/m/depoterrors"
)

func main() {
\tif len(os.Args) > 1 { // end depot diff with an answer: its own, none of the package's, or two
\t\tanswer := map[string]m.Result{
\t\t\t"answer": {Data: map[string]bool{"changed": true}, Answer: m.AnswerDiffDifferencesFound},
\t\t\t"unknown": {Answer: m.Answer(99)},
\t\t\t"both": {Answer: m.AnswerDiffDifferencesFound, Exit: m.ExitFailure},
\t\t}[os.Args[1]]
\t\tm.RunWith(func() (any, error) { return answer, nil }, m.Options{Quiet: true})
\t}
\texit, ok := m.OperationExitCode("depot push", "DAEMON_DOWN")
\t_, other := m.OperationExitCode("depot run", "DAEMON_DOWN")
\tanswer, isAnswer := m.OperationResult("depot diff", 1)
\t_, elsewhere := m.OperationResult("depot push", 1)
\tenvelope := []byte(`{"ok": true, "data": null, "error": null, "answer": "DIFFERENCES_FOUND"}`)
\tread, _ := m.AnswerFromEnvelope(envelope, "depot diff")
\tnone, _ := m.AnswerFromEnvelope(envelope, "depot push")
\tfmt.Println(read == m.AnswerDiffDifferencesFound, read.Status(), none == 0)
\tfmt.Println(m.OperationPushCodes(), m.OperationPushCanEndWith("OFFLINE"),
\t\tm.OperationRunCanEndWith("DAEMON_DOWN"), int(exit), ok, other, m.PassesExitStatus("depot run"),
\t\tanswer, isAnswer, elsewhere)
}
"""


@pytest.mark.slow
def test_go_operations_vet_and_answer(tmp_path: Path) -> None:
    go = need_go()
    go_module(
        tmp_path, {"depoterrors": _outputs("STORE_LOCKED, DAEMON_DOWN, tag:network")["errors.go"]}
    )
    (tmp_path / "cmd").mkdir()
    (tmp_path / "cmd" / "main.go").write_text(GO_MAIN)
    vet = run([go, "vet", "./..."], tmp_path)
    assert vet.returncode == 0, vet.stderr
    gofmt = run([str(Path(go).parent / "gofmt"), "-l", "depoterrors"], tmp_path)  # two answers
    assert gofmt.stdout == "", gofmt.stdout
    built = run([go, "build", "-o", "main", "./cmd"], tmp_path)
    assert built.returncode == 0, built.stderr
    done = run([str(tmp_path / "main")], tmp_path)
    assert (
        done.stdout == "true 1 true\n"
        "[DAEMON_DOWN INTERNAL_ERROR OFFLINE STORE_LOCKED] true true 125 true false true"
        " DIFFERENCES_FOUND true false\n"
    ), done.stdout + done.stderr
    answered = run([str(tmp_path / "main"), "answer"], tmp_path)
    assert (answered.returncode, _timeless(answered.stdout)) == (1, ANSWERED), answered.stdout
    for bug in ("unknown", "both"):  # no constructor to refuse it: Run answers INTERNAL_ERROR
        failed = run([str(tmp_path / "main"), bug], tmp_path)
        internal = failed.returncode == 125  # INTERNAL_ERROR's exit in this table (terminal)
        assert internal and '"code": "INTERNAL_ERROR"' in failed.stdout, bug


RS_MAIN = """\
#[path = "errors.rs"]
mod errors;

use errors::{Answer, Json, OperationAnswer, Options, ANSWER_DIFF_DIFFERENCES_FOUND};

fn main() -> std::process::ExitCode {
    let arg = std::env::args().nth(1).unwrap_or_default();
    if arg.is_empty() {
        println!(
            "{:?} {:?} {:?} {}",
            errors::operation_result("depot diff", 1),
            errors::operation_result("depot push", 1),
            errors::operation_exit_code("depot diff", "DAEMON_DOWN"),
            errors::passes_exit_status("depot run"),
        );
        let envelope = r#"{"ok": true, "data": null, "error": null, "answer": "DIFFERENCES_FOUND"}"#;
        let read = OperationAnswer::from_envelope(envelope, "depot diff");
        let none = OperationAnswer::from_envelope(envelope, "depot push");
        let foreign = OperationAnswer::new("depot push", "DIFFERENCES_FOUND");
        println!("{} {} {:?}", read == Ok(Some(ANSWER_DIFF_DIFFERENCES_FOUND)), none == Ok(None), foreign);
        return std::process::ExitCode::SUCCESS;
    }
    let changed = Json::Object(vec![("changed".to_string(), Json::from(true))]);
    let mut answer = Answer::from(changed).with_answer(ANSWER_DIFF_DIFFERENCES_FOUND);
    if arg == "both" {
        answer = answer.with_exit(1); // an exit beside the answer: a bug, INTERNAL_ERROR
    }
    let quiet = Options { quiet: true, ..Options::default() };
    errors::run_with(|| Ok::<Answer, Box<dyn std::error::Error>>(answer), quiet)
}
"""


@pytest.mark.slow
def test_rust_operations_compile_clean_and_answer(tmp_path: Path) -> None:
    """The Rust module's per-operation answers, compiled by rustc with every warning an error
    (one rustc call, no cargo workspace: the golden crates have no operation results), and run:
    an answer's envelope is the other runtimes' bytes, an exit beside it INTERNAL_ERROR."""
    rustc = shutil.which("rustc")
    if rustc is None:
        pytest.skip("rustc is not installed")
    (tmp_path / "errors.rs").write_bytes(_outputs("STORE_LOCKED, DAEMON_DOWN")["errors.rs"])
    (tmp_path / "main.rs").write_text(RS_MAIN)
    built = run([rustc, "--edition", "2021", "-D", "warnings", "-o", "main", "main.rs"], tmp_path)
    assert built.returncode == 0, built.stderr
    done = run([str(tmp_path / "main")], tmp_path)
    assert done.stdout == 'Some("DIFFERENCES_FOUND") None Some(125) true\ntrue true None\n', (
        done.stdout
    )
    answered = run([str(tmp_path / "main"), "answer"], tmp_path)
    assert (answered.returncode, _timeless(answered.stdout)) == (1, ANSWERED), answered.stdout
    failed = run([str(tmp_path / "main"), "both"], tmp_path)
    assert failed.returncode == 125 and '"code": "INTERNAL_ERROR"' in failed.stdout
