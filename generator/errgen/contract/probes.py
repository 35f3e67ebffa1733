"""The registry's probes: each read-only and idempotent line of the catalogue run in the
sandbox, once or twice, and what it changed compared (destructive and interactive lines, and
those the contract file skips, never run)."""

from __future__ import annotations

import time

from errgen.contract.checks import Result, Session, output_tail
from errgen.contract.sandbox import changes
from errgen.contract.scenarios import Contract
from errgen.model import CommandSpec


def run_probe(contract: Contract, command: CommandSpec) -> Result:
    """A read-only line must change nothing; an idempotent one's second run must change
    nothing. Destructive and interactive lines, and those the file skips, never run."""
    started = time.monotonic()
    result = Result("probe", command.line)
    reason = _never_run(contract, command)
    if reason is not None:
        result.skipped = reason
        return result
    run = Session(contract, result, contract.timeout_s)
    try:
        if run.steps(contract.probe_setup, "setup"):
            _probe(run, command)
        run.undeclared()
    finally:
        run.close()
    result.duration_ms = int((time.monotonic() - started) * 1000)
    return result


def _never_run(contract: Contract, command: CommandSpec) -> str | None:
    if command.effect == "destructive":
        return "destructive: never run"
    if command.interactive:
        return "interactive: never run"
    return contract.probe_skip.get(command.line)


def _probe(run: Session, command: CommandSpec) -> None:
    line = command.line
    if command.effect == "read-only":
        before = run.snapshot()
        ran = run.run(line, "read-only: must exit 0 and change nothing")
        effects = changes(before, run.snapshot())
        if not ran.succeeded:
            run.result.add("probe-read-only", False, f"it failed ({ran.said()}){output_tail(ran)}")
        elif effects:
            run.result.add("probe-read-only", False, "it " + ", ".join(effects[:5]))
        else:
            run.result.add("probe-read-only", True)
        return
    first = run.run(line, "idempotent: run once")
    if not first.succeeded:
        detail = f"the first run failed ({first.said()}){output_tail(first)}"
        run.result.add("probe-idempotent", False, detail)
        return
    before = run.snapshot()
    second = run.run(line, "idempotent: the second run must exit 0 and change nothing")
    effects = changes(before, run.snapshot())
    if not second.succeeded:
        detail = f"the second run failed ({second.said()}){output_tail(second)}"
        run.result.add("probe-idempotent", False, detail)
    elif effects:
        run.result.add("probe-idempotent", False, "the second run " + ", ".join(effects[:5]))
    else:
        run.result.add("probe-idempotent", True)
