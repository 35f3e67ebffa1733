"""The go target: `errors.go`, and the filters through which catalogue values reach Go source.

Every value is printed as a Go literal (a string escaped as strconv.QuoteToASCII escapes it,
so the file is ASCII and no catalogue text can end the literal) or as a checked identifier.
The template's output is gofmt's layout by construction: nothing in it is aligned in columns
that depend on a catalogue value (one declaration per line, one-line composite literals).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from errgen import names
from errgen.model import Catalogue, ParamSpec
from errgen.targets.cleaning import cleaning

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
_GO_ESCAPED = re.compile(r"[^\x20\x21\x23-\x5b\x5d-\x7e]")


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
    return _go_name(value if type(value) is str else names.exact(value))


# go_name and go_stem run ~25 times an error, on a few names each: their answer for an exact
# str is cached (an error's class name is checked once, not at each of its twelve uses).
@functools.lru_cache(maxsize=4096)
def _go_name(name: str) -> str:
    # an ASCII identifier is exactly [A-Za-z_][A-Za-z0-9_]*: two tests in C, not a regex
    if not (name.isascii() and name.isidentifier()) or name in _RESERVED:
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
    return _go_stem(class_name if type(class_name) is str else names.exact(class_name))


@functools.lru_cache(maxsize=4096)
def _go_stem(class_name: str) -> str:
    name = _go_name(class_name)
    return name.removesuffix("Error") or name


def go_getter(param: object) -> str:
    """The method that returns a parameter: its CamelCase name, suffixed when it is taken."""
    name = go_camel(param)
    name = name if name[0].isalpha() else "P" + name
    return name + "Param" if name in _METHODS else name


# Package-level names the template's own code uses inside a constructor's body: an argument
# of the same name would hide it (`newState`, and each error's `spec…`).
_BODY_NAMES = frozenset(("newState",))
_SPEC_NAME = re.compile(r"spec[A-Z]")


def go_arg(param: object) -> str:
    """A constructor's argument for a parameter: lowerCamelCase, suffixed when it is taken."""
    camel = go_camel(param)
    name = camel[0].lower() + camel[1:] if camel[0].isalpha() else "p" + camel
    taken = name in _RESERVED or name in _BODY_NAMES or _SPEC_NAME.match(name) is not None
    return name + "Arg" if taken else name


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


# The package-level names of the template that a derived name could equal (a Tag, Code, Exit
# or New prefix, or a class's Error suffix): the rest are in _RESERVED. A base_class (from the
# configuration) may equal neither.
PACKAGE_NAMES = ("Tag", "CodeOfAlias", "HasTag", "Tagged", "CleanText")

Where = tuple[str | int, ...]


def go_name_clashes(
    classes: tuple[str, str],
    exits: Iterable[tuple[Where, str]],
    tags: Iterable[tuple[Where, str]],
    errors: Iterable[tuple[Where, str, str, Iterable[tuple[Where, str]]]],
) -> Iterator[tuple[Where, str]]:
    """(where, what) of each derived Go name that collides: a package-level name taken twice or
    one the template defines, two arguments of one constructor or two getters of one type with
    one name. `classes` is (base, unknown); `errors` holds (where, code, class name, and the
    (where, name) of each argument). The go target refuses a catalogue with any (the output
    would not compile); the generated-name-collision rule reports each, from the same names."""
    seen = dict.fromkeys(PACKAGE_NAMES, "")
    top: list[tuple[Where, str, str]] = [
        ((), classes[0], "the base class"),
        ((), classes[1], "the class of unknown codes"),
    ]
    top += [(where, f"Exit{go_camel(name)}", f"exit code {name}") for where, name in exits]
    top += [(where, f"Tag{go_camel(tag)}", f"tag {tag}") for where, tag in tags]
    for where, code, class_name, arguments in errors:
        stem = go_stem(class_name)
        for name in (class_name, f"New{class_name}", f"Code{stem}", f"Err{stem}", f"spec{stem}"):
            top.append((where, name, code))
        getters: dict[str, str] = {}
        args: dict[str, str] = {}
        for at, param in arguments:
            for kind, name, table in (
                ("method", go_getter(param), getters),
                ("constructor argument", go_arg(param), args),
            ):
                if name in table:
                    yield at, (
                        f"{param!r} and {table[name]!r} of {code} would both be the Go {kind} {name}"
                    )
                    break
                table[name] = param
    for where, name, owner in top:
        if name in _RESERVED or seen.get(name) == "":
            yield where, f"{owner} would make the Go name {name}, which the package defines itself"
        elif name in seen:
            yield where, f"{owner} would make the Go name {name}, like {seen[name]}"
        else:
            seen[name] = owner


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


def render_go(catalogue: Catalogue, templates: str | None = None) -> str:
    from errgen.targets.jinja import render_template

    check_go_names(catalogue)
    context: dict[str, Any] = {"catalogue": catalogue, "cleaning": cleaning()}
    context["package"] = catalogue.go_package
    return render_template("errors.go.jinja", templates, **context)
