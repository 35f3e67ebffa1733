"""The rules of SPEC sections 2 and 3 on recovery classes, exit codes, messages and names."""

from __future__ import annotations

import difflib
import re
import string
from collections.abc import Iterator

from errgen import names
from errgen.commands import FIX_FIELDS
from errgen.model import INTERNAL_CODE, recovery_class
from errgen.text import shown
from errgen.view import Check, Finding, Path, View, string_of

# --- recovery class -------------------------------------------------------------------------


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


def exit_class(view: View) -> Iterator[Finding]:
    known = sorted(view.exits)
    for code, entry in view.errors:
        name = string_of(entry, "exit")
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


def message_fields(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        message = string_of(entry, "message")
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


def static_braces(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        for field in ("fix_required", "suggestion", *FIX_FIELDS):
            value = string_of(entry, field)
            if value is not None and ("{" in value or "}" in value):
                yield Finding(
                    "static-braces",
                    ("errors", code, field),
                    f"{field} has a brace; nothing is ever interpolated there",
                    "state the fix without placeholders; values belong in the message and details",
                )


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


# --- names, codes and versions ----------------------------------------------------------------


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


def prose_only_recovery(view: View) -> Iterator[Finding]:
    if not view.programs:
        return
    words = "|".join(re.escape(p) for p in sorted(view.programs))
    quoted = re.compile(
        rf"`(?:{words})(?:\s[^`]*)?`|\b(?:run|execute|call|try|use)\s+(?:{words})\s+[a-z]", re.I
    )
    # a registered command line anywhere in the text, as one search
    registered = re.compile("|".join(map(re.escape, view.commands))) if view.commands else None
    for code, entry in view.errors:
        if "fix_command" in entry:
            continue
        for field in ("fix_required", "suggestion"):
            value = string_of(entry, field)
            if value is None:
                continue
            hit = quoted.search(value) or (registered and registered.search(value))
            if hit:
                yield Finding(
                    "prose-only-recovery",
                    ("errors", code, field),
                    f"{field} quotes a command of the tool but {code} has no fix_command",
                    "register the command and set fix_command to it, so the weakest caller can run it",
                )
                break


CHECKS: list[Check] = [
    class_fields,
    exit_class,
    internal_error,
    exit_numbers,
    message_fields,
    static_braces,
    param_names,
    class_names,
    retired_codes,
    prose_only_recovery,
]
