"""The real `errgen lsp` started as a subprocess and driven by pytest-lsp's test client, with
the capabilities of each editor pytest-lsp ships a profile of; its specification warnings fail
the test."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

CLIENTS = ["visual-studio-code", "neovim", "emacs"]

CATALOGUE = """\
errgen: 1
tool:
  name: tool
  commands:
    tool auth refresh: {effect: idempotent}
    tool doctor: {effect: read-only}
    tool login: {effect: idempotent, interactive: true}
    tool reset --hard: {effect: destructive}
include: [part.yaml]
tags: [auth, network]
errors:
  BUSY:
    message: Busy
    retryable: true
    retry_after_ms: 100
    max_attempts: 3
    exit: TRANSIENT
    tags: [network]
  EXPIRED:
    message: Expired
    retryable: false
    fix_required: Refresh credentials
    fix_command: tool auth refresh
    exit: AUTH_REQUIRED
    deprecated: {since: 1.0.0, replaced_by: GONE}
"""

PART = """\
errgen: 1
tool:
  name: tool
errors:
  GONE:
    message: Gone
    retryable: false
    exit: FAILURE
"""


@pytest.fixture
def catalogue(tmp_path: Path) -> Path:
    """A clean catalogue that includes a second file."""
    (tmp_path / "part.yaml").write_text(PART)
    root = tmp_path / "errors.yaml"
    root.write_text(CATALOGUE)
    return root


@pytest_lsp.fixture(
    params=CLIENTS,
    config=ClientServerConfig(
        server_command=[sys.executable, "-m", "errgen", "lsp"],
        server_env=None,
    ),
)
async def client(
    request: pytest.FixtureRequest, lsp_client: LanguageClient, tmp_path: Path
) -> AsyncIterator[None]:
    params = types.InitializeParams(capabilities=client_capabilities(request.param))
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()
