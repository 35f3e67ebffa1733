"""errgen's own code passes mypy --strict and ruff, as its generated code does."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.slow  # mypy, ruff and import-linter on errgen


@pytest.mark.parametrize("tool", [["mypy"], ["ruff", "check"]], ids=["mypy", "ruff"])
def test_errgen_itself_is_clean(tool: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", *tool], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_imports_run_down_the_pipeline() -> None:
    # import-linter's contracts in pyproject.toml: the stage packages' layers, and a catalogue
    # loaded without any rule, target or renderer
    lint = Path(sys.executable).parent / "lint-imports"
    done = subprocess.run(
        [str(lint), "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stdout + done.stderr
    # every contract of pyproject.toml kept (main's start-up contract made them three)
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    assert f"{len(contracts)} kept, 0 broken" in done.stdout


def test_loading_a_catalogue_imports_no_rule_and_no_target() -> None:
    # what the contract says of the import graph, seen in a real process
    probe = (
        "import sys, errgen.catalogue.load, errgen.catalogue.include\n"
        "loaded = [m for m in sys.modules if m.startswith(('errgen.validation', 'errgen.targets'))]\n"
        "loaded += [m for m in ('jinja2', 'jsonschema', 'black') if m in sys.modules]\n"
        "print(loaded)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_the_import_graph_of_errgen_has_no_cycle() -> None:
    import ast

    package = ROOT / "generator" / "errgen"

    def module(path: Path) -> str:
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)

    modules = {module(p): p for p in package.rglob("*.py") if "generated" not in p.parts}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module in modules:
                found = {f"{node.module}.{a.name}" for a in node.names} & modules.keys()
                # importing a module of a package runs the package's __init__ first
                graph[name] |= (found | {node.module}) - {name}
            elif isinstance(node, ast.Import):
                graph[name] |= {a.name for a in node.names if a.name in modules} - {name}
    state: dict[str, int] = {}

    def visit(name: str, trail: tuple[str, ...]) -> None:
        state[name] = 1
        for other in sorted(graph[name]):
            assert state.get(other) != 1, " -> ".join((*trail, name, other))
            if other not in state:
                visit(other, (*trail, name))
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, ())
