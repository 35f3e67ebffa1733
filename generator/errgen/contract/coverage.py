"""Coverage of a contract run: which codes a scenario triggered, which the file acknowledges
with a reason, and which neither; the same for each operation's codes, where the catalogue
declares operations (a pair is exercised only by a scenario of that operation)."""

from __future__ import annotations

from typing import Any

from errgen.contract.checks import Result
from errgen.contract.scenarios import Contract


def coverage(contract: Contract, results: list[Result]) -> tuple[Result, dict[str, object]]:
    """Exercised (a scenario triggered the code), acknowledged, never exercised: for the codes,
    then for each operation's codes (a code acknowledged as never exercised is so everywhere)."""
    triggered = {
        r.name
        for r in results
        if r.kind == "scenario" and any(c.name == "code" and c.ok for c in r.checks)
    }
    codes = [e.code for e in contract.catalogue.errors]
    exercised = [code for code in codes if code in triggered]
    acknowledged = {c: why for c, why in contract.not_exercised.items() if c not in triggered}
    never = [code for code in codes if code not in triggered and code not in acknowledged]
    by_operation = _operation_coverage(contract, triggered)
    pairs = [(name, data) for name, data in by_operation.items()]
    summary = f"{len(exercised)} of {len(codes)} codes exercised, {len(acknowledged)} acknowledged"
    if pairs:
        total = sum(
            len(d["exercised"]) + len(d["acknowledged"]) + len(d["never_exercised"])
            for _, d in pairs
        )
        summary += (
            f"; {sum(len(d['exercised']) for _, d in pairs)} of {total} operation codes "
            f"exercised, {sum(len(d['acknowledged']) for _, d in pairs)} acknowledged"
        )
    gaps = never + [f"{code} in {name}" for name, d in pairs for code in d["never_exercised"]]
    result = Result("coverage", "coverage")
    if gaps:
        result.add("coverage", False, f"{summary}; never exercised: {', '.join(gaps)}")
    else:
        result.add("coverage", True, summary)
    data: dict[str, object] = {
        "total": len(codes),
        "exercised": exercised,
        "acknowledged": acknowledged,
        "never_exercised": never,
    }
    if by_operation:
        data["operations"] = by_operation
    return result, data


def _operation_coverage(contract: Contract, triggered: set[str]) -> dict[str, dict[str, Any]]:
    """Per operation: its codes a scenario of it triggered, those acknowledged (for it, or as
    never exercised at all) with the reason, and the rest."""
    ran = {(s.operation.name, s.code) for s in contract.scenarios if s.operation is not None}
    found: dict[str, dict[str, Any]] = {}
    for operation in contract.catalogue.operations:
        own = contract.operation_not_exercised.get(operation.name, {})
        exercised, acknowledged, never = [], {}, []
        for code in operation.codes:
            if (operation.name, code) in ran and code in triggered:
                exercised.append(code)
            elif code in own or code in contract.not_exercised:
                acknowledged[code] = own.get(code) or contract.not_exercised[code]
            else:
                never.append(code)
        found[operation.name] = {
            "exercised": exercised,
            "acknowledged": acknowledged,
            "never_exercised": never,
        }
    return found
