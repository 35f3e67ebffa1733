"""Work counted, not timed: a guard against work that grows faster than its input, which no
loaded machine can fail and no fast one can pass by luck.

What is counted while some code runs: every call, by caller and callee (cProfile's counts,
C functions such as a regex's search or a str method included), and every line run in the
bodies of the rules' checks (a nested loop that calls nothing is seen there). The same code
runs on an input and on one twice its size; a linear run does at most twice the work of each
kind, a quadratic one four times. What it cannot see: the work inside one call of a C function
(a regex's backtracking on one long string) and a call-free loop outside a rule's own body;
make bench still times those (benchmarks/adversarial.py)."""

from __future__ import annotations

import cProfile
import sys
import types
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# A kind of work done at twice the input is flagged past this many times what it was at the
# input: linear is 2, n log n at these sizes below 2.5, quadratic 4.
GROWTH = 3.0
FLOOR = 500  # fewer calls or lines than this at twice the input are too few to judge


def _name(code: types.CodeType | str) -> str:
    """A function as a reader finds it: `validation/rules.py:12(check)`, `Token.__init__` for
    code made at run time (a dataclass's), a C function as cProfile names it."""
    if isinstance(code, str):  # a C function: `<method 'search' of 're.Pattern' objects>`
        return code
    if code.co_filename.startswith("<"):
        return code.co_qualname
    parts = Path(code.co_filename).parts
    short = "/".join(parts[parts.index("errgen") + 1 :] if "errgen" in parts else parts[-1:])
    return f"{short}:{code.co_firstlineno}({code.co_qualname})"


def _nested(code: types.CodeType) -> Iterator[types.CodeType]:
    """A function's code and that of the comprehensions, lambdas and functions inside it."""
    yield code
    for constant in code.co_consts:
        if isinstance(constant, types.CodeType):
            yield from _nested(constant)


def work_of(run: Callable[[], object], traced: Iterable[Callable[..., Any]] = ()) -> Counter[str]:
    """How many times each function called each other one while `run` ran (`caller -> callee`),
    and how many lines ran in the bodies of the `traced` functions (`lines of name`)."""
    bodies = {code for function in traced for code in _nested(function.__code__)}
    lines: Counter[types.CodeType] = Counter()

    def line(frame: types.FrameType, event: str, _arg: object) -> Any:
        if event == "line":
            lines[frame.f_code] += 1
        return line

    def call(frame: types.FrameType, _event: str, _arg: object) -> Any:
        return line if frame.f_code in bodies else None

    profile = cProfile.Profile()
    if bodies:
        sys.settrace(call)
    profile.enable()
    try:
        run()
    finally:
        profile.disable()
        sys.settrace(None)
    # by code object, summed under a name: two functions of one name (each dataclass's
    # generated __init__) add up, whatever order the profiler lists them in
    counts: Counter[str] = Counter()
    for code, count in lines.items():
        counts[f"lines of {_name(code)}"] += count
    for caller in profile.getstats():
        for callee in caller.calls or ():
            counts[f"{_name(caller.code)} -> {_name(callee.code)}"] += callee.callcount
    return counts


@dataclass(frozen=True)
class Growth:
    """One kind of work that grew faster than the input."""

    work: str
    before: int
    after: int

    def __str__(self) -> str:
        return f"{self.work}: {self.before} -> {self.after} for twice the input"


def faster_than_linear(once: Counter[str], twice: Counter[str]) -> list[Growth]:
    """The kinds of work that, for an input twice as large, grew past GROWTH times."""
    return sorted(
        (
            Growth(work, once[work], count)
            for work, count in twice.items()
            if count >= FLOOR and count > GROWTH * max(once[work], 1)
        ),
        key=lambda growth: -growth.after,
    )
