"""The checks on the names the targets derive from a catalogue: two errors (or the tool's
own classes) with one Python class, and any name the go and typescript targets would derive
twice or take from their own module. One function per rule; `errgen.validation.registry` registers them."""

from __future__ import annotations

import re
from collections.abc import Iterator

import errgen.names as names
import errgen.names.go as golang
import errgen.names.typescript as typescript
from errgen.model import INTERNAL_CODE
from errgen.text import shown
from errgen.validation.view import Finding, Path, View, mapping_of


def class_name_collision(view: View) -> Iterator[Finding]:
    taken: dict[str, str] = {}
    if all(code != INTERNAL_CODE for code, _ in view.errors):
        taken[names.error_class_candidate(INTERNAL_CODE)] = f"the built-in {INTERNAL_CODE}"
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
_CODE = re.compile(r"[A-Z][A-Z0-9]*(_[A-Z0-9]+)*\Z")
_ARGUMENT = re.compile(r"[a-z][a-z0-9_]{0,39}\Z")
_TAG = re.compile(r"[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*\Z")
_PROGRAM = re.compile(r"[a-z][a-z0-9]*([._-][a-z0-9]+)*\Z")


def generated_name_collision(view: View) -> Iterator[Finding]:
    """The names the go and typescript targets derive, made by their own functions and checked
    by them: what this rule passes, they render. A class name that class-name-collision reports
    is left to it."""
    if view.tool is None or not _PROGRAM.match(view.tool):
        return
    flagged = {finding.path for finding in class_name_collision(view)}
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
            and _ARGUMENT.match(name)
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
    classes = (names.base_class_candidate(view.tool), names.unknown_class_candidate(view.tool))
    exits: list[tuple[Path, str]] = [
        (("exit_codes", name), name) for name in view.exits if _CODE.match(name)
    ]
    clashes = golang.go_name_clashes(
        classes, exits, [(where, tag) for tag, where in tags.items()], errors
    )
    for where, what in clashes:
        if (where or ("tool", "name")) not in flagged:
            yield _generated_name(where or ("tool", "name"), what)
    typescript_names: list[tuple[Path, str]] = [(("tool", "name"), name) for name in classes]
    typescript_names += [(where, class_name) for where, _, class_name, _ in errors]
    typescript_names += exits
    for where, name in typescript_names:
        if where not in flagged:
            try:
                typescript.ts_name(name)
            except ValueError:
                yield _generated_name(where, f"{name} is a name the TypeScript module uses itself")


def _generated_name(where: Path, what: str) -> Finding:
    return Finding(
        "generated-name-collision",
        where,
        what,
        "rename it: the go or typescript target would not compile",
        key=where[0] != "tags",
    )
