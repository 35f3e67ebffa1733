"""errgen's commands: each parses its flags (typer reads them from its signature), calls one
function of the pipeline and shows the result; it returns the `data` of its envelope.
errgen.cli.app makes them one typer application."""

# No postponed annotations here: typer reads these signatures on every run, and string
# annotations would be evaluated again each time (typing.get_type_hints).

import functools
import json
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer

import errgen.generated.errors as errors
from errgen.cli.entry import Data, Failed, UsageProblem, envelope, say, show_diagnostics
from errgen.targets import TARGETS

if TYPE_CHECKING:
    from errgen.building import BuildResult

DEFAULT_CATALOG = "default: catalog of [tool.errgen], else errors.yaml"


def _rule_ids() -> list[str]:
    from errgen.contract.explained import contract_checks
    from errgen.validation.registry import REGISTRY

    return [rule.id for rule in REGISTRY] + list(contract_checks())


# --json on every command: the response envelope on stdout, nothing else
Json = Annotated[bool, typer.Option("--json", help="Print the response envelope on stdout.")]


def validate(
    catalogs: Annotated[
        list[Path] | None,
        typer.Argument(metavar="CATALOG", help=f"Catalogues; {DEFAULT_CATALOG}."),
    ] = None,
    strict: Annotated[bool, typer.Option("--strict", help="Warnings fail too.")] = False,
    fix: Annotated[
        bool,
        typer.Option("--fix", help="Apply the certain fixes (a did-you-mean with one choice)."),
    ] = False,
    json_mode: Json = False,
) -> Data:
    """Report every diagnostic of one or more catalogues, sorted by position."""
    from errgen.building import Rejected, check_catalogue
    from errgen.building.config import config_for
    from errgen.text import escaped
    from errgen.validation.recovery import builtins_added
    from errgen.validation.view import View

    cwd = Path.cwd()
    failed: list[Rejected] = []
    diagnostics: list[dict[str, object]] = []
    paths: list[Path | None] = list(catalogs) if catalogs else [None]
    for path in paths:
        config = config_for(cwd, catalog=path)

        checked = functools.partial(
            check_catalogue,
            config.catalog,
            cwd,
            given=config.catalog_given,
            targets=config.targets,
            strict=strict,
        )
        report = checked()
        if fix:  # never a file with an error no certain fix mends (errgen.cli.fixing)
            from errgen.cli.fixing import fixed

            report = fixed(report, checked, cwd, json_mode)
        show_diagnostics(report.diagnostics, json_mode, report.texts)
        diagnostics.extend(d.to_dict() for d in report.diagnostics)
        if report.failed(strict=strict):
            failed.append(Rejected(report))
        else:
            shown = escaped(report.document.path)
            builtin = builtins_added(View.of(report.data))  # said of every catalogue
            added = f"; {' and '.join(builtin)} added" if builtin else ""
            notes = f", {report.notices} notices" if report.notices else ""
            say(
                f"{shown}: valid, {report.warnings} warnings{notes}{added}",
                json_mode=json_mode,
                err=True,
            )
    if len(failed) == 1:
        raise Failed(failed[0].error(), {"diagnostics": diagnostics})
    if failed:  # every file that failed is named (what pre-commit shows is this summary)
        reports = [rejected.report for rejected in failed]
        error = errors.CatalogInvalidError(
            path=", ".join(r.document.path for r in reports),
            errors=sum(r.errors for r in reports),
            warnings=sum(r.warnings for r in reports),
        )
        raise Failed(error, {"diagnostics": diagnostics})
    return {"diagnostics": diagnostics}


