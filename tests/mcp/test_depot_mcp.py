"""depot's MCP server read by real clients: the Python SDK's in-memory client, a LangGraph
ToolNode (whose MCP adapters keep only the text), OpenTelemetry's in-memory exporter, and the
generated client side (from_mcp_result's trust rule, call_tool_with_recovery's calls)."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

mcp = pytest.importorskip("mcp")
import mcp_types as types  # noqa: E402
from depot import errors, mcp_server  # noqa: E402
from depot.errors_mcp import (  # noqa: E402
    call_tool_with_recovery,
    from_mcp_result,
    mcp_output_schema,
    mcp_tool,
)
from mcp import Client  # noqa: E402
from mcp.server.lowlevel import Server  # noqa: E402


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DEPOT_HOME", str(tmp_path))
    return tmp_path


def calls(*steps: tuple[str, dict[str, Any]]) -> list[types.CallToolResult]:
    """The results of each call, in order, made by the Python SDK's in-memory client."""

    async def run() -> list[types.CallToolResult]:
        async with Client(mcp_server.server()) as client:
            return [await client.call_tool(name, args) for name, args in steps]

    return asyncio.run(run())


def test_tools_are_the_safe_operations_and_registry_lines(home: Path) -> None:
    async def run() -> list[types.Tool]:
        async with Client(mcp_server.server()) as client:
            return (await client.list_tools()).tools

    listed = {tool.name: tool for tool in asyncio.run(run())}
    # depot reset (destructive), depot run (starts a program) and depot auth login (a person's)
    assert sorted(listed) == ["auth_reauth", "auth_refresh", "doctor", "get", "put"]
    assert listed["get"].annotations is not None and listed["get"].annotations.read_only_hint
    put = listed["put"].annotations
    assert put is not None and put.idempotent_hint and not put.read_only_hint
    assert not any(
        tool.annotations and tool.annotations.destructive_hint for tool in listed.values()
    )
    failure = listed["put"].output_schema["anyOf"][1]  # type: ignore[index]
    codes = failure["properties"]["error"]["properties"]["code"]["enum"]
    assert "PERMISSION_DENIED" in codes and "KEY_NOT_FOUND" not in codes  # put's own codes


def test_error_result_carries_the_ladder_in_both_channels(home: Path) -> None:
    expired, refreshed, put, got = calls(
        ("get", {"key": "a"}),
        ("auth_refresh", {}),
        ("put", {"key": "a", "value": "1"}),
        ("get", {"key": "a"}),
    )
    assert expired.is_error
    summary, envelope = expired.content[0].text.split("\n", 1)  # type: ignore[union-attr]
    assert summary.startswith("CREDENTIALS_EXPIRED: Access token expired at ")
    assert summary.endswith("| run `depot auth refresh`, then retry")
    assert json.loads(envelope) == expired.structured_content
    assert expired.structured_content["error"]["fix_command"] == "depot auth refresh"  # type: ignore[index]
    error = from_mcp_result(expired)
    assert isinstance(error, errors.CredentialsExpiredError)
    assert not refreshed.is_error and not put.is_error
    assert got.structured_content == {"key": "a", "value": "1"}
    assert from_mcp_result(got) is None


def test_from_mcp_result_keeps_the_catalogue_constants(home: Path) -> None:
    (expired,) = calls(("get", {"key": "a"}))
    wire = expired.model_dump(by_alias=True, mode="json", exclude_none=True)
    tampered = json.loads(json.dumps(wire))
    tampered["structuredContent"]["error"] |= {
        "retryable": True,
        "fix_command": "depot reset --hard",
    }
    text_only = {"isError": True, "content": [dict(wire["content"][0])]}  # a host dropped one
    text_only["content"][0]["text"] = (
        wire["content"][0]["text"]
        .replace('"retryable": false', '"retryable": true')
        .replace('"fix_command": "depot auth refresh"', '"fix_command": "depot reset --hard"')
    )
    for result in (tampered, text_only):
        error = from_mcp_result(result)
        assert isinstance(error, errors.CredentialsExpiredError)
        assert type(error).retryable is False
        assert type(error).fix_command == "depot auth refresh"
        assert error.to_dict()["fix_command"] == "depot auth refresh"
    unknown = {"isError": True, "structuredContent": {"error": {"code": "NOPE", "message": "x"}}}
    assert type(from_mcp_result(unknown)).recovery == "terminal"


