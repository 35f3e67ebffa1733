"""The rust target: `errors.rs`, and the filters through which catalogue values reach Rust source.

Every value is printed as a Rust literal (a string in ASCII, every other character a `\\u{..}`
escape, so no catalogue text can end the literal or a comment) or as a checked identifier. The
template's output is rustfmt's layout: where rustfmt's choice depends on a catalogue value's
length (a signature, a constant) the filters here make it; the per-code tables are one line a
code under `#[rustfmt::skip]`, as the go target writes one composite literal a line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import errgen.names as names
from errgen.model import Catalogue, ErrorSpec, ParamSpec, zero_value
from errgen.names.rust import (
    rust_camel,
    rust_constructor,
    rust_field,
    rust_name,
    rust_name_clashes,
    rust_upper,
    rust_variant,
)
from errgen.targets import RenderContext, Target, TargetFile
from errgen.targets.cleaning import cleaning, hex_ranges
from errgen.targets.jinja import render_template

_SIMPLE = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0"}
# every character but printable ASCII other than `"` and `\`: what a Rust literal escapes here
_ESCAPED = re.compile(r"[^\x20\x21\x23-\x5b\x5d-\x7e]")
RUST_TYPES = {"str": "String", "int": "i64", "float": "f64", "bool": "bool"}
ARG_TYPES = {"str": "&str", "int": "i64", "float": "f64", "bool": "bool"}
WIDTH = 100  # rustfmt's max_width


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    if char in _SIMPLE:
        return _SIMPLE[char]
    point = ord(char)
    if 0xD800 <= point < 0xE000:
        raise ValueError(f"no Rust literal for the lone surrogate U+{point:04X}")
    return f"\\u{{{point:x}}}"


def rust_string(value: object) -> str:
    """A Rust string literal of exactly `value`, in ASCII; `*/` is written `*\\u{2f}`, inert in
    a string and in a comment alike."""
    return '"' + _ESCAPED.sub(_escape, names.exact(value)).replace("*/", "*\\u{2f}") + '"'


def rust_literal(value: object) -> str:
    """A Rust literal of a value of exactly str, int, bool or finite float."""
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, str):
        return rust_string(value)
    if isinstance(value, int):
        return int.__repr__(int.__index__(value))
    if isinstance(value, float):
        number = float.__float__(value)
        if number != number or number in (float("inf"), float("-inf")):
            raise ValueError(f"no Rust literal for {number!r}")
        text = float.__repr__(number)
        return text if "." in text or "e" in text else text + ".0"
    raise TypeError(f"no Rust literal for {type(value).__name__}")


def _error(value: object) -> ErrorSpec:
    if not isinstance(value, ErrorSpec):
        raise TypeError(f"not an error: {type(value).__name__}")
    return value


def _param(value: object) -> ParamSpec:
    if not isinstance(value, ParamSpec):
        raise TypeError(f"not a parameter: {type(value).__name__}")
    return value


def rust_field_type(param: object) -> str:
    """A variant field's type: `String`, `Vec<i64>`, `Option<f64>`, ..."""
    param = _param(param)
    item = RUST_TYPES[names.exact(param.item_type)]
    value = f"Vec<{item}>" if param.is_list else item
    return f"Option<{value}>" if param.optional else value


def rust_arg_type(param: object) -> str:
    """A constructor argument's type: `&str`, `&[&str]`, `Option<i64>`, ..."""
    param = _param(param)
    item = ARG_TYPES[names.exact(param.item_type)]
    value = f"&[{item}]" if param.is_list else item
    return f"Option<{value}>" if param.optional else value


def rust_signature(error: object, indent: int = 4) -> str:
    """A constructor's signature up to its `{`, laid out as rustfmt lays it out: on one line
    when it fits, else one argument a line."""
    error = _error(error)
    name = rust_constructor(error.code)
    args = [f"{rust_field(p.name)}: {rust_arg_type(p)}" for p in error.arguments]
    line = f"pub fn {name}({', '.join(args)}) -> Self {{"
    if indent + len(line) <= WIDTH:
        return line
    pad = " " * (indent + 4)
    rows = "".join(f"{pad}{arg},\n" for arg in args)
    return f"pub fn {name}(\n{rows}{' ' * indent}) -> Self {{"


def rust_builder(error: object, binding: object) -> str:
    """`let b = Builder::new(&SPEC_X);` in a constructor, broken as rustfmt breaks a long one."""
    spec = f"&SPEC_{rust_upper(_error(error).code)}"
    line = f"{names.exact(binding)} = Builder::new({spec});"
    if 8 + len(line) <= WIDTH:
        return line
    return f"{names.exact(binding)} = Builder::new(\n            {spec},\n        );"


def rust_const(name: object, kind: object, value: object) -> str:
    """`pub const NAME: kind = value;`, broken after `=` as rustfmt breaks a long one."""
    line = f"pub const {names.exact(name)}: {names.exact(kind)} = {rust_literal(value)};"
    if len(line) <= WIDTH:
        return line
    return f"pub const {names.exact(name)}: {names.exact(kind)} =\n    {rust_literal(value)};"


