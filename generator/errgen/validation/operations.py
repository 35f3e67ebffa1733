"""The checks of `operations:` (the tool's commands and the errors each can end with), one
function per rule, named after it; `errgen.validation.registry` registers them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import errgen.catalogue.patterns as patterns
from errgen.model import INTERNAL_CODE, stem_constant
from errgen.model.exits import ExitCodeSpec, recovery_class
from errgen.model.operations import TAG_PREFIX, listed_codes, operation_stem
from errgen.model.resolve import internal_exit
from errgen.text import closest, shown
from errgen.validation.view import Finding, View, list_of, mapping_of, string_of

_ENTRY = patterns.pattern(("$defs", "operation", "properties", "errors", "items"))


def _operations(view: View) -> Iterator[tuple[str, dict[str, Any]]]:
    for name, entry in view.operations.items():
        if isinstance(name, str) and isinstance(entry, dict):
            yield name, entry


def _entries(entry: dict[str, Any]) -> Iterator[tuple[int, str]]:
    """(index, entry) of each entry of an operation's errors of the schema's form (the schema
    reports the others)."""
    for index, item in enumerate(list_of(entry.get("errors"))):
        if isinstance(item, str) and _ENTRY.match(item):
            yield index, item


def operation_name(view: View) -> Iterator[Finding]:
    """An operation is a command of the tool or of a companion: its first word is one."""
    programs = sorted(view.programs)
    for name, _ in _operations(view):
        first = name.split(" ")[0]
        if view.tool is None or first in view.programs:
            continue
        close = closest(first, programs)
        yield Finding(
            "operation-name",
            ("operations", name),
            f"operation {shown(name)} is not a command of {view.tool} or of a companion",
            f"did you mean {close[0]}?"
            if close
            else f"start it with {view.tool}, or declare {shown(first)} in tool.companions",
            key=True,
        )


def operation_unknown_error(view: View) -> Iterator[Finding]:
    """Each entry of an operation's errors is a code of the catalogue or tag:NAME of a declared
    tag; an alias is named as such."""
    codes = sorted({code for code, _ in view.errors} | {INTERNAL_CODE})
    tags = sorted(t for t in view.tags if isinstance(t, str))
    aliases = {
        alias: code
        for code, entry in view.errors
        for alias in list_of(entry.get("aliases"))
        if isinstance(alias, str)
    }
    for name, entry in _operations(view):
        for index, item in _entries(entry):
            here = ("operations", name, "errors", index)
            if item.startswith(TAG_PREFIX):
                tag = item[len(TAG_PREFIX) :]
                if tag not in tags:
                    close = closest(tag, tags)
                    hint = f"did you mean tag:{close[0]}?" if close else "declare it in tags:"
                    yield Finding("operation-unknown-error", here, f"no tag {shown(tag)}", hint)
            elif item not in codes:
                if item in aliases:
                    hint = f"{shown(item)} is an alias of {aliases[item]}: name the code"
                else:
                    close = closest(item, codes)
                    hint = f"did you mean {close[0]}?" if close else "name a code of errors:"
                message = f"operation {shown(name)} names {shown(item)}, which is no code"
                yield Finding("operation-unknown-error", here, message, hint)


def operation_exit(view: View) -> Iterator[Finding]:
    """An operation's exit for a code is in the exit table, of the code's class (or shared),
    for a code the operation lists."""
    entries = dict(view.errors)
    for name, entry in _operations(view):
        listed = {item for _, item in _entries(entry)}
        tags = {item[len(TAG_PREFIX) :] for item in listed if item.startswith(TAG_PREFIX)}
        for code, exit_name in mapping_of(entry.get("exits")).items():
            if not isinstance(exit_name, str) or code not in entries:
                continue
            here = ("operations", name, "exits", code)
            own = entries[code]
            if code not in listed and not tags & set(list_of(own.get("tags"))):
                yield Finding(
                    "operation-exit",
                    here,
                    f"{code} is not one of the errors of operation {shown(name)}",
                    f"add {code} to its errors, or drop its exit",
                    key=True,
                )
                continue
            yield from _exit_fits(view, here, code, exit_name, own)


def _exit_fits(
    view: View, here: tuple[str | int, ...], code: str, exit_name: str, entry: dict[str, Any]
) -> Iterator[Finding]:
    kinds = view.exit_kinds
    if exit_name not in view.exits:
        known = sorted(n for n, k in kinds.items() if k is not None and k != "result")
        close = closest(exit_name, known)
        yield Finding(
            "operation-exit",
            here,
            f"exit {shown(exit_name)} is not in the exit-code table",
            f"did you mean {close[0]}?" if close else "declare it in exit_codes:",
        )
        return
    wanted = recovery_class(entry.get("retryable"), entry.get("fix_required"))
    kind = kinds.get(exit_name)
    if kind != "shared" and kind != wanted:
        number = view.exits[exit_name][0]
        yield Finding(
            "operation-exit",
            here,
            f"{code} is {wanted} but exit {exit_name} ({number}) is {kind or 'success'}",
            f"name a {wanted} or shared exit code: the exit still tells the class",
        )


def operation_twice(view: View) -> Iterator[Finding]:
    """Two operations whose generated names are one (`depot push-all`, `depot push all`) or
    whose HTTP method and path are one, or a code an operation lists twice."""
    stems: dict[str, str] = {}
    routes: dict[tuple[object, object], str] = {}
    for name, entry in _operations(view):
        http = entry.get("http")
        if isinstance(http, dict) and "method" in http and "path" in http:
            route = (http["method"], http["path"])
            if route in routes:
                yield Finding(
                    "operation-twice",
                    ("operations", name, "http"),
                    f"operation {shown(name)} has the HTTP route of {shown(routes[route])}: "
                    f"{str(route[0]).upper()} {route[1]}",
                    "give each operation its own method and path: the OpenAPI document has "
                    "one operation per route",
                    key=True,
                )
            routes.setdefault(route, name)
        stem = operation_stem(name, view.tool or "")
        if stem in stems:
            yield Finding(
                "operation-twice",
                ("operations", name),
                f"operation {shown(name)} has the generated names of {shown(stems[stem])}",
                "rename one: both would be " + stem,
                key=True,
            )
        stems.setdefault(stem, name)
        seen: set[str] = set()
        for index, item in _entries(entry):
            if item in seen:
                yield Finding(
                    "operation-twice",
                    ("operations", name, "errors", index),
                    f"operation {shown(name)} lists {shown(item)} twice",
                    "keep one",
                )
            seen.add(item)


def operation_unreachable(view: View) -> Iterator[Finding]:
    """Once operations are declared, a code that no operation can end with is a dead entry or a
    missing one."""
    operations = list(_operations(view))
    if not operations:
        return
    reached: set[str] = set()
    for _, entry in operations:
        for _, item in _entries(entry):
            if item.startswith(TAG_PREFIX):
                tag = item[len(TAG_PREFIX) :]
                reached |= {c for c, e in view.errors if tag in list_of(e.get("tags"))}
            reached.add(item)
    for code, entry in view.errors:
        if code != INTERNAL_CODE and code not in reached and string_of(entry, "message"):
            yield Finding(
                "operation-unreachable",
                ("errors", code),
                f"no operation can end with {code}",
                "add it to the errors of the operations that raise it, or retire it",
                key=True,
            )


def operation_result(view: View) -> Iterator[Finding]:
    """An operation's result is an answer: no two of its results share a status, and none is
    the status one of its errors ends it with there, unless that exit is shared (the envelope
    tells them apart)."""
    entries = dict(view.errors)
    tagged = {
        tag: [code for code, e in view.errors if tag in list_of(e.get("tags"))]
        for tag in view.tags
        if isinstance(tag, str)
    }
    builtin = _builtin_internal_exit(view) if INTERNAL_CODE not in entries else None
    # an answer's generated names join its operation's words and its own (ANSWER_A_B_C,
    # AnswerABC): two answers of one sequence of words would be one name in every target
    named: dict[tuple[str, ...], tuple[str, str]] = {}
    for name, entry in _operations(view):
        words = tuple(stem_constant(operation_stem(name, view.tool or "")).split("_"))
        for answer in mapping_of(entry.get("results")):
            if not isinstance(answer, str):
                continue  # the schema's finding
            key = (*words, *answer.upper().split("_"))
            if key in named:
                other, other_answer = named[key]
                yield Finding(
                    "operation-result",
                    ("operations", name, "results", answer),
                    f"the answer {answer} of operation {shown(name)} and {other_answer} of "
                    f"{shown(other)} would have one generated name, ANSWER_{'_'.join(key)}",
                    "rename one of the two answers",
                    key=True,
                )
            named.setdefault(key, (name, answer))
    for name, entry in _operations(view):
        remapped = mapping_of(entry.get("exits"))
        failing: dict[int, list[tuple[str, str]]] = {}  # status -> (code, exit name) ending so
        listed = listed_codes([item for _, item in _entries(entry)], tagged)
        for code in [*listed, *([] if INTERNAL_CODE in listed else [INTERNAL_CODE])]:
            if code not in entries and code != INTERNAL_CODE:
                continue  # operation-unknown-error's finding
            own = string_of(entries[code], "exit") if code in entries else builtin
            exit_name = remapped.get(code, own)
            if isinstance(exit_name, str) and exit_name in view.exits:
                failing.setdefault(view.exits[exit_name][0], []).append((code, exit_name))
        seen: dict[int, str] = {}
        for answer, number in mapping_of(entry.get("results")).items():
            if type(number) is not int:
                continue  # the schema's finding
            here = ("operations", name, "results", answer)
            if number in seen:
                yield Finding(
                    "operation-result",
                    here,
                    f"operation {shown(name)} declares exit {number} as {seen[number]} and as {answer}",
                    "keep one name per exit status",
                    key=True,
                )
                continue
            seen[number] = answer
            unshared = [
                (code, exit_name)
                for code, exit_name in failing.get(number, [])
                if view.exit_kinds.get(exit_name) != "shared"
            ]
            if unshared:
                code, exit_name = sorted(unshared)[0]
                yield Finding(
                    "operation-result",
                    here,
                    f"exit {number} is the result {answer} of operation {shown(name)}, and "
                    f"{code} exits {exit_name} ({number}) there",
                    f"{'list it in errors and ' if code not in listed else ''}map {code} onto "
                    f"another exit with exits:, or make {exit_name} shared (the envelope tells "
                    "an answer from an error)",
                    key=True,
                )


def _builtin_internal_exit(view: View) -> str | None:
    """The exit errgen's built-in INTERNAL_ERROR gets, which every operation can end with."""
    specs = tuple(
        ExitCodeSpec(exit_name, number, recovery, view.exit_kinds.get(exit_name))
        for exit_name, (number, recovery) in sorted(view.exits.items(), key=lambda e: e[1][0])
    )
    if not specs:
        return None
    return internal_exit(specs, frozenset(view.exit_entries)).name
