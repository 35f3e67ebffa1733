"""The command line: each command parses its flags, calls one function and shows its result.

A command returns the `data` of its envelope; `main` turns that, or one of errgen's errors,
into the envelope (with --json) and the exit code. `run`, the console script, is the one place
that touches the process itself (the collector, the exit).
"""

from __future__ import annotations

import gc
import json
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer
from typer.exceptions import TyperException

from errgen.generated import errors

if TYPE_CHECKING:
    from errgen.config import Config
    from errgen.diagnostics import Diagnostic

Data = dict[str, object]

app = typer.Typer(
    name="errgen",
    help="Turn a declarative YAML error catalogue into code and documents that make every "
    "failure recoverable by an automated caller.",
    add_completion=False,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)

JsonFlag = Annotated[bool, typer.Option("--json", help="Print the response envelope on stdout.")]
CatalogArg = Annotated[
    Path | None,
    typer.Argument(help="The catalogue; default: catalog of [tool.errgen], else errors.yaml."),
]


class Failed(Exception):
    """A command failed with one of errgen's errors, with data for the envelope."""

    def __init__(self, error: errors.ErrgenError, data: Data) -> None:
        super().__init__()
        self.error = error
        self.data = data


def _say(text: str, *, json_mode: bool, err: bool = False) -> None:
    if not json_mode:
        print(text, file=sys.stderr if err else sys.stdout)


def _show_diagnostics(diagnostics: tuple[Diagnostic, ...], json_mode: bool) -> None:
    if diagnostics and not json_mode:
        print("\n".join(d.render() for d in diagnostics))


@app.command()
def validate(
    catalogs: Annotated[
        list[Path] | None,
        typer.Argument(help="Catalogues; default: catalog of [tool.errgen], else errors.yaml."),
    ] = None,
    strict: Annotated[bool, typer.Option("--strict", help="Warnings fail too.")] = False,
    json_mode: JsonFlag = False,
) -> Data:
    """Report every diagnostic of one or more catalogues, sorted by position."""
    from errgen.build import Rejected, check_catalog

    cwd = Path.cwd()
    failed: Rejected | None = None
    diagnostics: list[dict[str, object]] = []
    paths: list[Path | None] = list(catalogs) if catalogs else [None]
    for path in paths:
        report = check_catalog(_config(cwd, catalog=path).catalog, cwd)
        _show_diagnostics(report.diagnostics, json_mode)
        diagnostics.extend(d.to_dict() for d in report.diagnostics)
        if report.failed(strict=strict):
            failed = failed or Rejected(report)
        else:
            shown = report.document.path
            _say(f"{shown}: valid, {report.warnings} warnings", json_mode=json_mode, err=True)
    if failed is not None:
        raise Failed(failed.error(), {"diagnostics": diagnostics})
    return {"diagnostics": diagnostics}


@app.command()
def build(
    catalog: CatalogArg = None,
    out: Annotated[Path | None, typer.Option("--out", help="Folder to write into.")] = None,
    target: Annotated[
        list[str] | None,
        typer.Option("--target", "-t", help="Build only this target (repeatable)."),
    ] = None,
    check: Annotated[
        bool, typer.Option("--check", help="Write nothing; fail when an output is stale.")
    ] = False,
    no_cache: Annotated[
        bool, typer.Option("--no-cache", help="Neither read nor write .errgen_cache.")
    ] = False,
    templates: Annotated[
        Path | None,
        typer.Option("--templates", help="A folder of templates overriding errgen's by name."),
    ] = None,
    json_mode: JsonFlag = False,
) -> Data:
    """Validate the catalogue, then write every configured target that changed."""
    from errgen.build import display_path, run_build

    cwd = Path.cwd()
    targets = tuple(target or ())
    config = _config(cwd, catalog=catalog, out=out, targets=targets, templates=templates)
    given = (catalog, out, templates)
    from_config = config.source is not None and given == (None, None, None) and not targets
    result = run_build(config, cwd, check=check, cache=not (no_cache or check))
    _show_diagnostics(result.diagnostics, json_mode)
    written = [display_path(p, cwd) for p in result.written]
    unchanged = [display_path(p, cwd) for p in result.unchanged]
    stale = [display_path(p, cwd) for p in result.stale]
    data: Data = {
        "written": written,
        "unchanged": unchanged,
        "diagnostics": [d.to_dict() for d in result.diagnostics],
    }
    if check:
        data["stale"] = stale
    if stale:
        error_class = errors.OutputStaleError if from_config else errors.OutputStaleArgsError
        raise Failed(error_class(count=len(stale), path=stale[0]), data)
    for path in written:
        _say(f"wrote {path}", json_mode=json_mode, err=True)
    summary = f"{len(written)} written, {len(unchanged)} unchanged" + (" (checked)" * check)
    _say(summary, json_mode=json_mode, err=True)
    return data


