"""Every Python-side filter, in every position a user's errors.py.jinja can put it, given
hostile strings and str/int subclasses: the output is refused, or does not parse (the build
then fails on it), or parses to the same code as a harmless value would give, the value
only an inert constant or one checked name (issue 13 #1)."""

from __future__ import annotations

import ast
import keyword
from collections import Counter
from pathlib import Path

import pytest
from errgen.targets.jinja import SHARED_FILTERS, TemplateFailure, environment, render_template
from errgen.targets.python import FILTERS, template_filters
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

# Where a template can put a filter's output: code, and inside every kind of quote or comment.
POSITIONS = {
    "expression": "X = {out}\n",
    "statement": "{out}\n",
    "argument": "print({out})\n",
    "class body": "class A:\n    {out}\n",
    "double quotes": 'X = "{out}"\n',
    "single quotes": "X = '{out}'\n",
    "triple quotes": 'X = """{out}"""\n',
    "docstring": 'class A:\n    """{out}"""\n',
    "f-string": 'X = f"{out}"\n',
    "two strings": 'X = "{out}" + "{out}"\n',
    "comment": "# {out}\n",
}
# filter -> (how a template calls it on v, a harmless value): the Python side of FILTERS
CALLS = {
    "py": ("v|py", "x"),
    "number": ("v|number", 1),
    "code_point": ("v|code_point", 1),
    "name": ("v|name", "x"),
    "assign target": ("v|assign(1)", "x"),
    "assign value": ('"x"|assign(v)', "x"),
    "assign indent": ('"x"|assign(1, v)', 0),
    "class name": ('v|class_header("Exception")', "X"),
    "class base": ('"X"|class_header(v)', "Exception"),
    "version": ("v|version", "1"),
    "program": ("v|program", "tool"),
}
# the filters that lay out a length-dependent line (errgen.targets.python_layout): each driven
# with every payload in every position (a loop: hypothesis over them all would double the file)
LAYOUT_CALLS = {
    "union target": ('v|union(["A"])', "X"),
    "union member": ('"X"|union([v, "B"])', "A"),
    "union annotation": ('"X"|union(["A", "B"], v)', "TypeAlias"),
    "annotated target": ('v|annotated("Final[int]")', "x"),
    "annotated annotation": ('"x"|annotated(v)', "int"),
    "tuple_assign target": ('v|tuple_assign("tuple[type[A], ...]", ["A"])', "x"),
    "tuple_assign member": ('"x"|tuple_assign("tuple[type[A], ...]", [v, "B"])', "A"),
    "tuple_assign annotation": ('"x"|tuple_assign(v, ["A", "B"])', "int"),
    "call_assign target": ('v|call_assign("Answer", ["a"])', "x"),
    "call_assign call": ('"x"|call_assign(v, ["a"])', "Answer"),
    "call_assign value": ('"x"|call_assign("Answer", ["a", v])', "a"),
    "empty_mapping key": ("v|empty_mapping(0)", "x"),
    "empty_mapping indent": ('"x"|empty_mapping(v)', 0),
}
PYTHON_FILTERS = {
    "union",
    "annotated",
    "tuple_assign",
    "call_assign",
    "empty_mapping",
    "py",
    "name",
    "assign",
    "class_header",
    "number",
    "version",
    "program",
    "code_point",
}
# Nodes that do something: a value may never add one.
ACTIVE = (
    ast.Call,
    ast.Import,
    ast.ImportFrom,
    ast.Subscript,
    ast.Assign,
    ast.AugAssign,
    ast.AnnAssign,
    ast.NamedExpr,
    ast.Lambda,
    ast.ClassDef,
    ast.FunctionDef,
    ast.Delete,
    ast.Global,
    ast.Await,
    ast.Yield,
)


