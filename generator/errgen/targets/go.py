"""The go target: `errors.go`, and the filters through which catalogue values reach Go source.

Every value is printed as a Go literal (a string escaped as strconv.QuoteToASCII escapes it,
so the file is ASCII and no catalogue text can end the literal) or as a checked identifier.
The template's output is gofmt's layout by construction: nothing in it is aligned in columns
that depend on a catalogue value (one declaration per line, one-line composite literals).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import errgen.names as names
from errgen.model import DETAIL_FIELDS, Catalogue, ErrorSpec, ParamSpec
from errgen.names.go import (
    PACKAGE_NAMES,
    go_arg,
    go_camel,
    go_getter,
    go_name,
    go_name_clashes,
    go_package_name,
    go_stem,
    is_go_package,
)
from errgen.targets import Option, RenderContext, Target, TargetFile
from errgen.targets.catalog_json import description_chunks
from errgen.targets.cleaning import cleaning, hex_ranges
from errgen.targets.jinja import render_template

_SIMPLE = {'"': '\\"', "\\": "\\\\", "\a": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n"}
_SIMPLE |= {"\r": "\\r", "\t": "\\t", "\v": "\\v"}
GO_TYPES = {"str": "string", "int": "int", "float": "float64", "bool": "bool"}


# every character but printable ASCII: what a Go literal escapes besides `"` and `\`, which
# str.replace escapes first (the JSON that describe_errors embeds has thousands of `"`: one
# call of a Python function each was two thirds of the go render)
_GO_ESCAPED = re.compile(r"[^\x20-\x7e]")


def _go_escape(match: re.Match[str]) -> str:
    char = match.group()
    point = ord(char)
    if char in _SIMPLE:
        return _SIMPLE[char]
    if point < 0x80:
        return f"\\x{point:02x}"
    if 0xD800 <= point < 0xE000:
        raise ValueError(f"no Go literal for the lone surrogate U+{point:04X}")
    if point < 0x10000:
        return f"\\u{point:04x}"
    return f"\\U{point:08x}"


def go_string(value: object) -> str:
    """A Go interpreted string literal of exactly `value`, in ASCII (strconv.QuoteToASCII's
    escapes), with `*/` written `*\\x2f`: inert in a string, a // comment and a /* */ one."""
    text = names.exact(value).replace("\\", "\\\\").replace('"', '\\"')
    return '"' + _GO_ESCAPED.sub(_go_escape, text).replace("*/", "*\\x2f") + '"'


def go_literal(value: object) -> str:
    """A Go literal of a value of exactly str, int, bool or finite float."""
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, str):
        return go_string(value)
    if isinstance(value, int):
        return int.__repr__(int.__index__(value))
    if isinstance(value, float):
        number = float.__float__(value)
        if number != number or number in (float("inf"), float("-inf")):
            raise ValueError(f"no Go literal for {number!r}")
        return float.__repr__(number)
    raise TypeError(f"no Go literal for {type(value).__name__}")


def go_params(params: object) -> str:
    """A spec's parameter table: `[]param{{"name", "str"}, ...}` on one line."""
    if not isinstance(params, tuple) or not all(isinstance(p, ParamSpec) for p in params):
        raise TypeError(f"not a parameter table: {type(params).__name__}")
    rows = ", ".join(
        f"{{name: {go_string(p.name)}, kind: {go_string(p.type)}, optional: true}}"
        if p.optional
        else f"{{{go_string(p.name)}, {go_string(p.type)}, false}}"
        for p in params
    )
    return f"[]param{{{rows}}}"


def _go_field(name: str) -> str:
    """The spec struct's field of one of DETAIL_FIELDS: lowerCamelCase, an initialism in capitals
    as Go spells it (`helpURL`)."""
    camel = go_camel(name).replace("Url", "URL")
    return camel[0].lower() + camel[1:]


_GO_FIELDS = {name: _go_field(name) for name in DETAIL_FIELDS}


def _error(value: object) -> ErrorSpec:
    if not isinstance(value, ErrorSpec):
        raise TypeError(f"not an error: {type(value).__name__}")
    return value


def go_spec(error: object) -> str:
    """An error's spec as a one-line composite literal: `&spec{code: CodeX, ...}`, with only the
    optional fields the error sets."""
    error = _error(error)
    fields = [
        f"code: Code{go_stem(error.class_name)}",
        f"recovery: {go_camel(error.recovery)}",
        f"retryable: {go_literal(error.retryable)}",
    ]
    fields += [f"{_GO_FIELDS[name]}: {go_literal(value)}" for name, value in error.set_details]
    if error.retry_after_min_ms is not None:
        fields.append(f"retryAfterMinMs: {go_literal(error.retry_after_min_ms)}")
        fields.append(f"retryAfterMaxMs: {go_literal(error.retry_after_max_ms)}")
    for name, value in (
        ("backoffPolicy", error.backoff_policy),
        ("backoffMaxMs", error.backoff_max_ms),
        ("backoffJitter", error.backoff_jitter),
    ):
        if value is not None:
            fields.append(f"{name}: {go_literal(value)}")
    fields.append(f"exit: Exit{go_camel(error.exit.name)}")
    fields.append(f"template: {go_literal(error.message)}")
    if error.arguments:
        fields.append(f"params: {go_params(error.arguments)}")
    if error.http_status is not None:
        fields.append(f"httpStatus: {go_literal(error.http_status)}")
    fields.append(f"title: {go_literal(error.title)}")
    fields.append(f"grpcCode: {go_literal(error.grpc_code)}")
    if error.tags:
        fields.append(f"tags: []Tag{{{', '.join(f'Tag{go_camel(tag)}' for tag in error.tags)}}}")
    return f"&spec{{{', '.join(fields)}}}"