@app.command()
def explain(
    topic: Annotated[
        str | None, typer.Argument(help="A rule id (yaml-duplicate-key) or an error code.")
    ] = None,
    catalog: Annotated[
        Path | None,
        typer.Option("--catalog", help="Look codes up here; default: the configured catalogue."),
    ] = None,
    json_mode: JsonFlag = False,
) -> Data:
    """Explain a rule with a failing and a passing example, or an error code of the catalogue."""
    from errgen import explain as explaining
    from errgen.build import load_catalogue

    if topic is None:
        _say(explaining.rule_index_text(), json_mode=json_mode)
        return {"rules": explaining.rule_index()}
    catalogue = None
    if not explaining.is_rule(topic):
        cwd = Path.cwd()
        config = _config(cwd, catalog=catalog)
        if catalog is not None or config.catalog.exists():  # else errgen's own codes answer
            catalogue = load_catalogue(config.catalog, cwd, config.base_class)
    data, text = explaining.explain(topic, catalogue)
    _say(text, json_mode=json_mode)
    return data


@app.command()
def init(json_mode: JsonFlag = False) -> Data:
    """Write a starter errgen.toml and errors.yaml here; never overwrite a file."""
    from errgen.starter import write_starter

    created, kept = write_starter(Path.cwd())
    for name in created:
        _say(f"created {name}", json_mode=json_mode, err=True)
    for name in kept:
        _say(f"kept {name} (already there)", json_mode=json_mode, err=True)
    return {"created": created, "kept": kept}


@app.command()
def schema(
    catalog_json: Annotated[
        bool, typer.Option("--catalog-json", help="The schema of catalog.json instead.")
    ] = False,
    json_mode: JsonFlag = False,
) -> Data:
    """Print the JSON Schema of the catalogue format, for editors (or of catalog.json)."""
    from errgen.catalog_json import catalog_json_schema
    from errgen.structure import catalogue_schema

    chosen: Data = catalog_json_schema() if catalog_json else catalogue_schema()
    _say(json.dumps(chosen, indent=2), json_mode=json_mode)
    return chosen


@app.command(context_settings={"allow_interspersed_args": False})
def recover(
    command: Annotated[list[str], typer.Argument(help="The command to run, after --.")],
    catalog: Annotated[
        Path | None,
        typer.Option(
            "--catalog",
            help="The tool's catalogue, whose constants decide; default: the configured one.",
        ),
    ] = None,
    trust_envelope: Annotated[
        bool,
        typer.Option(
            "--trust-envelope",
            help="Without a catalogue, run the fix command the tool's envelope names, if it "
            "passes errgen's command rules.",
        ),
    ] = False,
    json_mode: JsonFlag = False,
) -> NoReturn:
    """Run COMMAND; retry a transient failure, run a correctable one's fix command once, or
    stop and pass the error on (see the README's recovery ladder)."""
    from errgen.build import load_catalogue
    from errgen.recover import Classifier, escaped_output
    from errgen.recover import recover as follow

    cwd = Path.cwd()
    config = _config(cwd, catalog=catalog)
    catalogue = None
    if catalog is not None or (config.source is not None and config.catalog.is_file()):
        catalogue = load_catalogue(config.catalog, cwd, config.base_class)
    classifier = Classifier(catalogue, trust_envelope=trust_envelope, program=command[0])
    report = (lambda _line: None) if json_mode else (lambda line: print(line, file=sys.stderr))
    outcome = follow(command, classifier, report=report)
    data = outcome.to_data()
    if not json_mode:
        shown = escaped_output(outcome.stdout) if sys.stdout.isatty() else outcome.stdout
        sys.stdout.write(shown)
        sys.stdout.flush()
    if outcome.failure is not None:
        raise Failed(outcome.failure, data)
    if json_mode:
        error = outcome.envelope.get("error") if outcome.envelope else None
        ok = outcome.exit_code == 0 and not error
        envelope: Data = {"ok": ok, "data": data, "error": error, "warnings": [], "meta": {}}
        print(json.dumps(envelope))
    raise SystemExit(outcome.exit_code)


@app.command()
def diff(
    old: Annotated[str, typer.Argument(help="The old catalogue: a file, or REV:path in git.")],
    new: Annotated[str, typer.Argument(help="The new catalogue: a file, or REV:path in git.")],
    json_mode: JsonFlag = False,
) -> Data:
    """Report what changed between two versions of a catalogue; fail on breaking changes."""
    from errgen.diff import diff_catalogues, read_version

    cwd = Path.cwd()
    changes = diff_catalogues(read_version(old, cwd), read_version(new, cwd))
    breaking = [change for change in changes if change.breaking]
    data: Data = {
        "changes": [change.to_dict() for change in changes],
        "breaking": len(breaking),
        "compatible": len(changes) - len(breaking),
    }
    _say("\n".join(change.render() for change in changes), json_mode=json_mode or not changes)
    summary = f"{len(breaking)} breaking, {len(changes) - len(breaking)} compatible change(s)"
    _say(summary, json_mode=json_mode, err=True)
    if breaking:
        first = f"{breaking[0].code}: {breaking[0].detail}"
        error = errors.CatalogBreakingError(count=len(breaking), old=old, new=new, first=first)
        raise Failed(error, data)
    return data


