"""The mcp-typescript target's module, compiled by tsc --strict and used with the TypeScript SDK
(every golden one compiles in tests/targets/test_typescript.py's tsc run):
the same result bytes and schema as the Python face, depot's error results accepted under the
anyOf outputSchema, the catalogue's constants against a tampered result in either channel, and
call_tool_with_recovery's calls (a correctable code
against depot's Python server: one call; a transient code twice under the SDK's own server,
through the face's wrapper: three calls, each wait honoured)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.node_tools import NODE_DIR
from tests.polyglot import compile_ts, need_typescript

pytestmark = pytest.mark.slow  # tsc, node and a Python server

DEPOT = Path(__file__).resolve().parents[2] / "examples" / "depot"


def test_typescript_face_with_the_typescript_sdk(tmp_path: Path) -> None:
    need_typescript()
    from depot import errors
    from depot.errors_mcp import from_mcp_result, mcp_output_schema, to_mcp_result

    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "errgen",
            "build",
            str(DEPOT / "errors.yaml"),
            "--out",
            str(tmp_path),
            "--target",
            "typescript",
            "--target",
            "mcp-typescript",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert build.returncode == 0, build.stdout + build.stderr
    compile_ts(tmp_path, "errors.ts", "errors.mcp.ts")
    done = subprocess.run(
        ["node", str(NODE_DIR / "mcp_face.mjs"), str(tmp_path / "out"), sys.executable],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=NODE_DIR,
        env=dict(os.environ, DEPOT_HOME=str(tmp_path / "home")),
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["result"] == to_mcp_result(errors.CredentialsExpiredError(expired_at="x"))
    assert out["schema"] == mcp_output_schema({"type": "object"}, "depot get")
    constants = {
        "name": "CredentialsExpiredError",
        "code": "CREDENTIALS_EXPIRED",
        "retryable": False,
        "fixCommand": "depot auth refresh",
    }
    assert out["read"] == out["tampered"] == out["textOnly"] == out["correctable"] == constants
    assert out["correctableCalls"] == 1
    wait = errors.StoreLockedError.retry_after_ms
    assert out["transient"]["calls"] == 3 and out["transient"]["waits"] == [wait, wait]
    assert out["transient"]["elapsedMs"] >= 2 * wait
    assert out["transient"]["structuredContent"] == {"key": "a", "value": "1"}
    # depot's Python server as the SDK's client sees it: annotations, and an error result it
    # checked against the anyOf outputSchema and accepted (the control is in
    # test_depot_mcp_typescript.py)
    annotations = {tool["name"]: tool["annotations"] for tool in out["tools"]}
    assert annotations["get"]["readOnlyHint"] is True
    assert annotations["put"] == {
        "readOnlyHint": False,
        "destructiveHint": False,
        "idempotentHint": True,
        "openWorldHint": False,
    }
    assert out["expired"]["isError"] is True
    assert out["expired"]["content"][0]["text"].startswith("CREDENTIALS_EXPIRED: ")
    assert isinstance(from_mcp_result(out["expired"]), errors.CredentialsExpiredError)
    assert out["got"]["structuredContent"] == {"key": "a", "value": "1"}
