"""The generated module at run time, against hostile callers: parameters read through their
exact types and bounded before formatting, invisible characters escaped, run(main) always
printing one valid JSON envelope (issue 13 #10-#12), and typed parameters (issue 14)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.golden_records import GOLDEN, ROOT
from tests.targets.test_python_generated import load_module

DEPOT = ROOT / "examples" / "depot" / "depot" / "errors.py"


@pytest.fixture(scope="module")
def guide() -> ModuleType:
    return load_module(GOLDEN / "guide" / "errors.py", "runtime_guide_errors")


@pytest.fixture(scope="module")
def hostile() -> ModuleType:
    return load_module(GOLDEN / "hostile" / "errors.py", "runtime_hostile_errors")


class LoudInt(int):
    def __format__(self, spec: str) -> str:
        return "\x1b[2J" + "x" * 5000

    def __str__(self) -> str:
        return "\x1b]52;c;ZXZpbA==\x07"

    def __repr__(self) -> str:
        return "\x1b[2J"


class LoudStr(str):
    def __str__(self) -> str:
        return "\x1b]52;c;ZXZpbA==\x07"

    def __format__(self, spec: str) -> str:
        return "\x1b[2J"

    def __getitem__(self, index: object) -> str:
        return "\x1b[2J"


class StrOfSubclass:
    def __str__(self) -> str:
        return LoudStr("\x1b]52;c;ZXZpbA==\x07")


def test_an_int_subclass_cannot_format_itself_into_the_message(hostile: ModuleType) -> None:
    error = hostile.DeprecatedThingError(flag=True, ratio=LoudInt(5))
    assert error.message == "Old thing True 5.0" and error.details["ratio"] == 5.0
    assert type(error.details["ratio"]) is float


def test_a_str_subclass_is_read_through_str(guide: ModuleType) -> None:
    error = guide.PermissionDeniedError(path=LoudStr("/etc/x"))
    assert error.message == "You may not write to /etc/x"
    assert type(error.details["path"]) is str
    assert guide.clean_text(LoudStr("a\x1bb")) == "a\\x1bb"


def test_an_object_whose_str_is_a_subclass_is_refused(guide: ModuleType) -> None:
    with pytest.raises(TypeError, match="'path'"):
        guide.PermissionDeniedError(path=StrOfSubclass())


def test_a_huge_int_is_refused_before_it_is_formatted(guide: ModuleType) -> None:
    cls, name = load_module(DEPOT, "runtime_depot_errors").StoreLockedError, "pid"
    with pytest.raises(ValueError, match=f"'{name}'.*200 digits"):
        cls(**{name: 10**4000})
    assert cls(**{name: 10**199}).details[name] == 10**199
    assert guide.clean_param(LoudInt(7)) == 7 and type(guide.clean_param(LoudInt(7))) is int


@pytest.mark.parametrize(
    "char", ["\ufe0f", "\U000e0100", "\u3164", "\u034f", "\u2800", "\u115f", "\U000e0041"]
)
def test_invisible_characters_are_escaped_at_run_time(guide: ModuleType, char: str) -> None:
    error = guide.PermissionDeniedError(path=f"a{char}b")
    assert char not in error.message
    assert f"\\u{ord(char):04x}" in error.message or f"\\U{ord(char):08x}" in error.message


@pytest.mark.parametrize(
    ("value", "problem"),
    [(True, TypeError), ("12", TypeError), (1.5, TypeError), (10**300, ValueError)],
)
def test_an_int_parameter_takes_an_int(value: object, problem: type[Exception]) -> None:
    cls = load_module(DEPOT, "runtime_depot_types").StoreLockedError
    with pytest.raises(problem, match=f"{cls.__name__}\\(\\) argument '{cls.params[0]}'"):
        cls(**{cls.params[0]: value})


def test_parameters_are_checked_against_their_declared_types(hostile: ModuleType) -> None:
    cls = hostile.DeprecatedThingError
    with pytest.raises(TypeError, match=r"'flag'.*bool expected, not int"):
        cls(flag=1, ratio=0.5)
    with pytest.raises(TypeError, match=r"'ratio'.*float expected, not bool"):
        cls(flag=True, ratio=True)
    with pytest.raises(TypeError, match=r"'ratio'.*float expected, not int"):
        cls(flag=True, ratio=2**60 + 1)  # no float holds it exactly
    assert cls(flag=False, ratio=3).details == {"flag": False, "ratio": 3.0}
    with pytest.raises(TypeError, match=r"'value'.*str expected, not int"):
        hostile.QuotesAndBackslashesError(value=12)


@pytest.mark.parametrize(
    ("value", "problem"), [(-5, ValueError), (True, ValueError), ("5", TypeError), (1.0, TypeError)]
)
def test_duration_ms_is_a_non_negative_int(
    guide: ModuleType, value: object, problem: type[Exception]
) -> None:
    with pytest.raises(problem):
        guide.RateLimitedError().to_envelope(duration_ms=value)
    assert guide.RateLimitedError().to_envelope(duration_ms=0)["meta"] == {"duration_ms": 0}


def run_tool(tmp_path: Path, body: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "errors.py").write_bytes((GOLDEN / "guide" / "errors.py").read_bytes())
    script = f"import sys\nsys.path.insert(0, {str(tmp_path)!r})\nimport errors\n{body}\n"
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )


def test_run_prints_an_envelope_for_deeply_nested_data(tmp_path: Path) -> None:
    done = run_tool(
        tmp_path,
        "def main():\n    data = []\n    for _ in range(100000):\n        data = [data]\n"
        "    return data\nerrors.run(main)",
    )
    assert done.returncode == 9, done.stderr
    assert json.loads(done.stdout)["error"]["code"] == "INTERNAL_ERROR"
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("value", ["float('nan')", "float('inf')", "{'x': [float('-inf')]}"])
def test_run_never_prints_non_json(tmp_path: Path, value: str) -> None:
    done = run_tool(tmp_path, f"errors.run(lambda: {value})")
    assert done.returncode == 9
    json.loads(done.stdout, parse_constant=lambda name: pytest.fail(f"{name} in the output"))


def test_an_unexpected_exception_is_one_line_naming_its_type(tmp_path: Path) -> None:
    done = run_tool(
        tmp_path,
        "class SecretLeak(Exception):\n    pass\n"
        "def main():\n    raise SecretLeak('password=hunter2')\nerrors.run(main)",
    )
    assert done.returncode == 9
    # the type, then what a person reads of INTERNAL_ERROR (render): nothing of the exception
    assert done.stderr == (
        "tool: unexpected SecretLeak\n"
        "tool: error: An unexpected internal error occurred\n"
        "tool: this cannot be fixed from here\n"
    )
    assert "hunter2" not in done.stdout + done.stderr
    debug = run_tool(tmp_path, "def main():\n    raise KeyError('k')\nerrors.run(main, debug=True)")
    assert "Traceback" in debug.stderr and "KeyError" in debug.stderr


def test_the_docstring_names_the_tool(guide: ModuleType) -> None:
    assert guide.__doc__.startswith("Errors of tool, generated by errgen")
    assert DEPOT.read_text("utf-8").startswith('"""Errors of depot, generated by errgen')


