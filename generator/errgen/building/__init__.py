"""The build: read and check a catalogue, render every target, write what changed.

Ordinary functions, one straight line: `run_build` reads the catalogue, answers from the build
cache when nothing changed, else checks the catalogue, renders each file in turn and writes
(or, for `--check`, compares) them. Nothing here forks or touches the process's state.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import errgen.generated.errors as errors
from errgen.building.config import Config
from errgen.building.write import discard, is_current, publish_together, stage
from errgen.catalogue.files import (  # a FIFO or a device is refused, never waited on
    MAX_FILE_BYTES,
    read_file,
)
from errgen.diagnostics import Diagnostic
from errgen.targets import TARGETS, RenderContext

if TYPE_CHECKING:  # a cache hit never checks a catalogue: the checks (and YAML) load lazily
    from errgen.catalogue.merge import Origin
    from errgen.model import Catalogue
    from errgen.model.code_history import History
    from errgen.validation import Report


def display_path(path: Path, cwd: Path) -> str:
    """`path` as a user would write it: relative to the working folder when inside it."""
    try:
        return str(path.relative_to(cwd))
    except ValueError:
        return str(path)


def catalogue_display(path: Path, cwd: Path, given: str | None = None) -> Callable[[Path], str]:
    """How to show the catalogue and the files it includes: as the user wrote the catalogue
    (an absolute path stays absolute, a relative one stays relative to the working folder),
    and a configured one relative to the working folder."""
    if given is not None and os.path.isabs(given):
        return str
    if given is not None:
        return lambda p: given if p == path else os.path.relpath(p, cwd)
    return lambda p: display_path(p, cwd)


def read_catalogue(path: Path, shown: str) -> bytes:
    """The catalogue's bytes (at most one byte past the size bound), or errgen's own error; a
    folder is no catalogue, and exits as a missing file does."""
    try:
        return read_file(path)
    except FileNotFoundError:
        raise errors.CatalogNotFoundError(path=shown) from None
    except IsADirectoryError:
        raise errors.CatalogIsFolderError(path=shown) from None
    except OSError as exc:
        reason = exc.strerror or exc.__class__.__name__
        raise errors.CatalogUnreadableError(path=shown, reason=reason) from None


class Rejected(Exception):
    """The catalogue failed validation: its report, whose diagnostics say why."""

    def __init__(self, report: Report) -> None:
        super().__init__(report.document.path)
        self.report = report

    def error(self) -> errors.CatalogInvalidError:
        report = self.report
        return errors.CatalogInvalidError(
            path=report.document.path, errors=report.errors, warnings=report.warnings
        )


def check_catalogue(
    path: Path,
    cwd: Path,
    data: bytes | None = None,
    given: str | None = None,
    targets: tuple[str, ...] = (),
    strict: bool = False,
) -> Report:
    """Validate the catalogue file at `path` (written `given` on the command line) and what it
    includes, with the rules of the `targets` it is built for and what a contract file beside
    it proves (notices made warnings when `strict`); a missing or unreadable catalogue is
    errgen's own error, a missing include a diagnostic."""
    from errgen.building.proof import unprobed_lines
    from errgen.validation import check_bytes

    display = catalogue_display(path, cwd, given)
    shown = display(path)
    if data is None:
        data = read_catalogue(path, shown)
    unprobed = unprobed_lines(path, cwd)
    return check_bytes(
        data, shown, file=path, display=display, targets=targets, unprobed=unprobed, strict=strict
    )


def valid_catalogue(
    path: Path,
    cwd: Path,
    data: bytes | None = None,
    given: str | None = None,
    targets: tuple[str, ...] = (),
) -> Report:
    """The report of a catalogue that passed validation; `Rejected` when it failed."""
    report = check_catalogue(path, cwd, data, given, targets)
    if report.failed():
        raise Rejected(report)
    return report


def load_catalogue(config: Config, cwd: Path) -> Catalogue:
    """The resolved catalogue of the configuration; `Rejected` when it fails validation."""
    report = valid_catalogue(config.catalog, cwd, given=config.catalog_given, targets=config.targets)
    return report.catalogue(config.base_class)


