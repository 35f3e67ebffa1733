"""A code's backoff in the three languages: the same whole number of milliseconds from Python's
`backoff_ms`, TypeScript's `backoffMs` and Go's `BackoffMs` for the same error, attempt and
fraction, equal to errgen.model.backoff's (the one errgen recover waits by), and the per-code
constants each language carries."""

from __future__ import annotations

import json
import math
import random
import re
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from errgen.model.backoff import backoff_ms

from tests.conftest import ROOT
from tests.polyglot import (
    BACKOFF_CASES,
    GOLDEN,
    TS_MAKE,
    compile_ts,
    go_error,
    go_module,
    go_value,
    need_go,
    need_typescript,
    python_error,
    run,
    tagged,
)
from tests.targets.test_python_generated import load_module

NAMES = sorted({name for name, *_ in BACKOFF_CASES})


def modules() -> dict[str, ModuleType]:
    return {name: load_module(GOLDEN / name / "errors.py", f"backoff_{name}") for name in NAMES}


def python_waits() -> list[str]:
    """Each case's wait as the python target's module gives it ("-": none, not retryable)."""
    loaded = modules()
    out = []
    for name, code, args, attempt, fraction in BACKOFF_CASES:
        wait = python_error(loaded[name], code, args).backoff_ms(attempt, fraction)
        out.append("-" if wait is None else str(wait))
    return out


def test_python_agrees_with_the_arithmetic_errgen_recover_waits_by() -> None:
    loaded = modules()
    for (name, code, args, attempt, fraction), shown in zip(
        BACKOFF_CASES, python_waits(), strict=True
    ):
        error = python_error(loaded[name], code, args)
        cls = type(error)
        if not cls.retryable:
            assert shown == "-"
            continue
        policy, cap, jitter = cls.backoff_policy, cls.backoff_max_ms, cls.backoff_jitter
        expected = backoff_ms(error.wait_ms, policy, cap, jitter, attempt, fraction)
        assert shown == str(expected), (code, args, attempt, fraction)
        assert expected >= error.wait_ms  # never below the wait the envelope names


def test_python_constants_and_its_own_draw() -> None:
    pay = modules()["payments"]
    limited = pay.ERRORS["RATE_LIMITED"]
    assert (limited.backoff_policy, limited.backoff_max_ms, limited.backoff_jitter) == (
        "exponential",
        60_000,
        True,
    )
    error = limited(request_id="r", reset_after_s=1)
    drawn = {error.backoff_ms(4) for _ in range(200)}  # random.random() when no fraction
    assert drawn <= set(range(8000, 16001)) and len(drawn) > 1  # 2 s doubled thrice: 16 s
    with pytest.raises(TypeError):
        error.backoff_ms(2.0)  # type: ignore[arg-type]
    with pytest.raises(AttributeError):
        error.backoff_max_ms = 1  # a constant of the class, as every recovery field
    declined = pay.ERRORS["CARD_DECLINED"](decline_code="d", request_id="r", livemode=False)
    assert declined.backoff_ms(1) is None and declined.backoff_policy is None


TS_SCRIPT = (
    """
import { readFileSync } from "node:fs";
import * as guide from "./guide.js";
import * as payments from "./payments.js";
const modules = { guide, payments };
const cases = JSON.parse(readFileSync(process.argv[2], "utf8"));
"""
    + TS_MAKE
    + """
for (const [name, code, args, attempt, fraction] of cases) {
  const wait = make(modules[name], code, args).backoffMs(attempt, value(fraction));
  console.log(wait === undefined ? "-" : String(wait));
}
"""
)


