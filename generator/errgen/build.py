"""The build: read and check a catalogue, render every target, write what changed."""

from __future__ import annotations

import contextlib
import functools
import gc
import os
import pickle
import signal
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


def check_catalog(
    path: Path,
    cwd: Path,
    data: bytes | None = None,
    loaded: Callable[[dict[str, Any]], None] | None = None,
) -> Report:
    """Validate the catalogue file at `path` and what it includes; a missing or unreadable
    catalogue is errgen's own error, a missing include a diagnostic."""
    shown = display_path(path, cwd)
    if data is None:
        data = read_catalog(path, shown)
    return check_bytes(
        data, shown, file=path, display=lambda p: display_path(p, cwd), loaded=loaded
    )


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
    with Renders(config) as renders:
        return renders.finish(data)


# Below this many errors a second process costs more than it saves.
PARALLEL_FROM = 2000

# Relative cost of each target's files and of checking a loaded catalogue (schema and rules),
# measured on 10,000 synthetic errors (make bench); they decide how the work is shared.
_COSTS = {
    "render_markdown": 41,
    "render_python": 23,
    "render_envelope_schema": 21,
    "render_catalog_json": 9,
    "render_python_stub": 7,
}
_CHECK_COST = 41


class Renders:
    """The files of a build, rendered here or, for a large catalogue, shared with a forked
    child: started from `head_start` as soon as the catalogue is loaded, the child renders its
    share while this process still checks the catalogue; an invalid one kills it (`cancel`)."""

    def __init__(self, config: Config) -> None:
        from errgen.render import TARGETS  # Jinja only when something is built

        self.config = config
        self.paths: list[Path] = []
        self.renders: list[Callable[[Catalogue], str]] = []
        templates = str(config.templates) if config.templates else None
        for target in config.targets:
            for path, (_, render) in zip(
                output_paths(target, config), TARGETS[target], strict=True
            ):
                self.paths.append(path)
                self.renders.append(functools.partial(_render_with, render, templates))
        self._child: _Child | None = None

    def __enter__(self) -> Renders:
        return self

    def __exit__(self, *_: object) -> None:
        self.cancel()

    def head_start(self, data: dict[str, Any]) -> None:
        """Fork the child for the catalogue `data` while it is still being checked."""
        self._fork(data, checking=True)

    def finish(self, data: dict[str, Any]) -> list[Output]:
        """Every file of the valid catalogue `data`, as UTF-8; a failing template of the user's
        is errgen's TEMPLATE_INVALID."""
        from errgen.render import TemplateFailure

        if self._child is None:
            self._fork(data, checking=False)
        child, self._child = self._child, None
        mine = [i for i in range(len(self.renders)) if child is None or i not in child.indices]
        try:
            catalogue = resolve_catalogue(data, base_class=self.config.base_class)
            texts = {i: self.renders[i](catalogue).encode("utf-8") for i in mine}
            if child is not None:
                received = child.collect()
                if received is None:  # the child failed: render its share here
                    received = [self.renders[i](catalogue).encode("utf-8") for i in child.indices]
                texts.update(zip(child.indices, received, strict=True))
        except TemplateFailure as failure:
            raise errors.TemplateInvalidError(
                template=failure.template, line=failure.line, problem=failure.problem
            ) from None
        finally:
            if child is not None:
                child.cancel()
        return [Output(path, texts[i]) for i, path in enumerate(self.paths)]

    def cancel(self) -> None:
        if self._child is not None:
            self._child.cancel()
            self._child = None

    def _fork(self, data: dict[str, Any], *, checking: bool) -> None:
        errors_count = len(data.get("errors") or ())
        if errors_count < PARALLEL_FROM or len(self.renders) < 2 or not _can_fork():
            return
        # two shares of about equal work, the costliest render first to the lighter share;
        # this process starts with the checks when they are still to come
        shares: tuple[list[int], list[int]] = ([], [])
        loads = [0, _CHECK_COST if checking else 0]
        for index in sorted(range(len(self.renders)), key=lambda i: -_cost(self.renders[i])):
            lighter = 0 if loads[0] <= loads[1] else 1
            shares[lighter].append(index)
            loads[lighter] += _cost(self.renders[index])
        if shares[0] and shares[1]:
            self._child = _Child.start(
                shares[0], [self.renders[i] for i in shares[0]], data, self.config.base_class
            )


@dataclass
class _Child:
    """A forked process rendering some of the files; its result comes back pickled in a pipe."""

    pid: int
    reader: int
    indices: list[int]

    @classmethod
    def start(
        cls,
        indices: list[int],
        renders: list[Callable[[Catalogue], str]],
        data: dict[str, Any],
        base_class: str | None,
    ) -> _Child:
        gc.freeze()  # neither process's collector walks (and so copies) the shared catalogue
        reader, writer = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - runs in the forked child; its result is checked
            status = 1
            try:
                os.close(reader)
                catalogue = resolve_catalogue(data, base_class=base_class)
                texts = [render(catalogue).encode("utf-8") for render in renders]
                with os.fdopen(writer, "wb") as pipe:
                    pickle.dump(texts, pipe, protocol=pickle.HIGHEST_PROTOCOL)
                status = 0
            finally:
                os._exit(status)  # no atexit handlers, no flushing of the parent's buffers
        os.close(writer)
        return cls(pid, reader, indices)

    def collect(self) -> list[bytes] | None:
        """The child's texts, or None when it failed (its share is then rendered here)."""
        with os.fdopen(self.reader, "rb") as pipe:
            self.reader = -1
            try:
                received: list[bytes] | None = pickle.load(pipe)
            except (EOFError, pickle.UnpicklingError):
                received = None
        _, status = os.waitpid(self.pid, 0)
        self.pid = 0
        gc.unfreeze()
        if status != 0 or not isinstance(received, list) or len(received) != len(self.indices):
            return None
        return received

    def cancel(self) -> None:
        """Stop the child if it still runs (the catalogue was invalid, or this process failed)."""
        if self.reader >= 0:
            os.close(self.reader)
            self.reader = -1
        if self.pid:
            with contextlib.suppress(OSError):
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            self.pid = 0
            gc.unfreeze()


def _render_with(
    render: Callable[[Catalogue, str | None], str], templates: str | None, catalogue: Catalogue
) -> str:
    return render(catalogue, templates)


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
