"""The only ways catalogue values reach generated Python source: as literals, or as checked names.

errgen's own template is laid out the way black lays it out, by construction: black itself is
too slow to run on every build (see the README's performance section). Only the three shapes
whose layout depends on a value's length need a rule here; everything else in the template
either always fits or is exploded with a trailing comma, which black keeps as it is.
"""

from __future__ import annotations

from errgen import names
from errgen.model import ExitCodeSpec

LINE_LENGTH = 88  # black's default, which the generated code is laid out for


def py_str(value: str) -> str:
    """An ASCII string literal made by ascii(), with the quotes black would choose.

    black prefers double quotes unless they need more escapes than single ones; this mirrors its
    normalisation so that the literal is already in black's form.
    """
    value = str.__str__(value)  # the exact str: never a subclass's own repr or methods
    literal = ascii(value)
    if literal[0] == '"':
        return literal  # ascii() chose double quotes: the value has ' and no "
    body = literal[1:-1]
    if '"' not in value:
        return '"' + body + '"'
    if value.count('"') > value.count("'"):
        return literal
    # ascii() escaped every ' as \' (each preceded by its own backslash), and left " bare.
    return '"' + body.replace("\\'", "'").replace('"', '\\"') + '"'


def py_literal(value: object) -> str:
    """A Python literal for a value of exactly str, int, bool, float (finite) or None.

    Subclasses are read through their base type's own methods, so that no subclass's repr, str
    or format can reach the source."""
    if value is None or value is True or value is False:
        return repr(value)
    if isinstance(value, str):
        return py_str(value)
    if isinstance(value, int):  # bool was handled above
        return int.__repr__(int.__index__(value))
    if isinstance(value, float):
        number = float.__float__(value)
        if number != number or number in (float("inf"), float("-inf")):
            raise ValueError(f"no literal for {number!r}")
        return float.__repr__(number)
    raise TypeError(f"no literal for {type(value).__name__}")


def py_tuple(values: object) -> str:
    """A tuple of literals on one line: `("a",)` or `("a", "b")`."""
    if not isinstance(values, (tuple, list)):
        raise TypeError(f"not a sequence of literals: {type(values).__name__}")
    literals = [py_literal(value) for value in values]
    return f"({literals[0]},)" if len(literals) == 1 else f"({', '.join(literals)})"


def py_assign(target: str, value: object, indent: int = 0) -> str:
    """`target = value` laid out as black lays it out, for three kinds of value.

    A literal (one token) is wrapped in parentheses when its line is too long and the wrapped
    literal fits; a tuple is exploded one item per line, with a trailing comma; an exit code,
    `ExitCode.NAME`, is wrapped whenever its line is too long (black can split two tokens)."""
    target = names.identifier(target)
    pad = " " * indent
    if isinstance(value, (tuple, list)):
        line = f"{pad}{target} = {py_tuple(value)}"
        if len(line) <= LINE_LENGTH:
            return line
        items = "".join(f"{pad}    {py_literal(item)},\n" for item in value)
        return f"{pad}{target} = (\n{items}{pad})"
    if isinstance(value, ExitCodeSpec):
        source, splittable = f"ExitCode.{names.identifier(value.name)}", True
    else:
        source, splittable = py_literal(value), False
    line = f"{pad}{target} = {source}"
    if len(line) <= LINE_LENGTH or (not splittable and indent + 4 + len(source) > LINE_LENGTH):
        return line
    return f"{pad}{target} = (\n{pad}    {source}\n{pad})"


def py_class_header(name: str, base: str) -> str:
    """`class Name(Base):` laid out as black lays it out when it is too long for one line."""
    name, base = names.identifier(name), names.reference(base)
    line = f"class {name}({base}):"
    if len(line) <= LINE_LENGTH:
        return line
    return f"class {name}(\n    {base}\n):"
