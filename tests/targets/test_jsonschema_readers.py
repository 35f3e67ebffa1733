"""The schemas errgen writes, read by the tools their users have: ajv 8 in strict mode (Node),
jsonschema and check-jsonschema (Python), json-schema-to-typescript."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from errgen.targets.catalog_json import catalog_json_schema

from tests.golden_records import GOLDEN, ROOT, SOURCES
from tests.node_tools import node_request
from tests.targets.test_jsonschema import SUCCESS, envelope_schema, every_envelope, good_and_bad

pytestmark = pytest.mark.slow  # ajv and jsonschema on every envelope

NAMES = list(SOURCES)


@pytest.mark.parametrize("name", NAMES)
def test_ajv_strict_compiles_the_envelope_schema_and_agrees_on_every_envelope(name: str) -> None:
    good, bad = good_and_bad(name)
    answer = node_request(
        {"ajv": {"schema": envelope_schema(name), "instances": good + [b for _, b in bad]}}
    )
    assert answer["errors"] is None, answer["errors"]
    assert answer["valid"][: len(good)] == [True] * len(good)
    assert [
        label for (label, _), ok in zip(bad, answer["valid"][len(good) :], strict=True) if ok
    ] == []


def test_check_jsonschema_reads_the_schemas(tmp_path: Path) -> None:
    paths = [GOLDEN / name / "envelope.schema.json" for name in NAMES]
    catalog_schema = ROOT / "generator/errgen/catalog-json.schema.json"
    cli = [sys.executable, "-m", "check_jsonschema"]
    done = subprocess.run(
        [*cli, "--check-metaschema", *map(str, paths), str(catalog_schema)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    instances = []
    for index, envelope in enumerate([SUCCESS, *every_envelope("guide")]):
        instances.append(tmp_path / f"envelope{index}.json")
        instances[-1].write_text(json.dumps(envelope))
    done = subprocess.run(
        [*cli, "--schemafile", str(paths[0]), *map(str, instances)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    documents = [str(GOLDEN / name / "catalog.json") for name in NAMES]
    done = subprocess.run(
        [*cli, "--schemafile", str(catalog_schema), *documents],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_ajv_strict_compiles_the_catalog_json_schema() -> None:
    documents = [json.loads((GOLDEN / name / "catalog.json").read_text()) for name in NAMES]
    answer = node_request({"ajv": {"schema": catalog_json_schema(), "instances": documents}})
    assert answer["errors"] is None, answer["errors"]
    assert answer["valid"] == [True] * len(documents)


def test_no_keyword_outside_json_schemas_vocabularies() -> None:
    for name in NAMES:
        assert "x-errgen" not in (GOLDEN / name / "envelope.schema.json").read_text()


def test_generated_types_are_a_union_with_one_type_per_code() -> None:
    schema = envelope_schema("hostile")
    catalogue = json.loads((GOLDEN / "hostile" / "catalog.json").read_text())
    ts = node_request({"types": {"schema": schema, "name": "Envelope"}})["ts"]
    interfaces = dict(
        re.findall(r"^export interface (\w+) \{\n(.*?)(?=^export |\Z)", ts, re.S | re.M)
    )
    for error in catalogue["errors"]:
        body = interfaces[f"{error['class_name']}Detail"]
        assert f'code: "{error["code"]}"' in body.splitlines()
        assert f"retryable: {json.dumps(error['retryable'])}" in body.splitlines()
    union = re.search(r"export type HostileToolName24[Cc]hrErrorDetail = \((.*)\)", ts)
    assert union, ts
    assert union.group(1).split(" | ") == [f"{e['class_name']}Detail" for e in catalogue["errors"]]
    assert re.search(r"export type HostileToolName24[Cc]hrEnvelope = \(\w+ \| \w+\)", ts)
    deprecated = ts.split("export interface DeprecatedThingErrorDetail")[0].rsplit("/**", 1)[1]
    assert "@deprecated" in deprecated


def test_catalog_json_types_shadow_no_builtin() -> None:
    ts = node_request({"types": {"schema": catalog_json_schema(), "name": "Catalog"}})["ts"]
    declared = re.findall(r"export (?:interface|type) (\w+)", ts)
    assert "ErrgenCatalog" in declared and "CatalogErrorEntry" in declared
    builtins = {"Error", "Object", "Function", "String", "Number", "Boolean", "Array", "Map"}
    assert not builtins & set(declared), declared


def test_ajv_strict_holds_an_operations_answer_to_it() -> None:
    """depot's schema (its depot diff has the answer DIFFERENT; no golden catalogue has one),
    in one ajv strict run: the whole envelope and depot diff's take the answer, depot get's
    refuses it, and an unknown answer is refused everywhere."""
    schema = json.loads(
        (ROOT / "examples" / "depot" / "depot" / "envelope.schema.json").read_text()
    )
    reads = {
        "whole": {"oneOf": schema["oneOf"]},
        "diff": {"$ref": "#/$defs/OperationDiff"},
        "get": {"$ref": "#/$defs/OperationGet"},
    }
    wrapper = {
        "$schema": schema["$schema"],
        "$defs": schema["$defs"],
        "type": "object",
        "properties": reads,
        "additionalProperties": False,
    }
    success = {"ok": True, "data": None, "error": None, "warnings": [], "meta": {}}
    envelopes = [{**success, "answer": "DIFFERENT"}, success, {**success, "answer": "SAME"}]
    instances = [{read: envelope} for read in reads for envelope in envelopes]
    answer = node_request({"ajv": {"schema": wrapper, "instances": instances}})
    expected = [True, True, False] * 2 + [False, True, False]
    assert answer == {"errors": None, "valid": expected}, answer
