"""The checks of a message, its parameters and the fields that are never interpolated: one
function per rule, named after it; `errgen.validation.registry` registers them."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from dataclasses import dataclass

import errgen.catalogue.patterns as patterns
import errgen.names as names
from errgen.model.field_table import COMMAND_FIELDS
from errgen.text import closest, shown
from errgen.validation.view import Finding, View, string_of

_FORMATTER = string.Formatter()
_STEM = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass(frozen=True, slots=True)
class ParsedMessage:
    """An error's message split into its replacement fields, or why it cannot be."""

    code: str
    declared: frozenset[str]  # the parameters the error declares
    fields: tuple[tuple[str, str | None, str | None], ...]  # (field, format spec, conversion)
    unbalanced: str | None  # why the braces do not balance; then there are no fields
    # an undeclared field -> the unused parameter it misspells ({pth} for path): one finding,
    # message-field's, says both, so param-unused leaves that parameter alone
    misspelt: tuple[tuple[str, str], ...] = ()


def parsed_messages(view: View) -> list[ParsedMessage]:
    """Every error's message, parsed once: message-field and param-unused read the same fields."""
    parsed = []
    for code, entry in view.errors:
        message = string_of(entry, "message")
        if message is None:
            continue
        params = entry.get("params")
        declared = frozenset(params) if isinstance(params, dict) else frozenset()
        try:
            fields = tuple(
                (f, spec, conv) for _, f, spec, conv in _FORMATTER.parse(message) if f is not None
            )
        except ValueError as exc:
            parsed.append(ParsedMessage(code, declared, (), str(exc)))
        else:
            parsed.append(ParsedMessage(code, declared, fields, None, _misspelt(fields, declared)))
    return parsed


def _misspelt(
    fields: tuple[tuple[str, str | None, str | None], ...], declared: frozenset[str]
) -> tuple[tuple[str, str], ...]:
    """(field, parameter) for each undeclared field whose nearest unused parameter it spells."""
    used = {field for field, _, _ in fields}
    unused = sorted(declared - used)
    pairs = []
    for field in sorted(used - declared):
        close = closest(field, unused)
        if close:
            pairs.append((field, close[0]))
            unused.remove(close[0])
    return tuple(pairs)


def message_field(view: View) -> Iterator[Finding]:
    for message in view.shared(parsed_messages):
        here = ("errors", message.code, "message")
        if message.unbalanced is not None:
            yield Finding(
                "message-field",
                here,
                f"the message's braces do not balance ({message.unbalanced})",
                "write {name} for a parameter and {{ or }} for a literal brace",
            )
        for field, spec, conversion in message.fields:
            problem = _field_problem(field, spec, conversion, message.declared)
            meant = dict(message.misspelt).get(field)
            if problem is not None and meant is not None and not spec and not conversion:
                problem = (
                    f"{_shown_field(field, spec, conversion)} is not a declared parameter: "
                    f"did you mean {{{meant}}}?",
                    f"write {{{meant}}}, the parameter the error declares",
                )
            if problem is not None:
                yield Finding("message-field", here, *problem)


def _field_problem(
    field: str, spec: str | None, conversion: str | None, declared: frozenset[str]
) -> tuple[str, str] | None:
    """(message, hint) when the replacement field is not a bare declared parameter name."""
    if patterns.pattern(patterns.PARAM_NAME).match(field):
        if spec or conversion:
            return (
                f"{_shown_field(field, spec, conversion)} has a format spec or conversion",
                "write {" + field + "} only; values are formatted by the generated code",
            )
        if field not in declared:
            return (
                f"{_shown_field(field, spec, conversion)} is not a declared parameter",
                f"declare it under params: {field}: {{type: str}}",
            )
    elif field not in declared:  # else the parameter's name is what is wrong: param-name says so
        return (
            f"{_shown_field(field, spec, conversion)} is not a bare parameter name",
            "write {name} only: no positions, attributes, indexes or {}",
        )
    return None


def _shown_field(field: str, spec: str | None, conversion: str | None) -> str:
    return shown(
        "{" + field + ("!" + conversion if conversion else "") + (":" + spec if spec else "") + "}"
    )


def param_unused(view: View) -> Iterator[Finding]:
    for message in view.shared(parsed_messages):
        if message.unbalanced is not None:
            continue
        used = set()
        for field, _, _ in message.fields:
            stem = _STEM.match(field)
            used.add(stem.group() if stem else field)
        for name in sorted(message.declared - used - {p for _, p in message.misspelt}):
            yield Finding(
                "param-unused",
                ("errors", message.code, "params", name),
                f"parameter {name!r} is declared but the message does not use it",
                f"write {{{name}}} in the message, or remove the parameter",
                key=True,
            )


def static_braces(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        for field in ("title", "fix_required", "suggestion", *COMMAND_FIELDS):
            value = string_of(entry, field)
            if value is not None and ("{" in value or "}" in value):
                yield Finding(
                    "static-braces",
                    ("errors", code, field),
                    f"{field} has a brace; nothing is ever interpolated there",
                    "state the fix without placeholders; values belong in the message and details",
                )


def param_name(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        params = entry.get("params")
        if not isinstance(params, dict):
            continue
        for name in params:
            if (
                isinstance(name, str)
                and patterns.pattern(patterns.PARAM_NAME).match(name)
                and (names.shadows(name) or name == "self")
            ):
                yield Finding(
                    "param-name",
                    ("errors", code, "params", name),
                    f"parameter {name!r} is " + names.shadowing(name),
                    "rename it, for example with a suffix: " + name + "_name",
                    key=True,
                )
