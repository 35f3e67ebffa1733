"""Odd and hostile envelopes read by every parser: Python, TypeScript and Go must agree byte for byte.

Each envelope (JSON text, as another tool might print it) is read by python `from_envelope`
(after json.loads), TypeScript `fromEnvelope` (after JSON.parse) and Go `FromEnvelope`, and
written again. The three must give the same bytes, those bytes must be JSON (no NaN or
Infinity), a known code's must validate against envelope.schema.json (every declared key,
each of its type), and reading them again must give them again. The rule they follow is the
README's: a JSON number is read as a double; an int is a whole number within +-(2**53 - 1); a
float any finite number (a zero is 0.0) or errgen's own "nan", "inf", "-inf"; a list keeps its
first 100 items of its kind; a missing or ill-typed declared key is its type's zero value (a
list's is []), or left out when the detail is optional.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from tests.polyglot import (
    DURATION_MS,
    GOLDEN,
    compile_ts,
    go_module,
    need_go,
    need_typescript,
    run,
)
from tests.targets.test_python_generated import load_module

pytestmark = pytest.mark.slow  # Node and Go run the outputs

# JSON numbers as text: what each parser must read identically, whatever its kind
NUMBERS = [
    "0",
    "-0",
    "0.0",
    "-0.0",
    "1",
    "1.0",
    "1e2",
    "1E2",
    "-1e2",
    "1.5",
    "0.1",
    "5e-324",
    "1e-400",
    "-1e-400",
    "1e400",
    "-1e400",
    "1e308",
    "1.7976931348623157e308",
    "1.7976931348623159e308",
    "9007199254740991",
    "-9007199254740991",
    "9007199254740992",
    "9007199254740993",
    "-9007199254740993",
    "9007199254740991.0",
    "9007199254740990.6",
    "123456789012345678901234567890",
    "1" + "0" * 400,
    "1e16",
    "12345678.9",
]
# other JSON values in a number's or a string's place
OTHERS = [
    '"nan"',
    '"inf"',
    '"-inf"',
    '"NaN"',
    '"Infinity"',
    '"1.5"',
    '"503"',
    '""',
    "true",
    "false",
    "null",
    "[]",
    "[1]",
    "{}",
    '{"a": 1}',
    '"x\\u001b[2J\\u202e"',
]


def envelope(
    code: str, details: str | None = None, message: str | None = '"m"', **extra: str
) -> str:
    fields = [f'"code": {json.dumps(code)}']
    if message is not None:
        fields.append(f'"message": {message}')
    if details is not None:
        fields.append(f'"details": {details}')
    fields += [f"{json.dumps(k)}: {v}" for k, v in extra.items()]
    return '{"ok": false, "data": null, "error": {' + ", ".join(fields) + "}}"


PAYMENTS = [
    # every number and odd value as an int, a float and a str detail of a known code
    *[
        envelope(
            "PROCESSOR_UNAVAILABLE",
            f'{{"request_id": {v}, "upstream_status": {v}, "latency_s": {v}}}',
        )
        for v in NUMBERS + OTHERS
    ],
    # ... and as a bool
    *[
        envelope("CARD_DECLINED", f'{{"decline_code": "d", "request_id": "r", "livemode": {v}}}')
        for v in OTHERS
    ],
    # missing keys, and details that are not an object
    envelope("PROCESSOR_UNAVAILABLE"),
    envelope("PROCESSOR_UNAVAILABLE", "{}"),
    envelope("PROCESSOR_UNAVAILABLE", "null"),
    envelope("PROCESSOR_UNAVAILABLE", "[]"),
    envelope("PROCESSOR_UNAVAILABLE", '"details"'),
    envelope("PROCESSOR_UNAVAILABLE", '{"request_id": "r"}'),
    envelope("CARD_DECLINED", '{"token": "hunter2", "admin": true}'),
    envelope("CUSTOMER_NOT_FOUND", '{"customer": "c"}', message=None),
    # aliases, with missing details and tampered constants
    envelope("503", '{"upstream_status": 503}', retryable="false", fix_command='"rm -rf /"'),
    envelope("card_declined", '{"livemode": true}', retryable="true"),
    envelope("404", None, message="null"),
    envelope("rate_limit", '{"reset_after_s": 30.0, "request_id": "q"}'),
    envelope("api_key_expired", '{"extra": 1}', message='"not the catalogue\'s"'),
    envelope("API_KEY_EXPIRED", None, message=None),
    envelope("INTERNAL_ERROR", '{"x": 1}', message="5"),
    # a key given twice: JSON.parse and json.loads keep its last value in its first place
    envelope(
        "PROCESSOR_UNAVAILABLE",
        '{"latency_s": 1.5, "request_id": "a", "latency_s": "x", "request_id": "b"}',
    ),
    envelope("CARD_DECLINED", '{"livemode": true, "decline_code": "d", "livemode": 1}'),
    # odd messages
    envelope(
        "CARD_DECLINED",
        '{"decline_code": "d"}',
        message='"\\u001b[31mred\\u001b[0m \\u202eevil\\u0000"',
    ),
    envelope("CARD_DECLINED", '{"decline_code": "d"}', message=json.dumps("é" * 3000)),
    envelope("CARD_DECLINED", '{"decline_code": "d"}', message="[]"),
    # lone surrogates (no character: JSON text can carry them, UTF-8 cannot): each is U+FFFD,
    # as Go's decoder reads it, in every language; a pair is its one character
    envelope("CARD_DECLINED", '{"decline_code": "\\ud800"}', message='"a\\udc00b \\ud83d\\ude00"'),
    envelope("ELSEWHERE", '{"s": "x\\udbff", "\\ud800": 1}', message='"\\ud800\\ud800"'),
    # unknown codes: every scalar they carry, numbers by the same rule
    *[envelope("ELSEWHERE", f'{{"n": {v}, "s": "s"}}') for v in NUMBERS + OTHERS],
    envelope("ELSEWHERE", '{"a": 1, "b": 1e400, "a": 2.5, "c": [1], "c": true, "__proto__": 7}'),
    envelope("ELSEWHERE", json.dumps({"k" * 150 + "1": 1, "k" * 150 + "2": 2, "\x1b[2J": "v"})),
    envelope(
        "ELSEWHERE",
        '{"b": 1, "10": 2, "2": 3, "01": 4, "-1": 5, "4294967295": 6, "4294967294": 7, "a": 8}',
    ),
    envelope("ELSEWHERE", None, message=None),
    envelope("\u202eELSE\x1bWHERE", '"x"', message="null"),
    envelope("", "{}"),
    # list details: every odd value as an item of a list[str] and a list[int], and in a
    # list's place; items not of the list's kind are dropped, at most 100 are kept
    *[
        envelope("PARAMS_INVALID", f'{{"endpoint": "e", "errors": [{v}, "ok"], "amounts": [{v}, 7]}}')
        for v in NUMBERS + OTHERS
    ],
    *[envelope("PARAMS_INVALID", f'{{"endpoint": "e", "errors": {v}}}') for v in NUMBERS + OTHERS],
    envelope("PARAMS_INVALID", json.dumps({"errors": ["x", 1] * 150, "amounts": list(range(120))})),
    envelope("PARAMS_INVALID", '{"errors": [["nested"], {"a": 1}, null, "\\u001b[2J"]}'),
    # optional details: absent stays absent, empty stays empty, ill-typed is left out
    envelope("PARAMS_INVALID", '{"endpoint": "e", "errors": [], "param": ""}'),
    envelope("PARAMS_INVALID", '{"endpoint": "e", "param": null, "amounts": null}'),
    envelope("PARAMS_INVALID", '{"param": 5, "amounts": "5"}'),
    envelope("CARD_DECLINED", '{"decline_code": "d", "charge": ""}'),
    envelope("CARD_DECLINED", '{"decline_code": "d", "charge": "ch_\\u202e"}'),
    envelope("parameter_missing", '{"endpoint": 1, "errors": "a, b"}'),
    # an unknown code's lists: their scalar items, numbers by the same rule
    envelope("ELSEWHERE", '{"l": [1, 1.0, "s", true, null, [2], {"a": 1}, 1e400, -0], "e": []}'),
    envelope("ELSEWHERE", json.dumps({"l": list(range(130))})),
]
HOSTILE = [
    *[envelope("DEPRECATED_THING", f'{{"flag": true, "ratio": {v}}}') for v in NUMBERS + OTHERS],
    *[
        envelope("detailed", f'{{"value": "v", "attempt": {v}, "latency": {v}, "flag": {v}}}')
        for v in NUMBERS + OTHERS
    ],
    envelope("DETAILED_THING", '{"value": "v"}', message=None),
    *[
        envelope("DETAILED_THING", f'{{"ratios": [{v}, 0.5], "bits": [{v}, false], "notes": [{v}]}}')
        for v in NUMBERS + OTHERS
    ],
    envelope("DETAILED_THING", '{"ratios": "nan", "bits": true, "trace_id": ["t"]}'),
    envelope("0", "{}"),  # an alias that is a number's spelling
    envelope(
        "A_VERY_LONG_ERROR_CODE_THAT_GOES_ON_AND_ON_TO_TEST_HOW_LINES_ARE_LAID_OUT_BY_THE_GENERATOR_ABCD",
        None,
    ),
    envelope(
        "A_VERY_LONG_ERROR_CODE_THAT_GOES_ON_AND_ON_TO_TEST_HOW_LINES_ARE_LAID_OUT_BY_THE_GENERATOR_ABCD",
        '{"count": -9007199254740991}',
    ),
]
CASES = {"payments": PAYMENTS, "hostile": HOSTILE}


def strict_json(text: str) -> Any:
    def refuse(constant: str) -> Any:
        raise ValueError(f"{constant} is not JSON")

    return json.loads(text, parse_constant=refuse)


def python_reads(name: str, lines: list[str]) -> list[str]:
    module = load_module(GOLDEN / name / "errors.py", f"parsers_{name}")
    return [
        json.dumps(module.from_envelope(json.loads(line)).to_envelope(duration_ms=DURATION_MS))
        for line in lines
    ]


TS_SCRIPT = """
import { readFileSync } from "node:fs";
import * as m from "./errors.js";
for (const line of readFileSync(process.argv[2], "utf8").split("\\n").filter(Boolean)) {
  console.log(m.fromEnvelope(JSON.parse(line)).toEnvelopeJSON(%(ms)d));
}
"""

GO_PROGRAM = """package main

