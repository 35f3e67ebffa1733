"""errgen contract in errgen's words (issue 35): a bad --jobs is USAGE_INVALID with no
validator's text, a contract file's diagnostics call it the contract file, and every check a
contract run names is explained by `errgen explain`, with a failing and a passing example."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from errgen.contract.explained import contract_checks
from errgen.validation.registry import all_rules

from tests.conftest import ROOT, run_errgen, write

CONTRACT = ROOT / "generator" / "errgen" / "contract"
# the modules whose results name checks: a scenario's and coverage's, a registry probe's
CHECKS = (CONTRACT / "checks.py", CONTRACT / "probes.py")


@pytest.mark.parametrize("value", ["two", "0", "65", "2.5"])
def test_a_bad_jobs_value_is_a_usage_error_in_errgens_words(value: str) -> None:
    result = run_errgen("contract", "-j", value, "--json")
    assert result.code == 2
    error = json.loads(result.out)["error"]
    assert error["code"] == "USAGE_INVALID"
    said = f"errgen contract: --jobs/-j takes a whole number from 1 to 64, not '{value}'"
    assert error["details"]["problem"] == said
    for words in ("Input should", "integer", "Invalid value", "pydantic", "Usage:"):
        assert words not in result.out + result.err


def test_a_contract_files_diagnostics_call_it_the_contract_file(tmp_path: Path) -> None:
    write(tmp_path / "errgen.contract.yaml", "scenario: {}\n")
    result = run_errgen("contract", cwd=tmp_path)
    assert result.code == 2
    found = [line for line in result.out.splitlines() if ": error[" in line]
    assert found == [
        "errgen.contract.yaml:1:1: error[missing-field]: the contract file has no 'catalog'",
        "errgen.contract.yaml:1:1: error[missing-field]: the contract file has no 'contract'",
        "errgen.contract.yaml:1:1: error[missing-field]: the contract file has no 'program'",
        "errgen.contract.yaml:1:1: error[missing-field]: the contract file has no 'scenarios'",
        "errgen.contract.yaml:1:1: error[unknown-key]: unknown key 'scenario' in the contract file",
    ]
    assert "catalogue" not in result.out


def checks_named_in_the_code() -> set[str]:
    """Every check name checks.py and probes.py give a result: the first argument of each
    add(), steps() and Check(), and the names checks.py's docstring lists."""
    trees = [ast.parse(path.read_text("utf-8")) for path in CHECKS]
    tree = trees[0]
    names = {
        node.args[i].value
        for each in trees
        for node in ast.walk(each)
        if isinstance(node, ast.Call)
        for attr in [getattr(node.func, "attr", getattr(node.func, "id", ""))]
        if attr in ("add", "steps", "Check")
        for i in [1 if attr == "steps" else 0]
        if len(node.args) > i and isinstance(node.args[i], ast.Constant)
        if isinstance(node.args[i].value, str)
    }
    docstring = ast.get_docstring(tree) or ""
    listed = set(re.findall(r"^([a-z][a-z-]+) {2,}", docstring, re.M))
    return names | listed


def test_every_check_a_contract_run_names_is_explained() -> None:
    named = checks_named_in_the_code()
    assert {"closed-loop", "idempotent-fix", "retry", "coverage"} <= named
    assert set(contract_checks()) == named
    assert not set(contract_checks()) & set(all_rules()), "a check and a rule share a name"


@pytest.mark.parametrize("name", list(contract_checks()))
def test_explain_shows_a_check_with_a_failing_and_a_passing_example(name: str) -> None:
    check = contract_checks()[name]
    assert check.fails.strip() and check.passes.strip() and check.fails != check.passes
    shown = run_errgen("explain", name)
    assert shown.code == 0, shown.err
    assert shown.out.startswith(f"{name} (a check of errgen contract): {check.summary}")
    assert "\nFails:\n" in shown.out and "\nPasses:\n" in shown.out
    data = json.loads(run_errgen("explain", name, "--json").out)["data"]
    assert data["contract_check"] == name and data["fails"] == check.fails


def test_the_index_lists_the_checks_and_a_near_miss_is_suggested() -> None:
    index = json.loads(run_errgen("explain", "--json").out)["data"]
    assert [c["check"] for c in index["contract_checks"]] == list(contract_checks())
    near = run_errgen("explain", "closed-lop")
    assert near.code != 0 and "did you mean closed-loop?" in near.err
