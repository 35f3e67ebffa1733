"""examples/real-tools: three catalogues shaped like real tools' errors (a git wrapper with
git's 128/129, a payments CLI with its own INTERNAL_ERROR, a cloud CLI with the AWS CLI's
252-255 and a prefixed service file), each valid under --strict and built through every
target: Python run under mypy --strict, TypeScript under tsc --strict and node, Go under go
vet and go run, the JSON outputs under their schemas."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from errgen.targets.catalog_json import catalog_json_schema

from tests.conftest import ROOT, run_errgen
from tests.polyglot import compile_ts, go_module, need_go, need_typescript, run

# one worker builds the tools once (--dist loadgroup: a group runs on one worker)
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("real_tools")]  # tsc, mypy and go

REAL = ROOT / "examples" / "real-tools"
TOOLS = ("gitw", "payctl", "skyctl")
# tool -> (a code raised with its parameters, its exit code, the exit code of an unexpected
# exception, INTERNAL_ERROR's details as the runner makes them)
CASES: dict[str, tuple[str, dict[str, Any], int, int, dict[str, Any]]] = {
    "gitw": ("NOT_A_REPOSITORY", {"path": "/tmp"}, 128, 128, {}),
    "payctl": (
        "CARD_DECLINED",
        {"decline_code": "do_not_honor"},
        6,
        9,
        {"request_id": "", "api_calls": 0},
    ),
    "skyctl": ("STORAGE_BUCKET_NOT_FOUND", {"bucket": "logs"}, 253, 255, {}),
}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    out = {}
    for tool in TOOLS:
        folder = tmp_path_factory.mktemp(tool)
        targets = [
            a
            for t in (
                "python",
                "exit-codes",
                "jsonschema",
                "markdown",
                "catalog-json",
                "typescript",
                "go",
            )
            for a in ("--target", t)
        ]
        result = run_errgen(
            "build", str(REAL / tool / "errors.yaml"), "--out", str(folder), *targets
        )
        assert result.code == 0, result.err
        out[tool] = folder
    return out


@pytest.mark.parametrize("tool", TOOLS)
def test_valid_under_strict(tool: str) -> None:
    result = run_errgen("validate", "--strict", str(REAL / tool / "errors.yaml"))
    assert result.code == 0, result.out + result.err


def python_run(folder: Path, body: str) -> subprocess.CompletedProcess[str]:
    script = f"import sys\nsys.path.insert(0, {str(folder)!r})\nimport errors\n{body}\n"
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False
    )


def check_envelope(folder: Path, text: str, code: str) -> dict[str, Any]:
    envelope: dict[str, Any] = json.loads(text)
    jsonschema.validate(envelope, json.loads((folder / "envelope.schema.json").read_text()))
    assert envelope["error"]["code"] == code
    return envelope


@pytest.mark.parametrize("tool", TOOLS)
def test_python_runs_with_the_tools_exit_codes(built: dict[str, Path], tool: str) -> None:
    folder = built[tool]
    code, params, exit_code, internal_exit, internal_details = CASES[tool]
    cls = json.loads((folder / "catalog.json").read_text())
    class_name = next(e["class_name"] for e in cls["errors"] if e["code"] == code)
    raised = python_run(
        folder, f"def main():\n    raise errors.{class_name}(**{params!r})\nerrors.run(main)"
    )
    assert raised.returncode == exit_code, raised.stderr
    check_envelope(folder, raised.stdout, code)
    crash = python_run(folder, "def main():\n    raise KeyError('secret')\nerrors.run(main)")
    assert crash.returncode == internal_exit, crash.stderr
    envelope = check_envelope(folder, crash.stdout, "INTERNAL_ERROR")
    assert envelope["error"].get("details", {}) == internal_details
    table = json.loads((folder / "exit_codes.json").read_text())
    enum = python_run(folder, "print(sorted(int(e) for e in errors.ExitCode))")
    assert json.loads(enum.stdout) == sorted(e["code"] for e in table.values())


@pytest.mark.parametrize("tool", TOOLS)
def test_python_module_passes_mypy_strict(built: dict[str, Path], tool: str) -> None:
    for name in ("errors.py", "errors.pyi"):  # one at a time: mypy takes them for one module
        done = subprocess.run(
            [sys.executable, "-m", "mypy", "--strict", "--no-incremental", name],
            capture_output=True,
            text=True,
            cwd=built[tool],
            timeout=300,
            check=False,
        )
        assert done.returncode == 0, done.stdout


@pytest.mark.parametrize("tool", TOOLS)
def test_catalog_json_matches_its_schema(built: dict[str, Path], tool: str) -> None:
    catalogue = json.loads((built[tool] / "catalog.json").read_text())
    jsonschema.validate(catalogue, catalog_json_schema())


def test_skyctl_keeps_its_service_files_codes_pages_and_program(built: dict[str, Path]) -> None:
    catalogue = json.loads((built["skyctl"] / "catalog.json").read_text())
    errors = {e["code"]: e for e in catalogue["errors"]}
    assert {"SERVICE_UNAVAILABLE", "STORAGE_SERVICE_UNAVAILABLE"} <= errors.keys()
    found = errors["STORAGE_BUCKET_NOT_FOUND"]
    assert found["source"] == "services/storage.yaml"
    assert found["help_url"] == "https://storage.example.com/errors#bucket_not_found"
    assert found["fix_command"] == "sky-storage cache refresh"
    assert (
        errors["STORAGE_NO_SUCH_BUCKET"]["deprecated"]["replaced_by"] == "STORAGE_BUCKET_NOT_FOUND"
    )
    assert errors["THROTTLING"]["help_url"] == "https://skyctl.example.com/errors#throttling"
    assert "sky-storage" in catalogue["tool"]["companions"]
    assert "STORAGE_BUCKET_GONE" in catalogue["retired"]
    assert {e["code"] for e in catalogue["exit_codes"]} >= {130, 252, 253, 254, 255}


def test_typescript_compiles_and_runs_with_the_tools_exit_codes(built: dict[str, Path]) -> None:
    need_typescript()
    for tool in TOOLS:
        folder = built[tool]
        compile_ts(folder, "errors.ts")
        code, params, exit_code, internal_exit, internal_details = CASES[tool]
        class_name = next(
            e["class_name"]
            for e in json.loads((folder / "catalog.json").read_text())["errors"]
            if e["code"] == code
        )
        argument = json.dumps(params) if params else ""
        for body, want_exit, want_code in (
            (f"throw new m.{class_name}({argument});", exit_code, code),
            ("throw new Error('secret');", internal_exit, "INTERNAL_ERROR"),
        ):
            script = folder / "out" / "run.mjs"
            script.write_text(
                f'import * as m from "./errors.js";\nawait m.run(async () => {{ {body} }});\n'
            )
            done = run(["node", script.name], folder / "out")
            assert done.returncode == want_exit, (tool, done.stdout, done.stderr)
            envelope = check_envelope(folder, done.stdout, want_code)
            if want_code == "INTERNAL_ERROR":
                assert envelope["error"].get("details", {}) == internal_details


def test_go_vets_and_runs_with_the_tools_exit_codes(built: dict[str, Path], tmp_path: Path) -> None:
    go = need_go()
    go_module(tmp_path, {tool: (built[tool] / "errors.go").read_bytes() for tool in TOOLS})
    vet = run([go, "vet", "./..."], tmp_path)
    assert vet.returncode == 0, vet.stderr
    for tool in TOOLS:
        package = next(
            line.split()[1]
            for line in (built[tool] / "errors.go").read_text().splitlines()
            if line.startswith("package ")
        )
        main = tmp_path / f"cmd{tool}" / "main.go"
        main.parent.mkdir()
        main.write_text(
            f'package main\n\nimport (\n\t"errors"\n\n\tm "errgen.test/m/{tool}"\n)\n\n'
            f"var _ = m.ExitCode(0) // {package}\n\n"
            'func main() {\n\tm.Run(func() (any, error) { return nil, errors.New("secret") })\n}\n'
        )
        built_main = run([go, "build", "-o", f"bin/{tool}", f"./cmd{tool}"], tmp_path)
        assert built_main.returncode == 0, built_main.stderr
        done = run([str(tmp_path / "bin" / tool)], tmp_path)  # go run would exit 1 on its own
        _, _, _, internal_exit, internal_details = CASES[tool]
        assert done.returncode == internal_exit, (tool, done.stdout, done.stderr)
        envelope = check_envelope(built[tool], done.stdout.splitlines()[0], "INTERNAL_ERROR")
        assert envelope["error"].get("details", {}) == internal_details
