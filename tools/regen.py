"""`make regen` (python -m tools.regen): rewrite what errgen's tests compare against and what
its package and examples commit as generated: the precompiled catalogue validator, the
invisible-character tables, errgen's own errors module, the examples' builds, the diagnostic
snapshots, the golden records (tests/golden_records.py names them), the golden envelopes and
the docs site's generated references (tools/docs_reference.py).
Review the diff like code."""

from __future__ import annotations

import re

from tests.golden_records import GOLDEN, ROOT, SOURCES, golden_outputs

VALIDATOR = ROOT / "generator" / "errgen" / "validation" / "catalogue_validator.py"


OWN_EXCEPTIONS = '''

class JsonSchemaValueException(ValueError):
    """The data breaks the schema (fastjsonschema's exception, in the form its code raises)."""

    def __init__(self, message, value=None, name=None, definition=None, rule=None):
        super().__init__(message)
        self.message, self.value, self.name = message, value, name
        self.definition, self.rule = definition, rule


JsonSchemaValuesException = JsonSchemaValueException
'''


def catalogue_validator_source() -> str:
    """The fast validator of the catalogue schema, as fastjsonschema compiles it to code."""
    import fastjsonschema

    from tools.fast_schema import fast_schema

    code = fastjsonschema.compile_to_code(fast_schema())
    entry = re.search(r"^def (validate\w*)\(", code, re.M)
    assert entry, "fastjsonschema's code has no validate function"
    # its exceptions defined here: checking a catalogue then does not import fastjsonschema
    imported = "from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException\n"
    assert imported in code, "fastjsonschema's code imports other names"
    code = code.replace(imported, OWN_EXCEPTIONS)
    # a loaded catalogue holds no Decimal (the loader makes int and float): not worth an import
    assert "from decimal import Decimal\n" in code, "fastjsonschema's code imports other names"
    code = code.replace("from decimal import Decimal\n", "Decimal = float  # see tools/regen.py\n")
    header = '"""The catalogue schema compiled by fastjsonschema; make regen rewrites it."""\n\n'
    footer = f"\n\nvalidate = {entry.group(1)}\n"
    return header + "# ruff: noqa\n# mypy: ignore-errors\n" + code.rstrip("\n") + footer


def main() -> None:
    from tests.conftest import run_errgen

    VALIDATOR.write_text(catalogue_validator_source(), "utf-8")
    print("rewrote generator/errgen/validation/catalogue_validator.py")
    from tests import invisible_data

    invisible_data.write()  # before the builds, which embed its ranges
    print("rewrote generator/errgen/invisible.py")
    from errgen.targets import cleaning

    from tools.unsafe_ranges import ranges_document

    (ROOT / "generator" / "errgen" / cleaning.RANGES_FILE).write_text(
        ranges_document(), "utf-8"
    )  # the code points every target escapes, from the ranges just written
    print(f"rewrote generator/errgen/{cleaning.RANGES_FILE}")
    examples = ROOT / "examples"
    for folder in (
        ROOT,
        examples / "guide",
        examples / "depot",
        examples / "depot-go",
        examples / "depot-ts",
        examples / "depot-rs",
        examples / "payments",
        examples / "http-service",
    ):
        result = run_errgen("build", cwd=folder)
        assert result.code == 0, result.err
        print(f"built {folder.relative_to(ROOT.parent)}")
    from tests.cli.test_cli import SNAPSHOT_CASES, SNAPSHOTS

    for case in SNAPSHOT_CASES:
        result = run_errgen("validate", f"tests/cases/bad/{case}.yaml", cwd=ROOT)
        shown = f"$ errgen validate tests/cases/bad/{case}.yaml\n{result.out}{result.err}exit {result.code}\n"
        (SNAPSHOTS / f"{case}.txt").write_text(shown, "utf-8")
        print(f"rewrote tests/cases/snapshots/{case}.txt")
    for name in SOURCES:
        folder = GOLDEN / name
        folder.mkdir(parents=True, exist_ok=True)
        for file_name, data in golden_outputs(name).items():
            (folder / file_name).write_bytes(data)
        print(f"rewrote tests/golden/{name}")
    write_golden_envelopes()
    from tools import docs_reference

    docs_reference.write()  # the site's references, from the code just regenerated


def write_golden_envelopes() -> None:
    """The cross-language cases' envelopes and problem details, from the python target's
    freshly written modules."""
    from tests.polyglot import (
        CASES,
        ENVELOPES,
        GRPC_STATUSES,
        PROBLEMS,
        python_envelopes,
        python_grpc_statuses,
        python_problems,
    )
    from tests.targets.test_python_generated import load_module

    for folder, write in (
        (ENVELOPES, python_envelopes),
        (PROBLEMS, python_problems),
        (GRPC_STATUSES, python_grpc_statuses),
    ):
        folder.mkdir(exist_ok=True)
        for name in CASES:
            module = load_module(GOLDEN / name / "errors.py", f"regen_{folder.name}_{name}")
            lines = write(module, name)
            (folder / f"{name}.txt").write_text("".join(line + "\n" for line in lines), "utf-8")
            print(f"rewrote tests/golden/{folder.name}/{name}.txt")


if __name__ == "__main__":
    main()
