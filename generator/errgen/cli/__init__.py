"""The command line: each command parses its flags, calls one function and shows its result.

The flags are typer's, declared on the functions that take them. A command returns the `data` of
its envelope; `main` (in errgen.cli.entry) turns that, or one of errgen's errors, into the envelope
(with --json) and the exit code. typer parses only: it runs without its own exits, colours and
tracebacks, and its usage errors become errgen's USAGE_INVALID. `run`, the console script, is the
one place that touches the process itself (the collector, the exit).
"""

from __future__ import annotations

import functools
import gc
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer
import typer.core
import typer.main

# typer (0.26 on) carries its own click: its usage errors, to answer them in errgen's words
from typer._click import Context
from typer._click.exceptions import NoSuchOption, UsageError

from errgen.building.config import config_for
from errgen.cli.entry import (
    Data,
    Failed,
    Invocation,
    UsageProblem,
    say,
    show_diagnostics,
)
from errgen.generated import errors
from errgen.package import VERSION as __version__
from errgen.targets import TARGETS

if TYPE_CHECKING:
    from errgen.building import BuildResult

SUMMARY = (
    "Turn a declarative YAML error catalogue into code and documents that make every failure "
    "recoverable by an automated caller."
)
DEFAULT_CATALOG = "default: catalog of [tool.errgen], else errors.yaml"


def _rule_ids() -> list[str]:
    from errgen.validation.registry import REGISTRY

    return [rule.id for rule in REGISTRY]


# --json on every command: the response envelope on stdout, nothing else
Json = Annotated[bool, typer.Option("--json", help="Print the response envelope on stdout.")]


def validate(
    catalogs: Annotated[
        list[Path] | None,
        typer.Argument(metavar="CATALOG", help=f"Catalogues; {DEFAULT_CATALOG}."),
    ] = None,
    strict: Annotated[bool, typer.Option("--strict", help="Warnings fail too.")] = False,
    json_mode: Json = False,
) -> Data:
    """Report every diagnostic of one or more catalogues, sorted by position."""
    from errgen.building import Rejected, check_catalog
    from errgen.model import INTERNAL_CODE
    from errgen.text import escaped

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
            help="A rule id (yaml-duplicate-key) or an error code.",
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
    """Explain a rule with a failing and a passing example, or an error code of the catalogue."""
    from errgen.building import load_catalogue
    from errgen.cli import explaining

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


def schema(
    catalog_json: Annotated[
        bool, typer.Option("--catalog-json", help="The schema of catalog.json instead.")
    ] = False,
    json_mode: Json = False,
) -> Data:
    """Print the JSON Schema of the catalogue format, for editors (or of catalog.json)."""
    from errgen.targets.catalog_json import catalog_json_schema
    from errgen.validation.schema import catalogue_schema

    chosen: Data = catalog_json_schema() if catalog_json else catalogue_schema()
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
    from errgen.recover import Classifier
    from errgen.recover import recover as follow
    from errgen.text import escaped_output

    if not command:
        raise UsageProblem("errgen recover: the command to run is missing (-- COMMAND ...)")
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
    from errgen.diff import compare
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

SHELLS = ("bash", "zsh", "fish", "powershell", "pwsh")
COMPLETE_VAR = "_ERRGEN_COMPLETE"  # what the completion scripts set to ask errgen for words
_COMPLETION_FLAGS = ("--show-completion", "--install-completion")


class _Command(typer.core.TyperCommand):
    """A command whose every usage error knows the command it is about."""

    def parse_args(self, ctx: Context, args: list[str]) -> list[str]:
        try:
            return super().parse_args(ctx, args)
        except UsageError as error:
            error.ctx = error.ctx or ctx  # a flag's missing value is raised without it
            raise


class _Commands(typer.core.TyperGroup):
    """errgen's commands; a name that is none of them is USAGE_INVALID with the nearest one."""

    def parse_args(self, ctx: Context, args: list[str]) -> list[str]:
        try:
            return super().parse_args(ctx, args)
        except UsageError as error:
            error.ctx = error.ctx or ctx
            raise

    def resolve_command(self, ctx: Context, args: list[str]) -> tuple[str | None, Any, list[str]]:
        name = args[0]
        known = list(self.commands)
        if not ctx.resilient_parsing and not name.startswith("-") and name not in known:
            import difflib

            close = difflib.get_close_matches(name, known, n=1)
            hint = f"did you mean {close[0]}?" if close else "the commands: " + ", ".join(known)
            raise UsageProblem(f"errgen: no command {name!r}; {hint}")
        return super().resolve_command(ctx, args)


