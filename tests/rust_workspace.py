"""The session's one cargo workspace (the `rust_workspace` fixture of tests/conftest.py): every
golden crate, the depot in Rust and the cross-language program, built offline once a session
without features and once with the cargo features serde and clap (Debian's crates, through
source replacement to the directory /usr/share/cargo/registry).

CI time: one target folder; one `cargo build` (the depot, and the cross-language program with
the features), `clippy` without features and with them, one `test`, each run once and timed."""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import struct
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from errgen.names.rust import rust_constructor, rust_name
from errgen.targets.rust import rust_literal, rust_string

from tests.conftest import ROOT
from tests.golden_records import SOURCES
from tests.polyglot import (
    BACKOFF_CASES,
    CASES,
    DOMAINS,
    DURATION_MS,
    GOLDEN,
    HINT,
    TEXTS,
    instance_of,
)

DEPOT_RS = ROOT / "examples" / "depot-rs"
RUNTIME = ROOT / "tests" / "targets" / "rust_runtime.rs"
# Debian's crates (librust-serde-json-dev, librust-clap-dev: make toolchains), read by cargo as
# a directory source replacing crates.io, as Debian's own cargo wrapper configures it
# (https://doc.rust-lang.org/cargo/reference/source-replacement.html#directory-sources)
DEBIAN_REGISTRY = Path("/usr/share/cargo/registry")
SOURCE_REPLACEMENT = f"""[source.crates-io]
replace-with = "debian"

[source.debian]
directory = "{DEBIAN_REGISTRY}"
"""

WORKSPACE = """[workspace]
members = [MEMBERS]
resolver = "2"

[profile.dev]
debug = false
incremental = false
"""
CRATE = '[package]\nname = "{name}"\nversion = "0.0.0"\nedition = "2021"\n\n[lib]\npath = "errors.rs"\ndoctest = false\n'
SERDE = 'serde = { version = "1", optional = true, default-features = false, features = ["std"] }\n'
CLAP = 'clap = { version = "4", optional = true, default-features = false, features = ["std", "help", "usage", "error-context", "suggestions"] }\n'
# what docs/rust.md tells a team to add for the features: both optional, std only without them
FEATURES = f"""
[dependencies]
{SERDE}{CLAP}
[features]
serde = ["dep:serde"]
clap = ["dep:clap"]
"""


def cargo() -> str:
    found = shutil.which("cargo")
    if found is None:
        pytest.skip("cargo is not installed: the Rust tests need rustc, cargo, clippy and rustfmt")
    return found


def debian_crates() -> bool:
    """Whether Debian's serde, serde_json and clap crates are installed for cargo to read."""
    return all(any(DEBIAN_REGISTRY.glob(f"{name}-*")) for name in ("serde", "serde_json", "clap"))


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


def program(modules: dict[str, Any]) -> str:
    """The cross-language program: `cross MODE NAME` writes the bytes of each case of NAME
    (envelopes, problems, grpc), then reads each line of its input as an envelope (or a
    problem) and writes it again; `cross backoff` writes each backoff case's wait; the modes of
    rust_runtime.rs render, make usage errors, read warnings, serialize and run a main."""
    out = [
        "use std::io::BufRead;\nuse std::process::ExitCode;\n\n#[macro_use]\nmod runtime;\n\n"
        "fn f(bits: u64) -> f64 {\n    f64::from_bits(bits)\n}\n",
        f"const TEXTS: &[&str] = &[{', '.join(rust_string(text) for text in TEXTS)}];\n",
    ]
    dispatch = []
    for name in CASES:
        module = modules[name]
        base = rust_name(base_of(name))
        rows = "".join(
            f"        ({rust_error(module, name, code, args)}, {rust_string(instance_of(i))}, "
            f"{rust_string(DOMAINS[i % len(DOMAINS)])}),\n"
            for i, (code, args) in enumerate(CASES[name])
        )
        out.append(
            f"runtime_modes!({name}_runtime, {name}, {base});\n\n"
            f"fn run_{name}(mode: &str, lines: &[String]) -> ExitCode {{\n"
            f"    let cases: Vec<({name}::{base}, &str, &str)> = vec![\n{rows}    ];\n"
            "    let errors: Vec<_> = cases.iter().map(|c| c.0.clone()).collect();\n"
            "    let instances: Vec<&str> = cases.iter().map(|c| c.1).collect();\n"
            f"    if let Some(code) = {name}_runtime::mode(mode, &errors, &instances, TEXTS, lines) {{\n"
            "        return code;\n    }\n"
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
            "    }\n    ExitCode::SUCCESS\n}\n"
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
        '        println!("-");\n    }\n}\n\nfn backoff() -> ExitCode {\n'
        + "".join(waits)
        + "    ExitCode::SUCCESS\n}\n"
    )
    out.append(
        "fn main() -> ExitCode {\n    let args: Vec<String> = std::env::args().collect();\n"
        "    let lines: Vec<String> = std::io::stdin().lock().lines().map(|l| l.unwrap()).collect();\n"
        "    match args[2].as_str() {\n" + "".join(dispatch) + "        _ => backoff(),\n    }\n}\n"
    )
    return "\n".join(out)