class SneakyStr(str):
    def __str__(self) -> str:
        return "__import__('os').system('id')"

    def __repr__(self) -> str:
        return "__import__('os').system('id')"

    def __format__(self, spec: str) -> str:
        return "__import__('os').system('id')"

    def __getitem__(self, index: object) -> str:
        return "__import__('os').system('id')"

    def lower(self) -> str:
        return "__import__('os').system('id')"


class SneakyInt(int):
    def __repr__(self) -> str:
        return "__import__('os').system('id')"

    def __str__(self) -> str:
        return "__import__('os').system('id')"

    def __format__(self, spec: str) -> str:
        return "__import__('os').system('id')"

    def __index__(self) -> int:
        return 10**9


PAYLOADS = [
    '"; __import__("os").system("id"); "',
    "'; __import__('os').system('id'); '",
    "+__import__('os').system('id')+",
    '"""+__import__("os").system("id")+"""',
    "x\n__import__('os').system('id')",
    "\\",
    "if __debug__ else",
    "{__import__('os').system('id')}",
    "a#b",
    "__import__",
    "1.0-rc1",
]
VALUES = (
    st.sampled_from(PAYLOADS)
    | st.text(alphabet=st.characters(codec="utf-8"), max_size=40)
    | st.text(alphabet="\"'()[]{}+-=;#\\ \n:.,@_xif", max_size=30)
    | st.builds(SneakyStr, st.sampled_from(["x", "ok", *PAYLOADS]))
    | st.builds(SneakyInt, st.integers(-5, 5))
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.sampled_from([None, True, 1.5, ("a",), (1, "x")])
    | st.lists(st.sampled_from(PAYLOADS), min_size=1, max_size=3).map(tuple)
)

# every payload, and what a layout filter must refuse: builtins to call, subscripts, calls
LAYOUT_VALUES = [
    *PAYLOADS,
    *(SneakyStr(payload) for payload in ("x", PAYLOADS[0])),
    SneakyInt(3),
    -1,
    10**9,
    None,
    "exec",
    "eval",
    "print",
    "Final[x]",
    "x[x]",
    "tuple[__import__]",
    "int, int",
    "int]",
    "Final[int]]",
    "x.y",
    "x()",
    "A" * 300,
]


