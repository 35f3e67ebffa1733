"""One catalogue, the same envelope bytes in Python, TypeScript and Go, for hostile inputs too.

Each language makes every case's error and writes its envelope; all must equal the golden
envelopes (written from Python by make regen; test_jsonschema.py validates them), and read
back through each language's fromEnvelope to the same bytes (but for a float -0.0, read as 0.0:
see test_parsers.py): any later divergence of one language's cleaning, escaping or number
format fails here. The same programs print the error contract (describe_errors), which must be
the same bytes in every language: catalog.json's value, compact.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.polyglot import (
    CASES,
    DURATION_MS,
    ENVELOPES,
    GO_PTR,
    GOLDEN,
    TS_MAKE,
    compile_ts,
    go_error,
    go_module,
    go_package_of,
    need_go,
    need_typescript,
    python_envelopes,
    run,
    tagged,
)
from tests.targets.test_python_generated import load_module

pytestmark = pytest.mark.slow  # Node and Go run the outputs

NAMES = list(CASES)


def golden(name: str) -> list[str]:
    return (ENVELOPES / f"{name}.txt").read_text("utf-8").splitlines()


def read_back(name: str) -> list[str]:
    """Each golden envelope as the python parser reads and writes it again."""
    module = load_module(GOLDEN / name / "errors.py", f"envelopes_{name}")
    return [
        json.dumps(module.from_envelope(json.loads(line)).to_envelope(duration_ms=DURATION_MS))
        for line in golden(name)
    ]


def described(name: str) -> str:
    """What every language's describe_errors() returns: catalog.json's value, compact."""
    value = json.loads((GOLDEN / name / "catalog.json").read_text("utf-8"))
    return json.dumps(value, sort_keys=True, ensure_ascii=True, separators=(",", ":"))


@pytest.mark.parametrize("name", NAMES)
def test_python_describes_the_errors_as_catalog_json(name: str) -> None:
    module = load_module(GOLDEN / name / "errors.py", f"envelopes_{name}")
    assert module.describe_errors() == described(name)


@pytest.mark.parametrize("name", NAMES)
def test_python_gives_the_golden_envelopes_and_reads_them_back(name: str) -> None:
    module = load_module(GOLDEN / name / "errors.py", f"envelopes_{name}")
    lines = golden(name)
    assert python_envelopes(module, name) == lines, "run make regen and review the diff"
    for line, again in zip(lines, read_back(name), strict=True):  # schema: test_jsonschema.py
        assert json.loads(again) == json.loads(line)  # -0.0 == 0.0
        assert again == line or "-0.0" in json.dumps(json.loads(line)["error"]["details"])


TS_SCRIPT = (
    """
import { readFileSync } from "node:fs";
import * as m from "./errors.js";
const cases = JSON.parse(readFileSync(process.argv[2], "utf8"));
"""
    + TS_MAKE
    + """
for (const [code, args] of cases) console.log(make(m, code, args).toEnvelopeJSON(%(ms)d));
for (const line of readFileSync(process.argv[3], "utf8").split("\\n").filter(Boolean)) {
  console.log(m.fromEnvelope(JSON.parse(line)).toEnvelopeJSON(%(ms)d));
}
console.log(m.describeErrors());
"""
)


@pytest.mark.parametrize("name", NAMES)
def test_typescript_gives_the_same_bytes_and_reads_every_envelope(
    name: str, tmp_path: Path
) -> None:
    need_typescript()
    (tmp_path / "errors.ts").write_bytes((GOLDEN / name / "errors.ts").read_bytes())
    compile_ts(tmp_path, "errors.ts")
    (tmp_path / "out" / "cases.mjs").write_text(TS_SCRIPT % {"ms": DURATION_MS})
    cases = [[code, {k: tagged(v) for k, v in args.items()}] for code, args in CASES[name]]
    (tmp_path / "cases.json").write_text(json.dumps(cases))
    done = run(["node", "out/cases.mjs", "cases.json", str(ENVELOPES / f"{name}.txt")], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == golden(name) + read_back(name) + [described(name)]


def go_program(name: str, package: str) -> str:
    calls = []
    for code, args in CASES[name]:
        module = load_module(GOLDEN / name / "errors.py", f"envelopes_{name}")
        calls.append(f"\t\t{go_error(module, code, args)},\n")
    return (
        'package main\n\nimport (\n\t"bufio"\n\t"fmt"\n\t"math"\n\t"os"\n\n'
        f'\tm "errgen.test/m/{name}"\n)\n\nvar _ = math.Pi\n\n'
        + GO_PTR
        + f"func main() {{\n\tfor _, e := range []m.{base_of(name)}{{\n{''.join(calls)}\t}} {{\n"
        f"\t\tb, _ := e.ToEnvelope().WithDuration({DURATION_MS}).Encode()\n"
        "\t\tfmt.Println(string(b))\n\t}\n"
        "\tscanner := bufio.NewScanner(os.Stdin)\n\tscanner.Buffer(nil, 1<<20)\n"
        "\tfor scanner.Scan() {\n\t\te, err := m.FromEnvelope(scanner.Bytes())\n"
        "\t\tif err != nil {\n\t\t\tpanic(err)\n\t\t}\n"
        f"\t\tb, _ := e.ToEnvelope().WithDuration({DURATION_MS}).Encode()\n"
        "\t\tfmt.Println(string(b))\n\t}\n"
        "\tfmt.Println(m.DescribeErrors())\n}\n"
    )


def base_of(name: str) -> str:
    return str(json.loads((GOLDEN / name / "catalog.json").read_text())["tool"]["base_class"])


@pytest.mark.parametrize("name", NAMES)
def test_go_gives_the_same_bytes_and_reads_every_envelope(name: str, tmp_path: Path) -> None:
    go = need_go()
    go_module(tmp_path, {name: (GOLDEN / name / "errors.go").read_bytes()})
    (tmp_path / "cmd").mkdir()
    (tmp_path / "cmd" / "main.go").write_text(go_program(name, go_package_of(name)))
    lines = golden(name)
    done = run([go, "run", "./cmd"], tmp_path, stdin="\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == lines + read_back(name) + [described(name)]


def test_every_case_is_checked_against_the_schema_and_covers_hostile_text() -> None:
    lines: list[dict[str, Any]] = [json.loads(x) for name in NAMES for x in golden(name)]
    messages = " ".join(e["error"]["message"] for e in lines)
    for escaped in ("\\x1b", "\\u202e", "\\u200b", "\\x00", "\\u2028", "\\U000f0000", "\u2026"):
        assert escaped in messages
    ratios = [
        e["error"]["details"]["ratio"] for e in lines if e["error"]["code"] == "DEPRECATED_THING"
    ]
    assert "nan" in ratios and "-inf" in ratios and -0.0 in ratios
