"""The rules of SPEC sections 2 and 3 as checks over the loaded catalogue.

Each check yields findings (rule id, path, message, hint); the schema has already reported wrong
types, so a check skips what is not of the type it expects rather than reporting it twice.
"""

from __future__ import annotations

import difflib
import re
import string
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from errgen import names
from errgen.commands import FIX_FIELDS, SAFE_EFFECTS, lexical_problems
from errgen.model import DEFAULT_EXIT_CODES, INTERNAL_CODE, RecoveryClass, recovery_class
from errgen.text import CONTROL, INVISIBLE, banned_chars, escape_char, shown

Path = tuple[str | int, ...]


@dataclass(frozen=True, slots=True)
class Finding:
    rule: str
    path: Path
    message: str
    hint: str
    key: bool = False  # point at the key rather than the value


@dataclass
class View:
    """The parts of a loaded catalogue the checks read, each of the type it should have or empty."""

    errors: list[tuple[str, dict[str, Any]]]
    tool: str | None
    programs: frozenset[str]
    commands: dict[str, Any]
    exits: dict[str, tuple[int, RecoveryClass | None]]
    custom_exits: bool
    retired: list[str]

    @classmethod
    def of(cls, data: Any) -> View:
        data = data if isinstance(data, dict) else {}
        tool = _mapping(data.get("tool"))
        name = tool.get("name") if isinstance(tool.get("name"), str) else None
        companions = [c for c in _list(tool.get("companions")) if isinstance(c, str)]
        errors = [
            (code, entry)
            for code, entry in _mapping(data.get("errors")).items()
            if isinstance(entry, dict)
        ]
        custom = "exit_codes" in data
        exits: dict[str, tuple[int, RecoveryClass | None]] = {}
        if custom:
            exits["SUCCESS"] = (0, None)
            for exit_name, spec in _mapping(data.get("exit_codes")).items():
                spec = _mapping(spec)
                if isinstance(spec.get("code"), int) and spec.get("class") in (
                    "transient",
                    "correctable",
                    "terminal",
                ):
                    exits[exit_name] = (spec["code"], spec["class"])
        else:
            exits = dict(DEFAULT_EXIT_CODES)
        return cls(
            errors=errors,
            tool=name,
            programs=frozenset(([name] if name else []) + companions),
            commands=_mapping(tool.get("commands")),
            exits=exits,
            custom_exits=custom,
            retired=[c for c in _list(data.get("retired")) if isinstance(c, str)],
        )


