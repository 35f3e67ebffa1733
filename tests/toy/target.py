"""A target made the way the README says to make one: this module, its template and one line of
errgen.targets.MODULES (the test adds that line). It writes `codes.txt`, a code a line."""

from __future__ import annotations

from errgen.model import Catalogue
from errgen.targets import Option, RenderContext, Target, TargetFile
from errgen.targets.jinja import render_template


def _upper(value: object) -> str:
    if type(value) is not str or not value.isascii() or not value.replace("_", "").isalnum():
        raise ValueError(f"not a code: {value!r}")
    return value.upper()


FILTERS = {"code": _upper}


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
