"""The strict loader: types, locations, and what it refuses."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from errgen.catalogue.load import SafeLoader, load_bytes

from tests.conftest import CORPUS, TESTS


def load(text: str):  # type: ignore[no-untyped-def]
    return load_bytes(text.encode("utf-8"), "t.yaml")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("x: true", True),
        ("x: false", False),
        ("x: 12", 12),
        ("x: -3", -3),
        ("x: 0", 0),
        ("x: 1.5", 1.5),
        ("x: ~", None),
        ("x: null", None),
        ("x:", None),
        ("x: '0777'", "0777"),
        ('x: "yes"', "yes"),
        ("x: 1.2.0", "1.2.0"),
        ("x: v1", "v1"),
        ("x: tool auth refresh", "tool auth refresh"),
        ("x: !!str 12", "12"),
        ("x: !!int 12", 12),
        ("x: no-such-thing", "no-such-thing"),
        ("x: 12abc", "12abc"),
    ],
)
def test_scalars_resolve_strictly(text: str, value: object) -> None:
    doc = load(text)
    assert doc.problems == []
    assert doc.data == {"x": value} and type(doc.data["x"]) is type(value)


def test_locations_of_keys_values_and_items() -> None:
    doc = load("a:\n  b: [x, {c: 1}]\n  d: 'e'\n")
    assert (doc.locate(["a", "b"]).line, doc.locate(["a", "b"]).column) == (2, 6)
    assert (doc.locate(["a", "b"], key=True).line, doc.locate(["a", "b"], key=True).column) == (
        2,
        3,
    )
    assert (doc.locate(["a", "b", 1, "c"]).line, doc.locate(["a", "b", 1, "c"]).column) == (2, 14)
    assert (doc.locate(["a", "d"]).column) == 6
    # a path that does not exist points at the nearest node that does
    assert (doc.locate(["a", "missing"]).line) == 2


def test_duplicate_keys_at_any_depth() -> None:
    doc = load("a:\n  b:\n    c: 1\n    c: 2\n")
    [diagnostic] = doc.problems
    assert diagnostic.rule == "yaml-duplicate-key" and diagnostic.where.line == 4
    assert doc.data == {"a": {"b": {"c": 1}}}, "the first value is kept, never silently the last"


def test_a_discarded_value_leaves_the_kept_positions_alone() -> None:
    # the value of a duplicate key is read (and reported on) but neither kept nor located
    doc = load("a:\n  b: 1\na:\n  b: 2\n  b: 3\n  c: yes\n")
    assert [(d.rule, d.where.line) for d in doc.problems] == [
        ("yaml-duplicate-key", 3),
        ("yaml-duplicate-key", 5),
        ("yaml-boolean", 6),
    ]
    assert doc.data == {"a": {"b": 1}}
    assert (doc.locate(["a", "b"]).line, doc.locate(["a", "c"]).line) == (2, 2)


def test_a_node_added_after_loading_is_located_at_its_nearest_loaded_node() -> None:
    doc = load("a:\n  b: 1\n")
    doc.data["a"]["added"] = 2  # as include does with an included file's tool
    assert (doc.locate(["a", "added"]).line, doc.locate(["a", "added"]).column) == (2, 3)


def test_bom_and_crlf_are_fine() -> None:
    doc = load_bytes(b"\xef\xbb\xbfa: 1\r\nb: 2\r\n", "t.yaml")
    assert doc.problems == [] and doc.data == {"a": 1, "b": 2}


def test_invalid_utf8_points_at_the_byte() -> None:
    doc = load_bytes(b"a: 1\nb: caf\xe9\n", "t.yaml")
    [diagnostic] = doc.problems
    assert (diagnostic.rule, diagnostic.where.line, diagnostic.where.column) == (
        "yaml-encoding",
        2,
        7,
    )


def _every_loadable_yaml() -> list[Path]:
    """Every YAML file of the tests and examples that loads without a problem (the others
    have no complete tree of positions to compare)."""
    return [p for p in _every_yaml() if not load_bytes(p.read_bytes(), p.name).problems]


def _every_yaml() -> list[Path]:
    tests = TESTS
    found = [*(tests / "cases").rglob("*.yaml"), *(tests.parent / "examples").rglob("*.yaml")]
    return sorted([*found, *CORPUS.glob("*.yaml")])


@pytest.mark.parametrize("source", _every_loadable_yaml(), ids=lambda p: p.name)
def test_positions_are_those_of_the_composed_nodes(source: Path) -> None:
    # PyYAML's own nodes carry marks: every node and key is where they say it starts.
    doc = load_bytes(source.read_bytes(), source.name)
    assert doc.problems == []
    root = yaml.compose(source.read_text("utf-8"), Loader=SafeLoader)

    def walk(node: yaml.Node, path: tuple[str | int, ...], key: yaml.Node | None) -> None:
        mark = node.start_mark
        where = doc.locate(path)
        assert (where.line, where.column) == (mark.line + 1, mark.column + 1), path
        if key is not None:
            where = doc.locate(path, key=True)
            assert (where.line, where.column) == (
                key.start_mark.line + 1,
                key.start_mark.column + 1,
            )
        if isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                walk(v, (*path, k.value), k)
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                walk(item, (*path, index), None)

    walk(root, (), None)


def test_everything_the_loader_refuses_is_reported() -> None:
    for text in (
        "a: 1\na: 2",
        "a: yes",
        "a: 0x1f",
        "a: 2001-01-01",
        "a: !!int x",
        "a: !custom x",
        "a: &x 1\nb: *x",
        "<<: {a: 1}",
        "1: a",
        "? [a]\n: b",
        "a: 1\n---\nb: 2",
        "a: [",
        "~",
        "a: " + "x" * 70000,
        "a:" + " [" * 20 + " ]" * 20,
    ):
        assert load(text).problems, text


def _without_libyaml(monkeypatch: pytest.MonkeyPatch) -> None:
    import errgen.catalogue.load

    monkeypatch.setattr(errgen.catalogue.load, "SafeLoader", errgen.catalogue.load.PureLoader)


# Loading the same without libyaml: test_without_libyaml.py.


@pytest.mark.parametrize("libyaml", [True, False])
def test_a_character_yaml_refuses_is_located_after_other_scripts(
    libyaml: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    # libyaml reports the byte offset of the character, PyYAML its index: both mean column 4
    if not libyaml:
        _without_libyaml(monkeypatch)
    [diagnostic] = load("é: ü\nb: \x07\n").problems
    assert (diagnostic.rule, diagnostic.where.line, diagnostic.where.column) == (
        "yaml-syntax",
        2,
        4,
    )
