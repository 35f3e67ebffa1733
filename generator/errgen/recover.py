"""`errgen recover`: the guide's four-line decision procedure, as a program.

    if error.retryable:      wait retry_after_ms, reissue unchanged (at most max_attempts in all)
                             (the catalogue's backoff: the wait may double after each failure)
    elif error.fix_command:  run it; if it exits 0, reissue once
    elif error.fix_required: apply the fix if achievable, reissue once; else escalate
    else:                    stop, escalate verbatim

The command and any fix command run as argv lists, never through a shell. With a catalogue
(`--catalog`, or the configured one) its constants decide: a code it does not know is terminal,
and a fix command runs only when it is byte for byte the catalogue's. Without one, no fix
command runs unless the caller trusts the tool's envelopes (`--trust-envelope`), and then only
one that passes errgen's own command rules for the program being recovered. Every wait is
bounded by the catalogue format's bounds, and whatever came from the tool is escaped before it
is reported.
"""

from __future__ import annotations

import os
import random
import shlex
import subprocess
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import errgen.catalogue.patterns as patterns
import errgen.generated.errors as errors
from errgen.child import parse_envelope, shell_status
from errgen.model import DEFAULT_MAX_ATTEMPTS, Catalogue, ErrorSpec
from errgen.model.backoff import backoff_ms
from errgen.model.exits import DEFAULT_EXIT_CODES, RecoveryClass
from errgen.model.operations import operation_for
from errgen.text import escaped

DEFAULT_WAIT_MS = 500  # a transient exit code without an envelope says nothing of how long
MAX_ROUNDS = 50  # a bound on the whole run, whatever the tool answers
# the catalogue format's bounds (catalogue.schema.json), which bind an envelope's values too
MAX_WAIT_MS = patterns.maximum(patterns.RETRY_AFTER_MS)
MAX_ATTEMPTS = 20


@dataclass
class Attempt:
    """One invocation of the command, what it answered and what recover did next."""

    attempt: int
    command: list[str]
    exit_code: int
    error_code: str | None = None
    recovery: RecoveryClass | None = None
    action: str = ""
    wait_ms: int | None = None
    fix_command: str | None = None
    fix_exit_code: int | None = None
    # the operation that ran, when its code is not one it lists (handled by the code's class)
    outside_operation: str | None = None
    answer: str | None = None  # the operation's answer the call ended with, by name

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["class"] = data.pop("recovery")
        return {key: value for key, value in data.items() if value is not None}

    def describe(self) -> str:
        shown = escaped(shlex.join(self.command))
        what = f"exit {self.exit_code}"
        if self.error_code:
            what += f", {escaped(self.error_code)} ({self.recovery})"
            if self.outside_operation:
                what += f", not an error of {self.outside_operation!r}"
        elif self.recovery:
            what += f" ({self.recovery}, no envelope)"
        return f"recover: attempt {self.attempt}: {shown} -> {what}: {self.action}"


@dataclass
class Outcome:
    """What a recovery did: every attempt, and how the last one ended."""

    attempts: list[Attempt] = field(default_factory=list)
    exit_code: int = 0
    stdout: str = ""
    envelope: dict[str, Any] | None = None
    failure: errors.ErrgenError | None = None  # recover's own verdict: refused, broken loop
    # whether the last attempt ended with no failure: success, a result or an operation's
    # answer (exit 10 of depot diff is no failure), or a status passed through
    succeeded: bool = False

    def to_data(self) -> dict[str, object]:
        """The `data` of recover's own envelope: every attempt, and what the last one said."""
        last: dict[str, object] = {"exit_code": self.exit_code}
        last |= {"envelope": self.envelope} if self.envelope else {"stdout": self.stdout}
        return {"attempts": [a.to_dict() for a in self.attempts], "last": last}


@dataclass(frozen=True)
class Answer:
    """What one run of the command said: exit code, stdout and the envelope in it, if any."""

    exit_code: int
    stdout: str
    envelope: dict[str, Any] | None


Runner = Callable[[Sequence[str]], Answer]
Sleeper = Callable[[float], None]
Fraction = Callable[[], float]  # a number in [0, 1): the draw of a backoff's jitter


def run_argv(argv: Sequence[str]) -> Answer:
    """Run argv without a shell; stdout is captured for the envelope, stderr passes through."""
    try:
        done = subprocess.run(list(argv), stdout=subprocess.PIPE, text=True, errors="replace")
    except (FileNotFoundError, PermissionError, NotADirectoryError, OSError) as exc:
        raise errors.CommandNotFoundError(
            program=argv[0] if argv else "", reason=exc.strerror or exc.__class__.__name__
        ) from None
    return Answer(shell_status(done.returncode), done.stdout, parse_envelope(done.stdout))


