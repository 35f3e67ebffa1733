"""Properties over generated catalogues, valid and almost valid: validation never raises, and
whatever validates builds into a module, a page and a schema that agree with it."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from errgen.building import generate
from errgen.building.config import Config
from errgen.targets import TARGETS
from errgen.validation import check_bytes
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from tests.conftest import TESTS

CODES = st.from_regex(r"[A-Z][A-Z0-9]{0,6}(_[A-Z0-9]{1,5}){0,2}", fullmatch=True)
PARAM = st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True)
TEXT = st.text(
    st.characters(blacklist_categories=("Cs",), blacklist_characters="{}"), min_size=1, max_size=40
)
COMMANDS = ["tool auth refresh", "tool doctor", "tool reset --hard"]
EXITS = {"transient": ["TRANSIENT"], "correctable": ["USAGE", "NOT_FOUND"], "terminal": ["FAILURE"]}


@st.composite
def error_entry(draw: Any) -> dict[str, Any]:
    kind = draw(st.sampled_from(["transient", "correctable", "terminal"]))
    params = draw(st.lists(PARAM, max_size=3, unique=True))
    types = draw(st.lists(st.sampled_from(["str", "int", "float", "bool"]), min_size=3, max_size=3))
    message = draw(TEXT) + "".join(f" {{{p}}}" for p in params)
    entry: dict[str, Any] = {
        "message": message,
        "params": {p: {"type": t} for p, t in zip(params, types, strict=False)},
        "retryable": kind == "transient",
        "exit": draw(st.sampled_from(EXITS[kind])),
    }
    if kind == "transient":
        entry["retry_after_ms"] = draw(st.integers(1, 3_600_000))
    if kind == "correctable":
        entry["fix_required"] = draw(TEXT)
        if draw(st.booleans()):
            entry["fix_command"] = draw(st.sampled_from(COMMANDS[:2]))
    if draw(st.booleans()):
        entry["suggestion"] = draw(TEXT)
    if draw(st.booleans()):
        entry["description"] = draw(st.text(max_size=80))
    return entry


MUTATIONS = [
    lambda e, d: e.pop(d(st.sampled_from(sorted(e)))),
    lambda e, d: e.update(retryable=d(st.sampled_from(["yes", 1, None]))),
    lambda e, d: e.update(
        fix_command=d(st.sampled_from([*COMMANDS, "rm -rf /", "tool doctor; id"]))
    ),
    lambda e, d: e.update(message=d(st.text(max_size=30))),
    lambda e, d: e.update(unknown_field=True),
    lambda e, d: e.update(retry_after_ms=d(st.sampled_from([2.0, 0.5, True]))),
    lambda e, d: e.update(exit=d(st.sampled_from(["TRANSIENT", "NOPE", "SUCCESS"]))),
]


@st.composite
def catalogue(draw: Any) -> dict[str, Any]:
    codes = draw(st.lists(CODES, min_size=1, max_size=5, unique=True))
    errors = {code: draw(error_entry()) for code in codes}
    if draw(st.booleans()):  # almost valid: one mutation somewhere
        code = draw(st.sampled_from(codes))
        draw(st.sampled_from(MUTATIONS))(errors[code], draw)
    return {
        "errgen": 1,
        "tool": {
            "name": "tool",
            "commands": {
                c: {"effect": "destructive" if "reset" in c else "idempotent"} for c in COMMANDS
            },
        },
        "errors": errors,
    }


def dump(data: dict[str, Any], as_json: bool) -> bytes:
    if as_json:  # JSON is YAML
        return json.dumps(data, ensure_ascii=False).encode()
    import yaml

    return yaml.safe_dump(data, allow_unicode=True).encode()


@given(catalogue(), st.booleans())
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_validation_never_raises_and_valid_catalogues_build_consistently(
    data: dict[str, Any], as_json: bool
) -> None:
    report = check_bytes(dump(data, as_json), "generated.yaml")
    event("invalid" if report.failed() else "valid")
    if report.failed():
        assert all(d.line >= 1 and d.rule for d in report.diagnostics)
        return
    config = Config(Path("x.yaml"), Path("out"), tuple(TARGETS), None, None)
    outputs = {o.path.name: o.data.decode() for o in generate(report.data, config)}
    namespace: dict[str, Any] = {"__name__": "property_catalogue"}
    exec(compile(outputs["errors.py"], "errors.py", "exec"), namespace)
    registry = namespace["ERRORS"]
    resolved = json.loads(outputs["catalog.json"])["errors"]
    schema = jsonschema.Draft202012Validator(json.loads(outputs["envelope.schema.json"]))
    samples = {"str": "v\x1b", "int": 1, "float": 1.5, "bool": False}
    for error in resolved:
        cls = registry[error["code"]]
        for field in ("retryable", "fix_required", "fix_command", "suggestion", "retry_after_ms"):
            assert getattr(cls, field) == error.get(field), (error["code"], field)
        instance = cls(**{p["name"]: samples[p["type"]] for p in error["params"]})
        envelope = json.loads(json.dumps(instance.to_envelope()))
        assert schema.is_valid(envelope), list(schema.iter_errors(envelope))[:1]
        assert all(unicodedata.category(c) not in ("Cc", "Cf") for c in instance.message)
    tokens = MarkdownIt("commonmark").enable("table").parse(outputs["errors.md"])
    headings = [t for t in tokens if t.type == "heading_open" and t.tag == "h2"]
    rows = [t for t in tokens if t.type == "tr_open"]
    exits = len(json.loads(outputs["exit_codes.json"]))  # the exit table: a header, a row each
    assert len(headings) == len(resolved) and len(rows) == len(resolved) + 1 + exits + 1


def _schema_verdicts(data: Any) -> tuple[bool, bool]:
    """(the fast path accepts, the full 2020-12 validator finds nothing)."""
    from errgen.validation.schema import _full_validator, fast_path_accepts

    return fast_path_accepts(data), not any(True for _ in _full_validator().iter_errors(data))


@given(catalogue())
@settings(max_examples=200, deadline=None)
def test_fast_schema_path_agrees_with_the_full_validator(data: dict[str, Any]) -> None:
    # The fast path is the schema with every $ref written out, compiled: it must accept
    # exactly what the published schema accepts, or a catalogue could skip a check.
    fast, full = _schema_verdicts(data)
    assert fast == full


@pytest.mark.parametrize("value", [2.0, 2.5, True, "2"])
@pytest.mark.parametrize("field", ["retry_after_ms", "max_attempts"])
def test_fast_schema_path_refuses_what_is_not_an_integer(field: str, value: object) -> None:
    # fastjsonschema takes 2.0 for an integer; the schema, as jsonschema applies it, does not
    data = {
        "errgen": 1,
        "tool": {"name": "tool"},
        "errors": {"A": {"message": "m", "retryable": True, "exit": "TRANSIENT", field: value}},
    }
    assert _schema_verdicts(data) == (False, False)
    data["exit_codes"] = {"TRANSIENT": {"code": 2.0, "class": "transient"}}
    data["errors"]["A"][field] = 2  # type: ignore[index]
    assert _schema_verdicts(data) == (False, False)


def test_fast_schema_path_agrees_on_every_catalogue_file() -> None:
    from errgen.catalogue.load import load_bytes

    root = TESTS
    for path in sorted(
        [*(root / "cases").rglob("*.yaml"), *(root.parent / "examples").rglob("*.yaml")]
    ):
        doc = load_bytes(path.read_bytes(), path.name)
        if doc.data is not None:
            fast, full = _schema_verdicts(doc.data)
            assert fast == full, path
