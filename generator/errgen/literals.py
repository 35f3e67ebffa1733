"""The only ways catalogue values reach generated Python source: as literals, or as checked names."""

from __future__ import annotations

LINE_LENGTH = 88  # black's default, which the generated code is laid out for


def py_str(value: str) -> str:
    """An ASCII string literal made by ascii(), with the quotes black would choose.

    black prefers double quotes unless they need more escapes than single ones; this mirrors its
    normalisation so that the literal is already in black's form.
    """
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
    """A Python literal for a catalogue value: str, int, bool or None, nothing else."""
    if value is None or isinstance(value, bool):
        return repr(value)
    if isinstance(value, int):
        return str(int(value))
    if isinstance(value, str):
        return py_str(value)
    raise TypeError(f"no literal for {type(value).__name__}")


def py_assign(target: str, value: object, indent: int = 0) -> str:
    """`target = literal` laid out as black lays it out: wrapped in parentheses only when that fits."""
    pad = " " * indent
    literal = py_literal(value)
    line = f"{pad}{target} = {literal}"
    if len(line) <= LINE_LENGTH or indent + 4 + len(literal) > LINE_LENGTH:
        return line
    return f"{pad}{target} = (\n{pad}    {literal}\n{pad})"


def py_class_header(name: str, base: str) -> str:
    """`class Name(Base):` laid out as black lays it out when it is too long for one line."""
    line = f"class {name}({base}):"
    if len(line) <= LINE_LENGTH:
        return line
    return f"class {name}(\n    {base}\n):"


def py_tuple_item(values: list[str], indent: int) -> str:
    """A tuple of strings as an item of an exploded collection (with its trailing comma)."""
    pad = " " * indent
    literals = [py_str(value) for value in values]
    if len(literals) == 1:
        line = f"{pad}({literals[0]},),"
    else:
        line = f"{pad}({', '.join(literals)}),"
    if len(line) <= LINE_LENGTH:
        return line
    inner = "".join(f"{pad}    {literal},\n" for literal in literals)
    return f"{pad}(\n{inner}{pad}),"


def py_items(values: list[object], indent: int) -> str:
    """Literals, one per line with a trailing comma, as an exploded collection's items."""
    pad = " " * indent
    return "\n".join(f"{pad}{py_literal(value)}," for value in values)
