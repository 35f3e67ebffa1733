"""errgen recover, end to end: real subprocesses, real (short) sleeps, every class of failure."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from tests.conftest import CASES, ROOT, Result, run_process

FAKE = CASES / "recover" / "faketool.py"
CATALOG = CASES / "recover" / "faketool.yaml"


@pytest.fixture
def fake(tmp_path: Path):  # type: ignore[no-untyped-def]
    """Run `errgen recover [--catalog] -- faketool run` under a scenario; faketool is on PATH."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    tool = bin_dir / "faketool"
    tool.write_text(
        f"#!{sys.executable}\nimport runpy\nrunpy.run_path({str(FAKE)!r}, run_name='__main__')\n"
    )
    tool.chmod(tool.stat().st_mode | stat.S_IXUSR)
    state = tmp_path / "state"

    def run(scenario: str, *options: str) -> Result:
        env = dict(
            os.environ,
            PATH=f"{bin_dir}:{Path(sys.executable).parent}:{os.environ['PATH']}",
            FAKE_STATE=str(state),
            FAKE_SCENARIO=scenario,
        )
        return run_process("recover", *options, "--", "faketool", "run", cwd=tmp_path, env=env)

    run.state = state  # type: ignore[attr-defined]
    return run


def calls(state: Path, name: str = "calls") -> int:
    path = state / name
    return int(path.read_text()) if path.exists() else 0


def test_transient_retried_to_success(fake) -> None:  # type: ignore[no-untyped-def]
    result = fake("busy-twice")
    assert result.code == 0
    assert calls(fake.state) == 3
    assert result.err.count("BUSY (transient): wait 20 ms, reissue") == 2
    assert '"ok": true' in result.out  # the last stdout passes through


def test_transient_stops_after_exactly_max_attempts(fake) -> None:  # type: ignore[no-untyped-def]
    result = fake("busy-forever", "--catalog", str(CATALOG))
    assert result.code == 5
    assert calls(fake.state) == 3
    assert "stop: 3 attempts made" in result.err


def test_transient_without_catalogue_uses_the_envelope_and_default_attempts(fake) -> None:  # type: ignore[no-untyped-def]
    result = fake("busy-forever")
    assert result.code == 5 and calls(fake.state) == 3


def test_fix_command_runs_once_then_the_call_succeeds(fake) -> None:  # type: ignore[no-untyped-def]
    result = fake("expired", "--catalog", str(CATALOG))
    assert result.code == 0, result.err
    assert calls(fake.state) == 2 and calls(fake.state, "fix-runs") == 1
    assert "run 'faketool fix'; it exited 0: reissue once" in result.err


def test_broken_closed_loop_stops_after_one_reissue(fake) -> None:  # type: ignore[no-untyped-def]
    result = fake("broken", "--catalog", str(CATALOG), "--json")
    assert calls(fake.state) == 2 and calls(fake.state, "fix-runs") == 1
    envelope = result.envelope()
    assert envelope["error"]["code"] == "FIX_LOOP_BROKEN"
    assert result.code == 1
    assert [a["action"].split(":")[0] for a in envelope["data"]["attempts"]] == [
        "run 'faketool fix-nothing'; it exited 0",
        "stop",
    ]


@pytest.mark.parametrize(("scenario", "code"), [("missing", 3), ("denied", 7)])
def test_escalates_after_exactly_one_attempt(fake, scenario: str, code: int) -> None:  # type: ignore[no-untyped-def]
    result = fake(scenario, "--catalog", str(CATALOG))
    assert result.code == code and calls(fake.state) == 1
    assert f'"code": "{scenario.upper()}"' in result.out  # passed on verbatim
    assert "stop:" in result.err


def test_spoofed_fix_command_is_refused_and_never_run(fake) -> None:  # type: ignore[no-untyped-def]
    result = fake("spoof", "--catalog", str(CATALOG), "--json")
    assert not (fake.state / "pwned").exists()
    assert result.envelope()["error"]["code"] == "FIX_COMMAND_REFUSED"
    assert result.code == 7
    assert calls(fake.state) == 1


def test_a_code_the_catalogue_does_not_know_is_terminal(fake) -> None:  # type: ignore[no-untyped-def]
    result = fake("spoof-unknown-code", "--catalog", str(CATALOG), "--json")
    assert not (fake.state / "pwned").exists() and calls(fake.state) == 1
    attempt = result.envelope()["data"]["attempts"][0]
    assert attempt["class"] == "terminal" and attempt["action"] == "stop: escalate verbatim"