def _fields(error: ErrorSpec) -> str:
    return ", ".join(
        f"{rust_field(p.name)}: e.read({rust_string(p.name)})" for p in error.arguments
    )


def rust_spec(error: object, base: object) -> str:
    """An error's spec as a one-line struct literal: only the fields the error sets, and the
    function that reads its typed variant."""
    error = _error(error)
    kind = f"{rust_name(base)}Kind::{rust_variant(error.class_name)}"
    fields = [
        f"code: {rust_string(error.code)}",
        f"recovery: Recovery::{rust_camel(error.recovery)}",
        f"retryable: {rust_literal(error.retryable)}",
    ]
    fields += [f"{name}: {rust_literal(value)}" for name, value in error.set_details]
    for name, value in (
        ("retry_after_min_ms", error.retry_after_min_ms),
        ("retry_after_max_ms", error.retry_after_max_ms),
        ("backoff_policy", error.backoff_policy),
        ("backoff_max_ms", error.backoff_max_ms),
        ("backoff_jitter", error.backoff_jitter),
        ("http_status", error.http_status),
    ):
        if value is not None:
            fields.append(f"{name}: {rust_literal(value)}")
    fields.append(f"exit: EXIT_{rust_upper(error.exit.name)}")
    fields.append(f"template: {rust_literal(error.message)}")
    if error.arguments:
        rows = ", ".join(
            f"({rust_string(p.name)}, {rust_string(p.type)}, {rust_literal(p.optional)})"
            for p in error.arguments
        )
        fields.append(f"params: &[{rows}]")
        fields.append(f"kind: |e| {kind} {{ {_fields(error)} }}")
    else:
        fields.append(f"kind: |_| {kind}")
    fields.append(f"title: {rust_literal(error.title)}")
    fields.append(f"grpc_code: {rust_literal(error.grpc_code)}")
    if error.tags:
        fields.append(f"tags: &[{', '.join(rust_string(tag) for tag in error.tags)}]")
    return f"Spec {{ {', '.join(fields)}, ..BLANK }}"


def rust_new_default(error: object, base: object) -> str:
    """A call of an error's constructor with each argument's default."""
    error = _error(error)
    values = ", ".join(
        "None"
        if p.optional
        else "&[]"
        if p.is_list
        else rust_literal(zero_value(p.type) if p.default is None else p.default)
        for p in error.arguments
    )
    return f"{rust_name(base)}::{rust_constructor(error.code)}({values})"


def rust_ranges(ranges: object) -> str:
    """The escaped code points as an array body, laid out as rustfmt lays out short items:
    as many a line as fit in its width."""
    items = [item + "," for pair in hex_ranges(ranges) for item in pair.split(", ")]
    lines: list[str] = []
    for pair in items:
        if lines and len(lines[-1]) + 1 + len(pair) <= WIDTH:
            lines[-1] += " " + pair
        else:
            lines.append("    " + pair)
    return "\n".join(lines)


RUST_FILTERS: dict[str, Callable[..., str]] = {
    "rust": rust_literal,
    "rust_name": rust_name,
    "rust_camel": rust_camel,
    "rust_upper": rust_upper,
    "rust_variant": rust_variant,
    "rust_field": rust_field,
    "rust_constructor": rust_constructor,
    "rust_field_type": rust_field_type,
    "rust_arg_type": rust_arg_type,
    "rust_signature": rust_signature,
    "rust_const": rust_const,
    "rust_builder": rust_builder,
    "rust_spec": rust_spec,
    "rust_new_default": rust_new_default,
    "rust_ranges": rust_ranges,
}


def check_rust_names(catalogue: Catalogue) -> None:
    """Refuse a catalogue whose derived Rust names would collide: the output would not compile.
    (A valid catalogue has none: generated-name-collision reports them from the same names.)"""
    clashes = rust_name_clashes(
        (catalogue.base_class, catalogue.unknown_class),
        (((), e.name) for e in catalogue.exit_codes),
        (((), tag) for tag in catalogue.tags),
        (((), e.code, e.class_name, [((), p.name) for p in e.arguments]) for e in catalogue.errors),
    )
    for _, what in clashes:
        raise ValueError(what)


def render_rust(catalogue: Catalogue, context: RenderContext) -> str:
    check_rust_names(catalogue)
    values: dict[str, Any] = {
        "catalogue": catalogue,
        "cleaning": cleaning(),
        "base": rust_name(catalogue.base_class),
        "arguments": any(error.arguments for error in catalogue.errors),
    }
    return render_template("errors.rs.jinja", RUST_FILTERS, context.templates, **values)


def _reserves(name: str) -> str | None:
    try:
        rust_name(name)
    except ValueError:
        return "a name the rust target's module uses or refuses"
    return None


TARGET = Target(
    name="rust",
    summary="a std-only Rust module: an error type with a kind enum, envelopes, run(main)",
    files=(TargetFile("errors.rs", render_rust),),
    filters=RUST_FILTERS,
    reserves=_reserves,
)
