"""The strict loader: types, locations, and what it refuses."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from errgen.load import Document, _load_located, load_bytes

from tests.conftest import CORPUS


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
    assert doc.diagnostics == []
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
    [diagnostic] = doc.diagnostics
    assert diagnostic.rule == "yaml-duplicate-key" and diagnostic.line == 4
    assert doc.data == {"a": {"b": {"c": 1}}}, "the first value is kept, never silently the last"


def test_float_is_flagged_for_the_strict_schema() -> None:
    assert load("x: 2.0").has_floats
    assert not load("x: 2").has_floats


def test_bom_and_crlf_are_fine() -> None:
    doc = load_bytes(b"\xef\xbb\xbfa: 1\r\nb: 2\r\n", "t.yaml")
    assert doc.diagnostics == [] and doc.data == {"a": 1, "b": 2}


def test_invalid_utf8_points_at_the_byte() -> None:
    doc = load_bytes(b"a: 1\nb: caf\xe9\n", "t.yaml")
    [diagnostic] = doc.diagnostics
    assert (diagnostic.rule, diagnostic.line, diagnostic.column) == ("yaml-encoding", 2, 7)


def _every_yaml() -> list[Path]:
    tests = Path(__file__).parent
    found = [*(tests / "cases").rglob("*.yaml"), *(tests.parent / "examples").rglob("*.yaml")]
    return sorted([*found, *CORPUS.glob("*.yaml")])


def _paths(node: object, path: tuple[object, ...] = ()) -> Iterator[tuple[object, ...]]:
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, (*path, index))


@pytest.mark.parametrize("source", _every_yaml(), ids=lambda p: p.name)
def test_quick_load_is_the_located_load_without_positions(source: Path) -> None:
    # The quick load must give up wherever the located load reports something, give the same
    # data where it does not, and find the same positions when asked for them afterwards.
    data = source.read_bytes()
    quick = load_bytes(data, "t.yaml")
    located = Document("t.yaml")
    _load_located(data.decode("utf-8", "replace"), located)
    if quick.text is None:  # it gave up: the located load ran instead, and is the result
        assert quick.diagnostics or quick.data == located.data
        return
    assert not located.diagnostics
    assert quick.data == located.data and quick.has_floats == located.has_floats
    for path in _paths(quick.data):
        for key in (False, True):
            assert quick.locate(path, key=key) == located.locate(path, key=key)  # type: ignore[arg-type]


def test_quick_load_gives_up_on_everything_the_located_load_reports() -> None:
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
        doc = load(text)
        assert doc.text is None and doc.diagnostics, text


@pytest.mark.parametrize("source", _every_yaml(), ids=lambda p: p.name)
def test_split_load_is_the_whole_load(source: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Read in two halves (the second by a forked child), a text gives the same data as read
    # whole, or the loader gives up and the located load decides.
    import errgen.quick

    text = source.read_bytes().decode("utf-8", "replace")
    monkeypatch.setattr(errgen.quick, "SPLIT_FROM", 0)
    assert_split_agrees(text)


def assert_split_agrees(text: str) -> None:
    from errgen.quick import NeedsPositions, load_plain, load_plain_split

    try:
        whole: object = load_plain(text)
    except NeedsPositions:
        whole = "gave up"
    try:
        split: object = load_plain_split(text)
    except NeedsPositions:
        split = "gave up"
    assert split == whole or split == "gave up", text[:200]
    if isinstance(whole, tuple) and isinstance(whole[0], dict):  # key order is kept too
        assert isinstance(split, tuple)
        assert list(split[0]) == list(whole[0])
        assert list(split[0].get("errors", {})) == list(whole[0].get("errors", {}))
    with pytest.raises(ChildProcessError):
        os.waitpid(-1, os.WNOHANG)  # the child was reaped


HEAD = "errgen: 1\ntool: {name: t}\nerrors:\n  A_FIRST:\n    message: one\n"


@pytest.mark.parametrize(
    "middle",
    [
        # the cut line is inside a double-quoted, single-quoted or flow value of the first half
        '  B_QUOTED:\n    message: "a\n  C_FAKE: not a code"\n',
        "  B_QUOTED:\n    message: 'a\n  C_FAKE: not a code'\n",
        "  B_FLOW: {message: a,\n  C_FAKE: 1}\n",
        # a block scalar ends at a code's line: C_REAL is a code
        "  B_BLOCK:\n    message: |\n      text\n  C_REAL:\n    message: x\n",
        # the same code, or the same top-level key, in both halves
        "  A_FIRST:\n    message: again\n",
        "  B_OK:\n    message: x\ntool: {name: u}\n",
        # a later mapping of codes (exit_codes) must never be read as errors
        "  B_OK:\n    message: x\nexit_codes:\n  C_EXIT: {code: 3, class: terminal}\n  D_EXIT: {code: 4, class: terminal}\n",
        # document markers and directives: no cut
        "  B_OK:\n    message: x\n...\n  C_AFTER:\n    message: y\n",
        "  B_OK:\n    message: x\n---\nerrors:\n  C_AFTER:\n    message: y\n",
        # problems the halves must still give up on
        "  B_BOOL:\n    message: yes\n  C_OK:\n    message: x\n",
        "  B_ALIAS:\n    message: &m x\n  C_OK:\n    message: *m\n",
    ],
)
def test_split_load_never_cuts_wrong(middle: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import errgen.quick

    monkeypatch.setattr(errgen.quick, "SPLIT_FROM", 0)
    tail = "".join(f"  Z_{i}:\n    message: m{i}\n" for i in range(8))
    for text in (HEAD + middle + tail, HEAD + tail + middle, HEAD + tail + middle + tail):
        assert_split_agrees(text)
