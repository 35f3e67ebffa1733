"""What a red team found in errgen contract, each kept fixed: a tool can neither hang errgen,
exhaust its memory, nor make a check pass by lying; nothing it prints reaches a report raw."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.conftest import linux_only, run_errgen, run_process, write

CATALOGUE = """\
errgen: 1
tool:
  name: ev
  commands:
    ev fix: {effect: idempotent}
    ev status: {effect: read-only}
errors:
  C:
    message: Not fixed
    retryable: false
    fix_required: Run the fix, then reissue
    fix_command: ev fix
    exit: PRECONDITION
    aliases: [c_old]
  X:
    message: Forbidden
    retryable: false
    exit: PERMISSION_DENIED
"""

# ev: each behaviour chosen by the file named in EV_MODE
TOOL = r"""
import json, os, subprocess, sys, time
mode = os.environ.get("EV_MODE", "")
args = sys.argv[1:]
def envelope(ok, error=None):
    print(json.dumps({"ok": ok, "data": None, "error": error, "warnings": [], "meta": {}}))
C = {"code": "C", "message": "Not fixed", "retryable": False,
     "fix_required": "Run the fix, then reissue", "fix_command": "ev fix"}
if args == ["fix"]:
    open("fixed", "w").close(); envelope(True)
elif args == ["status"]:
    if mode == "fifo": os.mkfifo("pipe")
    if mode == "chmod" and os.path.exists("fixed"): os.chmod("fixed", 0o777)
    envelope(True)
elif args == ["c"]:
    if not os.path.exists("fixed"):
        if mode == "alias": C["code"] = "c_old"
        envelope(False, C); sys.exit(6)
    if mode == "okerr": envelope(True, C)
    else: envelope(True)
elif args[:1] == ["x"]:
    if mode == "hang":
        subprocess.Popen(["sleep", "30"], start_new_session=True)  # keeps our stdout open
    if mode == "flood":
        chunk = "y" * 65536 + "\n"
        while True: sys.stdout.write(chunk)
    envelope(False, {"code": "X", "message": "Forbidden", "retryable": False}); sys.exit(7)
"""

CONTRACT = """\
contract: 1
catalog: errors.yaml
program: ["{python}", "{here}/ev.py"]
env: {EV_MODE: THEMODE}
timeout_s: 5
scenarios:
  C:
    run: ev c
  X:
    run: ev x
probes:
  setup: [ev fix]
"""


def project(folder: Path, mode: str, contract: str = CONTRACT) -> Path:
    write(folder / "errors.yaml", CATALOGUE)
    write(folder / "ev.py", TOOL)
    return write(folder / "errgen.contract.yaml", contract.replace("THEMODE", mode or '""'))


def failed(folder: Path, *args: str) -> set[tuple[str, str]]:
    # a real process, whose run_process timeout (120 s) fails a run that would hang for good
    done = run_process("contract", "--json", *args, cwd=folder)
    data = done.envelope()["data"]
    return {
        (r["name"], c["name"])
        for r in data["results"]
        for c in r["checks"]
        if c["state"] == "failed"
    }


def test_the_honest_tool_passes(tmp_path: Path) -> None:
    project(tmp_path, "")
    assert failed(tmp_path) == set()


@linux_only
def test_a_fifo_in_the_sandbox_is_seen_never_read(tmp_path: Path) -> None:
    project(tmp_path, "fifo")
    assert failed(tmp_path) == {("ev status", "probe-read-only")}  # and it ends


def test_a_read_only_line_that_changes_a_mode_breaks_its_probe(tmp_path: Path) -> None:
    project(tmp_path, "chmod")
    assert failed(tmp_path) == {("ev status", "probe-read-only")}


def test_ok_true_beside_the_same_code_is_no_success(tmp_path: Path) -> None:
    project(tmp_path, "okerr")
    assert failed(tmp_path) >= {("C", "closed-loop"), ("C", "envelope")}


def test_a_tool_that_emits_an_alias_passes_as_its_code(tmp_path: Path) -> None:
    project(tmp_path, "alias")
    assert failed(tmp_path) == set()


@linux_only
def test_a_child_in_another_session_holding_the_pipe_cannot_hang_errgen(tmp_path: Path) -> None:
    project(tmp_path, "hang")
    assert failed(tmp_path) == set()  # it ends, and the tool's own envelope counts


@pytest.mark.slow
def test_endless_output_costs_bounded_memory(tmp_path: Path) -> None:
    import resource
    import subprocess
    import sys

    project(tmp_path, "flood", CONTRACT.replace("timeout_s: 5", "timeout_s: 2"))
    code = (
        "import resource, subprocess, sys\n"
        f"subprocess.run([{str(Path(sys.executable).parent / 'errgen')!r}, 'contract', '-j', '1'],"
        f" cwd={str(tmp_path)!r}, capture_output=True)\n"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    peak_kib = int(done.stdout.strip())
    assert peak_kib < 400_000, f"errgen's peak was {peak_kib} KiB"  # ~1.2 GB before the fix
    del resource


def test_a_nul_and_home_in_the_file_are_diagnostics_not_crashes(tmp_path: Path) -> None:
    project(tmp_path, "", CONTRACT.replace("run: ev x", 'run: "ev x\\0"'))
    done = run_errgen("contract", cwd=tmp_path)
    assert done.code == 2 and "error[contract-step]" in done.out and "NUL" in done.out
    project(tmp_path, "", CONTRACT.replace("env: {EV_MODE: THEMODE}", "env: {HOME: /}"))
    done = run_errgen("contract", cwd=tmp_path)
    assert done.code == 2 and "error[contract-env-name]" in done.out


def test_steps_and_output_are_escaped_in_transcripts(tmp_path: Path) -> None:
    project(tmp_path, "", CONTRACT.replace("run: ev x", 'run: "ev x \\u202e\\e[31m"'))
    done = run_errgen("contract", "--record", "rec", cwd=tmp_path)
    assert done.code == 0, done.out + done.err
    text = (tmp_path / "rec" / "X.txt").read_text("utf-8")
    assert "\u202e" not in text and "\x1b" not in text
    assert "$ ev x \\u202e\\x1b[31m" in text
    assert os.stat(tmp_path / "rec" / "X.txt").st_mode & 0o044  # others may read a report


def test_an_output_path_that_cannot_be_written_is_refused_before_anything_runs(
    tmp_path: Path,
) -> None:
    project(tmp_path, "")
    write(tmp_path / "afile", "")
    write(tmp_path / "ev.py", "raise SystemExit('ev must not run')\n")
    done = run_errgen("contract", "--json", "--junit-xml", "afile/x.xml", cwd=tmp_path)
    assert done.envelope()["error"]["code"] == "OUTPUT_UNWRITABLE"
    assert "afile is not a folder" in json.dumps(done.envelope())
    assert done.envelope()["data"] is None  # refused before anything ran: no results


# issue 33, red team 7: what a failed call leaves behind, and how long a scenario may wait
LATER = """\
errgen: 1
tool: {name: lt}
errors:
  BUSY:
    message: Busy
    retryable: true
    retry_after_ms: RETRY
    max_attempts: 5
    exit: TRANSIENT