@dataclass(frozen=True, slots=True)
class Output:
    """One generated file: where it goes and its bytes."""

    path: Path
    data: bytes


@dataclass(frozen=True, slots=True)
class BuildResult:
    """What a build did: files written, files already current, files `--check` found stale."""

    diagnostics: tuple[Diagnostic, ...]
    written: tuple[Path, ...] = ()
    unchanged: tuple[Path, ...] = ()
    stale: tuple[Path, ...] = ()
    diffs: tuple[str, ...] = ()  # with `diff`: a unified diff of each stale file
    texts: tuple[tuple[str, bytes], ...] = ()  # the files the diagnostics point into


def output_paths(config: Config) -> list[tuple[str, int, Path]]:
    """(target, file index, path) of every file the configuration builds; two files given one
    path are errgen's CONFIG_INVALID (one would silently replace the other)."""
    planned: list[tuple[str, int, Path]] = []
    seen: dict[Path, str] = {}
    for target in config.targets:
        files = [file.name for file in TARGETS[target].files]
        configured = dict(config.outputs).get(target)
        if configured is not None:
            main = configured
        else:
            main = config.out / TARGETS[target].main_file(config.options_for(target))
        for index, name in enumerate(files):
            path = main.with_suffix(Path(name).suffix)
            if path in seen:
                raise errors.ConfigInvalidError(
                    path=str(config.source or config.catalog),
                    problem=f"targets {seen[path]} and {target} are both written to {path}",
                )
            seen[path] = target
            planned.append((target, index, path))
    return planned


def generate(
    data: dict[str, Any],
    config: Config,
    origins: Mapping[str, Origin] | None = None,
    history: History | None = None,
) -> list[Output]:
    """Every configured file of the valid catalogue `data`, rendered in memory (a file the
    catalogue makes a folder, each file of the folder); a failing template of the user's is
    errgen's TEMPLATE_INVALID."""
    from errgen.model.resolve import resolve_catalogue
    from errgen.targets.jinja import TemplateFailure

    catalogue = resolve_catalogue(data, config.base_class, origins)
    classes = {e.class_name for e in catalogue.errors} | {catalogue.unknown_class}
    if config.base_class in classes:  # the catalogue's own names are known only here
        raise errors.ConfigInvalidError(
            path=display_path(config.source or config.catalog, config.catalog.parent),
            problem=f"base_class {config.base_class!r} is the class of one of the catalogue's "
            "errors; choose another",
        )
    templates = str(config.templates) if config.templates else None
    folder = str(config.source.parent) if config.source else None
    outputs = []
    try:
        for target, index, path in output_paths(config):
            context = RenderContext(templates, config.options_for(target), folder, history)
            file = TARGETS[target].files[index]
            for name, text in file.outputs(catalogue, context).items():
                where = path if "/" not in name else path.with_suffix("") / name.split("/", 1)[1]
                content = text.encode("utf-8")
                if file.splice:
                    content = _spliced(where, content)
                outputs.append(Output(where, content))
    except TemplateFailure as failure:
        raise errors.TemplateInvalidError(
            template=failure.template, line=failure.line, problem=failure.problem
        ) from None
    return outputs


def _spliced(path: Path, block: bytes) -> bytes:
    """The file at `path` with `block` between its markers; a new file when there is none."""
    from errgen.building.splice import new_file, splice

    shown = display_path(path, Path.cwd())
    try:
        old = read_file(path)
    except FileNotFoundError:
        return new_file(block)
    except OSError as exc:
        raise errors.OutputUnwritableError(
            path=shown, reason=exc.strerror or exc.__class__.__name__
        ) from None
    if len(old) > MAX_FILE_BYTES:  # read_file stops one byte past the bound: never splice a part
        raise errors.OutputMarkersInvalidError(
            path=shown, problem=f"it is larger than {MAX_FILE_BYTES} bytes"
        )
    return splice(old, block, shown)


