"""The checks of a contract run, each by name: a scenario's, a registry probe's, coverage's.

fails            the scenario's command fails
envelope         its stdout envelope validates against the generated envelope.schema.json
code             error.code is the scenario's code (or one of its aliases)
exit-code        the exit code is the catalogue's (a command's: a tool result has none)
channels         an MCP tool's error result carries the envelope in structuredContent and the
                 same envelope in its text block (the JSON after the summary line)
output-schema    the tool's outputSchema from tools/list accepts the error's structuredContent
retry            transient: reissued after retry_after_ms, within max_attempts, it succeeds
no-side-effects  transient: the sandbox is unchanged by each failed call
closed-loop      correctable: after the fix (its fix_command, or the scenario's fix: steps)
                 the reissue succeeds and never shows the same code
idempotent-fix   correctable with a fix_command: run again, then reissued, still succeeds
terminal         terminal: a reissue gives the same code
undeclared-code  every envelope seen (setup, run, fix, reissue) is a catalogue code (one its
                 step's operation lists, where operations are declared), a
                 declared alias or a success
setup            every setup step (and fix: step) exits 0
probe-read-only  a read-only registry line exits 0 and changes nothing
probe-idempotent an idempotent registry line, run twice, exits 0 and the second run
                 changes nothing
coverage         every code is exercised or acknowledged, and so is every code of every
                 operation (a pair: a scenario of that operation, or a reason)
"""

from __future__ import annotations

import json
import shlex
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import errgen.contract.mcp as mcp
from errgen.contract.sandbox import Ran, Sandbox, Snapshot, changes
from errgen.contract.scenarios import Contract, Scenario
from errgen.model import DEFAULT_MAX_ATTEMPTS, Catalogue, ErrorSpec
from errgen.model.operations import operation_for
from errgen.recover import catalogue_wait
from errgen.text import escaped

MAX_TRANSCRIPT_LINES = 40  # of one command's output, in a transcript
# what a transient scenario may wait in all: a catalogue may ask an hour a wait, and an
# envelope's wait within its range; past this the contract stops reissuing and says so
MAX_WAITS_S = 300.0


@dataclass(frozen=True)
class Check:
    """One named check and how it came out; a skipped one says why it could not apply."""

    name: str
    ok: bool
    detail: str = ""
    skipped: bool = False

    def to_dict(self) -> dict[str, object]:
        state = "skipped" if self.skipped else "passed" if self.ok else "failed"
        return {"name": self.name, "state": state, "detail": self.detail}


@dataclass
class Result:
    """A scenario's, a probe's or coverage's checks, and the transcript of what ran."""

    kind: str  # scenario, probe, coverage
    name: str  # the code, the registry line, or "coverage"
    checks: list[Check] = field(default_factory=list)
    transcript: list[str] = field(default_factory=list)
    skipped: str | None = None  # never run, and why (a destructive registry line)
    duration_ms: int = 0
    sandbox: str = ""  # the folder it ran in, which a recorded transcript does not show

    @property
    def ok(self) -> bool:
        return all(check.ok for check in self.checks)

    @property
    def failed(self) -> list[Check]:
        return [check for check in self.checks if not check.ok]

    def add(self, name: str, ok: bool, detail: str = "", *, skipped: bool = False) -> bool:
        self.checks.append(Check(name, ok, escaped(detail), skipped))
        return ok

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = {"kind": self.kind, "name": self.name, "ok": self.ok}
        if self.skipped is not None:
            data["skipped"] = self.skipped
        data["checks"] = [check.to_dict() for check in self.checks]
        data["duration_ms"] = self.duration_ms
        return data