import (
\t"bufio"
\t"fmt"
\t"os"

\tm "errgen.test/m/%(name)s"
)

func main() {
\tscanner := bufio.NewScanner(os.Stdin)
\tscanner.Buffer(nil, 1<<20)
\tfor scanner.Scan() {
\t\te, err := m.FromEnvelope(scanner.Bytes())
\t\tif err != nil {
\t\t\tpanic(err)
\t\t}
\t\tb, _ := e.ToEnvelope().WithDuration(%(ms)d).Encode()
\t\tfmt.Println(string(b))
\t}
}
"""


def inputs(name: str) -> tuple[list[str], list[str]]:
    """The cases, then Python's bytes of each (read again, they must give themselves)."""
    lines = CASES[name]
    for line in lines:
        strict_json(line)  # every case is JSON every reader accepts
    once = python_reads(name, lines)
    return lines + once, once + once


@pytest.mark.parametrize("name", list(CASES))
def test_python_gives_json_that_validates_and_reads_back_to_itself(name: str) -> None:
    lines, expected = inputs(name)
    assert python_reads(name, lines) == expected
    schema = json.loads((GOLDEN / name / "envelope.schema.json").read_text())
    module = load_module(GOLDEN / name / "errors.py", f"parsers_{name}")
    for text in expected:
        out = strict_json(text)
        if out["error"]["code"] in module.ERRORS:
            jsonschema.validate(out, schema)
            cls = module.ERRORS[out["error"]["code"]]
            required = [name for name in cls.params if name not in cls.optional]
            given = list(out["error"].get("details", {}))
            assert [name for name in given if name not in cls.optional] == required
            assert [name for name in cls.params if name in given] == given  # in their order


