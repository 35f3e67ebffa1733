"""Diagnostics are values: where, how bad, which rule, what is wrong and what to change.

A stage before the check stage reports a `Problem` (no severity); the check stage makes each
into a `Diagnostic` once, at the severity its rule has in the registry."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

# info: a notice, a warning under --strict (what errgen cannot judge, said rather than silent)
Severity = Literal["error", "warning", "info"]


@dataclass(frozen=True, slots=True, order=True)
class Location:
    """A 1-based position in a file."""

    file: str
    line: int
    column: int


@dataclass(frozen=True, slots=True)
class Problem:
    """What a stage found, where, by rule id, before the check stage gives it its severity."""

    where: Location
    rule: str
    message: str
    hint: str
    # (mapping, key) a missing-field or unknown-key problem is about: `retriable:` is one mistake,
    # the unknown key that suggests `retryable` and the missing `retryable` are one finding
    subject: tuple[str, str] | None = None
    # "did you mean" as data: the text that replaces the token at `where`, and whether it is the
    # only candidate (then `errgen validate --fix` and an editor may apply it unasked)
    replacement: str | None = None
    certain: bool = False


@dataclass(frozen=True, slots=True, order=True)
class Diagnostic:
    """One finding of the loader, the schema or a rule."""

    file: str
    line: int
    column: int
    severity: Severity
    rule: str
    message: str
    hint: str
    # the hint's "did you mean" as data (Problem.replacement); not part of what a finding is
    replacement: str | None = field(default=None, compare=False)
    certain: bool = field(default=False, compare=False)

    @classmethod
    def at(
        cls, where: Location, severity: Severity, rule: str, message: str, hint: str
    ) -> Diagnostic:
        return cls(where.file, where.line, where.column, severity, rule, message, hint)

    def to_dict(self) -> dict[str, object]:
        return {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "severity": self.severity,
            "rule": self.rule,
            "message": self.message,
            "hint": self.hint,
        } | ({"replacement": self.replacement, "certain": self.certain} if self.replacement else {})
