"""JSON as errgen writes it, for every JSON target: one way, so their bytes agree."""

from __future__ import annotations

import json
from typing import Any


def dump_json(value: Any, expand: int = 2) -> str:
    """JSON as errgen writes it: ASCII, sorted keys, one trailing newline; the outer `expand`
    levels one item per line (readable diffs), deeper ones compact."""
    return _dump(value, expand, "") + "\n"


def _dump(value: Any, expand: int, pad: str) -> str:
    if expand <= 0 or not isinstance(value, (dict, list)) or not value:
        return _compact(value)
    inner = pad + "  "
    if isinstance(value, dict):
        items = [
            f"{inner}{_compact(key)}: {_dump(value[key], expand - 1, inner)}"
            for key in sorted(value)
        ]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    items = [f"{inner}{_dump(item, expand - 1, inner)}" for item in value]
    return "[\n" + ",\n".join(items) + "\n" + pad + "]"


def compact_json(value: Any) -> str:
    """JSON as errgen writes it on one line: ASCII, sorted keys, no spaces."""
    return _compact(value)


def _compact(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