def go_new_default(error: object) -> str:
    """A call of an error's constructor with each argument's default: `NewXError("", 0)`."""
    error = _error(error)
    values = ", ".join(
        "nil" if p.optional else f"{go_arg_type(p)}{{}}" if p.is_list else go_literal(p.default)
        for p in error.arguments
    )
    return f"New{go_name(error.class_name)}({values})"


def go_type(kind: object) -> str:
    return GO_TYPES[names.exact(kind)]


def _param(value: object) -> ParamSpec:
    if not isinstance(value, ParamSpec):
        raise TypeError(f"not a parameter: {type(value).__name__}")
    return value


def go_arg_type(param: object) -> str:
    """A constructor argument's type: its scalar's, a slice of it for a list detail (nil leaves
    an optional one out), a pointer for an optional scalar (nil leaves it out)."""
    param = _param(param)
    item = go_type(param.item_type)
    if param.is_list:
        return f"[]{item}"
    return f"*{item}" if param.optional else item


def go_value_type(param: object) -> str:
    """A getter's result: the value, and for an optional detail whether the error carries it."""
    param = _param(param)
    item = go_type(param.item_type)
    value = f"[]{item}" if param.is_list else item
    return f"({value}, bool)" if param.optional else value


def go_read(param: object) -> str:
    """A getter's body: the detail's value, read from the error's details as its type."""
    param = _param(param)
    name, item = go_string(param.name), go_type(param.item_type)
    value = f"e.param({name})"
    if param.is_list:
        items = "floatItemsOf" if item == "float64" else f"itemsOf[{item}]"
        if param.optional:
            return f"{items}({value}), {value} != nil"
        return f"{items}({value})"
    if param.optional:
        return f"optionalFloat({value})" if item == "float64" else f"optional[{item}]({value})"
    return f"e.param{go_camel(param.type)}({name})"


def go_ranges(ranges: object) -> str:
    """The escaped code points as a slice body, eight runs a line, in gofmt's layout."""
    pairs = [pair + "," for pair in hex_ranges(ranges)]
    rows = [" ".join(pairs[i : i + 8]) for i in range(0, len(pairs), 8)]
    return "\n".join("\t" + row for row in rows)


GO_FILTERS: dict[str, Callable[..., str]] = {
    "go": go_literal,
    "go_name": go_name,
    "go_camel": go_camel,
    "go_stem": go_stem,
    "go_getter": go_getter,
    "go_arg": go_arg,
    "go_type": go_type,
    "go_arg_type": go_arg_type,
    "go_value_type": go_value_type,
    "go_read": go_read,
    "go_params": go_params,
    "go_ranges": go_ranges,
    "go_spec": go_spec,
    "go_new_default": go_new_default,
}


def check_go_names(catalogue: Catalogue) -> None:
    """Refuse a catalogue whose derived Go names would collide: the output would not compile.
    (A valid catalogue has none: generated-name-collision reports them from the same names.)"""
    clashes = go_name_clashes(
        (catalogue.base_class, catalogue.unknown_class),
        (((), e.name) for e in catalogue.exit_codes),
        (((), tag) for tag in catalogue.tags),
        (((), e.code, e.class_name, [((), p.name) for p in e.arguments]) for e in catalogue.errors),
    )
    for _, what in clashes:
        raise ValueError(what)


def render_go(catalogue: Catalogue, context: RenderContext) -> str:
    check_go_names(catalogue)
    package = context.options.get("package") or go_package_name(catalogue.tool)
    values: dict[str, Any] = {"catalogue": catalogue, "cleaning": cleaning(), "package": package}
    values["description"] = description_chunks(catalogue)
    return render_template("errors.go.jinja", GO_FILTERS, context.templates, **values)


def _reserves(name: str) -> str | None:
    try:
        go_name(name)
    except ValueError:
        return "a name the go target's package defines or refuses"
    return "a name the go target's package defines" if name in PACKAGE_NAMES else None


TARGET = Target(
    name="go",
    summary="a stdlib-only Go package: a type per error, errors.Is/As, envelopes, Run(main)",
    files=(TargetFile("errors.go", render_go),),
    filters=GO_FILTERS,
    options={
        "package": Option(
            "the Go package name (lower-case letters and digits); default: the tool's name "
            "plus errors",
            is_go_package,
        )
    },
    reserves=_reserves,
)
