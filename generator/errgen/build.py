"""The build: read and check a catalogue, render every target, write what changed."""

from __future__ import annotations

import contextlib
import functools
import gc
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from errgen.bounds import MAX_FILE_BYTES
from errgen.cache import file_digest
from errgen.config import Config
from errgen.forked import ChildFailed, Forked, can_fork
from errgen.generated import errors
from errgen.model import Catalogue
from errgen.resolve import resolve_catalogue
from errgen.targets import TARGET_FILES
from errgen.write import discard, is_current, publish, remove_leftovers, stage

if TYPE_CHECKING:  # a cache hit never checks a catalogue: the checks (and YAML) load lazily
    from errgen.check import Report


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
    from errgen.check import check_bytes

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
class Staged:
    """A file a forked child wrote beside its output (None: the output holds the bytes already)."""

    temp: Path | None
    digest: str


@dataclass(frozen=True, slots=True)
class Output:
    path: Path
    data: bytes  # empty when a child staged the file itself: see `staged`
    staged: Staged | None = None

    @property
    def digest(self) -> str:
        return self.staged.digest if self.staged is not None else file_digest(self.data)


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

# Render cost of each file, by its default name, measured on 10,000 synthetic errors
# (make bench): the costliest are handed out first, so that the last ones taken are small.
_COSTS = {
    "errors.md": 41,
    "errors.py": 23,
    "envelope.schema.json": 15,
    "catalog.json": 9,
    "errors.pyi": 7,
}


class Renders:
    """The files of a build, rendered here or, for a large catalogue, shared with a forked
    child. Started from `head_start` as soon as the catalogue is loaded, the child renders
    while this process still checks the catalogue (an invalid one kills it: `cancel`); then
    both take the next file to render from a pipe of tokens until none is left, so the work
    divides itself whatever each process had to do first and however busy the machine is."""

    def __init__(self, config: Config, *, stage: bool = False) -> None:
        self.config = config
        self.stage = stage  # the child stages its files itself, once the catalogue passed
        self.paths: list[Path] = []
        self.renders: list[Callable[[Catalogue], str]] = []
        self.costs: list[int] = []
        templates = str(config.templates) if config.templates else None
        for target in config.targets:
            for index, path in enumerate(output_paths(target, config)):
                self.paths.append(path)
                self.renders.append(functools.partial(_render_file, target, index, templates))
                self.costs.append(_COSTS.get(TARGET_FILES[target][index], 1))
        self._child: _Child | None = None

    def __enter__(self) -> Renders:
        return self

    def __exit__(self, *_: object) -> None:
        self.cancel()

    def head_start(self, data: dict[str, Any]) -> None:
        """Fork the child for the catalogue `data` while it is still being checked."""
        self._fork(data)

    def finish(
        self, data: dict[str, Any], each: Callable[[Output], None] = lambda _: None
    ) -> list[Output]:
        """Every file of the valid catalogue `data`, as UTF-8, each passed to `each` as soon as
        it is done (a Writer stages it while the child still renders); a failing template of
        the user's is errgen's TEMPLATE_INVALID."""
        from errgen.render import TemplateFailure

        if self._child is None:
            self._fork(data)
        child, self._child = self._child, None
        if child is not None:
            child.go()  # the catalogue is valid: the child may write what it renders
        outputs: dict[int, Output] = {}

        def done(index: int, text: bytes | Staged) -> None:
            output = (
                Output(self.paths[index], b"", text)
                if isinstance(text, Staged)
                else Output(self.paths[index], text)
            )
            outputs[index] = output
            each(output)

        try:
            catalogue = resolve_catalogue(data, base_class=self.config.base_class)
            mine = range(len(self.renders)) if child is None else iter(child.take, None)
            for index in mine:
                done(index, self.renders[index](catalogue).encode("utf-8"))
            if child is not None:
                for index, text in sorted(child.collect().items()):
                    done(index, text)
            for index in range(len(self.renders)):  # what a failed child took is done here
                if index not in outputs:
                    done(index, self.renders[index](catalogue).encode("utf-8"))
        except TemplateFailure as failure:
            raise errors.TemplateInvalidError(
                template=failure.template, line=failure.line, problem=failure.problem
            ) from None
        finally:
            if child is not None:
                child.cancel()
        return [outputs[i] for i in range(len(self.paths))]

    def cancel(self) -> None:
        if self._child is not None:
            self._child.cancel()
            self._child = None

    def _fork(self, data: dict[str, Any]) -> None:
        errors_count = len(data.get("errors") or ())
        if errors_count < PARALLEL_FROM or len(self.renders) < 2 or not can_fork():
            return
        order = sorted(range(len(self.renders)), key=lambda i: -self.costs[i])
        stage_at = self.paths if self.stage else None
        self._child = _Child(order, self.renders, data, self.config.base_class, stage_at)


