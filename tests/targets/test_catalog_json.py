"""The catalog-json target: catalog.json follows its schema and holds the resolved catalogue."""

from __future__ import annotations

import itertools
import json

import jsonschema
import pytest
from errgen.targets.catalog_json import catalog_json_schema

from tests.golden_records import GOLDEN, SOURCES

NAMES = list(SOURCES)


@pytest.mark.parametrize("name", NAMES)
def test_catalog_json_follows_its_schema_and_is_resolved(name: str) -> None:
    document = json.loads((GOLDEN / name / "catalog.json").read_text())
    jsonschema.Draft202012Validator(catalog_json_schema()).validate(document)
    codes = [e["code"] for e in document["errors"]]
    assert codes == sorted(codes) and "INTERNAL_ERROR" in codes
    for error in document["errors"]:
        assert error["class"] in ("transient", "correctable", "terminal")
        if error["retryable"]:
            assert error["max_attempts"] >= 1
    if "docs_url" in document:
        assert all(  # an included file with a docs_url of its own links to its own page
            e["help_url"] == f"{document['docs_url']}#{e['anchor']}"
            for e in document["errors"]
            if "source" not in e
        )


@pytest.mark.parametrize(
    "text",
    ['{"a":"b"}', "x" * 200, '"' * 150, '\\"' * 40 + "y" * 70, "'a'" * 60, ""],
)
def test_the_description_is_cut_in_the_longest_pieces_whose_literal_fits_a_line(
    text: str,
) -> None:
    """Each piece of describe_errors' text costs at most 72 bytes once its quotes and
    backslashes are escaped, and is the longest that does: one more character would not fit."""
    from errgen.targets.catalog_json import _chunks

    def cost(piece: str) -> int:
        return len(piece) + sum(piece.count(char) for char in "\\\"'")

    pieces = _chunks(text, 72)
    assert "".join(pieces) == text
    for piece, after in itertools.pairwise(pieces):
        assert cost(piece) <= 72 and cost(piece + after[0]) > 72, (piece, after)
    assert cost(pieces[-1]) <= 72