def _shape(source: str) -> Counter[str] | None:
    """The active nodes and top-level statements of `source`, or None when it does not parse."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return None
    shape = Counter(type(node).__name__ for node in ast.walk(tree) if isinstance(node, ACTIVE))
    shape["statements"] = len(tree.body)
    return shape


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("templates")
    for (call_name, (call, _)), (position_name, text) in (
        (c, p) for c in (CALLS | LAYOUT_CALLS).items() for p in POSITIONS.items()
    ):
        name = f"{call_name}-{position_name}".replace(" ", "_") + ".jinja"
        (base / name).write_text(text.replace("{out}", "{{ " + call + " }}"), "utf-8")
    return base


def _render(folder: Path, call_name: str, position_name: str, value: object) -> str | None:
    name = f"{call_name}-{position_name}".replace(" ", "_") + ".jinja"
    try:
        return render_template(name, template_filters(str(folder)), str(folder), v=value)
    except TemplateFailure:
        return None  # refused: the build reports it and writes nothing


def test_every_python_filter_is_driven() -> None:
    calls = [*CALLS.values(), *LAYOUT_CALLS.values()]
    assert {call.split("|")[1].split("(")[0] for call, _ in calls} == PYTHON_FILTERS
    assert PYTHON_FILTERS <= set(FILTERS | SHARED_FILTERS)


@pytest.mark.parametrize("position_name", list(POSITIONS))
@pytest.mark.parametrize("call_name", list(CALLS))
@given(value=VALUES)
@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
def test_no_value_becomes_code(
    folder: Path, call_name: str, position_name: str, value: object
) -> None:
    _assert_inert(folder, call_name, position_name, value)


@pytest.mark.parametrize("call_name", list(LAYOUT_CALLS))
def test_no_value_becomes_code_in_a_laid_out_line(folder: Path, call_name: str) -> None:
    # a name or an annotation is checked whole, so that quotes around it change nothing; a
    # literal is tried in every position
    literal = call_name in ("call_assign value", "empty_mapping key")
    positions = POSITIONS if literal else ("statement", "expression", "double quotes", "comment")
    for position_name in positions:
        for value in LAYOUT_VALUES:
            _assert_inert(folder, call_name, position_name, value)


def _assert_inert(folder: Path, call_name: str, position_name: str, value: object) -> None:
    baseline = _render(folder, call_name, position_name, (CALLS | LAYOUT_CALLS)[call_name][1])
    assert baseline is not None
    # the code a harmless value gives; where its literal does not fit the position (a quoted
    # literal in quotes), the code of the position around a bare word
    expected = _shape(baseline) or _shape(POSITIONS[position_name].replace("{out}", "x"))
    assert expected is not None, baseline
    out = _render(folder, call_name, position_name, value)
    # refused (the build reports it and writes nothing), or not Python (black refuses it and the
    # build fails with the template's name), or the same code as a harmless value gives
    shape = None if out is None else _shape(out)
    if call_name.endswith("annotation") and shape is not None:
        # an annotation may subscript the standard generics (Final[int]), which run nothing; a
        # subscript of any other name is refused (test_annotations_subscript_only_generics)
        del shape["Subscript"], expected["Subscript"]
    if call_name in CALLS:
        event("refused" if out is None else "not python" if shape is None else "same code")
    assert out is None or shape is None or shape == expected, f"{value!r} gave {out!r}"


def test_markup_filters_are_not_available(folder: Path) -> None:
    env = environment(frozenset(template_filters(str(folder)).items()), str(folder))
    for name in ("safe", "escape", "e", "forceescape", "tojson", "urlize", "xmlattr"):
        assert name not in env.filters
    (folder / "markup.jinja").write_text("X = {{ v|safe|py }}\n", "utf-8")
    with pytest.raises(TemplateFailure, match="safe"):
        render_template("markup.jinja", template_filters(str(folder)), str(folder), v="x")


def test_subclasses_are_read_through_their_base_type(folder: Path) -> None:
    assert _render(folder, "py", "expression", SneakyStr("ok")) == 'X = "ok"\n'
    assert _render(folder, "number", "expression", SneakyInt(3)) == "X = 3\n"
    assert _render(folder, "assign indent", "statement", SneakyInt(0)) == "x = 1\n"
    assert _render(folder, "class base", "statement", "print") is None
    for word in ("import", "print", "__import__"):
        out = _render(folder, "name", "argument", word)
        assert out is None or out == f"print({word})\n"
        assert not keyword.iskeyword(word) or out is None


def test_importing_a_user_template_module_runs_nothing(folder: Path) -> None:
    # the worked attack of issue 13: a user template quoting a filtered catalogue value
    out = _render(folder, "py", "double quotes", "+__import__('os').system('id')+")
    assert out is not None
    with pytest.raises(SyntaxError):
        ast.parse(out)


@pytest.mark.parametrize(
    "annotation",
    [
        "x[int]",
        "Final[x[int]]",
        "int()",
        "os.environ",
        "Final[int]]",
        "Final[int",
        "int,",
        "int, int",
        "Final[]",
        "lambda",
        "",
    ],
)
def test_annotations_subscript_only_generics(annotation: str) -> None:
    with pytest.raises(ValueError, match=r"not an annotation|not a safe identifier"):
        FILTERS["annotated"]("x", annotation)


def test_a_laid_out_call_is_never_a_builtin_function() -> None:
    for call in ("exec", "eval", "open", "print", "__import__", "getattr"):
        with pytest.raises(ValueError):
            FILTERS["call_assign"]("x", call, ["a"])
    assert FILTERS["call_assign"]("x", "Answer", ["a"]) == 'x = Answer("a")'
