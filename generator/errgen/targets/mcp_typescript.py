"""The mcp-typescript target: the MCP face of the typescript target's module (`errors.mcp.ts`),
the same tool results, output schemas, wrapper and readers as the mcp target's Python, with the
same bytes. Opt-in: built only when named, beside the `errors.ts` it imports."""

from __future__ import annotations

from errgen.model import Catalogue
from errgen.targets import RenderContext, Target, TargetFile
from errgen.targets.jinja import render_template
from errgen.targets.typescript import TS_FILTERS


def render_mcp_typescript(catalogue: Catalogue, context: RenderContext) -> str:
    return render_template(
        "errors.mcp.ts.jinja", TS_FILTERS, context.templates, catalogue=catalogue
    )


TARGET = Target(
    name="mcp-typescript",
    summary="the MCP face of the typescript module: tool results, output schemas, a tool wrapper",
    files=(TargetFile("errors.mcp.ts", render_mcp_typescript),),
    filters=TS_FILTERS,
)
