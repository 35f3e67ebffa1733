"""The registry of targets: for each, the module that renders it and the module of the names it
derives. A naming module is a leaf without Jinja, so the check stage reads a target's names
(the generated-name rule) and the building stage its old configuration keys without importing
a renderer. Registering a target is one line of `MODULES`."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import import_module

Where = tuple[str | int, ...]


@dataclass(frozen=True, slots=True)
class Registered:
    """Where a target lives: the module that defines its `TARGET`; the module of the names its
    output derives, which defines `clashes(derived)` (None: it derives no name of its own); the
    top-level configuration keys that an earlier errgen read for one of its options; and the
    rules that apply only when it is built."""

    module: str
    naming: str | None = None
    legacy: Mapping[str, str] = field(default_factory=dict)  # old top-level key -> its option
    rules: tuple[str, ...] = ()  # ids of the rules its build brings (the HTTP ones, …)


# target name -> where it lives: the one line that registers a target
MODULES: dict[str, Registered] = {
    # python's names are the model's class names, which class-name-collision checks
    "python": Registered("errgen.targets.python", legacy={"module": "module"}),
    "exit-codes": Registered("errgen.targets.exit_codes"),
    "jsonschema": Registered("errgen.targets.jsonschema"),
    "markdown": Registered("errgen.targets.markdown"),
    "catalog-json": Registered("errgen.targets.catalog_json"),
    "typescript": Registered("errgen.targets.typescript", "errgen.names.typescript"),
    "go": Registered("errgen.targets.go", "errgen.names.go", legacy={"go_package": "package"}),
    "rust": Registered("errgen.targets.rust", "errgen.names.rust"),
    "editor-schema": Registered("errgen.targets.editor_schema"),
    "agents": Registered("errgen.targets.agents"),
    "llms-txt": Registered("errgen.targets.llms_txt"),
    "openapi": Registered(
        "errgen.targets.openapi", rules=("http-status-missing", "problem-member-clash")
    ),
    "grpc": Registered("errgen.targets.grpc", rules=("http-status-missing", "grpc-reason-length")),
    "mcp": Registered("errgen.targets.mcp"),
    "mcp-typescript": Registered("errgen.targets.mcp_typescript"),
    "mcp-go": Registered("errgen.targets.mcp_go"),
}


@dataclass(frozen=True, slots=True)
class Derived:
    """The names of a catalogue that targets derive their own from, each with where it is
    written (() for the tool's name): what a naming module's `clashes` reads."""

    classes: tuple[str, str]  # the base class and the class of unknown codes
    exits: Sequence[tuple[Where, str]]
    tags: Sequence[tuple[Where, str]]
    # (where, code, class name, and the (where, name) of each argument) of each error
    errors: Sequence[tuple[Where, str, str, Sequence[tuple[Where, str]]]]


Clashes = Callable[[Derived], Iterable[tuple[Where, str]]]


def naming_rules() -> Iterator[tuple[str, Clashes]]:
    """(target, its clashes function) of each registered target that derives names."""
    for name, entry in MODULES.items():
        if entry.naming is not None:
            clashes: Clashes = import_module(entry.naming).clashes
            yield name, clashes


def legacy_options() -> dict[str, tuple[str, str]]:
    """Each old top-level configuration key, and the (target, option) it now sets."""
    return {
        key: (name, option)
        for name, entry in MODULES.items()
        for key, option in entry.legacy.items()
    }
