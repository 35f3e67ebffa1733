"""The exit-codes target: the exit-code table as JSON (`exit_codes.json`), and under
`operations` each operation's own exits (code -> exit name), its results (answer -> exit
status) and whether it passes a child's exit status through."""

from __future__ import annotations

from typing import Any

from errgen.model import Catalogue, OperationSpec
from errgen.targets import RenderContext, Target, TargetFile
from errgen.targets.json_text import dump_json


def render_exit_codes(catalogue: Catalogue, context: RenderContext) -> str:
    table: dict[str, dict[str, Any]] = {}
    for spec in catalogue.exit_codes:
        entry: dict[str, Any] = {"code": spec.code}
        if spec.kind:  # a recovery class, shared (several: read the envelope) or result
            entry["class"] = spec.kind
        table[spec.name] = entry
    if catalogue.operations:  # lower case: never an exit code's name
        table["operations"] = {
            operation.name: _operation(operation) for operation in catalogue.operations
        }
    return dump_json(table)


def _operation(operation: OperationSpec) -> dict[str, Any]:
    out: dict[str, Any] = {"exits": {code: spec.name for code, spec in operation.exits}}
    if operation.results:  # answer -> its status, where the operation declares answers
        out["results"] = dict(operation.results)
    out["passes_exit_status"] = operation.passes_exit_status
    return out


TARGET = Target(
    name="exit-codes",
    summary="the exit-code table as JSON",
    files=(TargetFile("exit_codes.json", render_exit_codes),),
)
