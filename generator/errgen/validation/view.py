"""What the rule checks read and yield: a typed view of a loaded catalogue, and findings.

Each check yields the findings (rule id, path, message, hint) of its one rule; the schema has
already reported wrong types, so a check skips what is not of the type it expects rather than
reporting it twice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

from errgen.model.exits import EXIT_CLASSES, RECOVERY_CLASSES, ExitClass, RecoveryClass, exit_table

Path = tuple[str | int, ...]
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Finding:
    """What a rule's check found: the rule, where in the catalogue, and what to do."""

    rule: str
    path: Path
    message: str
    hint: str
    key: bool = False  # point at the key rather than the value
    replacement: str | None = None  # the hint's "did you mean", as data (Problem.replacement)
    certain: bool = False


@dataclass
class View:
    """The parts of a loaded catalogue the checks read, each of the type it should have or empty."""

    errors: list[tuple[str, dict[str, Any]]]
    tool: str | None
    programs: frozenset[str]
    commands: dict[str, Any]
    exits: dict[str, tuple[int, RecoveryClass | None]]
    custom_exits: bool
    retired: list[str]
    companions: tuple[object, ...] = ()  # tool.companions as written, for their positions
    tags: tuple[object, ...] = ()  # the catalogue's declared tags as written
    exit_entries: dict[str, Any] = field(default_factory=dict)  # exit_codes as written
    # whether an exit code the schema refuses (a table that is no mapping, an entry of the
    # wrong shape) may be the terminal one: then whether there is one is not known
    terminal_unknown: bool = False
    exit_kinds: dict[str, ExitClass | None] = field(default_factory=dict)  # as the table says
    # code -> the tool of the included catalogue that defines it (absent: the root's)
    domains: dict[str, str] = field(default_factory=dict)
    # the registry lines a contract file covering this catalogue skips (None: no contract file
    # covers it; its probes run every other safe line), told by the stage that found the file
    unprobed: frozenset[str] | None = None
    operations: dict[str, Any] = field(default_factory=dict)  # operations: as written
    # what `shared` computed, by the function that computed it
    _shared: dict[object, object] = field(default_factory=dict, repr=False, compare=False)

    def shared(self, compute: Callable[[View], T]) -> T:
        """`compute(self)`, computed once: a walk whose result the checks of several rules read."""
        if compute not in self._shared:
            self._shared[compute] = compute(self)
        return cast(T, self._shared[compute])

    @classmethod
    def of(cls, data: Any, domains: dict[str, str] | None = None) -> View:
        data = data if isinstance(data, dict) else {}
        tool = mapping_of(data.get("tool"))
        name = tool.get("name") if isinstance(tool.get("name"), str) else None
        companions = [c for c in list_of(tool.get("companions")) if isinstance(c, str)]
        errors = [
            (code, entry)
            for code, entry in mapping_of(data.get("errors")).items()
            if isinstance(entry, dict)
        ]
        custom = "exit_codes" in data
        declared: dict[str, tuple[int, ExitClass]] = {}
        terminal_unknown = custom and not isinstance(data.get("exit_codes"), dict)
        for exit_name, spec in mapping_of(data.get("exit_codes")).items():
            spec = mapping_of(spec)  # an entry the schema refuses is left to its finding
            if type(spec.get("code")) is int and spec.get("class") in EXIT_CLASSES:
                declared[exit_name] = (spec["code"], spec["class"])
            else:
                terminal_unknown = True
        kinds = exit_table(declared, data.get("default_exit_codes") is not False)
        exits = {
            name: (number, kind if kind in RECOVERY_CLASSES else None)
            for name, (number, kind) in kinds.items()
        }
        return cls(
            errors=errors,
            tool=name,
            programs=frozenset(([name] if name else []) + companions),
            commands=mapping_of(tool.get("commands")),
            exits=exits,
            custom_exits=custom,
            retired=[c for c in list_of(data.get("retired")) if isinstance(c, str)],
            companions=tuple(list_of(tool.get("companions"))),
            tags=tuple(list_of(data.get("tags"))),
            exit_entries=mapping_of(data.get("exit_codes")),
            exit_kinds={name: kind for name, (_, kind) in kinds.items()},
            domains=domains or {},
            terminal_unknown=terminal_unknown,
            operations=mapping_of(data.get("operations")),
        )


def mapping_of(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def list_of(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def string_of(entry: dict[str, Any], key: str) -> str | None:
    value = entry.get(key)
    return value if isinstance(value, str) else None


Check = Callable[[View], Iterator[Finding]]
