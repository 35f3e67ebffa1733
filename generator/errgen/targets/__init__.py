"""The targets errgen builds and the files each writes; cheap to import (no renderer here)."""

from __future__ import annotations

# target -> the files it writes, the first being the one a configured path names
TARGET_FILES: dict[str, tuple[str, ...]] = {
    "python": ("errors.py", "errors.pyi"),
    "exit-codes": ("exit_codes.json",),
    "jsonschema": ("envelope.schema.json",),
    "markdown": ("errors.md",),
    "catalog-json": ("catalog.json",),
    "typescript": ("errors.ts",),
    "go": ("errors.go",),
}
# target -> what it gives, for `errgen explain targets`
TARGET_SUMMARIES: dict[str, str] = {
    "python": "a stdlib-only Python module of error classes, and its typing stub",
    "exit-codes": "the exit-code table as JSON",
    "jsonschema": "the JSON Schema of the response envelope, each code's constants pinned",
    "markdown": "a docs page with a section per error at a stable anchor",
    "catalog-json": "the resolved catalogue as JSON, for tools in any language",
    "typescript": "an ES2022 module for Node tools: Error classes, envelopes, run(main)",
    "go": "a stdlib-only Go package: a type per error, errors.Is/As, envelopes, Run(main)",
}
