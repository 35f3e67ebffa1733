"""Whether a contract file covers a catalogue: `errgen contract` probes every read-only and
idempotent line of its registry but those the file skips, so those lines stand proven, not
unknown. Found where `errgen contract` looks for it (the folder it runs in) and beside the
catalogue; read with the catalogue's own loader, never run."""

from __future__ import annotations

from pathlib import Path

from errgen.catalogue.files import read_file
from errgen.catalogue.load import load_bytes
from errgen.validation.commands import CONTRACT_FILE

__all__ = ["CONTRACT_FILE", "unprobed_lines"]


def unprobed_lines(catalog: Path, cwd: Path) -> frozenset[str] | None:
    """The registry lines a contract file covering `catalog` skips, or None when no contract
    file names it (then no line of its registry is proven)."""
    for folder in dict.fromkeys((catalog.parent, cwd)):
        path = folder / CONTRACT_FILE
        try:
            doc = load_bytes(read_file(path), str(path))
            wanted = catalog.resolve()
        except (OSError, RuntimeError):
            continue  # no contract here, or none readable: nothing is proven by it
        data = doc.data if isinstance(doc.data, dict) and not doc.problems else {}
        named = data.get("catalog")
        if not isinstance(named, str) or (folder / named).resolve() != wanted:
            continue
        probes = data.get("probes")
        skip = probes.get("skip") if isinstance(probes, dict) else None
        return frozenset(line for line in skip or () if isinstance(line, str))
    return None
