"""Adversarial inputs at errgen's bounds, each timed against a clean input of the same size in
the same process: every check linear or bounded (issue 13 #8, issue 21). These were timed tests
in make test; a ratio of timings fails on a loaded machine, not on a slow rule, so make bench
prints them for a reviewer, with the bound each has, as it prints the growth of a check; make
test counts the work they cause instead, at two sizes (tests/work_counts.py)."""

from __future__ import annotations

import json
import subprocess
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from errgen.catalogue.files import MAX_FILE_BYTES

SIZE = MAX_FILE_BYTES * 9 // 10
FIX = {"message": "m", "retryable": False, "fix_required": "f", "exit": "USAGE"}


def clean_file(size: int) -> bytes:
    """Ordinary errors, each fixed by its own registered command: the yardstick."""
    commands, errors = {}, {}
    while len(errors) % 100 or 500 * len(errors) < size:
        line = f"tool fix number-{len(errors)} --mode=safe"
        commands[line] = {"effect": "idempotent"}
        errors[f"FAILED_{len(errors)}"] = FIX | {"message": "x" * 150, "fix_command": line}
    return json.dumps(
        {"errgen": 1, "tool": {"name": "tool", "commands": commands}, "errors": errors}
    ).encode()


def placeholder_keys(size: int) -> bytes:
    """Registry keys of 64K characters of `%(`: each a nested scan for the placeholder regexes."""
    lines = ["errgen: 1", "tool:", "  name: tool", "  commands:"]
    for i in range(size // 65_010):
        lines += [f"    ? {('tool ' + '%(' * 32_500)[:65_000]}{i}", "    : {effect: idempotent}"]
    return ("\n".join([*lines, "errors: {}"]) + "\n").encode()


def near_misses(size: int) -> bytes:
    """As many near-miss unregistered fix commands as fit, each close to every registered line."""
    stem = ("tool " + "a " * 97)[:190]
    count = size // 520
    commands = {f"{stem}{i:05d}": {"effect": "idempotent"} for i in range(count)}
    errors = {f"E{i}": FIX | {"fix_command": f"{stem}{i:05d}x"} for i in range(count)}
    return json.dumps(
        {"errgen": 1, "tool": {"name": "tool", "commands": commands}, "errors": errors}
    ).encode()


def prose_quoting_lines(size: int) -> bytes:
    """Prose full of the program's name, searched for any of many registered lines."""
    stem = ("tool " * 39)[:195]
    count = size // 1_300
    commands = {f"{stem}{i:04d}": {"effect": "idempotent"} for i in range(count)}
    errors = {f"E{i}": FIX | {"fix_required": ("tool " * 200)[:999]} for i in range(count)}
    return json.dumps(
        {"errgen": 1, "tool": {"name": "tool", "commands": commands}, "errors": errors}
    ).encode()


HOSTILE_FILES: dict[str, Callable[[int], bytes]] = {
    "registry keys of `%(`": placeholder_keys,
    "near-miss fix commands": near_misses,
    "prose quoting registered lines": prose_quoting_lines,
}

# Descriptions at the 20,000-character bound, each a Markdown delimiter at every character.
DESCRIPTIONS = [
    "`" * 20_000,
    "`a" * 10_000,
    "``a`" * 5_000,
    "[" * 20_000,
    "*_" * 10_000,
    "[a](" * 5_000,
    "<a " * 6_666,
    "\\`" * 10_000,
    "![" * 10_000,
    "**a" * 6_666,
]
# A clean description that uses the Markdown it may: emphasis, code and a link in every line.
CLEAN = "See *this* and **that**, run `tool doctor`, then read [the guide](https://example.com/g). "


def described(description: str, count: int = 20) -> str:
    """A catalogue of `count` errors, each with `description`."""
    lines = ["errgen: 1", "tool: {name: tool}", "errors:"]
    for index in range(count):
        lines += [
            f"  E{index}:",
            "    message: Failed",
            "    retryable: false",
            "    exit: FAILURE",
            "    description: |-",
            f"      {description}",
        ]
    return "\n".join(lines) + "\n"


def check_seconds(data: bytes) -> float:
    from errgen.validation import check_bytes

    started = time.perf_counter()
    check_bytes(data, "big.yaml")
    return time.perf_counter() - started


def markdown_seconds(errgen: Sequence[str], work: Path, description: str) -> float:
    """The best of two `build -t markdown` processes of a catalogue with `description`."""
    path = work / "described.yaml"
    path.write_text(described(description), "utf-8")
    best = float("inf")
    for _ in range(2):
        started = time.perf_counter()
        argv = [*errgen, "build", str(path), "--out", str(work / "md"), "-t", "markdown"]
        subprocess.run([*argv, "--no-cache"], check=True, capture_output=True)
        best = min(best, time.perf_counter() - started)
    return best


def adversarial_lines(errgen: Sequence[str], work: Path) -> list[str]:
    """A line per hostile input: its time as a ratio to the clean input's, and its bound."""
    lines = ["\nadversarial inputs at the bounds (a ratio to a clean input of the same size)"]
    clean = check_seconds(clean_file(SIZE))
    for label, make in HOSTILE_FILES.items():
        ratio = check_seconds(make(SIZE)) / clean
        met = "met" if ratio < 10 else "NOT met"  # before the bounds these took 24-160 s
        lines.append(
            f"  check, {SIZE / 1e6:.1f} MB of {label:<32} {ratio:6.2f} x clean  "
            f"goal < 10  {met}"
        )
    work.mkdir(parents=True, exist_ok=True)
    for description in DESCRIPTIONS:
        plain = (CLEAN * (len(description) // len(CLEAN) + 1))[: len(description)]
        ratio = markdown_seconds(errgen, work, description) / markdown_seconds(errgen, work, plain)
        met = "met" if ratio < 25 else "NOT met"  # quadratic costs thousands
        lines.append(
            f"  build -t markdown, 20 x {description[:6]!r:<10} {ratio:6.2f} x clean  "
            f"goal < 25  {met}"
        )
    return lines
