"""Between the commands and the process: the configuration a command runs with, how results
and errgen's own errors are shown, and the envelope and exit code every run ends in.

`main` runs one command of the command line; `errgen.cli.run`, the console script, is the one
place that touches the process itself (the collector, the exit).
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple, NoReturn

import errgen.generated.errors as errors

if TYPE_CHECKING:
    from errgen.diagnostics import Diagnostic

Data = dict[str, object]


class UsageProblem(Exception):
    """The command line is not one errgen understands: USAGE_INVALID, saying why."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem = problem


class Failed(Exception):
    """A command failed with one of errgen's errors, with data for the envelope."""

    def __init__(self, error: errors.ErrgenError, data: Data) -> None:
        super().__init__()
        self.error = error
        self.data = data


def say(text: str, *, json_mode: bool, err: bool = False) -> None:
    """Print `text` for a person (never with --json, whose stdout is the envelope)."""
    if not json_mode:
        print(text, file=sys.stderr if err else sys.stdout)


def show_diagnostics(
    diagnostics: tuple[Diagnostic, ...],
    json_mode: bool,
    texts: Iterable[tuple[str, bytes]] = (),
) -> None:
    """The diagnostics on stdout, each with its source line, coloured for a terminal."""
    if diagnostics and not json_mode:
        from errgen.cli.terminal import render_diagnostics, wants_colour

        known = dict(texts)
        for d in diagnostics:  # a file not read in this run (a cached build's): read it now
            if d.file not in known:
                known[d.file] = _read_quietly(Path(d.file))
        print(render_diagnostics(diagnostics, known, wants_colour(sys.stdout)))


def _read_quietly(path: Path) -> bytes:
    try:
        with path.open("rb") as handle:
            return handle.read(1 << 24)
    except (OSError, ValueError):
        return b""


def emit_error(
    error: errors.ErrgenError, json_mode: bool, started: float, data: Data | None = None
) -> int:
    """errgen's own error as an envelope (with --json) or as text on stderr; its exit code."""
    if json_mode:
        # the generated module's own envelope: errgen's errors are made like any tool's
        body = error.to_envelope(int((time.monotonic() - started) * 1000))
        body["data"] = data
        print(json.dumps(body))
    else:
        from errgen.cli.terminal import Painter, wants_colour
        from errgen.text import escaped

        paint = Painter(wants_colour(sys.stderr))
        detail = error.to_dict()
        code = paint("rule", str(detail["code"]))
        lines = [f"{paint('error', 'error')}[{code}]: {escaped(str(detail['message']))}"]
        for field in ("fix_required", "fix_command", "suggestion"):
            if field in detail:
                lines.append(f"  {paint('dim', field + ':')} {escaped(str(detail[field]))}")
        print("\n".join(lines), file=sys.stderr)
    return int(error.exit_code)


class Invocation(NamedTuple):
    """A parsed command line: the command to run (its data, or None when there was nothing to
    run, as for --help) and whether its envelope is wanted on stdout."""

    run: Callable[[], Data | None]
    json_mode: bool


def outcome(invocation: Invocation, started: float) -> int:
    """Run a parsed command; its envelope (with --json) is printed, its exit code returned."""
    json_mode = invocation.json_mode
    try:
        result = invocation.run()
    except Failed as failed:
        return emit_error(failed.error, json_mode, started, failed.data)
    except errors.ErrgenError as error:
        return emit_error(error, json_mode, started)
    except KeyboardInterrupt:
        return 130
    except UsageProblem as usage:
        return emit_error(errors.UsageInvalidError(problem=usage.problem), json_mode, started)
    except Exception as exc:
        # only the building stage raises Rejected, so it is imported by then: a command that
        # never checks a catalogue (--version, schema, explain of a rule) never imports it
        from errgen.building import Rejected

        if not isinstance(exc, Rejected):
            raise
        report = exc.report
        show_diagnostics(report.diagnostics, json_mode, report.texts)
        data: Data = {"diagnostics": [d.to_dict() for d in report.diagnostics]}
        return emit_error(exc.error(), json_mode, started, data)
    if result is None:  # --help
        return 0
    if json_mode:
        print(json.dumps(envelope(result, None, started)))
    return 0


def envelope(data: Data | None, error: object, started: float, *, ok: bool | None = None) -> Data:
    """The response envelope of a run of errgen: the one way every command builds it."""
    meta = {"duration_ms": int((time.monotonic() - started) * 1000)}
    success = error is None if ok is None else ok
    return {"ok": success, "data": data, "error": error, "warnings": [], "meta": meta}


# What a shell reports for a process that a closed pipe ended (128 + SIGPIPE), as for git's.
CLOSED_PIPE = 141


def main(parse: Callable[[list[str]], Invocation], argv: list[str] | None = None) -> NoReturn:
    """Every outcome of a command is an envelope (with --json) and an exit code; never a
    traceback (ERRGEN_DEBUG=1 shows one for errgen's own INTERNAL_ERROR). A reader that
    closed errgen's output (`| head`) ends it quietly, as it ends git."""
    args = sys.argv[1:] if argv is None else argv
    args = args or ["--help"]  # a bare errgen shows what it can do
    started = time.monotonic()
    # until the command line parses, --json is as written among errgen's own arguments
    json_mode = "--json" in (args[: args.index("--")] if "--" in args else args)
    try:
        try:
            invocation = parse(args)
        except UsageProblem as usage:
            code = emit_error(errors.UsageInvalidError(problem=usage.problem), json_mode, started)
        else:
            json_mode = invocation.json_mode
            code = outcome(invocation, started)
    except BrokenPipeError:
        code = CLOSED_PIPE
    except SystemExit:
        raise  # recover exits with the last attempt's code
    except Exception:
        if os.environ.get("ERRGEN_DEBUG"):
            import traceback

            traceback.print_exc()
        code = _internal_error(json_mode, started)
    raise SystemExit(code)


def _internal_error(json_mode: bool, started: float) -> int:
    try:
        return emit_error(errors.InternalError(), json_mode, started)
    except BrokenPipeError:
        return CLOSED_PIPE