@pytest.mark.slow
def test_typescript_gives_the_same_waits(tmp_path: Path) -> None:
    need_typescript()
    for name in NAMES:
        (tmp_path / f"{name}.ts").write_bytes((GOLDEN / name / "errors.ts").read_bytes())
    compile_ts(tmp_path, *(f"{name}.ts" for name in NAMES))
    (tmp_path / "out" / "cases.mjs").write_text(TS_SCRIPT)
    cases = [
        [name, code, {k: tagged(v) for k, v in args.items()}, attempt, tagged(fraction)]
        for name, code, args, attempt, fraction in BACKOFF_CASES
    ]
    (tmp_path / "cases.json").write_text(json.dumps(cases))
    done = run(["node", "out/cases.mjs", "cases.json"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == python_waits()


def _go_program() -> str:
    loaded = modules()
    calls = []
    for name, code, args, attempt, fraction in BACKOFF_CASES:
        made = go_error(loaded[name], code, args).replace("m.", f"{name}.", 1)
        calls.append(f"\t\t{{{made}, {attempt}, {go_value(float(fraction))}}},\n")
    imports = "".join(f'\t{name} "errgen.test/m/{name}"\n' for name in NAMES)
    return (
        f'package main\n\nimport (\n\t"fmt"\n\t"math"\n\n{imports})\n\nvar _ = math.Pi\n\n'
        "type backoff interface{ BackoffMs(attempt int, fraction float64) int }\n\n"
        "func main() {\n\tfor _, c := range []struct {\n\t\terror backoff\n\t\tattempt int\n"
        f"\t\tfraction float64\n\t}}{{\n{''.join(calls)}\t}} {{\n"
        "\t\tif wait := c.error.BackoffMs(c.attempt, c.fraction); wait > 0 {\n"
        "\t\t\tfmt.Println(wait)\n\t\t} else {\n\t\t\tfmt.Println(\"-\")\n\t\t}\n\t}\n}\n"
    )


@pytest.mark.slow
def test_go_gives_the_same_waits(tmp_path: Path) -> None:
    go = need_go()
    go_module(tmp_path, {name: (GOLDEN / name / "errors.go").read_bytes() for name in NAMES})
    (tmp_path / "cmd").mkdir()
    (tmp_path / "cmd" / "main.go").write_text(_go_program())
    done = run([go, "run", "./cmd"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == python_waits()


def test_the_cases_cover_each_policy_the_clamps_and_odd_fractions() -> None:
    waits = set(python_waits())
    assert "-" in waits  # not retryable
    assert "86400000" in waits  # a server's 10**12 ms, clamped to its range, above the cap
    assert {"1000", "2000", "60000", "30000", "5000"} <= waits
    fractions = {f for *_, f in BACKOFF_CASES}
    assert any(math.isnan(f) for f in fractions) and math.inf in fractions


def test_the_readme_caller_loop_waits_by_the_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    readme = (ROOT / "docs" / "backoff.md").read_text("utf-8")
    example = re.search(r"<!-- backoff-example -->\n```python\n(.*?)```", readme, re.S)
    assert example, "docs/backoff.md's backoff example is marked <!-- backoff-example -->"
    pay = modules()["payments"]
    monkeypatch.setitem(sys.modules, "errors", pay)
    slept: list[float] = []
    monkeypatch.setattr(time, "sleep", slept.append)
    monkeypatch.setattr(random, "random", lambda: 0.0)  # the lowest draw of every jitter
    namespace: dict[str, Any] = {}
    exec(example.group(1), namespace)  # docs/backoff.md's own words, run
    failures = iter(range(3))

    def call() -> str:
        if next(failures, None) is not None:
            raise pay.ERRORS["RATE_LIMITED"](request_id="r", reset_after_s=1)
        return "done"

    assert namespace["call_with_backoff"](call) == "done"
    assert slept == [2.0, 2.0, 4.0]  # 2 s, then half of 4 s and of 8 s: never below 2 s
    with pytest.raises(pay.PayError):  # gives up after max_attempts (5) in all
        namespace["call_with_backoff"](lambda: _busy(pay))
    assert len(slept) == 3 + 4


def _busy(pay: ModuleType) -> str:
    raise pay.ERRORS["RATE_LIMITED"](request_id="r", reset_after_s=1)


@pytest.mark.slow  # mypy on docs/backoff.md's example
def test_the_readme_backoff_example_passes_mypy_strict(tmp_path: Path) -> None:
    import subprocess

    readme = (ROOT / "docs" / "backoff.md").read_text("utf-8")
    example = re.search(r"<!-- backoff-example -->\n```python\n(.*?)```", readme, re.S)
    assert example
    for suffix in (".py", ".pyi"):
        (tmp_path / f"errors{suffix}").write_bytes((GOLDEN / "payments" / f"errors{suffix}").read_bytes())
    (tmp_path / "example.py").write_text(example.group(1))
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "example.py"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout
