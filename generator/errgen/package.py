"""What errgen knows of itself as an installed package: its version and its shipped files."""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

VERSION = "0.1.0"


def package_file(name: str, package: str = "errgen") -> Path:
    """A file shipped in `package` (errgen, errgen.templates or errgen.catalog), found in the
    folder the package was imported from: what importlib.resources reads for a package on
    disk, without the milliseconds its import adds to every run."""
    return Path(import_module(package).__file__ or "").parent / name
