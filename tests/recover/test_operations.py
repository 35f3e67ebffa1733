"""errgen recover reads an exit by the operation it ran: `depot run` exits 125 for its own
failures and passes the program's status through, `depot diff`'s 10 is its answer DIFFERENT
(named in the envelope); both depots, and the classifier alone."""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import errgen
import pytest
from errgen.recover import Answer, Attempt, Classifier, recover

from tests.conftest import ROOT, Result, run_process
from tests.polyglot import need_go, run

CATALOG = ROOT / "examples" / "depot" / "errors.yaml"


def _python_depot(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    tool = folder / "depot"
    tool.write_text(f'#!/bin/sh\nexec {sys.executable} -m depot "$@"\n')
    tool.chmod(tool.stat().st_mode | stat.S_IXUSR)
    return folder


def _drive(bin_dir: Path, home: Path) -> dict[str, Result]:
    env = dict(
        os.environ,
        DEPOT_HOME=str(home),
        PYTHONPATH=str(ROOT / "examples" / "depot"),
        PATH=f"{bin_dir}:{os.environ['PATH']}",
    )

    def recover_(*args: str) -> Result:
        return run_process("recover", "--catalog", str(CATALOG), "--", "depot", *args, env=env)

    assert recover_("put", "greeting", "hello").code == 0  # its fix (a token) runs first
    return {
        "passed": recover_("run", "greeting", "sh", "-c", "exit 3"),
        "own": recover_("run", "no-such-key", "true"),
        "get": recover_("get", "no-such-key"),
        "diff": recover_("diff", "greeting", "bye"),
        "diff --json": run_process(
            "recover",
            "--catalog",
            str(CATALOG),
            "--json",
            "--",
            "depot",
            "diff",
            "greeting",
            "bye",
            env=env,
        ),
    }


def _check(results: dict[str, Result]) -> None:
    passed = results["passed"]  # 3 is KEY_NOT_FOUND's own number, but not in `depot run`
    assert passed.code == 3, passed.err
    assert "the status of the program 'depot run' ran, passed through: stop" in passed.err
    own = results["own"]  # depot run's own failure: 125, read by the envelope and the table
    assert own.code == 125 and "KEY_NOT_FOUND (correctable)" in own.err, own.err
    assert results["get"].code == 3  # the same code exits 3 from `depot get`
    diff = results["diff"]  # the operation's answer, from its runtime: named in the envelope
    assert diff.code == 10 and '"answer": "DIFFERENT"' in diff.out, diff.out
    assert "the result DIFFERENT of 'depot diff', not a failure: stop" in diff.err
    # recover's own envelope: an answer is no failure, so ok with no error, and exit 10
    as_json = results["diff --json"]
    envelope = json.loads(as_json.out)
    assert (as_json.code, envelope["ok"], envelope["error"]) == (10, True, None), as_json.out
    assert envelope["data"]["last"]["envelope"]["answer"] == "DIFFERENT"


def test_recover_reads_depot_runs_exits(tmp_path: Path) -> None:
    _check(_drive(_python_depot(tmp_path / "bin"), tmp_path / "home"))


@pytest.mark.slow
def test_recover_reads_the_go_depots_run_alike(tmp_path: Path) -> None:
    go = need_go()
    built = run(
        [go, "build", "-o", str(tmp_path / "bin" / "depot"), "."], ROOT / "examples" / "depot-go"
    )
    assert built.returncode == 0, built.stderr
    _check(_drive(tmp_path / "bin", tmp_path / "home"))


def _attempt(argv: list[str], answer: Answer, catalogue: bool = True) -> Attempt:
    classifier = Classifier(errgen.load(CATALOG) if catalogue else None, argv=argv)
    attempts = recover(argv, classifier, run=lambda _argv: answer, sleep=lambda _s: None).attempts
    return attempts[0]


def _classify(argv: list[str], answer: Answer) -> tuple[str, str | None]:
    attempt = _attempt(argv, answer)
    return attempt.action, attempt.outside_operation


def test_the_envelopes_answer_is_read_and_held_to_the_catalogue() -> None:
    """The answer an envelope names is the operation's when the status says so; a name the
    catalogue does not give that status is reported, not taken; without a catalogue, an ok
    envelope that names an answer is one, whatever its status."""
    diff = ["depot", "diff", "k", "v"]
    named = {"ok": True, "data": None, "answer": "DIFFERENT"}
    attempt = _attempt(diff, Answer(10, "", named))
    assert attempt.answer == "DIFFERENT" and attempt.to_dict()["answer"] == "DIFFERENT"
    assert attempt.action == "the result DIFFERENT of 'depot diff', not a failure: stop"
    wrong = _attempt(diff, Answer(10, "", {**named, "answer": "SAME\x1b[2J"}))
    assert wrong.answer == "DIFFERENT" and wrong.recovery is None
    assert wrong.action == (
        "the result DIFFERENT of 'depot diff', not a failure (the envelope's answer "
        "SAME\\x1b[2J is not the catalogue's for exit 10: not taken): stop"
    )
    elsewhere = _attempt(["depot", "get", "k"], Answer(10, "", named))  # no answer of get
    assert elsewhere.answer is None and "not the catalogue's for exit 10" in elsewhere.action
    assert _attempt(diff, Answer(1, "", named)).recovery == "terminal"  # 1 is no answer here
    alone = _attempt(diff, Answer(1, "", named), catalogue=False)
    assert (alone.recovery, alone.answer) == (None, "DIFFERENT"), alone.action
    assert alone.action == "the result DIFFERENT the envelope names, not a failure: stop"
    unnamed = _attempt(diff, Answer(1, "", {"ok": True, "data": None}), catalogue=False)
    assert unnamed.recovery == "terminal"


def test_the_operation_is_the_longest_match_of_the_argvs_words() -> None:
    catalogue = errgen.load(CATALOG)
    for argv in (
        ["depot", "run", "k", "x"],
        ["./depot-go", "run", "k"],
        ["py", "-m", "depot", "run"],
    ):
        assert Classifier(catalogue, argv=argv).operation.name == "depot run"  # type: ignore[union-attr]
    assert Classifier(catalogue, argv=["depot", "doctor"]).operation is None


def test_an_exit_without_an_envelope_is_read_by_the_operation() -> None:
    # 125 in `depot run` is its own failure, correctable: no fix command without an envelope
    action, _ = _classify(["depot", "run", "k", "x"], Answer(125, "", None))
    assert action.startswith("stop: correctable by its exit code"), action
    action, _ = _classify(["depot", "run", "k", "x"], Answer(42, "", None))
    assert "passed through" in action
    action, _ = _classify(["depot", "get", "k"], Answer(42, "", None))  # no pass-through there
    assert "passed through" not in action


def test_a_code_outside_the_operation_is_reported_and_handled_by_its_class() -> None:
    envelope = {"ok": False, "error": {"code": "PERMISSION_DENIED", "message": "x"}}
    action, outside = _classify(["depot", "get", "k"], Answer(7, "", envelope))
    assert outside == "depot get" and action.startswith("stop"), action
    _, inside = _classify(["depot", "put", "k", "v"], Answer(7, "", envelope))
    assert inside is None


REAL = ROOT / "examples" / "real-tools"


@pytest.mark.parametrize(
    ("catalogue", "words", "status", "recovery", "action"),
    [
        # kubectl diff: 1 is its answer (differences found), 2 every error (shared, no envelope)
        ("adoption/kubectl", "diff -f app.yaml", 1, None, "the result DIFFERENCES_FOUND of"),
        ("adoption/kubectl", "diff -f app.yaml", 2, "terminal", "stop: escalate verbatim"),
        ("adoption/kubectl", "get pods", 1, "terminal", "stop: escalate verbatim"),
        ("adoption/kubectl", "exec web -- false", 7, None, "passed through: stop"),
        # terraform: 2 is plan's answer and fmt's correctable failure
        ("terraform", "plan -detailed-exitcode", 2, None, "the result CHANGES_PRESENT of"),
        ("terraform", "fmt -check", 2, "correctable", "stop: correctable by its exit code"),
        ("adoption/npm", "run build", 3, None, "passed through: stop"),
    ],
)
def test_recover_reads_each_commands_answers_of_a_real_tool(
    tmp_path: Path, catalogue: str, words: str, status: int, recovery: str | None, action: str
) -> None:
    """The transcriptions' operations as recover reads them, with a stand-in program that exits
    as the tool does (a real process; its first word is not the tool's name, so the argv's
    words after it choose the operation)."""
    fake = tmp_path / "tool"
    fake.write_text(f"#!/bin/sh\nexit {status}\n")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    argv = [str(fake), *words.split()]
    classifier = Classifier(errgen.load(REAL / catalogue / "errors.yaml"), argv=argv)
    outcome = recover(argv, classifier, sleep=lambda _s: None)
    (attempt,) = outcome.attempts
    assert (attempt.recovery, outcome.exit_code) == (recovery, status), attempt.describe()
    assert action in attempt.action, attempt.action


def test_an_answer_on_a_shared_number_is_told_by_the_envelope() -> None:
    """EC2's dry run exits 254, the number every service error shares: an ok envelope is the
    answer, an error envelope the error, and no envelope stays terminal."""
    catalogue = errgen.load(REAL / "adoption" / "awscli" / "errors.yaml")
    argv = ["aws", "ec2", "run-instances", "--dry-run"]
    classifier = Classifier(catalogue, argv=argv)
    assert classifier.classify(Answer(254, "", {"ok": True, "data": None})) is None
    error = {"ok": False, "error": {"code": "InvalidInstanceID.NotFound", "message": "x"}}
    assert classifier.classify(Answer(254, "", error)).code == "INSTANCE_NOT_FOUND"  # type: ignore[union-attr]
    assert classifier.classify(Answer(254, "", None)).recovery == "terminal"  # type: ignore[union-attr]
    # in another command 254 with an ok envelope is no answer: read as the shared number
    other = Classifier(catalogue, argv=["aws", "s3api", "get-object"])
    assert other.classify(Answer(254, "", {"ok": True, "data": None})) is not None
