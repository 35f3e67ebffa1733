"""A tool call over MCP's stdio transport, with the standard library only: start the server,
initialize -> notifications/initialized -> tools/list -> tools/call, then close its stdin.

Messages are JSON-RPC 2.0, one a line, never with an embedded newline (the spec's stdio
transport: modelcontextprotocol.io/specification/draft/basic/transports/stdio); the handshake
and shutdown (close stdin, then end the process) follow its lifecycle
(modelcontextprotocol.io/specification/2025-06-18/basic/lifecycle). Every wait is bounded by
one deadline: a server that never answers costs the scenario's timeout_s, not a hang."""

from __future__ import annotations

import contextlib
import json
import queue
import subprocess
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import IO, Any

import errgen.generated.errors as errors
from errgen.child import parse_envelope
from errgen.contract.processes import OutputReader, kill_group, kill_strays, running_in
from errgen.contract.sandbox import Ran, Sandbox
from errgen.contract.scenarios import McpCall

# the first revision whose tool results carry structuredContent and tools an outputSchema
PROTOCOL_VERSION = "2025-06-18"
MAX_LINE = 1 << 20  # one message's bytes: a longer line is the server's fault, not a wait
EXIT_GRACE_S = 1.0  # after stdin closes, how long the server has to exit on its own


@dataclass(frozen=True)
class ToolCall:
    """What a tools/call answered: the result, the tool's listing (its outputSchema), and the
    envelope each channel carries."""

    result: Mapping[str, Any]
    listing: Mapping[str, Any] | None
    structured: dict[str, Any] | None  # structuredContent, when an object
    text: str  # content[0].text, when a text block
    operation: str | None = None  # the catalogue's operation the tool is, where declared
    stderr: str = field(default="", repr=False)

    @property
    def is_error(self) -> bool:
        return self.result.get("isError") is True

    @property
    def text_envelope(self) -> dict[str, Any] | None:
        """The envelope of the text block (the summary line, then the JSON), as a host that
        shows only the text hands it on."""
        return parse_envelope(self.text) if self.text else None

    @property
    def envelope(self) -> dict[str, Any] | None:
        """structuredContent, else the text's envelope: whichever channel a host kept."""
        return self.structured if self.structured is not None else self.text_envelope


def call_in(
    sandbox: Sandbox, call: McpCall, step: str, timeout_s: float, operation: str | None
) -> Ran:
    """The tool call run in the sandbox as a command is (its HOME, folder and environment, the
    same timeout, what it detached killed after), as a Ran: exit 1 for an isError result, 0
    otherwise; the envelope only of an error (a success's structuredContent is its data)."""
    argv = sandbox.contract.argv(call.server, sandbox.folder)
    earlier = frozenset(running_in(sandbox.folder))
    started = time.monotonic()
    try:
        answer = call_tool(
            argv,
            sandbox.env,
            str(sandbox.folder),
            call.tool,
            call.arguments,
            timeout_s,
            call.server,
        )
    except NoAnswer as exc:  # what the server said on stderr shows why, in the transcript
        duration = int((time.monotonic() - started) * 1000)
        return Ran(step, tuple(argv), 127, "", exc.stderr, None, duration, str(exc))
    finally:
        kill_strays(sandbox.folder, spare=earlier)
    duration = int((time.monotonic() - started) * 1000)
    answer = replace(answer, operation=operation)
    envelope = answer.envelope if answer.is_error else None
    exit_code = 1 if answer.is_error else 0
    return Ran(
        step, tuple(argv), exit_code, answer.text, answer.stderr, envelope, duration, mcp=answer
    )


class NoAnswer(Exception):
    """The server did not start, or did not answer a request in time or in form."""

    stderr = ""  # what it printed there before errgen gave up