@dataclass(frozen=True)
class Verdict:
    """An answer classified: which rung of the ladder applies and its values."""

    code: str | None
    recovery: RecoveryClass | None
    wait_ms: int
    max_attempts: int
    fix_command: str | None
    spec: ErrorSpec | None = None  # the catalogue's error, whose backoff the waits follow

    def backoff_ms(self, failures: int, fraction: float) -> int:
        """The wait before the next attempt after `failures` failed ones: the wait the
        envelope names, grown by the catalogue's backoff (an envelope alone names no backoff:
        its wait every time); never below that wait."""
        spec = self.spec
        if spec is None:
            return self.wait_ms
        policy, cap, jitter = spec.backoff_policy, spec.backoff_max_ms, spec.backoff_jitter
        return backoff_ms(self.wait_ms, policy, cap, jitter, failures, fraction)


class Classifier:
    """Reads an answer as the guide's caller would, with the catalogue's constants when given.

    `program` is the command being recovered (its argv[0]): without a catalogue, a trusted
    envelope's fix command must start with it and pass errgen's own command rules."""

    def __init__(
        self,
        catalogue: Catalogue | None,
        *,
        trust_envelope: bool = False,
        program: str = "",
        argv: Sequence[str] = (),
    ) -> None:
        self.catalogue = catalogue
        self.trust_envelope = trust_envelope
        self.program = program
        self.errors = catalogue.by_code_or_alias() if catalogue else {}
        # the operation the command runs: the longest one whose words the argv's follow
        self.operation = (
            operation_for(catalogue.operations, list(argv), catalogue.programs)
            if catalogue
            else None
        )
        if catalogue:
            self.exits = {e.code: e.recovery for e in catalogue.exit_codes}
            # exit statuses that are answers, not failures (a diff that found differences)
            self.results = frozenset(e.code for e in catalogue.exit_codes if e.result)
        else:
            self.exits = {number: recovery for number, recovery in DEFAULT_EXIT_CODES.values()}
            self.results = frozenset()

    def classify(self, answer: Answer) -> Verdict | None:
        """None when the call succeeded."""
        envelope = answer.envelope
        operation = self.operation
        answers = self.results | (operation.result_numbers if operation else frozenset())
        if envelope is not None and envelope.get("ok") is True:
            if answer.exit_code == 0 or answer.exit_code in answers:
                return None  # an answer, on a number the operation's errors may share
            if self.catalogue is None and type(envelope.get("answer")) is str:
                return None  # no catalogue to hold it to: the envelope names its answer
        error = envelope.get("error") if envelope else None
        if isinstance(error, dict) and isinstance(error.get("code"), str):
            return self._from_error(error)
        if answer.exit_code == 0 or answer.exit_code in self.results:
            return None
        if operation is not None and operation.answers(answer.exit_code):
            return None  # an answer of this operation (kubectl diff's 1: differences found)
        if operation is not None and operation.passes_through(answer.exit_code):
            return None  # the status of the program the operation ran, passed on as it is
        # a number of several classes (shared) says nothing without an envelope: escalate
        recovery = (operation.recovery_of(answer.exit_code) if operation else None) or (
            self.exits.get(answer.exit_code) or "terminal"
        )
        return Verdict(None, recovery, DEFAULT_WAIT_MS, DEFAULT_MAX_ATTEMPTS, None)

    def _from_error(self, error: dict[str, Any]) -> Verdict:
        code = error["code"]
        if self.catalogue is not None:  # the catalogue's constants, never the envelope's
            spec = self.errors.get(code)
            if spec is None:  # a code the catalogue does not know is terminal
                return Verdict(code, "terminal", DEFAULT_WAIT_MS, 1, None)
            return Verdict(
                spec.code,
                spec.recovery,
                catalogue_wait(spec, error.get("retry_after_ms")),
                spec.max_attempts or DEFAULT_MAX_ATTEMPTS,
                _reported_fix(error),
                spec,
            )
        retryable = error.get("retryable") is True
        fix = _reported_fix(error)
        recovery: RecoveryClass = (
            "transient"
            if retryable
            else "correctable"
            if fix or isinstance(error.get("fix_required"), str)
            else "terminal"
        )
        return Verdict(
            code,
            recovery,
            _bounded(error.get("retry_after_ms"), DEFAULT_WAIT_MS, MAX_WAIT_MS),
            _bounded(error.get("max_attempts"), DEFAULT_MAX_ATTEMPTS, MAX_ATTEMPTS),
            fix,
        )

    def outside(self, answer: Answer) -> str | None:
        """The operation's name when the answer's error is none it lists: the code's class
        still handles it, and nothing else of it is trusted."""
        error = answer.envelope.get("error") if answer.envelope else None
        code = error.get("code") if isinstance(error, dict) else None
        if self.operation is None or not isinstance(code, str):
            return None
        spec = self.errors.get(code)
        listed = spec is not None and spec.code in self.operation.codes
        return None if listed else self.operation.name

    def refusal(self, code: str | None, reported: str) -> str | None:
        """Why the fix command `reported` for `code` must not run; None when it may."""
        if self.catalogue is not None:
            spec = self.errors.get(code or "")
            if spec is not None and spec.fix_command is not None and spec.fix_command == reported:
                return None
            return "not the catalogue's fix command for this code"
        if not self.trust_envelope:
            return "no catalogue to check it against (--catalog, or --trust-envelope)"
        from errgen.validation.commands import judge
        from errgen.validation.hazards import program_hazard

        # the recovered program itself is judged: recovering `sudo tool` trusts no `sudo ...`
        program = os.path.basename(self.program)  # ./tool or /usr/bin/tool is the tool
        if program_hazard(program) is not None:
            return "rule program-unsafe"  # the recovered program runs other programs
        for rule, _, _ in judge(reported, frozenset((program,)), "idempotent", tool=program):
            return f"rule {rule}"
        return None


