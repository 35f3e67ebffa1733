"""errgen lsp end to end, under each client profile: what an editor shows and does."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

pytestmark = [
    pytest.mark.asyncio,
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]


def _open(client: LanguageClient, path: Path, text: str | None = None, version: int = 1) -> None:
    item = types.TextDocumentItem(path.as_uri(), "yaml", version, text or path.read_text())
    client.text_document_did_open(types.DidOpenTextDocumentParams(item))


async def _published(client: LanguageClient, path: Path) -> list[types.Diagnostic]:
    """The diagnostics published for `path` (waiting for the first publication)."""
    for _ in range(200):
        if path.as_uri() in client.diagnostics:
            return list(client.diagnostics[path.as_uri()])
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    raise AssertionError(f"nothing published for {path}")


def _at(path: Path, line: int, character: int) -> dict[str, object]:
    """The text document and position of a request at 0-based `line`, `character`."""
    return {
        "text_document": types.TextDocumentIdentifier(path.as_uri()),
        "position": types.Position(line, character),
    }


async def test_clean_open(client: LanguageClient, catalogue: Path) -> None:
    _open(client, catalogue)
    assert await _published(client, catalogue) == []


async def test_typo_has_one_diagnostic_whose_quick_fix_clears_it(
    client: LanguageClient, catalogue: Path
) -> None:
    text = catalogue.read_text().replace("    retryable: true", "    retriable: true")
    _open(client, catalogue, text)
    [diagnostic] = await _published(client, catalogue)
    assert diagnostic.code == "unknown-key"
    assert diagnostic.range == types.Range(types.Position(13, 4), types.Position(13, 13))
    assert diagnostic.code_description is not None
    assert (
        Path(diagnostic.code_description.href.removeprefix("file://"))
        .read_text()
        .startswith("**unknown-key**")
    )
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            types.TextDocumentIdentifier(catalogue.as_uri()),
            diagnostic.range,
            types.CodeActionContext([diagnostic]),
        )
    )
    [fix] = [a for a in actions or [] if isinstance(a, types.CodeAction) and a.is_preferred]
    assert fix.edit is not None and fix.edit.changes is not None
    [edit] = fix.edit.changes[catalogue.as_uri()]
    lines = text.split("\n")
    line = lines[edit.range.start.line]
    lines[edit.range.start.line] = (
        line[: edit.range.start.character] + edit.new_text + line[edit.range.end.character :]
    )
    assert "\n".join(lines) == catalogue.read_text()
    del client.diagnostics[catalogue.as_uri()]  # what the fixed buffer's check publishes
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            types.VersionedTextDocumentIdentifier(version=2, uri=catalogue.as_uri()),
            [types.TextDocumentContentChangeWholeDocument("\n".join(lines))],
        )
    )
    await _published(client, catalogue)
    assert list(client.diagnostics[catalogue.as_uri()]) == []


async def test_hover_on_a_code(client: LanguageClient, catalogue: Path) -> None:
    _open(client, catalogue)
    await _published(client, catalogue)
    hover = await client.text_document_hover_async(types.HoverParams(**_at(catalogue, 18, 3)))
    assert hover is not None and isinstance(hover.contents, types.MarkupContent)
    text = hover.contents.value
    assert "**EXPIRED**: correctable" in text
    assert "exit: `AUTH_REQUIRED` = 8" in text
    assert "fix_command: `tool auth refresh`" in text


async def test_completion_of_a_fix_command_offers_no_destructive_line(
    client: LanguageClient, catalogue: Path
) -> None:
    _open(client, catalogue)
    await _published(client, catalogue)
    result = await client.text_document_completion_async(
        types.CompletionParams(**_at(catalogue, 22, 17))
    )
    assert isinstance(result, types.CompletionList)
    labels = {item.label for item in result.items}
    assert labels == {"tool auth refresh", "tool doctor"}


async def test_definition_across_an_include(client: LanguageClient, catalogue: Path) -> None:
    _open(client, catalogue)
    await _published(client, catalogue)
    line = (
        catalogue.read_text().split("\n").index("    deprecated: {since: 1.0.0, replaced_by: GONE}")
    )
    found = await client.text_document_definition_async(
        types.DefinitionParams(**_at(catalogue, line, 47))
    )
    assert isinstance(found, list)
    [location] = found
    assert isinstance(location, types.Location)
    assert location.uri == (catalogue.parent / "part.yaml").as_uri()
    assert location.range.start == types.Position(4, 2)


async def test_an_unsaved_included_file_has_its_finding_under_its_own_file(
    client: LanguageClient, catalogue: Path
) -> None:
    part = catalogue.parent / "part.yaml"
    _open(client, catalogue)
    await _published(client, catalogue)
    _open(client, part, part.read_text().replace("exit: FAILURE", "exit: FAILUR"))
    for _ in range(50):
        await asyncio.sleep(0.1)
        if client.diagnostics.get(part.as_uri()):
            break
    [diagnostic] = client.diagnostics[part.as_uri()]
    assert diagnostic.code == "exit-unknown"
    assert diagnostic.range.start == types.Position(7, 10)
    assert list(client.diagnostics[catalogue.as_uri()]) == []
