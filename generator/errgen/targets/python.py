"""The only ways catalogue values reach generated Python source: as literals, or as checked names.

errgen's own template is laid out the way black lays it out, by construction: black itself is
too slow to run on every build (see the README's performance section). Only the shapes whose
layout depends on a value's length need a rule (here and in python_layout.py, behind filters
that check every name); everything else in the template either always fits or is exploded with
a trailing comma, which black keeps as it is.
"""

from __future__ import annotations

import builtins
import re
from collections.abc import Callable
from pathlib import Path

import errgen.names as names
import errgen.targets.python_layout as layout
from errgen.model import SCALAR_TYPES, Catalogue, ParamSpec
from errgen.model.exits import ExitCodeSpec
from errgen.targets import Option, RenderContext, Target, TargetFile
from errgen.targets.catalog_json import description_chunks
from errgen.targets.cleaning import cleaning
from errgen.targets.jinja import TemplateFailure, render_template

LINE_LENGTH = layout.LINE_LENGTH


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


# What may stay as it is in a literal of a user's template: were the literal's quotes closed
# by the text around it (`"{{ v|py }}"`), these characters form no call, subscript,
# assignment or statement; every other character is escaped.
_INERT = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _.,:/+-!?%")


def py_inert(value: object) -> str:
    """py_literal for user templates: a string keeps only _INERT characters as they are, so
    that wherever a template puts it, inside quotes included, it cannot become code."""
    if not isinstance(value, str):
        return py_literal(value)
    body = "".join(char if char in _INERT else _escaped(char) for char in str.__str__(value))
    return f'"{body}"'


def _escaped(char: str) -> str:
    point = ord(char)
    if point < 0x100:
        return f"\\x{point:02x}"
    return f"\\u{point:04x}" if point < 0x10000 else f"\\U{point:08x}"


def py_tuple(values: object, literal: Callable[[object], str] = py_literal) -> str:
    """A tuple of literals on one line: `("a",)` or `("a", "b")`."""
    if not isinstance(values, (tuple, list)):
        raise TypeError(f"not a sequence of literals: {type(values).__name__}")
    literals = [literal(value) for value in values]
    return f"({literals[0]},)" if len(literals) == 1 else f"({', '.join(literals)})"


def py_assign(
    target: str, value: object, indent: int = 0, literal: Callable[[object], str] = py_literal
) -> str:
    """`target = value` laid out as black lays it out, for three kinds of value.

    A literal (one token) is wrapped in parentheses when its line is too long and the wrapped
    literal fits; a tuple is exploded one item per line, with a trailing comma; an exit code,
    `ExitCode.NAME`, is wrapped whenever its line is too long (black can split two tokens)."""
    target = names.identifier(target)
    indent = int.__index__(indent)  # int's own: never a subclass's __index__ or __mul__
    if not 0 <= indent <= 80:
        raise ValueError(f"not an indent: {indent}")
    pad = " " * indent
    if isinstance(value, (tuple, list)):
        line = f"{pad}{target} = {py_tuple(value, literal)}"
        if len(line) <= LINE_LENGTH:
            return line
        items = "".join(f"{pad}    {literal(item)},\n" for item in value)
        return f"{pad}{target} = (\n{items}{pad})"
    if isinstance(value, ExitCodeSpec):
        source, splittable = f"ExitCode.{names.identifier(value.name)}", True
    else:
        source, splittable = literal(value), False
    line = f"{pad}{target} = {source}"
    if len(line) <= LINE_LENGTH or (not splittable and indent + 4 + len(source) > LINE_LENGTH):
        return line
    return f"{pad}{target} = (\n{pad}    {source}\n{pad})"


# The builtins that are not classes, and the module's own names: a class of the same name
# would replace what the module uses, or a base would be a function.
_FUNCTIONS = frozenset(
    name for name in dir(builtins) if not isinstance(getattr(builtins, name), type)
)
_TAKEN = _FUNCTIONS | names.MODULE_NAMES


def _class_name(name: str) -> str:
    name = names.identifier(name)
    if name in _TAKEN:
        raise ValueError(f"not a class name the module can define: {name!r}")
    return name


