"""errgen contract with operations: a code its step's operation does not list fails
undeclared-code, the operation found from the step's words."""

from __future__ import annotations

import errgen
from errgen.contract.checks import _outside_operation
from errgen.contract.sandbox import Ran

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
