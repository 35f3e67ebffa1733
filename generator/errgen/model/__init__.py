"""The resolved catalogue: frozen values with everything derived once, for templates to print."""

from __future__ import annotations

import re
from dataclasses import dataclass

from errgen.model import field_table
from errgen.model.exits import ExitCodeSpec, RecoveryClass

DEFAULT_MAX_ATTEMPTS = 3
INTERNAL_CODE = "INTERNAL_ERROR"
# the code a parse error of the tool's command line gets when the catalogue has no usage error
USAGE_CODE = "USAGE_ERROR"


@dataclass(frozen=True, slots=True)
class CommandSpec:
    """One command of the registry: its exact line and what running it does."""

    line: str
    effect: str
    interactive: bool
    description: str | None
    safe_because: str | None = None  # why words that say otherwise do not make it unsafe


# The scalar types of a parameter or detail; a detail may also be a list of one of them.
SCALAR_TYPES = ("str", "int", "float", "bool")
MAX_LIST_ITEMS = 100  # the items a list detail carries; more are cut, as a long text is


@dataclass(frozen=True, slots=True)
class ParamSpec:
    """One parameter or detail of an error: its name and type (`str`, ..., or `list[str]`,
    ... for a detail), and for a detail whether the tool may leave it out (`optional`: absent
    is not empty)."""

    name: str
    type: str
    description: str | None
    default: str | int | float | bool | list[object] | None = None  # INTERNAL_ERROR's
    optional: bool = False

    @property
    def is_list(self) -> bool:
        return self.type.startswith("list[")

    @property
    def item_type(self) -> str:
        """The scalar type of the value, or of each item of a list."""
        return self.type[5:-1] if self.is_list else self.type


# The value a runner gives each parameter of a catalogue's own INTERNAL_ERROR: it has none.
ZERO_VALUES: dict[str, str | int | float | bool] = {
    "str": "",
    "int": 0,
    "float": 0.0,
    "bool": False,
}


def zero_value(type_: str) -> str | int | float | bool | list[object]:
    """The zero value of a parameter's or detail's type: a list's is empty."""
    return [] if type_.startswith("list[") else ZERO_VALUES[type_]


# The optional fields of an ErrorDetail, in the order it carries them.
DETAIL_FIELDS = field_table.names("detail")
# The members of a problem details body (RFC 9457 section 3.1) every target writes, then the
# extension members errgen adds before an error's params and details, in their order: a param or
# detail of the same name is left out of the body (problem-member-clash says so).
PROBLEM_MEMBERS = (
    "type",
    "title",
    "status",
    "detail",
    "instance",
    "code",
    "retryable",
    *field_table.names("problem"),
)
# The constants of an error's class besides its code, exit code, message and parameters, in
# the order the python target's classes set them: its recovery, the ErrorDetail's, the rest.
CLASS_CONSTANTS = (
    *(f.name for f in field_table.FIELDS if f.kind == "recovery" and "constant" in f.places),
    *DETAIL_FIELDS,
    *(
        f.name
        for f in field_table.FIELDS
        if "constant" in f.places and f.kind != "recovery" and f.name not in DETAIL_FIELDS
    ),
)


