"""A cache of finished builds, so that a rebuild with nothing changed costs a hash, not a build.

An entry is keyed by everything that decides the outputs: the catalogue's bytes, the resolved
configuration and errgen's own files (code, templates, schemas). It records the digest of
each included file and of each output, and the diagnostics that were reported, which a hit
reports again. A hit needs every output of the configuration recorded, and every file read
or written still holding its recorded bytes, so an output edited by hand is rebuilt. It is only
a shortcut for `errgen build`: `--check` never reads it, but renders and compares.
Like ruff's, the cache lives in a folder that ignores itself in git.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
from pathlib import Path
from typing import Any, TypeGuard

from errgen.building.config import Config
from errgen.building.write import write_atomic
from errgen.diagnostics import Diagnostic
from errgen.package import VERSION as __version__

FOLDER = ".errgen_cache"
FORMAT = 2  # 2: an entry keeps the files its build planned


@functools.cache
def _errgen_digest() -> str:
    """A digest of errgen's own files, by name, size and modification time (as black and ruff
    key their caches): a changed or reinstalled generator never reuses an old entry, and
    nothing is read to know it."""
    from importlib.util import find_spec

    digest = hashlib.sha256(__version__.encode())
    for package in ("errgen", "errgen.templates"):  # the templates may live elsewhere
        spec = find_spec(package)
        top = os.path.dirname(str(spec.origin if spec else ""))
        for folder, subfolders, files in os.walk(top):
            subfolders[:] = sorted(s for s in subfolders if s != "__pycache__")
            for name in sorted(files):
                if name.endswith((".py", ".jinja", ".json", ".yaml")):
                    stat = os.stat(os.path.join(folder, name))
                    where = os.path.relpath(os.path.join(folder, name), top)
                    digest.update(f"{where}\0{stat.st_size}\0{stat.st_mtime_ns}\0".encode())
    return digest.hexdigest()


def _folder_digest(folder: Path) -> str:
    """The templates a user gave: their names and bytes decide the outputs too."""
    digest = hashlib.sha256(os.fsencode(folder))  # a name need not be UTF-8
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            digest.update(os.fsencode(path.relative_to(folder)) + b"\0" + path.read_bytes())
    return digest.hexdigest()


def build_key(catalog: bytes, config: Config, extra: str = "") -> tuple[str, str]:
    """(slot, key): one slot per configuration, so entries never pile up; the key is the rest
    (and `extra`, what else decides the outputs: the catalogue's history)."""
    settings = {
        "catalog": str(config.catalog),
        "out": str(config.out),
        "targets": list(config.targets),
        "base_class": config.base_class,
        "options": config.options,
        "outputs": [[t, str(p)] for t, p in config.outputs],
        "templates": _folder_digest(config.templates) if config.templates else None,
    }
    slot = hashlib.sha256(json.dumps(settings, sort_keys=True).encode()).hexdigest()
    digest = hashlib.sha256(_errgen_digest().encode())
    digest.update(slot.encode())
    digest.update(hashlib.sha256(catalog).digest())
    digest.update(hashlib.sha256(extra.encode()).digest())
    return slot, digest.hexdigest()


def file_digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class BuildCache:
    """Entries under `folder`/.errgen_cache; every failure to read or write is a miss."""

    def __init__(self, folder: Path) -> None:
        self.root = Path(os.environ.get("ERRGEN_CACHE_DIR", folder / FOLDER))

    def _path(self, slot: str) -> Path:
        return self.root / f"build-{slot[:32]}.json"

    def lookup(self, slot: str, key: str) -> tuple[list[Diagnostic], list[str]] | None:
        """The diagnostics and the files of the build recorded for `key`, if it wrote every file
        it planned (or, for a file made a folder, files in it) and every file it read or wrote
        still has the bytes recorded; None on any doubt. The key holds everything that decides
        the plan (the settings, errgen's own files, the catalogue), so the entry keeps the plan
        it was written with: a hit imports no target to make it again."""
        try:
            entry = json.loads(self._path(slot).read_text("utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(entry, dict) or entry.get("format") != FORMAT or entry.get("key") != key:
            return None
        inputs, written, planned = entry.get("inputs"), entry.get("outputs"), entry.get("planned")
        if not (_digests(inputs) and _digests(written) and _paths(planned)):
            return None
        if not planned or not _covers(planned, list(written)):
            return None
        diagnostics = _diagnostics(entry.get("diagnostics"))
        if diagnostics is None:
            return None
        for path, digest in {**inputs, **written}.items():
            try:
                if file_digest(Path(path).read_bytes()) != digest:
                    return None
            except OSError:
                return None
        return diagnostics, sorted(written)

    def store(
        self,
        slot: str,
        key: str,
        outputs: dict[str, str],
        diagnostics: list[dict[str, Any]],
        inputs: dict[str, bytes],
        planned: list[str],
    ) -> None:
        """Record a finished build: `outputs` maps each output to the digest of its bytes, and
        `planned` is every file the configuration asked for."""
        entry = {
            "format": FORMAT,
            "key": key,
            "planned": sorted(planned),
            "inputs": {path: file_digest(data) for path, data in sorted(inputs.items())},
            "outputs": dict(sorted(outputs.items())),
            "diagnostics": diagnostics,
        }
        with contextlib.suppress(OSError):
            self.root.mkdir(parents=True, exist_ok=True)
            ignore = self.root / ".gitignore"
            if not ignore.exists():
                write_atomic(ignore, b"# Automatically created by errgen.\n*\n")
            write_atomic(self._path(slot), json.dumps(entry, sort_keys=True).encode())


def _covers(planned: list[str], written: list[str]) -> bool:
    """Whether the files a build wrote are the ones planned: each planned file, or files in
    the folder named after its stem (a file the catalogue made a folder of pages)."""
    folders = {path: os.path.splitext(path)[0] + os.sep for path in planned}
    unplanned = set(written) - set(planned)
    if any(not any(w.startswith(f) for f in folders.values()) for w in unplanned):
        return False
    return all(p in written or any(w.startswith(f) for w in unplanned) for p, f in folders.items())


def _paths(value: object) -> TypeGuard[list[str]]:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def _digests(value: object) -> TypeGuard[dict[str, str]]:
    return isinstance(value, dict) and all(
        isinstance(k, str) and isinstance(v, str) for k, v in value.items()
    )


def _diagnostics(value: object) -> list[Diagnostic] | None:
    """Recorded diagnostics, rebuilt only from fields of the right types and printable text."""
    if not isinstance(value, list):
        return None
    found = []
    for item in value:
        if not isinstance(item, dict) or set(item) != _DIAGNOSTIC_FIELDS:
            return None
        texts = [item[f] for f in ("file", "rule", "message", "hint")]
        numbers = [item["line"], item["column"]]
        if not all(isinstance(t, str) and t.isprintable() for t in texts):
            return None
        if not all(type(n) is int for n in numbers) or item["severity"] not in ("error", "warning"):
            return None
        found.append(Diagnostic(**item))
    return found


_DIAGNOSTIC_FIELDS = frozenset(("file", "line", "column", "severity", "rule", "message", "hint"))