def _show_version(ctx: typer.Context, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        print(f"errgen {__version__}")
        raise typer.Exit()


def _show_completion(ctx: typer.Context, shell: str | None) -> None:
    from typer.completion import get_completion_script  # type: ignore[attr-defined]

    if shell is not None and not ctx.resilient_parsing:
        _check_shell("--show-completion", shell)
        print(get_completion_script(prog_name="errgen", complete_var=COMPLETE_VAR, shell=shell))
        raise typer.Exit()


def _install_completion(ctx: typer.Context, shell: str | None) -> None:
    from typer.completion import install  # type: ignore[attr-defined]

    if shell is not None and not ctx.resilient_parsing:
        _check_shell("--install-completion", shell)
        _, path = install(shell=shell, prog_name="errgen", complete_var=COMPLETE_VAR)
        print(f"{shell} completion installed in {path}; it takes effect in a new shell")
        raise typer.Exit()


def _check_shell(flag: str, shell: str) -> None:
    if shell not in SHELLS:
        raise UsageProblem(f"errgen: {flag}: name the shell, one of {', '.join(SHELLS)}")


def _shells() -> list[str]:
    return list(SHELLS)


def _root(
    version: Annotated[
        bool,
        typer.Option(
            "--version", "-V", is_eager=True, callback=_show_version, help="Show the version."
        ),
    ] = False,
    show_completion: Annotated[
        str | None,
        typer.Option(
            "--show-completion",
            metavar="SHELL",
            is_eager=True,
            callback=_show_completion,
            autocompletion=_shells,
            help="Print the completion script for SHELL (" + ", ".join(SHELLS) + "; default: "
            'the login shell\'s) and exit; for bash: eval "$(errgen --show-completion bash)".',
        ),
    ] = None,
    install_completion: Annotated[
        str | None,
        typer.Option(
            "--install-completion",
            metavar="SHELL",
            is_eager=True,
            callback=_install_completion,
            autocompletion=_shells,
            help="Install the completion script for SHELL (default: the login shell's) where "
            "that shell reads it, and exit.",
        ),
    ] = None,
) -> None:
    """Turn a declarative YAML error catalogue into code and documents that make every failure
    recoverable by an automated caller."""


def _deferred(function: Callable[..., Data]) -> Callable[..., Invocation]:
    """`function` as a typer command that runs nothing: it answers with the Invocation that will
    (typer reads the flags from `function`'s signature)."""

    @functools.wraps(function)
    def parsed(**options: Any) -> Invocation:
        return Invocation(lambda: function(**options), json_mode=options["json_mode"])

    return parsed


app = typer.Typer(
    name="errgen",
    cls=_Commands,
    add_completion=False,  # errgen's own --show-completion/--install-completion take a SHELL
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)
app.callback()(_root)
for _function in (validate, build, explain, init, schema, recover, diff):
    _doc = " ".join((_function.__doc__ or "").split())
    app.command(
        cls=_Command,
        help=_doc,
        short_help=_doc.split(". ")[0].rstrip(".") + ".",
        # recover: from the command on, every word is the command's own, its options included
        context_settings={"allow_interspersed_args": False} if _function is recover else None,
    )(_deferred(_function))


def _usage_problem(error: UsageError) -> str:
    """What a usage error of typer's says, in errgen's words: the command, then the mistake."""
    where = error.ctx.command_path if error.ctx is not None else "errgen"
    if isinstance(error, NoSuchOption):  # no abbreviations: --js is not --json
        import difflib

        flags = {flag.lstrip("-"): flag for flag in error.possibilities or ()}
        close = difflib.get_close_matches(error.option_name.lstrip("-"), list(flags), n=1)
        hint = f"; did you mean {flags[close[0]]}?" if close else ""
        return f"{where}: unrecognized arguments: {error.option_name}{hint}"
    message = error.format_message().rstrip(".")
    return f"{where}: {message[:1].lower()}{message[1:]}"


def parse(args: list[str]) -> Invocation:
    """The command `args` name, ready to run, and whether it answers with an envelope (a shell
    asking for completions, --help, --version and --show-completion are answered here)."""
    from typer.completion import completion_init  # type: ignore[attr-defined]

    if args[:1] and args[0] in _COMPLETION_FLAGS and (len(args) == 1 or args[1][:1] == "-"):
        login_shell = os.path.basename(os.environ.get("SHELL", ""))
        args = [args[0], login_shell, *args[1:]]  # the flag alone: the login shell's
    completion_init()  # the shells typer completes for
    command = typer.main.get_command(app)
    try:
        chosen = command.main(
            args, prog_name="errgen", complete_var=COMPLETE_VAR, standalone_mode=False
        )
    except UsageError as error:
        raise UsageProblem(_usage_problem(error)) from None
    except SystemExit as done:
        if isinstance(done.__context__, BrokenPipeError):  # typer's own answer to a closed pipe
            raise done.__context__ from None
        raise
    if isinstance(chosen, Invocation):
        return chosen
    return Invocation(lambda: None, json_mode=False)  # --help or --version: already shown


def main(argv: list[str] | None = None) -> NoReturn:
    """Every outcome of a command is an envelope (with --json) and an exit code; never a
    traceback (ERRGEN_DEBUG=1 shows one for errgen's own INTERNAL_ERROR)."""
    from errgen.cli.entry import main as entry_main

    entry_main(parse, argv)


def run() -> NoReturn:
    """The console script: `main` without the cyclic garbage collector, then exit without
    tearing the interpreter down. A run is short and makes next to no cycles, while the
    collector walks the whole catalogue again and again, and freeing it object by object at
    exit costs more than the run. Only this entry point does this: `main` and every module it
    calls are ordinary library code."""
    gc.disable()
    from errgen.cli.bytecode import use_template_cache

    use_template_cache()
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