class _Session:
    def __init__(self, child: subprocess.Popen[bytes], deadline: float, server: str) -> None:
        self.child = child
        self.deadline = deadline
        self.server = server
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        self.next_id = 0
        assert child.stdout is not None
        threading.Thread(target=self._read, args=(child.stdout,), daemon=True).start()

    def _read(self, pipe: IO[bytes]) -> None:
        with contextlib.suppress(OSError, ValueError):
            while line := pipe.readline(MAX_LINE + 1):
                self.lines.put(line)
        self.lines.put(None)

    def send(self, message: dict[str, Any]) -> None:
        assert self.child.stdin is not None
        data = json.dumps({"jsonrpc": "2.0", **message}, separators=(",", ":")) + "\n"
        try:
            self.child.stdin.write(data.encode("utf-8"))
            self.child.stdin.flush()
        except (BrokenPipeError, OSError):
            # a server that exited at once closes its stdin too: say it exited when it did
            try:
                self.child.wait(timeout=1)
            except subprocess.TimeoutExpired:
                reason = "its stdin is closed"
            else:
                reason = "it exited"
            raise self._no_answer(message.get("method", "?"), reason) from None

    def request(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        """Send a request and wait for its response (skipping the server's notifications and
        answering no request of its own: errgen declares no client capability)."""
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        while True:
            left = self.deadline - time.monotonic()
            try:
                line = self.lines.get(timeout=left) if left > 0 else self.lines.get_nowait()
            except queue.Empty:
                raise self._no_answer(method, "no answer within the scenario's timeout_s") from None
            if line is None:  # its stdout closed
                self.lines.put(None)  # and stays closed for a later request
                raise self._no_answer(method, "it exited")
            if len(line) > MAX_LINE:
                raise self._no_answer(method, f"a message longer than {MAX_LINE} bytes")
            try:
                message = json.loads(line)
            except ValueError:
                raise self._no_answer(method, "a line on stdout that is not JSON") from None
            if not isinstance(message, dict) or message.get("id") != self.next_id:
                continue  # a notification, or a request of the server's
            if isinstance(message.get("error"), dict):
                error = message["error"]
                why = f"JSON-RPC error {error.get('code')}: {str(error.get('message'))[:200]}"
                raise self._no_answer(method, why)
            result = message.get("result")
            if not isinstance(result, dict):
                raise self._no_answer(method, "a response without a result object")
            return result

    def _no_answer(self, method: str, reason: str) -> NoAnswer:
        error = errors.McpNoAnswerError(server=self.server, request=method, reason=reason)
        return NoAnswer(str(error))


def call_tool(
    argv: list[str],
    env: Mapping[str, str],
    cwd: str,
    tool: str,
    arguments: Mapping[str, Any],
    timeout_s: float,
    server: str,
) -> ToolCall:
    """Start the server `argv`, call `tool` with `arguments` and end the server; NoAnswer (with
    errgen's MCP_NO_ANSWER message) when it cannot start or does not answer in time."""
    try:
        child = subprocess.Popen(
            argv,
            cwd=cwd,
            env=dict(env),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,  # its own process group: the caller ends all of it
        )
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc) or exc.__class__.__name__
        error = errors.McpNoAnswerError(server=server, request="start", reason=reason)
        raise NoAnswer(str(error)) from None
    err = OutputReader(child.stderr)  # type: ignore[arg-type]
    session = _Session(child, time.monotonic() + timeout_s, server)
    failure: NoAnswer | None = None
    try:
        session.request(
            "initialize",
            {
                "protocolVersion": PROTOCOL_VERSION,
                "capabilities": {},
                "clientInfo": {"name": "errgen-contract", "version": "1"},
            },
        )
        session.send({"method": "notifications/initialized"})
        listing = _listing(session, tool)
        result = session.request("tools/call", {"name": tool, "arguments": dict(arguments)})
    except NoAnswer as exc:
        failure = exc
    finally:
        with contextlib.suppress(OSError):
            assert child.stdin is not None
            child.stdin.close()  # the spec's shutdown: close its input, let it exit
        with contextlib.suppress(subprocess.TimeoutExpired):
            child.wait(timeout=EXIT_GRACE_S)
        kill_group(child.pid)
        child.wait()
        err.finish(EXIT_GRACE_S)
    if failure is not None:
        failure.stderr = err.text()
        raise failure
    structured = result.get("structuredContent")
    content = result.get("content")
    first = content[0] if isinstance(content, list) and content else None
    text = first.get("text") if isinstance(first, dict) and first.get("type") == "text" else None
    return ToolCall(
        result=result,
        listing=listing,
        structured=structured if isinstance(structured, dict) else None,
        text=text if isinstance(text, str) else "",
        stderr=err.text(),
    )


def _listing(session: _Session, tool: str) -> dict[str, Any] | None:
    """The tool's entry of tools/list, following its pages (None when it is not listed)."""
    params: dict[str, Any] = {}
    for _ in range(100):  # a server that pages without end is cut off
        page = session.request("tools/list", params)
        tools = page.get("tools")
        for entry in tools if isinstance(tools, list) else []:
            if isinstance(entry, dict) and entry.get("name") == tool:
                return entry
        cursor = page.get("nextCursor")
        if not isinstance(cursor, str):
            return None
        params = {"cursor": cursor}
    return None


def channels(answer: ToolCall) -> tuple[bool, str]:
    """Both channels carry the envelope, the same: hosts keep one or the other (Claude Code
    shows the text, the TypeScript client reads structuredContent)."""
    if answer.structured is None:
        return (
            False,
            "the error result has no structuredContent object: clients that read it see no envelope",
        )
    if answer.text_envelope is None:
        return (
            False,
            "content[0] is no text block whose last line is the envelope: text-only hosts see no code",
        )
    if answer.text_envelope != answer.structured:
        return False, "the text block's envelope differs from structuredContent"
    return True, ""


def output_schema(answer: ToolCall) -> tuple[bool, str]:
    """The tool's outputSchema accepts the error's structuredContent: the TypeScript SDK's
    client validates error results too, and rejects one its schema refuses (-32602)."""
    import jsonschema
    from jsonschema.exceptions import best_match

    if answer.listing is None:
        return False, "tools/list does not list the tool"
    schema = answer.listing.get("outputSchema")
    if schema is None:
        return True, ""  # no schema: nothing for a client to reject
    if answer.structured is None:
        return True, ""  # the channels check says what is missing
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        error = best_match(validator.iter_errors(answer.structured))
    except jsonschema.SchemaError as exc:
        return False, f"the tool's outputSchema is no JSON Schema: {exc.message[:200]}"
    if error is None:
        return True, ""
    where = "/".join(str(step) for step in error.absolute_path) or "structuredContent"
    return False, f"the tool's outputSchema refuses the error at {where}: {error.message[:200]}"
