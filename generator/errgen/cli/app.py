"""The typer application of errgen's commands: typer parses only (no exits, colours or
tracebacks of its own), its usage errors become errgen's USAGE_INVALID in errgen's words, and
completion is typer's, for a shell named on the command line."""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from typing import Annotated, Any

import typer
import typer.core
import typer.main

# typer (0.26 on) carries its own click: its usage errors, to answer them in errgen's words
from typer._click import Context
from typer._click.exceptions import NoSuchOption, UsageError

from errgen.cli.contract_command import contract
from errgen.cli.entry import Data, Invocation, UsageProblem
from errgen.cli.subcommands import build, diff, explain, init, lsp, recover, schema, validate
from errgen.package import VERSION
from errgen.text import closest, shown

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
            close = closest(name, known)
            hint = f"did you mean {close[0]}?" if close else "the commands: " + ", ".join(known)
            raise UsageProblem(f"errgen: no command {name!r}; {hint}")
        return super().resolve_command(ctx, args)


def _show_version(ctx: typer.Context, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        print(f"errgen {VERSION}")
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


def _root_of_one() -> None:
    """Turn a declarative YAML error catalogue into code and documents that make every failure
    recoverable by an automated caller."""


def _deferred(function: Callable[..., Data]) -> Callable[..., Invocation]:
    """`function` as a typer command that runs nothing: it answers with the Invocation that will
    (typer reads the flags from `function`'s signature)."""

    @functools.wraps(function)
    def parsed(**options: Any) -> Invocation:
        return Invocation(lambda: function(**options), json_mode=options["json_mode"])

    return parsed


COMMANDS: dict[str, Callable[..., Data]] = {
    f.__name__: f for f in (validate, build, explain, init, schema, recover, diff, contract, lsp)
}


@functools.cache
def application(only: str | None = None) -> typer.Typer:
    """errgen's typer application: every command, or only the command `only` (typer builds each
    command's parameters, a pydantic adapter each, on every run: a run pays for its own)."""
    app = typer.Typer(
        name="errgen",
        cls=_Commands,
        add_completion=False,  # errgen's own --show-completion/--install-completion take a SHELL
        pretty_exceptions_enable=False,
        rich_markup_mode=None,
        context_settings={"help_option_names": ["-h", "--help"]},
    )
    # a run that names its command has no root option before it: none is built
    app.callback()(_root if only is None else _root_of_one)
    for name, function in COMMANDS.items():
        if only is not None and name != only:
            continue
        doc = " ".join((function.__doc__ or "").split())
        app.command(
            cls=_Command,
            help=doc,
            short_help=doc.split(". ")[0].rstrip(".") + ".",
            # recover: from the command on, every word is the command's own, its options included
            context_settings={"allow_interspersed_args": False} if name == "recover" else None,
        )(_deferred(function))
    return app


def _usage_problem(error: UsageError) -> str:
    """What a usage error of typer's says, in errgen's words: the command, then the mistake."""
    where = error.ctx.command_path if error.ctx is not None else "errgen"
    if isinstance(error, NoSuchOption):  # no abbreviations: --js is not --json
        flags = {flag.lstrip("-"): flag for flag in error.possibilities or ()}
        close = closest(error.option_name.lstrip("-"), flags)
        hint = f"; did you mean {flags[close[0]]}?" if close else ""
        return f"{where}: unrecognized arguments: {error.option_name}{hint}"
    number = _bad_number(error)
    if number is not None:
        return f"{where}: {number}"
    message = error.format_message().rstrip(".")
    return f"{where}: {message[:1].lower()}{message[1:]}"


def _bad_number(error: UsageError) -> str | None:
    """A numeric option given a value it refuses (`-j two`, `-j 0`), in errgen's words rather
    than the validator's ("Input should be a valid integer"), or None for any other error."""
    param = getattr(error, "param", None)
    low, high = getattr(param, "min", None), getattr(param, "max", None)
    problems = getattr(error.__cause__, "errors", None)
    if param is None or not isinstance(low, int) or not isinstance(high, int) or problems is None:
        return None
    given = next((p.get("input") for p in problems() if "input" in p), None)
    flags = "/".join([*param.opts, *param.secondary_opts])
    value = "" if given is None else f", not {shown(str(given))}"
    return f"{flags} takes a whole number from {low} to {high}{value}"


def parse(args: list[str]) -> Invocation:
    """The command `args` name, ready to run, and whether it answers with an envelope (a shell
    asking for completions, --help, --version and --show-completion are answered here)."""
    from typer.completion import completion_init  # type: ignore[attr-defined]

    if args[:1] and args[0] in _COMPLETION_FLAGS and (len(args) == 1 or args[1][:1] == "-"):
        login_shell = os.path.basename(os.environ.get("SHELL", ""))
        args = [args[0], login_shell, *args[1:]]  # the flag alone: the login shell's
    completion_init()  # the shells typer completes for
    named = args[0] if args and args[0] in COMMANDS and COMPLETE_VAR not in os.environ else None
    command = typer.main.get_command(application(named))
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
