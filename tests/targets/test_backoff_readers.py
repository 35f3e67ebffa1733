"""A code's backoff as its readers see it: the docs page and a code's page in the pages layout
(rendered, as CommonMark, Python-Markdown and GitHub show them), catalog.json (against its
schema), `errgen explain`; the envelope and its schema do not change."""

from __future__ import annotations

import json
from pathlib import Path

import errgen
import jsonschema
import pytest
from errgen.targets.catalog_json import catalog_json_schema

from tests.conftest import ROOT, run_errgen
from tests.markdown_views import RENDERERS, read
from tests.targets.test_markdown_pages import pages_of, render_pages

PAYMENTS = ROOT / "examples" / "payments" / "errors.yaml"
GUIDE = ROOT / "examples" / "guide" / "errors.yaml"
LIMITED = (
    "waits 2 s (or the wait the server named), then doubles after each failure up to 60 s, with "
    "jitter (each wait drawn between half and all of it, never below the wait the envelope names)"
)
UNAVAILABLE = "waits 5 s, then doubles after each failure up to 30 s"


def blocks(markdown_text: str, renderer: str) -> list[str]:
    return [text for _, text in read(RENDERERS[renderer](markdown_text)).blocks]


@pytest.mark.parametrize("renderer", list(RENDERERS))
def test_the_docs_page_says_how_the_wait_grows(renderer: str) -> None:
    page = errgen.render(errgen.load(PAYMENTS), ["markdown"])["errors.md"].decode()
    shown = blocks(page, renderer)
    assert f"Backoff: {LIMITED}" in shown
    assert f"Backoff: {UNAVAILABLE}" in shown
    action = (
        "What an agent does: reissue the call unchanged, at most 5 attempts in all; before each "
        f"reissue it {LIMITED}."
    )
    assert action in shown
    constant = errgen.render(errgen.load(GUIDE), ["markdown"])["errors.md"].decode()
    assert "Backoff" not in constant  # a constant wait is the retry line's one number
    assert "What an agent does: wait 5000 ms, then reissue the call unchanged" in constant


@pytest.mark.parametrize("renderer", list(RENDERERS))
def test_a_codes_page_has_a_backoff_row(renderer: str, tmp_path: Path) -> None:
    pages = render_pages(pages_of(PAYMENTS, tmp_path))
    shown = blocks(pages["rate_limited.md"], renderer)
    row = shown.index("Backoff")  # a table's cells, in order
    assert shown[row + 1] == LIMITED
    ladder = "Following the recovery ladder, a caller will reissue the call unchanged, at most"
    assert f"{ladder} 5 attempts in all; before each reissue it {LIMITED}." in shown
    assert "Backoff" not in pages["card_declined.md"]


def test_catalog_json_gives_every_retryable_code_its_backoff() -> None:
    for source in (PAYMENTS, GUIDE):
        document = json.loads(errgen.render(errgen.load(source), ["catalog-json"])["catalog.json"])
        jsonschema.Draft202012Validator(catalog_json_schema()).validate(document)
        for entry in document["errors"]:
            assert ("backoff" in entry) == entry["retryable"], entry["code"]
    pay = json.loads(errgen.render(errgen.load(PAYMENTS), ["catalog-json"])["catalog.json"])
    entries = {entry["code"]: entry for entry in pay["errors"]}
    assert entries["RATE_LIMITED"]["backoff"] == {
        "policy": "exponential",
        "max_ms": 60_000,
        "jitter": True,
    }
    assert entries["RATE_LIMITED"]["retry_after_range"] == {"min_ms": 1000, "max_ms": 86_400_000}
    assert entries["PROCESSOR_UNAVAILABLE"]["backoff"]["jitter"] is False
    guide = json.loads(errgen.render(errgen.load(GUIDE), ["catalog-json"])["catalog.json"])
    [limited] = [entry for entry in guide["errors"] if entry["code"] == "RATE_LIMITED"]
    assert limited["backoff"] == {"policy": "constant"}


def test_explain_lists_the_backoff() -> None:
    shown = run_errgen("explain", "RATE_LIMITED", "--catalog", str(PAYMENTS))
    assert shown.code == 0, shown.err
    for line in ("backoff_policy: exponential", "backoff_max_ms: 60000", "backoff_jitter: true"):
        assert f"  {line}\n" in shown.out
    data = run_errgen("explain", "RATE_LIMITED", "--catalog", str(PAYMENTS), "--json").envelope()
    assert data["data"]["backoff_policy"] == "exponential" and data["data"]["backoff_jitter"] is True


def test_the_envelope_and_its_schema_do_not_change() -> None:
    # one number, retry_after_ms, as before: the same schema with or without a backoff
    with_backoff = errgen.load(PAYMENTS)
    text = PAYMENTS.read_text("utf-8")
    without = text.replace("    backoff: {policy: exponential, max_ms: 60000, jitter: true}\n", "")
    without = without.replace("    backoff: {policy: exponential, max_ms: 30000}\n", "")
    assert without != text
    plain = errgen.load(without.encode())
    schema = "envelope.schema.json"
    rendered = [errgen.render(c, ["jsonschema"])[schema] for c in (with_backoff, plain)]
    assert rendered[0] == rendered[1]
