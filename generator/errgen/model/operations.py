"""The tool's operations (its commands, MCP tools or HTTP operations), resolved: each with the
errors it can end with, the exits it gives some of them, and whether it passes a child's exit
status through."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from errgen.model import INTERNAL_CODE, ErrorSpec, ExitCodeSpec, RecoveryClass

TAG_PREFIX = "tag:"  # an operation's errors entry that stands for every code of a tag
_PARTS = re.compile(r"[A-Za-z0-9]+")


@dataclass(frozen=True, slots=True)
class OperationSpec:
    """One operation: its name as typed, the stem its generated names derive from, its errors
    (sorted by code, the internal error always among them), its own exits and its HTTP route."""

    name: str
    stem: str  # CamelCase: `depot push` -> Push (PushErrors, PUSH_ERRORS, OperationPushCodes)
    summary: str | None
    errors: tuple[ErrorSpec, ...]
    # code -> the exit it has in this operation, where that differs from the code's own
    exits: tuple[tuple[str, ExitCodeSpec], ...] = ()
    passes_exit_status: bool = False
    http_method: str | None = None
    http_path: str | None = None

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(error.code for error in self.errors)

    @property
    def constant(self) -> str:
        """The stem in capitals (`ContainerRun` -> CONTAINER_RUN), for a constant's name."""
        return "_".join(part.upper() for part in re.findall(r"[A-Z][a-z0-9]*|[0-9]+", self.stem))

    @property
    def page(self) -> str:
        """The name of its docs page, and its heading's id after `operation-`: the name in lower
        case, its spaces as `-` and what else no heading id keeps (`.`) dropped."""
        return re.sub(r"[^a-z0-9_ -]", "", self.name.lower()).replace(" ", "-")

    @property
    def anchor(self) -> str:
        """The id mkdocs and GitHub give its heading `Operation depot push`."""
        return "operation-" + self.page

    def exit_of(self, error: ErrorSpec) -> ExitCodeSpec:
        """The exit `error` ends this operation with: the operation's own, else the code's."""
        return dict(self.exits).get(error.code, error.exit)

    def own_numbers(self) -> frozenset[int]:
        """The exit numbers the operation's own errors end it with."""
        return frozenset(self.exit_of(error).code for error in self.errors)

    def passes_through(self, number: int) -> bool:
        """Whether exit status `number` is the status of the program the operation ran."""
        return self.passes_exit_status and number != 0 and number not in self.own_numbers()

    def recovery_of(self, number: int) -> RecoveryClass | None:
        """The class exit status `number` means in this operation: the one class of the errors
        that end it so, None when there are several or none (the table decides then)."""
        classes = {e.recovery for e, s in self.exit_table if s.code == number}
        return classes.pop() if len(classes) == 1 else None

    @property
    def exit_table(self) -> list[tuple[ErrorSpec, ExitCodeSpec]]:
        """(error, the exit it has here) of each error of the operation, by code."""
        return [(error, self.exit_of(error)) for error in self.errors]


def operation_stem(name: str, tool: str) -> str:
    """The CamelCase stem of an operation's names: its words after the tool's name (the whole
    name for a companion's command, or where they would start with a digit)."""
    words = name.split(" ")
    rest = words[1:] if words[0] == tool and len(words) > 1 else words
    stem = "".join(part.capitalize() for word in rest for part in _PARTS.findall(word))
    if not stem or stem[0].isdigit():
        stem = "".join(part.capitalize() for word in words for part in _PARTS.findall(word))
    return stem if stem and not stem[0].isdigit() else "Op" + stem


def listed_codes(entries: list[str], tagged: Mapping[str, list[str]]) -> list[str]:
    """The codes an operation's `errors:` names, a tag standing for its codes, in order, once."""
    codes: list[str] = []
    for entry in entries:
        found = (
            tagged.get(entry[len(TAG_PREFIX) :], []) if entry.startswith(TAG_PREFIX) else [entry]
        )
        codes += [code for code in found if code not in codes]
    return codes


def resolve_operations(
    data: dict[str, Any],
    errors: Mapping[str, ErrorSpec],
    exits: Mapping[str, ExitCodeSpec],
    tagged: Mapping[str, list[str]],
) -> tuple[OperationSpec, ...]:
    """The catalogue's operations, sorted by name (a validated document's)."""
    tool = data["tool"]["name"]
    operations = []
    for name, entry in sorted((data.get("operations") or {}).items()):
        codes = set(listed_codes(entry["errors"], tagged)) | {INTERNAL_CODE}
        http = entry.get("http") or {}
        operations.append(
            OperationSpec(
                name=name,
                stem=operation_stem(name, tool),
                summary=entry.get("summary"),
                errors=tuple(errors[code] for code in sorted(codes)),
                exits=tuple(
                    (code, exits[exit_name])
                    for code, exit_name in sorted((entry.get("exits") or {}).items())
                    if exits[exit_name] != errors[code].exit
                ),
                passes_exit_status=entry.get("passes_exit_status", False),
                http_method=http.get("method"),
                http_path=http.get("path"),
            )
        )
    return tuple(operations)


def operation_for(
    operations: tuple[OperationSpec, ...], argv: list[str], programs: tuple[str, ...]
) -> OperationSpec | None:
    """The operation an argv runs: the longest one whose words after its program follow the
    argv's program word (the first word that is one of `programs`, else the argv's first), so
    `depot push x`, `./depot-go push x` and `python -m depot push x` all run `depot push`."""
    start = next((i for i, word in enumerate(argv) if word in programs), 0)
    words = argv[start + 1 :]
    best: OperationSpec | None = None
    for operation in operations:
        own = operation.name.split(" ")[1:]
        if words[: len(own)] == own and (best is None or len(own) > len(best.name.split(" ")) - 1):
            best = operation
    return best
