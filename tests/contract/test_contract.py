"""errgen contract on the example depots, and on mutants of the Python depot: each mutation the
issue names must fail with its check named, and the unmutated tool must pass with full
coverage. The runs are real: the tool runs in sandboxes as a subprocess, as in a team's CI."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT, run_errgen, run_process
from tests.polyglot import need_go

DEPOT = ROOT / "examples" / "depot"
CONTRACT = DEPOT / "errgen.contract.yaml"


def depot_copy(folder: Path) -> Path:
    """The Python depot's package, catalogue and contract, copied where a test may break them
    (the contract's PYTHONPATH is {here}: the copy's package is the one that runs)."""
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copytree(DEPOT / "depot", folder / "depot", ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("errors.yaml", "errgen.toml", "errgen.contract.yaml"):
        shutil.copy(DEPOT / name, folder / name)
    (folder / "docs").mkdir()
    return folder


def mutate(path: Path, old: str, new: str, *, after: str = "") -> None:
    """Replace `old` (the first one after `after`) by `new`; the mutation must apply."""
    text = path.read_text("utf-8")
    start = text.index(after) if after else 0
    at = text.index(old, start)
    path.write_text(text[:at] + new + text[at + len(old) :], "utf-8")


def contract(folder: Path, *args: str) -> tuple[int, dict[str, object]]:
    done = run_errgen("contract", "--json", *args, cwd=folder)
    return done.code, done.envelope()


def failed_checks(envelope: dict[str, object]) -> set[tuple[str, str]]:
    """(scenario or probe, check) of every failed check."""
    data = envelope["data"]
    assert isinstance(data, dict)
    return {
        (result["name"], check["name"])
        for result in data["results"]
        for check in result["checks"]
        if check["state"] == "failed"
    }


@pytest.mark.slow
def test_the_python_depot_keeps_its_contract_with_full_coverage(tmp_path: Path) -> None:
    done = run_process("contract", "-j", "2", "--junit-xml", str(tmp_path / "junit.xml"), cwd=DEPOT)
    assert done.code == 0, done.out + done.err
    assert "FAIL" not in done.out
    assert "6 of 7 codes exercised, 1 acknowledged; 6 of 25 operation codes exercised" in done.out
    for code in ("STORE_LOCKED", "CREDENTIALS_EXPIRED", "SESSION_REVOKED", "KEY_NOT_FOUND"):
        assert f"ok    {code}: fails, envelope, code, exit-code" in done.out
    assert "skip  probe 'depot reset --hard': destructive: never run" in done.out


@pytest.mark.slow
def test_the_go_depot_passes_the_same_file(tmp_path: Path) -> None:
    go = need_go()
    built = subprocess.run(
        [go, "build", "-o", str(tmp_path / "depot"), "."],
        cwd=ROOT / "examples" / "depot-go",
        capture_output=True,
        text=True,
        env={**__import__("os").environ, "GOFLAGS": "-mod=mod", "GOPROXY": "off"},
        timeout=600,
    )
    assert built.returncode == 0, built.stderr
    code, envelope = contract(DEPOT, "--program", str(tmp_path / "depot"), "-j", "2")
    assert code == 0, failed_checks(envelope)
    data = envelope["data"]
    assert isinstance(data, dict)
    assert data["coverage"]["never_exercised"] == []
    # depot run's KEY_NOT_FOUND exits 125 (RUN_FAILED) in Go too: the scenario's exit-code check
    assert data["coverage"]["operations"]["depot run"]["exercised"] == ["KEY_NOT_FOUND"]


# --- mutations: each fails by its check's name ---------------------------------------------


@pytest.mark.slow
def test_a_fix_command_that_fixes_nothing_breaks_the_closed_loop(tmp_path: Path) -> None:
    folder = depot_copy(tmp_path / "depot")
    catalogue = folder / "errors.yaml"
    mutate(catalogue, "fix_command: depot auth refresh", "fix_command: depot doctor")
    built = run_errgen("build", cwd=folder)  # the tool's module follows its catalogue
    assert built.code == 0, built.err
    # errgen validate --strict accepts it: only a run of the tool shows the loop never closes
    assert run_errgen("validate", "--strict", cwd=folder).code == 0
    done = run_process("contract", "-j", "2", cwd=folder)
    assert done.code == 1, done.out + done.err
    assert "FAIL  CREDENTIALS_EXPIRED" in done.out
    assert (
        "closed-loop: after 'depot doctor' exited 0, the reissue failed with CREDENTIALS_EXPIRED"
        " again" in done.out
    )
    assert "error[CONTRACT_FAILED]" in done.err


@pytest.mark.slow
def test_the_tool_exiting_another_number_for_a_code_breaks_exit_code(tmp_path: Path) -> None:
    """PERMISSION_DENIED exiting 1, and depot run exiting KEY_NOT_FOUND's own 3 where its
    operation says 125 (RUN_FAILED): each scenario's exit-code check fails."""
    folder = depot_copy(tmp_path / "depot")
    module = folder / "depot" / "errors.py"
    mutate(
        module,
        "exit_code = ExitCode.PERMISSION_DENIED",
        "exit_code = 1",
        after="class PermissionDeniedError",
    )
    cli = folder / "depot" / "cli.py"
    mutate(
        cli,
        'errors.OPERATION_EXITS["depot run"].get(error.code, error.exit_code)',
        "error.exit_code",
    )
    code, envelope = contract(folder)
    assert code == 1
    assert failed_checks(envelope) == {
        ("KEY_NOT_FOUND", "exit-code"),
        ("PERMISSION_DENIED", "exit-code"),
    }


