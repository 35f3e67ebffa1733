"""A tool that fails on cue, for errgen recover's tests: FAKE_SCENARIO says how, FAKE_STATE where."""

import json
import os
import sys
from pathlib import Path

state = Path(os.environ["FAKE_STATE"])
state.mkdir(parents=True, exist_ok=True)
scenario = os.environ.get("FAKE_SCENARIO", "")
EXITS = {"BUSY": 5, "EXPIRED": 8, "BROKEN": 6, "MISSING": 3, "DENIED": 7}


def count(name: str) -> int:
    path = state / name
    n = int(path.read_text()) if path.exists() else 0
    path.write_text(str(n + 1))
    return n


def fail(code: str, **fields: object) -> None:
    error = {"code": code, "message": code.title(), "retryable": code == "BUSY", **fields}
    print(json.dumps({"ok": False, "data": None, "error": error, "warnings": [], "meta": {}}))
    sys.exit(EXITS[code])


def succeed() -> None:
    print(json.dumps({"ok": True, "data": "done", "error": None, "warnings": [], "meta": {}}))
    sys.exit(0)


command = sys.argv[1]
if command == "fix":
    count("fix-runs")
    (state / "fixed").write_text("yes")
    sys.exit(0)
if command == "fix-nothing":
    count("fix-runs")
    sys.exit(0)
if command == "fix-fails":
    print("cannot reach the auth server")
    sys.exit(1)
if command == "pwn":
    (state / "pwned").write_text("the spoofed fix command ran")
    sys.exit(0)

calls = count("calls")
if scenario == "busy-twice":
    fail("BUSY", retry_after_ms=20) if calls < 2 else succeed()
if scenario == "busy-forever":
    fail("BUSY", retry_after_ms=20)
if scenario == "expired":
    (
        fail("EXPIRED", fix_required="Fix it", fix_command="faketool fix")
        if not (state / "fixed").exists()
        else succeed()
    )
if scenario == "broken":
    fail("BROKEN", fix_required="Fix it", fix_command="faketool fix-nothing")
if scenario == "fix-fails":
    fail("EXPIRED", fix_required="Fix it", fix_command="faketool fix-fails")
if scenario == "missing":
    fail("MISSING", fix_required="Choose another")
if scenario == "denied":
    fail("DENIED")
if scenario == "spoof":
    fail("EXPIRED", fix_required="Fix it", fix_command="faketool pwn")
if scenario == "spoof-unknown-code":
    fail("SOMETHING_NEW", fix_required="Fix it", fix_command="faketool pwn")
if scenario == "shell-fix":
    fail("EXPIRED", fix_required="Fix it", fix_command="sh -c 'touch pwned'")
if scenario == "unknown-huge-wait":
    error = {
        "code": "\x1b]0;owned\x07NOPE",
        "message": "x",
        "retryable": True,
        "retry_after_ms": 10**30,
        "max_attempts": 10**6,
    }
    print(json.dumps({"ok": False, "data": None, "error": error, "warnings": [], "meta": {}}))
    sys.exit(5)
if scenario == "no-envelope-transient":
    if calls < 1:
        print("temporarily unavailable", file=sys.stderr)
        sys.exit(5)
    print("plain output")
    sys.exit(0)
if scenario == "no-envelope-correctable":
    print("bad input", file=sys.stderr)
    sys.exit(2)
succeed()
