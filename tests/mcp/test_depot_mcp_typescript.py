"""The control: depot's MCP server (Python, over stdio) with success-only output schemas, as a
server without errgen declares them, read by the TypeScript SDK's client, which checks an error
result's structuredContent against the tool's outputSchema and rejects it with -32602: why the
schema is an anyOf. (The anyOf schema passing is test_mcp_typescript_face.py's.)"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.node_tools import NODE_DIR

pytestmark = pytest.mark.slow

CALLS = [
    ["get", {"key": "a"}],
    ["auth_refresh", {}],
    ["put", {"key": "a", "value": "1"}],
    ["get", {"key": "a"}],
]
# depot's server, every tool's outputSchema only its success: what the control serves
SUCCESS_ONLY = (
    "import anyio\nfrom depot import mcp_server\n"
    "anyio.run(mcp_server.serve, lambda success, operation: dict(success))\n"
)


def typescript_client(home: Path, *server: str) -> dict[str, Any]:
    """What the TypeScript SDK's client gets from depot's server started as `server`."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the TypeScript MCP client cannot run")
    if not (NODE_DIR / "node_modules" / "@modelcontextprotocol" / "sdk").is_dir():
        pytest.fail("tests/node/node_modules is missing the MCP SDK: run `make test` (npm ci)")
    done = subprocess.run(
        [
            node,
            str(NODE_DIR / "mcp_client.mjs"),
            sys.executable,
            json.dumps(server),
            json.dumps(CALLS),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, DEPOT_HOME=str(home)),
    )
    assert done.returncode == 0, done.stderr
    answer: dict[str, Any] = json.loads(done.stdout)
    return answer


def test_control_success_only_schema_is_rejected(tmp_path: Path) -> None:
    answer = typescript_client(tmp_path, "-c", SUCCESS_ONLY)
    expired, *succeeded = answer["calls"]
    assert expired["rejected"] == -32602  # the model would never see the error
    assert "does not match the tool's output schema" in expired["message"]
    assert all("rejected" not in call for call in succeeded)  # successes still pass