class Workspace:
    """The session's cargo workspace: each golden crate, the depot and the cross-language
    program, the output and seconds of each cargo command run once."""

    def __init__(self, root: Path, cargo: str, features: bool) -> None:
        self.root, self.cargo, self.features = root, cargo, features
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

    def cross(self, mode: str, name: str, lines: Sequence[str] = ()) -> list[str]:
        done = self.cross_run(mode, name, lines)
        assert done.returncode == 0, done.stderr
        return done.stdout.splitlines()

    def cross_run(
        self, mode: str, name: str, lines: Sequence[str] = (), env: dict[str, str] | None = None
    ) -> subprocess.CompletedProcess[str]:
        binary = self.root / "target" / "debug" / "cross"
        return subprocess.run(
            [str(binary), mode, name], input="".join(line + "\n" for line in lines),
            capture_output=True, text=True, timeout=120, env=dict(os.environ, **(env or {})),
        )  # fmt: skip

    @property
    def depot(self) -> Path:
        return self.root / "target" / "debug" / "depot"


def build_workspace(root: Path) -> Workspace:
    """Writes the workspace under `root` and runs each cargo command once."""
    from tests.targets.test_python_generated import load_module

    tool = cargo()
    features = debian_crates()
    members = [*SOURCES, "cross", "depot"]
    (root / "Cargo.toml").write_text(
        WORKSPACE.replace("MEMBERS", ", ".join(f'"{m}"' for m in members))
    )
    if features:
        (root / ".cargo").mkdir()
        (root / ".cargo" / "config.toml").write_text(SOURCE_REPLACEMENT)
    for name in SOURCES:
        (root / name).mkdir()
        (root / name / "Cargo.toml").write_text(
            CRATE.format(name=name) + (FEATURES if features else "")
        )
        (root / name / "errors.rs").write_bytes((GOLDEN / name / "errors.rs").read_bytes())
    (root / "cross" / "src").mkdir(parents=True)
    deps = "".join(f'{name} = {{ path = "../{name}" }}\n' for name in CASES)
    manifest = '[package]\nname = "cross"\nversion = "0.0.0"\nedition = "2021"\n\n[dependencies]\n'
    if features:  # the program's features turn on its catalogues' own
        deps += SERDE + CLAP + 'serde_json = { version = "1", optional = true }\n\n[features]\n'
        for feature, own in (("serde", ["dep:serde", "dep:serde_json"]), ("clap", ["dep:clap"])):
            names = [f"{name}/{feature}" for name in CASES] + own
            deps += f"{feature} = [{', '.join(json.dumps(n) for n in names)}]\n"
    (root / "cross" / "Cargo.toml").write_text(manifest + deps)
    modules = {name: load_module(GOLDEN / name / "errors.py", f"rust_{name}") for name in CASES}
    (root / "cross" / "src" / "main.rs").write_text(program(modules))
    shutil.copy(RUNTIME, root / "cross" / "src" / "runtime.rs")
    shutil.copytree(DEPOT_RS / "src", root / "depot" / "src")
    manifest = (DEPOT_RS / "Cargo.toml").read_text().replace("[workspace]\n", "")
    (root / "depot" / "Cargo.toml").write_text(manifest)  # a member of this workspace, no feature
    ws = Workspace(root, tool, features)
    golden = [arg for name in [*SOURCES, "depot"] for arg in ("-p", name)]
    # one build of the two programs: the depot (no feature) and the cross-language program with
    # its catalogues' serde and clap; clippy checks every crate both ways, cargo test runs each
    # crate's own tests without features
    ws.cargo_run("build", "build", "-p", "depot", "-p", "cross", *(["--all-features"] * features))
    ws.cargo_run("clippy", "clippy", *golden, "--", "-D", "warnings")
    if features:
        ws.cargo_run(
            "clippy --all-features", "clippy", *golden, "--all-features", "--", "-D", "warnings"
        )
    ws.cargo_run("test", "test", *golden)
    print(f"\nrust workspace seconds: {ws.seconds}")  # shown with -s; the report quotes them
    return ws


def shared_workspace(factory: pytest.TempPathFactory) -> Workspace:
    """The session's workspace, built by the first pytest-xdist worker that asks for it and read
    by the others (xdist's recipe for a session fixture that runs once: a file lock in the
    folder the workers share; `xdist_group` does not keep modules on one worker here)."""
    base = factory.getbasetemp()
    if "PYTEST_XDIST_WORKER" in os.environ:
        base = base.parent  # this session's folder, shared by its workers
    root, record = base / "rust-workspace", base / "rust-workspace.json"
    with open(base / "rust-workspace.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if record.exists():
            saved = json.loads(record.read_text())
            ws = Workspace(root, saved["cargo"], saved["features"])
            ws.seconds = saved["seconds"]
            ws.runs = {
                step: subprocess.CompletedProcess(args, code, out, err)
                for step, (args, code, out, err) in saved["runs"].items()
            }
            return ws
        root.mkdir()
        ws = build_workspace(root)
        runs = {s: (d.args, d.returncode, d.stdout, d.stderr) for s, d in ws.runs.items()}
        saved = {"cargo": ws.cargo, "features": ws.features, "seconds": ws.seconds, "runs": runs}
        record.write_text(json.dumps(saved))
        return ws
