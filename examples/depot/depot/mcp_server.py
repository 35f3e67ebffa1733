"""depot as an MCP server over stdio (`python -m depot.mcp_server`): its operations and its
registry's commands as tools, each failure a tool result that carries the whole recovery ladder.

A tool's annotations come from the registry's effects (an operation, which the registry does not
list, from OPERATION_EFFECTS below); what is destructive or needs a person is not a tool.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from importlib.resources import files
from typing import Any

import anyio
import mcp_types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

from depot import errors, store
from depot.errors_mcp import mcp_output_schema, mcp_tool

# The effect of each operation exposed as a tool. `depot reset` is not one (the registry's
# `depot reset --hard` is destructive), nor `depot run`, which starts any program it is given.
OPERATION_EFFECTS = {"depot get": "read-only", "depot put": "idempotent"}

_KEY = {"type": "string", "description": "The key"}
_PAIR = {
    "type": "object",
    "properties": {"key": {"type": "string"}, "value": {"type": "string"}},
    "required": ["key", "value"],
}


def _get(key: str) -> dict[str, str]:
    return {"key": key, "value": store.get(key)}


def _put(key: str, value: str) -> dict[str, str]:
    store.put(key, value)
    return {"key": key, "value": value}


# operation -> (its function, its input schema's properties, its success schema)
_OPERATIONS: dict[str, tuple[Callable[..., Any], dict[str, Any], dict[str, Any]]] = {
    "depot get": (_get, {"key": _KEY}, _PAIR),
    "depot put": (_put, {"key": _KEY, "value": {"type": "string"}}, _PAIR),
}
# registry line -> what it runs, for each line that may be a tool
_COMMANDS: dict[str, Callable[[], Any]] = {
    "depot doctor": store.state,
    "depot auth refresh": store.refresh_token,
    "depot auth reauth": store.reauthenticate,
}


def _annotations(effect: str) -> types.ToolAnnotations:
    """The MCP hints of a registry effect (read-only or idempotent: never destructive here)."""
    return types.ToolAnnotations(
        read_only_hint=effect == "read-only",
        idempotent_hint=True,
        destructive_hint=False,
        open_world_hint=False,
    )


def _tool_name(line: str) -> str:
    return line.removeprefix("depot ").replace(" ", "_")


def _registry() -> list[dict[str, Any]]:
    catalogue = json.loads(files("depot").joinpath("catalog.json").read_text("utf-8"))
    commands: list[dict[str, Any]] = catalogue["tool"]["commands"]
    return commands


class Tool:
    """One tool: its listing, and the wrapped function that answers its calls."""

    def __init__(self, listing: types.Tool, function: Callable[..., Any]) -> None:
        self.listing = listing
        self.call = mcp_tool(function, listing.name)
        self.required: list[str] = listing.input_schema.get("required", [])


OutputSchema = Callable[..., dict[str, Any]]


def tools(output_schema: OutputSchema = mcp_output_schema) -> dict[str, Tool]:
    """depot's tools by name: its exposed operations, then its registry's safe lines, each
    with the outputSchema `output_schema(success, operation)` gives it."""
    out: dict[str, Tool] = {}
    registry = {command["line"]: command for command in _registry()}
    for operation, effect in OPERATION_EFFECTS.items():
        function, properties, success = _OPERATIONS[operation]
        listing = types.Tool(
            name=_tool_name(operation),
            description=operation,
            input_schema={"type": "object", "properties": properties, "required": [*properties]},
            output_schema=output_schema(success, operation),
            annotations=_annotations(effect),
        )
        out[listing.name] = Tool(listing, function)
    for line, command in registry.items():
        if command["effect"] == "destructive" or command["interactive"] or line not in _COMMANDS:
            continue
        listing = types.Tool(
            name=_tool_name(line),
            description=f"{line}: {command['description']}",
            input_schema={"type": "object", "properties": {}},
            output_schema=output_schema({"type": "object"}, None),
            annotations=_annotations(command["effect"]),
        )
        out[listing.name] = Tool(listing, _COMMANDS[line])
    return out


def server(output_schema: OutputSchema = mcp_output_schema) -> Server[Any]:
    """depot's MCP server, whose tools are tools(output_schema)."""
    known = tools(output_schema)

    async def list_tools(
        ctx: Any, params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return types.ListToolsResult(tools=[tool.listing for tool in known.values()])

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        arguments = dict(params.arguments or {})
        tool = known.get(params.name)
        if tool is None:
            problem = f"no tool {params.name}"
        else:
            missing = [name for name in tool.required if not isinstance(arguments.get(name), str)]
            problem = f"{params.name} needs {', '.join(missing)}" if missing else ""
        if tool is None or problem:
            result = await mcp_tool(_refused, params.name)(problem)
        else:
            result = await tool.call(**arguments)
        return types.CallToolResult.model_validate(result)

    return Server("depot", on_list_tools=list_tools, on_call_tool=call_tool)


def _refused(problem: str) -> None:
    raise errors.BadUsageError(problem=problem)


async def serve(output_schema: OutputSchema = mcp_output_schema) -> None:
    """Serve depot's tools on stdin and stdout until the client closes them."""
    async with stdio_server() as (read_stream, write_stream):
        app = server(output_schema)
        await app.run(read_stream, write_stream, app.create_initialization_options())


if __name__ == "__main__":
    anyio.run(serve)
