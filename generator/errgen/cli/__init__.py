"""The command line: each command parses its flags, calls one function and shows its result.

The flags are argparse's (the standard library's: a command line that costs nothing to import,
where a richer framework cost more than the whole build of a real catalogue). A command returns
the `data` of its envelope; `main` (in errgen.cli.entry) turns that, or one of errgen's errors, into
the envelope (with --json) and the exit code. `run`, the console script, is the one place that
touches the process itself (the collector, the exit).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

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
SHELLS = ("bash", "zsh", "fish", "powershell")  # tcsh's script needs a helper pip lacks


def validate(*, catalogs: list[Path], strict: bool, json_mode: bool) -> Data:
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
    *,
    catalog: Path | None,
    out: Path | None,
    target: list[str] | None,
    check: bool,
    diff: bool,
    no_cache: bool,
    templates: Path | None,
    json_mode: bool,
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


def explain(*, topic: str | None, catalog: Path | None, json_mode: bool) -> Data:
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


def init(*, name: str | None, json_mode: bool) -> Data:
    """Write a starter errgen.toml, errors.yaml and its editor schema here; never overwrite."""
    from errgen.cli.starter import write_starter
    from errgen.text import escaped

    created, kept = write_starter(Path.cwd(), name)
    for file in created:
        say(f"created {escaped(file)}", json_mode=json_mode, err=True)
    for file in kept:
        say(f"kept {escaped(file)} (already there)", json_mode=json_mode, err=True)
    return {"created": created, "kept": kept}


def schema(*, catalog_json: bool, json_mode: bool) -> Data:
    """Print the JSON Schema of the catalogue format, for editors (or of catalog.json)."""
    from errgen.targets.catalog_json import catalog_json_schema
    from errgen.validation.schema import catalogue_schema

    chosen: Data = catalog_json_schema() if catalog_json else catalogue_schema()
    say(json.dumps(chosen, indent=2), json_mode=json_mode)
    return chosen


def recover(
    *, command: list[str], catalog: Path | None, trust_envelope: bool, json_mode: bool
) -> NoReturn:
    """Run COMMAND and recover from its failure: wait and retry a transient one, run a
    correctable one's fix command once and retry, else stop and pass the error on. Exits with
    the last attempt's exit code, or with recover's own error's when it stops on its own
    account (a refused fix command 7, a fix that did not fix 1, a command not found 3)."""
    from errgen.building import load_catalogue
    from errgen.recover import Classifier
    from errgen.recover import recover as follow
    from errgen.text import escaped_output

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


def diff(*, old: str, new: str, json_mode: bool) -> Data:
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


class _Formatter(argparse.HelpFormatter):
    """argparse's help, its usage line capitalised as the rest of errgen's output is."""

    def add_usage(
        self, usage: str | None, actions: object, groups: object, prefix: str | None = None
    ) -> None:
        super().add_usage(usage, actions, groups, "Usage: " if prefix is None else prefix)  # type: ignore[arg-type]


class _Parser(argparse.ArgumentParser):
    """A parser whose mistakes are errgen's USAGE_INVALID rather than argparse's own exit, that
    takes no abbreviated flag (`--js` is not `--json`), and, when `intermixed`, takes options
    between positional arguments (`validate a.yaml --strict b.yaml`)."""

    def __init__(self, *args: Any, intermixed: bool = False, **options: Any) -> None:
        options.update(formatter_class=_Formatter, allow_abbrev=False, add_help=False)
        super().__init__(*args, **options)
        self.add_argument("-h", "--help", action="help", help="Show this message and exit.")
        self.intermixed = intermixed
        self.parsing = False

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        if not self.intermixed or self.parsing:
            return super().parse_known_args(args, namespace)
        self.parsing = True  # the intermixed parse calls this method twice itself
        try:
            return self.parse_known_intermixed_args(args, namespace)
        finally:
            self.parsing = False

    def error(self, message: str) -> NoReturn:
        raise UsageProblem(f"{self.prog}: {message}")


def _show_completion(shell: str) -> NoReturn:
    """The shell's completion script for errgen (argcomplete's), to source or save; without a
    shell named, the login shell's."""
    from argcomplete.shell_integration import shellcode

    shell = shell or os.path.basename(os.environ.get("SHELL", ""))
    if shell not in SHELLS:
        raise UsageProblem(f"errgen: --show-completion: name the shell, one of {', '.join(SHELLS)}")
    print(shellcode(["errgen"], shell=shell), end="")
    raise SystemExit(0)


Command = Callable[..., Data]
COMMANDS: dict[str, Command] = {}


def _completes(action: argparse.Action, words: Callable[[], Iterable[str]]) -> None:
    """What argcomplete offers for `action`'s value (it reads the action's `completer`)."""
    action.completer = lambda **_: words()  # type: ignore[attr-defined]


def _rule_ids() -> list[str]:
    from errgen.validation.registry import REGISTRY

    return [rule.id for rule in REGISTRY]