class _Child:
    """A forked process rendering files; both processes take the index of the next file from
    the same pipe (a one-byte read from a pipe is atomic)."""

    def __init__(
        self,
        order: list[int],
        renders: list[Callable[[Catalogue], str]],
        data: dict[str, Any],
        base_class: str | None,
        stage_at: list[Path] | None = None,
    ) -> None:
        self.tokens, handout = os.pipe()
        os.write(handout, bytes(order))  # a few bytes: the pipe holds them all
        os.close(handout)  # once the tokens are read, a read finds the end of the pipe
        wait, self.signal = os.pipe()
        gc.freeze()  # neither process's collector walks (and so copies) the shared catalogue

        def work() -> dict[int, bytes | Staged]:
            os.close(self.signal)  # else the child would hold open the pipe it waits on
            catalogue = resolve_catalogue(data, base_class=base_class)
            texts: dict[int, bytes] = {}
            while token := os.read(self.tokens, 1):
                texts[token[0]] = renders[token[0]](catalogue).encode("utf-8")
            # write only once this process has found the catalogue valid (`go`)
            if stage_at is not None and os.read(wait, 1) == b"1":
                return {index: _stage_here(stage_at[index], text) for index, text in texts.items()}
            return dict(texts)

        self.process: Forked | None = Forked(work)
        os.close(wait)

    def go(self) -> None:
        """Let the child write the files it rendered (staged, for this process to publish)."""
        if self.signal >= 0:
            os.write(self.signal, b"1")

    def take(self) -> int | None:
        """The index of the next file to render here, or None when every one is taken."""
        token = os.read(self.tokens, 1)
        return token[0] if token else None

    def collect(self) -> dict[int, bytes | Staged]:
        """What the child rendered, as texts or as files it staged; nothing if it failed (what
        it took is done here)."""
        process, self.process = self.process, None
        try:
            return process.result() if process is not None else {}
        except ChildFailed:
            return {}
        finally:
            self.cancel()

    def cancel(self) -> None:
        """Stop the child if it still runs (the catalogue was invalid, or this process failed)."""
        for fd in (self.tokens, self.signal):
            if fd >= 0:
                os.close(fd)
        self.tokens = self.signal = -1
        if self.process is not None:
            self.process.cancel()
            self.process = None
        gc.unfreeze()


def _stage_here(path: Path, text: bytes) -> bytes | Staged:
    """In the child: `text` staged beside `path` (or found there already), with its digest;
    the text itself when that fails, for the parent to stage and report."""
    try:
        if is_current(path, text):
            return Staged(None, file_digest(text))
        return Staged(stage(path, text), file_digest(text))
    except OSError:
        return text


def _render_file(target: str, index: int, templates: str | None, catalogue: Catalogue) -> str:
    # Jinja is imported here, by each process that renders: a forked child imports it while
    # its parent still checks the catalogue
    from errgen.render import TARGETS

    _, render = TARGETS[target][index]
    return render(catalogue, templates)


class Writer:
    """Writes a build's outputs all or nothing: each is staged (a temporary file beside it) as
    soon as it is rendered, when its bytes changed; `publish` renames them all at the end, and
    leaving without publishing removes what was staged. A failure is OUTPUT_UNWRITABLE."""

    def __init__(self, cwd: Path, paths: list[Path]) -> None:
        self.cwd = cwd
        self.staged: dict[Path, Path] = {}
        self.unchanged: list[Path] = []
        self.folders = {path.parent for path in paths}
        for folder in self.folders:  # before a child stages anything there
            remove_leftovers(folder)  # of a build that was interrupted

    def __enter__(self) -> Writer:
        return self

    def __exit__(self, *_: object) -> None:
        for temp in self.staged.values():
            discard(temp)
        self.staged.clear()
        for folder in self.folders:  # what a child staged and did not hand over
            remove_leftovers(folder)

    def add(self, output: Output) -> None:
        if output.staged is not None:  # a child wrote it beside its output already
            if output.staged.temp is None:
                self.unchanged.append(output.path)
            else:
                self.staged[output.path] = output.staged.temp
            return
        if is_current(output.path, output.data):
            self.unchanged.append(output.path)
            return
        with self._unwritable(output.path):
            self.staged[output.path] = stage(output.path, output.data)

    def publish(self, paths: list[Path]) -> BuildResult:
        """Rename every staged output into place; `paths` gives the order to report them in."""
        written = []
        for path in paths:
            temp = self.staged.pop(path, None)
            if temp is not None:
                with self._unwritable(path):
                    publish(temp, path)
                written.append(path)
        unchanged = [path for path in paths if path in self.unchanged]
        return BuildResult(tuple(written), tuple(unchanged))

    @contextlib.contextmanager
    def _unwritable(self, path: Path) -> Iterator[None]:
        try:
            yield
        except OSError as exc:
            reason = exc.strerror or exc.__class__.__name__
            raise errors.OutputUnwritableError(
                path=display_path(path, self.cwd), reason=reason
            ) from None


def write_outputs(outputs: list[Output], cwd: Path) -> BuildResult:
    """Write each output that changed, all or nothing; a failure is OUTPUT_UNWRITABLE."""
    with Writer(cwd, [output.path for output in outputs]) as writer:
        for output in outputs:
            writer.add(output)
        return writer.publish([output.path for output in outputs])


def check_outputs(outputs: list[Output], cwd: Path, *, from_config: bool) -> BuildResult:
    """Compare without writing; stale outputs are errgen's OUTPUT_STALE (or _ARGS)."""
    stale = [output.path for output in outputs if not is_current(output.path, output.data)]
    if stale:
        shown = display_path(stale[0], cwd)
        if from_config:
            raise errors.OutputStaleError(count=len(stale), path=shown)
        raise errors.OutputStaleArgsError(count=len(stale), path=shown)
    return BuildResult((), tuple(output.path for output in outputs))
