"""The mcp-go target's face (mcp.go, in the guide's golden package) under go test: ToMCPResult
and MCPOutputSchema give the bytes of the Python face for an error of each class (a hostile
parameter included), and the Python client reads Go's results back by the catalogue. Every
golden mcp.go is gofmt and vet clean in tests/targets/test_go.py's single run."""

from __future__ import annotations

import importlib
import json
import os
import shutil
import sys
from pathlib import Path

import pytest

from tests.golden_records import GOLDEN
from tests.polyglot import go_module, need_go, run

pytestmark = pytest.mark.slow  # go test


def test_go_face_gives_the_python_bytes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    go = need_go()
    module = tmp_path / "go"
    go_module(module, {"guide": (GOLDEN / "guide" / "errors.go").read_bytes()})
    shutil.copy(GOLDEN / "guide" / "mcp.go", module / "guide" / "mcp.go")
    shutil.copy(Path(__file__).with_name("mcp_test.go"), module / "guide" / "mcp_test.go")
    out = tmp_path / "go.out"
    done = run([go, "test", "./..."], module, env=dict(os.environ, ERRGEN_MCP_OUT=str(out)))
    assert done.returncode == 0, done.stdout + done.stderr
    package = tmp_path / "py" / "guide_mcp"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    for file in ("errors.py", "errors_mcp.py"):
        shutil.copy(GOLDEN / "guide" / file, package / file)
    monkeypatch.syspath_prepend(str(tmp_path / "py"))
    errors = importlib.import_module("guide_mcp.errors")
    face = importlib.import_module("guide_mcp.errors_mcp")
    expected = [
        face.to_mcp_result(errors.CredentialsExpiredError(expired_at="2026-07-01T00:00:00Z")),
        face.to_mcp_result(errors.RateLimitedError()),
        face.to_mcp_result(errors.PermissionDeniedError(path="/etc/\x1b[2J\u202e")),
        face.to_mcp_result(errors.InternalError()),
        face.mcp_output_schema({"type": "object"}),
    ]
    lines = out.read_text("utf-8").split("\n")
    assert lines == [json.dumps(value) for value in expected]
    read = [face.from_mcp_result(json.loads(line)) for line in lines[:4]]
    assert [type(error).code for error in read] == [
        "CREDENTIALS_EXPIRED",
        "RATE_LIMITED",
        "PERMISSION_DENIED",
        "INTERNAL_ERROR",
    ]
    for name in ("guide_mcp.errors_mcp", "guide_mcp.errors", "guide_mcp"):
        sys.modules.pop(name, None)  # another test may import another guide_mcp
