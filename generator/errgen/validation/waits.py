"""The rules of waiting: how long a retryable error asks its caller to wait, within which bounds
(a server's hint), and how the wait grows between attempts (a backoff)."""

from __future__ import annotations

from collections.abc import Iterator

import errgen.catalogue.patterns as patterns
from errgen.validation.view import Finding, View

HOUR_MS = 3_600_000  # the longest wait a catalogue may state without a server's range


def retry_after_missing(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        if entry.get("retryable") is True and "retry_after_ms" not in entry:
            yield Finding(
                "retry-after-missing",
                ("errors", code, "retryable"),
                f"{code} is retryable but says nothing of how long to wait",
                "add retry_after_ms: the milliseconds to wait before reissuing",
            )


def retry_after_without_retryable(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        if entry.get("retryable") is True:
            continue
        for field in ("retry_after_ms", "max_attempts", "retry_after_range", "backoff"):
            if field in entry:
                yield Finding(
                    "retry-after-without-retryable",
                    ("errors", code, field),
                    f"{code} has {field} but is not retryable",
                    f"remove {field}, or make the error retryable: true if the same call may succeed",
                    key=True,
                )


def retry_after_range(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        bounds = entry.get("retry_after_range")
        if entry.get("retryable") is not True:
            continue
        if not isinstance(bounds, dict):
            yield from _wait_over_an_hour(code, entry.get("retry_after_ms"))
            continue
        low, high, default = bounds.get("min_ms"), bounds.get("max_ms"), entry.get("retry_after_ms")
        if type(low) is not int or type(high) is not int:
            continue  # the schema's finding
        if low > high:
            yield Finding(
                "retry-after-range",
                ("errors", code, "retry_after_range"),
                f"{code}'s retry_after_range runs from {low} down to {high} ms",
                "write min_ms no larger than max_ms",
                key=True,
            )
        elif type(default) is int and not low <= default <= high:
            yield Finding(
                "retry-after-range",
                ("errors", code, "retry_after_ms"),
                f"{code} waits {default} ms when told nothing, outside its retry_after_range "
                f"({low} to {high} ms)",
                "make retry_after_ms, the wait when the server names none, one of the range",
            )


def _wait_over_an_hour(code: str, default: object) -> Iterator[Finding]:
    """A wait over an hour is a server's (a card's 24-hour retry limit): only a range that
    reaches it says so; without one, an hour is the most a catalogue may promise."""
    if type(default) is int and HOUR_MS < default <= patterns.maximum(patterns.RETRY_AFTER_MS):
        yield Finding(
            "retry-after-range",
            ("errors", code, "retry_after_ms"),
            f"{code} waits {default} ms, over an hour, with no retry_after_range that reaches it",
            f"declare retry_after_range with max_ms of at least {default} (at most a day), or "
            f"wait at most {HOUR_MS} ms",
        )


def backoff_policy(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        backoff = entry.get("backoff")
        if entry.get("retryable") is not True or not isinstance(backoff, dict):
            continue
        policy, cap = backoff.get("policy"), backoff.get("max_ms")
        wait = entry.get("retry_after_ms")
        where = ("errors", code, "backoff")
        if policy == "exponential" and "max_ms" not in backoff:
            yield Finding(
                "backoff-policy",
                (*where, "policy"),
                f"{code}'s exponential backoff has no max_ms: its wait would double without bound",
                "add max_ms: the longest wait, in ms (at most 86400000, a day)",
            )
        elif policy == "exponential" and type(cap) is int and type(wait) is int and cap <= wait:
            yield Finding(
                "backoff-policy",
                (*where, "max_ms"),
                f"{code}'s backoff stops growing at {cap} ms, no more than its retry_after_ms "
                f"({wait} ms): the wait could never grow",
                "make max_ms larger than retry_after_ms, or use policy: constant",
            )
        elif policy == "constant":
            for field, why in _CONSTANT_BACKOFF.items():
                if field in backoff and backoff[field] is not False:
                    yield Finding(
                        "backoff-policy",
                        (*where, field),
                        f"{code}'s constant backoff has {field}: {why}",
                        f"remove {field}, or use policy: exponential",
                        key=True,
                    )


# What a constant backoff makes of each field of an exponential one.
_CONSTANT_BACKOFF = {
    "max_ms": "a wait that never grows has no cap to reach",
    "jitter": "its every wait is retry_after_ms, and no wait goes below that: nothing to spread",
}
