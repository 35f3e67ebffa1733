"""errgen: a declarative error catalogue in, code and documents that make every failure recoverable out."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

__version__ = "0.1.0"


def package_file(name: str, package: str = "errgen") -> Path:
    """A file shipped in `package` (errgen, errgen.templates or errgen.catalog), found in the
    folder the package was imported from: what importlib.resources reads for a package on
    disk, without the milliseconds its import adds to every run."""
    from importlib import import_module
    from pathlib import Path

    return Path(import_module(package).__file__ or "").parent / name