@pytest.mark.slow
def test_retryable_flipped_in_the_tools_module_breaks_envelope(tmp_path: Path) -> None:
    folder = depot_copy(tmp_path / "depot")
    module = folder / "depot" / "errors.py"
    mutate(module, "retryable = True", "retryable = False", after="class StoreLockedError")
    code, envelope = contract(folder)
    assert code == 1
    assert ("STORE_LOCKED", "envelope") in failed_checks(envelope)


@pytest.mark.slow
def test_a_scenario_whose_command_succeeds_breaks_fails(tmp_path: Path) -> None:
    folder = depot_copy(tmp_path / "depot")
    mutate(folder / "errgen.contract.yaml", "run: depot run no-such-key true", "run: depot doctor")
    code, envelope = contract(folder)
    assert code == 1
    assert ("KEY_NOT_FOUND", "fails") in failed_checks(envelope)
    # and the code it never triggered is not counted as exercised
    data = envelope["data"]
    assert isinstance(data, dict)
    assert data["coverage"]["never_exercised"] == ["KEY_NOT_FOUND"]


@pytest.mark.slow
def test_a_scenario_removed_breaks_coverage(tmp_path: Path) -> None:
    folder = depot_copy(tmp_path / "depot")
    path = folder / "errgen.contract.yaml"
    text = path.read_text("utf-8")
    start = text.index("  PERMISSION_DENIED:")
    end = text.index("  BAD_USAGE:")
    path.write_text(text[:start] + text[end:], "utf-8")
    code, envelope = contract(folder)
    assert code == 6  # PRECONDITION: COVERAGE_INCOMPLETE, every check having passed
    error = envelope["error"]
    assert isinstance(error, dict)
    assert error["code"] == "COVERAGE_INCOMPLETE"
    assert failed_checks(envelope) == {("coverage", "coverage")}
    # --coverage-only reports it without running anything, and without failing
    done = run_errgen("contract", "--coverage-only", cwd=folder)
    assert done.code == 0
    assert "never exercised: PERMISSION_DENIED" in done.out


@pytest.mark.slow
def test_a_read_only_line_that_writes_a_file_breaks_its_probe(tmp_path: Path) -> None:
    folder = depot_copy(tmp_path / "depot")
    store = folder / "depot" / "store.py"
    mutate(
        store,
        '    token = _read("token.json", {"expires_at": 0})\n    return {',
        '    (home() / "doctor.log").write_text("checked\\n")\n'
        '    token = _read("token.json", {"expires_at": 0})\n    return {',
        after="def state()",
    )
    code, envelope = contract(folder)
    assert code == 1
    assert failed_checks(envelope) == {("depot doctor", "probe-read-only")}
    assert "created .depot/doctor.log" in json.dumps(envelope)