def py_class_header(name: str, base: str) -> str:
    """`class Name(Base):` laid out as black lays it out when it is too long for one line."""
    # a base is Exception or a checked name: never a builtin, nor a name the module defines
    name, base = _class_name(name), names.exact(base)
    base = base if base == "Exception" else _class_name(base)
    line = f"class {name}({base}):"
    if len(line) <= LINE_LENGTH:
        return line
    return f"class {name}(\n    {base}\n):"


def py_union(target: str, members: list[str], annotation: str = "") -> str:
    """`Target = A | B | C` (`Target: TypeAlias = ...` in a stub) laid out as black lays it out."""
    annotation = "" if annotation == "" else names.reference(annotation)
    return layout.union(names.identifier(target), list(map(_class_name, members)), annotation)


# An annotation of the python target's templates: checked names, and brackets after the
# generics of the standard library only, whose subscripts run nothing.
_GENERICS = frozenset(
    ("Final", "tuple", "type", "Mapping", "Sequence", "frozenset", "list", "dict")
)
_ANNOTATION_PARTS = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\[?|\]|, |\.\.\.")


def _annotation(annotation: str) -> str:
    """`annotation` if it is a type of checked names, `...` and standard generics (their items
    between `, `); ValueError otherwise."""
    annotation, depth, end = names.exact(annotation), 0, 0
    for part in _ANNOTATION_PARTS.finditer(annotation):
        text = part.group()
        name = text.removesuffix("[")
        generic = name != text
        top_level_comma = text == ", " and depth == 0
        if part.start() != end or (generic and name not in _GENERICS) or top_level_comma:
            break
        if name[0].isalpha() or name[0] == "_":
            names.reference(name)
        depth += generic - (text == "]")
        end = part.end()
        if depth < 0:
            break
    else:
        if annotation and end == len(annotation) and depth == 0 and "[]" not in annotation:
            return annotation
    raise ValueError(f"not an annotation of the python target: {annotation!r}")


def py_annotated(target: str, annotation: str) -> str:
    """`target: annotation` (a stub's Final) laid out as black lays it out."""
    return layout.annotated(names.identifier(target), _annotation(annotation))


def py_tuple_assign(target: str, annotation: str, members: list[str]) -> str:
    """`target: annotation = (A, B,)`, a tuple of classes one a line, laid out as black does."""
    members = [_class_name(member) for member in members]
    return layout.tuple_assign(names.identifier(target), _annotation(annotation), members)


def py_call_assign(
    target: str, call: str, values: list[object], literal: Callable[[object], str] = py_literal
) -> str:
    """`target = call(values)`, each value a literal, laid out as black lays it out; `call` is
    a class (Answer), never a builtin function (exec, eval, open) that could run a literal."""
    call = names.identifier(call)
    if call in _FUNCTIONS:
        raise ValueError(f"not a class to call: {call!r}")
    if not isinstance(values, (tuple, list)):
        raise TypeError(f"not a sequence of literals: {type(values).__name__}")
    arguments = [literal(value) for value in values]
    return layout.call_assign(names.identifier(target), call, arguments)


def py_empty_mapping(
    key: object, indent: int, literal: Callable[[object], str] = py_literal
) -> str:
    """A dict's entry `key: MappingProxyType({}),` at `indent`, laid out as black lays it out."""
    indent = int.__index__(indent)
    if not 0 <= indent <= 80:
        raise ValueError(f"not an indent: {indent}")
    return layout.call_entry(literal(key), "MappingProxyType", "{}", indent)


def py_assign_inert(target: str, value: object, indent: int = 0) -> str:
    """py_assign for user templates: the value's literal made by py_inert."""
    return py_assign(target, value, indent, py_inert)