class Session:
    """One scenario or probe in its sandbox: every command it runs goes through `run`, which
    keeps the transcript and every envelope seen for the undeclared-code check."""

    def __init__(self, contract: Contract, result: Result, timeout_s: float) -> None:
        self.contract = contract
        self.result = result
        self.timeout_s = timeout_s
        self.sandbox = Sandbox(contract)
        self.seen: list[Ran] = []
        result.sandbox = str(self.sandbox.folder)

    def run(self, step: str, note: str = "", *, own: bool = False) -> Ran:
        if note:
            self.result.transcript.append(f"# {escaped(note)}")
        ran = self.sandbox.run(step, self.timeout_s, own=own)
        self.seen.append(ran)
        self.result.transcript.extend(_transcribed(ran))
        return ran

    def issue(self, scenario: Scenario, note: str = "") -> Ran:
        """The scenario's own call: its run: command line, or its tool call over MCP."""
        if scenario.mcp is None:
            return self.run(scenario.run, note)
        if note:
            self.result.transcript.append(f"# {escaped(note)}")
        operation = scenario.operation.name if scenario.operation else None
        ran = mcp.call_in(self.sandbox, scenario.mcp, scenario.run, self.timeout_s, operation)
        self.seen.append(ran)
        self.result.transcript.extend(_transcribed(ran))
        return ran

    def envelopes(self, step: str) -> None:
        """Every envelope the scenario's own command printed after the first (its reissues,
        successes included) must validate too: a reissue that says ok: true beside an error,
        or prints another code's constants, breaks the envelope check."""
        for index, ran in enumerate(r for r in self.seen if r.step == step):
            if index == 0 or ran.envelope is None:
                continue
            ok, detail = _envelope(self.contract, ran)
            if not ok:
                at = next(i for i, c in enumerate(self.result.checks) if c.name == "envelope")
                if self.result.checks[at].ok:
                    why = escaped(f"reissue {index}: {detail}")
                    self.result.checks[at] = Check("envelope", False, why)
                return

    def steps(self, steps: tuple[str, ...], check: str) -> bool:
        """Run steps in turn; the first that fails fails `check` and stops them."""
        for step in steps:
            ran = self.run(step, own=True)  # what it starts may serve the scenario
            if not ran.succeeded:
                detail = f"{step!r} failed ({ran.said()}){output_tail(ran)}"
                return self.result.add(check, False, detail)
        return True

    def snapshot(self) -> Snapshot:
        return self.sandbox.snapshot()

    def undeclared(self) -> None:
        known = self.contract.catalogue.by_code_or_alias()
        foreign = sorted({r.code for r in self.seen if r.code and r.code not in known})
        outside = _outside_operation(self.contract.catalogue, self.seen, known)
        if foreign:
            where = ", ".join(f"{r.code} from {r.step!r}" for r in self.seen if r.code in foreign)
            self.result.add("undeclared-code", False, f"codes the catalogue lacks: {where}")
        elif outside:
            self.result.add("undeclared-code", False, f"codes outside the operation: {outside}")
        else:
            self.result.add("undeclared-code", True)

    def close(self) -> None:
        self.sandbox.close()


def _outside_operation(catalogue: Catalogue, seen: list[Ran], known: dict[str, ErrorSpec]) -> str:
    """Each code seen from a step whose operation (found from its words) does not list it."""
    found = []
    declared = {o.name: o for o in catalogue.operations}
    for ran in seen:
        if not ran.code or ran.code not in known:
            continue
        if ran.mcp is not None:  # a tool is the operation its scenario declares, if any
            named = declared.get(ran.mcp.operation or "")
            if named is not None and known[ran.code].code not in named.codes:
                found.append(f"{ran.code} from {ran.step!r} ({named.name})")
            continue
        try:
            words = shlex.split(ran.step)
        except ValueError:
            continue
        operation = operation_for(catalogue.operations, words, catalogue.programs)
        if operation is not None and known[ran.code].code not in operation.codes:
            found.append(f"{ran.code} from {ran.step!r} ({operation.name})")
    return ", ".join(escaped(item) for item in found)


def run_scenario(contract: Contract, scenario: Scenario, sleep: Callable[[float], None]) -> Result:
    """Trigger the scenario's code and check the tool keeps every promise of its catalogue."""
    started = time.monotonic()
    result = Result("scenario", scenario.code)
    error = scenario.error
    result.transcript.append(f"# {scenario.code} ({error.recovery}): {escaped(error.action)}")
    run = Session(contract, result, scenario.timeout_s)
    try:
        if run.steps(scenario.setup, "setup"):
            _scenario(run, scenario, sleep)
            if any(c.name == "envelope" for c in result.checks):
                run.envelopes(scenario.run)
        run.undeclared()
    finally:
        for step in scenario.teardown:
            ran = run.run(step, "teardown", own=True)
            if not ran.succeeded:
                result.transcript.append(f"# teardown step failed ({ran.said()}); not checked")
        run.close()
    result.duration_ms = int((time.monotonic() - started) * 1000)
    return result


def _scenario(run: Session, scenario: Scenario, sleep: Callable[[float], None]) -> None:
    result, error = run.result, scenario.error
    before = run.snapshot()
    ran = run.issue(scenario)
    if ran.succeeded or ran.problem is not None:
        why = "it succeeded" if ran.succeeded else ran.problem
        result.add("fails", False, f"{scenario.run!r} must fail with {scenario.code}; {why}")
        return
    result.add("fails", True)
    result.add("envelope", *_envelope(run.contract, ran))
    if ran.mcp is not None:  # a tool result has no exit code; its channels and schema instead
        result.add("channels", *mcp.channels(ran.mcp))
        result.add("output-schema", *mcp.output_schema(ran.mcp))
    names = {error.code, *error.aliases}
    wrong_code = not result.add("code", ran.code in names, _code_detail(ran, scenario.code))
    if ran.mcp is None:
        result.add("exit-code", ran.exit_code == scenario.exit.code, _exit_detail(ran, scenario))
    if wrong_code:
        return  # the recovery of another code is not this scenario's to check
    if error.recovery == "transient":
        _transient(run, scenario, before, sleep)
    elif error.recovery == "correctable":
        _correctable(run, scenario)
    else:
        again = run.issue(scenario, "terminal: a reissue must give the same code")
        detail = "" if again.code == ran.code else f"the reissue gave {again.said()}"
        result.add("terminal", again.code == ran.code, detail)