class Counted:
    """A client session that counts the calls it passes on."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.made = 0

    async def call_tool(self, name: str, arguments: dict[str, Any]) -> types.CallToolResult:
        self.made += 1
        return await self.client.call_tool(name, arguments)


def test_recovery_retries_a_transient_code_and_returns_a_correctable_one(home: Path) -> None:
    answered: list[str] = []

    def flaky() -> dict[str, str]:  # STORE_LOCKED twice, then the value
        answered.append("call")
        if len(answered) < 3:
            raise errors.StoreLockedError(pid=42)
        return {"key": "a", "value": "1"}

    wrapped = mcp_tool(flaky)
    schema = mcp_output_schema({"type": "object"}, "depot get")

    async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
        tool = types.Tool(name="flaky", input_schema={"type": "object"}, output_schema=schema)
        return types.ListToolsResult(tools=[tool])

    async def call(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        return types.CallToolResult.model_validate(await wrapped())

    async def run() -> tuple[object, int, float, object, int]:
        flaky_server = Server("flaky", on_list_tools=list_tools, on_call_tool=call)
        async with Client(flaky_server) as client:
            session = Counted(client)
            started = time.monotonic()
            result = await call_tool_with_recovery(session, "flaky")
            elapsed = time.monotonic() - started
        async with Client(mcp_server.server()) as client:
            depot = Counted(client)
            error = await call_tool_with_recovery(depot, "get", {"key": "a"})
        return result, session.made, elapsed, error, depot.made

    result, made, elapsed, error, depot_made = asyncio.run(run())
    assert made == 3 and len(answered) == 3
    assert elapsed >= 2 * errors.StoreLockedError.retry_after_ms / 1000  # both waits honoured
    assert from_mcp_result(result) is None
    # a correctable code: one call, the error returned with its fix command, never run
    assert depot_made == 1
    assert isinstance(error, errors.CredentialsExpiredError)
    assert error.to_dict()["fix_command"] == "depot auth refresh"
    assert not (home / "token.json").exists()


@pytest.fixture(scope="module")
def spans() -> Iterator[Any]:
    exporting = pytest.importorskip("opentelemetry.sdk.trace.export.in_memory_span_exporter")
    from opentelemetry import trace
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor

    exporter = exporting.InMemorySpanExporter()
    provider = trace.get_tracer_provider()
    if not isinstance(provider, TracerProvider):
        provider = TracerProvider()
        trace.set_tracer_provider(provider)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    yield exporter
    exporter.shutdown()


def test_tool_span_carries_the_code_as_error_type(home: Path, spans: Any) -> None:
    spans.clear()
    calls(("get", {"key": "a"}), ("doctor", {}))
    finished = {span.name: span for span in spans.get_finished_spans()}
    assert finished["execute_tool get"].attributes["error.type"] == "CREDENTIALS_EXPIRED"
    assert "error.type" not in finished["execute_tool doctor"].attributes
    # the SDK's own span of the call says only that a tool failed: why the wrapper has its own
    assert finished["tools/call get"].attributes["error.type"] == "tool_error"


def test_langgraph_tool_node_carries_the_code_in_the_text(home: Path) -> None:
    """A ToolNode fed a hand-made tool call (no model): the tool calls depot as LangChain's MCP
    adapters do (structuredContent dropped on errors, langchain-mcp-adapters#619; the text
    raised as ToolException), and the node hands the error's text to the model as a
    ToolMessage with status "error". (ToolNode's default template would show its repr.)"""
    pytest.importorskip("langgraph")
    from langchain_core.messages import AIMessage
    from langchain_core.tools import StructuredTool, ToolException
    from langgraph.graph import END, START, MessagesState, StateGraph
    from langgraph.prebuilt import ToolNode

    async def get(key: str) -> str:
        async with Client(mcp_server.server()) as client:
            result = await client.call_tool("get", {"key": key})
        text = "\n".join(
            block.text for block in result.content if isinstance(block, types.TextContent)
        )
        if result.is_error:
            raise ToolException(text)
        return text

    def text_of(error: Exception) -> str:  # what the adapters put in the message
        return str(error)

    tool = StructuredTool.from_function(coroutine=get, name="get", description="depot get")
    graph = StateGraph(MessagesState)
    graph.add_node("tools", ToolNode([tool], handle_tool_errors=text_of))
    graph.add_edge(START, "tools")
    graph.add_edge("tools", END)
    call = {"name": "get", "args": {"key": "a"}, "id": "call-1", "type": "tool_call"}
    state = {"messages": [AIMessage(content="", tool_calls=[call])]}
    message = asyncio.run(graph.compile().ainvoke(state))["messages"][-1]
    assert message.status == "error"
    assert message.content.startswith("CREDENTIALS_EXPIRED: ")
    assert "run `depot auth refresh`, then retry" in message.content.split("\n")[0]
    error = from_mcp_result(
        {"isError": True, "content": [{"type": "text", "text": message.content}]}
    )
    assert isinstance(error, errors.CredentialsExpiredError)


def test_a_hostile_message_keeps_the_summary_one_line() -> None:
    from depot.errors_mcp import to_mcp_result

    result = to_mcp_result(errors.KeyNotFoundError(key="a\n\x1b[2Jb\u202e"))
    text = result["content"][0]["text"]  # type: ignore[index]
    summary, envelope = text.split("\n")  # the envelope's JSON is one line too
    assert json.loads(envelope) == result["structuredContent"]
    assert summary == (
        "KEY_NOT_FOUND: No key a\\x0a\\x1b[2Jb\\u202e in the store"
        " | fix first: Choose a key that exists, or put this one first, then reissue"
    )
    text_only = {"isError": True, "content": result["content"]}
    assert from_mcp_result(text_only).details == {"key": "a\\x0a\\x1b[2Jb\\u202e"}  # type: ignore[union-attr]