def catalogue_wait(spec: ErrorSpec, named: object) -> int:
    """The wait of a known code: the catalogue's, or, for a code with a retry_after_range, the
    one its envelope names, clamped to that range (a whole number only; never trusted past
    the bounds), as the generated modules read it."""
    wait = spec.retry_after_ms or DEFAULT_WAIT_MS
    low, high = spec.retry_after_min_ms, spec.retry_after_max_ms
    whole = type(named) is int or (type(named) is float and named.is_integer())
    if low is None or high is None or not whole:
        return wait
    return int(min(max(named, low), high))  # type: ignore[call-overload]


def _reported_fix(error: dict[str, Any]) -> str | None:
    fix = error.get("fix_command")
    return fix if isinstance(fix, str) and fix else None


def _bounded(value: object, default: int, most: int) -> int:
    """An envelope's number as recover uses it: a positive int at most `most`, else `default`."""
    return min(value, most) if type(value) is int and value > 0 else default


def recover(
    argv: Sequence[str],
    classifier: Classifier,
    *,
    run: Runner = run_argv,
    sleep: Sleeper = time.sleep,
    report: Callable[[str], None] = lambda _line: None,
    fraction: Fraction = random.random,
) -> Outcome:
    """Follow the decision procedure until success, exhaustion, escalation or a refusal;
    `fraction` draws the jitter of a backoff that has one."""
    outcome = Outcome()
    transient_attempts = 0
    fixed: dict[str, str] = {}  # code -> fix command that was run and exited 0
    for number in range(1, MAX_ROUNDS + 1):
        answer = run(argv)
        attempt = Attempt(number, list(argv), answer.exit_code)
        attempt.outside_operation = classifier.outside(answer)
        outcome.attempts.append(attempt)
        outcome.exit_code, outcome.stdout = answer.exit_code, answer.stdout
        outcome.envelope = answer.envelope
        verdict = classifier.classify(answer)
        outcome.succeeded = verdict is None
        again = False  # whether the ladder says to reissue
        if verdict is None:
            attempt.answer, attempt.action = _answered(answer, classifier)
        elif verdict.recovery == "transient":
            attempt.error_code, attempt.recovery = verdict.code, verdict.recovery
            transient_attempts += 1
            if transient_attempts >= verdict.max_attempts:
                attempt.action = f"stop: {verdict.max_attempts} attempts made"
            else:
                wait = verdict.backoff_ms(transient_attempts, fraction())
                attempt.action = f"wait {wait} ms{_grown(verdict, transient_attempts)}, reissue"
                attempt.wait_ms, again = wait, True
        elif verdict.recovery == "correctable" and verdict.fix_command:
            attempt.error_code, attempt.recovery = verdict.code, verdict.recovery
            again, outcome.failure = _fix(attempt, verdict, classifier, fixed, run)
        else:
            attempt.error_code, attempt.recovery = verdict.code, verdict.recovery
            attempt.action = _stop(verdict)
        report(attempt.describe())
        if not again:
            return outcome
        if attempt.wait_ms is not None:
            sleep(attempt.wait_ms / 1000)
    outcome.attempts[-1].action += f"; stop: {MAX_ROUNDS} rounds made"
    return outcome


