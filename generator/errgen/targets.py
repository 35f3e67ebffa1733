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
