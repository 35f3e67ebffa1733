"""Checking grows linearly with the catalogue: 8 times the errors, about 8 times the time.
Once a membership test in a list made one rule quadratic; the ratio of two sizes, timed in one
run, catches that where seconds would only measure the machine."""

from __future__ import annotations

import subprocess
import sys
import time

from errgen.check import check_bytes

from tests.conftest import CORPUS


def _synthetic(size: int) -> bytes:
    done = subprocess.run(
        [sys.executable, str(CORPUS / "synthetic.py"), str(size)], check=True, capture_output=True
    )
    return done.stdout


def _seconds(data: bytes) -> float:
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        report = check_bytes(data, "synthetic.yaml")
        best = min(best, time.perf_counter() - started)
        assert not report.failed()
    return best


def test_checking_eight_times_the_errors_takes_about_eight_times_as_long() -> None:
    small, large = _synthetic(1_000), _synthetic(8_000)
    growth = _seconds(large) / _seconds(small)
    # measured here: 7.3 linear; 14.8 with one quadratic rule among the linear ones (a rule's
    # cost at these sizes is small beside loading, so quadratic shows as ~2 x, not 64 x)
    assert growth < 11, f"{growth:.1f} x for 8 x the errors (linear ~7)"
