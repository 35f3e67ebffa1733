"""Where command safety is decided: the lexical rules of the registry and the fix-command rules."""

from __future__ import annotations

import difflib
import re
import shlex
from collections.abc import Iterator

from errgen.text import shown
from errgen.view import Finding, Path, View, string_of

MAX_COMMAND_CHARS = 200
TOKEN = re.compile(r"[A-Za-z0-9_@%+=:,./-]+\Z")
FIX_FIELDS = ("fix_command", "refresh_command", "reauth_command")
SAFE_EFFECTS = frozenset(("read-only", "idempotent"))

# Placeholders of every common syntax: the caller would have to synthesise a value.
_PLACEHOLDERS = (
    (re.compile(r"<[^<>]*>"), "<x>"),
    (re.compile(r"\{\{[^{}]*\}\}|\{[^{}]*\}"), "{x}"),
    (re.compile(r"\$\{|\$\(|\$[A-Za-z_]"), "$X"),
    (re.compile(r"%(?:\([^)]*\))?[sdifrx]\b"), "%s"),
    (re.compile(r"\[[^\[\]]*\]"), "[X]"),
    (re.compile(r"\.\.\.|…"), "..."),
    (re.compile(r"(?i)\byour[_-]"), "YOUR_..."),
    (re.compile(r"(?i)[_-]here\b"), "..._HERE"),
    (re.compile(r"__[A-Za-z]+__"), "__X__"),
)


def lexical_problems(line: str, programs: frozenset[str]) -> Iterator[tuple[str, str, str]]:
    """(rule, message, hint) for every way `line` is not one static, self-contained invocation."""
    if not line.isascii() or not line.isprintable():
        yield (
            "command-charset",
            "the command has a character that is not printable ASCII",
            "use printable ASCII only: no tabs, newlines or Unicode look-alikes",
        )
        return
    if len(line) > MAX_COMMAND_CHARS:
        yield (
            "command-too-long",
            f"the command has {len(line)} characters; at most {MAX_COMMAND_CHARS}",
            "shorten it, or give the tool a subcommand that does the whole fix",
        )
    for pattern, syntax in _PLACEHOLDERS:
        found = pattern.search(line)
        if found:
            yield (
                "command-placeholder",
                f"{found.group()!r} looks like a placeholder ({syntax}); the caller cannot fill it in",
                "register only complete commands; if the fix needs caller input, drop fix_command "
                "and say what to provide in fix_required",
            )
            break
    try:
        tokens = shlex.split(line)
    except ValueError as exc:
        yield ("command-not-self-contained", f"the shell cannot split it: {exc}", _SELF_CONTAINED)
        return
    odd = [token for token in tokens if not TOKEN.match(token)]
    if not tokens or odd or shlex.join(tokens) != line:
        what = f"token {odd[0]!r} has" if odd else "it has"
        yield (
            "command-not-self-contained",
            f"{what} characters a shell would interpret, or spacing a shell would change",
            _SELF_CONTAINED,
        )
        return
    program = tokens[0]
    if program not in programs:
        if "=" in program:
            why = f"{program!r} sets a variable before the program"
        elif "/" in program:
            why = f"{program!r} names the program by a path"
        else:
            why = f"{program!r} is neither the tool nor a declared companion"
        yield (
            "command-program",
            why,
            "start with the tool's own name or a name in tool.companions: "
            + ", ".join(sorted(programs)),
        )


_SELF_CONTAINED = (
    "one invocation, words of [A-Za-z0-9_@%+=:,./-] separated by single spaces: "
    "no quotes, pipes, redirections, variables or globs"
)


# --- the command registry and fix commands ---------------------------------------------------


def command_problems(view: View) -> list[Finding]:
    """Every lexical problem of every registered command: the walk the command rules share, as
    each problem of a line decides whether the next are looked for."""
    return [
        Finding(rule, ("tool", "commands", line), f"{shown(line)}: {message}", hint, key=True)
        for line in view.commands
        for rule, message, hint in lexical_problems(line, view.programs)
    ]


def _problems_of(view: View, rule: str) -> Iterator[Finding]:
    return (finding for finding in view.shared(command_problems) if finding.rule == rule)


def command_charset(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-charset")


def command_too_long(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-too-long")


def command_placeholder(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-placeholder")


def command_not_self_contained(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-not-self-contained")


def command_program(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-program")


def fix_command_uses(view: View) -> list[tuple[Path, str, str, object]]:
    """(path, field, command line, its entry in tool.commands or None) of every fix field."""
    uses: list[tuple[Path, str, str, object]] = []
    for code, entry in view.errors:
        for field in FIX_FIELDS:
            value = string_of(entry, field)
            if value is not None:
                uses.append((("errors", code, field), field, value, view.commands.get(value)))
    return uses


def fix_command_unregistered(view: View) -> Iterator[Finding]:
    registered = list(view.commands)
    for here, field, value, command in view.shared(fix_command_uses):
        if not isinstance(command, dict):
            close = difflib.get_close_matches(value, registered, n=1, cutoff=0.6)
            yield Finding(
                "fix-command-unregistered",
                here,
                f"{field} {shown(value)} is not byte-for-byte a command of tool.commands",
                f"did you mean {close[0]!r}?" if close else "register it under tool.commands first",
            )


def fix_command_destructive(view: View) -> Iterator[Finding]:
    for here, field, value, command in view.shared(fix_command_uses):
        if isinstance(command, dict) and command.get("effect") not in SAFE_EFFECTS:
            yield Finding(
                "fix-command-destructive",
                here,
                f"{field} {shown(value)} is registered as {command.get('effect')}",
                "an agent runs fix commands blindly: name an idempotent or read-only command, "
                "or drop fix_command",
            )


def fix_command_interactive(view: View) -> Iterator[Finding]:
    for here, field, value, command in view.shared(fix_command_uses):
        if (
            isinstance(command, dict)
            and command.get("effect") in SAFE_EFFECTS
            and command.get("interactive") is True
        ):
            yield Finding(
                "fix-command-interactive",
                here,
                f"{field} {shown(value)} needs a person",
                "drop fix_command, say in fix_required that a person must run it, and add "
                "ignore: [prose-only-recovery] to the error",
            )
