"""The TypeScript and Go toolchains the tests compile generated code with, and the cases of
the cross-language envelope tests (make regen writes their golden envelopes from Python)."""

from __future__ import annotations

import json
import math
import os
import shutil
import struct
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT

GOLDEN = ROOT / "tests" / "golden"
ENVELOPES = GOLDEN / "envelopes"
TSC = ROOT / "tests" / "typescript" / "node_modules" / ".bin" / "tsc"
TS_OPTIONS = ("--strict", "--target", "ES2022", "--module", "ES2022", "--skipLibCheck")
DURATION_MS = 7
HINT = "__retry_after_ms"  # a case's wait a server named: with_retry_after's argument

TEXTS = [
    "plain",
    "\x1b[31mred\x1b[0m \u202eevil\u200b\n\r\t\x00\x7f\x85",
    "</script><script>alert(1)</script> \u2028 \u2029",
    "\"quotes\" and \\backslashes\\ and 'single' and `ticks`",
    "🙂 é 错误 \U000f0000 \u0378 \ufeff \U000e0041 \ud7ff \ue000",
    "x" * 150 + "\x1b" * 30 + "y" * 100,
    "\x1b" * 250,
    "é" * 199 + "\u200b",
    "",
    "{braces} {{doubled}}",
    "renders as nothing: \ufe0f\u3164\u034f\u2800\u115f\U000e0100\u00ad|",
]
FLOATS = [0.5, 1.0, 1e16, 1e15, 1e-5, 0.0001, 123.456, -0.0, math.nan, math.inf, -math.inf]
FLOATS += [1.5e300, 2.5e-7, 1 / 3, 5e-324, 1.7976931348623157e308, -2.0]
# (code, {parameter: value}) of each golden catalogue's cases
CASES: dict[str, list[tuple[str, dict[str, Any]]]] = {
    "guide": [
        *[("CREDENTIALS_EXPIRED", {"expired_at": text}) for text in TEXTS],
        *[("PERMISSION_DENIED", {"path": text}) for text in TEXTS[:4]],
        ("RATE_LIMITED", {}),
        ("INTERNAL_ERROR", {}),
    ],
    "payments": [
        *[
            ("CARD_DECLINED", {"decline_code": text, "request_id": text, "livemode": i % 2 == 0})
            for i, text in enumerate(TEXTS)
        ],
        ("RATE_LIMITED", {"request_id": "req_1", "reset_after_s": 30}),
        # the wait a server named: within the range, past each bound, no whole number
        *[
            ("RATE_LIMITED", {"request_id": "r", "reset_after_s": 1, HINT: wait})
            for wait in (90_000, 5, 10**12, 86_400_000, 2500.0, 2500.5, -0.0)
        ],
        ("IDEMPOTENCY_KEY_REUSED", {"key": "k"}),
        # list details and optional ones: left out, given empty, given
        ("PARAMS_INVALID", {"endpoint": "/v1/charges", "errors": []}),
        ("PARAMS_INVALID", {"endpoint": "e", "errors": TEXTS, "param": "", "amounts": []}),
        ("PARAMS_INVALID", {"endpoint": "e", "errors": ["x"] * 150, "amounts": [0, -5, 2**53 - 1]}),
        ("CARD_DECLINED", {"decline_code": "d", "request_id": "r", "livemode": True, "charge": ""}),
        ("CARD_DECLINED", {"decline_code": "d", "request_id": "", "livemode": False, "charge": "c"}),
        *[
            ("PROCESSOR_UNAVAILABLE", {"request_id": "r", "upstream_status": 503, "latency_s": f})
            for f in FLOATS
        ],
    ],
    "hostile": [
        *[("QUOTES_AND_BACKSLASHES", {"value": text}) for text in TEXTS],
        *[
            (
                "A_VERY_LONG_ERROR_CODE_THAT_GOES_ON_AND_ON_TO_TEST_HOW_LINES_ARE_LAID_OUT_BY_THE_GENERATOR_ABCD",
                {"count": n},
            )
            for n in (0, -5, 42, 2**53 - 1)
        ],
        *[("DEPRECATED_THING", {"flag": i % 2 == 0, "ratio": f}) for i, f in enumerate(FLOATS)],
        *[
            (
                "DETAILED_THING",
                {"value": "v", "request_id": TEXTS[i % len(TEXTS)], "attempt": -i, "latency": f}
                | {"flag": i % 2 == 0, "status": 200 + i, "notes": TEXTS[i:], "bits": [True] * i}
                | ({"ratios": FLOATS[:i]} if i % 3 else {})
                | ({"trace_id": TEXTS[i % len(TEXTS)]} if i % 2 else {}),
            )
            for i, f in enumerate(FLOATS)
        ],
    ],
}


