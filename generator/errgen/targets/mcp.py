"""The mcp target: the MCP face of the python target's module (`errors_mcp.py`), which turns
its errors into MCP tool results, gives a tool its outputSchema, wraps tool functions and reads
results back. Opt-in: built only when named, beside the python target's module it imports."""

from __future__ import annotations

import errgen.names as names
from errgen.model import Catalogue
from errgen.targets import Option, RenderContext, Target, TargetFile
from errgen.targets.jinja import render_template
from errgen.targets.python import FILTERS, is_module_name


def render_mcp_python(catalogue: Catalogue, context: RenderContext) -> str:
    module = names.identifier(context.options.get("module", "errors"))
    return render_template(
        "errors_mcp.py.jinja", FILTERS, context.templates, catalogue=catalogue, module=module
    )


TARGET = Target(
    name="mcp",
    summary="the MCP face of the python module: tool results, output schemas, a tool wrapper",
    files=(TargetFile("errors_mcp.py", render_mcp_python),),
    filters=FILTERS,
    options={
        "module": Option(
            "the python target's module this one imports (a Python identifier); " "default: errors",
            is_module_name,
        )
    },
)