def _transient(
    run: Session, scenario: Scenario, before: Snapshot, sleep: Callable[[float], None]
) -> None:
    """Reissue after retry_after_ms until it succeeds, the attempts run out or the next wait
    would pass MAX_WAITS_S in all; no failed attempt may have changed the sandbox (a success
    may: it did the work)."""
    result, error = run.result, scenario.error
    attempts = error.max_attempts or DEFAULT_MAX_ATTEMPTS
    effects = changes(before, run.snapshot())
    last: Ran | None = None
    attempt = 1
    # the wait the last failure asked for: the catalogue's, or, with a retry_after_range, the
    # one its envelope names, clamped (as errgen recover and the generated parsers read it);
    # never grown by a backoff: the weakest caller waits that and no caller waits less, so a
    # tool that clears for it clears for every caller
    wait_ms = _wait_of(error, run.seen[-1])
    waited_s, cut = 0.0, False
    while not effects and attempt < attempts:
        cut = waited_s + wait_ms / 1000 > MAX_WAITS_S
        if cut:
            break
        attempt += 1
        waited_s += wait_ms / 1000
        sleep(wait_ms / 1000)
        note = f"wait {wait_ms} ms, reissue (attempt {attempt} of {attempts})"
        last = run.issue(scenario, note)
        if last.succeeded or last.code != error.code:
            break
        effects = changes(before, run.snapshot())
        wait_ms = _wait_of(error, last)
    if effects:
        shown = ", ".join(effects[:5]) + (", ..." if len(effects) > 5 else "")
        result.add("no-side-effects", False, f"a failed {scenario.code} call {shown}")
    else:
        result.add("no-side-effects", True)
    if scenario.closes is False:
        result.add("retry", True, f"not expected to close: {scenario.why}", skipped=True)
    elif effects:
        result.add("retry", True, "not reissued: the failed call had side effects", skipped=True)
    elif cut:
        detail = (
            f"not reissued after attempt {attempt} of {attempts}: a wait of {wait_ms} ms would "
            f"take the scenario's waits past {MAX_WAITS_S:g} s"
        )
        result.add("retry", True, detail, skipped=True)
    elif last is None:
        detail = f"max_attempts {attempts}: the catalogue allows no reissue"
        result.add("retry", True, detail, skipped=True)
    elif last.succeeded:
        result.add("retry", True, f"succeeded on attempt {attempt} of {attempts}")
    elif last.code != error.code:
        result.add("retry", False, f"attempt {attempt} failed otherwise: {last.said()}")
    else:
        result.add(
            "retry", False, f"still {error.code} after {attempts} attempts, {wait_ms} ms apart"
        )


def _wait_of(error: ErrorSpec, ran: Ran) -> int:
    named = ran.envelope.get("error") if ran.envelope else None
    value = named.get("retry_after_ms") if isinstance(named, dict) else None
    return catalogue_wait(error, value)


def _correctable(run: Session, scenario: Scenario) -> None:
    result, error = run.result, scenario.error
    if error.fix_command is None:
        if not scenario.fix:  # the file's check makes this a closes: false with a why
            result.add("closed-loop", True, f"not exercised: {scenario.why}", skipped=True)
            return
        run.result.transcript.append(
            "# the caller applies fix_required (the scenario's fix: steps)"
        )
        if run.steps(scenario.fix, "setup"):
            _reissue(run, scenario, "closed-loop", "after the fix: steps")
        return
    fix = error.fix_command
    first = run.run(fix, "run the catalogue's fix_command")
    if not first.succeeded:
        result.add("closed-loop", False, f"{fix!r} failed ({first.said()}){output_tail(first)}")
        return
    if not _reissue(run, scenario, "closed-loop", f"after {fix!r} exited 0"):
        return
    second = run.run(fix, "run the fix again: a caller may (idempotent)")
    if not second.succeeded:
        detail = f"{fix!r} failed the second time ({second.said()}){output_tail(second)}"
        result.add("idempotent-fix", False, detail)
        return
    _reissue(run, scenario, "idempotent-fix", f"after {fix!r} ran twice")


