"""The mcp-go target: the MCP face of the go target's package (`mcp.go`, in the same package):
ToMCPResult and MCPOutputSchema give the bytes the Python and TypeScript faces give. Opt-in:
built only when named, beside the `errors.go` whose package it joins."""

from __future__ import annotations

from errgen.model import Catalogue
from errgen.names.go import go_package_name, is_go_package
from errgen.targets import Option, RenderContext, Target, TargetFile
from errgen.targets.go import GO_FILTERS
from errgen.targets.jinja import render_template


def render_mcp_go(catalogue: Catalogue, context: RenderContext) -> str:
    package = context.options.get("package") or go_package_name(catalogue.tool)
    codes = sorted(error.code for error in catalogue.errors)
    return render_template(
        "errors.mcp.go.jinja",
        GO_FILTERS,
        context.templates,
        catalogue=catalogue,
        package=package,
        codes=codes,
    )


TARGET = Target(
    name="mcp-go",
    summary="the MCP face of the go package: ToMCPResult and MCPOutputSchema, the same bytes",
    files=(TargetFile("mcp.go", render_mcp_go),),
    filters=GO_FILTERS,
    options={
        "package": Option(
            "the go target's package, which mcp.go joins (lower-case letters and digits); "
            "default: the tool's name plus errors",
            is_go_package,
        )
    },
)