"""

# lt: its failed call detaches a worker (setsid) that writes into its working folder (the
# sandbox) a moment later and sleeps on; it prints where its temporary files go
LT = r"""
import json, os, subprocess, sys, tempfile
print("TMPDIR=" + tempfile.gettempdir(), file=sys.stderr)
print("XDG_RUNTIME_DIR=" + os.environ.get("XDG_RUNTIME_DIR", ""), file=sys.stderr)
worker = "import os, time; time.sleep(0.5); open('late', 'w').close(); time.sleep(120)"
pid = subprocess.Popen([sys.executable, "-c", worker], start_new_session=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).pid
with open(os.environ["LT_PIDS"], "a") as pids:
    pids.write(f"{pid}\n")
error = {"code": "BUSY", "message": "Busy", "retryable": True, "retry_after_ms": RETRY,
         "max_attempts": 5}
print(json.dumps({"ok": False, "data": None, "error": error, "warnings": [], "meta": {}}))
sys.exit(5)
"""


def later_project(folder: Path, retry_ms: int) -> Path:
    write(folder / "errors.yaml", LATER.replace("RETRY", str(retry_ms)))
    write(folder / "lt.py", LT.replace("RETRY", str(retry_ms)))
    contract = (
        'contract: 1\ncatalog: errors.yaml\nprogram: ["{python}", "{here}/lt.py"]\n'
        f"env: {{LT_PIDS: {folder / 'pids'}}}\nscenarios:\n  BUSY:\n    run: lt\n"
    )
    return write(folder / "errgen.contract.yaml", contract)


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@linux_only
def test_a_worker_the_failed_call_detaches_dies_with_the_call(tmp_path: Path) -> None:
    later_project(tmp_path, 1000)
    done = run_process("contract", "--json", "--record", "rec", cwd=tmp_path)
    pids = [int(line) for line in (tmp_path / "pids").read_text().split()]
    assert len(pids) == 5  # the call and its four reissues, each detaching a worker
    assert not [pid for pid in pids if alive(pid)]  # none outlives the run
    data = done.envelope()["data"]
    checks = {c["name"]: c for r in data["results"] for c in r["checks"]}
    # killed with its call, before the sandbox's snapshot: it never wrote into the sandbox
    assert checks["no-side-effects"]["state"] == "passed", checks
    transcript = (tmp_path / "rec" / "BUSY.txt").read_text("utf-8")
    sandbox = transcript.split("TMPDIR=", 1)[1].split("\n", 1)[0].rsplit("/", 1)[0]
    # its temporary files land in the sandbox, seen (a recording names the sandbox's folder
    # <sandbox>, the same on every run)
    assert sandbox == "<sandbox>"
    assert f"XDG_RUNTIME_DIR={sandbox}/" in transcript


def test_a_scenarios_waits_are_bounded(tmp_path: Path) -> None:
    # an hour's wait, four times over: the contract waits at most its bound, then says so
    from errgen.contract import checks, load_contract

    later_project(tmp_path, 3_600_000)
    contract = load_contract(tmp_path / "errgen.contract.yaml", tmp_path)
    waited: list[float] = []
    result = checks.run_scenario(contract, contract.scenarios[0], waited.append)
    assert sum(waited) <= checks.MAX_WAITS_S
    retry = next(c for c in result.checks if c.name == "retry")
    assert retry.skipped and f"{checks.MAX_WAITS_S:g} s" in retry.detail, retry
