"""The rust target, checked by the real toolchain, offline: every golden crate builds, passes its
own tests, `cargo clippy -- -D warnings` and `rustfmt --check`; and one Rust program gives the
same envelope, problem, gRPC status and backoff bytes as Python, TypeScript and Go for every
cross-language case (hostile text, list and optional details), and reads every golden,
tampered, unknown-code and too-deep envelope as Python reads it.

CI time: one cargo workspace holds every golden crate and the program, built once per session
(one `cargo build`, one `cargo clippy`, one `cargo test`, one target folder)."""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest
from errgen.names.rust import rust_constructor, rust_field, rust_name
from errgen.targets.rust import rust_literal, rust_string

from tests.conftest import ROOT, run_errgen
from tests.golden_records import SOURCES
from tests.polyglot import (
    BACKOFF_CASES,
    CASES,
    DOMAINS,
    DURATION_MS,
    ENVELOPES,
    GOLDEN,
    GRPC_STATUSES,
    HINT,
    PROBLEMS,
    instance_of,
)
from tests.targets.test_python_generated import load_module

pytestmark = pytest.mark.slow  # the Rust toolchain

DEPOT_RS = ROOT / "examples" / "depot-rs"
DEPOT = ROOT / "examples" / "depot"

WORKSPACE = """[workspace]
members = [MEMBERS]
resolver = "2"

[profile.dev]
debug = false
incremental = false
"""
CRATE = '[package]\nname = "{name}"\nversion = "0.0.0"\nedition = "2021"\n\n[lib]\npath = "errors.rs"\ndoctest = false\n'


def cargo() -> str:
    found = shutil.which("cargo")
    if found is None:
        pytest.skip("cargo is not installed: the Rust tests need rustc, cargo, clippy and rustfmt")
    return found


def base_of(name: str) -> str:
    return str(json.loads((GOLDEN / name / "catalog.json").read_text())["tool"]["base_class"])


def rust_value(value: Any) -> str:
    if isinstance(value, float):  # bit for bit: -0.0, NaN and the infinities too
        return f"f(0x{struct.unpack('<Q', struct.pack('<d', value))[0]:016x})"
    return rust_literal(value)


def rust_argument(value: Any, kind: str, optional: bool) -> str:
    """A constructor argument in Rust: a list detail's slice, an optional detail's Some."""
    if value is None and optional:
        return "None"
    if kind.startswith("list["):
        text = f"&[{', '.join(rust_value(item) for item in value)}]"
    else:
        text = rust_value(value)
    return f"Some({text})" if optional else text


def rust_error(module: Any, name: str, code: str, args: dict[str, Any]) -> str:
    """A case's error as a Rust expression; with_retry_after takes an i64, so a wait that is
    no whole number is left out (the catalogue's wait stands, as in the other languages)."""
    error = module.ERRORS[code]
    kinds = dict(zip(error.params, error.param_types, strict=True))
    values = ", ".join(
        rust_argument(args.get(p), kinds[p], p in error.optional) for p in error.params
    )
    hint = args.get(HINT)
    whole = hint is not None and float(hint).is_integer()
    made = f"{name}::{rust_name(base_of(name))}::{rust_constructor(code)}({values})"
    return made + (f".with_retry_after({int(hint)})" if whole else "")


def program() -> str:
    """The cross-language program: `cross MODE NAME` writes the bytes of each case of NAME
    (envelopes, problems, grpc), then reads each line of its input as an envelope (or a
    problem) and writes it again; `cross backoff` writes each backoff case's wait."""
    out = ["use std::io::BufRead;\n\nfn f(bits: u64) -> f64 {\n    f64::from_bits(bits)\n}\n"]
    dispatch = []
    modules = {name: load_module(GOLDEN / name / "errors.py", f"rust_{name}") for name in CASES}
    for name in CASES:
        module = modules[name]
        base = rust_name(base_of(name))
        rows = "".join(
            f"        ({rust_error(module, name, code, args)}, {rust_string(instance_of(i))}, "
            f"{rust_string(DOMAINS[i % len(DOMAINS)])}),\n"
            for i, (code, args) in enumerate(CASES[name])
        )
        out.append(
            f"fn run_{name}(mode: &str, lines: &[String]) {{\n"
            f"    let cases: Vec<({name}::{base}, &str, &str)> = vec![\n{rows}    ];\n"
            "    for (e, instance, domain) in &cases {\n        match mode {\n"
            f'            "envelopes" => println!("{{}}", e.to_envelope().with_duration({DURATION_MS}).encode()),\n'
            '            "problems" => println!("{}", e.to_problem(instance).encode()),\n'
            '            "grpc" => println!("{}", e.to_grpc_status(domain)),\n'
            "            _ => {}\n        }\n    }\n"
            "    for line in lines {\n"
            "        let read = match mode {\n"
            f'            "problems" => {name}::{base}::from_problem(line).map(|e| e.to_problem("").encode()),\n'
            f"            _ => {name}::{base}::from_envelope(line)\n"
            f"                .map(|e| e.to_envelope().with_duration({DURATION_MS}).encode()),\n"
            "        };\n"
            '        println!("{}", read.unwrap_or_else(|_| "refused".to_string()));\n'
            "    }\n}\n"
        )
        dispatch.append(f'        "{name}" => run_{name}(&args[1], &lines),\n')
    waits = []
    for name, code, args, attempt, fraction in BACKOFF_CASES:
        waits.append(
            f"    wait({rust_error(modules[name], name, code, args)}.backoff_ms({attempt}, "
            f"{rust_value(float(fraction))}));\n"
        )
    out.append(
        'fn wait(ms: i64) {\n    if ms > 0 {\n        println!("{ms}");\n    } else {\n'
        '        println!("-");\n    }\n}\n\nfn backoff() {\n' + "".join(waits) + "}\n"
    )
    out.append(
        "fn main() {\n    let args: Vec<String> = std::env::args().collect();\n"
        "    let lines: Vec<String> = std::io::stdin().lock().lines().map(|l| l.unwrap()).collect();\n"
        "    match args[2].as_str() {\n" + "".join(dispatch) + "        _ => backoff(),\n    }\n}\n"
    )
    return "\n".join(out)


