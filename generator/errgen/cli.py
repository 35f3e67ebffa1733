"""The command line: parse flags, call one function, print diagnostics and envelopes."""

from __future__ import annotations

import gc
import json
import os
import sys
import time
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from typer.exceptions import TyperException

from errgen.generated import errors

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


class Done(Exception):
    """A command finished: its data for the envelope, and the text it already printed."""

    def __init__(self, data: Any) -> None:
        super().__init__()
        self.data = data


class Failed(Exception):
    """A command failed with one of errgen's errors, with data for the envelope."""

    def __init__(self, error: errors.ErrgenError, data: Any) -> None:
        super().__init__()
        self.error = error
        self.data = data


def _finish(data: Any) -> NoReturn:
    raise Done(data)


def _say(text: str, *, json_mode: bool, err: bool = False) -> None:
    if not json_mode:
        print(text, file=sys.stderr if err else sys.stdout)


@app.command()
def validate(
    catalogs: Annotated[
        list[Path] | None,
        typer.Argument(help="Catalogues; default: catalog of [tool.errgen], else errors.yaml."),
    ] = None,
    strict: Annotated[bool, typer.Option("--strict", help="Warnings fail too.")] = False,
    json_mode: JsonFlag = False,
) -> None:
    """Report every diagnostic of one or more catalogues, sorted by position."""
    from errgen.build import check_catalog, invalid

    cwd = Path.cwd()
    paths: list[Path | None] = list(catalogs) if catalogs else [None]
    failed = None
    diagnostics: list[dict[str, Any]] = []
    for path in paths:
        config = _load_config(cwd, catalog=path)
        report = check_catalog(config.catalog, cwd)
        _print_diagnostics(report, json_mode)
        diagnostics.extend(d.to_dict() for d in report.diagnostics)
        if report.failed(strict=strict):
            failed = failed or report
        else:
            shown = report.document.path
            _say(f"{shown}: valid, {report.warnings} warnings", json_mode=json_mode, err=True)
    if failed is not None:
        raise Failed(invalid(failed), {"diagnostics": diagnostics})
    _finish({"diagnostics": diagnostics})


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
) -> None:
    """Validate the catalogue, then write every configured target that changed."""
    from errgen.build import (
        Renders,
        Writer,
        check_catalog,
        check_outputs,
        display_path,
        read_config_catalog,
    )
    from errgen.cache import BuildCache, build_key
    from errgen.diagnostics import Diagnostic

    cwd = Path.cwd()
    targets = tuple(target or ())
    config = _load_config(cwd, catalog=catalog, out=out, targets=targets, templates=templates)
    given = (catalog, out, templates)
    from_config = config.source is not None and given == (None, None, None) and not targets
    data = read_config_catalog(config, cwd)
    cache = BuildCache(config.source.parent if config.source else cwd)
    slot, key = build_key(data, config)
    hit = None if no_cache else cache.lookup(slot, key)
    if hit is not None:  # nothing changed since a build that succeeded: report it again
        diagnostics = hit["diagnostics"]
        if not json_mode and diagnostics:
            print("\n".join(Diagnostic(**d).render() for d in diagnostics))
        unchanged = [display_path(Path(p), cwd) for p in hit["outputs"]]
        done = f"0 written, {len(unchanged)} unchanged" + (" (checked)" if check else "")
        _say(done, json_mode=json_mode, err=True)
        _finish({"written": [], "unchanged": unchanged, "diagnostics": diagnostics})
    # large catalogues render while they are checked, and files are staged as they are done;
    # the renders (and their child) end before the writer cleans up what was not published
    renders = Renders(config, stage=not check)
    with Writer(cwd, [] if check else renders.paths) as writer, renders:
        report = _checked(check_catalog(config.catalog, cwd, data, renders.head_start), json_mode)
        if check:
            outputs = renders.finish(report.data)
            result = check_outputs(outputs, cwd, from_config=from_config)
        else:
            outputs = renders.finish(report.data, each=writer.add)
            result = writer.publish([output.path for output in outputs])
    diagnostics = [d.to_dict() for d in report.diagnostics]
    if not (no_cache or check):  # --check writes nothing, not even the cache
        outputs_read = {str(o.path): o.digest for o in outputs}
        inputs_read = {str(path): data for path, data in report.included}
        cache.store(slot, key, outputs_read, diagnostics, inputs_read)
    written = [display_path(p, cwd) for p in result.written]
    unchanged = [display_path(p, cwd) for p in result.unchanged]
    for path in written:
        _say(f"wrote {path}", json_mode=json_mode, err=True)
    _say(
        f"{len(written)} written, {len(unchanged)} unchanged" + (" (checked)" if check else ""),
        json_mode=json_mode,
        err=True,
    )
    _finish({"written": written, "unchanged": unchanged, "diagnostics": diagnostics})


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
) -> None:
    """Explain a rule with a failing and a passing example, or an error code of the catalogue."""
    from errgen import explain as explaining

    if topic is None:
        _say(explaining.rule_index_text(), json_mode=json_mode)
        _finish({"rules": explaining.rule_index()})
    catalogue = None
    if not explaining.is_rule(topic):
        catalogue = _catalogue_for_explain(catalog, json_mode)
    data, text = explaining.explain(topic, catalogue)
    _say(text, json_mode=json_mode)
    _finish(data)


