"""A code's backoff: the wait before the next attempt after `attempt` failed ones, in whole
milliseconds, as the three generated languages and `errgen recover` compute it.

`base` is the wait the error's envelope names (`retry_after_ms`: the catalogue's, or the
server's clamped to `retry_after_range`). A constant backoff waits it every time. An exponential
one doubles it after each failure past the first, up to `max_ms` (truncated exponential backoff,
Google Cloud's "Retry strategy": https://cloud.google.com/storage/docs/retry-strategy); with
jitter, each wait is drawn uniformly between half and all of it ("equal jitter", AWS
Architecture Blog, "Exponential Backoff And Jitter":
https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/). No wait is ever
below `base`, as stripe-python's `_sleep_time_seconds` never sleeps less than its initial delay
or the server's Retry-After (stripe/_http_client.py): the weakest caller, which sleeps the
envelope's one number, waits the least any caller waits.

Integers only, but for one product: the jitter's offset is floor(fraction * (width + 1)) of a
`fraction` in [0, 1), a double times an integer below 2**27, which IEEE 754 rounds the same in
Python, JavaScript and Go; a fraction outside [0, 1) or NaN is clamped, never trusted.
"""

from __future__ import annotations

import math


def backoff_ms(
    base: int,
    policy: str | None,
    max_ms: int | None,
    jitter: bool | None,
    attempt: int,
    fraction: float,
) -> int:
    """The wait before the next attempt after `attempt` failed ones (1 or more; fewer counts
    as 1), drawing jitter from `fraction` in [0, 1)."""
    wait = base
    if policy == "exponential" and max_ms is not None:
        for _ in range(attempt - 1):  # doubling stops at the cap: at most ~27 rounds
            if wait >= max_ms:
                break
            wait *= 2
        wait = max(base, min(wait, max_ms))
    if not jitter:
        return wait
    low = max(base, wait - wait // 2)
    return low + jitter_offset(wait - low, fraction)


def jitter_offset(width: int, fraction: float) -> int:
    """floor(fraction * (width + 1)), within 0..width: a fraction below 0 or NaN gives 0, one of
    1 or more gives width."""
    if not fraction >= 0.0:
        return 0
    if fraction >= 1.0:
        return width
    return min(width, math.floor(fraction * (width + 1)))


def duration_words(ms: int) -> str:
    """A wait as the docs say it: `500 ms`, `1 s`, `90 s`, `2 min`, `24 h`."""
    if ms % 1000:
        return f"{ms} ms"
    seconds = ms // 1000
    if seconds < 120 or seconds % 60:
        return f"{seconds} s"
    minutes = seconds // 60
    if minutes < 120 or minutes % 60:
        return f"{minutes} min"
    return f"{minutes // 60} h"
