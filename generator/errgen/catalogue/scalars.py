"""What a plain YAML scalar means, as the loader reads it: YAML 1.2's core schema, with what
YAML 1.1 readers (PyYAML) would read differently reported instead of guessed."""

from __future__ import annotations

import re
from typing import Any

from errgen.text import shown

# What YAML 1.1 (PyYAML) or YAML 1.2 would read as something other than a string.
BOOL_11 = frozenset(
    "y Y yes Yes YES n N no No NO true True TRUE false False FALSE on On ON off Off OFF".split()
)
TRUE_11 = frozenset(("y", "yes", "true", "on"))
# Past 18 digits an integer is beyond a signed 64-bit one, where readers part ways (JavaScript
# rounds it, Python refuses over 4,300 digits): no value of a catalogue is that large.
MAX_INT_DIGITS = 18
NULLS = frozenset(("", "~", "null", "Null", "NULL"))
INT = re.compile(r"[-+]?(?:0|[1-9][0-9]*)\Z")
FLOAT = re.compile(r"[-+]?(?:0|[1-9][0-9]*)\.[0-9]+\Z")
NUMBER_LIKE = re.compile(
    r"""[-+]?(?:
        0b[0-1_]+ | 0o?[0-7_]+ | 0x[0-9a-fA-F_]+            # binary, octal, hex
      | [0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?         # sexagesimal
      | (?:[0-9][0-9_]*)?\.?[0-9_]+(?:[eE][-+]?[0-9]+)?     # underscores, exponents
      | [0-9][0-9_]*\.(?:[eE][-+]?[0-9]+)?                  # trailing dot
      | \.(?:inf|Inf|INF|nan|NaN|NAN)
    )\Z""",
    re.VERBOSE,
)
TIMESTAMP = re.compile(
    r"[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}"
    r"(?:(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?"
    r"(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)?\Z"
)
# Plain scalars starting with anything else are strings in every YAML version.
SPECIAL_START = frozenset("-+.0123456789~nNtTfFyYoO<=")
CORE = "tag:yaml.org,2002:"
CORE_TAGS = frozenset(CORE + t for t in ("str", "int", "float", "bool", "null", "map", "seq"))


def resolve_plain(value: str, line: int, column: int, refuse: Any) -> Any:
    """What the plain scalar `value` means; what YAML readers disagree on is reported."""
    if value in NULLS:
        return None
    if value == "true":
        return True
    if value == "false":
        return False
    if value in BOOL_11:
        refuse(
            "yaml-boolean",
            line,
            column,
            f"{value!r} is a boolean in some YAML readers and a string in others",
            "write true or false, or quote it if a string is meant",
        )
        # read it as its author most likely meant, so later rules do not report its consequences
        return value.lower() in TRUE_11
    if INT.match(value) and len(value.lstrip("+-")) > MAX_INT_DIGITS:
        refuse(
            "yaml-number",
            line,
            column,
            f"a number of {len(value.lstrip('+-')):,} digits; YAML readers agree on integers of "
            f"at most {MAX_INT_DIGITS}",
            "write a smaller number, or quote it if a string is meant",
        )
        return value
    if INT.match(value):
        return int(value)
    if FLOAT.match(value):
        return float(value)
    if NUMBER_LIKE.match(value):
        refuse(
            "yaml-number",
            line,
            column,
            f"{value!r} is not a plain decimal number; YAML readers disagree on what it means",
            "write a plain decimal like 1500, or quote it if a string is meant",
        )
        return value
    if TIMESTAMP.match(value):
        refuse(
            "yaml-implicit-type",
            line,
            column,
            f"{value!r} is read as a date, not a string",
            "quote it",
        )
        return value
    if value == "<<":
        refuse(
            "yaml-alias",
            line,
            column,
            "merge keys (<<) are not allowed",
            "write the entries out in full",
        )
    return value


def resolve_tagged(tag: str, value: str, line: int, column: int, refuse: Any) -> Any:
    """What a scalar with an explicit core tag means; any other tag is reported."""
    if tag == CORE + "str":
        return value
    if tag in CORE_TAGS:
        resolved = resolve_plain(value, line, column, refuse)
        expected = {"int": int, "float": float, "bool": bool, "null": type(None)}.get(
            tag[len(CORE) :]
        )
        if expected is not None and type(resolved) is expected:
            return resolved
    refuse(
        "yaml-tag",
        line,
        column,
        f"tag {shown(tag)} is not allowed here",
        "remove the tag: a catalogue is plain maps, lists and scalars",
    )
    return value