@pytest.mark.parametrize("name", list(CASES))
def test_typescript_reads_every_envelope_as_python_does(name: str, tmp_path: Path) -> None:
    need_typescript()
    lines, expected = inputs(name)
    (tmp_path / "errors.ts").write_bytes((GOLDEN / name / "errors.ts").read_bytes())
    compile_ts(tmp_path, "errors.ts")
    (tmp_path / "out" / "read.mjs").write_text(TS_SCRIPT % {"ms": DURATION_MS})
    (tmp_path / "lines.txt").write_text("\n".join(lines) + "\n")
    done = run(["node", "out/read.mjs", "lines.txt"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == expected


@pytest.mark.parametrize("name", list(CASES))
def test_go_reads_every_envelope_as_python_does(name: str, tmp_path: Path) -> None:
    go = need_go()
    lines, expected = inputs(name)
    go_module(tmp_path, {name: (GOLDEN / name / "errors.go").read_bytes()})
    (tmp_path / "cmd").mkdir()
    (tmp_path / "cmd" / "main.go").write_text(GO_PROGRAM % {"name": name, "ms": DURATION_MS})
    done = run([go, "run", "./cmd"], tmp_path, stdin="\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == expected


# Each case's error as the warnings of a success envelope, twice, beside items that are no
# warning (left out): every parser reads them back as it reads the error, and writes them as
# {"code", "message", "details"}.
PREFIX = '{"ok": false, "data": null, "error": '


def warnings_line(line: str) -> str:
    assert line.startswith(PREFIX) and line.endswith("}")
    error = line[len(PREFIX) : -1]
    items = f'{error}, "x", {{"code": 5}}, null, {error}'
    return f'{{"ok": true, "data": null, "error": null, "warnings": [{items}], "meta": {{}}}}'


def python_reads_warnings(name: str, lines: list[str]) -> list[str]:
    module = load_module(GOLDEN / name / "errors.py", f"warnings_{name}")
    out = []
    for line in lines:
        warnings = module.warnings_from_envelope(json.loads(line))
        envelope = {"ok": True, "data": None, "error": None}
        envelope |= {"warnings": [module.to_warning(w) for w in warnings]}
        out.append(json.dumps(envelope | {"meta": {"duration_ms": DURATION_MS}}))
    return out


TS_WARNINGS = """
import { readFileSync } from "node:fs";
import * as m from "./errors.js";
for (const line of readFileSync(process.argv[2], "utf8").split("\\n").filter(Boolean)) {
  const warnings = m.warningsFromEnvelope(JSON.parse(line)).map(m.warningJSON).join(", ");
  console.log(`{"ok": true, "data": null, "error": null, "warnings": [${warnings}], "meta": {"duration_ms": %(ms)d}}`);
}
"""

GO_WARNINGS = """package main

import (
\t"bufio"
\t"fmt"
\t"os"

\tm "errgen.test/m/%(name)s"
)

func main() {
\tscanner := bufio.NewScanner(os.Stdin)
\tscanner.Buffer(nil, 1<<20)
\tfor scanner.Scan() {
\t\twarnings, err := m.WarningsFromEnvelope(scanner.Bytes())
\t\tif err != nil {
\t\t\tpanic(err)
\t\t}
\t\titems := []any{}
\t\tfor _, w := range warnings {
\t\t\titems = append(items, w)
\t\t}
\t\tb, _ := m.Envelope{Ok: true, Warnings: items}.WithDuration(%(ms)d).Encode()
\t\tfmt.Println(string(b))
\t}
}
"""


@pytest.mark.parametrize("name", list(CASES))
def test_every_parser_reads_warnings_back_alike(name: str, tmp_path: Path) -> None:
    lines = [warnings_line(line) for line in CASES[name]]
    expected = python_reads_warnings(name, lines)
    schema = json.loads((GOLDEN / name / "envelope.schema.json").read_text())
    for text in expected:
        jsonschema.validate(strict_json(text), schema)
    assert python_reads_warnings(name, expected) == expected  # read again: themselves
    need_typescript()
    (tmp_path / "errors.ts").write_bytes((GOLDEN / name / "errors.ts").read_bytes())
    compile_ts(tmp_path, "errors.ts")
    (tmp_path / "out" / "read.mjs").write_text(TS_WARNINGS % {"ms": DURATION_MS})
    (tmp_path / "lines.txt").write_text("\n".join(lines) + "\n")
    done = run(["node", "out/read.mjs", "lines.txt"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == expected
    go = need_go()
    go_module(tmp_path / "go", {name: (GOLDEN / name / "errors.go").read_bytes()})
    (tmp_path / "go" / "cmd").mkdir()
    program = GO_WARNINGS % {"name": name, "ms": DURATION_MS}
    (tmp_path / "go" / "cmd" / "main.go").write_text(program)
    done = run([go, "run", "./cmd"], tmp_path / "go", stdin="\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == expected


def test_the_numbers_rule() -> None:
    """What the python parser (and so every parser) makes of each number, by kind."""
    module = load_module(GOLDEN / "hostile" / "errors.py", "parsers_rule")

    def read(value: str) -> tuple[Any, Any, Any]:
        details = f'{{"value": "v", "attempt": {value}, "latency": {value}, "flag": true}}'
        error = module.from_envelope(json.loads(envelope("DETAILED_THING", details)))
        foreign = module.from_envelope(json.loads(envelope("ELSEWHERE", f'{{"n": {value}}}')))
        return error.details["attempt"], error.details["latency"], foreign.details.get("n")

    assert read("1.0") == (1, 1.0, 1) and read("1e2") == (100, 100.0, 100)
    assert read("9007199254740991") == (2**53 - 1, 2.0**53 - 1, 2**53 - 1)
    assert read("9007199254740993") == (0, 2.0**53, 2.0**53)  # too big an int: a float's value
    assert read("1e400") == (0, 0.0, None) and read("-1e400") == (0, 0.0, None)
    assert read("1.5") == (0, 1.5, 1.5) and read('"inf"') == (0, "inf", "inf")
    assert read('"Infinity"') == (0, 0.0, "Infinity") and read("true") == (0, 0.0, True)
    attempt, latency, n = read("-0.0")
    assert (attempt, n) == (0, 0) and str(latency) == "0.0"  # no reader tells -0 from 0


# issue 33, red team 10: an envelope nested past 10,000 levels was read by TypeScript (JSON.parse
# has no bound) and refused by Go (encoding/json stops at 10,000), and Python's json.loads stops
# near its recursion limit (1000 frames): every parser now refuses past one bound, MAX_DEPTH
MAX_DEPTH = 100
DEPTHS = [MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1, 1_000, 10_001, 100_000]


def nested(depth: int, where: str) -> str:
    """An envelope of payments nested `depth` levels deep (the envelope itself is one level),
    the nesting in a known code's details, an unknown code's, or the envelope's data."""
    if where == "data":
        inner = "[" * (depth - 1) + "]" * (depth - 1)
        return '{"ok": false, "data": ' + inner + ', "error": {"code": "RATE_LIMITED"}}'
    inner = "[" * (depth - 3) + "]" * (depth - 3)
    return envelope(where, f'{{"request_id": "r", "deep": {inner}}}')


DEEP = [nested(depth, where) for depth in DEPTHS for where in ("RATE_LIMITED", "ELSEWHERE", "data")]
REFUSED = "refused"

TS_DEEP = """
import { readFileSync } from "node:fs";
import * as m from "./errors.js";
for (const line of readFileSync(process.argv[2], "utf8").split("\\n").filter(Boolean)) {
  let out;
  try { out = m.fromEnvelope(JSON.parse(line)).toEnvelopeJSON(%(ms)d); } catch { out = "refused"; }
  console.log(out);
}
"""

GO_DEEP = GO_PROGRAM.replace("\t\t\tpanic(err)\n", '\t\t\tfmt.Println("refused")\n\t\t\tcontinue\n')


def python_reads_deep(lines: list[str]) -> list[str]:
    module = load_module(GOLDEN / "payments" / "errors.py", "parsers_deep")
    out = []
    for line in lines:
        try:  # json.loads refuses past its recursion limit; from_envelope past MAX_DEPTH
            error = module.from_envelope(json.loads(line))
        except (ValueError, RecursionError):
            out.append(REFUSED)
            continue
        out.append(json.dumps(error.to_envelope(duration_ms=DURATION_MS)))
    return out


def test_python_refuses_an_envelope_nested_past_the_bound() -> None:
    answers = python_reads_deep(DEEP)
    refused = [depth > MAX_DEPTH for depth in DEPTHS for _ in range(3)]
    assert [answer == REFUSED for answer in answers] == refused
    module = load_module(GOLDEN / "payments" / "errors.py", "parsers_deep")
    assert module.MAX_DEPTH == MAX_DEPTH
    body: object = []  # deeper than json.loads could make: the bound holds on any value
    for _ in range(5_000):
        body = [body]
    with pytest.raises(ValueError, match="nested deeper than 100 levels"):
        module.from_envelope({"error": {"code": "X", "details": {"d": body}}})
    with pytest.raises(ValueError, match="nested deeper than 100 levels"):
        module.from_problem({"code": "X", "d": body})
    level: list[object] = []  # a problem at the bound is read, as Go and TypeScript read it
    body = level
    for _ in range(MAX_DEPTH - 2):
        level.append([])
        level = level[0]  # type: ignore[assignment]
    assert module.from_problem({"code": "X", "d": body}).code == module.from_problem({"code": "X"}).code


def test_typescript_and_go_refuse_exactly_what_python_refuses(tmp_path: Path) -> None:
    expected = python_reads_deep(DEEP)
    assert expected.count(REFUSED) == 3 * (len(DEPTHS) - 2)
    need_typescript()
    go = need_go()
    (tmp_path / "errors.ts").write_bytes((GOLDEN / "payments" / "errors.ts").read_bytes())
    compile_ts(tmp_path, "errors.ts")
    (tmp_path / "out" / "read.mjs").write_text(TS_DEEP % {"ms": DURATION_MS})
    (tmp_path / "lines.txt").write_text("\n".join(DEEP) + "\n")
    done = run(["node", "out/read.mjs", "lines.txt"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == expected
    go_module(tmp_path / "go", {"payments": (GOLDEN / "payments" / "errors.go").read_bytes()})
    (tmp_path / "go" / "cmd").mkdir()
    program = GO_DEEP % {"name": "payments", "ms": DURATION_MS}
    (tmp_path / "go" / "cmd" / "main.go").write_text(program)
    done = run([go, "run", "./cmd"], tmp_path / "go", stdin="\n".join(DEEP) + "\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == expected