@dataclass(frozen=True, slots=True)
class ErrorSpec:
    """One error, resolved: its constants, its class's names and everything derived once."""

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
    source: str | None = None  # the included file it comes from, relative to the root's folder
    # SPEC section 1's fields for wrapped systems and APIs (errgen.validation.fields resolves them)
    aliases: tuple[str, ...] = ()
    http_status: int | None = None
    tags: tuple[str, ...] = ()
    details: tuple[ParamSpec, ...] = ()  # typed like params, never in the message
    # a registered read-only command that shows what is wrong: for people and agents that look
    # before acting; never run as a fix
    diagnose_command: str | None = None
    # the tool whose catalogue defines it, when an included one does: its aliases are that
    # system's spellings (None: the root catalogue's tool)
    domain: str | None = None
    # an included error's code in its own file, before a prefix (git's NOT_A_REPOSITORY)
    own_code: str | None = None
    # the bounds of a wait the tool may pass at run time (a server's Retry-After), or None
    retry_after_min_ms: int | None = None
    retry_after_max_ms: int | None = None
    title: str = ""  # the problem details' title: the catalogue's, or the code in words
    # how the wait grows between attempts (errgen.model.backoff): constant (every retryable
    # code's default) or exponential, whose cap and jitter are set only for it
    backoff_policy: str | None = None
    backoff_max_ms: int | None = None
    backoff_jitter: bool | None = None

    @property
    def status(self) -> int:
        """The HTTP status a problem of this code carries: its own, or 500 when it has none."""
        return 500 if self.http_status is None else self.http_status

    @property
    def grpc_code(self) -> int:
        """The google.rpc.Code of the code's HTTP status (errgen.model.grpc's mapping)."""
        from errgen.model.grpc import CODES, grpc_status

        return CODES[grpc_status(self.status)]

    @property
    def problem_type(self) -> str:
        """The problem details' `type` (RFC 9457 section 3.1.1): the code's documentation URL,
        or `about:blank` (the RFC's default) when the catalogue publishes none."""
        return self.help_url or "about:blank"

    @property
    def arguments(self) -> tuple[ParamSpec, ...]:
        """What the generated constructor takes and the envelope's details carry: the message's
        parameters, then the details."""
        return self.params + self.details

    @property
    def set_constants(self) -> list[tuple[str, object]]:
        """(name, value) of each of CLASS_CONSTANTS that this error sets (not None), in order."""
        return [
            (name, value) for name in CLASS_CONSTANTS if (value := getattr(self, name)) is not None
        ]

    @property
    def set_details(self) -> list[tuple[str, object]]:
        """(name, value) of each of DETAIL_FIELDS that this error sets (not None), in order."""
        return [
            (name, value) for name in DETAIL_FIELDS if (value := getattr(self, name)) is not None
        ]

    @property
    def deprecation(self) -> str | None:
        """What type checkers say of a deprecated code's class, or None when it is not."""
        if self.deprecated_since is None:
            return None
        text = f"{self.code} is deprecated since {self.deprecated_since}"
        if self.replaced_by is None:
            return text
        from errgen.names import error_class_name

        return f"{text}: use {error_class_name(self.replaced_by)}"

    @property
    def backoff_words(self) -> str | None:
        """How an exponential backoff waits, in words (`waits 1 s, then doubles after each
        failure up to 60 s, with jitter ...`); None for a constant one or none."""
        if self.backoff_policy != "exponential" or self.backoff_max_ms is None:
            return None
        from errgen.model.backoff import duration_words

        first = duration_words(self.retry_after_ms or 0)
        if self.retry_after_min_ms is not None:
            first += " (or the wait the server named)"
        words = f"waits {first}, then doubles after each failure up to "
        words += duration_words(self.backoff_max_ms)
        if self.backoff_jitter:
            words += (
                ", with jitter (each wait drawn between half and all of it, never below the "
                "wait the envelope names)"
            )
        return words

    @property
    def action(self) -> str:
        """What the guide's decision procedure does with this error, in one sentence."""
        if self.backoff_words is not None:
            return (
                f"reissue the call unchanged, at most {self.max_attempts} attempts in all; "
                f"before each reissue it {self.backoff_words}."
            )
        if self.retryable:
            return (
                f"wait {self.retry_after_ms} ms, then reissue the call unchanged, "
                f"at most {self.max_attempts} attempts in all."
            )
        if self.fix_command:
            return "run the fix command; if it exits 0, reissue the original call once."
        if self.fix_required:
            return "apply the fix if achievable and reissue once; otherwise escalate."
        return "stop, and escalate with the error verbatim."


def stem_constant(stem: str) -> str:
    """An operation's CamelCase stem in capitals (`ContainerRun` -> CONTAINER_RUN): the words
    of its constants' names (an answer's is ANSWER_<this>_<answer>)."""
    return "_".join(part.upper() for part in re.findall(r"[A-Z][a-z0-9]*|[0-9]+", stem))


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
    # answer name -> the exit status that is that answer here, not a failure, by number
    results: tuple[tuple[str, int], ...] = ()

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(error.code for error in self.errors)

    @property
    def constant(self) -> str:
        """The stem in capitals (`ContainerRun` -> CONTAINER_RUN), for a constant's name."""
        return stem_constant(self.stem)

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
        """The exit numbers the operation's own errors and answers end it with."""
        errors = frozenset(self.exit_of(error).code for error in self.errors)
        return errors | self.result_numbers

    @property
    def result_numbers(self) -> frozenset[int]:
        """The exit statuses that are answers in this operation (its `results`)."""
        return frozenset(number for _, number in self.results)

    def answers(self, number: int) -> bool:
        """Whether exit status `number` is only an answer here: a result of the operation
        that none of its errors exits with (on a shared one, the envelope decides)."""
        failures = {self.exit_of(error).code for error in self.errors}
        return number in self.result_numbers and number not in failures

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


