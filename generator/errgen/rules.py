"""The rules as data: what `errgen explain` prints and what the tests iterate over."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib import resources

import yaml

from errgen.diagnostics import Severity
from errgen.load import SafeLoader


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: a stable id, what it means, and a failing and a passing catalogue."""

    id: str
    severity: Severity
    summary: str
    explanation: str
    bad: str | None
    good: str | None


@functools.cache
def all_rules() -> dict[str, Rule]:
    """Every rule errgen enforces, by id, in the order they are documented."""
    text = resources.files("errgen").joinpath("rules.yaml").read_text("utf-8")
    raw = yaml.load(text, Loader=SafeLoader)
    return {
        rule_id: Rule(
            id=rule_id,
            severity=entry.get("severity", "error"),
            summary=entry["summary"],
            explanation=entry["explanation"],
            bad=entry.get("bad"),
            good=entry.get("good"),
        )
        for rule_id, entry in raw.items()
    }


def severity_of(rule_id: str) -> Severity:
    return all_rules()[rule_id].severity
