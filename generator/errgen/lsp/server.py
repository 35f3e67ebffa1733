"""`errgen lsp`: the language server over stdio (pygls), its features wired to the session
(diagnostics) and to navigation, completion and actions on the last state that loaded."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pygls.lsp.server import LanguageServer

from errgen.lsp import actions, completion, navigation
from errgen.lsp.checking import Parsed, column_of
from errgen.lsp.cursor import Spot, node_at, typing_at, value_at
from errgen.lsp.session import Session, path_of
from errgen.package import VERSION

REQUEST_FAILED = -32803  # LSP's RequestFailed: the request was valid, the answer is no


class ErrgenServer(LanguageServer):
    """pygls' server with errgen's session."""

    def __init__(self) -> None:
        super().__init__("errgen", VERSION)
        self.session = Session(self._publish)

    def _publish(self, uri: str, diagnostics: list[types.Diagnostic], version: int | None) -> None:
        params = types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics, version=version)
        self.text_document_publish_diagnostics(params)

    def _log(self, message: str) -> None:
        params = types.LogMessageParams(type=types.MessageType.Log, message=message)
        self.window_log_message(params)

    def at(self, uri: str, position: types.Position) -> tuple[Path, Parsed, Spot | None] | None:
        """The file, its loaded document and the node under the cursor."""
        path = path_of(uri)
        parsed = self.session.buffers.document(path) if path else None
        if path is None or parsed is None:
            return None
        lines = self.session.buffers.texts.get(path, parsed.text).split("\n")
        line = lines[position.line] if position.line < len(lines) else ""
        column = column_of(line, position.character, self.session.encoding) + 1
        return path, parsed, node_at(parsed.document, lines, position.line + 1, column)


server = ErrgenServer()


@server.feature(types.INITIALIZE)
def initialize(ls: ErrgenServer, params: types.InitializeParams) -> None:
    options = params.initialization_options
    if isinstance(options, dict) and options.get("logChecks"):  # each check's files and time
        ls.session.log = ls._log


@server.feature(types.INITIALIZED)
def initialized(ls: ErrgenServer, params: types.InitializedParams) -> None:
    ls.session.encoding = str(ls.workspace.position_encoding or "utf-16")


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: ErrgenServer, params: types.DidOpenTextDocumentParams) -> None:
    path = path_of(params.text_document.uri)
    if path is not None:
        ls.session.opened(path, params.text_document.text, params.text_document.version)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: ErrgenServer, params: types.DidChangeTextDocumentParams) -> None:
    path = path_of(params.text_document.uri)
    if path is not None:
        document = ls.workspace.get_text_document(params.text_document.uri)
        ls.session.changed(path, document.source, params.text_document.version)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: ErrgenServer, params: types.DidSaveTextDocumentParams) -> None:
    path = path_of(params.text_document.uri)
    if path is not None:
        ls.session.saved(path)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: ErrgenServer, params: types.DidCloseTextDocumentParams) -> None:
    path = path_of(params.text_document.uri)
    if path is not None:
        ls.session.closed(path)


@server.feature(types.TEXT_DOCUMENT_HOVER)
def hover(ls: ErrgenServer, params: types.HoverParams) -> types.Hover | None:
    found = ls.at(params.text_document.uri, params.position)
    catalogue = ls.session.catalogue(found[0]) if found else None
    if found is None or found[2] is None or catalogue is None:
        return None
    path, parsed, spot = found[0], found[1], found[2]
    value = value_at(parsed.document.data, spot.path)
    text = navigation.hover(catalogue, spot, path, value)
    if text is None:
        return None
    return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=text))


def _locations(found: list[navigation.Located]) -> list[types.Location]:
    return [
        types.Location(
            uri=path.as_uri(),
            range=types.Range(
                types.Position(line - 1, column - 1), types.Position(line - 1, column - 1)
            ),
        )
        for path, line, column in found
    ]


@server.feature(types.TEXT_DOCUMENT_DEFINITION)
def definition(ls: ErrgenServer, params: types.DefinitionParams) -> list[types.Location]:
    found = ls.at(params.text_document.uri, params.position)
    catalogue = ls.session.catalogue(found[0]) if found else None
    if found is None or found[2] is None or catalogue is None:
        return []
    path, parsed, spot = found[0], found[1], found[2]
    value = value_at(parsed.document.data, spot.path)
    return _locations(navigation.definition(catalogue, spot, path, value))


@server.feature(types.TEXT_DOCUMENT_REFERENCES)
def references(ls: ErrgenServer, params: types.ReferenceParams) -> list[types.Location]:
    found = ls.at(params.text_document.uri, params.position)
    catalogue = ls.session.catalogue(found[0]) if found else None
    if found is None or found[2] is None or catalogue is None:
        return []
    return _locations(navigation.references(catalogue, found[2]))


@server.feature(
    types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=[" ", "-", "["])
)
def complete(ls: ErrgenServer, params: types.CompletionParams) -> types.CompletionList:
    path = path_of(params.text_document.uri)
    parsed = ls.session.buffers.document(path) if path else None
    if path is None or parsed is None:
        return types.CompletionList(is_incomplete=False, items=[])
    lines = ls.session.buffers.texts.get(path, parsed.text).split("\n")
    line = lines[params.position.line] if params.position.line < len(lines) else ""
    column = column_of(line, params.position.character, ls.session.encoding)
    typing = typing_at(parsed.document, lines, params.position.line + 1, column)
    items = completion.items(ls.session.catalogue(path), typing)
    return types.CompletionList(is_incomplete=False, items=items)


@server.feature(
    types.TEXT_DOCUMENT_CODE_ACTION,
    types.CodeActionOptions(
        code_action_kinds=[types.CodeActionKind.QuickFix, types.CodeActionKind.RefactorRewrite]
    ),
)
def code_action(ls: ErrgenServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    uri = params.text_document.uri
    found = ls.at(uri, params.range.start)
    if found is None:
        return []
    path, parsed, spot = found
    lines = ls.session.buffers.texts.get(path, parsed.text).split("\n")
    diagnostics = list(params.context.diagnostics)
    result = actions.quick_fixes(uri, diagnostics)

    def owner_line(line: int) -> tuple[int, int] | None:
        at = node_at(parsed.document, lines, line + 1, 10**6)
        owner = _owner(at.path) if at else None
        position = parsed.document.positions.get(owner) if owner else None
        return (position[0] - 1, position[1] + 1) if position else None

    result += actions.acknowledgements(uri, lines, diagnostics, owner_line)
    if spot is not None and spot.on_key and spot.path[:1] == ("errors",) and len(spot.path) == 2:
        codes = set((parsed.document.data.get("errors") or {}).keys())
        version = parsed.document.data.get("version")
        key_line = parsed.document.positions[spot.path][0] - 1
        code = str(spot.path[1])
        version_text = version if isinstance(version, str) else None
        result.append(actions.deprecation(uri, lines, key_line, code, codes, version_text))
    return result


def _owner(path: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """The entry an `ignore:` may acknowledge a finding at `path` on: an error, an exit code,
    a registry line."""
    for size, head in ((2, ("errors",)), (2, ("exit_codes",)), (3, ("tool", "commands"))):
        if path[: len(head)] == head and len(path) >= size:
            return path[:size]
    return None


@server.feature(types.TEXT_DOCUMENT_PREPARE_RENAME)
def prepare_rename(ls: ErrgenServer, params: types.PrepareRenameParams) -> None:
    found = ls.at(params.text_document.uri, params.position)
    spot = found[2] if found else None
    if spot is not None and spot.path[:1] == ("errors",) and len(spot.path) == 2:
        raise JsonRpcException(actions.RENAME_REFUSED, code=REQUEST_FAILED)
    return None


@server.feature(types.TEXT_DOCUMENT_RENAME)
def rename(ls: ErrgenServer, params: types.RenameParams) -> None:
    raise JsonRpcException(actions.RENAME_REFUSED, code=REQUEST_FAILED)


def serve() -> None:
    """Serve one client over stdin and stdout until it exits."""
    server.start_io()
