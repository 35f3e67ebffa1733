"""Every check's work grows linearly with the catalogue, counted rather than timed
(tests/work_counts.py): on the hostile catalogues of make bench's adversarial lines
(benchmarks/adversarial.py) at two sizes, no function calls another, and no rule runs a line,
more than GROWTH times as often for twice the input. A quadratic rule made here fails it."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator

import pytest
from errgen.validation import check_bytes, registry
from errgen.validation.view import Finding, View, string_of

from benchmarks.adversarial import HOSTILE_FILES, clean_file
from tests.work_counts import faster_than_linear, work_of

# Each catalogue's size in bytes, the smaller of the two: 100 errors (clean), 70 near misses
# (past the 64 lookups that bound the hints' work), 50 errors of prose, 4 keys of 65,000
# characters.
CATALOGUES: dict[str, tuple[Callable[[int], bytes], int]] = {
    "clean": (clean_file, 50_000),
    "near-miss fix commands": (HOSTILE_FILES["near-miss fix commands"], 70 * 520),
    "prose quoting registered lines": (HOSTILE_FILES["prose quoting registered lines"], 50 * 1300),
    "registry keys of `%(`": (HOSTILE_FILES["registry keys of `%(`"], 4 * 65_010),
}


def plain(size: int) -> bytes:
    """A catalogue of `size` // 100 errors without commands: little work but the rules'."""
    errors = "".join(
        f"  E{index}: {{message: Failed {index}, retryable: false, exit: FAILURE}}\n"
        for index in range(size // 100)
    )
    return f"errgen: 1\ntool: {{name: tool}}\nerrors:\n{errors}".encode()


def checks() -> list[Callable[[View], Iterator[Finding]]]:
    return [rule.check for rule in registry.REGISTRY if rule.check is not None]


def growth(make: Callable[[int], bytes], size: int) -> list[str]:
    """What grew faster than linearly from a catalogue of `size` bytes to one of twice that."""
    once, twice = make(size), make(2 * size)
    counted = [
        work_of(lambda data=data: check_bytes(data, "big.yaml"), checks()) for data in (once, twice)
    ]
    return [str(found) for found in faster_than_linear(*counted)]


@pytest.mark.parametrize("name", CATALOGUES)
def test_every_check_is_linear_on_a_hostile_catalogue(name: str) -> None:
    make, size = CATALOGUES[name]
    assert growth(make, size) == []


def quadratic_by_calls(view: View) -> Iterator[Finding]:
    """Each error's message compared with every other's through a helper: n^2 calls."""
    for code, entry in view.errors:
        for other, again in view.errors:
            if other != code and string_of(entry, "message") == string_of(again, "message") == "":
                yield Finding("tag-undeclared", ("errors", code), "never", "never")


def quadratic_by_lines(view: View) -> Iterator[Finding]:
    """The same comparison with nothing but subscripts: n^2 lines of the rule, no call."""
    for code, entry in view.errors:
        for other, again in view.errors:
            if other != code and entry["message"] is again["message"] is None:
                yield Finding("tag-undeclared", ("errors", code), "never", "never")


@pytest.mark.parametrize("rule", [quadratic_by_calls, quadratic_by_lines])
def test_a_quadratic_rule_fails_the_guard(
    rule: Callable[[View], Iterator[Finding]], monkeypatch: pytest.MonkeyPatch
) -> None:
    swapped = tuple(
        dataclasses.replace(entry, check=rule) if entry.id == "tag-undeclared" else entry
        for entry in registry.REGISTRY
    )
    monkeypatch.setattr(registry, "REGISTRY", swapped)
    found = growth(plain, 6_000)  # 60 errors, then 120
    assert any(rule.__name__ in line for line in found), found


def test_without_its_bound_the_near_miss_hint_fails_the_guard(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # a hint for every unregistered fix command, each against every registered line: n^2
    from errgen.validation import fix_commands

    monkeypatch.setattr(fix_commands._NearMisses, "LOOKUPS", 1_000_000)
    found = growth(*CATALOGUES["near-miss fix commands"])
    assert any("fix_commands.py" in line for line in found), found