def _code_point(value: object) -> str:
    """A code point as a hexadecimal int literal in black's form: `0x00AD`."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"not an integer: {type(value).__name__}")
    point = int.__index__(value)
    if not 0 <= point <= 0x10FFFF:
        raise ValueError(f"not a code point: {point}")
    return f"0x{point:04X}"


def py_type(param: object) -> str:
    """The annotation of a constructor's argument: its scalar type, a Sequence of it for a list
    detail, `| None` for an optional detail."""
    if not isinstance(param, ParamSpec) or param.item_type not in SCALAR_TYPES:
        raise TypeError(f"not a parameter: {param!r}")
    annotation = f"Sequence[{param.item_type}]" if param.is_list else param.item_type
    return f"{annotation} | None" if param.optional else annotation


def py_default(param: object) -> str:
    """` = value` for an argument that has a default (an optional detail's None, the zero value
    a catalogue's own INTERNAL_ERROR is raised with), else nothing."""
    if not isinstance(param, ParamSpec):
        raise TypeError(f"not a parameter: {param!r}")
    if param.optional:
        return " = None"
    if param.default is None:
        return ""
    return " = ()" if param.is_list else f" = {py_literal(param.default)}"


# The filters of the python target's templates (and SHARED_FILTERS): each makes its value a
# Python literal, a checked name or an assignment, reading it as an exact str or int.
FILTERS: dict[str, Callable[..., str]] = {
    "py": py_literal,
    "assign": py_assign,
    "class_header": py_class_header,
    "union": py_union,
    "annotated": py_annotated,
    "tuple_assign": py_tuple_assign,
    "call_assign": py_call_assign,
    "empty_mapping": py_empty_mapping,
    "code_point": _code_point,
    "py_type": py_type,
    "py_default": py_default,
}


# the templates each of the target's templates includes: a user's copy of one is theirs too
_INCLUDES = {"errors.py.jinja": ("errors.py.runtime.jinja",)}


def _user_override(templates: str | None, name: str) -> str | None:
    """The first of `name` and the templates it includes that the user's folder overrides."""
    if templates is None:
        return None
    return next(
        (own for own in (name, *_INCLUDES.get(name, ())) if (Path(templates) / own).is_file()),
        None,
    )


def _formatted(text: str, templates: str | None, name: str, *, stub: bool) -> str:
    """`text` as it is when it comes from errgen's own templates, which emit black's layout by
    construction; formatted by black when a user's template made it."""
    overridden = _user_override(templates, name)
    if not overridden:
        return text
    return format_with_black(text, str(Path(str(templates)) / overridden), stub=stub)


def format_with_black(text: str, template: str, *, stub: bool) -> str:
    """`text`, made by the user's `template`, as black lays it out; FormatterNotInstalledError
    without black (the `black` extra), TemplateFailure when it is not valid Python."""
    try:
        import black
        from black.parsing import InvalidInput
    except ImportError:
        from errgen.generated.errors import FormatterNotInstalledError

        raise FormatterNotInstalledError(template=template) from None
    try:
        return black.format_str(text, mode=black.Mode(is_pyi=stub))
    except InvalidInput as exc:
        raise TemplateFailure(template, 0, f"the output is not valid Python: {exc}") from None


def template_filters(templates: str | None) -> dict[str, Callable[..., str]]:
    # a user's template gets literals that are inert in any position of a Python file
    if templates is None:
        return FILTERS
    inert: dict[str, Callable[..., str]] = {
        "py": py_inert,
        "assign": py_assign_inert,
        "call_assign": lambda target, call, values: py_call_assign(target, call, values, py_inert),
        "empty_mapping": lambda key, indent: py_empty_mapping(key, indent, py_inert),
    }
    return FILTERS | inert


def render_python(catalogue: Catalogue, context: RenderContext | None = None) -> str:
    templates = context.templates if context else None
    name = "errors.py.jinja"
    text = render_template(
        name,
        template_filters(templates),
        templates,
        catalogue=catalogue,
        cleaning=cleaning(),
        description=description_chunks(catalogue),
    )
    return _formatted(text, templates, name, stub=False)


def render_python_stub(catalogue: Catalogue, context: RenderContext | None = None) -> str:
    templates = context.templates if context else None
    name = "errors.pyi.jinja"
    return _formatted(
        render_template(name, template_filters(templates), templates, catalogue=catalogue),
        templates,
        name,
        stub=True,
    )


def _reserves(name: str) -> str | None:
    return "the module's own name" if name in names.MODULE_NAMES else None


def is_module_name(value: str) -> bool:
    """Whether `value` can name the module: a safe identifier of at most 29 characters."""
    try:
        names.identifier(value)
    except ValueError:
        return False
    return len(value) <= 29


TARGET = Target(
    name="python",
    summary="a stdlib-only Python module of error classes, and its typing stub",
    files=(TargetFile("errors.py", render_python), TargetFile("errors.pyi", render_python_stub)),
    filters=FILTERS,
    options={
        "module": Option(
            "the module's name, which its files are named after (a Python identifier of at "
            "most 29 characters); default: errors",
            is_module_name,
        )
    },
    reserves=_reserves,
    stem_option="module",
)
