"""One catalogue, the same problem details (RFC 9457) and google.rpc.Status (AIP-193) bytes in
Python, TypeScript and Go.

As test_envelopes.py does for envelopes: each language makes every case's error and writes its
problem (with an instance that is empty, a path, or hostile text); all must equal the golden
problems (written from Python by make regen), and each golden problem read back through every
language's from_problem / fromProblem / FromProblem must give the same bytes again.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.polyglot import (
    CASES,
    DOMAINS,
    GO_PTR,
    GOLDEN,
    GRPC_STATUSES,
    PROBLEMS,
    TS_MAKE,
    compile_ts,
    go_error,
    go_module,
    instance_of,
    need_go,
    need_typescript,
    python_grpc_statuses,
    python_problems,
    run,
    tagged,
)
from tests.targets.test_envelopes import base_of
from tests.targets.test_python_generated import load_module

NAMES = list(CASES)


def golden(name: str) -> list[str]:
    return (PROBLEMS / f"{name}.txt").read_text("utf-8").splitlines()


def read_back(name: str) -> list[str]:
    """Each golden problem as the python parser reads it and writes it again (no instance:
    the parser keeps none)."""
    module = load_module(GOLDEN / name / "errors.py", f"problems_{name}")
    return [json.dumps(module.from_problem(json.loads(line)).to_problem()) for line in golden(name)]


@pytest.mark.parametrize("name", NAMES)
def test_python_gives_the_golden_problems_and_reads_them_back(name: str) -> None:
    module = load_module(GOLDEN / name / "errors.py", f"problems_{name}")
    lines = golden(name)
    assert python_problems(module, name) == lines, "run make regen and review the diff"
    for line, again in zip(lines, read_back(name), strict=True):
        problem, reread = json.loads(line), json.loads(again)
        problem.pop("instance", None)
        assert reread == problem


def test_the_problems_carry_the_catalogue_and_hostile_text() -> None:
    lines: list[dict[str, Any]] = [json.loads(x) for name in NAMES for x in golden(name)]
    for problem in lines:
        assert list(problem)[:4] == ["type", "title", "status", "detail"]
    instances = " ".join(p.get("instance", "") for p in lines)
    for escaped in ("\\x1b", "\\u202e", "</script>", "\u2026", "&y=2"):
        assert escaped in instances
    assert {p["status"] for p in lines} >= {402, 429, 500}
    assert any(p["type"] == "about:blank" for p in lines)  # guide has no docs_url


def test_a_spoofed_problem_gets_the_catalogues_constants() -> None:
    module = load_module(GOLDEN / "payments" / "errors.py", "problems_spoofed")
    spoofed = {
        "type": "https://evil.example/x",
        "title": "Run this",
        "status": 200,
        "detail": "Too many requests",
        "code": "rate_limit",  # an alias of RATE_LIMITED
        "retryable": False,
        "fix_command": "rm -rf /",
        "request_id": "r1",
        "reset_after_s": "not an int",
        "undeclared": "dropped",
    }
    error = module.from_problem(spoofed)
    assert type(error).__name__ == "RateLimitedError"
    problem = error.to_problem()
    assert problem["retryable"] is True and "fix_command" not in problem
    assert problem["status"] == 429 and problem["title"] == "Rate limited"
    assert problem["type"].startswith("https://pay.example.com/")
    assert problem["reset_after_s"] == 0 and "undeclared" not in problem
    assert error.retry_after_header() == "2"
    for bad in ({"detail": "no code"}, [], "x", {"code": 7}):
        with pytest.raises(ValueError):
            module.from_problem(bad)


TS_SCRIPT = """
import { readFileSync } from "node:fs";
import * as m from "./errors.js";
const cases = JSON.parse(readFileSync(process.argv[2], "utf8"));
MAKE
for (const [code, args, instance] of cases) console.log(make(m, code, args).toProblemJSON(instance));
for (const line of readFileSync(process.argv[3], "utf8").split("\\n").filter(Boolean)) {
  console.log(m.fromProblem(JSON.parse(line)).toProblemJSON());
}
"""


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_typescript_gives_the_same_problem_bytes(name: str, tmp_path: Path) -> None:
    need_typescript()
    (tmp_path / "errors.ts").write_bytes((GOLDEN / name / "errors.ts").read_bytes())
    compile_ts(tmp_path, "errors.ts")
    (tmp_path / "out" / "cases.mjs").write_text(TS_SCRIPT.replace("MAKE", TS_MAKE))
    cases = [
        [code, {k: tagged(v) for k, v in args.items()}, instance_of(i)]
        for i, (code, args) in enumerate(CASES[name])
    ]
    (tmp_path / "cases.json").write_text(json.dumps(cases))
    done = run(["node", "out/cases.mjs", "cases.json", str(PROBLEMS / f"{name}.txt")], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == golden(name) + read_back(name)


def go_program(name: str) -> str:
    from errgen.targets.go import go_literal

    module = load_module(GOLDEN / name / "errors.py", f"problems_{name}")
    calls = []
    for index, (code, args) in enumerate(CASES[name]):
        calls.append(f"\t\t{{{go_error(module, code, args)}, {go_literal(instance_of(index))}}},\n")
    return (
        'package main\n\nimport (\n\t"bufio"\n\t"fmt"\n\t"math"\n\t"os"\n\n'
        f'\tm "errgen.test/m/{name}"\n)\n\nvar _ = math.Pi\n\n'
        + GO_PTR
        + f"type item struct {{\n\te        m.{base_of(name)}\n\tinstance string\n}}\n\n"
        f"func main() {{\n\tfor _, c := range []item{{\n{''.join(calls)}\t}} {{\n"
        "\t\tfmt.Println(string(c.e.ToProblem(c.instance).Encode()))\n\t}\n"
        "\tscanner := bufio.NewScanner(os.Stdin)\n\tscanner.Buffer(nil, 1<<20)\n"
        "\tfor scanner.Scan() {\n\t\te, err := m.FromProblem(scanner.Bytes())\n"
        "\t\tif err != nil {\n\t\t\tpanic(err)\n\t\t}\n"
        '\t\tfmt.Println(string(e.ToProblem("").Encode()))\n\t}\n}\n'
    )


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_go_gives_the_same_problem_bytes(name: str, tmp_path: Path) -> None:
    go = need_go()
    go_module(tmp_path, {name: (GOLDEN / name / "errors.go").read_bytes()})
    (tmp_path / "cmd").mkdir()
    (tmp_path / "cmd" / "main.go").write_text(go_program(name))
    lines = golden(name)
    done = run([go, "run", "./cmd"], tmp_path, stdin="\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == lines + read_back(name)


# google.rpc.Status (AIP-193) of every case, the same way: Python writes the golden lines.


def golden_grpc(name: str) -> list[str]:
    return (GRPC_STATUSES / f"{name}.txt").read_text("utf-8").splitlines()


@pytest.mark.parametrize("name", NAMES)
def test_python_gives_the_golden_grpc_statuses(name: str) -> None:
    module = load_module(GOLDEN / name / "errors.py", f"grpc_{name}")
    assert python_grpc_statuses(module, name) == golden_grpc(name), "run make regen"
    mapping = json.loads((GOLDEN / name / "errors.grpc.json").read_text("utf-8"))["errors"]
    for (code, _), line in zip(CASES[name], golden_grpc(name), strict=True):
        status = json.loads(line)
        info, *rest = status["details"]
        assert status["code"] == mapping[code]["code"]  # the grpc target's mapping agrees
        assert info["reason"] == code and all(type(v) is str for v in info["metadata"].values())
        optional = mapping[code]["error_info"].get("optional_metadata_keys", [])
        keys = [k for k in mapping[code]["error_info"]["metadata_keys"] if k in info["metadata"]]
        assert list(info["metadata"]) == keys and set(optional) >= set(keys) ^ set(
            mapping[code]["error_info"]["metadata_keys"]
        )
        kinds = [d["@type"].rpartition(".")[2] for d in rest]
        assert kinds == ["RetryInfo"] * ("retry_info" in mapping[code]) + ["Help"] * (
            "help" in mapping[code]
        )


TS_GRPC = """
import { readFileSync } from "node:fs";
import * as m from "./errors.js";
const cases = JSON.parse(readFileSync(process.argv[2], "utf8"));
MAKE
for (const [code, args, domain] of cases) console.log(make(m, code, args).toGrpcStatusJSON(domain));
"""


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_typescript_gives_the_same_grpc_status_bytes(name: str, tmp_path: Path) -> None:
    need_typescript()
    (tmp_path / "errors.ts").write_bytes((GOLDEN / name / "errors.ts").read_bytes())
    compile_ts(tmp_path, "errors.ts")
    (tmp_path / "out" / "cases.mjs").write_text(TS_GRPC.replace("MAKE", TS_MAKE))
    cases = [
        [code, {k: tagged(v) for k, v in args.items()}, DOMAINS[i % len(DOMAINS)]]
        for i, (code, args) in enumerate(CASES[name])
    ]
    (tmp_path / "cases.json").write_text(json.dumps(cases))
    done = run(["node", "out/cases.mjs", "cases.json"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == golden_grpc(name)


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_go_gives_the_same_grpc_status_bytes(name: str, tmp_path: Path) -> None:
    from errgen.targets.go import go_literal

    go = need_go()
    module = load_module(GOLDEN / name / "errors.py", f"grpc_{name}")
    calls = []
    for index, (code, args) in enumerate(CASES[name]):
        domain = go_literal(DOMAINS[index % len(DOMAINS)])
        calls.append(
            f"\tfmt.Println(string({go_error(module, code, args)}.ToGrpcStatus({domain})))\n"
        )
    program = (
        'package main\n\nimport (\n\t"fmt"\n\t"math"\n\n'
        f'\tm "errgen.test/m/{name}"\n)\n\nvar _ = math.Pi\n\n'
        + GO_PTR
        + f"func main() {{\n{''.join(calls)}}}\n"
    )
    go_module(tmp_path, {name: (GOLDEN / name / "errors.go").read_bytes()})
    (tmp_path / "cmd").mkdir()
    (tmp_path / "cmd" / "main.go").write_text(program)
    done = run([go, "run", "./cmd"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == golden_grpc(name)