def _catalogue_for_explain(catalog: Path | None, json_mode: bool = False) -> Any:
    """The configured (or given) catalogue, resolved; None when there is none to read."""
    from errgen.build import check_catalog
    from errgen.resolve import resolve_catalogue

    cwd = Path.cwd()
    config = _load_config(cwd, catalog=catalog)
    if catalog is None and not config.catalog.exists():
        return None  # nothing configured here: errgen's own codes still answer
    report = _checked(check_catalog(config.catalog, cwd), json_mode)
    return resolve_catalogue(report.data, base_class=config.base_class)


@app.command()
def init(json_mode: JsonFlag = False) -> None:
    """Write a starter errgen.toml and errors.yaml here; never overwrite a file."""
    from errgen.starter import write_starter

    created, kept = write_starter(Path.cwd())
    for name in created:
        _say(f"created {name}", json_mode=json_mode, err=True)
    for name in kept:
        _say(f"kept {name} (already there)", json_mode=json_mode, err=True)
    _finish({"created": created, "kept": kept})


@app.command()
def schema(
    catalog_json: Annotated[
        bool, typer.Option("--catalog-json", help="The schema of catalog.json instead.")
    ] = False,
    json_mode: JsonFlag = False,
) -> None:
    """Print the JSON Schema of the catalogue format, for editors (or of catalog.json)."""
    from errgen.catalog_json import catalog_json_schema
    from errgen.structure import catalogue_schema

    chosen = catalog_json_schema() if catalog_json else catalogue_schema()
    _say(json.dumps(chosen, indent=2), json_mode=json_mode)
    _finish(chosen)


@app.command(context_settings={"allow_interspersed_args": False})
def recover(
    command: Annotated[list[str], typer.Argument(help="The command to run, after --.")],
    catalog: Annotated[
        Path | None,
        typer.Option(
            "--catalog", help="Run only fix commands that are this catalogue's constants."
        ),
    ] = None,
    json_mode: JsonFlag = False,
) -> None:
    """Run COMMAND and follow the guide's recovery procedure: retry, fix once, or escalate."""
    from errgen.recover import Classifier
    from errgen.recover import recover as follow

    catalogue = _catalogue_for_explain(catalog, json_mode) if catalog else None
    report = (lambda _line: None) if json_mode else (lambda line: print(line, file=sys.stderr))
    outcome = follow(command, Classifier(catalogue), report=report)
    last: dict[str, Any] = {"exit_code": outcome.exit_code}
    last |= {"envelope": outcome.envelope} if outcome.envelope else {"stdout": outcome.stdout}
    data = {"attempts": [a.to_dict() for a in outcome.attempts], "last": last}
    if not json_mode:
        sys.stdout.write(outcome.stdout)
        sys.stdout.flush()
    if outcome.failure is not None:
        raise Failed(outcome.failure, data)
    if json_mode:
        error = outcome.envelope.get("error") if outcome.envelope else None
        envelope: dict[str, Any] = {
            "ok": outcome.exit_code == 0 and not error,
            "data": data,
            "error": error,
            "warnings": [],
            "meta": {},
        }
        print(json.dumps(envelope))
    raise SystemExit(outcome.exit_code)


