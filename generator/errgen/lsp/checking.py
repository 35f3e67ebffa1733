"""A catalogue checked as the editor holds it: errgen.check over the open buffers, its findings
grouped by the file each is in, as LSP diagnostics with ranges and their fixes as data.

Nothing here talks to a client: the server decides when to check and what to publish."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from lsprotocol import types

import errgen
from errgen.catalogue.load import Document, load_bytes
from errgen.catalogue.tokens import token_end
from errgen.diagnostics import Diagnostic
from errgen.lsp.explanations import rule_page
from errgen.validation import Report

SEVERITIES = {
    "error": types.DiagnosticSeverity.Error,
    "warning": types.DiagnosticSeverity.Warning,
    "info": types.DiagnosticSeverity.Information,
}


@dataclass
class Snapshot:
    """The last check of one root catalogue, and the last state of it that hover, completion
    and definition can stand on (a buffer with a syntax error keeps its previous one)."""

    root: Path
    report: Report | None = None
    valid: Report | None = None  # the last report whose catalogue loaded as a mapping of errors
    files: tuple[Path, ...] = ()  # every file the last check read, the root first


@dataclass
class Parsed:
    """A file's last text that loaded, and where each node of it is."""

    text: str
    document: Document


@dataclass
class Buffers:
    """The editor's unsaved files, by absolute path, and the last text of each that loaded."""

    texts: dict[Path, str] = field(default_factory=dict)
    parsed: dict[Path, Parsed] = field(default_factory=dict)

    def document(self, path: Path) -> Parsed | None:
        """The loaded document of `path` as the editor (or else the disk) holds it, or the last
        one that loaded when it does not load now."""
        text = self.texts.get(path)
        if text is None:
            try:
                text = path.read_text("utf-8")
            except (OSError, UnicodeDecodeError):
                return self.parsed.get(path)
        known = self.parsed.get(path)
        if known is not None and known.text == text:
            return known
        document = load_bytes(text.encode("utf-8"), str(path))
        if isinstance(document.data, dict):
            self.parsed[path] = Parsed(text, document)
        return self.parsed.get(path)


def targets_for(path: Path) -> tuple[str, ...]:
    """The targets the configuration found for `path` builds (whose rules apply, as validate
    applies them); none when it has no readable configuration."""
    from errgen.building.config import config_for
    from errgen.generated.errors import ErrgenError

    try:
        return config_for(path.parent, catalog=path).targets
    except (ErrgenError, OSError):
        return ()


def check(root: Path, buffers: Mapping[Path, str], targets: tuple[str, ...]) -> Report:
    """The report of `root` and what it includes, each read from its buffer when it has one."""
    unsaved = {path: text.encode("utf-8") for path, text in buffers.items()}
    return errgen.check(root, name=str(root), targets=targets, buffers=unsaved)


def file_of(diagnostic: Diagnostic) -> Path:
    """The absolute, normalised path of the file a diagnostic is in."""
    return Path(os.path.normpath(os.path.abspath(diagnostic.file)))


def files_read(report: Report) -> tuple[Path, ...]:
    """Every file the check read, the root first, absolute and normalised."""
    root = Path(os.path.normpath(os.path.abspath(report.document.path)))
    included = (Path(os.path.normpath(path)) for path, _ in report.included)
    return tuple(dict.fromkeys((root, *included)))


def grouped(
    report: Report, texts: Mapping[Path, str], encoding: str = "utf-16"
) -> dict[Path, list[types.Diagnostic]]:
    """The report's findings as LSP diagnostics, under the file each is in (every file read,
    with none when it has none, so that a fixed file is cleared)."""
    found: dict[Path, list[types.Diagnostic]] = {path: [] for path in files_read(report)}
    lines: dict[Path, list[str]] = {}
    for diagnostic in report.diagnostics:
        path = file_of(diagnostic)
        if path not in lines:
            lines[path] = _text(path, texts).split("\n")
        found.setdefault(path, []).append(to_lsp(diagnostic, lines[path], encoding))
    return found


def _text(path: Path, texts: Mapping[Path, str]) -> str:
    if path in texts:
        return texts[path]
    try:
        return path.read_text("utf-8", errors="replace")
    except OSError:
        return ""


def to_lsp(diagnostic: Diagnostic, lines: list[str], encoding: str = "utf-16") -> types.Diagnostic:
    """One finding as the editor shows it: the token's range, the rule as its code with a link
    to its explanation, the hint and the fix as data."""
    end_line, end_column = token_end(lines, diagnostic.line, diagnostic.column)
    start = _position(lines, diagnostic.line, diagnostic.column, encoding)
    end = _position(lines, end_line, end_column, encoding)
    data = {k: v for k, v in diagnostic.to_dict().items() if k != "file"}
    return types.Diagnostic(
        range=types.Range(start, end),
        message=f"{diagnostic.message}\nhint: {diagnostic.hint}",
        severity=SEVERITIES[diagnostic.severity],
        code=diagnostic.rule,
        code_description=types.CodeDescription(href=rule_page(diagnostic.rule)),
        source="errgen",
        data=data,
    )


def _position(lines: list[str], line: int, column: int, encoding: str) -> types.Position:
    """A 1-based line and character column as an LSP position in the negotiated encoding."""
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    return types.Position(line=max(line - 1, 0), character=units(text[: column - 1], encoding))


def units(text: str, encoding: str) -> int:
    """How many code units of the negotiated position encoding `text` is."""
    if encoding == "utf-8":
        return len(text.encode("utf-8"))
    if encoding == "utf-32":
        return len(text)
    return len(text.encode("utf-16-le")) // 2


def column_of(text: str, character: int, encoding: str) -> int:
    """The 0-based index into the line `text` of a position's `character` (code units)."""
    count = 0
    for index, char in enumerate(text):
        if count >= character:
            return index
        count += units(char, encoding)
    return len(text)