class Workspace:
    """The session's cargo workspace: each golden crate and the cross-language program, the
    output and seconds of each cargo command run once."""

    def __init__(self, root: Path, cargo: str) -> None:
        self.root, self.cargo = root, cargo
        self.runs: dict[str, subprocess.CompletedProcess[str]] = {}
        self.seconds: dict[str, float] = {}

    def cargo_run(self, step: str, *args: str) -> subprocess.CompletedProcess[str]:
        started = time.monotonic()
        env = dict(os.environ, CARGO_NET_OFFLINE="true", CARGO_TERM_COLOR="never")
        done = subprocess.run(
            [self.cargo, args[0], "--offline", *args[1:]], cwd=self.root, capture_output=True, text=True,
            env=env, timeout=900,
        )  # fmt: skip
        self.seconds[step] = time.monotonic() - started
        self.runs[step] = done
        return done

    def cross(self, mode: str, name: str, lines: list[str] = ()) -> list[str]:  # type: ignore[assignment]
        binary = self.root / "target" / "debug" / "cross"
        done = subprocess.run(
            [str(binary), mode, name], input="".join(line + "\n" for line in lines),
            capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        return done.stdout.splitlines()


@pytest.fixture(scope="session")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Workspace:
    tool = cargo()
    root = tmp_path_factory.mktemp("rust")
    members = [*SOURCES, "cross", "depot"]
    (root / "Cargo.toml").write_text(
        WORKSPACE.replace("MEMBERS", ", ".join(f'"{m}"' for m in members))
    )
    for name in SOURCES:
        (root / name).mkdir()
        (root / name / "Cargo.toml").write_text(CRATE.format(name=name))
        (root / name / "errors.rs").write_bytes((GOLDEN / name / "errors.rs").read_bytes())
    (root / "cross" / "src").mkdir(parents=True)
    deps = "".join(f'{name} = {{ path = "../{name}" }}\n' for name in CASES)
    (root / "cross" / "Cargo.toml").write_text(
        '[package]\nname = "cross"\nversion = "0.0.0"\nedition = "2021"\n\n[dependencies]\n' + deps
    )
    (root / "cross" / "src" / "main.rs").write_text(program())
    shutil.copytree(DEPOT_RS / "src", root / "depot" / "src")
    manifest = (DEPOT_RS / "Cargo.toml").read_text().replace("[workspace]\n", "")
    (root / "depot" / "Cargo.toml").write_text(manifest)  # a member of this workspace
    ws = Workspace(root, tool)
    golden = [arg for name in [*SOURCES, "depot"] for arg in ("-p", name)]
    ws.cargo_run("build", "build", "--workspace")
    ws.cargo_run("clippy", "clippy", *golden, "--", "-D", "warnings")
    ws.cargo_run("test", "test", *golden)
    print(f"\nrust workspace seconds: {ws.seconds}")  # shown with -s; the report quotes them
    return ws


def test_every_golden_crate_builds_and_passes_clippy_and_its_tests(workspace: Workspace) -> None:
    for step in ("build", "clippy", "test"):
        done = workspace.runs[step]
        assert done.returncode == 0, f"cargo {step}:\n{done.stderr[-6000:]}"
    assert "warning" not in workspace.runs["clippy"].stderr
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
    assert rust_field("type") == "type_" and rust_field("spec") == "spec_"
    for bad in ("fn", "Value", "a-b", "é", "1x", "Self"):
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