def test_foreign_numbers_beyond_a_double_are_dropped(guide: ModuleType) -> None:
    # read as every parser reads a JSON number: its value as a double (10**250 is 1e250)
    details = {"n": 10**250, "big": 10**400, "inf": float("inf"), "ok": 1, "one": 1.0}
    restored = guide.from_envelope({"error": {"code": "ELSEWHERE", "details": details}})
    assert restored.details == {"n": 1e250, "ok": 1, "one": 1}
    assert type(restored.details["one"]) is int


def test_a_known_codes_details_are_only_those_it_declares_of_their_kinds(guide: ModuleType) -> None:
    # as TypeScript's and Go's parsers read them: nothing the catalogue did not declare
    details = {"expired_at": "2026-07-01", "token": "hunter2", "admin": True}
    restored = guide.from_envelope({"error": {"code": "CREDENTIALS_EXPIRED", "details": details}})
    assert restored.details == {"expired_at": "2026-07-01"}
    # a declared key missing or of another kind is its kind's zero value: always there
    wrong_kind = {"error": {"code": "CREDENTIALS_EXPIRED", "details": {"expired_at": 5}}}
    assert guide.from_envelope(wrong_kind).details == {"expired_at": ""}
    missing = {"error": {"code": "CREDENTIALS_EXPIRED"}}
    assert guide.from_envelope(missing).details["expired_at"] == ""
    foreign = guide.from_envelope({"error": {"code": "ELSEWHERE", "details": details}})
    assert foreign.details == details
