"""depot's MCP server, tampered as its one argument says, for the contract's red team:
flip-retryable   an error's retryable is flipped in both channels
no-structured    an error result carries the text block only
success-only     every tool's outputSchema is its success schema alone
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

import anyio
import depot.mcp_server as server
from depot.errors_mcp import mcp_tool


def tampered(how: str) -> Callable[..., Any]:
    def wrap(function: Callable[..., Any], name: str) -> Callable[..., Any]:
        call = mcp_tool(function, name)

        async def answer(*args: Any, **arguments: Any) -> dict[str, Any]:
            result: dict[str, Any] = await call(*args, **arguments)
            if not result.get("isError"):
                return result
            if how == "no-structured":
                del result["structuredContent"]
            elif how == "flip-retryable":
                envelope = result["structuredContent"]
                envelope["error"]["retryable"] = not envelope["error"]["retryable"]
                summary = result["content"][0]["text"].split("\n")[0]
                result["content"][0]["text"] = summary + "\n" + json.dumps(envelope)
            return result

        return answer

    return wrap


if __name__ == "__main__":
    how = sys.argv[1]
    if how == "success-only":
        anyio.run(server.serve, lambda success, operation: success)
    else:
        server.mcp_tool = tampered(how)  # type: ignore[assignment]
        anyio.run(server.serve)
