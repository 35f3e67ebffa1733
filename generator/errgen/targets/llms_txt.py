"""The llms-txt target: the agents block for a tool's llms.txt (llmstxt.org), which allows no
heading between its summary and its first H2 section, where the block goes: the same list of
codes under their recovery steps, headed in bold rather than by a heading, between the
errgen markers of the team's own llms.txt."""

from __future__ import annotations

from errgen.model import Catalogue
from errgen.targets import RenderContext, Target, TargetFile
from errgen.targets.agents import FILTERS, ladder_steps
from errgen.targets.jinja import render_template


def render_llms_txt(catalogue: Catalogue, context: RenderContext | None = None) -> str:
    templates = context.templates if context else None
    return render_template(
        "errors.llms.txt.jinja",
        FILTERS,
        templates,
        catalogue=catalogue,
        steps=ladder_steps(catalogue),
    )


TARGET = Target(
    name="llms-txt",
    summary="the agents block for a tool's llms.txt: each code under its recovery step, "
    "spliced between errgen:begin and errgen:end markers before its first H2 section",
    files=(TargetFile("llms.txt", render_llms_txt, splice=True),),
    filters=FILTERS,
)
