"""The generated module checked by the tools its users run: pyright in strict mode, ruff with
its default rules, and its own envelope schema, through jsonschema, for every error."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from errgen.building import generate
from errgen.building.config import Config
from errgen.cli.terminal import render_diagnostic
from errgen.targets import TARGETS
from errgen.validation import check_bytes
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.golden_records import GOLDEN, ROOT, SOURCES

pytestmark = pytest.mark.slow  # pyright, mypy and ruff on the outputs

BIN = Path(sys.executable).parent
CATALOGUES = {
    "guide": ROOT / "examples" / "guide" / "errors.yaml",
    "hostile": ROOT / "tests" / "cases" / "hostile.yaml",
    "errgen": ROOT / "catalog" / "errgen.yaml",
    **{path.stem: path for path in sorted((ROOT / "tests" / "corpus").glob("*.yaml"))},
}


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(BIN)) or shutil.which(name)
    assert found, f"{name} is not installed: make install (it is in the test extras)"
    return found


def test_pyright_strict_passes_on_every_golden_module(tmp_path: Path) -> None:
    for name in SOURCES:
        folder = tmp_path / name
        folder.mkdir()
        for ext in ("py", "pyi"):
            shutil.copy(GOLDEN / name / f"errors.{ext}", folder / f"errors.{ext}")
    (tmp_path / "usage.py").write_text(
        "from guide.errors import CredentialsExpiredError, from_envelope\n"
        "e = CredentialsExpiredError(expired_at='x')\n"
        "d = e.to_envelope(duration_ms=3)\n"
        "f = from_envelope(d)\n"
        "c: str | None = type(f).fix_command\n"
    )
    (tmp_path / "pyrightconfig.json").write_text(json.dumps({"typeCheckingMode": "strict"}))
    done = subprocess.run(
        [_tool("basedpyright"), "--outputjson"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=600,
    )
    report = json.loads(done.stdout)
    problems = [
        f"{d['file']}:{d['range']['start']['line'] + 1}: {d['message']}"
        for d in report["generalDiagnostics"]
        if d["severity"] == "error"
    ]
    assert not problems, "\n".join(problems)


def test_a_deprecated_code_is_flagged_by_type_checkers(tmp_path: Path) -> None:
    for ext in ("py", "pyi"):
        shutil.copy(GOLDEN / "hostile" / f"errors.{ext}", tmp_path / f"errors.{ext}")
    (tmp_path / "usage.py").write_text(
        "from errors import DeprecatedThingError\n" "DeprecatedThingError(flag=True, ratio=1.0)\n"
    )
    config = {"typeCheckingMode": "strict", "reportDeprecated": "error"}
    (tmp_path / "pyrightconfig.json").write_text(json.dumps(config))
    done = subprocess.run(
        [_tool("basedpyright"), "usage.py"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=600,
    )
    assert "DeprecatedThingError" in done.stdout and "deprecated" in done.stdout, done.stdout
    mypy = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--enable-error-code", "deprecated", "usage.py"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=300,
    )
    assert "is deprecated" in mypy.stdout, mypy.stdout


def test_ruff_default_rules_pass_on_every_golden_module() -> None:
    files = [str(GOLDEN / name / f"errors.{ext}") for name in SOURCES for ext in ("py", "pyi")]
    done = subprocess.run(
        [_tool("ruff"), "check", "--isolated", "--output-format", "concise", *files],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout


def _built(name: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The module's namespace and the envelope schema built from catalogue `name`."""
    report = check_bytes(CATALOGUES[name].read_bytes(), name)
    assert not report.failed(), [render_diagnostic(d) for d in report.diagnostics]
    config = Config(CATALOGUES[name], Path("out"), tuple(TARGETS), "errors", None, None)
    outputs = {o.path.name: o.data.decode() for o in generate(report.data, config)}
    namespace: dict[str, Any] = {"__name__": f"schema_{name}"}
    sys.modules[namespace["__name__"]] = type(sys)(namespace["__name__"])  # for pickling
    exec(compile(outputs["errors.py"], "errors.py", "exec"), namespace)
    return namespace, json.loads(outputs["envelope.schema.json"])


_BUILT = {name: _built(name) for name in CATALOGUES}
_VALIDATORS = {
    name: jsonschema.Draft202012Validator(schema) for name, (_, schema) in _BUILT.items()
}
_VALUES = {
    "str": st.text(max_size=300),
    "int": st.integers(min_value=-(10**199) + 1, max_value=10**199 - 1),
    "float": st.floats(allow_nan=True, allow_infinity=True)
    | st.integers(min_value=-(2**53), max_value=2**53),
    "bool": st.booleans(),
}


@pytest.mark.parametrize("name", list(CATALOGUES))
@given(data=st.data())
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_every_envelope_validates_against_its_own_schema(name: str, data: st.DataObject) -> None:
    namespace, _ = _BUILT[name]
    cls = data.draw(st.sampled_from(sorted(namespace["ERRORS"].values(), key=lambda c: c.code)))
    arguments = {
        param: data.draw(_VALUES[kind], label=param)
        for param, kind in zip(cls.params, cls.param_types, strict=True)
    }
    duration = data.draw(st.none() | st.integers(min_value=0, max_value=10**12))
    envelope = cls(**arguments).to_envelope(duration_ms=duration)
    _VALIDATORS[name].validate(json.loads(json.dumps(envelope, allow_nan=False)))
