"""Validation of a catalogue file: load, schema, rules, into one sorted list of diagnostics.

One mistake, one finding: a rule's finding that follows from what the schema already reported
(a rule that reads `retryable` on an error whose `retryable` is missing or mistyped) is not
reported, and a missing field is not reported beside an unknown key that suggests it (the
unknown key's "did you mean" says it all). A warning an error acknowledges with
`ignore: [rule-id]` is not reported for that error.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

import errgen.catalogue.patterns as patterns
from errgen.catalogue.files import read_file
from errgen.catalogue.include import Reader, gather
from errgen.catalogue.load import Document, load_bytes
from errgen.catalogue.merge import Origin
from errgen.diagnostics import Diagnostic, Problem
from errgen.model import Catalogue
from errgen.model.resolve import resolve_catalogue
from errgen.validation.include_exits import FOLLOW_ON, exit_mapping_problems
from errgen.validation.registry import RULES, checks_for, diagnose, severity_of
from errgen.validation.schema import check_structure
from errgen.validation.view import Finding, View


@dataclass(frozen=True, slots=True)
class Report:
    """What validation found in one catalogue and the files it includes."""

    document: Document
    diagnostics: tuple[Diagnostic, ...]
    data: Any = None  # the merged catalogue (the root's data when nothing is included)
    included: tuple[tuple[Path, bytes], ...] = ()
    texts: tuple[tuple[str, bytes], ...] = ()  # every file read, by the name diagnostics show
    origins: Mapping[str, Origin] = field(default_factory=dict)  # where included errors are from

    @property
    def errors(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity == "error")

    @property
    def warnings(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity == "warning")

    @property
    def notices(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity == "info")

    def failed(self, *, strict: bool = False) -> bool:
        return self.errors > 0 or (strict and self.warnings > 0)

    def catalogue(self, base_class: str | None = None) -> Catalogue:
        """The resolved catalogue of a report that did not fail."""
        return resolve_catalogue(self.data, base_class, self.origins)


def check_bytes(
    data: bytes,
    path: str,
    *,
    file: Path | None = None,
    display: Callable[[Path], str] = str,
    read: Reader = read_file,
    targets: Collection[str] = (),
    unprobed: frozenset[str] | None = None,
    strict: bool = False,
) -> Report:
    """Every diagnostic of the catalogue `data` (read from `file`) and of what it includes,
    sorted by file and position, with the rules of the `targets` to be built (http-status-missing
    for openapi …), the registry lines a contract file covers (all but `unprobed`, None: no file), and notices made warnings when
    `strict`; never raises on bad input."""
    doc = load_bytes(data, path)
    found = list(doc.problems)
    texts: tuple[tuple[str, bytes], ...] = ((path, data),)
    if doc.data is None or any(RULES[p.rule].fatal for p in found):
        return Report(doc, _final(found), texts=texts)
    if not isinstance(doc.data, dict):  # the schema says what it should be
        found.extend(_structure(doc))
        return Report(doc, _final(found), texts=texts)
    merged = gather(doc, file, display, read)
    origins = MappingProxyType(merged.origins)
    found.extend(merged.problems)
    for document in merged.documents:  # the root, then each file it includes, checked alone
        found.extend(_structure(document))
    texts += tuple((display(p), source) for p, source in merged.sources)
    if not isinstance(merged.data.get("errors"), dict) or any(RULES[p.rule].fatal for p in found):
        return Report(doc, _final(found), merged.data, tuple(merged.sources), texts, origins)
    # A line the loader already reported is not reported again by a rule.
    reported = {(p.where.file, p.where.line) for p in found if p.rule.startswith("yaml-")}
    domains = {code: o.domain for code, o in origins.items() if o.domain is not None}
    view = View.of(merged.data, domains)
    view.unprobed = unprobed
    mapped, carried = exit_mapping_problems(merged, view)
    found.extend(mapped)
    sound = not any(severity_of(p.rule) == "error" for p in found)
    root = merged.root.path
    for finding in _findings(view, targets, sound):
        holder, at = merged.node(finding.path)
        where = holder.locate(at, key=finding.key)
        if (where.file, where.line) in reported or _carried(finding, carried):
            continue
        if finding.rule == "ignore-unneeded" and where.file != root:
            continue  # an included file's own: its check alone says so, where it can be fixed
        found.append(
            Problem(
                where,
                finding.rule,
                finding.message,
                finding.hint,
                replacement=finding.replacement,
                certain=finding.certain,
            )
        )
    return Report(doc, _final(found, strict), merged.data, tuple(merged.sources), texts, origins)


def _carried(finding: Finding, carried: set[str]) -> bool:
    """Whether the finding is on the exit of an error that an unsound include `exits` mapped
    (what the mapping's own finding says)."""
    return (
        finding.rule in FOLLOW_ON and finding.path[:1] == ("errors",) and finding.path[1] in carried
    )


def _structure(doc: Document) -> list[Problem]:
    """The schema's findings, except on lines the loader already reported."""
    reported = {p.where.line for p in doc.problems}
    return [p for p in check_structure(doc) if p.where.line not in reported]


def _findings(view: View, targets: Collection[str], sound: bool = True) -> Iterable[Finding]:
    """Every rule's findings, less follow-ons and acknowledged warnings; then, for a catalogue
    whose structure is sound, each acknowledgement no finding needed (ignore-unneeded)."""
    entries = dict(view.errors)
    used: set[tuple[int, str]] = set()  # (the entry, the rule) of each acknowledgement used
    for check in checks_for(targets):
        for finding in check(view):
            on_error = finding.path[:1] == ("errors",) and len(finding.path) > 1  # not the table
            entry = entries.get(str(finding.path[1])) if on_error else None
            owner = entry if entry is not None else _exit_entry(view, finding)
            if owner is not None and _ignored(finding, owner):
                used.add((id(owner), finding.rule))
            elif owner is None or entry is None or not _follows_on(finding.rule, entry):
                yield finding
    if sound:
        yield from _unneeded(view, used)


def _unneeded(view: View, used: set[tuple[int, str]]) -> Iterator[Finding]:
    """ignore-unneeded: an `ignore:` entry that acknowledges a warning nothing reports there
    (the catalogue changed, or errgen's rules did), as ruff's unused noqa and mypy's
    warn_unused_ignores say: a stale acknowledgement hides the next real one."""
    owners: list[tuple[tuple[str, ...], object]] = [
        (("errors", code), entry) for code, entry in view.errors
    ]
    owners += [(("exit_codes", name), entry) for name, entry in view.exit_entries.items()]
    owners += [(("tool", "commands", line), entry) for line, entry in view.commands.items()]
    for where, entry in owners:
        ignore = entry.get("ignore") if isinstance(entry, dict) else None
        for index, rule in enumerate(ignore if isinstance(ignore, list) else []):
            if isinstance(rule, str) and (id(entry), rule) not in used:
                yield Finding(
                    "ignore-unneeded",
                    (*where, "ignore", index),
                    f"{where[-1]} acknowledges {rule}, which nothing reports here",
                    f"remove {rule} from ignore: the warning it acknowledged is gone",
                )


def _exit_entry(view: View, finding: Finding) -> dict[str, Any] | None:
    """The exit_codes (or tool.commands) entry a finding is about, which may acknowledge a
    warning too."""
    if finding.path[:2] == ("tool", "commands") and len(finding.path) > 2:
        command = view.commands.get(str(finding.path[2]))
        return command if isinstance(command, dict) else None
    if finding.path[:1] != ("exit_codes",) or len(finding.path) < 2:
        return None
    entry = view.exit_entries.get(str(finding.path[1]))
    return entry if isinstance(entry, dict) else None


def _follows_on(rule: str, entry: dict[str, Any]) -> bool:
    """Whether a field the rule reads (Rule.reads) is missing though required, or not of the
    schema's type: the schema's finding, which the rule's would only repeat."""
    for name in RULES[rule].reads:
        if name not in entry:
            if name in patterns.required(patterns.ERROR):
                return True
        elif type(entry[name]) is not patterns.python_type(patterns.ERROR, name):
            return True
    return False


def _ignored(finding: Finding, entry: dict[str, Any]) -> bool:
    """Whether the error (or exit code) acknowledges this warning with `ignore: [rule-id]`
    (never an error)."""
    ignore = entry.get("ignore")
    return (
        isinstance(ignore, list)
        and finding.rule in ignore
        and severity_of(finding.rule) in ("warning", "info")
    )


def _final(found: list[Problem], strict: bool = False) -> tuple[Diagnostic, ...]:
    """The diagnostics, once each, sorted, without a missing field that an unknown key in the
    same mapping suggests (`retriable:` is one mistake: the unknown key says "did you mean")."""
    suggested = {(p.where.file, p.subject) for p in found if p.rule == "unknown-key" and p.subject}
    kept = (
        p
        for p in found
        if not (p.rule == "missing-field" and (p.where.file, p.subject) in suggested)
    )
    return tuple(sorted({diagnose(p, strict) for p in kept}))
