"""The resolved catalogue: frozen values with everything derived once, for templates to print."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

RecoveryClass = Literal["transient", "correctable", "terminal"]
CLASSES: tuple[RecoveryClass, ...] = ("transient", "correctable", "terminal")
DEFAULT_MAX_ATTEMPTS = 3
INTERNAL_CODE = "INTERNAL_ERROR"

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


@dataclass(frozen=True, slots=True)
class ExitCodeSpec:
    name: str
    code: int
    recovery: RecoveryClass | None


@dataclass(frozen=True, slots=True)
class CommandSpec:
    line: str
    effect: str
    interactive: bool
    description: str | None


@dataclass(frozen=True, slots=True)
class ParamSpec:
    name: str
    type: str
    description: str | None


@dataclass(frozen=True, slots=True)
class ErrorSpec:
    code: str
    class_name: str
    anchor: str
    message: str
    params: tuple[ParamSpec, ...]
    recovery: RecoveryClass
    retryable: bool
    retry_after_ms: int | None
    max_attempts: int | None
    fix_required: str | None
    fix_command: str | None
    refresh_command: str | None
    reauth_command: str | None
    suggestion: str | None
    exit: ExitCodeSpec
    description: str | None
    since: str | None
    deprecated_since: str | None
    replaced_by: str | None
    help_url: str | None
    builtin: bool = False


@dataclass(frozen=True, slots=True)
class Catalogue:
    tool: str
    companions: tuple[str, ...]
    commands: tuple[CommandSpec, ...]
    errors: tuple[ErrorSpec, ...]
    exit_codes: tuple[ExitCodeSpec, ...]
    docs_url: str | None
    retired: tuple[str, ...]
    base_class: str
    unknown_class: str
    internal: ErrorSpec
    unknown_exit: ExitCodeSpec  # foreign codes are terminal: the lowest terminal exit