@dataclass(frozen=True, slots=True)
class Catalogue:
    """The resolved catalogue that every target renders: its errors, exit codes and commands."""

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
    # foreign codes are terminal: they exit as the catalogue's own INTERNAL_ERROR does, else with
    # the lowest terminal exit (else the lowest shared one)
    unknown_exit: ExitCodeSpec

    @property
    def safe_because(self) -> dict[str, str]:
        """Command line -> why it is safe, for the commands whose entry says so."""
        return {c.line: c.safe_because for c in self.commands if c.safe_because is not None}

    tags: tuple[str, ...] = ()  # the declared tags, sorted
    docs_layout: str = "page"  # page: one docs page; pages: a page per code (docs_layout)
    version: str | None = None  # the catalogue's own version, when it states one
    # the tool's commands, each with the errors it can end with (errgen.model.operations)
    operations: tuple[OperationSpec, ...] = ()
    # the error a parse error of the command line becomes (run's usage wiring): its USAGE_ERROR,
    # else its one error of the USAGE exit, else errgen's built-in USAGE_ERROR
    usage: ErrorSpec | None = None

    @property
    def usage_param(self) -> str | None:
        """The parameter of the usage error that carries the parser's message, if it has one."""
        return self.usage.arguments[0].name if self.usage and self.usage.arguments else None

    @property
    def result_exits(self) -> tuple[ExitCodeSpec, ...]:
        """The exits of class result: answers that are no failure, which run(main) may exit with."""
        return tuple(spec for spec in self.exit_codes if spec.result)

    @property
    def has_list_details(self) -> bool:
        """Whether a detail of some error is a list (the python module then names Sequence)."""
        return any(d.is_list for error in self.errors for d in error.details)

    @property
    def aliases(self) -> list[tuple[str, str]]:
        """(alias, code) of every alias that means one code whatever the system it came from,
        sorted by alias: a spelling two included catalogues both use (kubectl's and AWS's
        ServiceUnavailable) is read only where its domain is known (scoped_aliases)."""
        owners: dict[str, set[str]] = {}
        for error in self.errors:
            for alias in error.aliases:
                owners.setdefault(alias, set()).add(error.code)
        return sorted((alias, codes.pop()) for alias, codes in owners.items() if len(codes) == 1)

    @property
    def scoped_aliases(self) -> list[tuple[str, str, str]]:
        """(domain, alias, code) of every alias, the domain being the tool whose catalogue
        defines the error (the root's own tool for its errors), sorted."""
        spelled = [
            (error.domain or self.tool, alias, error.code)
            for error in self.errors
            for alias in error.aliases
        ]
        # an included tool's own code, unprefixed, as that tool's envelope carries it: within
        # its domain it is a spelling of the prefixed code (git's NOT_A_REPOSITORY)
        spelled += [
            (error.domain, error.own_code, error.code)
            for error in self.errors
            if error.domain and error.domain != self.tool
            if error.own_code and error.own_code != error.code
        ]
        return sorted(spelled)

    def by_code_or_alias(self) -> dict[str, ErrorSpec]:
        """Each error by its code and by each of its unambiguous aliases, as the generated
        parsers read an envelope's code when its domain is not known (an alias is never a
        code: alias-taken; an alias of two domains is unknown, so terminal)."""
        by_code = {error.code: error for error in self.errors}
        return {alias: by_code[code] for alias, code in self.aliases} | by_code

    @property
    def programs(self) -> tuple[str, ...]:
        """The tool's name and its companions': the programs its command lines start with."""
        return (self.tool, *self.companions)

    @property
    def operation_results(self) -> list[OperationSpec]:
        """The operations that declare results (exit statuses that are answers there)."""
        return [operation for operation in self.operations if operation.results]

    def operations_of(self, code: str) -> list[OperationSpec]:
        """The operations that can end with `code`, by name."""
        return [operation for operation in self.operations if code in operation.codes]

    @property
    def exits(self) -> list[tuple[ExitCodeSpec, list[str]]]:
        """(exit code, codes of the errors that exit with it) for every exit of the table, in
        the order of their numbers, as the docs' exit table shows them."""
        return [
            (spec, [e.code for e in self.errors if e.exit.name == spec.name])
            for spec in self.exit_codes
        ]

    @property
    def tagged(self) -> list[tuple[str, list[str]]]:
        """(tag, codes of the errors that carry it, sorted) for every declared tag, sorted."""
        return [(tag, [e.code for e in self.errors if tag in e.tags]) for tag in self.tags]
