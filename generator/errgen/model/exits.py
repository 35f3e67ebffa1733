"""The recovery classes and the exit-code table that carries them out of band (SPEC sections
1 and 3): what an error's fields say a caller does, and the number its process exits with."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

RecoveryClass = Literal["transient", "correctable", "terminal"]
RECOVERY_CLASSES: tuple[RecoveryClass, ...] = ("transient", "correctable", "terminal")

# SPEC section 3: name -> (number, class); SUCCESS has no class.
DEFAULT_EXIT_CODES: dict[str, tuple[int, RecoveryClass | None]] = {
    "SUCCESS": (0, None),
    "FAILURE": (1, "terminal"),
    "USAGE": (2, "correctable"),
    "NOT_FOUND": (3, "correctable"),
    "CONFLICT": (4, "correctable"),
    "TRANSIENT": (5, "transient"),
    "PRECONDITION": (6, "correctable"),
    "PERMISSION_DENIED": (7, "terminal"),
    "AUTH_REQUIRED": (8, "correctable"),
    "INTERNAL": (9, "terminal"),
}


def recovery_class(retryable: object, fix_required: object) -> RecoveryClass:
    """The class an error's fields encode (SPEC section 2)."""
    if retryable is True:
        return "transient"
    return "correctable" if fix_required is not None else "terminal"


# What an exit code of the table is: one recovery class, several (`shared`: the envelope tells
# them apart), or a result that is no failure (`result`: a diff that found differences).
ExitClass = Literal["transient", "correctable", "terminal", "shared", "result"]
EXIT_CLASSES: tuple[ExitClass, ...] = ("transient", "correctable", "terminal", "shared", "result")


def exit_table(
    declared: dict[str, tuple[int, ExitClass]],
    defaults: bool = True,
) -> dict[str, tuple[int, ExitClass | None]]:
    """The catalogue's exit-code table: the default table (SPEC section 3) extended by
    `exit_codes:`. An entry replaces the default of its name (renumbering it) and the default
    of its number (renaming it); SUCCESS is always 0. Without `defaults` (a catalogue's
    `default_exit_codes: false`) the table is SUCCESS and the declared entries only."""
    numbers = {number for number, _ in declared.values()}
    table: dict[str, tuple[int, ExitClass | None]] = {
        name: spec
        for name, spec in DEFAULT_EXIT_CODES.items()
        if name == "SUCCESS" or (defaults and name not in declared and spec[0] not in numbers)
    }
    table.update(declared)
    return table


@dataclass(frozen=True, slots=True)
class ExitCodeSpec:
    """One exit code of the catalogue's table: its name, number and recovery class (None for
    SUCCESS, a shared number and a result), and `kind`, the class as the table writes it."""

    name: str
    code: int
    recovery: RecoveryClass | None
    kind: ExitClass | None = None

    @property
    def shared(self) -> bool:
        return self.kind == "shared"

    @property
    def result(self) -> bool:
        return self.kind == "result"