def _mapping(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _str(entry: dict[str, Any], key: str) -> str | None:
    value = entry.get(key)
    return value if isinstance(value, str) else None


Check = Callable[[View], Iterator[Finding]]
CHECKS: list[Check] = []


def check(function: Check) -> Check:
    CHECKS.append(function)
    return function


# --- recovery class -------------------------------------------------------------------------


@check
def class_fields(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        here: Path = ("errors", code)
        retryable = entry.get("retryable")
        fixes = [f for f in ("fix_required", *FIX_FIELDS) if f in entry]
        if retryable is True and fixes:
            yield Finding(
                "retryable-with-fix",
                (*here, fixes[0]),
                f"{code} is retryable but has {fixes[0]}: an agent would retry and never fix",
                "a failure the caller must correct is retryable: false; "
                "a transient one has no fix fields",
                key=True,
            )
        if retryable is True and "retry_after_ms" not in entry:
            yield Finding(
                "retry-after-missing",
                (*here, "retryable"),
                f"{code} is retryable but says nothing of how long to wait",
                "add retry_after_ms: the milliseconds to wait before reissuing",
            )
        if retryable is not True:
            for field in ("retry_after_ms", "max_attempts"):
                if field in entry:
                    yield Finding(
                        "retry-after-without-retryable",
                        (*here, field),
                        f"{code} has {field} but is not retryable",
                        f"remove {field}, or make the error retryable: true if the same call may succeed",
                        key=True,
                    )
        if retryable is not True and "fix_required" not in entry:
            for field in FIX_FIELDS:
                if field in entry:
                    yield Finding(
                        "fix-command-without-fix-required",
                        (*here, field),
                        f"{code} has {field} but no fix_required",
                        "add fix_required: what must change first, in one line",
                        key=True,
                    )
        if any(f in entry for f in FIX_FIELDS[1:]) and "fix_command" not in entry:
            yield Finding(
                "specialised-without-fix-command",
                here,
                f"{code} has a specialised command but no fix_command",
                "add fix_command too: callers read one generic field",
                key=True,
            )


@check
def exit_class(view: View) -> Iterator[Finding]:
    known = sorted(view.exits)
    for code, entry in view.errors:
        name = _str(entry, "exit")
        if name is None:
            continue
        wanted = recovery_class(entry.get("retryable"), entry.get("fix_required"))
        if name not in view.exits:
            close = difflib.get_close_matches(name, known, n=1)
            yield Finding(
                "exit-unknown",
                ("errors", code, "exit"),
                f"exit {shown(name)} is not in the exit-code table",
                f"did you mean {close[0]}?" if close else "use one of " + ", ".join(known),
            )
            continue
        number, exit_recovery = view.exits[name]
        if exit_recovery != wanted:
            fitting = sorted(n for n, (_, c) in view.exits.items() if c == wanted)
            yield Finding(
                "exit-class-mismatch",
                ("errors", code, "exit"),
                f"{code} is {wanted} but exit {name} ({number}) is "
                + (f"{exit_recovery}" if exit_recovery else "success"),
                (
                    f"use a {wanted} exit code: " + ", ".join(fitting)
                    if fitting
                    else f"add a {wanted} exit code"
                ),
            )


@check
def internal_error(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        if code == INTERNAL_CODE and (
            entry.get("retryable") is True or "fix_required" in entry or entry.get("params")
        ):
            yield Finding(
                "internal-error-class",
                ("errors", code),
                f"{INTERNAL_CODE} is raised for unexpected exceptions: terminal, without parameters",
                "remove retryable: true, the fix fields and params, or rename the error",
                key=True,
            )
    if not any(c == "terminal" for _, c in view.exits.values()):
        yield Finding(
            "exit-table-terminal",
            ("exit_codes",),
            "the exit-code table has no terminal exit code for unexpected errors",
            "add one, such as INTERNAL: {code: 70, class: terminal}",
            key=True,
        )


@check
def exit_numbers(view: View) -> Iterator[Finding]:
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
                f"exit code {number} is used by both {seen[number]} and {name}",
                "give each exit name its own number",
            )
        seen.setdefault(number, name)


# --- message and static fields --------------------------------------------------------------

_FORMATTER = string.Formatter()
_PARAM = re.compile(r"[a-z][a-z0-9_]*\Z")
_STEM = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@check
def message_fields(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        message = _str(entry, "message")
        params = entry.get("params")
        declared = set(params) if isinstance(params, dict) else set()
        if message is None:
            continue
        used: set[str] = set()
        here = ("errors", code, "message")
        try:
            fields = [
                (f, spec, conv) for _, f, spec, conv in _FORMATTER.parse(message) if f is not None
            ]
        except ValueError as exc:
            yield Finding(
                "message-field",
                here,
                f"the message's braces do not balance ({exc})",
                "write {name} for a parameter and {{ or }} for a literal brace",
            )
            continue
        for field, spec, conversion in fields:
            shown_field = (
                "{"
                + field
                + ("!" + conversion if conversion else "")
                + (":" + spec if spec else "")
                + "}"
            )
            stem = _STEM.match(field)
            used.add(stem.group() if stem else field)
            if field in declared and not _PARAM.match(field):
                continue  # the parameter's name is what is wrong: param-name reports it
            if not _PARAM.match(field):
                yield Finding(
                    "message-field",
                    here,
                    f"{shown(shown_field)} is not a bare parameter name",
                    "write {name} only: no positions, attributes, indexes or {}",
                )
            elif spec or conversion:
                yield Finding(
                    "message-field",
                    here,
                    f"{shown(shown_field)} has a format spec or conversion",
                    "write {" + field + "} only; values are formatted by the generated code",
                )
            elif field not in declared:
                yield Finding(
                    "message-field",
                    here,
                    f"{shown(shown_field)} is not a declared parameter",
                    f"declare it under params: {field}: {{type: str}}",
                )
        for name in sorted(declared - used):
            yield Finding(
                "param-unused",
                ("errors", code, "params", name),
                f"parameter {name!r} is declared but the message does not use it",
                f"write {{{name}}} in the message, or remove the parameter",
                key=True,
            )


@check
def static_braces(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        for field in ("fix_required", "suggestion", *FIX_FIELDS):
            value = _str(entry, field)
            if value is not None and ("{" in value or "}" in value):
                yield Finding(
                    "static-braces",
                    ("errors", code, field),
                    f"{field} has a brace; nothing is ever interpolated there",
                    "state the fix without placeholders; values belong in the message and details",
                )


@check
def param_names(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        params = entry.get("params")
        if not isinstance(params, dict):
            continue
        for name in params:
            if (
                isinstance(name, str)
                and _PARAM.match(name)
                and (names.shadows(name) or name == "self")
            ):
                yield Finding(
                    "param-name",
                    ("errors", code, "params", name),
                    f"parameter {name!r} is a Python keyword or builtin",
                    "rename it, for example with a suffix: " + name + "_name",
                    key=True,
                )


# --- text -----------------------------------------------------------------------------------

_ONE_LINE = ("message", "fix_required", "suggestion")


def _text_findings(value: str, path: Path, multiline: bool) -> Iterator[Finding]:
    for index, char, category in banned_chars(value, allow="\n\t" if multiline else ""):
        what = f"{escape_char(char)} (Unicode {category}) at character {index + 1}"
        if category in CONTROL:
            rule, hint = "text-control", (
                "use a description for more lines" if char in "\n\t\r" else "remove it"
            )
        elif category in INVISIBLE:
            rule, hint = "text-invisible", "remove it: it hides or reorders what an agent is shown"
        else:
            rule, hint = (
                "text-code-point",
                "remove it: it is private, a lone surrogate or unassigned",
            )
        yield Finding(rule, path, f"{path[-1]} has {what}", hint)
        return  # one finding per field is enough to act on
    if not value.isascii() and not unicodedata.is_normalized("NFC", value):
        yield Finding(
            "text-not-nfc",
            path,
            f"{path[-1]} is not in Unicode normal form C",
            "normalise it to NFC, so the same text is the same bytes everywhere",
        )


@check
def text(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        for field in (*_ONE_LINE, "description"):
            value = _str(entry, field)
            if value is not None:
                yield from _text_findings(value, ("errors", code, field), field == "description")
        params = entry.get("params")
        for name, param in (params.items() if isinstance(params, dict) else ()):
            value = _str(param, "description") if isinstance(param, dict) else None
            if value is not None:
                yield from _text_findings(
                    value, ("errors", code, "params", name, "description"), False
                )
    for line, command in view.commands.items():
        value = _str(command, "description") if isinstance(command, dict) else None
        if value is not None:
            yield from _text_findings(value, ("tool", "commands", line, "description"), False)


# --- the command registry and fix commands ---------------------------------------------------


@check
def registry(view: View) -> Iterator[Finding]:
    for line in view.commands:
        for rule, message, hint in lexical_problems(line, view.programs):
            yield Finding(
                rule, ("tool", "commands", line), f"{shown(line)}: {message}", hint, key=True
            )


@check
def fix_commands(view: View) -> Iterator[Finding]:
    registered = list(view.commands)
    for code, entry in view.errors:
        for field in FIX_FIELDS:
            value = _str(entry, field)
            if value is None:
                continue
            here = ("errors", code, field)
            command = view.commands.get(value)
            if not isinstance(command, dict):
                close = difflib.get_close_matches(value, registered, n=1, cutoff=0.6)
                yield Finding(
                    "fix-command-unregistered",
                    here,
                    f"{field} {shown(value)} is not byte-for-byte a command of tool.commands",
                    (
                        f"did you mean {close[0]!r}?"
                        if close
                        else "register it under tool.commands first"
                    ),
                )
            elif command.get("effect") not in SAFE_EFFECTS:
                yield Finding(
                    "fix-command-destructive",
                    here,
                    f"{field} {shown(value)} is registered as {command.get('effect')}",
                    "an agent runs fix commands blindly: name an idempotent or read-only command, "
                    "or drop fix_command",
                )
            elif command.get("interactive") is True:
                yield Finding(
                    "fix-command-interactive",
                    here,
                    f"{field} {shown(value)} needs a person",
                    "drop fix_command and say in fix_required that a person must run it",
                )


# --- names, codes and versions ----------------------------------------------------------------


@check
def class_names(view: View) -> Iterator[Finding]:
    taken: dict[str, str] = {}
    if view.tool:
        taken[names.base_class_candidate(view.tool)] = "the base class"
        taken[names.unknown_class_candidate(view.tool)] = "the class of unknown codes"
    if all(code != INTERNAL_CODE for code, _ in view.errors):
        taken[names.error_class_candidate(INTERNAL_CODE)] = f"the built-in {INTERNAL_CODE}"
    for code, _ in view.errors:
        name = names.error_class_candidate(code)
        if names.shadows(name):
            yield Finding(
                "class-name-collision",
                ("errors", code),
                f"{code} would be class {name}, which the generated module needs for its own use",
                "rename the code",
                key=True,
            )
        elif name in taken:
            yield Finding(
                "class-name-collision",
                ("errors", code),
                f"{code} would be class {name}, like {taken[name]}",
                "rename one of the two codes",
                key=True,
            )
        taken.setdefault(name, code)


@check
def retired_codes(view: View) -> Iterator[Finding]:
    retired = set(view.retired)
    defined = {code for code, _ in view.errors}
    for code, _ in view.errors:
        if code in retired:
            yield Finding(
                "retired-code-reused",
                ("errors", code),
                f"{code} was retired and may never be defined again",
                "choose a new code: callers still branch on the old meaning",
                key=True,
            )
    for code, entry in view.errors:
        deprecated = entry.get("deprecated")
        if not isinstance(deprecated, dict):
            continue
        replacement = deprecated.get("replaced_by")
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
        if replacement is None:
            yield Finding(
                "deprecated-without-replacement",
                ("errors", code, "deprecated"),
                f"{code} is deprecated but names no replacement",
                "add replaced_by: the code callers should branch on instead",
                key=True,
            )


# --- warnings -------------------------------------------------------------------------------


@check
def prose_only_recovery(view: View) -> Iterator[Finding]:
    if not view.programs:
        return
    words = "|".join(re.escape(p) for p in sorted(view.programs))
    quoted = re.compile(
        rf"`(?:{words})(?:\s[^`]*)?`|\b(?:run|execute|call|try|use)\s+(?:{words})\s+[a-z]", re.I
    )
    for code, entry in view.errors:
        if "fix_command" in entry:
            continue
        for field in ("fix_required", "suggestion"):
            value = _str(entry, field)
            if value is None:
                continue
            hit = quoted.search(value) or next((c for c in view.commands if c in value), None)
            if hit:
                yield Finding(
                    "prose-only-recovery",
                    ("errors", code, field),
                    f"{field} quotes a command of the tool but {code} has no fix_command",
                    "register the command and set fix_command to it, so the weakest caller can run it",
                )
                break
