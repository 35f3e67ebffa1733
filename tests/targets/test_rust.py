"""The rust target, checked by the real toolchain, offline: every golden crate builds, passes its
own tests, `cargo clippy -- -D warnings` and `rustfmt --check`, without features and with the
cargo features serde and clap; and one Rust program gives the same envelope, problem, gRPC
status and backoff bytes as Python, TypeScript and Go for every cross-language case (hostile
text, list and optional details), reads every golden, tampered, unknown-code and too-deep
envelope as Python reads it, renders errors for people and makes usage errors and warnings as
Python does, and serializes with serde to the hand-written bytes.

CI time: one cargo workspace (tests/rust_workspace.py) holds every golden crate, the depot and
the program, built once per session and shared with tests/recover/test_depot_runtimes.py."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from errgen.names.rust import rust_constructor, rust_field, rust_name
from errgen.targets.rust import rust_string

from tests.conftest import ROOT, run_errgen
from tests.golden_records import SOURCES
from tests.polyglot import (
    CASES,
    DURATION_MS,
    ENVELOPES,
    GOLDEN,
    GRPC_STATUSES,
    PROBLEMS,
    TEXTS,
    python_error,
)
from tests.rust_workspace import DEPOT_RS, Workspace
from tests.targets.test_python_generated import load_module

pytestmark = pytest.mark.slow  # the Rust toolchain

DEPOT = ROOT / "examples" / "depot"


@pytest.fixture
def workspace(rust_workspace: Workspace) -> Workspace:
    return rust_workspace


def test_every_golden_crate_builds_and_passes_clippy_and_its_tests(workspace: Workspace) -> None:
    steps = ["build", "clippy", "test"] + ["clippy --all-features"] * workspace.features
    for step in steps:
        done = workspace.runs[step]
        assert done.returncode == 0, f"cargo {step}:\n{done.stderr[-6000:]}"
        if step.startswith("clippy"):
            assert "warning" not in done.stderr, done.stderr[-6000:]
    # each golden crate's two tests, and the depot's, whose module is errors.rs too
    passed = workspace.runs["test"].stdout.count("test result: ok. 2 passed")
    assert passed == len(SOURCES) + 1, workspace.runs["test"].stdout


def test_golden_crates_are_rustfmt_clean_ascii_and_std_only() -> None:
    rustfmt = shutil.which("rustfmt")
    if rustfmt is None:
        pytest.skip("rustfmt is not installed")
    files = [str(GOLDEN / name / "errors.rs") for name in SOURCES]
    done = subprocess.run(
        [rustfmt, "--check", "--edition", "2021", *files], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout[-6000:]
    for name in SOURCES:
        source = (GOLDEN / name / "errors.rs").read_bytes()
        assert source.isascii()
        uses = [line for line in source.decode().splitlines() if line.startswith("use ")]
        assert all(line.startswith("use std::") for line in uses), uses


def _golden(folder: Path, name: str) -> list[str]:
    return (folder / f"{name}.txt").read_text("utf-8").splitlines()


@pytest.mark.parametrize("name", list(CASES))
def test_rust_gives_the_same_envelopes_and_reads_every_one(workspace: Workspace, name: str) -> None:
    from tests.targets.test_envelopes import read_back

    lines = _golden(ENVELOPES, name)
    assert workspace.cross("envelopes", name, lines) == lines + read_back(name)


@pytest.mark.parametrize("name", list(CASES))
def test_rust_gives_the_same_problems_and_reads_every_one(workspace: Workspace, name: str) -> None:
    from tests.targets.test_problems import read_back

    lines = _golden(PROBLEMS, name)
    assert workspace.cross("problems", name, lines) == lines + read_back(name)


@pytest.mark.parametrize("name", list(CASES))
def test_rust_gives_the_same_grpc_statuses(workspace: Workspace, name: str) -> None:
    lines = _golden(GRPC_STATUSES, name)
    assert workspace.cross("grpc", name) == lines


def test_rust_gives_the_same_backoff_waits(workspace: Workspace) -> None:
    from tests.targets.test_backoff import python_waits

    assert workspace.cross("backoff", "none") == python_waits()


@pytest.mark.parametrize("name", ["payments", "hostile"])
def test_rust_reads_tampered_and_unknown_envelopes_as_python_does(
    workspace: Workspace, name: str
) -> None:
    from tests.targets.test_parsers import inputs

    lines, expected = inputs(name)
    assert workspace.cross("read", name, lines) == expected


def test_rust_refuses_exactly_what_python_refuses(workspace: Workspace) -> None:
    from tests.targets.test_parsers import DEEP, python_reads_deep

    assert workspace.cross("read", "payments", DEEP) == python_reads_deep(DEEP)


def test_rust_names_are_checked_and_suffixed() -> None:
    from errgen.names.rust import rust_name_clashes

    assert rust_constructor("TYPE") == "type_error" and rust_constructor("CODE") == "code_error"
    assert rust_constructor("USAGE") == "usage_error"  # the runtime's method usage()
    assert rust_field("type") == "type_" and rust_field("spec") == "spec_"
    for bad in ("fn", "Value", "Answer", "Options", "a-b", "é", "1x", "Self"):
        with pytest.raises(ValueError):
            rust_name(bad)
    assert rust_string('a"b\\c\x1b\u2028🙂*/') == '"a\\"b\\\\c\\u{1b}\\u{2028}\\u{1f642}*\\u{2f}"'
    clashes = list(
        rust_name_clashes(
            ("Value", "UnknownToolError"),
            [((), "AUTH"), ((), "auth")],
            [],
            [((), "UNKNOWN_TOOL", "UnknownToolError", [])],
        )
    )
    assert len(clashes) == 3, clashes


def test_the_rust_depot_passes_the_depots_contract_file(workspace: Workspace) -> None:
    assert workspace.runs["build"].returncode == 0, workspace.runs["build"].stderr[-6000:]
    depot = workspace.root / "target" / "debug" / "depot"
    result = run_errgen("contract", "--json", "--program", str(depot), "-j", "2", cwd=DEPOT)
    assert result.code == 0, result.out + result.err
    assert result.envelope()["data"]["coverage"]["never_exercised"] == []
    source = (DEPOT_RS / "src" / "errors.rs").read_text()  # current: tests/building/test_current.py
    assert source.startswith("// Code generated by errgen") and "pub struct DepotError {" in source


def _module(name: str) -> Any:
    return load_module(GOLDEN / name / "errors.py", f"rust_runtime_{name}")


def _errors(name: str) -> list[Any]:
    module = _module(name)
    return [python_error(module, code, args) for code, args in CASES[name]]


@pytest.mark.parametrize("name", list(CASES))
def test_rust_renders_every_error_for_people_as_python_does(
    workspace: Workspace, name: str
) -> None:
    module = _module(name)
    expected = "".join(
        module.render(error, False) + module.render(error, True) for error in _errors(name)
    )
    assert "\n".join(workspace.cross("render", name)) + "\n" == expected


def _usage_lines(module: Any, usage: str) -> str:
    """The usage text as run prints it: each line (split at \\n, as Go, TypeScript and Rust
    split it) cleaned as the Python runtime cleans it."""
    lines = usage.rstrip("\n").split("\n") if usage else []
    return "".join(
        module.clean_text(line.replace("\t", "    "), module.MAX_FOREIGN_CHARS) + "\n"
        for line in lines
    )


@pytest.mark.parametrize("name", list(CASES))
def test_rust_usage_errors_are_pythons(workspace: Workspace, name: str) -> None:
    module = _module(name)
    expected = []
    for text in TEXTS:
        error = module.usage_error(text, text)
        expected.append(json.dumps(error.to_envelope(duration_ms=DURATION_MS)) + "\n")
        expected.append(_usage_lines(module, text) + module.render(error))
    assert "\n".join(workspace.cross("usage", name)) + "\n" == "".join(expected)


@pytest.mark.parametrize("name", ["payments", "hostile"])
def test_rust_reads_warnings_back_as_every_parser_does(workspace: Workspace, name: str) -> None:
    from tests.targets.test_parsers import CASES as TAMPERED
    from tests.targets.test_parsers import python_reads_warnings, warnings_line

    lines = [warnings_line(line) for line in TAMPERED[name]]
    assert workspace.cross("warnings", name, lines) == python_reads_warnings(name, lines)


@pytest.mark.parametrize("name", list(CASES))
def test_serde_gives_the_hand_written_bytes(workspace: Workspace, name: str) -> None:
    if not workspace.features:
        pytest.skip("Debian's serde and clap crates are not installed (make toolchains)")
    envelopes, problems = _golden(ENVELOPES, name), _golden(PROBLEMS, name)
    out = workspace.cross("serde", name)
    assert out[: len(envelopes)] == envelopes
    assert out[len(envelopes) : len(envelopes) + len(problems)] == problems
    module = _module(name)
    pairs = out[len(envelopes) + len(problems) :]
    assert len(pairs) == len(CASES[name])
    for pair, error in zip(pairs, _errors(name), strict=True):
        written, serialized = pair.split("\t")
        envelope = {
            "ok": True,
            "data": TEXTS,
            "error": None,
            "warnings": [module.to_warning(error)],
        }
        assert (
            written == serialized == json.dumps(envelope | {"meta": {"duration_ms": DURATION_MS}})
        )


CLAP_LINES = ["gett x", "get", "get a b", "--x", "", "put"]


def test_clap_refusals_are_the_usage_error(workspace: Workspace) -> None:
    if not workspace.features:
        pytest.skip("Debian's serde and clap crates are not installed (make toolchains)")
    module = _module("guide")
    out = "\n".join(workspace.cross("clap", "guide", CLAP_LINES)) + "\n"
    blocks = [block for block in out.split('{"ok": ') if block]
    assert len(blocks) == len(CLAP_LINES)
    for block, line in zip(blocks, CLAP_LINES, strict=True):
        envelope, stderr = ('{"ok": ' + block).split("\n", 1)
        error = json.loads(envelope)["error"]
        assert error["code"] == "USAGE_ERROR", line
        problem = error["details"]["problem"]
        assert problem and "\n" not in problem and not problem.startswith("error:")
        assert stderr.startswith("Usage: tool") or stderr.startswith("tool: error"), stderr
        usage = stderr[: stderr.index("tool: error")]
        assert stderr == usage + module.render(module.usage_error(problem, ""))
    assert "'gett'" in blocks[0] and "Did you mean 'get'?" in blocks[0]
    help_ = workspace.cross_run("clap-help", "guide")
    assert help_.returncode == 0 and "Usage: tool" in help_.stdout  # --help stays clap's own


def _run(workspace: Workspace, mode: str, **env: str) -> tuple[int, dict[str, Any], str]:
    done = workspace.cross_run(mode, "guide", env=env)
    assert done.stdout.count("\n") == 1, done.stdout
    return done.returncode, json.loads(done.stdout), done.stderr


def test_run_answers_for_every_outcome_of_main(workspace: Workspace) -> None:
    module = _module("guide")
    error = _errors("guide")[0]
    internal = module.render(module.InternalError())
    code, envelope, stderr = _run(workspace, "run-data")
    assert (code, envelope["ok"], envelope["data"], stderr) == (0, True, "d", "")
    for mode in ("run-error", "run-chain"):  # the error anywhere in the chain
        code, envelope, stderr = _run(workspace, mode)
        assert code == error.exit_code and envelope["error"] == error.to_dict()
        assert stderr == module.render(error)
    code, envelope, stderr = _run(workspace, "run-other")
    assert code == 9 and envelope["error"]["code"] == "INTERNAL_ERROR" and stderr == internal
    code, envelope, stderr = _run(workspace, "run-panic")  # one line, no panic message
    assert code == 9 and envelope["error"]["code"] == "INTERNAL_ERROR"
    assert stderr.startswith("tool: unexpected panic at ") and stderr.endswith("\n" + internal)
    assert "evil" not in stderr and stderr.count("\n") == 1 + internal.count("\n")
    code, envelope, stderr = _run(workspace, "run-usage")
    usage = module.usage_error("no", "")
    assert code == 2 and envelope["error"] == usage.to_dict()
    assert stderr == "Usage: tool    X\n" + module.render(usage)
    code, envelope, stderr = _run(workspace, "run-quiet")
    assert code == 2 and envelope["error"]["code"] == "USAGE_ERROR" and stderr == ""
    code, envelope, stderr = _run(workspace, "run-answer")
    assert code == 0 and envelope["warnings"] == [module.to_warning(error)] and stderr == ""
    code, envelope, stderr = _run(workspace, "run-bad-exit")  # no exit of class result: a bug
    assert code == 9 and envelope["error"]["code"] == "INTERNAL_ERROR"
    code, envelope, stderr = _run(workspace, "run-error", NO_COLOR="")  # a pipe: no colour
    assert "\x1b" not in stderr