def parser() -> argparse.ArgumentParser:
    """errgen's flags: one subparser per command, each naming the function it calls."""
    root = _Parser(prog="errgen", description=SUMMARY)
    root.add_argument(
        "-V",
        "--version",
        action="version",
        version=f"errgen {__version__}",
        help="Show the version.",
    )
    shells = root.add_argument(
        "--show-completion",
        metavar="SHELL",
        nargs="?",
        const="",
        help="Print the completion script for SHELL (" + ", ".join(SHELLS) + "; default: the "
        'login shell\'s) and exit; for bash: eval "$(errgen --show-completion bash)".',
    )
    _completes(shells, lambda: SHELLS)
    commands = root.add_subparsers(title="commands", metavar="COMMAND", dest="command_name")

    def command(function: Command, **options: Any) -> argparse.ArgumentParser:
        doc = " ".join((function.__doc__ or "").split())
        name = function.__name__
        COMMANDS[name] = function
        sub: argparse.ArgumentParser = commands.add_parser(
            name, help=doc.split(". ")[0].rstrip(".") + ".", description=doc, **options
        )
        sub.set_defaults(run=function)
        sub.add_argument(
            "--json",
            dest="json_mode",
            action="store_true",
            help="Print the response envelope on stdout.",
        )
        return sub

    _validate_and_build(command)
    _the_other_commands(command)
    return root


def _validate_and_build(command: Callable[..., argparse.ArgumentParser]) -> None:
    default_catalog = "default: catalog of [tool.errgen], else errors.yaml"
    sub = command(validate, intermixed=True)
    sub.add_argument(
        "catalogs", nargs="*", type=Path, metavar="CATALOG", help=f"Catalogues; {default_catalog}."
    )
    sub.add_argument("--strict", action="store_true", help="Warnings fail too.")
    sub = command(build)
    sub.add_argument(
        "catalog",
        nargs="?",
        type=Path,
        metavar="CATALOG",
        help=f"The catalogue; {default_catalog}.",
    )
    sub.add_argument("--out", type=Path, metavar="DIR", help="Folder to write into.")
    targets = sub.add_argument(
        "--target",
        "-t",
        action="append",
        metavar="TARGET",
        help="Build only this target (repeatable): " + ", ".join(TARGETS) + ".",
    )
    _completes(targets, lambda: TARGETS)
    sub.add_argument(
        "--check", action="store_true", help="Write nothing; fail naming every stale output."
    )
    sub.add_argument(
        "--diff",
        action="store_true",
        help="Write nothing; show what would change, as a unified diff.",
    )
    sub.add_argument(
        "--no-cache", action="store_true", help="Neither read nor write .errgen_cache."
    )
    sub.add_argument(
        "--templates",
        type=Path,
        metavar="DIR",
        help="A folder of templates overriding errgen's by name.",
    )


def _the_other_commands(command: Callable[..., argparse.ArgumentParser]) -> None:
    sub = command(explain)
    topic = sub.add_argument(
        "topic", nargs="?", metavar="TOPIC", help="A rule id (yaml-duplicate-key) or an error code."
    )
    _completes(topic, _rule_ids)
    sub.add_argument(
        "--catalog",
        type=Path,
        metavar="FILE",
        help="Look codes up here; default: the configured catalogue.",
    )
    sub = command(init)
    sub.add_argument("--name", help="The tool's name; default: this folder's, made a valid name.")
    sub = command(schema)
    sub.add_argument(
        "--catalog-json", action="store_true", help="The schema of catalog.json instead."
    )
    usage = "errgen recover [-h] [--json] [--catalog FILE] [--trust-envelope] [--] COMMAND ..."
    sub = command(recover, usage=usage)
    sub.add_argument(
        "--catalog",
        type=Path,
        metavar="FILE",
        help="The tool's catalogue, whose constants decide; default: the configured one.",
    )
    sub.add_argument(
        "--trust-envelope",
        action="store_true",
        help="Without a catalogue, run the fix command the tool's envelope names, if it passes "
        "errgen's command rules.",
    )
    # everything from the command on is the command's own, its options included
    sub.add_argument(
        "command", nargs=argparse.REMAINDER, metavar="COMMAND", help="The command to run."
    )
    sub = command(diff)
    sub.add_argument("old", metavar="OLD", help="The old catalogue: a file, or REV:path in git.")
    sub.add_argument("new", metavar="NEW", help="The new catalogue: a file, or REV:path in git.")


def parse(args: list[str]) -> Invocation:
    """The command `args` name, ready to run, and whether it answers with an envelope."""
    flags = parser()
    first = args[0] if args else ""
    if first and not first.startswith("-") and first not in COMMANDS:
        import difflib

        close = difflib.get_close_matches(first, list(COMMANDS), n=1)
        hint = f"did you mean {close[0]}?" if close else "the commands: " + ", ".join(COMMANDS)
        raise UsageProblem(f"errgen: no command {first!r}; {hint}")
    chosen, unknown = flags.parse_known_args(args)
    options = dict(vars(chosen))
    name = options.pop("command_name")
    if unknown:
        where = f"errgen {name}" if name else "errgen"
        raise UsageProblem(f"{where}: unrecognized arguments: {' '.join(unknown)}")
    shell = options.pop("show_completion")
    if shell is not None:
        _show_completion(shell)
    function: Command | None = options.pop("run", None)
    if function is None:
        return Invocation(lambda: flags.print_help(), json_mode=False)
    if function is recover:
        command = options["command"]
        options["command"] = command[1:] if command[:1] == ["--"] else command
        if not options["command"]:
            raise UsageProblem("errgen recover: the command to run is missing (-- COMMAND ...)")
    return Invocation(lambda: function(**options), json_mode=options["json_mode"])


def main(argv: list[str] | None = None) -> NoReturn:
    """Every outcome of a command is an envelope (with --json) and an exit code; never a
    traceback (ERRGEN_DEBUG=1 shows one for errgen's own INTERNAL_ERROR)."""
    from errgen.cli.entry import main as entry_main

    if "_ARGCOMPLETE" in os.environ:  # a shell asking for completions: answer, then exit
        import argcomplete

        argcomplete.autocomplete(parser(), exit_method=sys.exit)
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
