"""A module's private names (a leading underscore) stay in it: what two modules share is public
in one of them, so a reader of the owner sees who else relies on it."""

from __future__ import annotations

import ast

from tests.conftest import ROOT

PACKAGE = ROOT / "generator" / "errgen"
# written by tools (make regen), not by hand
GENERATED = {PACKAGE / "validation" / "catalogue_validator.py"}


def private_imports(source: str) -> list[str]:
    """`module.name` of each private name a source imports from errgen."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("errgen"):
            found += [
                f"{node.module}.{alias.name}"
                for alias in node.names
                if alias.name.startswith("_") and not alias.name.startswith("__")
            ]
    return found


def test_no_module_of_errgen_imports_another_ones_private_names() -> None:
    found = [
        f"{path.relative_to(ROOT)}: {name}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if path not in GENERATED and "generated" not in path.relative_to(PACKAGE).parts
        for name in private_imports(path.read_text("utf-8"))
    ]
    assert found == []


def test_the_check_sees_a_private_import() -> None:
    source = (
        "from errgen.contract.sandbox import Ran, _kill_group\nfrom errgen import __version__\n"
    )
    assert private_imports(source) == ["errgen.contract.sandbox._kill_group"]
