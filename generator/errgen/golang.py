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

from errgen import names
from errgen.cleaning import cleaning
from errgen.model import Catalogue, ParamSpec

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
# Predeclared names and the package-level names of the template: a generated name equal to
# one would shadow it or collide with it.
_RESERVED = names.GO_KEYWORDS | frozenset(
    "any append bool byte cap close complex copy delete error false float32 float64 imag int "
    "int64 iota len make new nil panic print println real recover rune string true uint "
    "Code Detail Envelope ErrorDetail ExitCode FromEnvelope Meta Recovery Run Transient "
    "Correctable Terminal spec param state".split()
)
# Methods every error type has: a parameter's getter of the same name is suffixed with Param.
_METHODS = frozenset(
    "Code Recovery Retryable RetryAfterMs MaxAttempts FixRequired FixCommand RefreshCommand "
    "ReauthCommand Suggestion HelpURL ExitCode Message Details ToDetail ToEnvelope Error Is "
    "MarshalJSON HTTPStatus Tags HasTag".split()
)
_SIMPLE = {'"': '\\"', "\\": "\\\\", "\a": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n"}
_SIMPLE |= {"\r": "\\r", "\t": "\\t", "\v": "\\v"}
GO_TYPES = {"str": "string", "int": "int", "float": "float64", "bool": "bool"}


# every character but printable ASCII other than `"` and `\`: what a Go literal must escape
_GO_ESCAPED = re.compile(r'[^\x20\x21\x23-\x5b\x5d-\x7e]')


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
    """A Go interpreted string literal of exactly `value`, in ASCII (strconv.QuoteToASCII)."""
    return '"' + _GO_ESCAPED.sub(_go_escape, names.exact(value)) + '"'


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


def go_name(value: object) -> str:
    """`value` if it is an ASCII Go identifier that is no keyword and shadows nothing."""
    name = names.exact(value)
    if not _IDENTIFIER.match(name) or name in _RESERVED:
        raise ValueError(f"not a safe Go identifier: {name!r}")
    return name


def go_camel(value: object) -> str:
    """`AUTH_REQUIRED` or `expired_at` in CamelCase, to follow a prefix (`Exit`, `Code`)."""
    camel = names.camel(names.exact(value))
    if not camel:
        raise ValueError(f"no Go name for {value!r}")
    return camel


def go_stem(class_name: object) -> str:
    """An error's class name without its `Error`: `CredentialsExpired`, for Code… and Err…."""
    name = go_name(class_name)
    return name.removesuffix("Error") or name


def go_getter(param: object) -> str:
    """The method that returns a parameter: its CamelCase name, suffixed when it is taken."""
    name = go_camel(param)
    name = name if name[0].isalpha() else "P" + name
    return name + "Param" if name in _METHODS else name


def go_arg(param: object) -> str:
    """A constructor's argument for a parameter: lowerCamelCase, suffixed when it is taken."""
    camel = go_camel(param)
    name = camel[0].lower() + camel[1:] if camel[0].isalpha() else "p" + camel
    return name + "Arg" if name in _RESERVED else name


def go_params(params: object) -> str:
    """A spec's parameter table: `[]param{{"name", "str"}, ...}` on one line."""
    if not isinstance(params, tuple) or not all(isinstance(p, ParamSpec) for p in params):
        raise TypeError(f"not a parameter table: {type(params).__name__}")
    rows = ", ".join(f"{{{go_string(p.name)}, {go_string(p.type)}}}" for p in params)
    return f"[]param{{{rows}}}"


def go_type(kind: object) -> str:
    return GO_TYPES[names.exact(kind)]


def hex_ranges(ranges: object) -> list[str]:
    """`0x0000, 0x001f` for each (first, last) of a table of code point runs."""
    if not isinstance(ranges, tuple):
        raise TypeError(f"not a table of ranges: {type(ranges).__name__}")
    pairs = []
    for first, last in ranges:
        if type(first) is not int or type(last) is not int or not 0 <= first <= last <= 0x10FFFF:
            raise ValueError(f"not a run of code points: {first!r}, {last!r}")
        pairs.append(f"0x{first:04x}, 0x{last:04x}")
    return pairs


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
    "go_params": go_params,
    "go_ranges": go_ranges,
}


def check_go_names(catalogue: Catalogue) -> None:
    """Refuse a catalogue whose derived Go names would collide (two parameters that camel-case
    alike, or a package-level name twice): the output would not compile."""
    seen: dict[str, str] = {}
    top = [(catalogue.base_class, "base"), (catalogue.unknown_class, "unknown")]
    top += [(f"Exit{go_camel(e.name)}", e.name) for e in catalogue.exit_codes]
    top += [(f"Tag{go_camel(tag)}", tag) for tag in catalogue.tags]
    top += [(name, "") for name in ("Tag", "CodeOfAlias", "HasTag", "Tagged")]
    for error in catalogue.errors:
        stem = go_stem(error.class_name)
        top += [(error.class_name, error.code), (f"New{error.class_name}", error.code)]
        top += [(f"Code{stem}", error.code), (f"Err{stem}", error.code), (f"spec{stem}", "")]
        getters = [go_getter(p.name) for p in error.arguments]
        if len(set(getters)) != len(getters):
            raise ValueError(f"{error.code}: two parameters have one Go name ({getters})")
    for name, owner in top:
        if name in seen or name in _RESERVED:
            raise ValueError(f"the Go name {name} is taken twice ({seen.get(name)}, {owner})")
        seen[name] = owner


def render_go(catalogue: Catalogue, templates: str | None = None) -> str:
    from errgen.render import render_template

    check_go_names(catalogue)
    context: dict[str, Any] = {"catalogue": catalogue, "cleaning": cleaning()}
    context["package"] = catalogue.go_package
    return render_template("errors.go.jinja", templates, **context)