def _reissue(run: Session, scenario: Scenario, check: str, after: str) -> bool:
    """Reissue the scenario's command: it must succeed (or, where the scenario says its
    recovery does not close, at least not fail with the same code again)."""
    again = run.issue(scenario, "reissue")
    code = scenario.error.code
    if again.code == code or again.code in scenario.error.aliases:  # even beside ok: true
        return run.result.add(check, False, f"{after}, the reissue failed with {code} again")
    if again.succeeded:
        return run.result.add(check, True, f"{after}, the reissue succeeded")
    if scenario.closes is False:
        detail = f"{after}, the reissue gave {again.said()}; not expected to close: {scenario.why}"
        return run.result.add(check, True, detail, skipped=True)
    return run.result.add(check, False, f"{after}, the reissue failed: {again.said()}")


def _envelope(contract: Contract, ran: Ran) -> tuple[bool, str]:
    from jsonschema.exceptions import ValidationError, best_match

    if ran.envelope is None:
        return False, "no envelope on stdout (the whole output, or its last line)"
    envelope = ran.envelope
    spec = contract.catalogue.by_code_or_alias().get(ran.code or "")
    if spec is not None and ran.code != spec.code:  # an upstream spelling, read as its code
        envelope = {**envelope, "error": {**envelope["error"], "code": spec.code}}
    error = best_match(_validator(contract).iter_errors(envelope))
    if error is None:
        return True, ""
    while error.context:  # a oneOf: into the variant with the fewest errors (the code's own)
        variants: dict[object, list[ValidationError]] = {}
        for inner in error.context:
            variants.setdefault(inner.relative_schema_path[0], []).append(inner)
        fewest: list[ValidationError] = min(variants.values(), key=len)
        error = best_match(fewest)
    where = "/".join(str(step) for step in error.absolute_path) or "the envelope"
    return False, f"envelope.schema.json: at {where}: {error.message[:200]}"


# catalogue id -> (the catalogue, its validator): the catalogue is held so that its id is not
# reused by another one while the entry lives
_VALIDATORS: dict[int, tuple[object, Any]] = {}


def _validator(contract: Contract) -> Any:
    """The generated envelope schema of the contract's catalogue, which pins every constant."""
    key = id(contract.catalogue)
    held = _VALIDATORS.get(key)
    if held is None or held[0] is not contract.catalogue:
        import jsonschema

        from errgen.targets import TARGETS, RenderContext

        files = TARGETS["jsonschema"].render(contract.catalogue, RenderContext())
        schema = json.loads(files["envelope.schema.json"])
        held = (contract.catalogue, jsonschema.Draft202012Validator(schema))
        _VALIDATORS.clear()  # one catalogue at a time: a run, or a test after another
        _VALIDATORS[key] = held
    return held[1]


def _code_detail(ran: Ran, code: str) -> str:
    if ran.code is None:
        return f"no error code to read ({ran.said()})"
    return "" if ran.code == code else f"failed with {ran.code}, not {code}"


def _exit_detail(ran: Ran, scenario: Scenario) -> str:
    wanted = scenario.exit
    if ran.exit_code == wanted.code:
        return ""
    where = f" for {scenario.operation.name}" if scenario.operation is not None else ""
    return f"exit {ran.exit_code}; the catalogue says {wanted.code} ({wanted.name}){where}"


def _transcribed(ran: Ran) -> list[str]:
    """The command as written, its stdout, its stderr (each line after `! `), its exit: every
    line escaped. A tool call shows its text block as the stdout, and isError as the exit."""
    lines = [f"$ {escaped(ran.step)}"]
    for stream, mark in ((ran.stdout, ""), (ran.stderr, "! ")):
        output = stream.rstrip("\n").splitlines()
        if len(output) > MAX_TRANSCRIPT_LINES:
            output = [*output[:MAX_TRANSCRIPT_LINES], f"... ({len(output)} lines in all)"]
        lines.extend(mark + escaped(line) for line in output)
    if ran.problem:
        lines.append(f"({escaped(ran.problem)})")
    elif ran.mcp is not None:  # a tool result: its text block above, no exit code
        lines.append("(isError: true)" if ran.mcp.is_error else "(a result)")
    else:
        lines.append(f"(exit {ran.exit_code})")
    return lines


def output_tail(ran: Ran) -> str:
    """The last line a failed command printed (its envelope's message, else stderr's or
    stdout's last line), to say why."""
    error = ran.envelope.get("error") if ran.envelope else None
    if isinstance(error, dict) and isinstance(error.get("message"), str):
        return f": {error['message'][:200]}"
    for stream in (ran.stderr, ran.stdout):
        lines = [line for line in stream.splitlines() if line.strip()]
        if lines:
            return f": {lines[-1][:200]}"
    return ""
