"""errgen contract with operations: a code its step's operation does not list fails
undeclared-code, the operation found from the step's words; a scenario's operation (named, or
found from its run: line) gives the exit it must end with; coverage is counted per operation
and code, each pair exercised by a scenario of that operation or acknowledged with a reason."""

from __future__ import annotations

from pathlib import Path

import errgen
import pytest
from errgen.contract import Contract, ContractRejected, coverage_only, load_contract
from errgen.contract.checks import _outside_operation
from errgen.contract.sandbox import Ran
from errgen.contract.scenarios import BUILTIN_REASON

from tests.conftest import ROOT


def _ran(step: str, code: str) -> Ran:
    envelope = {"ok": False, "data": None, "error": {"code": code}}
    return Ran(step, tuple(step.split()), 1, "", "", envelope, 0)


def test_a_code_outside_the_steps_operation_is_named() -> None:
    catalogue = errgen.load(ROOT / "examples" / "depot" / "errors.yaml")
    known = catalogue.by_code_or_alias()
    seen = [_ran("depot get k", "KEY_NOT_FOUND"), _ran("depot put k v", "KEY_NOT_FOUND")]
    found = _outside_operation(catalogue, seen, known)
    assert found == "KEY_NOT_FOUND from 'depot put k v' (depot put)"
    assert _outside_operation(catalogue, [_ran("depot doctor", "KEY_NOT_FOUND")], known) == ""


# --- coverage per (operation, code), and a scenario's operation -------------------------------

DEPOT = ROOT / "examples" / "depot"


def _contract(tmp_path: Path, old: str = "", new: str = "") -> Contract | ContractRejected:
    """examples/depot's contract, `old` replaced by `new`, loaded (or rejected) beside it."""
    text = (DEPOT / "errgen.contract.yaml").read_text("utf-8")
    assert old in text
    path = tmp_path / "errgen.contract.yaml"
    path.write_text(
        text.replace(old, new).replace("catalog: errors.yaml", f"catalog: {DEPOT}/errors.yaml"),
        "utf-8",
    )
    try:
        return load_contract(path, tmp_path)
    except ContractRejected as rejected:
        return rejected


def test_a_scenarios_operation_is_found_from_its_run_line_and_its_exit_is_the_operations(
    tmp_path: Path,
) -> None:
    contract = _contract(tmp_path)
    assert isinstance(contract, Contract)
    found = {s.code: s.operation.name if s.operation else None for s in contract.scenarios}
    assert found["KEY_NOT_FOUND"] == "depot run" and found["STORE_LOCKED"] == "depot get"
    by_code = {s.code: s for s in contract.scenarios}
    assert (by_code["KEY_NOT_FOUND"].exit.name, by_code["KEY_NOT_FOUND"].exit.code) == (
        "RUN_FAILED",
        125,
    )
    assert by_code["KEY_NOT_FOUND"].error.exit.code != 125  # the code's own exit, elsewhere
    assert by_code["STORE_LOCKED"].exit == by_code["STORE_LOCKED"].error.exit


def test_coverage_is_reported_per_operation_and_code(tmp_path: Path) -> None:
    contract = _contract(tmp_path)
    assert isinstance(contract, Contract)
    run = coverage_only(contract)
    assert run.error() is None
    operations = run.coverage["operations"]
    assert isinstance(operations, dict)
    assert operations["depot run"]["exercised"] == ["KEY_NOT_FOUND"]
    assert operations["depot reset"] == {
        "exercised": ["BAD_USAGE"],
        "acknowledged": {"INTERNAL_ERROR": BUILTIN_REASON},
        "never_exercised": [],
    }
    assert "depot put's scenario" in operations["depot get"]["acknowledged"]["CREDENTIALS_EXPIRED"]
    assert (
        "; 6 of 25 operation codes exercised, 19 acknowledged" in run.results[-1].checks[0].detail
    )


def test_a_pair_neither_exercised_nor_acknowledged_is_incomplete_coverage(tmp_path: Path) -> None:
    ack = "      STORE_LOCKED: put waits for the same lock as get; depot get's scenario exercises it\n"
    contract = _contract(tmp_path, ack, "")
    assert isinstance(contract, Contract)
    run = coverage_only(contract)
    error = run.error()
    assert error is not None and error.code == "COVERAGE_INCOMPLETE"
    assert "STORE_LOCKED in depot put" in str(error)
    assert run.coverage["never_exercised"] == []  # every code is exercised somewhere
    detail = run.results[-1].checks[0].detail
    assert detail.endswith("never exercised: STORE_LOCKED in depot put")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            "    run: depot run no-such-key true\n",
            "    run: depot run no-such-key true\n    operation: depot rnu\n",
            "the catalogue declares no operation 'depot rnu'",
        ),
        (
            "    run: depot run no-such-key true\n",
            "    run: depot run no-such-key true\n    operation: depot get\n",
            "KEY_NOT_FOUND: run: runs 'depot run', not 'depot get'",
        ),
        (
            "    run: depot put sys/config x\n",
            "    run: depot get sys/config\n",
            "operation 'depot get' does not list PERMISSION_DENIED",
        ),
        (
            "  depot put:\n    not_exercised:\n",
            "  depot put:\n    not_exercised:\n      KEY_NOT_FOUND: put never reads a key\n",
            "operation 'depot put' does not list KEY_NOT_FOUND",
        ),
        (
            "  depot run:\n    not_exercised:\n",
            "  depot run:\n    not_exercised:\n      KEY_NOT_FOUND: run reads a key\n",
            "KEY_NOT_FOUND has a scenario of 'depot run' and is acknowledged there",
        ),
        ("  depot put:\n    not_exercised:\n", "  depot pt:\n    not_exercised:\n", "did you mean"),
    ],
    ids=["unknown", "not-the-run", "not-listed", "ack-not-listed", "twice", "unknown-ack"],
)
def test_a_scenarios_or_acknowledgements_operation_is_checked(
    tmp_path: Path, old: str, new: str, message: str
) -> None:
    rejected = _contract(tmp_path, old, new)
    assert isinstance(rejected, ContractRejected)
    said = [f"{d.rule}: {d.message} ({d.hint})" for d in rejected.diagnostics]
    assert any(message in line for line in said), said
    assert all(d.line > 0 for d in rejected.diagnostics)


def test_a_scenario_names_its_operation_where_its_words_do_not_tell(tmp_path: Path) -> None:
    old = "    run: depot put sys/config x\n"
    contract = _contract(
        tmp_path, old, "    run: depot --quiet put sys/config x\n    operation: depot put\n"
    )
    assert isinstance(contract, Contract)
    named = next(s for s in contract.scenarios if s.code == "PERMISSION_DENIED")
    assert named.operation is not None and named.operation.name == "depot put"
