"""A target made the way the README says to make one: this module, its template, its naming
module (naming.py) and one line of errgen.targets.MODULES (the test adds that line). It writes
`codes.txt`, a code a line."""

from __future__ import annotations

from errgen.model import Catalogue
from errgen.targets import Option, RenderContext, Target, TargetFile
from errgen.targets.jinja import render_template

from tests.toy.naming import toy_code

FILTERS = {"code": toy_code}


def render_codes(catalogue: Catalogue, context: RenderContext) -> str:
    heading = context.options.get("heading", "codes")
    return render_template(
        "codes.txt.jinja", FILTERS, context.templates, catalogue=catalogue, heading=heading
    )


TARGET = Target(
    name="toy",
    summary="every code, one a line",
    files=(TargetFile("codes.txt", render_codes),),
    filters=FILTERS,
    options={"heading": Option("the first line", str.isidentifier)},
)
