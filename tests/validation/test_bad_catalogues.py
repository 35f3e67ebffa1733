"""A folder of bad catalogues, each naming the rules and lines it must be reported at."""

from __future__ import annotations

import re
import time
import tracemalloc
from pathlib import Path

import pytest
from errgen.validation import check_bytes
from errgen.validation.registry import all_rules, severity_of

from tests.conftest import CASES, run_errgen

BAD = sorted((CASES / "bad").glob("*.yaml"))
EXPECT = re.compile(rb"^# expect: (\S+)@(\d+)$", re.M)


def expected(path: Path) -> set[tuple[str, int]]:
    return {(rule.decode(), int(line)) for rule, line in EXPECT.findall(path.read_bytes())}


def test_there_are_enough_cases() -> None:
    assert len(BAD) >= 80


@pytest.mark.parametrize("path", BAD, ids=[p.stem for p in BAD])
def test_reported_at_the_expected_rules_and_lines(path: Path) -> None:
    report = check_bytes(path.read_bytes(), path.name)
    assert expected(path), "a case names at least one expectation"
    # a notice (what errgen cannot judge) is on nearly every case's registry: each case
    # expects it only where it is what the case is about
    wanted = expected(path)
    noticed = {rule for rule, _ in wanted}
    found = {(d.rule, d.line) for d in report.diagnostics}
    assert {(r, n) for r, n in found if r in noticed or severity_of(r) != "info"} == wanted


@pytest.mark.parametrize("path", BAD, ids=[p.stem for p in BAD])
def test_cli_reports_without_traceback(path: Path) -> None:
    result = run_errgen("validate", str(path))
    assert "Traceback" not in result.out + result.err
    errors = any(all_rules()[rule].severity == "error" for rule, _ in expected(path))
    if errors:
        assert result.code == 2  # CATALOG_INVALID exits USAGE: correctable
        assert "error[CATALOG_INVALID]" in result.err
    else:
        assert result.code == 0
    for rule, line in expected(path):
        assert f":{line}:" in result.out and f"[{rule}]" in result.out


def test_every_rule_has_a_case_or_a_generated_test() -> None:
    covered = {rule for path in BAD for rule, _ in expected(path)}
    covered |= {"yaml-too-large", "yaml-string-too-long"}  # generated below: too big for a file
    covered |= {
        "include-path",
        "include-not-found",
        "include-not-catalogue",
        "include-cycle",
        "include-conflict",
    }  # test_include
    covered |= {"include-exit-unknown", "include-exit-class"}  # test_include_exits
    covered |= {"include-too-large"}  # test_safety_findings: hundreds of files
    covered |= {"http-status-missing", "problem-member-clash", "grpc-reason-length"}  # tests/validation/test_http.py
    assert set(all_rules()) <= covered


def _timed_check(data: bytes) -> tuple[list[str], float, int]:
    tracemalloc.start()
    started = time.perf_counter()
    report = check_bytes(data, "hostile.yaml")
    elapsed = time.perf_counter() - started
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return [d.rule for d in report.diagnostics], elapsed, peak


def test_file_too_large_is_refused_before_parsing() -> None:
    data = b"errgen: 1\nx: '" + b"a" * (17 * 1024 * 1024) + b"'\n"
    rules, _, _ = _timed_check(data)
    assert rules == ["yaml-too-large"]


def test_long_scalar_is_refused() -> None:
    data = b"errgen: 1\ntool: {name: tool}\nerrors: {}\nx: '" + b"a" * 70_000 + b"'\n"
    rules, _, _ = _timed_check(data)
    assert rules == ["yaml-string-too-long"]


@pytest.mark.parametrize(
    "data",
    [
        b"x: " + b"[" * 20_000 + b"]" * 20_000,
        b"".join(b"  " * i + b"a:\n" for i in range(2_000)),
        b"x: " + b"{a: " * 5_000 + b"b" + b"}" * 5_000,
    ],
    ids=["flow-sequences", "block-mappings", "flow-mappings"],
)
def test_deep_nesting_is_refused_quickly_in_bounded_memory(data: bytes) -> None:
    rules, _elapsed, peak = _timed_check(data)
    assert rules and rules[0] in ("yaml-too-deep", "yaml-syntax")
    assert peak < 20 * 1024 * 1024


def test_billion_laughs_does_not_expand() -> None:
    data = (CASES / "bad" / "yaml_billion_laughs.yaml").read_bytes()
    rules, _, peak = _timed_check(data)
    assert "yaml-alias" in rules
    assert rules.count("yaml-alias") <= 10
    assert peak < 5 * 1024 * 1024
