"""The one place identifiers of generated code are made, and checked."""

from __future__ import annotations

import keyword
import re

import errgen.catalogue.patterns as patterns

_WORDS = re.compile(r"[A-Za-z0-9]+")


def camel(words: str) -> str:
    """`CREDENTIALS_EXPIRED` or `tool-auth` in CamelCase: `CredentialsExpired`, `ToolAuth`."""
    return "".join(map(str.capitalize, _WORDS.findall(words)))  # the words are ASCII


def error_class_candidate(code: str) -> str:
    """The class name of an error code, without doubling a trailing _ERROR; not yet checked."""
    stem = code[: -len("_ERROR")] if code.endswith("_ERROR") else code
    return camel(stem) + "Error"


def error_class_name(code: str) -> str:
    return class_identifier(error_class_candidate(code))


def base_class_candidate(tool: str) -> str:
    return camel(tool) + "Error"


def unknown_class_candidate(tool: str) -> str:
    return "Unknown" + camel(tool) + "Error"


def base_class_name(tool: str) -> str:
    return class_identifier(base_class_candidate(tool))


def unknown_class_name(tool: str) -> str:
    return class_identifier(unknown_class_candidate(tool))


def exact(value: object) -> str:
    """`value` as an exact str, read through str's own method: a subclass's str, format or
    methods never run; anything but a str is a TypeError."""
    if type(value) is str:
        return value
    if not isinstance(value, str):
        raise TypeError(f"not a string: {type(value).__name__}")
    return str.__str__(value)


_ANCHOR_SOURCE = re.compile(r"[A-Za-z0-9_-]+\Z")


def anchor(code: str) -> str:
    """The docs anchor of a code: the code in lower case (`#credentials_expired`), the id that
    Python-Markdown's toc (mkdocs) and GitHub both give a heading that is the code; ValueError
    for anything that would not be `[a-z0-9_-]+`, which an id and a link can hold as it is."""
    value = exact(code)
    if not _ANCHOR_SOURCE.match(value):
        raise ValueError(f"not an anchor: {value!r}")
    return value.lower()


def page(code: str) -> str:
    """The name of a code's page in the pages layout (`credentials_expired`, served at
    `credentials_expired/`): its anchor, except that a code whose anchor is `index` would be
    the index page, so it is `index-code` (no code's anchor holds a `-`)."""
    name = anchor(code)
    return "index-code" if name == "index" else name


def help_url(docs_url: str, code: str, layout: str = "page") -> str:
    """Where a code is documented: the docs page plus the code's anchor, or with the pages
    layout the code's own page (directory URLs, as mkdocs and its successors serve them)."""
    if layout == "pages":  # the page goes in the path, before a query the URL may carry
        base, mark, query = docs_url.partition("?")
        return f"{base.rstrip('/')}/{page(code)}/{mark}{query}"
    return f"{docs_url}#{anchor(code)}"


def identifier(name: str) -> str:
    """`name` if it is a safe ASCII Python identifier that shadows nothing; ValueError otherwise."""
    name = exact(name)
    if not (name.isascii() and name.isidentifier()) or keyword.iskeyword(name) or name in _SHADOWED:
        raise ValueError(f"not a safe identifier: {name!r}")
    return name


def reference(name: str) -> str:
    """`name` if it is an ASCII Python identifier, not a keyword: safe to refer to (a base class
    may be a builtin); ValueError otherwise."""
    name = exact(name)
    if not (name.isascii() and name.isidentifier()) or keyword.iskeyword(name):
        raise ValueError(f"not a safe identifier: {name!r}")
    return name


def shadows(name: str) -> bool:
    """True when a generated class called `name` would hide a name the generated module uses."""
    return keyword.iskeyword(name) or name in _SHADOWED


def shadowing(name: str) -> str:
    """What an argument called `name` (one that `shadows`, or self) would hide, for a message."""
    if keyword.iskeyword(name):
        return "a Python keyword"
    return "the constructor's own self" if name == "self" else "a name the generated module uses"


def reserved_class(name: str) -> bool:
    """True when a generated class called `name` would hide a name the module uses or defines."""
    return shadows(name) or name in MODULE_NAMES


# Builtins the generated module itself refers to; a class of the same name would replace them.
_SHADOWED = frozenset(
    (
        *("BaseException", "Exception", "TypeError", "ValueError", "AttributeError", "KeyError"),
        "SystemExit",  # a configured base_class; the others it names go through `builtins.`
    )
)
# What the generated module and its stub define or import at top level: a class of the same
# name would replace it (tests/validation/test_command_safety.py keeps this in step with the templates).
MODULE_NAMES = frozenset(
    (
        *("annotations", "builtins", "sys", "time", "unicodedata", "Callable", "Mapping"),
        "IntEnum",
        *("MappingProxyType", "Any", "ClassVar", "Final", "NoReturn", "Param", "ExitCode", "Self"),
        *("EXIT_CLASSES", "ERRORS", "MAX_PARAM_CHARS", "MAX_FOREIGN_CHARS", "_CONSTANTS"),
        "_clamped_wait",
        *("_UNSAFE", "_UNSAFE_STARTS", "_UNSAFE_CATEGORIES", "_escape", "_shown", "clean_text"),
        *("clean_param", "from_envelope", "from_problem", "run"),
        *("TypeAlias", "_INVISIBLE", "_INVISIBLE_STARTS", "_MAX_EXACT_FLOAT", "_MAX_INT"),
        *("_dumps", "_failed", "_hidden", "_mapping", "_restored", "bisect_right"),
        *("deprecated", "math", "_DESCRIPTION", "describe_errors"),
        *("OPERATION_EXITS", "PASSES_EXIT_STATUS"),  # with operations: each one's own names too
        *("_MAX_SAFE_INT", "_NON_FINITE", "_ZERO", "_number", "_read", "_array_index", "_parsed"),
        *("ALIASES", "SCOPED_ALIASES", "TAGGED", "has_tag", "_GRPC_TYPE", "_text_of"),
        *("Sequence", "DetailValue", "MAX_LIST_ITEMS", "clean_detail", "_items", "_read_list"),
        *("_restored_value", "MAX_DEPTH", "_too_deep", "_nests", "_error_of"),
        *("RESULT_EXITS", "Result", "to_warning", "warnings_from_envelope", "usage_error"),
        *("Answer", "ANSWERS", "answer_from_envelope"),  # with operations' answers
        *("parse_args", "click_main", "_duration", "_wait_words", "render", "_colour"),
    )
)


def class_identifier(name: str) -> str:
    """`name` if it is a safe identifier for a class of the generated module: one that replaces
    none of the module's own names either; ValueError otherwise."""
    if identifier(name) in MODULE_NAMES:
        raise ValueError(f"a name the generated module defines itself: {name!r}")
    return name


def version(value: str) -> str:
    """A version string as the schema allows it, safe in a docstring; ValueError otherwise."""
    value = exact(value)
    if not patterns.matches(patterns.VERSION, value):
        raise ValueError(f"not a version: {value!r}")
    return value
