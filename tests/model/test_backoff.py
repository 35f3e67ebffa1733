"""A code's backoff (errgen.model.backoff), the arithmetic every language and errgen recover
share: the waits it gives, the bounds of its jitter, and what it makes of odd input."""

from __future__ import annotations

import math

import errgen
import pytest
from errgen.model.backoff import backoff_ms, duration_words, jitter_offset
from hypothesis import given
from hypothesis import strategies as st

from tests.conftest import ROOT


def test_constant_waits_the_same_every_time() -> None:
    assert [backoff_ms(5000, "constant", None, None, n, 0.5) for n in range(1, 6)] == [5000] * 5


def test_exponential_doubles_after_each_failure_up_to_its_cap() -> None:
    waits = [backoff_ms(1000, "exponential", 60_000, False, n, 0.0) for n in range(1, 10)]
    assert waits == [1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]


def test_a_wait_above_the_cap_is_waited_as_named() -> None:
    # a server's wait (already clamped to retry_after_range) past max_ms: never shortened
    assert backoff_ms(90_000, "exponential", 60_000, True, 1, 0.0) == 90_000
    assert backoff_ms(90_000, "exponential", 60_000, True, 7, 0.999) == 90_000


def test_equal_jitter_draws_between_half_and_all_of_the_wait() -> None:
    # AWS's equal jitter: d/2 + random(0, d/2); d = 8000 at the fourth attempt
    assert backoff_ms(1000, "exponential", 60_000, True, 4, 0.0) == 4000
    assert backoff_ms(1000, "exponential", 60_000, True, 4, 0.5) == 4000 + 2000
    assert backoff_ms(1000, "exponential", 60_000, True, 4, 1 - 2**-53) == 8000
    # the first wait is the envelope's own: jitter never goes below it
    assert {backoff_ms(1000, "exponential", 60_000, True, 1, f) for f in (0, 0.5, 0.99)} == {1000}


@given(
    base=st.integers(1, 86_400_000),
    cap=st.integers(1, 86_400_000),
    attempt=st.integers(-5, 10**9),
    fraction=st.floats(allow_nan=True, allow_infinity=True),
)
def test_every_wait_lies_within_its_bounds(
    base: int, cap: int, attempt: int, fraction: float
) -> None:
    plain = backoff_ms(base, "exponential", cap, False, attempt, fraction)
    jittered = backoff_ms(base, "exponential", cap, True, attempt, fraction)
    assert plain == max(base, min(cap, base * 2 ** max(0, min(attempt - 1, 40))))
    assert max(base, math.ceil(plain / 2)) <= jittered <= plain
    assert type(jittered) is int


@given(width=st.integers(0, 2**27), fraction=st.floats(0.0, 1.0, exclude_max=True))
def test_the_offset_of_a_fraction_is_floor_of_its_share(width: int, fraction: float) -> None:
    offset = jitter_offset(width, fraction)
    assert 0 <= offset <= width
    assert offset == min(width, math.floor(fraction * (width + 1)))


def test_a_fraction_outside_zero_to_one_is_clamped() -> None:
    assert [jitter_offset(10, f) for f in (math.nan, -0.5, -math.inf)] == [0, 0, 0]
    assert [jitter_offset(10, f) for f in (1.0, 7.5, math.inf)] == [10, 10, 10]


def test_an_attempt_below_one_counts_as_one_and_a_huge_one_is_cheap() -> None:
    assert backoff_ms(1000, "exponential", 60_000, False, 0, 0.0) == 1000
    assert backoff_ms(1000, "exponential", 60_000, False, -7, 0.0) == 1000
    assert backoff_ms(1, "exponential", 86_400_000, False, 10**18, 0.0) == 86_400_000


@pytest.mark.parametrize(
    ("ms", "words"),
    [
        *[(500, "500 ms"), (1500, "1500 ms"), (1000, "1 s"), (60_000, "60 s"), (90_000, "90 s")],
        *[(120_000, "2 min"), (3_600_000, "60 min"), (7_200_000, "2 h"), (86_400_000, "24 h")],
    ],
)
def test_durations_in_words(ms: int, words: str) -> None:
    assert duration_words(ms) == words


def test_the_model_resolves_a_backoff_for_every_retryable_code() -> None:
    catalogue = errgen.load(ROOT / "examples" / "payments" / "errors.yaml")
    errors = {error.code: error for error in catalogue.errors}
    limited, unavailable = errors["RATE_LIMITED"], errors["PROCESSOR_UNAVAILABLE"]
    assert (limited.backoff_policy, limited.backoff_max_ms, limited.backoff_jitter) == (
        "exponential",
        60_000,
        True,
    )
    assert unavailable.backoff_jitter is False
    assert limited.backoff_words == (
        "waits 2 s (or the wait the server named), then doubles after each failure up to 60 s, "
        "with jitter (each wait drawn between half and all of it, never below the wait the "
        "envelope names)"
    )
    assert unavailable.backoff_words == "waits 5 s, then doubles after each failure up to 30 s"
    guide = {e.code: e for e in errgen.load(ROOT / "examples" / "guide" / "errors.yaml").errors}
    constant = guide["RATE_LIMITED"]
    assert (constant.backoff_policy, constant.backoff_max_ms, constant.backoff_jitter) == (
        "constant",
        None,
        None,
    )
    assert constant.backoff_words is None
    assert constant.action.startswith("wait 5000 ms, then reissue the call unchanged")
    assert guide["CREDENTIALS_EXPIRED"].backoff_policy is None  # not retryable: no backoff
