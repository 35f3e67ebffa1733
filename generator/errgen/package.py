"""What errgen knows of itself as an installed package: its version and its shipped files."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from typing import Any

VERSION = "0.1.0"

# Where the console script keeps errgen's compiled templates: a function that makes Jinja's
# bytecode cache, called when the first template is compiled (so that a run that renders
# nothing never imports Jinja). Library calls set none and compile in their own process.
TEMPLATE_CACHE: list[Callable[[], Any]] = []


def package_file(name: str, package: str = "errgen") -> Path:
    """A file shipped in `package` (errgen, errgen.templates or errgen.catalog), found in the
    folder the package was imported from: what importlib.resources reads for a package on
    disk, without the milliseconds its import adds to every run."""
    return Path(import_module(package).__file__ or "").parent / name
