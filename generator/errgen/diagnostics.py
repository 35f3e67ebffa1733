"""Diagnostics are values: where, how bad, which rule, what is wrong and what to change."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Severity = Literal["error", "warning"]


@dataclass(frozen=True, slots=True, order=True)
class Location:
    """A 1-based position in a file."""

    file: str
    line: int
    column: int


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

    @classmethod
    def at(
        cls, where: Location, severity: Severity, rule: str, message: str, hint: str
    ) -> Diagnostic:
        return cls(where.file, where.line, where.column, severity, rule, message, hint)

    def render(self, source: str | None = None) -> str:
        """What a terminal shows, uncoloured: `FILE:LINE:COL: error[rule]: message`, the
        `source` line with a caret under the column when given, and the hint; values escaped."""
        from errgen.cli.terminal import render_diagnostic

        return render_diagnostic(self, source)

    def to_dict(self) -> dict[str, object]:
        return {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "severity": self.severity,
            "rule": self.rule,
            "message": self.message,
            "hint": self.hint,
        }
