"""The render stage: a resolved `Catalogue` in, the text of each generated file out.

A target is one `Target` (its name, summary, files, filters, options and the names its output
reserves) in one module of this package, registered by one line of `MODULES`
(errgen.names.registry, which also names the target's naming module). Importing this
package imports no target: a target's module is imported when it is first asked for, so a
command that only needs the targets' names (a shell's completion, `--help`) renders nothing.
The names a target derives and reserves live in its naming module (errgen.names: python's in the
package, go.py, typescript.py), where the check stage's generated-name rule reads them without
importing a renderer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from importlib import import_module
from typing import TYPE_CHECKING

from errgen.names.registry import MODULES

if TYPE_CHECKING:
    from errgen.model import Catalogue
    from errgen.model.code_history import History

# Built only when named (the configuration's `targets` or --target): openapi and grpc are for
# tools that are also HTTP APIs (building one applies the rules of HTTP errors:
# http-status-missing …); mcp, mcp-typescript and mcp-go for tools that are also MCP servers;
# agents and llms-txt write into files the team owns (AGENTS.md, llms.txt).
OPT_IN = frozenset(("openapi", "grpc", "mcp", "mcp-typescript", "mcp-go", "agents", "llms-txt"))
# What a configuration without `targets` builds: every target but the opt-in ones.
DEFAULT_TARGETS = tuple(name for name in MODULES if name not in OPT_IN)


@dataclass(frozen=True, slots=True)
class RenderContext:
    """What a render reads besides the catalogue: the user's templates folder (which overrides
    errgen's templates by name) and the target's own options (`[tool.errgen.<target>]`)."""

    templates: str | None = None
    options: Mapping[str, str] = field(default_factory=dict)
    # the configuration's folder, which a path in an option is relative to (None: the working one)
    folder: str | None = None
    # the catalogue's versions in its repository, which the building stage reads (or None)
    history: History | None = None


Render = Callable[["Catalogue", RenderContext], str]
# A file that the catalogue may ask to be a folder of files instead (the markdown target's
# pages layout): their paths relative to the folder and their text, or None for the one file.
Folder = Callable[["Catalogue", RenderContext], Mapping[str, str] | None]


@dataclass(frozen=True, slots=True)
class TargetFile:
    """One file a target writes: its default name and the function that renders it; with
    `folder`, the catalogue may make it a folder named after the file's stem instead; with
    `splice`, the text goes between errgen's markers of a hand-written file at its path
    (errgen.building.splice), or with the markers into a new file."""

    name: str
    render: Render
    folder: Folder | None = None
    splice: bool = False

    def outputs(self, catalogue: Catalogue, context: RenderContext) -> dict[str, str]:
        """The file's text by its name, or each file of its folder by `stem/path`."""
        pages = self.folder(catalogue, context) if self.folder else None
        if pages is None:
            return {self.name: self.render(catalogue, context)}
        stem = self.name.rsplit(".", 1)[0]
        return {f"{stem}/{path}": text for path, text in sorted(pages.items())}


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a target, set in `[tool.errgen.<target>]`: what it means, and whether a
    value is one the target can use."""

    summary: str
    valid: Callable[[str], bool]


def _reserves_nothing(name: str) -> str | None:
    return None


@dataclass(frozen=True, slots=True)
class Target:
    """One kind of output. `files[0]` is the file a configured output path names; the others
    sit beside it with their own suffix. A template of the target sees only `filters` and the
    shared safe ones (errgen.targets.jinja.SHARED_FILTERS). `reserves(name)` says why a name
    chosen in the configuration (a base class) is taken in the target's output, or None."""

    name: str
    summary: str
    files: tuple[TargetFile, ...]
    filters: Mapping[str, Callable[..., str]] = field(default_factory=dict)
    options: Mapping[str, Option] = field(default_factory=dict)
    reserves: Callable[[str], str | None] = _reserves_nothing
    # the option whose value, when set, is the stem of the target's files (python's module)
    stem_option: str | None = None

    def main_file(self, options: Mapping[str, str]) -> str:
        """The name of `files[0]` with the target's `options` (its stem option's value as stem)."""
        name = self.files[0].name
        stem = options.get(self.stem_option) if self.stem_option else None
        return name if stem is None else stem + name[name.index(".") :]

    def render(self, catalogue: Catalogue, context: RenderContext | None = None) -> dict[str, str]:
        """Every file of the target, by default name."""
        context = context or RenderContext()
        return {
            name: text
            for file in self.files
            for name, text in file.outputs(catalogue, context).items()
        }


class _Registry(Mapping[str, Target]):
    """The targets by name, each module imported on first use."""

    def __getitem__(self, name: str) -> Target:
        module = MODULES[name].module
        target = import_module(module).TARGET
        if not isinstance(target, Target) or target.name != name:
            raise TypeError(f"{module}.TARGET is not the Target {name!r}")
        return target

    def __iter__(self) -> Iterator[str]:
        return iter(MODULES)

    def __len__(self) -> int:
        return len(MODULES)


TARGETS: Mapping[str, Target] = _Registry()
