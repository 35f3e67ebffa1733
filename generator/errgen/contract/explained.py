"""The checks `errgen contract` runs, as `errgen explain` shows them: each check's name,
summary, explanation and a failing and a passing transcript, read from checks.yaml on first
use (the checks themselves are errgen.contract.checks)."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from errgen.package import package_file


@dataclass(frozen=True, slots=True)
class ContractCheck:
    """One check of a contract run, explained: what it proves, and a tool failing and passing it."""

    name: str
    summary: str
    explanation: str
    fails: str
    passes: str


@functools.cache
def contract_checks() -> dict[str, ContractCheck]:
    """Every check of a contract run by name, in the order a scenario meets them."""
    import yaml

    text = package_file("checks.yaml", "errgen.contract").read_text("utf-8")
    return {
        name: ContractCheck(name, p["summary"], p["explanation"], p["fails"], p["passes"])
        for name, p in yaml.safe_load(text).items()
    }
