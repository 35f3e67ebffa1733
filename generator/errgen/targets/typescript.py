"""The typescript target: `errors.ts`, and the filters through which catalogue values reach
TypeScript source: literals made by JSON escaping in ASCII (so U+2028, U+2029 and every other
non-ASCII character are escapes) with `</` broken, and identifiers checked."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from json.encoder import encode_basestring_ascii
from typing import Any

from errgen import names
from errgen.model import Catalogue
from errgen.targets.cleaning import cleaning
from errgen.targets.go import hex_ranges

_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*\Z")
# Reserved words, and the globals and module-level names that errors.ts itself uses.
_RESERVED = frozenset(
    "break case catch class const continue debugger default delete do else enum export extends "
    "false finally for function if import in instanceof new null return super switch this throw "
    "true try typeof var void while with as implements interface let package private protected "
    "public static yield any boolean constructor declare get module require number set string "
    "symbol type from of await async undefined NaN Infinity arguments eval "
    "Error TypeError Object Array JSON Number String Reflect Math Promise globalThis "
    "ExitCode Param Kind Details ErrorDetail ForeignDetail Envelope SuccessEnvelope "
    "FailureEnvelope ERRORS fromEnvelope run cleanText".split()
)
TS_TYPES = {"str": "string", "int": "number", "float": "number", "bool": "boolean"}
_SAFE_INTEGER = 2**53 - 1


def ts_literal(value: object) -> str:
    """A TypeScript literal of a value of exactly str, int (safe), bool, finite float or None."""
    if value is None:
        return "undefined"
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, str):
        # an ASCII JSON string (json.dumps' own encoder) is a JS string literal; `<\/` keeps it
        # inert inside an HTML script element
        return encode_basestring_ascii(names.exact(value)).replace("</", "<\\/")
    if isinstance(value, int):
        number = int.__index__(value)
        if abs(number) > _SAFE_INTEGER:
            raise ValueError(f"no exact TypeScript number for {number}")
        return int.__repr__(number)
    if isinstance(value, float):
        real = float.__float__(value)
        if real != real or real in (float("inf"), float("-inf")):
            raise ValueError(f"no literal for {real!r}")
        return float.__repr__(real)
    raise TypeError(f"no TypeScript literal for {type(value).__name__}")


def ts_name(value: object) -> str:
    """`value` if it is an ASCII identifier that is no reserved word and shadows nothing."""
    return _ts_name(value if type(value) is str else names.exact(value))


# ts_name runs ~7 times an error, on two or three names: its answer for an exact str is cached.
@functools.lru_cache(maxsize=4096)
def _ts_name(name: str) -> str:
    if not _IDENTIFIER.match(name) or name in _RESERVED:
        raise ValueError(f"not a safe TypeScript identifier: {name!r}")
    return name


def ts_camel(value: object) -> str:
    """A snake_case field name in camelCase (`retry_after_ms` -> `retryAfterMs`), checked."""
    head, *rest = names.exact(value).split("_")
    return ts_name(head + "".join(word.capitalize() for word in rest))


def ts_type(kind: object) -> str:
    return TS_TYPES[names.exact(kind)]


def ts_ranges(ranges: object) -> str:
    """The escaped code points as an array body, eight runs a line."""
    pairs = [pair + "," for pair in hex_ranges(ranges)]
    return "\n".join("  " + " ".join(pairs[i : i + 8]) for i in range(0, len(pairs), 8))


TS_FILTERS: dict[str, Callable[..., str]] = {
    "ts": ts_literal,
    "ts_name": ts_name,
    "ts_type": ts_type,
    "ts_camel": ts_camel,
    "ts_ranges": ts_ranges,
}


def render_typescript(catalogue: Catalogue, templates: str | None = None) -> str:
    from errgen.targets.jinja import render_template

    context: dict[str, Any] = {"catalogue": catalogue, "cleaning": cleaning()}
    return render_template("errors.ts.jinja", templates, **context)
