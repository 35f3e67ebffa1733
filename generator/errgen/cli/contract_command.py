"""`errgen contract`: the command that proves a tool keeps its catalogue's promises (its checks
live in errgen.contract); here are its flags, its output and the paths it writes, each checked
before anything runs."""

# No postponed annotations here: typer reads these signatures on every run, and string
# annotations would be evaluated again each time (typing.get_type_hints).

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

import errgen.generated.errors as errors
from errgen.cli.entry import Data, Failed, UsageProblem, say, show_diagnostics
from errgen.cli.subcommands import Json

if TYPE_CHECKING:
    from errgen.contract import Run


def contract(
    file: Annotated[
        Path | None,
        typer.Argument(
            metavar="FILE", help="The contract file; default: errgen.contract.yaml here."
        ),
    ] = None,
    jobs: Annotated[
        int,
        typer.Option("--jobs", "-j", metavar="N", min=1, max=64, help="Run N scenarios at a time."),
    ] = 2,
    program: Annotated[
        str | None,
        typer.Option(
            "--program",
            metavar="ARGV",
            help="The program that stands for the tool, instead of the file's (words, as "
            "a shell splits them: './depot-go').",
        ),
    ] = None,
    junit_xml: Annotated[
        Path | None,
        typer.Option("--junit-xml", metavar="PATH", help="Also write the results as JUnit XML."),
    ] = None,
    record: Annotated[
        Path | None,
        typer.Option(
            "--record", metavar="DIR", help="Write each code's transcript to DIR/CODE.txt."
        ),
    ] = None,
    coverage_only: Annotated[
        bool,
        typer.Option(
            "--coverage-only", help="Run nothing; report which codes the file covers, never fail."
        ),
    ] = False,
    json_mode: Json = False,
) -> Data:
    """Run the tool's recovery contract: make it fail with each code of its catalogue, in a
    sandbox, and check the envelope, the exit code and that the promised recovery works."""
    from errgen.contract import DEFAULT_FILE, ContractRejected, load_contract, run_contract
    from errgen.contract import coverage_only as declared_coverage
    from errgen.contract import report as shown
    from errgen.text import escaped

    cwd = Path.cwd()
    path = file if file is not None else Path(DEFAULT_FILE)
    argv = _program_argv(program, cwd) if program is not None else None
    for target, folder in ((junit_xml, False), (record, True)):
        if target is not None and (why := _unwritable(target, folder=folder)) is not None:
            raise errors.OutputUnwritableError(path=str(target), reason=why)
    try:
        loaded = load_contract(cwd / path, cwd, program=argv, shown=str(path))
    except ContractRejected as rejected:
        show_diagnostics(rejected.diagnostics, json_mode, rejected.texts)
        data: Data = {"diagnostics": [d.to_dict() for d in rejected.diagnostics]}
        raise Failed(rejected.error(), data) from None
    if coverage_only:
        outcome = declared_coverage(loaded)
        say(shown.line(outcome.results[-1]), json_mode=json_mode)
        return outcome.to_data()
    report = (lambda _r: None) if json_mode else (lambda r: print(shown.line(r)))
    outcome = run_contract(loaded, jobs=jobs, report=report)
    if junit_xml is not None:
        _written(junit_xml, shown.junit(outcome))
    if record is not None:
        _record(outcome, record, json_mode)
    say(escaped(shown.summary(outcome)), json_mode=json_mode, err=True)
    data = outcome.to_data()
    failure = outcome.error()
    if failure is not None:
        raise Failed(failure, data)
    return data


def _program_argv(program: str, cwd: Path) -> tuple[str, ...]:
    """--program's words as a shell splits them, a relative path to the program made absolute
    (the scenarios run in a sandbox folder, not here)."""
    import shlex

    try:
        words = shlex.split(program)
    except ValueError as exc:
        raise UsageProblem(f"errgen contract: --program: {exc}") from None
    if not words:
        raise UsageProblem("errgen contract: --program: name the program")
    head = words[0]
    return (str(cwd / head) if "/" in head and not head.startswith("/") else head, *words[1:])


def _record(outcome: "Run", folder: Path, json_mode: bool) -> None:
    """Each code's transcript written to `folder`/CODE.txt, and a line that says how many."""
    from errgen.contract import report as shown
    from errgen.text import escaped

    try:
        recorded = shown.record(outcome, folder)
    except OSError as exc:
        raise errors.OutputUnwritableError(path=str(folder), reason=_why(exc)) from None
    say(
        f"recorded {len(recorded)} transcript(s) in {escaped(str(folder))}",
        json_mode=json_mode,
        err=True,
    )


def _written(path: Path, data: bytes) -> None:
    from errgen.building.write import write_atomic

    try:
        write_atomic(path, data)
    except OSError as exc:
        raise errors.OutputUnwritableError(path=str(path), reason=_why(exc)) from None


def _unwritable(path: Path, *, folder: bool) -> str | None:
    """Why `path` (a file, or a folder to write files into) cannot be written, checked before a
    contract runs for minutes; None when it can."""
    import os

    if path.is_dir() != folder and path.exists():
        return "it is a folder" if not folder else "it is a file, not a folder"
    if path.is_symlink() and not path.exists():
        return "it is a link to nothing"
    ancestor = path.parent if not folder or path.exists() else path
    while not ancestor.exists():
        ancestor = ancestor.parent
    if not ancestor.is_dir():
        return f"{ancestor} is not a folder"
    if not os.access(ancestor, os.W_OK | os.X_OK):
        return f"{ancestor} is not writable"
    return None


def _why(exc: OSError) -> str:
    return exc.strerror or exc.__class__.__name__
