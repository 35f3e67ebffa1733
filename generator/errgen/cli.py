"""The command line: each command parses its flags, calls one function and shows its result.

A command returns the `data` of its envelope; `main` (in errgen.entry) turns that, or one of
errgen's errors, into the envelope (with --json) and the exit code. `run`, the console script,
is the one place that touches the process itself (the collector, the exit).
"""

from __future__ import annotations

import gc
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer

from errgen import __version__
from errgen.entry import Data, Failed, config_for, say, show_diagnostics
from errgen.generated import errors
from errgen.targets import TARGET_FILES

if TYPE_CHECKING:
    from errgen.build import BuildResult

app = typer.Typer(
    name="errgen",
    help="Turn a declarative YAML error catalogue into code and documents that make every "
    "failure recoverable by an automated caller.",
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)

JsonFlag = Annotated[bool, typer.Option("--json", help="Print the response envelope on stdout.")]
CatalogArg = Annotated[
    Path | None,
    typer.Argument(help="The catalogue; default: catalog of [tool.errgen], else errors.yaml."),
]


def _version(value: bool) -> None:
    if value:
        print(f"errgen {__version__}")
        raise typer.Exit()


@app.callback()
def _options(
    version: Annotated[
        bool,
        typer.Option("--version", "-V", callback=_version, is_eager=True, help="Show the version."),
    ] = False,
) -> None:
    """Turn a declarative YAML error catalogue into code and documents that make every
    failure recoverable by an automated caller."""


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
    from errgen.model import INTERNAL_CODE
    from errgen.terminal import escaped

    cwd = Path.cwd()
    failed: Rejected | None = None
    diagnostics: list[dict[str, object]] = []
    paths: list[Path | None] = list(catalogs) if catalogs else [None]
    for path in paths:
        config = config_for(cwd, catalog=path)
        report = check_catalog(config.catalog, cwd, given=config.catalog_given)
        show_diagnostics(report.diagnostics, json_mode, report.texts)
        diagnostics.extend(d.to_dict() for d in report.diagnostics)
        if report.failed(strict=strict):
            failed = failed or Rejected(report)
        else:
            shown = escaped(report.document.path)
            errors_defined = report.data.get("errors") if isinstance(report.data, dict) else None
            added = "" if INTERNAL_CODE in (errors_defined or {}) else "; INTERNAL_ERROR added"
            say(f"{shown}: valid, {report.warnings} warnings{added}", json_mode=json_mode, err=True)
    if failed is not None:
        raise Failed(failed.error(), {"diagnostics": diagnostics})
    return {"diagnostics": diagnostics}


@app.command()
def build(
    catalog: CatalogArg = None,
    out: Annotated[Path | None, typer.Option("--out", help="Folder to write into.")] = None,
    target: Annotated[
        list[str] | None,
        typer.Option(
            "--target",
            "-t",
            metavar="TARGET",
            help="Build only this target (repeatable): " + ", ".join(TARGET_FILES) + ".",
        ),
    ] = None,
    check: Annotated[
        bool, typer.Option("--check", help="Write nothing; fail naming every stale output.")
    ] = False,
    diff: Annotated[
        bool,
        typer.Option("--diff", help="Write nothing; show what would change, as a unified diff."),
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
    from errgen.build import run_build

    cwd = Path.cwd()
    targets = tuple(target or ())
    config = config_for(cwd, catalog=catalog, out=out, targets=targets, templates=templates)
    given = (catalog, out, templates)
    from_config = config.source is not None and given == (None, None, None) and not targets
    comparing = check or diff
    result = run_build(config, cwd, check=comparing, diff=diff, cache=not (no_cache or comparing))
    show_diagnostics(result.diagnostics, json_mode, result.texts)
    return _built(result, cwd, json_mode=json_mode, check=comparing, from_config=from_config)


def _built(
    result: BuildResult, cwd: Path, *, json_mode: bool, check: bool, from_config: bool
) -> Data:
    """What a build shows: the files written (or, checking, every stale one and its diff)."""
    from errgen.build import display_path
    from errgen.terminal import escaped, escaped_output

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
    if result.diffs:
        data["diff"] = "".join(result.diffs)
        say(escaped_output("".join(result.diffs)).rstrip("\n"), json_mode=json_mode)
    if stale:
        for path in stale:
            say(f"stale {escaped(path)}", json_mode=json_mode, err=True)
        error_class = errors.OutputStaleError if from_config else errors.OutputStaleArgsError
        raise Failed(error_class(count=len(stale), paths=", ".join(stale)), data)
    for path in written:
        say(f"wrote {escaped(path)}", json_mode=json_mode, err=True)
    summary = f"{len(written)} written, {len(unchanged)} unchanged" + (" (checked)" * check)
    say(summary, json_mode=json_mode, err=True)
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
        say(explaining.rule_index_text(), json_mode=json_mode)
        return {"rules": explaining.rule_index()}
    catalogue = None
    if not explaining.is_rule(topic):
        cwd = Path.cwd()
        config = config_for(cwd, catalog=catalog)
        if catalog is not None or config.catalog.exists():  # else errgen's own codes answer
            catalogue = load_catalogue(config, cwd)
    data, text = explaining.explain(topic, catalogue)
    say(text, json_mode=json_mode)
    return data


@app.command()
def init(
    name: Annotated[
        str | None,
        typer.Option("--name", help="The tool's name; default: this folder's, made a valid name."),
    ] = None,
    json_mode: JsonFlag = False,
) -> Data:
    """Write a starter errgen.toml, errors.yaml and its editor schema here; never overwrite."""
    from errgen.starter import write_starter
    from errgen.terminal import escaped

    created, kept = write_starter(Path.cwd(), name)
    for file in created:
        say(f"created {escaped(file)}", json_mode=json_mode, err=True)
    for file in kept:
        say(f"kept {escaped(file)} (already there)", json_mode=json_mode, err=True)
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
    say(json.dumps(chosen, indent=2), json_mode=json_mode)
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
    """Run COMMAND and recover from its failure: wait and retry a transient one, run a
    correctable one's fix command once and retry, else stop and pass the error on. Exits with
    the last attempt's exit code, or with recover's own error's when it stops on its own
    account (a refused fix command 7, a fix that did not fix 1, a command not found 3)."""
    from errgen.build import load_catalogue
    from errgen.recover import Classifier
    from errgen.recover import recover as follow
    from errgen.terminal import escaped_output

    cwd = Path.cwd()
    config = config_for(cwd, catalog=catalog)
    catalogue = None
    if catalog is not None or (config.source is not None and config.catalog.is_file()):
        catalogue = load_catalogue(config, cwd)
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
    """Report what changed between two versions of a catalogue; fail on breaking changes,
    unless the catalogue's version has a new major number."""
    from errgen.diff import compare
    from errgen.terminal import escaped

    cwd = Path.cwd()
    result = compare(old, new, cwd)
    data = result.to_data()
    changes = "\n".join(escaped(change.render()) for change in result.changes)
    say(changes, json_mode=json_mode or not result.changes)
    say(escaped(result.summary()), json_mode=json_mode, err=True)
    if result.failing:
        first = result.failing[0]
        error = errors.CatalogBreakingError(
            count=len(result.failing), old=old, new=new, first=f"{first.code}: {first.detail}"
        )
        raise Failed(error, data)
    return data


def main(argv: list[str] | None = None) -> NoReturn:
    """Every outcome of a command is an envelope (with --json) and an exit code; never a
    traceback (ERRGEN_DEBUG=1 shows one for errgen's own INTERNAL_ERROR)."""
    from errgen.entry import main as entry_main

    entry_main(app, argv)


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
