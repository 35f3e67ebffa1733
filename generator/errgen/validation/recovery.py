"""The checks of SPEC sections 2 and 3 on recovery classes, exit codes, retired codes and
deprecation: one function per rule, named after it; `errgen.validation.registry` registers them."""

from __future__ import annotations

import re
from collections.abc import Iterator

import errgen.catalogue.patterns as patterns
from errgen.model import INTERNAL_CODE, USAGE_CODE
from errgen.model.exits import recovery_class
from errgen.model.field_table import FIX_FIELDS
from errgen.model.resolve import own_usage_code
from errgen.text import closest, shown
from errgen.validation.commands import MAX_COMMAND_CHARS
from errgen.validation.view import Finding, View, mapping_of, string_of

# --- recovery class: retryable and the fix fields ----------------------------------------------


def retryable_with_fix(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        if entry.get("retryable") is not True:
            continue
        fixes = [f for f in ("fix_required", *FIX_FIELDS) if f in entry]
        if fixes:
            yield Finding(
                "retryable-with-fix",
                ("errors", code, fixes[0]),
                f"{code} is retryable but has {fixes[0]}: an agent would retry and never fix",
                "a failure the caller must correct is retryable: false; "
                "a transient one has no fix fields",
                key=True,
            )


def fix_command_without_fix_required(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        if entry.get("retryable") is True or "fix_required" in entry:
            continue
        for field in FIX_FIELDS:
            if field in entry:
                yield Finding(
                    "fix-command-without-fix-required",
                    ("errors", code, field),
                    f"{code} has {field} but no fix_required",
                    "add fix_required: what must change first, in one line",
                    key=True,
                )


def specialised_without_fix_command(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        if any(f in entry for f in FIX_FIELDS[1:]) and "fix_command" not in entry:
            yield Finding(
                "specialised-without-fix-command",
                ("errors", code),
                f"{code} has a specialised command but no fix_command",
                "add fix_command too: callers read one generic field",
                key=True,
            )


# --- exit codes -------------------------------------------------------------------------------


def exit_unknown(view: View) -> Iterator[Finding]:
    known = sorted(
        name for name, kind in view.exit_kinds.items() if kind is not None and kind != "result"
    )
    for code, entry in view.errors:
        name = string_of(entry, "exit")
        # an exit code of the table that the schema refuses is declared all the same
        if name is not None and name not in view.exits and name not in view.exit_entries:
            close = closest(name, known, n=2)
            yield Finding(
                "exit-unknown",
                ("errors", code, "exit"),
                f"exit {shown(name)} is not in the exit-code table",
                f"did you mean {close[0]}?" if close else "use one of " + ", ".join(known),
                replacement=close[0] if close else None,
                certain=len(close) == 1,
            )


def exit_class_mismatch(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        name = string_of(entry, "exit")
        if name is None or name not in view.exits:
            continue
        wanted = recovery_class(entry.get("retryable"), entry.get("fix_required"))
        number, exit_recovery = view.exits[name]
        if view.exit_kinds.get(name) in ("shared", "result"):  # shared: any class; result:
            continue  # exit-code-result's
        if exit_recovery != wanted:
            fitting = sorted(n for n, (_, c) in view.exits.items() if c == wanted)
            yield Finding(
                "exit-class-mismatch",
                ("errors", code, "exit"),
                f"{code} is {wanted} but exit {name} ({number}) is "
                + (f"{exit_recovery}" if exit_recovery else "success"),
                (ALREADY_DONE if exit_recovery is None else "")
                + (
                    f"use a {wanted} exit code: " + ", ".join(fitting)
                    if fitting
                    else f"add a {wanted} exit code"
                ),
            )


# Why SUCCESS is no error's exit: "already done" (already refunded, a bucket you already own)
# is a success that a caller must not branch on as a failure.
ALREADY_DONE = (
    "an outcome that is already done is no error: return ok: true with a notice in warnings; "
    "if it is a failure, "
)


def internal_error_class(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        if code == INTERNAL_CODE and (
            entry.get("retryable") is True or "fix_required" in entry or _fix_fields(entry)
        ):
            yield Finding(
                "internal-error-class",
                ("errors", code),
                f"{INTERNAL_CODE} is raised for unexpected exceptions: it must stay terminal",
                "remove retryable: true and the fix fields, or rename the error",
                key=True,
            )


def usage_error_builtin(view: View) -> Iterator[Finding]:
    """A notice where errors of the USAGE exit are not the usage error, so errgen adds its
    built-in USAGE_ERROR beside them (what validate's summary says of every catalogue that gets
    it): the author who wrote them meant one for rejected command lines."""
    usage = [code for code, entry in view.errors if entry.get("exit") == "USAGE"]
    if usage and "USAGE_ERROR" in builtins_added(view):
        yield Finding(
            "usage-error-builtin",
            ("errors", usage[0], "exit"),
            f"errgen adds its built-in {USAGE_CODE} for the command lines the argument parser "
            f"rejects: {', '.join(usage)} exit with USAGE, but none is the usage error",
            f"to make one the usage error, it must be the only error of the USAGE exit and take "
            f"no parameter but a str (the parser's message); or name it {USAGE_CODE}",
        )


def builtins_added(view: View) -> list[str]:
    """The errors errgen adds to the catalogue, as resolve does: INTERNAL_ERROR unless it
    defines its own, USAGE_ERROR unless it has a usage error (own_usage_code)."""
    errors = []
    for code, entry in view.errors:
        params = [s for s in mapping_of(entry.get("params")).values() if isinstance(s, dict)]
        details = [s for s in mapping_of(entry.get("details")).values() if isinstance(s, dict)]
        arguments = [(str(s.get("type")), False) for s in params]
        arguments += [(str(s.get("type")), s.get("optional") is True) for s in details]
        errors.append((code, str(entry.get("exit")), arguments))
    added = [] if any(code == INTERNAL_CODE for code, _ in view.errors) else [INTERNAL_CODE]
    return added + ([USAGE_CODE] if own_usage_code(errors) is None else [])


def _fix_fields(entry: dict[str, object]) -> bool:
    return any(field in entry for field in FIX_FIELDS)


def exit_code_result(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        name = string_of(entry, "exit")
        if name is None or view.exit_kinds.get(name) != "result":
            continue
        wanted = recovery_class(entry.get("retryable"), entry.get("fix_required"))
        failures = sorted(n for n, (_, c) in view.exits.items() if c == wanted)
        yield Finding(
            "exit-code-result",
            ("errors", code, "exit"),
            f"{code} exits with {name} ({view.exits[name][0]}), a result, not a failure",
            (
                f"use a {wanted} exit code: " + ", ".join(failures)
                if failures
                else f"add a {wanted} exit code"
            ),
        )


def exit_code_shared(view: View) -> Iterator[Finding]:
    for name, kind in view.exit_kinds.items():
        if kind == "shared" and name in view.exit_entries:
            number = view.exits[name][0]
            users = sorted(
                {
                    recovery_class(entry.get("retryable"), entry.get("fix_required"))
                    for _, entry in view.errors
                    if entry.get("exit") == name
                }
            )
            classes = f" (here: {', '.join(users)})" if users else ""
            yield Finding(
                "exit-code-shared",
                ("exit_codes", name, "class"),
                f"exit code {number} ({name}) may carry errors of any class{classes}: a caller "
                "that reads only the exit code cannot tell whether to retry, fix or stop",
                "give each class its own number; or, when the tool's exit codes are a contract "
                "already, add ignore: [exit-code-shared] to the exit code",
            )


def exit_table_terminal(view: View) -> Iterator[Finding]:
    if view.terminal_unknown:  # the schema reports the entry that may be it
        return
    if not any(kind in ("terminal", "shared") for kind in view.exit_kinds.values()):
        yield Finding(
            "exit-table-terminal",
            ("exit_codes",),
            "the exit-code table has no terminal or shared exit code for unexpected errors",
            "add one, such as INTERNAL: {code: 70, class: terminal}",
            key=True,
        )


def exit_code_duplicate(view: View) -> Iterator[Finding]:
    if not view.custom_exits:
        return
    seen: dict[int, str] = {}
    for name, (number, _) in view.exits.items():
        if name == "SUCCESS":
            continue
        if number in seen:
            yield Finding(
                "exit-code-duplicate",
                ("exit_codes", name, "code"),
                f"exit code {number} is used by both {seen[number]} and {name}"
                + _classes_of(view, seen[number], name),
                "give each exit name its own number",
            )
        seen.setdefault(number, name)


def _classes_of(view: View, first: str, second: str) -> str:
    """`, for two classes (...)` when the two names sharing a number differ in class."""
    one, other = view.exits[first][1], view.exits[second][1]
    return "" if one == other else f", for two classes ({one} and {other})"


# Shells give 126 (not executable), 127 (not found) and 128+N (killed by signal N, N <= 37)
# their own meaning: a tool's own code there is read as the shell's by a caller.
SHELL_RESERVED_EXITS = range(126, 166)


def exit_code_shell_reserved(view: View) -> Iterator[Finding]:
    if not view.custom_exits:
        return
    for name, (number, _) in view.exits.items():
        if number in SHELL_RESERVED_EXITS:
            yield Finding(
                "exit-code-shell-reserved",
                ("exit_codes", name, "code"),
                f"exit code {number} of {name} is one a shell gives " + _shell_meaning(number),
                "use 1-125 or 166-255, or, when the tool really exits so (git's 128), "
                "add ignore: [exit-code-shell-reserved] to the exit code",
            )


def _shell_meaning(number: int) -> str:
    if number == 126:
        return "a command that is not executable"
    if number == 127:
        return "a command that is not found"
    if number == 128:
        return "an invalid exit argument"
    return f"a command killed by signal {number - 128}"


# --- retired codes and deprecation -------------------------------------------------------------


def retired_code_reused(view: View) -> Iterator[Finding]:
    retired = set(view.retired)
    for code, entry in view.errors:
        if code in retired:
            yield Finding(
                "retired-code-reused",
                ("errors", code),
                f"{code} was retired and may never be defined again",
                "choose a new code: callers still branch on the old meaning",
                key=True,
            )
        aliases = entry.get("aliases")
        for index, alias in enumerate(aliases if isinstance(aliases, list) else []):
            if alias in retired:  # every parser would read the old code as this one
                yield Finding(
                    "retired-code-reused",
                    ("errors", code, "aliases", index),
                    f"{alias} was retired and may not come back as an alias of {code}",
                    "remove the alias: callers of the retired code still branch on its meaning",
                )


def _deprecations(view: View) -> Iterator[tuple[str, object]]:
    """(code, deprecated.replaced_by or None) of every deprecated error."""
    for code, entry in view.errors:
        deprecated = entry.get("deprecated")
        if isinstance(deprecated, dict):
            yield code, deprecated.get("replaced_by")


def replaced_by_unknown(view: View) -> Iterator[Finding]:
    defined = {code for code, _ in view.errors}
    for code, replacement in _deprecations(view):
        if isinstance(replacement, str) and replacement not in defined:
            yield Finding(
                "replaced-by-unknown",
                ("errors", code, "deprecated", "replaced_by"),
                f"{code} is replaced by {replacement}, which is not defined",
                "name a code of this catalogue",
            )
        elif replacement == code:
            yield Finding(
                "replaced-by-unknown",
                ("errors", code, "deprecated", "replaced_by"),
                f"{code} is replaced by itself",
                "name the code that callers should move to",
            )


def deprecated_without_replacement(view: View) -> Iterator[Finding]:
    for code, replacement in _deprecations(view):
        if replacement is None:
            yield Finding(
                "deprecated-without-replacement",
                ("errors", code, "deprecated"),
                f"{code} is deprecated but names no replacement",
                "add replaced_by: the code callers should branch on instead",
                key=True,
            )


# --- warnings -------------------------------------------------------------------------------


def prose_only_recovery(view: View) -> Iterator[Finding]:
    if not view.programs:
        return
    words = "|".join(re.escape(p) for p in sorted(view.programs))
    quoted = re.compile(
        rf"`(?:{words})(?:\s[^`]*)?`|\b(?:run|execute|call|try|use)\s+(?:{words})\s+[a-z]", re.I
    )
    registered = _RegisteredLines(view.commands, re.compile(rf"\b(?:{words})\b"))
    for code, entry in view.errors:
        if "fix_command" in entry or entry.get("retryable") is True:
            continue  # a retryable error has no fix: the hint would lead to retryable-with-fix
        known = patterns.schema()["$defs"]["error"]["properties"]  # others: unknown-key's
        if any(closest(str(key), FIX_FIELDS, cutoff=0.8) for key in entry if key not in known):
            continue  # `fixcommand:` is one mistake: unknown-key says "did you mean"
        for field in ("fix_required", "suggestion"):
            value = string_of(entry, field)
            if value is None:
                continue
            match = quoted.search(value)
            line = registered.quoted_line(value) or _backticked(match, view.commands)
            if match is None and line is None:
                continue
            if line is not None and _effect_of(view.commands.get(line)) == "read-only":
                if entry.get("diagnose_command") == line:
                    continue  # the prose names the error's own diagnostic
                yield Finding(
                    "prose-only-recovery",
                    ("errors", code, field),
                    f"{field} quotes {line!r}, a read-only command: it shows what is wrong but "
                    "fixes nothing",
                    f"set diagnose_command: {line} (shown to people and agents, never run as a "
                    "fix); keep fix_command for a command that makes the change",
                )
                break
            yield Finding(
                "prose-only-recovery",
                ("errors", code, field),
                f"{field} quotes a command of the tool but {code} has no fix_command",
                "register the command and set fix_command to it, so the weakest caller can run it; "
                "if only a person can run it, add ignore: [prose-only-recovery] to the error",
            )
            break


def _backticked(match: re.Match[str] | None, commands: dict[str, object]) -> str | None:
    """The registered line a `backticked` quote is, if it is one."""
    if match is None or not match.group(0).startswith("`"):
        return None
    text = match.group(0).strip("`")
    return text if text in commands else None


def _effect_of(command: object) -> object:
    return command.get("effect") if isinstance(command, dict) else None


class _RegisteredLines:
    """Finds a registered command line in text, from each place a program's name starts: the
    lines are indexed by their first characters, and a search compares at most as many lines
    as the text has characters, so it costs what the text does whatever the registry holds (past
    that budget, a quote is not looked for: this is a warning's heuristic)."""

    HEAD = 12  # the characters lines are indexed by

    def __init__(self, commands: dict[str, object], program: re.Pattern[str]) -> None:
        self.program = program
        self.short: set[str] = set()
        self.by_head: dict[str, list[str]] = {}
        for line in commands:
            if len(line) < self.HEAD:
                self.short.add(line)
            elif len(line) <= MAX_COMMAND_CHARS:
                self.by_head.setdefault(line[: self.HEAD], []).append(line)
        self.short_lengths = sorted({len(line) for line in self.short})

    def quoted_line(self, text: str) -> str | None:
        """The first registered line `text` quotes, or None."""
        budget = len(text) + self.HEAD
        for found in self.program.finditer(text):
            at = found.start()
            for n in reversed(self.short_lengths):  # the longest line that is quoted there
                if text[at : at + n] in self.short:
                    return text[at : at + n]
            for line in self.by_head.get(text[at : at + self.HEAD], ()):
                if text.startswith(line, at):
                    return line
                budget -= 1
                if budget <= 0:
                    return None
        return None
