"""Validation of a catalogue file: load, schema, rules, into one sorted list of diagnostics."""

from __future__ import annotations

from dataclasses import dataclass

from errgen.checks import CHECKS, View
from errgen.diagnostics import Diagnostic
from errgen.load import Document, load_bytes
from errgen.rules import severity_of
from errgen.structure import check_structure


@dataclass(frozen=True, slots=True)
class Report:
    """What validation found in one catalogue."""

    document: Document
    diagnostics: tuple[Diagnostic, ...]

    @property
    def errors(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity == "error")

    @property
    def warnings(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity == "warning")

    def failed(self, *, strict: bool = False) -> bool:
        return self.errors > 0 or (strict and self.warnings > 0)


def check_bytes(data: bytes, path: str) -> Report:
    """Every diagnostic of the catalogue `data`, sorted by position; never raises on bad input."""
    doc = load_bytes(data, path)
    return Report(doc, tuple(sorted(set(_diagnose(doc)))))


def _diagnose(doc: Document) -> list[Diagnostic]:
    found = list(doc.diagnostics)
    if doc.data is None or any(d.rule in _FATAL for d in found):
        return found
    # A line the loader already reported is not reported again by the schema or a rule.
    reported = {d.line for d in found}
    later = check_structure(doc)
    view = View.of(doc.data)
    for check in CHECKS:
        for finding in check(view):
            where = doc.locate(finding.path, key=finding.key)
            later.append(
                Diagnostic.at(
                    where, severity_of(finding.rule), finding.rule, finding.message, finding.hint
                )
            )
    found.extend(d for d in later if d.line not in reported)
    return found


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