# --- plumbing -------------------------------------------------------------------------------


def _config(
    cwd: Path,
    *,
    catalog: Path | None = None,
    out: Path | None = None,
    targets: tuple[str, ...] = (),
    templates: Path | None = None,
) -> Config:
    """The configuration with the command line's settings; a bad one is CONFIG_INVALID."""
    from errgen.config import ConfigProblem, load_config
    from errgen.targets import TARGET_FILES

    try:
        return load_config(
            cwd,
            catalog=catalog,
            out=out,
            targets=targets,
            templates=templates,
            known_targets=tuple(TARGET_FILES),
        )
    except ConfigProblem as problem:
        raise errors.ConfigInvalidError(path=str(problem.path), problem=problem.problem) from None


def _emit_error(
    error: errors.ErrgenError, json_mode: bool, started: float, data: Data | None = None
) -> int:
    if json_mode:
        envelope = error.to_envelope(int((time.monotonic() - started) * 1000))
        envelope["data"] = data
        print(json.dumps(envelope))
    else:
        detail = error.to_dict()
        lines = [f"error[{detail['code']}]: {detail['message']}"]
        for field in ("fix_required", "fix_command", "suggestion"):
            if field in detail:
                lines.append(f"  {field}: {detail[field]}")
        print("\n".join(lines), file=sys.stderr)
    return int(error.exit_code)


def _outcome(args: list[str], json_mode: bool, started: float) -> int:
    """Run the command `args`; its envelope (with --json) is printed, its exit code returned."""
    from errgen.build import Rejected

    command = typer.main.get_command(app)
    try:
        result = command.main(args=args, prog_name="errgen", standalone_mode=False)
    except Failed as failed:
        return _emit_error(failed.error, json_mode, started, failed.data)
    except Rejected as rejected:
        diagnostics = rejected.report.diagnostics
        _show_diagnostics(diagnostics, json_mode)
        data: Data = {"diagnostics": [d.to_dict() for d in diagnostics]}
        return _emit_error(rejected.error(), json_mode, started, data)
    except errors.ErrgenError as error:
        return _emit_error(error, json_mode, started)
    except (typer.Abort, KeyboardInterrupt):
        return 130
    except TyperException as exc:  # typer's own (vendored click) usage errors
        problem = exc.format_message() if hasattr(exc, "format_message") else str(exc)
        return _emit_error(errors.UsageInvalidError(problem=problem), json_mode, started)
    if not isinstance(result, dict):  # --help ends here, with click's own exit code
        return result if isinstance(result, int) else 0
    if json_mode:
        meta = {"duration_ms": int((time.monotonic() - started) * 1000)}
        print(json.dumps({"ok": True, "data": result, "error": None, "warnings": [], "meta": meta}))
    return 0


def main(argv: list[str] | None = None) -> NoReturn:
    """Every outcome of a command is an envelope (with --json) and an exit code; never a
    traceback (ERRGEN_DEBUG=1 shows one for errgen's own INTERNAL_ERROR)."""
    args = sys.argv[1:] if argv is None else argv
    args = args or ["--help"]  # a bare errgen shows what it can do
    json_mode = "--json" in args
    started = time.monotonic()
    try:
        code = _outcome(args, json_mode, started)
    except SystemExit:
        raise  # recover exits with the last attempt's code
    except Exception:
        if os.environ.get("ERRGEN_DEBUG"):
            import traceback

            traceback.print_exc()
        code = _emit_error(errors.InternalError(), json_mode, started)
    raise SystemExit(code)


def run() -> NoReturn:
    """The console script: `main` without the cyclic garbage collector, then exit without
    tearing the interpreter down. A run is short and makes next to no cycles, while the
    collector walks the whole catalogue again and again, and freeing it object by object at
    exit costs more than the run. Only this entry point does this: `main` and every module it
    calls are ordinary library code."""
    gc.disable()
    code = 0
    try:
        main()
    except SystemExit as done:
        code = done.code if isinstance(done.code, int) else 0 if done.code is None else 1
        if not isinstance(done.code, (int, type(None))):
            print(done.code, file=sys.stderr)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            code = code or 120  # what the interpreter exits with when it cannot flush
    os._exit(code)