# The cases of the backoff tests (tests/targets/test_backoff.py): (catalogue, code, params and
# the wait a server named, attempt, fraction) of each code's wait before the next attempt.
BACKOFF_ATTEMPTS = [-1, 0, 1, 2, 3, 5, 6, 7, 20, 1000, 2**31 - 1]
BACKOFF_FRACTIONS = [0.0, -0.0, 1e-300, 0.1, 1 / 3, 0.5, 0.999999, 1 - 2**-53, 1.0, 7.5, -0.5]
BACKOFF_FRACTIONS += [math.nan, math.inf, -math.inf]
_LIMITED = {"request_id": "r", "reset_after_s": 1}
_UNAVAILABLE = {"request_id": "r", "upstream_status": 503, "latency_s": 0.5}
_DECLINED = {"decline_code": "d", "request_id": "r", "livemode": True}
BACKOFF_CASES: list[tuple[str, str, dict[str, Any], int, float]] = [
    # exponential up to 60 s with jitter; the wait a server names is clamped to 1 s .. 1 day
    *[
        ("payments", "RATE_LIMITED", _LIMITED | hint, n, f)
        for hint in ({}, {HINT: 1}, {HINT: 7000}, {HINT: 90_000}, {HINT: 10**12})
        for n in BACKOFF_ATTEMPTS
        for f in BACKOFF_FRACTIONS
    ],
    # exponential up to 30 s without jitter: the fraction changes nothing
    *[
        ("payments", "PROCESSOR_UNAVAILABLE", _UNAVAILABLE, n, f)
        for n in BACKOFF_ATTEMPTS
        for f in (0.0, 0.75)
    ],
    *[("guide", "RATE_LIMITED", {}, n, 0.5) for n in BACKOFF_ATTEMPTS],  # constant
    ("payments", "CARD_DECLINED", _DECLINED, 2, 0.5),  # not retryable: no wait
]


def python_envelopes(module: Any, name: str) -> list[str]:
    """The envelope of each case, as the python target's module writes it (json.dumps)."""
    out = []
    for code, args in CASES[name]:
        error = python_error(module, code, args)
        out.append(json.dumps(error.to_envelope(duration_ms=DURATION_MS)))
    return out


def python_error(module: Any, code: str, args: dict[str, Any]) -> Any:
    """A case's error in Python: its params, then the wait a server named, if the case has one."""
    error = module.ERRORS[code](**{k: v for k, v in args.items() if k != HINT})
    return error.with_retry_after(args[HINT]) if HINT in args else error


def go_error(module: Any, code: str, args: dict[str, Any]) -> str:
    """A case's error as a Go expression; Go's WithRetryAfter takes an int, so a wait that is
    no whole number is left out (the catalogue's wait stands, as in the other languages)."""
    error = module.ERRORS[code]
    cls = error.__name__
    kinds = dict(zip(error.params, error.param_types, strict=True))
    values = ", ".join(go_argument(args.get(p), kinds[p], p in error.optional) for p in error.params)
    hint = args.get(HINT)
    whole = hint is not None and float(hint).is_integer()
    return f"m.New{cls}({values})" + (f".WithRetryAfter({int(hint)})" if whole else "")


# A case's error in JavaScript: `make(m, code, args)`, its params then withRetryAfter
TS_MAKE = """
const value = (v) => Array.isArray(v) ? v.map(value) : v !== null && typeof v === "object" ?
  ({ nan: NaN, inf: Infinity, "-inf": -Infinity })[v.float] ?? Number(v.float) : v;
const make = (m, code, args) => {
  const params = Object.fromEntries(Object.entries(args).filter(([k]) => k !== "HINT")
    .map(([k, v]) => [k, value(v)]));
  const error = new m.ERRORS[code](params);
  return "HINT" in args ? error.withRetryAfter(value(args["HINT"])) : error;
};
""".replace("HINT", HINT)


