"""The Node tools of tests/node (installed by `make test` with npm ci), driven by one script."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

NODE_DIR = Path(__file__).resolve().parent / "node"


def node_request(request: dict[str, Any]) -> Any:
    """Send `request` to tests/node/consumers.mjs and return its answer; skip when Node or the
    packages are missing (only where node and npm are absent: make test installs them)."""
    node = shutil.which("node")
    if node is None or shutil.which("npm") is None:
        pytest.skip("node and npm are not installed: the Node readers (ajv, ...) cannot run")
    if not (NODE_DIR / "node_modules" / ".installed").exists():
        pytest.fail("tests/node/node_modules is missing: run `make test`, which runs npm ci")
    done = subprocess.run(
        [node, str(NODE_DIR / "consumers.mjs")],
        input=json.dumps(request),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)
