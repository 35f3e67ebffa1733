"""Validation of a catalogue file: load, schema, rules, into one sorted list of diagnostics."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from errgen.diagnostics import Diagnostic
from errgen.include import Reader, gather, read_file
from errgen.load import Document, load_bytes
from errgen.rules import CHECKS, diagnostic_at
from errgen.structure import check_structure
from errgen.view import View


@dataclass(frozen=True, slots=True)
class Report:
    """What validation found in one catalogue and the files it includes."""

    document: Document
    diagnostics: tuple[Diagnostic, ...]
    data: Any = None  # the merged catalogue (the root's data when nothing is included)
    included: tuple[tuple[Path, bytes], ...] = ()

    @property
    def errors(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity == "error")

    @property
    def warnings(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity == "warning")

    def failed(self, *, strict: bool = False) -> bool:
        return self.errors > 0 or (strict and self.warnings > 0)


def check_bytes(
    data: bytes,
    path: str,
    *,
    file: Path | None = None,
    display: Callable[[Path], str] = str,
    read: Reader = read_file,
) -> Report:
    """Every diagnostic of the catalogue `data` (read from `file`) and of what it includes,
    sorted by file and position; never raises on bad input."""
    doc = load_bytes(data, path)
    found = list(doc.diagnostics)
    if doc.data is None or any(d.rule in _FATAL for d in found):
        return Report(doc, tuple(sorted(set(found))))
    if not isinstance(doc.data, dict):  # the schema says what it should be
        found.extend(_structure(doc))
        return Report(doc, tuple(sorted(set(found))))
    merged = gather(doc, file, display, read, _structure)
    found.extend(merged.diagnostics)
    found.extend(_structure(doc))
    if not isinstance(merged.data.get("errors"), dict) or any(d.rule in _FATAL for d in found):
        return Report(doc, tuple(sorted(set(found))), merged.data, tuple(merged.sources))
    # A line the loader already reported is not reported again by a rule.
    reported = {(d.file, d.line) for d in found if d.rule.startswith("yaml-")}
    view = View.of(merged.data)
    for check in CHECKS:
        for finding in check(view):
            where = merged.document_for(finding.path).locate(finding.path, key=finding.key)
            if (where.file, where.line) in reported:
                continue
            found.append(diagnostic_at(where, finding.rule, finding.message, finding.hint))
    return Report(doc, tuple(sorted(set(found))), merged.data, tuple(merged.sources))


def _structure(doc: Document) -> list[Diagnostic]:
    """The schema's findings, except on lines the loader already reported."""
    reported = {d.line for d in doc.diagnostics}
    return [d for d in check_structure(doc) if d.line not in reported]


# After these the document is incomplete: checking what was read would report noise.
_FATAL = frozenset(
    (
        "yaml-syntax",
        "yaml-encoding",
        "yaml-empty",
        "yaml-too-large",
        "yaml-string-too-long",
        "yaml-too-deep",
        "yaml-multiple-documents",
    )
)