def write_outputs(outputs: list[Output], cwd: Path) -> tuple[list[Path], list[Path]]:
    """(written, unchanged): each output whose bytes changed is staged beside its path, then
    all are renamed into place together; a failure is OUTPUT_UNWRITABLE and leaves every old
    file as it was (and none of the staged ones)."""
    staged: dict[Path, Path] = {}
    unchanged = []
    current: Path | None = None
    try:
        for output in outputs:
            current = output.path
            if is_current(output.path, output.data):
                unchanged.append(output.path)
            else:
                staged[output.path] = stage(output.path, output.data)
        current = None
        publish_together(staged)  # all in place, or the old files as they were
        written = list(staged)
        staged = {}
    except OSError as exc:
        reason = exc.strerror or exc.__class__.__name__
        failed = exc.filename2 if current is None else None  # os.replace names its destination
        shown = display_path(Path(os.fsdecode(failed)) if failed else current or cwd, cwd)
        raise errors.OutputUnwritableError(path=shown, reason=reason) from None
    finally:
        for temp in staged.values():
            discard(temp)
    return written, unchanged


def run_build(
    config: Config,
    cwd: Path,
    *,
    check: bool = False,
    cache: bool = True,
    diff: bool = False,
    history: History | None = None,
) -> BuildResult:
    """Build (or with `check`, compare) every configured output of the configuration's
    catalogue; `diff` compares too, with a unified diff of each stale file. `Rejected` when
    the catalogue fails validation; `--check` never trusts the cache: it renders and compares.
    `history` is the catalogue's versions, which the docs pages show (errgen.history)."""
    check = check or diff
    shown = catalogue_display(config.catalog, cwd, config.catalog_given)(config.catalog)
    data = read_catalogue(config.catalog, shown)
    cache = cache and not check
    if cache:  # a build that found nothing changed is answered from the cache
        from errgen.building.cache import BuildCache, build_key

        store = BuildCache(config.source.parent if config.source else cwd)
        slot, key = build_key(data, config, history.digest() if history else "")
        hit = store.lookup(slot, key)
        if hit is not None:  # nothing changed since a build that succeeded: report it again
            recorded, files = hit
            return BuildResult(tuple(recorded), unchanged=tuple(Path(f) for f in files))
    report = valid_catalogue(config.catalog, cwd, data, config.catalog_given, config.targets)
    outputs = generate(report.data, config, report.origins, history)
    if check:
        stale = [o for o in outputs if not is_current(o.path, o.data)]
        current = tuple(o.path for o in outputs if o not in stale)
        diffs = tuple(unified_diff(o, display_path(o.path, cwd)) for o in stale) if diff else ()
        found = tuple(o.path for o in stale)
        return BuildResult(report.diagnostics, (), current, found, diffs, report.texts)
    written, unchanged = write_outputs(outputs, cwd)
    if cache:
        from errgen.building.cache import file_digest

        diagnostics = [d.to_dict() for d in report.diagnostics]
        digests = {str(o.path): file_digest(o.data) for o in outputs}
        inputs = {str(path): source for path, source in report.included}
        planned = [str(path) for _, _, path in output_paths(config)]
        store.store(slot, key, digests, diagnostics, inputs, planned)
    return BuildResult(report.diagnostics, tuple(written), tuple(unchanged), texts=report.texts)


def unified_diff(output: Output, shown: str) -> str:
    """What building would change in one file, as `diff -u` (and black's and ruff's --diff)
    print it; a file that does not exist yet is compared with nothing."""
    import difflib

    try:
        old = output.path.read_bytes().decode("utf-8", "replace")
    except OSError:
        old = ""
    lines = difflib.unified_diff(
        old.splitlines(keepends=True),
        output.data.decode("utf-8").splitlines(keepends=True),
        f"a/{shown}",
        f"b/{shown}",
    )
    ending = "\n\\ No newline at end of file\n"
    return "".join(line if line.endswith("\n") else line + ending for line in lines)
