"""CHANGELOG.md names every change of the catalogue format since the previous release: each
property and each enumerated value the schema gained or lost since then, read from git."""

from __future__ import annotations

import json
import re
import subprocess
from typing import Any

import pytest

from tests.conftest import ROOT

PREVIOUS_RELEASE = "4cac3f96801883b507d7a21e4662db3b935f78f2"  # v0.1.0 (benchmarks/bench.py)
SCHEMA = "generator/errgen/catalogue.schema.json"


def words(schema: Any) -> set[str]:
    """Every property name and every enumerated value anywhere in `schema`."""
    found: set[str] = set()
    if isinstance(schema, dict):
        found |= set(schema.get("properties", {}))
        found |= {str(value) for value in schema.get("enum", ())}
        for value in schema.values():
            found |= words(value)
    elif isinstance(schema, list):
        for value in schema:
            found |= words(value)
    return found


def test_the_changelog_names_every_change_of_the_catalogue_format() -> None:
    shown = subprocess.run(
        ["git", "-C", str(ROOT), "show", f"{PREVIOUS_RELEASE}:{SCHEMA}"],
        capture_output=True,
        text=True,
    )
    if shown.returncode != 0:
        pytest.skip("the previous release's commit is not in this clone")
    before = words(json.loads(shown.stdout))
    now = words(json.loads((ROOT / SCHEMA).read_text("utf-8")))
    changelog = (ROOT / "CHANGELOG.md").read_text("utf-8")
    # named as code: a word of a `span` (`max_ms`, or `{path, prefix, exits}`)
    named = set(re.findall(r"[\w\[\]-]+", " ".join(re.findall(r"`([^`]+)`", changelog))))
    unnamed = sorted((now ^ before) - named)
    assert not unnamed, f"CHANGELOG.md does not name {unnamed}"
    assert now != before  # the check reads two different formats: it can fail