# The instance each case's problem is made with, in turn: none, a path, hostile text.
INSTANCES = ["", "/v1/charges/ch_1?x=1&y=2", TEXTS[1], TEXTS[2], TEXTS[4], "x" * 2100]
PROBLEMS = GOLDEN / "problems"


def instance_of(index: int) -> str:
    return INSTANCES[index % len(INSTANCES)]


def python_problems(module: Any, name: str) -> list[str]:
    """The problem details of each case, as the python target's module writes them."""
    out = []
    for index, (code, args) in enumerate(CASES[name]):
        error = python_error(module, code, args)
        out.append(json.dumps(error.to_problem(instance_of(index))))
    return out


# The domain each case's google.rpc.Status is made with, in turn: the default, a name, hostile.
DOMAINS = ["", "pay.example.com", TEXTS[1]]
GRPC_STATUSES = GOLDEN / "grpc-status"


def python_grpc_statuses(module: Any, name: str) -> list[str]:
    """The google.rpc.Status of each case, as the python target's module writes it."""
    out = []
    for index, (code, args) in enumerate(CASES[name]):
        error = python_error(module, code, args)
        out.append(json.dumps(error.to_grpc_status(DOMAINS[index % len(DOMAINS)])))
    return out


def tagged(value: Any) -> Any:
    """A case's value for JSON: floats as their repr, which JSON has no NaN for."""
    if isinstance(value, list):
        return [tagged(item) for item in value]
    return {"float": repr(value)} if isinstance(value, float) else value


# Go's types of a list detail's slices, by item kind
GO_SLICES = {"str": "[]string", "int": "[]int", "float": "[]float64", "bool": "[]bool"}
# The function each Go program of the cross-language tests defines: an optional scalar's pointer
GO_PTR = "func ptr[T any](v T) *T { return &v }\n"


def go_argument(value: Any, kind: str, optional: bool) -> str:
    """A constructor argument in Go: a list detail's slice, an optional detail's pointer (nil
    when the case leaves it out)."""
    if value is None and optional:
        return "nil"
    if kind.startswith("list["):
        items = ", ".join(go_value(item) for item in value)
        return f"{GO_SLICES[kind[5:-1]]}{{{items}}}"
    return f"ptr({go_value(value)})" if optional else go_value(value)


def go_value(value: Any) -> str:
    from errgen.targets.go import go_literal

    if isinstance(value, float):  # bit for bit: no Go constant is -0.0, NaN or infinite
        bits = struct.unpack("<Q", struct.pack("<d", value))[0]
        return f"math.Float64frombits(0x{bits:016x})"
    return go_literal(value)


def need_typescript() -> None:
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the TypeScript tests need Node.js and npm")
    if not TSC.exists():
        pytest.skip("tsc is not installed: make test installs it with npm ci in tests/typescript")


def need_go() -> str:
    go = shutil.which("go")
    if go is None:
        pytest.skip("go is not installed: make test installs golang-go from Debian when it can")
    return go


def run(
    args: list[str], cwd: Path, stdin: str | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    env = dict(env or os.environ, GOFLAGS="-mod=mod", GOPROXY="off", GO111MODULE="on")
    return subprocess.run(
        args, cwd=cwd, input=stdin, capture_output=True, text=True, env=env, timeout=600
    )


def tsc(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return run([str(TSC), *TS_OPTIONS, *args], folder)


def compile_ts(folder: Path, *files: str) -> None:
    """Compile `files` in `folder` to JavaScript modules in folder/out, strictly."""
    done = tsc(folder, "--outDir", "out", *files)
    assert done.returncode == 0, done.stdout + done.stderr
    (folder / "out" / "package.json").write_text('{"type": "module"}\n')


def go_module(folder: Path, packages: dict[str, bytes]) -> None:
    """A Go module in `folder` with each generated errors.go in a folder of its own."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "go.mod").write_text("module errgen.test/m\n\ngo 1.19\n")
    for name, data in packages.items():
        (folder / name).mkdir(exist_ok=True)
        (folder / name / "errors.go").write_bytes(data)


def go_package_of(name: str) -> str:
    text = (GOLDEN / name / "errors.go").read_text("utf-8")
    return next(line.split()[1] for line in text.splitlines() if line.startswith("package "))
