"""The typescript target: `errors.ts`, and the filters through which catalogue values reach
TypeScript source: literals made by JSON escaping in ASCII (so U+2028, U+2029 and every other
non-ASCII character are escapes) with `</` broken, and identifiers checked."""

from __future__ import annotations

from collections.abc import Callable
from json.encoder import encode_basestring_ascii
from typing import Any

import errgen.names as names
from errgen.model import Catalogue, ErrorSpec, ParamSpec
from errgen.names.typescript import ts_camel, ts_name
from errgen.targets import RenderContext, Target, TargetFile
from errgen.targets.catalog_json import description_chunks
from errgen.targets.cleaning import cleaning, hex_ranges
from errgen.targets.jinja import render_template

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
        # inert inside an HTML script element, `*\/` inside a /* */ comment
        literal = encode_basestring_ascii(names.exact(value))
        return literal.replace("</", "<\\/").replace("*/", "*\\/")
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


def ts_type(kind: object) -> str:
    return TS_TYPES[names.exact(kind)]


def ts_arg_type(param: object) -> str:
    """The type of a constructor's argument: its scalar's, a readonly array of it for a list
    detail, `| undefined` for an optional one."""
    if not isinstance(param, ParamSpec):
        raise TypeError(f"not a parameter: {type(param).__name__}")
    item = ts_type(param.item_type)
    annotation = f"readonly {item}[]" if param.is_list else item
    return f"{annotation} | undefined" if param.optional else annotation


def ts_value_type(param: object) -> str:
    """The type of a param's or detail's value in an ErrorDetail: a float's may be the string
    of a value JSON cannot hold ("nan")."""
    if not isinstance(param, ParamSpec):
        raise TypeError(f"not a parameter: {type(param).__name__}")
    item = ts_type(param.item_type)
    if param.item_type == "float":
        item = f"({item} | string)" if param.is_list else f"{item} | string"
    return f"readonly {item}[]" if param.is_list else item


def ts_ranges(ranges: object) -> str:
    """The escaped code points as an array body, eight runs a line."""
    pairs = [pair + "," for pair in hex_ranges(ranges)]
    return "\n".join("  " + " ".join(pairs[i : i + 8]) for i in range(0, len(pairs), 8))


def ts_new_default(error: object) -> str:
    """A construction of an error with each argument's default: `new XError({ "path": "" })`
    (an optional detail left out), or `new XError()` when it takes none."""
    if not isinstance(error, ErrorSpec):
        raise TypeError(f"not an error: {type(error).__name__}")
    values = ", ".join(
        f"{ts_literal(p.name)}: {'[]' if p.is_list else ts_literal(p.default)}"
        for p in error.arguments
        if not p.optional  # left out
    )
    if not error.arguments:
        return f"new {ts_name(error.class_name)}()"
    return (
        f"new {ts_name(error.class_name)}({{ {values} }})"
        if values
        else f"new {ts_name(error.class_name)}({{}})"
    )


TS_FILTERS: dict[str, Callable[..., str]] = {
    "ts": ts_literal,
    "ts_name": ts_name,
    "ts_type": ts_type,
    "ts_arg_type": ts_arg_type,
    "ts_value_type": ts_value_type,
    "ts_camel": ts_camel,
    "ts_ranges": ts_ranges,
    "ts_new_default": ts_new_default,
}


def render_typescript(catalogue: Catalogue, context: RenderContext) -> str:
    values: dict[str, Any] = {"catalogue": catalogue, "cleaning": cleaning()}
    values["description"] = description_chunks(catalogue)
    return render_template("errors.ts.jinja", TS_FILTERS, context.templates, **values)


def _reserves(name: str) -> str | None:
    try:
        ts_name(name)
    except ValueError:
        return "a name the typescript target's module defines or refuses"
    return None


TARGET = Target(
    name="typescript",
    summary="an ES2022 module for Node tools: Error classes, envelopes, run(main)",
    files=(TargetFile("errors.ts", render_typescript),),
    filters=TS_FILTERS,
    reserves=_reserves,
)
