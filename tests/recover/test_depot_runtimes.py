"""The four depots (examples/depot in Python, depot-go, depot-ts, depot-rs), one catalogue: what
the generated runtimes give a caller on stdout and a person on stderr, alike in every language.

A misspelt command is the catalogue's usage error (exit 2) with the usage on stderr; a failure
is the envelope it always was plus a few readable lines on stderr; `depot diff` answers with
its operation's answer (exit 10, named in the envelope) and a warning; and the four agree byte
for byte on stdout. The last test
runs depot in a real terminal (tmux) and reads what a person sees there."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import jsonschema
import pytest

from tests.conftest import ROOT, run_errgen
from tests.polyglot import TSC, need_go, need_typescript, run

pytestmark = pytest.mark.slow  # the Go, TypeScript and Rust toolchains

DEPOT = ROOT / "examples" / "depot"
SCHEMA = json.loads((DEPOT / "depot" / "envelope.schema.json").read_text("utf-8"))
RUNTIMES = ["python", "go", "typescript", "rust"]
USAGE_FIX = "depot: to fix: Correct the command line, then reissue\n"


@pytest.fixture(scope="module")
def depots(
    tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> dict[str, list[str]]:
    """The command line of each depot that its toolchain can build here (the Rust one from the
    session's cargo workspace, tests/rust_workspace.py)."""
    out: dict[str, list[str]] = {"python": [sys.executable, "-m", "depot"]}
    if shutil.which("cargo") is not None:
        workspace = request.getfixturevalue("rust_workspace")
        assert workspace.runs["build"].returncode == 0, workspace.runs["build"].stderr[-6000:]
        out["rust"] = [str(workspace.depot)]
    folder = tmp_path_factory.mktemp("depots")
    if shutil.which("go") is not None:
        done = run([str(need_go()), "build", "-o", str(folder / "depot-go"), "."], DEPOT.parent / "depot-go")
        assert done.returncode == 0, done.stderr
        out["go"] = [str(folder / "depot-go")]
    if shutil.which("node") is not None and TSC.exists():
        project = str(DEPOT.parent / "depot-ts")
        done = run([str(TSC), "-p", project, "--outDir", str(folder / "ts")], folder)
        assert done.returncode == 0, done.stdout + done.stderr
        out["typescript"] = ["node", str(folder / "ts" / "main.js")]
    return out


def depot_of(depots: dict[str, list[str]], runtime: str) -> list[str]:
    if runtime == "rust" and runtime not in depots:
        pytest.skip("cargo is not installed: the Rust depot is not built")
    if runtime not in depots:
        need_go() if runtime == "go" else need_typescript()
    return depots[runtime]


def call(depot: list[str], home: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environ = dict(os.environ, DEPOT_HOME=str(home), PYTHONPATH=str(DEPOT), **env)
    environ.pop("NO_COLOR", None) if "NO_COLOR" not in env else None
    return subprocess.run(
        [*depot, *args], capture_output=True, text=True, env=environ, timeout=60, check=False
    )


def envelope(done: subprocess.CompletedProcess[str]) -> dict[str, object]:
    assert done.stdout.count("\n") == 1, done.stdout  # one line of JSON, whatever happened
    parsed: dict[str, object] = json.loads(done.stdout)
    jsonschema.validate(parsed, SCHEMA)
    return parsed


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_a_misspelt_command_is_the_usage_error(
    depots: dict[str, list[str]], runtime: str, tmp_path: Path
) -> None:
    done = call(depot_of(depots, runtime), tmp_path, "gett", "greeting")
    assert done.returncode == 2
    error = envelope(done)["error"]
    assert isinstance(error, dict) and error["code"] == "BAD_USAGE"
    problem = "No such command 'gett'. Did you mean 'get'?"
    assert error["details"] == {"problem": problem}
    # the usage for people, then what a person reads of the error: nothing of it on stdout
    assert done.stderr.startswith("Usage: depot ")
    assert done.stderr.endswith(f"depot: error: Invalid command line: {problem}\n{USAGE_FIX}")
    assert "Usage" not in done.stdout


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_a_failure_is_the_envelope_and_a_few_lines_for_people(
    depots: dict[str, list[str]], runtime: str, tmp_path: Path
) -> None:
    depot = depot_of(depots, runtime)
    assert call(depot, tmp_path, "simulate", "expired-token").returncode == 0
    done = call(depot, tmp_path, "get", "greeting")
    assert done.returncode == 8
    error = envelope(done)["error"]
    assert isinstance(error, dict) and error["code"] == "CREDENTIALS_EXPIRED"
    assert done.stderr == (
        f"depot: error: {error['message']}\n"
        "depot: run `depot auth refresh`, then run the command again\n"
        "depot: hint: Tokens last one hour\n"
    )
    assert call(depot, tmp_path, "auth", "refresh").returncode == 0
    missing = call(depot, tmp_path, "get", "\x1b[31mred\u202e\x07")  # the failure context
    assert missing.returncode == 3 and envelope(missing)["error"]["code"] == "KEY_NOT_FOUND"  # type: ignore[index]
    assert missing.stderr == (
        "depot: error: No key \\x1b[31mred\\u202e\\x07 in the store\n"
        "depot: to fix: Choose a key that exists, or put this one first, then reissue\n"
    )
    denied = call(depot, tmp_path, "put", "sys/x", "1")
    assert denied.stderr.splitlines()[1:] == ["depot: this cannot be fixed from here"]
    assert call(depot, tmp_path, "simulate", "lock", "--calls", "1").returncode == 0
    locked = call(depot, tmp_path, "get", "greeting")  # the one call the lock is held for
    assert locked.returncode == 5
    assert locked.stderr.splitlines()[1] == "depot: retrying after 100 ms is safe"


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_diff_ends_with_its_answer_and_a_warning(
    depots: dict[str, list[str]], runtime: str, tmp_path: Path
) -> None:
    depot = depot_of(depots, runtime)
    assert call(depot, tmp_path, "auth", "refresh").returncode == 0
    assert call(depot, tmp_path, "put", "greeting", "hello").returncode == 0
    same = call(depot, tmp_path, "diff", "greeting", "hello")
    assert same.returncode == 0 and envelope(same)["warnings"] == []
    assert "answer" not in envelope(same)  # no answer named: the call's plain success
    changed = call(depot, tmp_path, "diff", "greeting", "bye")
    assert changed.returncode == 10 and envelope(changed)["ok"] is True
    assert envelope(changed)["answer"] == "DIFFERENT"  # depot diff's answer, by name
    missing = call(depot, tmp_path, "diff", "nothing", "x")
    answer = envelope(missing)
    assert missing.returncode == 10 and answer["ok"] is True and missing.stderr == ""
    assert answer["answer"] == "DIFFERENT"
    assert answer["data"] == {"given": "x", "key": "nothing", "same": False, "stored": None}
    assert answer["warnings"] == [
        {"code": "KEY_NOT_FOUND", "message": "No key nothing in the store", "details": {"key": "nothing"}}
    ]
    from depot import errors  # the parsers read a warning back with the catalogue's constants

    (warning,) = errors.warnings_from_envelope(answer)
    assert isinstance(warning, errors.KeyNotFoundError) and errors.to_warning(warning) == answer["warnings"][0]  # type: ignore[index]


def _stdout_of_a_session(depot: list[str], home: Path) -> str:
    steps = [
        ("gett", "greeting"),
        ("put", "greeting", "hello"),
        ("auth", "refresh"),
        ("put", "greeting", "h\u00e9llo \u2603 \x1b]0;title\x07"),
        ("get", "greeting"),
        ("diff", "greeting", "bye"),
        ("diff", "nothing", "x"),
        ("put", "sys/x", "1"),
        ("simulate", "lock", "--calls", "1"),  # a write the lock meets before its key's check
        ("put", "sys/x", "1"),
        ("simulate", "lock", "--calls", "2"),  # the lock is held for the next two calls
        ("diff", "greeting", "bye"),
        ("run", "greeting", "true"),
        ("get", "greeting"),
        ("reset",),  # the registry's destructive line, refused without --hard and done with it
        ("reset", "--hard"),
        ("get", "greeting"),
    ]
    out = []
    for step in steps:
        done = call(depot, home, *step)
        out.append(f"{done.returncode} {done.stdout}")
    text = "".join(out)
    text = re.sub(r'"duration_ms": \d+', '"duration_ms": 0', text)
    text = re.sub(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", "T", text)  # the time a token expired
    text = re.sub(r'("holder": |"pid": |by process )\d+', r"\g<1>0", text)  # the lock's holder
    return re.sub(r'"expires_at": \d+', '"expires_at": 0', text)


def test_the_four_runtimes_agree_byte_for_byte_on_stdout(
    depots: dict[str, list[str]], tmp_path: Path
) -> None:
    seen = {
        runtime: _stdout_of_a_session(depot_of(depots, runtime), tmp_path / runtime)
        for runtime in RUNTIMES
    }
    assert seen["go"] == seen["python"]
    assert seen["typescript"] == seen["python"]
    assert seen["rust"] == seen["python"]
    # (an unknown flag is each parser's own words, in the envelope's message: not compared)
    assert seen["python"].startswith('2 {"ok": false, "data": null, "error": {"code": "BAD_USAGE"')
    # the lock held for two calls: diff and run meet it, the get after them does not
    # a locked put of a read-only key meets the lock first, in all four
    assert '"STORE_LOCKED"' in seen["python"].splitlines()[-8]
    *_, held, diffed, ran, got, refused, reset, gone = seen["python"].splitlines()
    assert refused.startswith("2 ") and reset.startswith('0 {"ok": true, "data": {"deleted": 1}')
    assert gone.startswith("7 ") or '"KEY_NOT_FOUND"' in gone
    assert held.startswith('0 {"ok": true, "data": {"calls": 2, "holder": 0}')
    assert diffed.startswith("5 ") and ran.startswith("5 ") and '"STORE_LOCKED"' in ran
    assert got.startswith('0 {"ok": true, "data": {"key": "greeting"')


def test_a_pipe_gets_no_colour_and_quiet_gets_no_lines(tmp_path: Path) -> None:
    done = call([sys.executable, "-m", "depot"], tmp_path, "get", "k")
    assert "\x1b" not in done.stderr and done.stderr.startswith("depot: error: ")
    code = "from depot import errors\ndef main():\n    raise errors.usage_error('no')\n"
    code += "errors.run(main, quiet=True)"
    quiet = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False,
        env=dict(os.environ, PYTHONPATH=str(DEPOT)),
    )
    assert quiet.returncode == 2 and quiet.stderr == "" and '"BAD_USAGE"' in quiet.stdout


def tmux_screen(
    tmp_path: Path, command: str, env: str = "", program: str = f"{sys.executable} -m depot"
) -> tuple[str, str]:
    """What a person sees after `command` in a real terminal (tmux, 100x12): the screen's
    text, and its text with the escapes of its colours."""
    tmux = shutil.which("tmux")
    if tmux is None:
        pytest.skip("tmux is not installed: make test installs it from Debian when it can")
    screens = len(list(tmp_path.glob("*.sock")))  # a server of its own for each screen
    socket = str(tmp_path / f"{screens}.sock")
    script = tmp_path / f"{screens}.sh"
    script.write_text(
        f"export DEPOT_HOME={tmp_path / 'home'} PYTHONPATH={DEPOT} PS1='$ ' {env}\n"
        f"printf '$ %s\\n' '{command}'\n"
        f"{program} {command} >/dev/null\n"
        "echo '(exit '$?')'\n"
        "sleep 30\n"
    )
    base = [tmux, "-S", socket, "-f", "/dev/null"]
    subprocess.run(
        [*base, "new-session", "-d", "-x", "100", "-y", "12", "env", "-u", "NO_COLOR",
         "TERM=xterm-256color", "bash", str(script)],
        check=True, timeout=30, capture_output=True,
    )
    try:
        for _ in range(100):
            plain = subprocess.run(
                [*base, "capture-pane", "-p"], capture_output=True, text=True, timeout=30
            ).stdout
            if "(exit " in plain:
                break
            time.sleep(0.1)
        coloured = subprocess.run(
            [*base, "capture-pane", "-p", "-e"], capture_output=True, text=True, timeout=30
        ).stdout
    finally:
        subprocess.run([*base, "kill-server"], capture_output=True, timeout=30)
    return plain.rstrip("\n") + "\n", coloured


def test_what_a_person_sees_in_a_terminal(tmp_path: Path) -> None:
    # the envelope goes to /dev/null here: a person at a terminal reads stderr
    plain, coloured = tmux_screen(tmp_path, "put greeting hello")
    assert plain == (
        "$ put greeting hello\n"
        "depot: error: Access token expired at 1970-01-01T00:00:00Z\n"
        "depot: run `depot auth refresh`, then run the command again\n"
        "depot: hint: Tokens last one hour\n"
        "(exit 8)\n"
    )
    assert "\x1b[1m\x1b[31merror" in coloured or "\x1b[1;31merror" in coloured  # red on a terminal
    plain, coloured = tmux_screen(tmp_path, "gett greeting", env="NO_COLOR=1")
    assert "depot: error: Invalid command line: No such command 'gett'." in plain
    assert plain.startswith("$ gett greeting\nUsage: depot [OPTIONS] COMMAND [ARGS]...\n")
    assert "\x1b[" not in coloured.replace("\x1b[39m", "").replace("\x1b[0m", "")  # NO_COLOR


def test_what_a_person_sees_of_the_rust_depot_in_a_terminal(
    depots: dict[str, list[str]], tmp_path: Path
) -> None:
    (program,) = depot_of(depots, "rust")
    plain, coloured = tmux_screen(tmp_path, "put greeting hello", program=program)
    assert plain == (
        "$ put greeting hello\n"
        "depot: error: Access token expired at 1970-01-01T00:00:00Z\n"
        "depot: run `depot auth refresh`, then run the command again\n"
        "depot: hint: Tokens last one hour\n"
        "(exit 8)\n"
    )
    assert "\x1b[1m\x1b[31merror" in coloured or "\x1b[1;31merror" in coloured  # red on a terminal
    plain, coloured = tmux_screen(tmp_path, "gett greeting", env="NO_COLOR=1", program=program)
    assert "depot: error: Invalid command line: No such command 'gett'." in plain
    assert plain.startswith("$ gett greeting\nUsage: depot COMMAND [ARGS]...\n")
    assert "\x1b[" not in coloured.replace("\x1b[39m", "").replace("\x1b[0m", "")  # NO_COLOR


def test_the_typescript_depot_passes_the_depots_contract_file(
    depots: dict[str, list[str]], tmp_path: Path
) -> None:
    """The contract file the Python, Go and Rust depots pass, `depot run`'s operation exits and
    passed-through status included (make run shows it; it failed there once depot-ts lacked
    `run`)."""
    program = tmp_path / "depot"
    program.write_text("#!/bin/sh\nexec " + shlex.join(depot_of(depots, "typescript")) + ' "$@"\n')
    program.chmod(0o755)
    result = run_errgen("contract", "--json", "--program", str(program), "-j", "2", cwd=DEPOT)
    assert result.code == 0, result.out + result.err
    assert result.envelope()["data"]["coverage"]["never_exercised"] == []