@app.command()
def diff(
    old: Annotated[str, typer.Argument(help="The old catalogue: a file, or REV:path in git.")],
    new: Annotated[str, typer.Argument(help="The new catalogue: a file, or REV:path in git.")],
    json_mode: JsonFlag = False,
) -> None:
    """Report what changed between two versions of a catalogue; fail on breaking changes."""
    from errgen.diff import diff_catalogues

    before, after = _catalogue_version(old, json_mode), _catalogue_version(new, json_mode)
    changes = diff_catalogues(before, after)
    breaking = [change for change in changes if change.breaking]
    data = {
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
    _finish(data)


def _catalogue_version(spec: str, json_mode: bool) -> Any:
    """A resolved catalogue from a file, or from `REV:path` in the git repository here."""
    from errgen.build import display_path
    from errgen.check import check_bytes
    from errgen.diff import GitReader
    from errgen.include import read_file
    from errgen.resolve import resolve_catalogue

    cwd = Path.cwd()
    path = Path(spec)
    read = read_file
    revision, _, name = spec.partition(":")
    if not path.exists() and name and revision and not spec.startswith((".", "/")):
        path, read = Path(name), GitReader(revision, cwd)
    try:
        data = read(path)
    except IsADirectoryError:
        raise errors.CatalogUnreadableError(path=spec, reason="it is a directory") from None
    except OSError:
        raise errors.CatalogNotFoundError(path=spec) from None
    display = (
        (lambda p: f"{revision}:{p}") if read is not read_file else (lambda p: display_path(p, cwd))
    )
    report = _checked(check_bytes(data, spec, file=path, display=display, read=read), json_mode)
    return resolve_catalogue(report.data)


# --- plumbing -------------------------------------------------------------------------------


def _load_config(cwd: Path, **given: Any) -> Any:
    """The configuration with the command line's settings; a bad one is CONFIG_INVALID."""
    from errgen.config import ConfigProblem, load_config
    from errgen.targets import TARGET_FILES

    settings = {"catalog": None, "out": None, "targets": ()} | given
    try:
        return load_config(cwd, known_targets=tuple(TARGET_FILES), **settings)
    except ConfigProblem as problem:
        raise errors.ConfigInvalidError(path=str(problem.path), problem=problem.problem) from None


def _checked(report: Any, json_mode: bool) -> Any:
    """Print a report's diagnostics; fail with CATALOG_INVALID (and them as data) if it failed."""
    from errgen.build import invalid

    _print_diagnostics(report, json_mode)
    if report.failed():
        raise Failed(invalid(report), {"diagnostics": [d.to_dict() for d in report.diagnostics]})
    return report


def _print_diagnostics(report: Any, json_mode: bool) -> None:
    if json_mode or not report.diagnostics:
        return
    print("\n".join(d.render() for d in report.diagnostics))


def _emit_error(
    error: errors.ErrgenError, json_mode: bool, started: float, data: Any = None
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


def main(argv: list[str] | None = None) -> NoReturn:
    """The console script: every outcome is an envelope (with --json) and an exit code."""
    args = sys.argv[1:] if argv is None else argv
    if not args:
        args = ["--help"]  # a bare errgen shows what it can do
    json_mode = "--json" in args
    started = time.monotonic()
    command = typer.main.get_command(app)
    try:
        result = command.main(args=args, prog_name="errgen", standalone_mode=False)
    except Done as done:
        if json_mode:
            meta = {"duration_ms": int((time.monotonic() - started) * 1000)}
            envelope = {"ok": True, "data": done.data, "error": None, "warnings": [], "meta": meta}
            print(json.dumps(envelope))
        raise SystemExit(0) from None
    except Failed as failed:
        raise SystemExit(_emit_error(failed.error, json_mode, started, failed.data)) from None
    except errors.ErrgenError as error:
        raise SystemExit(_emit_error(error, json_mode, started)) from None
    except (typer.Abort, KeyboardInterrupt):
        raise SystemExit(130) from None
    except TyperException as exc:  # typer's own (vendored click) usage errors
        problem = exc.format_message() if hasattr(exc, "format_message") else str(exc)
        usage = errors.UsageInvalidError(problem=problem)
        raise SystemExit(_emit_error(usage, json_mode, started)) from None
    except Exception:
        if os.environ.get("ERRGEN_DEBUG"):
            import traceback

            traceback.print_exc()
        raise SystemExit(_emit_error(errors.InternalError(), json_mode, started)) from None
    # --help and --version end here, with click's own exit code
    raise SystemExit(result if isinstance(result, int) else 0)


def run() -> NoReturn:
    """The console script: `main` without the cyclic garbage collector, then exit without
    tearing the interpreter down. A run is short and makes next to no cycles, while the
    collector walks the whole catalogue again and again (a third of the envelope schema's
    time) and freeing it object by object at exit costs a tenth of a second."""
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