def test_an_unknown_code_cannot_make_recover_wait_and_is_escaped(fake) -> None:  # type: ignore[no-untyped-def]
    result = fake("unknown-huge-wait", "--catalog", str(CATALOG))
    assert result.code == 5 and calls(fake.state) == 1  # terminal: no wait, no retry
    assert "\x1b" not in result.err and "\\x1b]0;owned\\x07NOPE" in result.err


def test_the_configured_catalogue_is_used_without_catalog(fake, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "errgen.toml").write_text('catalog = "faketool.yaml"\n')
    (tmp_path / "faketool.yaml").write_bytes(CATALOG.read_bytes())
    result = fake("spoof", "--json")
    assert not (fake.state / "pwned").exists()
    assert result.envelope()["error"]["code"] == "FIX_COMMAND_REFUSED"


def test_without_catalogue_no_fix_command_runs_unless_trusted(fake) -> None:  # type: ignore[no-untyped-def]
    result = fake("expired")
    assert result.code == 8 and calls(fake.state, "fix-runs") == 0 and calls(fake.state) == 1
    assert "not run: no catalogue to check it against" in result.err
    trusted = fake("expired", "--trust-envelope")
    assert trusted.code == 0 and calls(fake.state, "fix-runs") == 1


def test_a_trusted_envelope_fix_must_pass_the_command_rules(fake, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    result = fake("shell-fix", "--trust-envelope")
    assert result.code == 7 and not (tmp_path / "pwned").exists()  # FIX_COMMAND_UNSAFE
    assert "breaks errgen's rule command-not-self-contained" in result.err


def test_waits_from_an_envelope_are_bounded_without_a_catalogue() -> None:
    from errgen.recover import MAX_ATTEMPTS, MAX_WAIT_MS, Answer, Classifier, recover

    envelope = {
        "ok": False,
        "error": {
            "code": "SLOW",
            "retryable": True,
            "retry_after_ms": 10**30,
            "max_attempts": 10**9,
        },
    }
    slept: list[float] = []
    outcome = recover(
        ["tool"],
        Classifier(None),
        run=lambda _argv: Answer(5, "", envelope),
        sleep=slept.append,
    )
    assert len(outcome.attempts) == MAX_ATTEMPTS
    assert slept and max(slept) == MAX_WAIT_MS / 1000


def test_no_envelope_is_classified_by_exit_code(fake) -> None:  # type: ignore[no-untyped-def]
    transient = fake("no-envelope-transient", "--json")
    assert transient.code == 0
    attempts = transient.envelope()["data"]["attempts"]
    assert attempts[0]["class"] == "transient" and attempts[0]["wait_ms"] == 500
    assert transient.envelope()["data"]["last"] == {"exit_code": 0, "stdout": "plain output\n"}


def test_no_envelope_correctable_exit_stops(fake) -> None:  # type: ignore[no-untyped-def]
    result = fake("no-envelope-correctable", "--catalog", str(CATALOG))
    assert result.code == 2 and calls(fake.state) == 1
    assert "(correctable, no envelope)" in result.err


def test_json_reports_every_attempt(fake) -> None:  # type: ignore[no-untyped-def]
    envelope = fake("busy-twice", "--json").envelope()
    assert envelope["ok"] is True
    first = envelope["data"]["attempts"][0]
    assert first["command"] == ["faketool", "run"]
    assert {"attempt", "exit_code", "error_code", "class", "action", "wait_ms"} <= set(first)
    # the envelope every errgen command prints: meta carries the run's duration
    assert set(envelope) == {"ok", "data", "error", "warnings", "meta"}
    assert isinstance(envelope["meta"]["duration_ms"], int) and envelope["meta"]["duration_ms"] >= 0


def test_missing_command_is_errgen_own_error(tmp_path: Path) -> None:
    result = run_process("recover", "--json", "--", "no-such-program-here", cwd=tmp_path)
    assert result.code == 3
    assert result.envelope()["error"]["code"] == "COMMAND_NOT_FOUND"


# --- the example tool, depot ------------------------------------------------------------------

DEPOT = ROOT / "examples" / "depot"
TRIGGERS = {
    "CREDENTIALS_EXPIRED": ["simulate", "expired-token"],
    "SESSION_REVOKED": ["simulate", "revoked-session"],
}


@pytest.fixture
def depot_env(tmp_path: Path) -> dict[str, str]:
    return dict(
        os.environ,
        DEPOT_HOME=str(tmp_path / "home"),
        PATH=f"{Path(sys.executable).parent}:{os.environ['PATH']}",
    )


def depot(env: dict[str, str], *args: str) -> Result:
    import subprocess

    done = subprocess.run(
        [str(Path(sys.executable).parent / "depot"), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    return Result(done.returncode, done.stdout, done.stderr)


def test_every_fix_command_closes_its_loop(depot_env: dict[str, str]) -> None:
    """The guide's closed-loop rule, for real: trigger, fix, and the same code is gone."""
    import json

    catalogue = json.loads((DEPOT / "depot" / "catalog.json").read_text())
    fixable = {e["code"]: e["fix_command"] for e in catalogue["errors"] if "fix_command" in e}
    assert set(fixable) == set(TRIGGERS), "every fixable error needs a trigger here"
    assert depot(depot_env, "auth", "refresh").code == 0
    assert depot(depot_env, "put", "k", "v").code == 0
    for code, fix in fixable.items():
        assert depot(depot_env, *TRIGGERS[code]).code == 0
        failed = depot(depot_env, "get", "k")
        assert json.loads(failed.out)["error"]["code"] == code
        program, *args = fix.split()
        assert program == "depot"
        assert depot(depot_env, *args).code == 0
        again = depot(depot_env, "get", "k")
        assert again.code == 0, again.out
        assert json.loads(again.out)["data"] == {"key": "k", "value": "v"}


def test_depot_through_recover_for_every_class(depot_env: dict[str, str]) -> None:
    catalog = str(DEPOT / "errors.yaml")

    def recover(*args: str) -> Result:
        return run_process(
            "recover", "--catalog", catalog, "--json", "--", "depot", *args, env=depot_env
        )

    expired = recover("put", "k", "v")  # a fresh home has no token: correctable, fixed
    assert expired.code == 0
    assert [a.get("error_code") for a in expired.envelope()["data"]["attempts"]] == [
        "CREDENTIALS_EXPIRED",
        None,
    ]
    # transient: the lock is held for one call, so the first attempt meets it and the reissue
    # succeeds, however loaded the machine
    assert depot(depot_env, "simulate", "lock", "--calls", "1").code == 0
    locked = recover("get", "k")
    assert locked.code == 0, locked.err
    assert locked.envelope()["data"]["last"]["envelope"]["data"]["value"] == "v"
    attempts = locked.envelope()["data"]["attempts"]
    assert [a.get("error_code") for a in attempts] == ["STORE_LOCKED", None]
    assert attempts[0]["wait_ms"] == 100  # the catalogue's retry_after_ms
    missing = recover("get", "nope")
    assert missing.code == 3 and len(missing.envelope()["data"]["attempts"]) == 1
    denied = recover("put", "sys/k", "v")
    assert denied.code == 7 and denied.envelope()["error"]["code"] == "PERMISSION_DENIED"


def test_depot_registry_names_destructive_and_interactive_commands_never_as_fixes() -> None:
    import json

    catalogue = json.loads((DEPOT / "depot" / "catalog.json").read_text())
    effects = {c["line"]: c for c in catalogue["tool"]["commands"]}
    assert effects["depot reset --hard"]["effect"] == "destructive"
    assert effects["depot auth login"]["interactive"] is True
    fixes = {e.get(f) for e in catalogue["errors"] for f in ("fix_command", "reauth_command")}
    assert "depot reset --hard" not in fixes and "depot auth login" not in fixes
    assert any("reauth_command" in e for e in catalogue["errors"])


def test_an_alias_is_read_as_its_code(tmp_path: Path) -> None:
    # the upstream spelling an envelope carries means the catalogue's error, as in every parser
    catalogue = tmp_path / "errors.yaml"
    catalogue.write_text(
        "errgen: 1\ntool: {name: slowtool}\nerrors:\n"
        "  RATE_LIMITED: {message: Too many requests, retryable: true, retry_after_ms: 1,"
        " max_attempts: 3, exit: TRANSIENT, aliases: [rate_limit]}\n"
    )
    tool = tmp_path / "slowtool"
    tool.write_text(
        f"#!{sys.executable}\nimport json, pathlib, sys\n"
        f"count = pathlib.Path({str(tmp_path / 'calls')!r})\n"
        "count.write_text(str(int(count.read_text()) + 1) if count.exists() else '1')\n"
        "if count.read_text() == '1':\n"
        "    print(json.dumps({'ok': False, 'data': None, 'warnings': [], 'meta': {},\n"
        "        'error': {'code': 'rate_limit', 'message': 'm', 'retryable': False}}))\n"
        "    sys.exit(5)\n"
        "print(json.dumps({'ok': True, 'data': 1, 'error': None, 'warnings': [], 'meta': {}}))\n"
    )
    tool.chmod(tool.stat().st_mode | stat.S_IXUSR)
    result = run_process("recover", "--catalog", str(catalogue), "--json", "--", str(tool))
    assert result.code == 0, result.err
    attempts = result.envelope()["data"]["attempts"]
    assert [a.get("error_code") for a in attempts] == ["RATE_LIMITED", None]
    assert attempts[0]["class"] == "transient"


def test_a_failing_fix_says_why(fake) -> None:  # type: ignore[no-untyped-def]
    # the fix's output was hidden: the report said only that it exited 1
    result = fake("fix-fails", "--trust-envelope")
    assert result.code == 8
    assert "run 'faketool fix-fails'; it exited 1 (cannot reach the auth server): stop" in result.err


# --- the catalogue's backoff -----------------------------------------------------------------

BACKOFF_CATALOGUE = b"""\
errgen: 1
tool: {name: tool}
errors:
  BUSY:
    message: Busy
    retryable: true
    retry_after_ms: 1000
    retry_after_range: {min_ms: 500, max_ms: 600000}
    backoff: {policy: exponential, max_ms: 5000, jitter: true}
    max_attempts: 6
    exit: TRANSIENT
"""


def _waits(fraction: float, named: int | None = None, catalogue: bool = True) -> list[float]:
    """The sleeps of a recovery of a tool that is BUSY six times, its jitter drawn at
    `fraction`, the envelope naming `named` ms (a server's wait) or nothing."""
    import errgen
    from errgen.recover import Answer, Classifier, recover

    error: dict[str, object] = {"code": "BUSY", "retryable": True}
    if named is not None:
        error["retry_after_ms"] = named
    envelope = {"ok": False, "error": error}
    slept: list[float] = []
    recover(
        ["tool"],
        Classifier(errgen.load(BACKOFF_CATALOGUE) if catalogue else None),
        run=lambda _argv: Answer(5, "", envelope),
        sleep=slept.append,  # no real sleep: the waits are recorded
        fraction=lambda: fraction,
    )
    return slept


def test_recover_waits_by_the_catalogues_backoff_within_its_jitter() -> None:
    # 1 s doubled after each failure up to 5 s; the jitter between half and all of it, never
    # below the first: the lowest and highest draws
    assert _waits(0.0) == [1.0, 1.0, 2.0, 2.5, 2.5]
    assert _waits(1 - 2**-53) == [1.0, 2.0, 4.0, 5.0, 5.0]
    assert _waits(0.5) == [1.0, 1.5, 3.0, 3.75, 3.75]


def test_recover_grows_the_wait_a_server_named_and_never_cuts_it() -> None:
    assert _waits(0.0, named=2000) == [2.0, 2.0, 2.5, 2.5, 2.5]
    assert _waits(1 - 2**-53, named=2000) == [2.0, 4.0, 5.0, 5.0, 5.0]
    assert _waits(0.0, named=60_000) == [60.0] * 5  # past the cap: waited as named
    assert _waits(0.0, named=10**12) == [600.0] * 5  # clamped to retry_after_range first


def test_without_a_catalogue_recover_waits_the_envelopes_wait_every_time() -> None:
    assert _waits(0.0, named=700, catalogue=False) == [0.7, 0.7]  # 3 attempts by default


def test_recover_reports_the_backoff_it_follows(fake, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    catalogue = CATALOG.read_text().replace(
        "    retry_after_ms: 20\n    max_attempts: 3\n",
        "    retry_after_ms: 5\n    max_attempts: 4\n"
        "    backoff: {policy: exponential, max_ms: 20}\n",
    )
    (tmp_path / "backoff.yaml").write_text(catalogue)
    result = fake("busy-forever", "--catalog", str(tmp_path / "backoff.yaml"), "--json")
    assert result.code == 5 and calls(fake.state) == 4
    attempts = result.envelope()["data"]["attempts"]
    assert [a.get("wait_ms") for a in attempts] == [5, 10, 20, None]  # real, short sleeps
    assert attempts[1]["action"] == (
        "wait 10 ms (exponential backoff after 2 failures, from 5 ms up to 20 ms), reissue"
    )
