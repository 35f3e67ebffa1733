"""Rules are data: every rule documents a failing and a passing example that really behave so."""

from __future__ import annotations

import re

import pytest
from errgen.validation import check_bytes
from errgen.validation.registry import all_rules

from tests.conftest import run_errgen

RULES = list(all_rules().values())
KEBAB = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*\Z")


@pytest.mark.parametrize("rule", RULES, ids=[r.id for r in RULES])
def test_rule_is_documented(rule) -> None:  # type: ignore[no-untyped-def]
    assert KEBAB.match(rule.id)
    assert rule.summary.endswith(".") and len(rule.explanation) > 40
    assert rule.severity in ("error", "warning", "info")


@pytest.mark.parametrize("rule", [r for r in RULES if r.bad], ids=[r.id for r in RULES if r.bad])
def test_bad_example_breaks_the_rule(rule) -> None:  # type: ignore[no-untyped-def]
    report = check_bytes(rule.bad.encode(), "bad.yaml", targets=rule.targets)
    assert rule.id in {d.rule for d in report.diagnostics}


@pytest.mark.parametrize("rule", [r for r in RULES if r.good], ids=[r.id for r in RULES if r.good])
def test_good_example_is_clean(rule) -> None:  # type: ignore[no-untyped-def]
    report = check_bytes(rule.good.encode(), "good.yaml", targets=rule.targets)
    # a notice says what errgen cannot judge: clean means none but on another rule's example
    said = [d for d in report.diagnostics if d.severity != "info" or d.rule == rule.id]
    assert said == []


def test_most_rules_have_examples() -> None:
    without = [r.id for r in RULES if not (r.bad and r.good)]
    # only what cannot be written as a short text file goes without examples
    assert set(without) <= {
        "yaml-encoding",
        "yaml-too-large",
        "yaml-string-too-long",
        "yaml-too-deep",
        "command-too-long",
        "include-not-found",
        "include-not-catalogue",
        "include-cycle",
        "include-conflict",
        "include-too-large",
        "include-exit-unknown",
        "include-exit-class",
    }


@pytest.mark.parametrize("rule", RULES, ids=[r.id for r in RULES])
def test_explain_prints_the_rule(rule) -> None:  # type: ignore[no-untyped-def]
    result = run_errgen("explain", rule.id)
    assert result.code == 0
    assert result.out.startswith(f"{rule.id} ({rule.severity}): {rule.summary}")
    assert ("Fails:" in result.out) == bool(rule.bad)
    assert ("Passes:" in result.out) == bool(rule.good)


def test_explain_json_and_unknown_topic() -> None:
    result = run_errgen("explain", "yaml-alias", "--json")
    envelope = result.envelope()
    assert envelope["ok"] is True and envelope["data"]["rule"] == "yaml-alias"
    missing = run_errgen("explain", "no-such-rule", "--json")
    assert missing.code == 3
    assert missing.envelope()["error"]["code"] == "TOPIC_NOT_FOUND"


def test_explain_without_topic_lists_every_rule() -> None:
    result = run_errgen("explain")
    assert all(rule.id in result.out for rule in RULES)


def test_explain_an_errgen_error_code() -> None:
    result = run_errgen("explain", "OUTPUT_STALE")
    assert result.code == 0
    assert "fix_command: errgen build" in result.out
