"""From a validated catalogue document to the frozen model that templates print."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

import errgen.names as names
from errgen.catalogue.merge import Origin
from errgen.model import (
    INTERNAL_CODE,
    USAGE_CODE,
    ZERO_VALUES,
    Catalogue,
    CommandSpec,
    ErrorSpec,
    ParamSpec,
    field_table,
    fields,
)
from errgen.model.exits import RECOVERY_CLASSES, ExitCodeSpec, exit_table, recovery_class
from errgen.model.operations import resolve_operations


def resolve_catalogue(
    data: dict[str, Any],
    base_class: str | None = None,
    origins: Mapping[str, Origin] | None = None,
) -> Catalogue:
    """Derive everything once: classes, names, exit numbers, help URLs; sort what is emitted.
    `origins` says where each included error comes from (the include walk's)."""
    tool = data["tool"]
    exits = _exit_codes(data)
    by_name = {spec.name: spec for spec in exits}
    docs_url = data.get("docs_url")
    layout = data.get("docs_layout", "page")
    origins = origins or {}
    errors = [
        _with_origin(_error(code, entry, by_name, docs_url, layout), origins.get(code))
        for code, entry in data["errors"].items()
    ]
    internal = own_internal = next((e for e in errors if e.code == INTERNAL_CODE), None)
    if internal is None:
        declared = frozenset(data.get("exit_codes") or ())
        internal = _builtin_internal(exits, docs_url, layout, declared)
        errors.append(internal)
    usage = _usage_error(errors)
    if usage is None:
        usage = _builtin_usage(exits, docs_url, layout)
        errors.append(usage)
    commands = tuple(
        CommandSpec(
            line=line,
            effect=spec["effect"],
            interactive=spec.get("interactive", False),
            description=spec.get("description"),
            safe_because=spec.get("safe_because"),
        )
        for line, spec in sorted(tool.get("commands", {}).items())
    )
    by_code = {error.code: error for error in errors}
    tags = fields.catalogue_tags(data)
    tagged = {tag: [e.code for e in errors if tag in e.tags] for tag in tags}
    return Catalogue(
        tool=tool["name"],
        companions=tuple(sorted(tool.get("companions", []))),
        commands=commands,
        errors=tuple(sorted(errors, key=lambda e: e.code)),
        exit_codes=exits,
        docs_url=docs_url,
        retired=tuple(sorted(data.get("retired", []))),
        base_class=(
            names.class_identifier(base_class)
            if base_class
            else names.base_class_name(tool["name"])
        ),
        unknown_class=names.unknown_class_name(tool["name"]),
        internal=internal,
        unknown_exit=own_internal.exit if own_internal else _unexpected_exit(exits),
        tags=tags,
        docs_layout=layout,
        version=data.get("version"),
        operations=resolve_operations(data, by_code, by_name, tagged),
        usage=usage,
    )


def _exit_codes(data: dict[str, Any]) -> tuple[ExitCodeSpec, ...]:
    declared = {
        name: (spec["code"], spec["class"]) for name, spec in data.get("exit_codes", {}).items()
    }
    specs = (
        ExitCodeSpec(name, code, kind if kind in RECOVERY_CLASSES else None, kind)
        for name, (code, kind) in exit_table(declared, data.get("default_exit_codes", True)).items()
    )
    return tuple(sorted(specs, key=lambda s: s.code))


def _error(
    code: str,
    entry: dict[str, Any],
    exits: dict[str, ExitCodeSpec],
    docs_url: str | None,
    layout: str = "page",
) -> ErrorSpec:
    retryable = entry["retryable"]
    deprecated = entry.get("deprecated") or {}
    params = entry.get("params") or {}
    return ErrorSpec(
        code=code,
        class_name=names.error_class_name(code),
        anchor=names.anchor(code),
        message=entry["message"],
        params=tuple(
            ParamSpec(
                name,
                spec["type"],
                spec.get("description"),
                ZERO_VALUES[spec["type"]] if code == INTERNAL_CODE else None,
            )
            for name, spec in params.items()
        ),
        recovery=recovery_class(retryable, entry.get("fix_required")),
        retryable=retryable,
        retry_after_ms=entry.get("retry_after_ms"),
        max_attempts=entry.get("max_attempts", 3 if retryable else None),
        fix_required=entry.get("fix_required"),
        **_commands(entry),
        retry_after_min_ms=(entry.get("retry_after_range") or {}).get("min_ms"),
        retry_after_max_ms=(entry.get("retry_after_range") or {}).get("max_ms"),
        **(_backoff(entry) if retryable else {}),
        suggestion=entry.get("suggestion"),
        exit=exits[entry["exit"]],
        description=entry.get("description"),
        since=entry.get("since"),
        deprecated_since=deprecated.get("since"),
        replaced_by=deprecated.get("replaced_by"),
        help_url=names.help_url(docs_url, code, layout) if docs_url else None,
        **fields.error_fields(code, entry),
    )


def _commands(entry: dict[str, Any]) -> dict[str, Any]:
    """The ErrorSpec keywords of the registered commands an error names (the field table's)."""
    return {name: entry.get(name) for name in field_table.COMMAND_FIELDS}


def _backoff(entry: dict[str, Any]) -> dict[str, Any]:
    """The ErrorSpec keywords of a retryable error's backoff: constant unless it says otherwise;
    a cap and jitter (false unless asked) for an exponential one only."""
    backoff = entry.get("backoff") or {"policy": "constant"}
    if backoff["policy"] != "exponential":
        return {"backoff_policy": "constant"}
    return {
        "backoff_policy": "exponential",
        "backoff_max_ms": backoff["max_ms"],
        "backoff_jitter": backoff.get("jitter", False),
    }


def _with_origin(error: ErrorSpec, origin: Origin | None) -> ErrorSpec:
    """`error` with the included file it comes from, when it comes from one; an included file
    with a docs_url of its own publishes its page, where the error's anchor is its code there."""
    if origin is None:
        return error
    url = origin.docs_url
    help_url = f"{url}#{names.anchor(origin.code)}" if url else error.help_url
    return replace(
        error,
        source=origin.source,
        help_url=help_url,
        domain=origin.domain,
        own_code=origin.code,
    )


def _unexpected_exit(exits: tuple[ExitCodeSpec, ...]) -> ExitCodeSpec:
    """Where an unexpected or unknown error exits: the lowest terminal code, else (a tool whose
    own table has none, like gh's 1 for everything) the lowest shared one."""
    return next(
        (s for s in exits if s.recovery == "terminal"),
        next((s for s in exits if s.shared), exits[-1]),
    )


def internal_exit(exits: tuple[ExitCodeSpec, ...], declared: frozenset[str]) -> ExitCodeSpec:
    """Where errgen's built-in INTERNAL_ERROR exits, `exits` in the order of their numbers and
    `declared` the names the catalogue's exit_codes declares."""
    # the catalogue's own table speaks for its tool (gitw's FATAL 128): its INTERNAL, else its
    # lowest terminal code; the default INTERNAL only for a catalogue that declares none
    terminal = [spec for spec in exits if spec.recovery == "terminal"]
    own = [spec for spec in terminal if spec.name in declared]
    return next(
        (s for s in own if s.name == "INTERNAL"),
        own[0]
        if own
        else next((s for s in terminal if s.name == "INTERNAL"), _unexpected_exit(exits)),
    )


def _builtin_internal(
    exits: tuple[ExitCodeSpec, ...],
    docs_url: str | None,
    layout: str = "page",
    declared: frozenset[str] = frozenset(),
) -> ErrorSpec:
    exit_spec = internal_exit(exits, declared)
    return ErrorSpec(
        code=INTERNAL_CODE,
        class_name=names.error_class_name(INTERNAL_CODE),
        anchor=names.anchor(INTERNAL_CODE),
        message="An unexpected internal error occurred",
        params=(),
        recovery="terminal",
        retryable=False,
        retry_after_ms=None,
        max_attempts=None,
        fix_required=None,
        fix_command=None,
        refresh_command=None,
        reauth_command=None,
        suggestion=None,
        exit=exit_spec,
        description="Raised for any exception the tool did not expect; report it with the message.",
        since=None,
        deprecated_since=None,
        replaced_by=None,
        help_url=names.help_url(docs_url, INTERNAL_CODE, layout) if docs_url else None,
        builtin=True,
        http_status=500,  # what an HTTP API answers for a failure it did not expect
        title=fields.default_title(INTERNAL_CODE),
    )


def _usage_error(errors: list[ErrorSpec]) -> ErrorSpec | None:
    """The catalogue's own usage error, if it has one (own_usage_code)."""
    arguments = {e.code: [(a.type, a.optional) for a in e.arguments] for e in errors}
    code = own_usage_code((e.code, e.exit.name, arguments[e.code]) for e in errors)
    return next((e for e in errors if e.code == code), None)


Arguments = Sequence[tuple[str, bool]]  # an error's parameters and details: (type, optional)


def own_usage_code(errors: Iterable[tuple[str, str, Arguments]]) -> str | None:
    """The code a parse error of the command line gets from the catalogue's own errors, given
    as (code, exit name, arguments): its USAGE_ERROR, else its one error of the exit named USAGE
    that a parser's message alone can make (no argument, or one required str); None when
    errgen adds its built-in USAGE_ERROR (validate's usage-error-builtin says so)."""
    usage = []
    for code, exit_name, arguments in errors:
        if code == USAGE_CODE:
            return code
        message_only = not arguments or (len(arguments) == 1 and arguments[0] == ("str", False))
        if exit_name == "USAGE" and message_only:
            usage.append(code)
    return usage[0] if len(usage) == 1 else None


def _builtin_usage(
    exits: tuple[ExitCodeSpec, ...], docs_url: str | None, layout: str = "page"
) -> ErrorSpec:
    # the table's USAGE when it is correctable, else its lowest correctable (or shared) exit
    fitting = [s for s in exits if s.recovery == "correctable" or s.shared]
    exit_spec = next(
        (s for s in fitting if s.name == "USAGE"),
        fitting[0] if fitting else _unexpected_exit(exits),
    )
    return ErrorSpec(
        code=USAGE_CODE,
        class_name=names.error_class_name(USAGE_CODE),
        anchor=names.anchor(USAGE_CODE),
        message="Invalid command line: {problem}",
        params=(ParamSpec("problem", "str", "What the argument parser said", None),),
        recovery="correctable",
        retryable=False,
        retry_after_ms=None,
        max_attempts=None,
        fix_required="Correct the command line, then reissue",
        fix_command=None,
        refresh_command=None,
        reauth_command=None,
        suggestion=None,
        exit=exit_spec,
        description=(
            "Raised when the argument parser rejects the command line (run's usage wiring); "
            "the usage goes to stderr."
        ),
        since=None,
        deprecated_since=None,
        replaced_by=None,
        help_url=names.help_url(docs_url, USAGE_CODE, layout) if docs_url else None,
        builtin=True,
        http_status=400,  # a request the caller must correct
        title=fields.default_title(USAGE_CODE),
    )
