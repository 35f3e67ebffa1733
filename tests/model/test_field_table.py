"""The field table: it covers the catalogue schema's error fields, every property of the schema
says what it means, and the lists of fields that other modules use are derived from it."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import errgen.model as model
from errgen.catalogue.patterns import schema
from errgen.model import field_table
from errgen.model.field_table import BY_NAME, FIELDS


def _properties(node: Any, where: str = "#") -> Iterator[tuple[str, dict[str, Any]]]:
    """(path, schema) of every property of every `properties` in `node`, at every level."""
    if isinstance(node, list):
        for index, item in enumerate(node):
            yield from _properties(item, f"{where}/{index}")
    elif isinstance(node, dict):
        for name, value in (node.get("properties") or {}).items():
            yield f"{where}/properties/{name}", value
        for key, value in node.items():
            yield from _properties(value, f"{where}/{key}")


def test_every_property_of_the_catalogue_schema_has_a_description() -> None:
    properties = list(_properties(schema()))
    assert len(properties) > 50  # the walk reaches the nested ones
    missing = [where for where, node in properties if not node.get("description")]
    assert missing == []


def test_the_table_has_one_entry_per_field_of_an_error() -> None:
    keys = [field.key[0] for field in FIELDS if field.key]
    assert sorted(set(keys)) == sorted(schema()["$defs"]["error"]["properties"])
    assert len({field.name for field in FIELDS}) == len(FIELDS)


def test_each_field_says_what_it_means_from_the_schema_or_its_derivation() -> None:
    for field in FIELDS:
        assert field.description, field.name
        assert bool(field.key) != bool(field.about), field.name  # never both: one place says it


def test_every_constant_and_detail_is_an_attribute_of_the_model() -> None:
    attributes = {f.name for f in dataclasses.fields(model.ErrorSpec)} | {"grpc_code"}
    shown = [field.name for field in FIELDS if field.places]
    assert set(shown) <= attributes


def test_the_model_lists_are_the_tables() -> None:
    assert model.DETAIL_FIELDS == field_table.names("detail")
    assert model.PROBLEM_MEMBERS[7:] == field_table.names("problem")
    assert set(model.CLASS_CONSTANTS) == set(field_table.names("constant"))
    assert set(field_table.FIX_FIELDS) < set(field_table.COMMAND_FIELDS)


def test_a_command_field_names_the_effects_it_may_run() -> None:
    for name in field_table.COMMAND_FIELDS:
        field = BY_NAME[name]
        assert field.effects and set(field.effects) <= {"read-only", "idempotent"}
        assert field.diff in ("fix", "advice")
        assert schema()["$defs"]["error"]["properties"][name]["$ref"] == "#/$defs/command_line"
