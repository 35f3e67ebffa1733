"""The registry is the one place of each rule: every rule a stage reports is registered, with the
severity it is reported at, and every rule's check reports that rule only."""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

import pytest
from errgen.validation import Report, check_bytes
from errgen.validation.registry import REGISTRY, RULES, Rule, all_prose
from errgen.validation.view import View

from tests.conftest import CASES, ROOT, run_errgen

PACKAGE = ROOT / "generator" / "errgen"
RULE_ID = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)+\Z")
CHECKED = [rule for rule in REGISTRY if rule.check is not None]


def _catalogues() -> list[tuple[str, Report]]:
    """What every stage reports on the rules' examples and the folders of bad catalogues."""
    found = []
    for rule in REGISTRY:
        for name, example in ((f"{rule.id}.bad", rule.bad), (f"{rule.id}.good", rule.good)):
            if example:
                found.append((name, check_bytes(example.encode(), name)))
    paths = [*sorted((CASES / "bad").glob("*.yaml")), *sorted((CASES / "include").glob("*.yaml"))]
    for path in [*paths, CASES / "hostile.yaml"]:
        found.append((path.name, check_bytes(path.read_bytes(), path.name, file=path)))
    return found


CATALOGUES = _catalogues()


def test_the_registry_and_rules_yaml_name_the_same_rules_in_the_same_order() -> None:
    assert list(all_prose()) == [rule.id for rule in REGISTRY]
    assert len(RULES) == len(REGISTRY)


@pytest.mark.parametrize("rule", CHECKED, ids=[r.id for r in CHECKED])
def test_a_check_is_named_after_its_rule(rule: Rule) -> None:
    assert rule.check is not None
    assert rule.check.__name__ == rule.id.replace("-", "_")


def test_a_rule_is_found_by_a_stage_or_a_check() -> None:
    with pytest.raises(ValueError, match="found by nothing"):
        Rule("no-such-rule")


def _emitted_ids(source: str) -> set[str]:
    """Rule ids in the ways the stages emit them: an argument of Finding, Diagnostic(.at),
    Problem, refuse or severity_of, a value assigned to `rule`, or the first item of a
    yielded tuple."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        values: list[ast.expr] = []
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name in ("Finding", "Problem", "Diagnostic", "refuse", "severity_of"):
                values = [*node.args, *(k.value for k in node.keywords)]
        elif isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "rule" for t in ast.walk(node.targets[0])
        ):
            values = [node.value]
        elif isinstance(node, ast.Yield) and isinstance(node.value, ast.Tuple):
            values = node.value.elts[:1]
        for value in values:
            for leaf in ast.walk(value):
                if isinstance(leaf, ast.Constant) and isinstance(leaf.value, str):
                    if RULE_ID.match(leaf.value):
                        found.add(leaf.value)
    return found


def test_every_rule_id_in_the_sources_is_registered() -> None:
    sources = [p for p in PACKAGE.rglob("*.py") if p.name != "registry.py"]
    emitted = set().union(*(_emitted_ids(p.read_text("utf-8")) for p in sources))
    assert emitted - set(RULES) == set()
    # and the scan sees every way of emitting one: no registered rule is emitted by nothing
    assert set(RULES) - emitted == set()


def test_every_rule_a_stage_reports_is_registered_with_its_severity() -> None:
    reported = {(d.rule, d.severity) for _, report in CATALOGUES for d in report.diagnostics}
    assert {rule for rule, _ in reported} <= set(RULES)
    wrong = {(rule, severity) for rule, severity in reported if RULES[rule].severity != severity}
    assert wrong == set()
    assert {severity for _, severity in reported} == {"error", "warning", "info"}


@pytest.mark.parametrize("rule", CHECKED, ids=[r.id for r in CHECKED])
def test_a_check_yields_its_own_rule_only(rule: Rule) -> None:
    assert rule.check is not None
    yielded = set()
    for _, report in CATALOGUES:
        if isinstance(report.data, dict):
            yielded |= {finding.rule for finding in rule.check(View.of(report.data))}
    assert yielded <= {rule.id}


@pytest.mark.parametrize(
    "rule", [r for r in CHECKED if r.bad], ids=[r.id for r in CHECKED if r.bad]
)
def test_the_bad_example_is_found_by_the_rules_own_check(rule: Rule) -> None:
    assert rule.check is not None and rule.bad is not None
    data = check_bytes(rule.bad.encode(), "bad.yaml").data
    assert isinstance(data, dict)
    assert rule.id in {finding.rule for finding in rule.check(View.of(data))}


# One rule of each stage whose failing example breaks that rule alone.
ONE_OF_EACH_STAGE = ["yaml-duplicate-key", "unknown-key", "include-path", "exit-unknown"]


@pytest.mark.parametrize("rule_id", ONE_OF_EACH_STAGE)
def test_a_rule_registered_as_a_warning_is_reported_as_one(
    rule_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rule = RULES[rule_id]
    assert rule.bad is not None and rule.severity == "error"
    monkeypatch.setitem(RULES, rule_id, dataclasses.replace(rule, severity="warning"))
    path = tmp_path / "errors.yaml"
    path.write_text(rule.bad, "utf-8")
    report = check_bytes(rule.bad.encode(), "errors.yaml", file=path)
    assert {(d.rule, d.severity) for d in report.diagnostics} == {(rule_id, "warning")}
    assert not report.failed() and report.failed(strict=True)
    assert run_errgen("validate", str(path)).code == 0
    strict = run_errgen("validate", str(path), "--strict")
    assert strict.code == 2 and f"warning[{rule_id}]" in strict.out


def test_a_warning_registered_as_an_error_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rule = RULES["prose-only-recovery"]
    assert rule.bad is not None and rule.severity == "warning"
    path = tmp_path / "errors.yaml"
    path.write_text(rule.bad, "utf-8")
    assert run_errgen("validate", str(path)).code == 0
    monkeypatch.setitem(RULES, rule.id, dataclasses.replace(rule, severity="error"))
    result = run_errgen("validate", str(path))
    assert result.code == 2 and f"error[{rule.id}]" in result.out