def _answered(answer: Answer, classifier: Classifier) -> tuple[str | None, str]:
    """The operation's answer a call that is no failure ended with (by name, or None) and what
    recover says of it. The status names it, by the catalogue; an envelope's `answer` that says
    otherwise is reported, never taken (without a catalogue, it is all there is)."""
    said = answer.envelope.get("answer") if answer.envelope else None
    said = said if type(said) is str else None
    operation = classifier.operation
    if classifier.catalogue is None and said is not None:
        return said, f"the result {escaped(said)} the envelope names, not a failure: stop"
    if operation is not None and operation.passes_through(answer.exit_code):
        return None, f"the status of the program {operation.name!r} ran, passed through: stop"
    results = {number: name for name, number in operation.results} if operation else {}
    name = results.get(answer.exit_code)
    if answer.exit_code == 0:
        text = "success"
    elif name is not None and operation is not None:
        text = f"the result {name} of {operation.name!r}, not a failure"
    else:
        text = "a result, not a failure"
    if said is not None and said != name:
        text += f" (the envelope's answer {escaped(said)} is not the catalogue's for exit "
        text += f"{answer.exit_code}: not taken)"
    return name, text if answer.exit_code == 0 else text + ": stop"


def _grown(verdict: Verdict, failures: int) -> str:
    """What the report says of a wait an exponential backoff set, after `failures` failures."""
    spec = verdict.spec
    if spec is None or spec.backoff_policy != "exponential":
        return ""
    jitter = ", with jitter" if spec.backoff_jitter else ""
    counted = "failure" if failures == 1 else "failures"
    return (
        f" (exponential backoff after {failures} {counted}, from {verdict.wait_ms} ms up to "
        f"{spec.backoff_max_ms} ms{jitter})"
    )


def _stop(verdict: Verdict) -> str:
    """Why the ladder stops at an error it cannot act on, in words a caller can follow."""
    if verdict.recovery != "correctable":
        return "stop: escalate verbatim"
    if verdict.code is None:  # no envelope: the exit code alone said correctable
        return "stop: correctable by its exit code, but no envelope says how: escalate"
    return "stop: the caller must apply fix_required"


def _fix(
    attempt: Attempt,
    verdict: Verdict,
    classifier: Classifier,
    fixed: dict[str, str],
    run: Runner,
) -> tuple[bool, errors.ErrgenError | None]:
    """Run the fix command of a correctable error once, if it may run: (reissue?, recover's
    own error when the loop broke or the command was refused); `attempt.action` says why."""
    fix = verdict.fix_command or ""
    attempt.fix_command = fix
    if verdict.code is not None and verdict.code in fixed:
        attempt.action = "stop: the same error came back after its fix (broken closed loop)"
        return False, errors.FixLoopBrokenError(fix_command=fix, code=verdict.code)
    refusal = classifier.refusal(verdict.code, fix)
    if refusal is not None and classifier.catalogue is not None:
        attempt.action = f"refuse {escaped(fix)!r}: {refusal}"
        refused = errors.FixCommandRefusedError(fix_command=fix, code=verdict.code or "(none)")
        return False, refused
    if refusal is not None and classifier.trust_envelope and refusal.startswith("rule "):
        attempt.action = f"refuse {escaped(fix)!r}: it breaks errgen's {refusal}"
        rule = refusal.removeprefix("rule ")
        unsafe = errors.FixCommandUnsafeError(
            fix_command=fix, code=verdict.code or "(none)", rule=rule
        )
        return False, unsafe
    if refusal is not None:  # passed on: the caller decides what to do with it
        attempt.action = f"stop: {escaped(fix)!r} not run: {refusal}"
        return False, None
    attempt.fix_exit_code, said = _run_fix(fix, run)
    if attempt.fix_exit_code != 0:
        why = f" ({said})" if said else ""
        attempt.action = f"run {escaped(fix)!r}; it exited {attempt.fix_exit_code}{why}: stop"
        return False, None
    attempt.action = f"run {escaped(fix)!r}; it exited 0: reissue once"
    fixed[verdict.code or ""] = fix
    return True, None


def _run_fix(fix: str, run: Runner) -> tuple[int, str]:
    """The fix's exit code, and what it said when it failed (its envelope's error, else its
    last line of output), escaped and bounded, so the report says why."""
    try:
        answer = run(shlex.split(fix))
    except errors.CommandNotFoundError as exc:
        return 127, str(exc.to_dict()["message"])  # 127: what a shell says of it
    if answer.exit_code == 0:
        return 0, ""
    error = answer.envelope.get("error") if answer.envelope else None
    if isinstance(error, dict) and isinstance(error.get("message"), str):
        said = f"{error.get('code')}: {error['message']}"
    else:
        lines = [line for line in answer.stdout.splitlines() if line.strip()]
        said = lines[-1] if lines else ""
    return answer.exit_code, escaped(said[:200])
