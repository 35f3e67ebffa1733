"""The editor-schema target: the catalogue format's JSON Schema made this catalogue's own
(`errgen.schema.json`), so an editor that speaks the YAML language server completes and checks
what only this catalogue knows: its exit names, its tags, its codes (for replaced_by) and the
registry lines a fix may name. `errgen init` points the catalogue's first line at it."""

from __future__ import annotations

import copy
from typing import Any

from errgen.model import Catalogue
from errgen.model.field_table import BY_NAME, COMMAND_FIELDS
from errgen.targets import RenderContext, Target, TargetFile
from errgen.targets.json_text import dump_json
from errgen.validation.schema import catalogue_schema

FILE = "errgen.schema.json"


def render_editor_schema(catalogue: Catalogue, context: RenderContext) -> str:
    schema: dict[str, Any] = copy.deepcopy(catalogue_schema())
    schema["$id"] = f"urn:errgen:catalogue:1:{catalogue.tool}"
    schema["title"] = f"errgen error catalogue of {catalogue.tool}"
    schema["$comment"] = (
        "Written by errgen build (target editor-schema) from this catalogue: rebuild after "
        "adding an exit code, a tag, a code or a registry line."
    )
    error = schema["$defs"]["error"]["properties"]
    exits = [e.name for e in catalogue.exit_codes if e.kind is not None and not e.result]
    error["exit"] = {
        "description": "A name of this catalogue's exit-code table: " + ", ".join(exits) + ".",
        "enum": exits,
    }
    if catalogue.tags:
        error["tags"]["items"] = {
            "description": "A tag this catalogue declares.",
            "enum": list(catalogue.tags),
        }
    for name in COMMAND_FIELDS:
        effects = BY_NAME[name].effects
        lines = [c.line for c in catalogue.commands if c.effect in effects and not c.interactive]
        if lines:
            error[name] = {
                "description": f"A registered {' or '.join(effects)}, non-interactive command "
                "of tool.commands.",
                "enum": lines,
            }
    codes = sorted(e.code for e in catalogue.errors if not e.builtin)
    if codes:
        error["deprecated"]["properties"]["replaced_by"] = {
            "description": "A code of this catalogue.",
            "enum": codes,
        }
    return dump_json(schema)


TARGET = Target(
    name="editor-schema",
    summary="the catalogue format's JSON Schema with this catalogue's exit names, tags, codes "
    "and registry lines, for editors",
    files=(TargetFile(FILE, render_editor_schema),),
)
