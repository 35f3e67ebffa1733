"""The one place identifiers of generated code are made, and checked."""

from __future__ import annotations

import keyword
import re

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_WORDS = re.compile(r"[A-Za-z0-9]+")


def camel(words: str) -> str:
    """`CREDENTIALS_EXPIRED` or `tool-auth` in CamelCase: `CredentialsExpired`, `ToolAuth`."""
    return "".join(map(str.capitalize, _WORDS.findall(words)))  # the words are ASCII


def error_class_candidate(code: str) -> str:
    """The class name of an error code, without doubling a trailing _ERROR; not yet checked."""
    stem = code[: -len("_ERROR")] if code.endswith("_ERROR") else code
    return camel(stem) + "Error"


def error_class_name(code: str) -> str:
    return identifier(error_class_candidate(code))


def base_class_candidate(tool: str) -> str:
    return camel(tool) + "Error"


def unknown_class_candidate(tool: str) -> str:
    return "Unknown" + camel(tool) + "Error"


def base_class_name(tool: str) -> str:
    return identifier(base_class_candidate(tool))


def unknown_class_name(tool: str) -> str:
    return identifier(unknown_class_candidate(tool))


def anchor(code: str) -> str:
    """The docs anchor of a code: lower case with hyphens."""
    return code.lower().replace("_", "-")


def identifier(name: str) -> str:
    """`name` if it is a safe ASCII Python identifier that shadows nothing; ValueError otherwise."""
    if not _IDENTIFIER.match(name) or keyword.iskeyword(name) or name in _SHADOWED:
        raise ValueError(f"not a safe identifier: {name!r}")
    return name


def shadows(name: str) -> bool:
    """True when a generated class called `name` would hide a name the generated module uses."""
    return keyword.iskeyword(name) or name in _SHADOWED


# Builtins the generated module itself refers to; a class of the same name would replace them.
_SHADOWED = frozenset(
    ("BaseException", "Exception", "TypeError", "ValueError", "AttributeError", "KeyError")
)


_VERSION = re.compile(r"[A-Za-z0-9][A-Za-z0-9.+_-]*\Z")


def version(value: str) -> str:
    """A version string as the schema allows it, safe in a docstring; ValueError otherwise."""
    if not _VERSION.match(value):
        raise ValueError(f"not a version: {value!r}")
    return value
