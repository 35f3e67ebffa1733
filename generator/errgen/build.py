"""The build: read and check a catalogue, render every target, write what changed."""

from __future__ import annotations

import functools
import os
import pickle
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from errgen.check import Report, check_bytes
from errgen.config import Config
from errgen.generated import errors
from errgen.load import MAX_FILE_BYTES
from errgen.model import Catalogue
from errgen.resolve import resolve_catalogue
from errgen.targets import TARGET_FILES
from errgen.write import is_current, remove_leftovers, write_atomic


def display_path(path: Path, cwd: Path) -> str:
    """`path` as a user would write it: relative to the working folder when inside it."""
    try:
        return str(path.relative_to(cwd))
    except ValueError:
        return str(path)


def read_catalog(path: Path, shown: str) -> bytes:
    """The catalogue's bytes (at most one byte past the size bound), or errgen's own error."""
    try:
        with path.open("rb") as handle:
            return handle.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise errors.CatalogNotFoundError(path=shown) from None
    except IsADirectoryError:
        raise errors.CatalogUnreadableError(path=shown, reason="it is a directory") from None
    except OSError as exc:
        reason = exc.strerror or exc.__class__.__name__
        raise errors.CatalogUnreadableError(path=shown, reason=reason) from None


def check_catalog(path: Path, cwd: Path, data: bytes | None = None) -> Report:
    """Validate the catalogue file at `path` and what it includes; a missing or unreadable
    catalogue is errgen's own error, a missing include a diagnostic."""
    shown = display_path(path, cwd)
    if data is None:
        data = read_catalog(path, shown)
    return check_bytes(data, shown, file=path, display=lambda p: display_path(p, cwd))


def read_config_catalog(config: Config, cwd: Path) -> bytes:
    return read_catalog(config.catalog, display_path(config.catalog, cwd))


def invalid(report: Report) -> errors.CatalogInvalidError:
    return errors.CatalogInvalidError(
        path=report.document.path, errors=report.errors, warnings=report.warnings
    )


@dataclass(frozen=True, slots=True)
class Output:
    path: Path
    data: bytes


@dataclass(frozen=True, slots=True)
class BuildResult:
    written: tuple[Path, ...]
    unchanged: tuple[Path, ...]


def output_paths(target: str, config: Config) -> list[Path]:
    """Where a target's files go: its configured path (a stub beside it), else the output folder."""
    files = TARGET_FILES[target]
    configured = dict(config.outputs).get(target)
    if configured is not None:
        main = configured
    elif target == "python":
        main = config.out / f"{config.module}.py"
    else:
        main = config.out / files[0]
    return [main.with_suffix(Path(name).suffix) for name in files]


def generate(data: dict[str, Any], config: Config) -> list[Output]:
    """Every configured target of a valid catalogue, rendered in memory."""
    from errgen.render import TARGETS, TemplateFailure  # Jinja only when something is built

    catalogue = resolve_catalogue(data, base_class=config.base_class)
    jobs = [
        (path, render)
        for target in config.targets
        for path, (_, render) in zip(output_paths(target, config), TARGETS[target], strict=True)
    ]
    templates = str(config.templates) if config.templates else None
    renders: list[Callable[[Catalogue], str]] = [
        functools.partial(_render_with, render, templates) for _, render in jobs
    ]
    try:
        texts = render_jobs(renders, catalogue)
    except TemplateFailure as failure:
        raise errors.TemplateInvalidError(
            template=failure.template, line=failure.line, problem=failure.problem
        ) from None
    return [Output(path, text) for (path, _), text in zip(jobs, texts, strict=True)]


def _render_with(
    render: Callable[[Catalogue, str | None], str], templates: str | None, catalogue: Catalogue
) -> str:
    return render(catalogue, templates)


# Below this many errors a second process costs more than it saves.
PARALLEL_FROM = 2000


def render_jobs(renders: list[Callable[[Catalogue], str]], catalogue: Catalogue) -> list[bytes]:
    """Each render's output as UTF-8; large catalogues render on two cores (fork), the rest here."""
    if len(catalogue.errors) < PARALLEL_FROM or len(renders) < 2 or not _can_fork():
        return [render(catalogue).encode("utf-8") for render in renders]
    # two halves of about equal work: the costliest first, each to the lighter half
    order = sorted(range(len(renders)), key=lambda i: -_cost(renders[i]))
    halves: tuple[list[int], list[int]] = ([], [])
    for index in order:
        lighter = min(halves, key=lambda half: sum(_cost(renders[i]) for i in half))
        lighter.append(index)
    mine = [renders[i] for i in halves[0]]
    theirs = [renders[i] for i in halves[1]]
    reader, writer = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - runs in the forked child; its result is checked below
        status = 1
        try:
            os.close(reader)
            with os.fdopen(writer, "wb") as pipe:
                pickle.dump([render(catalogue).encode("utf-8") for render in theirs], pipe)
            status = 0
        finally:
            os._exit(status)
    os.close(writer)
    done = [render(catalogue).encode("utf-8") for render in mine]
    with os.fdopen(reader, "rb") as pipe:
        try:
            received: list[bytes] | None = pickle.load(pipe)
        except (EOFError, pickle.UnpicklingError):
            received = None
    _, status = os.waitpid(child, 0)
    if received is None or status != 0 or len(received) != len(theirs):
        received = [render(catalogue).encode("utf-8") for render in theirs]  # do it here instead
    by_index = dict(zip(halves[0], done, strict=True)) | dict(zip(halves[1], received, strict=True))
    return [by_index[index] for index in range(len(renders))]


# Relative render cost of each target's files, measured on 10,000 errors (make bench).
_COSTS = {
    "render_envelope_schema": 5,
    "render_markdown": 4,
    "render_catalog_json": 3,
    "render_python": 2,
    "render_python_stub": 1,
}


def _cost(render: Callable[[Catalogue], str]) -> int:
    inner = render.args[0] if isinstance(render, functools.partial) else render
    return _COSTS.get(getattr(inner, "__name__", ""), 1)


def _can_fork() -> bool:
    return hasattr(os, "fork") and (os.cpu_count() or 1) > 1


def write_outputs(outputs: list[Output], cwd: Path) -> BuildResult:
    """Write each output that changed, atomically; a failure is errgen's OUTPUT_UNWRITABLE."""
    written, unchanged = [], []
    for folder in {output.path.parent for output in outputs}:
        remove_leftovers(folder)
    for output in outputs:
        if is_current(output.path, output.data):
            unchanged.append(output.path)
            continue
        try:
            write_atomic(output.path, output.data)
        except OSError as exc:
            reason = exc.strerror or exc.__class__.__name__
            raise errors.OutputUnwritableError(
                path=display_path(output.path, cwd), reason=reason
            ) from None
        written.append(output.path)
    return BuildResult(tuple(written), tuple(unchanged))


def check_outputs(outputs: list[Output], cwd: Path, *, from_config: bool) -> BuildResult:
    """Compare without writing; stale outputs are errgen's OUTPUT_STALE (or _ARGS)."""
    stale = [output.path for output in outputs if not is_current(output.path, output.data)]
    if stale:
        shown = display_path(stale[0], cwd)
        if from_config:
            raise errors.OutputStaleError(count=len(stale), path=shown)
        raise errors.OutputStaleArgsError(count=len(stale), path=shown)
    return BuildResult((), tuple(output.path for output in outputs))
