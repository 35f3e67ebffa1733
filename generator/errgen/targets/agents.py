"""The agents target: the block a tool's AGENTS.md holds about its errors, small enough to keep
in a prompt. Each recovery step (retry after a wait, run a fix command, fix first, stop) is one
list item naming every code that takes it, so each code is stated once. Built into a file of
its own, or between the markers `<!-- errgen:begin -->` and `<!-- errgen:end -->` of a
hand-written AGENTS.md (errgen.building.splice), whose other bytes are kept as they are."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from errgen.model import Catalogue, ErrorSpec
from errgen.model.backoff import duration_words
from errgen.targets import RenderContext, Target, TargetFile
from errgen.targets.jinja import on_text, render_template
from errgen.targets.markdown_text import md_code, md_text

# the ladder's rungs in the order the block states them: the cheapest action first
_RANK = {"transient": 0, "correctable": 1, "terminal": 2}


def ladder_step(error: ErrorSpec) -> str:
    """What an agent does with `error`, as Markdown that follows its codes and a colon."""
    if error.retryable:
        wait = duration_words(error.retry_after_ms or 0)
        if error.retry_after_min_ms is not None:
            wait = f"the envelope's `retry_after_ms` (else {wait})"
        growth = ", doubling the wait each time" if error.backoff_policy == "exponential" else ""
        return f"retry unchanged after {wait}{growth}, at most {error.max_attempts} attempts in all"
    if error.fix_command:
        step = f"run {md_code(error.fix_command)}; if it exits 0, retry once"
    elif error.fix_required:
        fix = md_text(error.fix_required)
        step = f"fix first: {fix}{'' if fix.endswith('.') else '.'} If you cannot, stop"
    else:
        step = "stop: cannot be fixed here; report the error verbatim"
    if error.diagnose_command:  # a read-only look before acting, never a fix
        return (
            f"look with {md_code(error.diagnose_command)} first, then {step[0].lower()}{step[1:]}"
        )
    return step


@dataclass(frozen=True, slots=True)
class Step:
    """One rung of the ladder as the block states it, and the codes that take it."""

    words: str
    codes: tuple[str, ...]


def ladder_steps(catalogue: Catalogue) -> list[Step]:
    """Every code of the catalogue under its step, steps in the ladder's order (then the order
    of their first code in the catalogue), codes in the catalogue's order."""
    grouped: dict[str, list[ErrorSpec]] = {}
    for error in catalogue.errors:
        grouped.setdefault(ladder_step(error), []).append(error)
    ordered = sorted(grouped.items(), key=lambda item: _RANK[item[1][0].recovery])
    return [Step(words, tuple(e.code for e in errors)) for words, errors in ordered]


FILTERS: dict[str, Callable[..., str]] = {
    "md_code": on_text(md_code),
    "md_text": on_text(md_text),
}


def render_agents(catalogue: Catalogue, context: RenderContext | None = None) -> str:
    templates = context.templates if context else None
    return render_template(
        "errors.agents.md.jinja",
        FILTERS,
        templates,
        catalogue=catalogue,
        steps=ladder_steps(catalogue),
    )


TARGET = Target(
    name="agents",
    summary="the block of a tool's AGENTS.md about its errors: each code under its recovery "
    "step, spliced between errgen:begin and errgen:end markers of a hand-written file",
    files=(TargetFile("AGENTS.md", render_agents, splice=True),),
    filters=FILTERS,
)
