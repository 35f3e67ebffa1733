"""Validation of a catalogue file: load, schema, rules, into one sorted list of diagnostics.

One mistake, one finding: a rule's finding that follows from what the schema already reported
(a rule that reads `retryable` on an error whose `retryable` is missing or mistyped) is not
reported, and a missing field is not reported beside an unknown key that suggests it (the
unknown key's "did you mean" says it all). A warning an error acknowledges with
`ignore: [rule-id]` is not reported for that error.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from errgen.catalogue.files import read_file
from errgen.diagnostics import Diagnostic
from errgen.catalogue.include import Reader, gather
from errgen.catalogue.load import Document, load_bytes
from errgen.check.registry import CHECKS, diagnostic_at, severity_of
from errgen.check.schema import check_structure
from errgen.check.view import Finding, View


@dataclass(frozen=True, slots=True)
class Report:
    """What validation found in one catalogue and the files it includes."""

    document: Document
    diagnostics: tuple[Diagnostic, ...]
    data: Any = None  # the merged catalogue (the root's data when nothing is included)
    included: tuple[tuple[Path, bytes], ...] = ()
    texts: tuple[tuple[str, bytes], ...] = ()  # every file read, by the name diagnostics show

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
    texts: tuple[tuple[str, bytes], ...] = ((path, data),)
    if doc.data is None or any(d.rule in _FATAL for d in found):
        return Report(doc, _final(found), texts=texts)
    if not isinstance(doc.data, dict):  # the schema says what it should be
        found.extend(_structure(doc))
        return Report(doc, _final(found), texts=texts)
    merged = gather(doc, file, display, read, _structure)
    found.extend(merged.diagnostics)
    found.extend(_structure(doc))
    texts += tuple((display(p), source) for p, source in merged.sources)
    if not isinstance(merged.data.get("errors"), dict) or any(d.rule in _FATAL for d in found):
        return Report(doc, _final(found), merged.data, tuple(merged.sources), texts)
    # A line the loader already reported is not reported again by a rule.
    reported = {(d.file, d.line) for d in found if d.rule.startswith("yaml-")}
    view = View.of(merged.data)
    for finding in _findings(view):
        where = merged.locate(finding.path, key=finding.key)
        if (where.file, where.line) in reported:
            continue
        found.append(diagnostic_at(where, finding.rule, finding.message, finding.hint))
    return Report(doc, _final(found), merged.data, tuple(merged.sources), texts)


def _structure(doc: Document) -> list[Diagnostic]:
    """The schema's findings, except on lines the loader already reported."""
    reported = {d.line for d in doc.diagnostics}
    return [d for d in check_structure(doc) if d.line not in reported]


def _findings(view: View) -> Iterable[Finding]:
    """Every rule's findings, less follow-ons and acknowledged warnings."""
    entries = dict(view.errors)
    for check in CHECKS:
        for finding in check(view):
            code = finding.path[1] if finding.path[:1] == ("errors",) else None
            entry = entries.get(str(code)) if len(finding.path) > 1 else None
            if entry is None:
                exit_entry = _exit_entry(view, finding)
                if exit_entry is None or not _ignored(finding, exit_entry):
                    yield finding
            elif not (_follows_on(finding.rule, entry) or _ignored(finding, entry)):
                yield finding


def _exit_entry(view: View, finding: Finding) -> dict[str, Any] | None:
    """The exit_codes entry a finding is about, which may acknowledge a warning too."""
    if finding.path[:1] != ("exit_codes",) or len(finding.path) < 2:
        return None
    entry = view.exit_entries.get(str(finding.path[1]))
    return entry if isinstance(entry, dict) else None


# The fields of an error that each class rule reads, with the type the schema wants there:
# when one is missing or of another type, the schema has said so, and what the rule would say
# follows from it (a `retriable:` typo is not also "not retryable but has retry_after_ms").
_READS: dict[str, tuple[str, ...]] = {
    "retryable-with-fix": ("retryable",),
    "retry-after-missing": ("retryable",),
    "retry-after-without-retryable": ("retryable",),
    "fix-command-without-fix-required": ("retryable", "fix_required"),
    "exit-class-mismatch": ("retryable", "fix_required", "exit"),
}
_TYPES: dict[str, type] = {"retryable": bool, "fix_required": str, "exit": str}
_REQUIRED = frozenset(("retryable", "exit"))


def _follows_on(rule: str, entry: dict[str, Any]) -> bool:
    for field in _READS.get(rule, ()):
        if field not in entry:
            if field in _REQUIRED:
                return True
        elif type(entry[field]) is not _TYPES[field]:
            return True
    return False


def _ignored(finding: Finding, entry: dict[str, Any]) -> bool:
    """Whether the error (or exit code) acknowledges this warning with `ignore: [rule-id]`
    (never an error)."""
    ignore = entry.get("ignore")
    return (
        isinstance(ignore, list)
        and finding.rule in ignore
        and severity_of(finding.rule) == "warning"
    )


_MISSING = re.compile(r"^(?P<where>.+) has no '(?P<field>[^']+)'$")
_UNKNOWN = re.compile(r"^unknown key .+ in (?P<where>.+)$")
_SUGGESTS = re.compile(r"^did you mean '(?P<field>[^']+)'\?$")


def _final(found: list[Diagnostic]) -> tuple[Diagnostic, ...]:
    """The diagnostics, once each, sorted, without a missing field that an unknown key in the
    same mapping suggests (`retriable:` is one mistake: the unknown key says "did you mean")."""
    suggested = set()
    for d in found:
        unknown, suggests = _UNKNOWN.match(d.message), _SUGGESTS.match(d.hint)
        if d.rule == "unknown-key" and unknown and suggests:
            suggested.add((d.file, unknown["where"], suggests["field"]))
    kept = []
    for d in found:
        missing = _MISSING.match(d.message) if d.rule == "missing-field" else None
        if missing and (d.file, missing["where"], missing["field"]) in suggested:
            continue
        kept.append(d)
    return tuple(sorted(set(kept)))


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
