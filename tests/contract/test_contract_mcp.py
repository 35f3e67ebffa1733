"""errgen contract on an MCP server: depot's tools, called over stdio by errgen's own client,
pass the same checks as its commands; a tampered server fails the check named for it."""

from __future__ import annotations

from pathlib import Path

import errgen
import errgen.generated.errors as errors
import pytest
from errgen.contract import ContractRejected, Run, check_program, load_contract, run_contract
from errgen.contract.checks import _outside_operation
from errgen.contract.mcp import ToolCall
from errgen.contract.sandbox import Ran

from tests.conftest import ROOT

DEPOT = ROOT / "examples" / "depot"
TAMPERED = Path(__file__).with_name("tampered_mcp_server.py")


def _failed(run: Run) -> set[tuple[str, str]]:
    return {(r.name, c.name) for r in run.results for c in r.failed}


@pytest.mark.slow
def test_the_depot_mcp_server_keeps_its_contract() -> None:
    contract = load_contract(DEPOT / "errgen.contract.mcp.yaml", DEPOT)
    run = run_contract(contract, jobs=2)
    assert run.error() is None, [r.to_dict() for r in run.failed]
    checks = {r.name: [c.name for c in r.checks] for r in run.results if r.kind == "scenario"}
    for code in ("STORE_LOCKED", "CREDENTIALS_EXPIRED", "SESSION_REVOKED", "KEY_NOT_FOUND"):
        assert checks[code][:5] == ["fails", "envelope", "channels", "output-schema", "code"]
        assert "exit-code" not in checks[code]  # a tool result has none
    assert "retry" in checks["STORE_LOCKED"] and "idempotent-fix" in checks["SESSION_REVOKED"]
    coverage = run.coverage["operations"]
    assert isinstance(coverage, dict)
    assert set(coverage["depot get"]["exercised"]) == {
        "STORE_LOCKED",
        "SESSION_REVOKED",
        "KEY_NOT_FOUND",
        "BAD_USAGE",
    }


def _tampered_file(tmp_path: Path) -> Path:
    def server(how: str) -> str:
        return f'"{{python}} {TAMPERED} {how}"'

    path = tmp_path / "errgen.contract.yaml"
    path.write_text(
        f"""contract: 1
catalog: {DEPOT}/errors.yaml
program: ["{{python}}", -m, depot]
env: {{PYTHONPATH: "{DEPOT}"}}
timeout_s: 20
scenarios:
  PERMISSION_DENIED:
    setup: [depot auth refresh]
    mcp: {{server: {server("flip-retryable")}, tool: put, arguments: {{key: sys/x, value: x}}}}
    operation: depot put
  BAD_USAGE:
    mcp: {{server: {server("no-structured")}, tool: get}}
    operation: depot get
    closes: false
    why: The caller corrects its call's arguments; the corrected call is another call
  KEY_NOT_FOUND:
    setup: [depot auth refresh]
    mcp: {{server: {server("success-only")}, tool: get, arguments: {{key: nope}}}}
    operation: depot get
    fix: [depot put nope value]
  CREDENTIALS_EXPIRED:
    mcp: {{server: "{{python}} -c 'raise SystemExit(str(4242))'", tool: get}}
  SESSION_REVOKED:
    mcp: {{server: "{{python}} -c 'import time; time.sleep(60)'", tool: get}}
    timeout_s: 1
not_exercised:
  STORE_LOCKED: Not this test's concern
probes:
  skip:
    depot auth refresh: Not this test's concern
    depot auth reauth: Not this test's concern
    depot doctor: Not this test's concern
""",
        "utf-8",
    )
    return path


@pytest.mark.slow
def test_a_tampered_server_fails_the_check_named_for_it(tmp_path: Path) -> None:
    run = run_contract(load_contract(_tampered_file(tmp_path), tmp_path), jobs=2)
    failed = _failed(run) - {("coverage", "coverage")}
    assert failed == {
        ("PERMISSION_DENIED", "envelope"),  # retryable flipped in both channels
        ("BAD_USAGE", "channels"),  # isError without structuredContent
        ("KEY_NOT_FOUND", "output-schema"),  # a success-only outputSchema
        ("CREDENTIALS_EXPIRED", "fails"),  # a server that exits at once
        ("SESSION_REVOKED", "fails"),  # a server that never answers
    }
    detail = {(r.name, c.name): c.detail for r in run.results for c in r.checks}
    assert "retryable" in detail[("PERMISSION_DENIED", "envelope")]
    assert "no structuredContent" in detail[("BAD_USAGE", "channels")]
    assert "outputSchema refuses" in detail[("KEY_NOT_FOUND", "output-schema")]
    unanswered = errors.McpNoAnswerError(
        server="{python} -c 'raise SystemExit(str(4242))'", request="initialize", reason="it exited"
    )
    assert str(unanswered) in detail[("CREDENTIALS_EXPIRED", "fails")]
    exited = next(r.transcript for r in run.results if r.name == "CREDENTIALS_EXPIRED")
    assert "! 4242" in exited  # what the server said on stderr
    assert "no answer within the scenario's timeout_s" in detail[("SESSION_REVOKED", "fails")]
    transcript = next(r.transcript for r in run.results if r.name == "KEY_NOT_FOUND")
    at = transcript.index('$ mcp tools/call get {"key": "nope"}')
    assert transcript[at + 1].startswith("KEY_NOT_FOUND: ")  # the text block: summary, envelope
    assert transcript[at + 3] == "(isError: true)"


def test_a_scenario_has_run_or_mcp_never_both(tmp_path: Path) -> None:
    path = _tampered_file(tmp_path)
    text = path.read_text("utf-8").replace(
        "    operation: depot put\n", "    run: depot put a b\n", 1
    )
    path.write_text(text.replace("    operation: depot put\n", ""), "utf-8")
    with pytest.raises(ContractRejected) as rejected:
        load_contract(path, tmp_path)
    found = [(d.line, d.rule, d.message) for d in rejected.value.diagnostics]
    assert found == [(9, "contract-run-or-mcp", "PERMISSION_DENIED: both run: and mcp: are given")]


def test_a_server_that_is_not_there_is_command_not_found(tmp_path: Path) -> None:
    path = _tampered_file(tmp_path)
    text = path.read_text("utf-8").replace("{python} -c 'raise", "no-such-server-here '")
    path.write_text(text, "utf-8")
    with pytest.raises(errors.CommandNotFoundError) as missing:
        check_program(load_contract(path, tmp_path))
    assert "no-such-server-here" in str(missing.value)


def test_a_tools_code_outside_its_declared_operation_is_named() -> None:
    from errgen.contract.sandbox import Ran

    catalogue = errgen.load(DEPOT / "errors.yaml")
    envelope = {"ok": False, "data": None, "error": {"code": "PERMISSION_DENIED"}}

    def ran(operation: str | None) -> Ran:
        call = ToolCall({"isError": True}, None, envelope, "", operation)
        return Ran("mcp tools/call get {}", (), 1, "", "", envelope, 0, mcp=call)

    known = catalogue.by_code_or_alias()
    found = _outside_operation(catalogue, [ran("depot get")], known)
    assert found == "PERMISSION_DENIED from 'mcp tools/call get {}' (depot get)"
    assert _outside_operation(catalogue, [ran("depot put"), ran(None)], known) == ""