@pytest.mark.slow
def test_a_code_the_catalogue_lacks_breaks_undeclared_code(tmp_path: Path) -> None:
    folder = depot_copy(tmp_path / "depot")
    module = folder / "depot" / "errors.py"
    mutate(module, 'code = "PERMISSION_DENIED"', 'code = "PERMISSION_REFUSED"')
    code, envelope = contract(folder)
    assert code == 1
    assert ("PERMISSION_DENIED", "undeclared-code") in failed_checks(envelope)
    assert ("PERMISSION_DENIED", "code") in failed_checks(envelope)


@pytest.mark.slow
def test_a_transient_failure_that_writes_first_breaks_no_side_effects(tmp_path: Path) -> None:
    folder = depot_copy(tmp_path / "depot")
    store = folder / "depot" / "store.py"
    mutate(
        store,
        "        raise errors.StoreLockedError(pid=simulated)",
        '        (home() / "partial.json").write_text("{}")\n'
        "        raise errors.StoreLockedError(pid=simulated)",
    )
    code, envelope = contract(folder)
    assert code == 1
    assert failed_checks(envelope) == {("STORE_LOCKED", "no-side-effects")}


@pytest.mark.slow
def test_junit_xml_is_read_by_a_junit_parser(tmp_path: Path) -> None:
    from junitparser import Failure, JUnitXml, Skipped

    folder = depot_copy(tmp_path / "depot")
    mutate(folder / "errors.yaml", "fix_command: depot auth refresh", "fix_command: depot doctor")
    assert run_errgen("build", cwd=folder).code == 0
    report = tmp_path / "junit.xml"
    done = run_process("contract", "--junit-xml", str(report), cwd=folder)
    assert done.code == 1
    xml = JUnitXml.fromfile(str(report))
    cases = {case.name: case for suite in xml for case in suite}
    assert set(cases) >= {"STORE_LOCKED", "CREDENTIALS_EXPIRED", "depot doctor", "coverage"}
    failure = [r for r in cases["CREDENTIALS_EXPIRED"].result if isinstance(r, Failure)]
    assert failure and failure[0].type == "closed-loop"
    assert "depot doctor" in (failure[0].message or "")
    assert cases["STORE_LOCKED"].is_passed
    assert any(isinstance(r, Skipped) for r in cases["depot reset --hard"].result)
    assert "$ depot put greeting hello" in (cases["CREDENTIALS_EXPIRED"].system_out or "")


@pytest.mark.slow
def test_pytest_runs_the_same_scenarios_with_k_and_xdist(tmp_path: Path) -> None:
    folder = depot_copy(tmp_path / "depot")
    base = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-rA"]
    option = f"--errgen-contract={folder / 'errgen.contract.yaml'}"
    done = subprocess.run(
        [*base, option, "-n", "2"], cwd=tmp_path, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "10 passed, 2 skipped" in done.stdout
    only = subprocess.run(
        [*base, option, "-k", "STORE_LOCKED"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert only.returncode == 0, only.stdout
    assert "1 passed" in only.stdout
    # a mutant fails the test named by its code, with the check's name
    mutate(
        folder / "depot" / "errors.py",
        "retryable = True",
        "retryable = False",
        after="class StoreLockedError",
    )
    broken = subprocess.run(
        [*base, option, "-k", "STORE_LOCKED"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert broken.returncode == 1
    assert "STORE_LOCKED" in broken.stdout
    assert "envelope: envelope.schema.json" in broken.stdout


@pytest.mark.slow
def test_record_writes_a_transcript_per_code(tmp_path: Path) -> None:
    folder = depot_copy(tmp_path / "depot")
    done = run_errgen("contract", "--record", str(tmp_path / "transcripts"), cwd=folder)
    assert done.code == 0, done.out + done.err
    written = sorted(p.name for p in (tmp_path / "transcripts").iterdir())
    assert written == [
        "BAD_USAGE.txt",
        "CREDENTIALS_EXPIRED.txt",
        "KEY_NOT_FOUND.txt",
        "PERMISSION_DENIED.txt",
        "SESSION_REVOKED.txt",
        "STORE_LOCKED.txt",
    ]
    text = (tmp_path / "transcripts" / "CREDENTIALS_EXPIRED.txt").read_text()
    assert text.startswith("# CREDENTIALS_EXPIRED (correctable): ")
    assert "$ depot auth refresh" in text
    assert "(exit 8)" in text
