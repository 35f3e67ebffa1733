"""The server's findings are `errgen validate --json`'s, for every bad catalogue of the tests."""

from __future__ import annotations

import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from tests.conftest import CASES, ROOT, run_errgen

pytestmark = [
    pytest.mark.asyncio,
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

BAD = sorted((CASES / "bad").glob("*.yaml"))
Finding = tuple[str, int, int, str, str, str, str]


@pytest_lsp.fixture(
    config=ClientServerConfig(server_command=[sys.executable, "-m", "errgen", "lsp"])
)
async def client(lsp_client: LanguageClient) -> AsyncIterator[None]:
    params = types.InitializeParams(capabilities=client_capabilities("visual-studio-code"))
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


def _validated(case: Path) -> set[Finding]:
    """What errgen validate --json reports for `case`, each file made absolute."""
    result = run_errgen("validate", "--json", str(case.relative_to(ROOT)), cwd=ROOT)
    return {
        (
            os.path.normpath(ROOT / d["file"]),
            d["line"],
            d["column"],
            d["severity"],
            d["rule"],
            d["message"],
            d["hint"],
        )
        for d in result.envelope()["data"]["diagnostics"]
    }


def _served(client: LanguageClient) -> set[Finding]:
    """Every finding published so far, under the file it was published for."""
    found = set()
    for uri, diagnostics in client.diagnostics.items():
        for diagnostic in diagnostics:
            data = diagnostic.data
            assert isinstance(data, dict)
            file = os.path.normpath(uri.removeprefix("file://"))
            found.add(
                (
                    file,
                    data["line"],
                    data["column"],
                    data["severity"],
                    data["rule"],
                    data["message"],
                    data["hint"],
                )
            )
    return found


async def test_every_bad_catalogue_has_validate_findings(client: LanguageClient) -> None:
    differ, compared = [], 0
    for case in BAD:
        client.diagnostics.clear()
        item = types.TextDocumentItem(case.as_uri(), "yaml", 1, case.read_text("utf-8", "replace"))
        if case.read_bytes() != item.text.encode("utf-8"):
            continue  # not UTF-8: an editor could not hold it as it is on disk
        client.text_document_did_open(types.DidOpenTextDocumentParams(item))
        while case.as_uri() not in client.diagnostics:
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        compared += 1
        if _served(client) != _validated(case):
            differ.append(case.name)
        client.text_document_did_close(
            types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(case.as_uri()))
        )
    assert differ == [], f"{len(differ)} of {compared} differ"
    assert compared > len(BAD) * 0.9
