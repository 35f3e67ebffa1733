"""The names the typescript target derives and the names its module reserves, without
rendering anything."""

from __future__ import annotations

import re
from collections.abc import Iterator

import errgen.names as names
from errgen.names.registry import Derived, Where

_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*\Z")
# Reserved words, and the globals and module-level names that errors.ts itself uses.
RESERVED = frozenset(
    "break case catch class const continue debugger default delete do else enum export extends "
    "false finally for function if import in instanceof new null return super switch this throw "
    "true try typeof var void while with as implements interface let package private protected "
    "public static yield any boolean constructor declare get module require number set string "
    "symbol type from of await async undefined NaN Infinity arguments eval "
    "Error TypeError RangeError Object Array JSON Number String Reflect Math Promise Date "
    "globalThis "
    "ExitCode Param Kind Details ErrorDetail ForeignDetail Envelope SuccessEnvelope "
    "FailureEnvelope ERRORS fromEnvelope fromProblem run cleanText finiteOnly "
    "isObject errorOf tooDeep MAX_DEPTH describeErrors DESCRIPTION Result RESULT_EXITS warningJSON "
    "warningsFromEnvelope usageError parsedArgs render usages WeakMap Answer answerFromEnvelope".split()
)


def ts_name(value: object) -> str:
    """`value` if it is an ASCII identifier that is no reserved word and shadows nothing."""
    name = names.exact(value)
    if not _IDENTIFIER.match(name) or name in RESERVED:
        raise ValueError(f"not a safe TypeScript identifier: {name!r}")
    return name


def ts_camel(value: object) -> str:
    """A snake_case field name in camelCase (`retry_after_ms` -> `retryAfterMs`), checked."""
    head, *rest = names.exact(value).split("_")
    return ts_name(head + "".join(word.capitalize() for word in rest))


def clashes(derived: Derived) -> Iterator[tuple[Where, str]]:
    """The generated-name rule's findings for the typescript target: a class or exit code name
    that the module reserves."""
    found: list[tuple[Where, str]] = [((), name) for name in derived.classes]
    found += [(where, class_name) for where, _, class_name, _ in derived.errors]
    found += derived.exits
    for where, name in found:
        try:
            ts_name(name)
        except ValueError:
            yield where, f"{name} is a name the TypeScript module uses itself"