def build(
    catalog: Annotated[
        Path | None, typer.Argument(metavar="CATALOG", help=f"The catalogue; {DEFAULT_CATALOG}.")
    ] = None,
    out: Annotated[
        Path | None, typer.Option("--out", metavar="DIR", help="Folder to write into.")
    ] = None,
    target: Annotated[
        list[str] | None,
        typer.Option(
            "--target",
            "-t",
            metavar="TARGET",
            help="Build only this target (repeatable): " + ", ".join(TARGETS) + ".",
            autocompletion=lambda: list(TARGETS),
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
        typer.Option(
            "--templates",
            metavar="DIR",
            help="A folder of templates overriding errgen's by name.",
        ),
    ] = None,
    json_mode: Json = False,
) -> Data:
    """Validate the catalogue, then write every configured target that changed."""
    from errgen.building import run_build
    from errgen.building.config import config_for

    cwd = Path.cwd()
    targets = tuple(target or ())
    config = config_for(cwd, catalog=catalog, out=out, targets=targets, templates=templates)
    given = (catalog, out, templates)
    from_config = config.source is not None and given == (None, None, None) and not targets
    comparing = check or diff
    from errgen.history import history_for

    result = run_build(
        config,
        cwd,
        check=comparing,
        diff=diff,
        cache=not (no_cache or comparing),
        history=history_for(config),
    )
    show_diagnostics(result.diagnostics, json_mode, result.texts)
    return _built(result, cwd, json_mode=json_mode, check=comparing, from_config=from_config)


def _built(
    result: "BuildResult", cwd: Path, *, json_mode: bool, check: bool, from_config: bool
) -> Data:
    """What a build shows: the files written (or, checking, every stale one and its diff)."""
    from errgen.building import display_path
    from errgen.text import escaped, escaped_output

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


def explain(
    topic: Annotated[
        str | None,
        typer.Argument(
            metavar="TOPIC",
            help="A rule id (yaml-duplicate-key), a check of errgen contract (closed-loop), "
            "an error code, or a registry line (quoted).",
            autocompletion=_rule_ids,
        ),
    ] = None,
    catalog: Annotated[
        Path | None,
        typer.Option(
            "--catalog",
            metavar="FILE",
            help="Look codes up here; default: the configured catalogue.",
        ),
    ] = None,
    json_mode: Json = False,
) -> Data:
    """Explain a rule or a check of errgen contract with a failing and a passing example, or an
    error code of the catalogue."""
    import errgen.cli.explaining as explaining
    from errgen.building import load_catalogue
    from errgen.building.config import config_for

    if topic is None:
        say(explaining.rule_index_text(), json_mode=json_mode)
        return {"rules": explaining.rule_index(), "contract_checks": explaining.check_index()}
    catalogue, unprobed = None, None
    if not explaining.is_rule(topic):
        from errgen.building.proof import unprobed_lines

        cwd = Path.cwd()
        config = config_for(cwd, catalog=catalog)
        if catalog is not None or config.catalog.exists():  # else errgen's own codes answer
            catalogue = load_catalogue(config, cwd)
            unprobed = unprobed_lines(config.catalog, cwd)  # a line's standing: proven?
    data, text = explaining.explain(topic, catalogue, unprobed)
    say(text, json_mode=json_mode)
    return data


def init(
    name: Annotated[
        str | None,
        typer.Option(
            "--name",
            metavar="NAME",
            help="The tool's name; default: this folder's, made a valid name.",
        ),
    ] = None,
    json_mode: Json = False,
) -> Data:
    """Write a starter errgen.toml, errors.yaml and its editor schema here; never overwrite."""
    from errgen.cli.starter import write_starter
    from errgen.text import escaped

    created, kept = write_starter(Path.cwd(), name)
    for file in created:
        say(f"created {escaped(file)}", json_mode=json_mode, err=True)
    for file in kept:
        say(f"kept {escaped(file)} (already there)", json_mode=json_mode, err=True)
    return {"created": created, "kept": kept}


def lsp(json_mode: Json = False) -> Data:
    """Serve errgen's rules to an editor: a language server on stdin and stdout (the lsp extra)."""
    for module in ("pygls", "lsprotocol"):  # the extra's packages, named before anything starts
        try:
            __import__(module)
        except ImportError:
            raise errors.LanguageServerNotInstalledError(missing=module) from None
    from errgen.lsp.server import serve

    serve()
    return {}


def schema(
    catalog_json: Annotated[
        bool, typer.Option("--catalog-json", help="The schema of catalog.json instead.")
    ] = False,
    contract: Annotated[
        bool, typer.Option("--contract", help="The schema of errgen.contract.yaml instead.")
    ] = False,
    json_mode: Json = False,
) -> Data:
    """Print the JSON Schema of the catalogue format, for editors (or of catalog.json, or of
    the contract file)."""
    if catalog_json and contract:
        raise UsageProblem("errgen schema: --catalog-json and --contract: choose one")
    chosen: Data
    if catalog_json:  # each schema from its owner, imported only when it is the one asked for
        from errgen.targets.catalog_json import catalog_json_schema

        chosen = catalog_json_schema()
    elif contract:
        from errgen.contract.scenarios import contract_schema

        chosen = contract_schema()
    else:
        from errgen.validation.schema import catalogue_schema

        chosen = catalogue_schema()
    say(json.dumps(chosen, indent=2), json_mode=json_mode)
    return chosen


def recover(
    command: Annotated[
        list[str] | None,
        typer.Argument(
            metavar="COMMAND",
            help="The command to run, after --: every word from there on is the command's own, "
            "its options included.",
        ),
    ] = None,
    catalog: Annotated[
        Path | None,
        typer.Option(
            "--catalog",
            metavar="FILE",
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
    json_mode: Json = False,
) -> NoReturn:
    """Run COMMAND and recover from its failure: wait and retry a transient one, run a
    correctable one's fix command once and retry, else stop and pass the error on. Exits with
    the last attempt's exit code, or with recover's own error's when it stops on its own
    account (a refused fix command 7, a fix that did not fix 1, a command not found 3)."""
    from errgen.building import load_catalogue
    from errgen.building.config import config_for
    from errgen.recover import Classifier
    from errgen.recover import recover as follow
    from errgen.text import escaped_output

    started = time.monotonic()
    if not command:
        raise UsageProblem("errgen recover: the command to run is missing (-- COMMAND ...)")
    cwd = Path.cwd()
    config = config_for(cwd, catalog=catalog)
    catalogue = None
    # a configuration names its catalogue: a missing one is an error, never a run without it
    if catalog is not None or config.source is not None:
        catalogue = load_catalogue(config, cwd)
    classifier = Classifier(
        catalogue, trust_envelope=trust_envelope, program=command[0], argv=command
    )
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
        # ok as the last attempt ended: an answer or a result (a non-zero exit) is no failure
        ok = outcome.succeeded and not error
        print(json.dumps(envelope(data, error, started, ok=ok)))
    raise SystemExit(outcome.exit_code)


def diff(
    old: Annotated[
        str, typer.Argument(metavar="OLD", help="The old catalogue: a file, or REV:path in git.")
    ],
    new: Annotated[
        str, typer.Argument(metavar="NEW", help="The new catalogue: a file, or REV:path in git.")
    ],
    json_mode: Json = False,
) -> Data:
    """Report what changed between two versions of a catalogue; fail on breaking changes,
    unless the catalogue's version has a new major number."""
    from errgen.diff.versions import compare
    from errgen.text import escaped

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


# The parsing: typer builds the command line from the signatures above. A parsed command does not
# run inside typer: it comes back as an Invocation, which errgen.cli.entry runs and answers.
