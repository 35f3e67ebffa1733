"""errgen: a declarative error catalogue in, code and documents that make every failure
recoverable by an automated caller.

The public API, for build systems, docs generators and editors that embed errgen (the command
line is built on the same functions):

    report = errgen.check(Path("errors.yaml"))          # diagnostics, never an exception
    catalogue = errgen.load(Path("errors.yaml"))        # the resolved, frozen catalogue
    files = errgen.render(catalogue, ["python", "go"])  # {"errors.py": b"...", ...}
    result = errgen.build(Path("errors.yaml"), out=Path("gen"))  # write what changed

Every failure a library caller can act on is an `ErrgenError` (errgen's own catalogue, with
code, retryable, fix_required and fix_command like any error errgen generates); a catalogue
that fails validation is `CatalogInvalidError`, whose `diagnostics` say why.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from errgen.package import VERSION as __version__

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping
    from pathlib import Path

    from errgen.building import BuildResult
    from errgen.diagnostics import Diagnostic
    from errgen.generated.errors import CatalogInvalidError, ErrgenError
    from errgen.model import Catalogue
    from errgen.validation import Report

__all__ = [
    "BuildResult",
    "CatalogInvalidError",
    "Catalogue",
    "Diagnostic",
    "ErrgenError",
    "Report",
    "__version__",
    "build",
    "check",
    "load",
    "render",
]

# name -> module of the types the API returns and raises, imported when first asked for, so
# that `import errgen` costs nothing a command does not use
_LAZY = {
    "BuildResult": "errgen.building",
    "CatalogInvalidError": "errgen.generated.errors",
    "Catalogue": "errgen.model",
    "Diagnostic": "errgen.diagnostics",
    "ErrgenError": "errgen.generated.errors",
    "Report": "errgen.validation",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from importlib import import_module

        return getattr(import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'errgen' has no attribute {name!r}")


def check(
    source: bytes | str | os.PathLike[str],
    *,
    name: str | None = None,
    targets: Iterable[str] = (),
    buffers: Mapping[Path, bytes] | None = None,
) -> Report:
    """Every diagnostic of a catalogue (a path, as a str or a Path, or the catalogue's bytes,
    shown as `name`) and of the files it includes, with the rules of the `targets` it is built
    for; `buffers` holds files' unsaved contents by absolute path (an editor's), read instead
    of the disk. Never raises on a bad catalogue. A path that cannot be read is errgen's
    CatalogNotFoundError or CatalogUnreadableError."""
    from pathlib import Path

    from errgen.building import read_catalogue
    from errgen.catalogue.files import read_file
    from errgen.validation import check_bytes

    if isinstance(targets, str):
        targets = [targets]
    # an include's path is the includer's folder joined with what it wrote: `a/../b.yaml`
    unsaved = {os.path.normpath(path): data for path, data in (buffers or {}).items()}

    def read(path: Path) -> bytes:
        data = unsaved.get(os.path.normpath(path))
        return read_file(path) if data is None else data

    if isinstance(source, bytes):
        return check_bytes(source, name or "<catalogue>", read=read, targets=tuple(targets))
    if not isinstance(source, (str, os.PathLike)):
        from errgen.generated.errors import UsageInvalidError

        kind = type(source).__name__
        raise UsageInvalidError(problem=f"a catalogue is a path or its bytes, not {kind}")
    path = Path(source).absolute()
    shown = name or str(source)
    data = unsaved.get(os.path.normpath(path))
    if data is None:
        data = read_catalogue(path, shown)
    return check_bytes(data, shown, file=path, read=read, targets=tuple(targets))


def load(
    source: bytes | str | os.PathLike[str],
    *,
    name: str | None = None,
    base_class: str | None = None,
) -> Catalogue:
    """The resolved catalogue; CatalogInvalidError (with its `diagnostics`) when it fails
    validation."""
    report = check(source, name=name)
    if report.failed():
        from errgen.generated.errors import CatalogInvalidError

        error = CatalogInvalidError(
            path=report.document.path, errors=report.errors, warnings=report.warnings
        )
        error.diagnostics = report.diagnostics  # type: ignore[attr-defined]
        raise error
    return report.catalogue(base_class)


def render(
    catalogue: Catalogue,
    targets: Iterable[str] | None = None,
    *,
    options: dict[str, dict[str, str]] | None = None,
) -> dict[str, bytes]:
    """The files of `targets` (every target when None), by default file name, in memory; an
    unknown target is UsageInvalidError."""
    from errgen.generated.errors import UsageInvalidError
    from errgen.model import Catalogue
    from errgen.targets import TARGETS, RenderContext

    if not isinstance(catalogue, Catalogue):
        kind = type(catalogue).__name__
        raise UsageInvalidError(problem=f"render takes the Catalogue errgen.load gives, not {kind}")
    if isinstance(targets, str):
        targets = [targets]  # one target's name, not its letters
    files: dict[str, bytes] = {}
    for target in TARGETS if targets is None else targets:
        if target not in TARGETS:
            known = ", ".join(TARGETS)
            raise UsageInvalidError(problem=f"unknown target {target!r}; known: {known}")
        context = RenderContext(options=(options or {}).get(target, {}))
        for file_name, text in TARGETS[target].render(catalogue, context).items():
            files[file_name] = text.encode("utf-8")
    return files


def build(
    catalog: os.PathLike[str] | None = None,
    *,
    out: os.PathLike[str] | None = None,
    targets: Iterable[str] = (),
    check: bool = False,
    cwd: os.PathLike[str] | None = None,
) -> BuildResult:
    """What `errgen build` does, from the configuration found as the command line finds it
    (pyproject.toml's [tool.errgen] or errgen.toml), with these arguments over it: write each
    output whose bytes changed (with `check`, write nothing and list the stale ones).
    CatalogInvalidError when the catalogue fails validation; ConfigInvalidError, UsageInvalidError
    for a bad configuration or argument."""
    from pathlib import Path

    from errgen.building import Rejected, run_build
    from errgen.building.config import config_for

    folder = Path(cwd) if cwd is not None else Path.cwd()
    if isinstance(targets, str):
        targets = [targets]
    config = config_for(
        folder,
        catalog=Path(catalog) if catalog is not None else None,
        out=Path(out) if out is not None else None,
        targets=tuple(targets),
    )
    from errgen.history import history_for

    try:
        return run_build(config, folder, check=check, cache=False, history=history_for(config))
    except Rejected as rejected:
        error = rejected.error()
        error.diagnostics = rejected.report.diagnostics  # type: ignore[attr-defined]
        raise error from None
