"""The names the go and typescript targets derive: what validate accepts, every target builds
(no INTERNAL_ERROR from a renderer's ValueError), and what a target would refuse, validate
reports at its place as generated-name-collision."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml
from errgen.building import generate
from errgen.building.config import Config
from errgen.targets import TARGETS
from errgen.validation import check_bytes
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

# Name shapes that camel-case alike, or like a name of the generated code's own.
PARAMS = ["a1", "a_1", "string", "string_arg", "new_state", "spec_x", "spec", "code", "code_param"]
PARAMS += ["message", "error", "is", "tags", "has_tag", "x", "x_arg", "e", "state", "param"]
PARAMS += ["title", "to_problem", "retry_after_header", "backoff_ms"]
CODES = ["OF_ALIAS", "X_ERROR_ERROR", "CODE_X", "TAG", "TAGGED", "HAS_TAG", "X", "X_1", "X1"]
CODES += ["CLEAN_TEXT", "RUN", "FROM_ENVELOPE", "ENVELOPE", "DETAIL", "META", "A_ERROR"]
EXITS = ["CODE", "A_1", "A1", "FAILURE", "TERMINAL", "RECOVERY"]
TAGS = ["a", "ged", "a-b", "ab", "of-alias", "code"]


@st.composite
def catalogue(draw: Any) -> dict[str, Any]:
    exits = draw(st.lists(st.sampled_from(EXITS), min_size=1, max_size=3, unique=True))
    tool = draw(st.sampled_from(["tool", "x", "internal", "type", "code", "tag"]))
    data: dict[str, Any] = {"errgen": 1, "tool": {"name": tool}}
    data["exit_codes"] = {
        name: {"code": 10 + index, "class": "terminal"} for index, name in enumerate(exits)
    }
    data["tags"] = draw(st.lists(st.sampled_from(TAGS), max_size=3, unique=True))
    errors = {}
    for code in draw(st.lists(st.sampled_from(CODES), min_size=1, max_size=3, unique=True)):
        params = draw(st.lists(st.sampled_from(PARAMS), max_size=3, unique=True))
        details = draw(st.lists(st.sampled_from(PARAMS), max_size=2, unique=True))
        details = [d for d in details if d not in params]
        errors[code] = {
            "message": "failed" + "".join(f" {{{p}}}" for p in params),
            "params": {p: {"type": "str"} for p in params},
            "details": {d: {"type": "int"} for d in details},
            "retryable": False,
            "exit": draw(st.sampled_from(exits)),
            "tags": draw(st.lists(st.sampled_from(data["tags"]), max_size=2, unique=True))
            if data["tags"]
            else [],
        }
    data["errors"] = errors
    return data


def _config() -> Config:
    return Config(Path("x.yaml"), Path("out"), tuple(TARGETS), None, None)


@given(catalogue())
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_a_catalogue_validate_accepts_builds_in_every_target(data: dict[str, Any]) -> None:
    report = check_bytes(yaml.safe_dump(data, sort_keys=False).encode(), "names.yaml")
    if report.failed():
        event("refused: " + ", ".join(sorted({d.rule for d in report.diagnostics})))
        assert all(d.line >= 1 and d.column >= 1 for d in report.diagnostics)
        return
    event("valid")
    assert {o.path.name for o in generate(report.data, _config())} >= {"errors.go", "errors.ts"}


def _error(message: str, params: str = "", details: str = "", exit: str = "FAILURE") -> str:
    lines = [f"    message: {message!r}"]
    if params:
        lines.append(f"    params: {params}")
    if details:
        lines.append(f"    details: {details}")
    lines += ["    retryable: false", f"    exit: {exit}"]
    return "\n".join(lines) + "\n"


HEAD = "errgen: 1\ntool: {name: tool}\n"
CASES = {
    "getter": (
        HEAD + "errors:\n  X_FAILED:\n"
        + _error("{a1}", "{a1: {type: str}}", "\n      a_1: {type: str}"),
        [8],
    ),
    "argument": (
        HEAD + "errors:\n  X_FAILED:\n"
        + _error("{string} {string_arg}", "\n      string: {type: str}\n      string_arg: {type: str}"),
        [8],
    ),
    "code-of-alias": (HEAD + "errors:\n  OF_ALIAS:\n" + _error("x"), [4]),
    "class-and-code": (
        HEAD + "errors:\n  X_ERROR_ERROR:\n" + _error("x") + "  CODE_X:\n" + _error("x"),
        [8],
    ),
    "exit-code-type": (
        HEAD + "exit_codes:\n  CODE: {code: 70, class: terminal}\n"
        "errors:\n  X:\n" + _error("x", exit="CODE"),
        [4],
    ),
    "exits-alike": (
        HEAD + "exit_codes:\n  A_1: {code: 70, class: terminal}\n  A1: {code: 71, class: terminal}\n"
        "errors:\n  X:\n" + _error("x", exit="A_1"),
        [5],
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_collision_is_reported_where_it_is(name: str) -> None:
    text, lines = CASES[name]
    report = check_bytes(text.encode(), "names.yaml")
    assert [(d.rule, d.line) for d in report.diagnostics] == [
        ("generated-name-collision", line) for line in lines
    ], report.diagnostics


def test_arguments_never_hide_what_the_constructor_calls(tmp_path: Path) -> None:
    text = HEAD + "errors:\n  X:\n" + _error(
        "{new_state} {spec_x} {string}",
        "{new_state: {type: str}, spec_x: {type: str}, string: {type: str}}",
        "{spec: {type: int}}",
    )
    report = check_bytes(text.encode(), "names.yaml")
    assert not report.failed(), report.diagnostics
    source = next(o for o in generate(report.data, _config()) if o.path.name == "errors.go").data
    assert b"func NewXError(newStateArg string, specXArg string, stringArg string, specArg int)" in source
    if shutil.which("go") is None:
        pytest.skip("go not found")
    (tmp_path / "e").mkdir()
    (tmp_path / "e" / "errors.go").write_bytes(source)
    (tmp_path / "go.mod").write_text("module m\n\ngo 1.21\n")
    built = subprocess.run(["go", "vet", "./..."], cwd=tmp_path, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr


def test_every_method_of_an_error_type_is_a_name_a_getter_steps_aside_for() -> None:
    """A param named like a method every Go error type has (`title`, `to_problem`) gets a
    getter suffixed with Param: a getter of the same name would not compile (go vet: wrong
    type for method). The list of those methods is read from the template itself."""
    import re

    from errgen.names.go import _METHODS

    root = Path(__file__).resolve().parents[2] / "templates"
    source = "".join((root / name).read_text() for name in ("errors.go.jinja", "errors.go.runtime.jinja"))
    methods = set(re.findall(r"^func \(s \*?state\) ([A-Z]\w*)\(", source, re.MULTILINE))
    assert methods and methods <= _METHODS, sorted(methods - _METHODS)


def test_params_named_like_methods_or_helpers_still_compile(tmp_path: Path) -> None:
    # a param `title` of type int once gave a getter Title() int beside the method Title()
    # string: go vet refused the package ("wrong type for method")
    params = "{title} {to_problem} {optional}"
    declared = "{title: {type: int}, to_problem: {type: str}, optional: {type: str}}"
    details = "{backoff_ms: {type: 'list[int]'}, argument: {type: str, optional: true}}"
    text = HEAD + "errors:\n  X:\n" + _error(params, declared, details)
    report = check_bytes(text.encode(), "names.yaml")
    assert not report.failed(), report.diagnostics
    source = next(o for o in generate(report.data, _config()) if o.path.name == "errors.go").data
    assert b"func (e *XError) TitleParam() int" in source
    if shutil.which("go") is None:
        pytest.skip("go not found")
    (tmp_path / "e").mkdir()
    (tmp_path / "e" / "errors.go").write_bytes(source)
    (tmp_path / "go.mod").write_text("module m\n\ngo 1.21\n")
    built = subprocess.run(["go", "vet", "./..."], cwd=tmp_path, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
