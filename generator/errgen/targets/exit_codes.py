"""The exit-codes target: the exit-code table as JSON (`exit_codes.json`)."""

from __future__ import annotations

from typing import Any

from errgen.model import Catalogue
from errgen.targets import RenderContext, Target, TargetFile
from errgen.targets.json_text import dump_json


def render_exit_codes(catalogue: Catalogue, context: RenderContext) -> str:
    table: dict[str, dict[str, Any]] = {}
    for spec in catalogue.exit_codes:
        entry: dict[str, Any] = {"code": spec.code}
        if spec.kind:  # a recovery class, shared (several: read the envelope) or result
            entry["class"] = spec.kind
        table[spec.name] = entry
    return dump_json(table)


TARGET = Target(
    name="exit-codes",
    summary="the exit-code table as JSON",
    files=(TargetFile("exit_codes.json", render_exit_codes),),
)
