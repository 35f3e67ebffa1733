"""The checks on the names the targets derive from a catalogue: two errors (or the tool's
own classes) with one class, and any name a target's naming module (errgen.names.registry)
says it would derive twice or take from its own output. One function per rule;
`errgen.validation.registry` registers them."""

from __future__ import annotations

from collections.abc import Iterator

import errgen.catalogue.patterns as patterns
import errgen.names as names
from errgen.model import INTERNAL_CODE, USAGE_CODE
from errgen.names.registry import Derived, naming_rules
from errgen.text import shown
from errgen.validation.view import Finding, Path, View, mapping_of


def class_name_collision(view: View) -> Iterator[Finding]:
    taken: dict[str, str] = {}
    for builtin in (INTERNAL_CODE, USAGE_CODE):  # errgen adds each when the catalogue has none
        if all(code != builtin for code, _ in view.errors):
            taken[names.error_class_candidate(builtin)] = f"the built-in {builtin}"
    if view.tool:
        yield from _tool_class_collisions(view.tool, taken)
    for code, _ in view.errors:
        name = names.error_class_candidate(code)
        if names.reserved_class(name):
            yield Finding(
                "class-name-collision",
                ("errors", code),
                f"{code} would be class {name}, which the generated module needs for its own use",
                "rename the code",
                key=True,
            )
        elif name in taken:
            yield Finding(
                "class-name-collision",
                ("errors", code),
                f"{code} would be class {name}, like {taken[name]}",
                "rename one of the two codes",
                key=True,
            )
        taken.setdefault(name, code)


def _tool_class_collisions(tool: str, taken: dict[str, str]) -> Iterator[Finding]:
    """The classes named after the tool, checked against the module's own names, and taken."""
    for name, what in (
        (names.base_class_candidate(tool), "the base class"),
        (names.unknown_class_candidate(tool), "the class of unknown codes"),
    ):
        clash = (
            "a name of the generated module's own"
            if names.reserved_class(name)
            else taken.get(name)
        )
        if clash is not None:
            yield Finding(
                "class-name-collision",
                ("tool", "name"),
                f"tool {shown(tool)} would make {what} {name}, like {clash}",
                "rename the tool: its name makes the names of these classes",
            )
        taken.setdefault(name, what)


# What the schema accepts as a code, a parameter or detail name and a tag: a name of another
# shape is the schema's finding, not this rule's.
_CODE = patterns.pattern(patterns.CODE)
_TAG = patterns.pattern(patterns.TAG)
_PROGRAM = patterns.pattern(patterns.PROGRAM)


def generated_name_collision(view: View) -> Iterator[Finding]:
    """The names each target with a naming module derives, made by its own functions and
    checked by them: what this rule passes, they render. A class name that
    class-name-collision reports is left to it."""
    if view.tool is None or not _PROGRAM.match(view.tool):
        return
    flagged = {finding.path for finding in class_name_collision(view)}
    derived = _derived(view, view.tool, flagged)
    rules = list(naming_rules())
    if not rules:
        return
    hint = f"rename it: the {_either([target for target, _ in rules])} target would not compile"
    for _, clashes in rules:
        for where, what in clashes(derived):
            where = where or ("tool", "name")
            if where not in flagged:
                yield Finding("generated-name-collision", where, what, hint, key=where[0] != "tags")


def _derived(view: View, tool: str, flagged: set[Path]) -> Derived:
    """The catalogue's names that targets derive theirs from, of the shapes the schema allows."""
    codes = {code for code, _ in view.errors if isinstance(code, str) and _CODE.match(code)}
    errors: list[tuple[Path, str, str, list[tuple[Path, str]]]] = []
    for code, entry in view.errors:
        if code not in codes or ("errors", code) in flagged:
            continue
        params = mapping_of(entry.get("params"))
        arguments: list[tuple[Path, str]] = [
            (("errors", code, kind, name), name)
            for kind in ("params", "details")
            for name in mapping_of(entry.get(kind))
            # a detail that is also a param is detail-name's finding
            if isinstance(name, str)
            and patterns.matches(patterns.PARAM_NAME, name)
            and not (kind == "details" and name in params)
        ]
        errors.append((("errors", code), code, names.error_class_candidate(code), arguments))
    if INTERNAL_CODE not in codes:  # the built-in one: only the tool's classes can be like it
        builtin = names.error_class_candidate(INTERNAL_CODE)
        errors.append((("tool", "name"), INTERNAL_CODE, builtin, []))
    tags: dict[str, Path] = {}
    for index, tag in enumerate(view.tags):
        if isinstance(tag, str) and _TAG.match(tag):
            tags.setdefault(tag, ("tags", index))
    return Derived(
        classes=(names.base_class_candidate(tool), names.unknown_class_candidate(tool)),
        exits=[(("exit_codes", name), name) for name in view.exits if _CODE.match(name)],
        tags=[(where, tag) for tag, where in tags.items()],
        errors=errors,
    )


def _either(targets: list[str]) -> str:
    """`a or b`, `a, b or c`: the targets, sorted."""
    *first, last = sorted(targets)
    return f"{', '.join(first)} or {last}" if first else last
