"""The merge of a catalogue's files (errgen.catalogue.include gathers them): one catalogue of every
file's errors, commands, companions, retired codes, tags and exit codes, each included file's
codes under its prefix and its errors' exits under the includer's names where its entry maps
them, and include-conflict for what two files define twice."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import errgen.catalogue.patterns as patterns
from errgen.catalogue.exit_mapping import Chain, ExitMapping, Includes, carried, mapped_away
from errgen.catalogue.load import Document, NodePath
from errgen.diagnostics import Problem


def list_of(value: Any) -> list[Any]:
    """`value` if it is a list, else empty: another type is the schema's finding."""
    return value if isinstance(value, list) else []


@dataclass(frozen=True, slots=True)
class Origin:
    """Where an included error comes from: its file (relative to the root catalogue's folder),
    its code there (before a prefix) and that file's docs_url, if it has one."""

    source: str
    code: str
    docs_url: str | None = None
    domain: str | None = None  # the file's tool name: its aliases are spellings of that system


@dataclass
class Merged:
    """The catalogue as one document, and the file each part of it came from."""

    root: Document
    documents: list[Document] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)
    errors_from: dict[str, Document] = field(default_factory=dict)
    commands_from: dict[str, Document] = field(default_factory=dict)
    exits_from: dict[str, Document] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    sources: list[tuple[Path, bytes]] = field(default_factory=list)  # included files read
    parts: dict[int, Part] = field(default_factory=dict)  # id of an included document -> how
    codes_in: dict[str, str] = field(default_factory=dict)  # merged code -> code in its file
    companions_from: dict[int, tuple[Document, tuple[str | int, ...]]] = field(default_factory=dict)
    includes: Includes = field(default_factory=dict)  # id -> what it includes, and its exits
    exit_mappings: list[ExitMapping] = field(default_factory=list)  # every include's `exits`
    origins: dict[str, Origin] = field(default_factory=dict)  # included error's code -> origin

    def node(self, path: tuple[str | int, ...]) -> tuple[Document, NodePath]:
        """The file that holds the node at `path` of the merged catalogue, and its path there (a
        prefixed code is under its own name, an included tool's name where it is set): what
        that Document's `locate` finds."""
        if len(path) >= 2 and path[0] == "errors":
            code = str(path[1])
            original = self.codes_in.get(code, code)
            return self.document_for(path), ("errors", original, *path[2:])
        if len(path) >= 3 and path[:2] == ("tool", "companions") and isinstance(path[2], int):
            origin = self.companions_from.get(path[2])
            if origin is not None:
                return origin
        return self.document_for(path), path

    def document_for(self, path: tuple[str | int, ...]) -> Document:
        """The file that holds the node at `path` of the merged catalogue."""
        if len(path) >= 2 and path[0] == "errors":
            return self.errors_from.get(str(path[1]), self.root)
        if len(path) >= 3 and path[:2] == ("tool", "commands"):
            return self.commands_from.get(str(path[2]), self.root)
        if len(path) >= 2 and path[0] == "exit_codes":
            return self.exits_from.get(str(path[1]), self.root)
        return self.root


@dataclass(frozen=True, slots=True)
class Part:
    """How an included file was included: the prefix of its codes (outermost first) and its
    path relative to the root catalogue's folder."""

    prefix: str
    source: str
    chain: Chain = ()  # the exits mappings from the file up to the root, its own entry's first


def _exit_union(
    merged: Merged,
    doc: Document,
    part: Any,
    into: dict[str, Any],
    set_aside: dict[str, tuple[Document, Any]],
) -> None:
    """Each file's exit codes join one table, by name: a file need not repeat the others'
    (an included catalogue keeps its own), and a name two files define must be the same
    number and class in both (include-conflict otherwise). A name an include's `exits` maps
    onto the includer's is set aside: it joins only if an error still exits with it."""
    if not isinstance(part, dict):
        return
    how = merged.parts.get(id(doc))
    for name, entry in part.items():
        if how is not None and mapped_away(how.chain, name):
            set_aside.setdefault(name, (doc, entry))
            continue
        first = merged.exits_from.get(name)
        if first is None:
            into[name] = entry
            merged.exits_from[name] = doc
            continue
        if _number_and_class(entry) == _number_and_class(into[name]):
            continue
        there = first.locate(["exit_codes", name], key=True)
        merged.problems.append(
            Problem(
                doc.locate(["exit_codes", name], key=True),
                "include-conflict",
                f"exit code {name} is {_shown_exit(entry)} here but {_shown_exit(into[name])} "
                f"in {there.file} at line {there.line}",
                "give an exit name one number and class in every file, or leave it to one file",
            )
        )


def _number_and_class(entry: Any) -> tuple[Any, Any]:
    return (entry.get("code"), entry.get("class")) if isinstance(entry, dict) else (entry, None)


def _shown_exit(entry: Any) -> str:
    number, kind = _number_and_class(entry)
    return f"{number} ({kind})"


def merge(merged: Merged) -> None:
    """The files of a catalogue as one: each file's errors (under its prefix), commands,
    companions, retired codes and tags; what two files define twice is include-conflict."""
    root = merged.root
    data: dict[str, Any] = {k: v for k, v in root.data.items() if k != "include"}
    tool = dict(root.data.get("tool") or {}) if isinstance(root.data.get("tool"), dict) else {}
    companions: list[Any] = list(list_of(tool.get("companions")))
    commands: dict[str, Any] = {}
    errors: dict[str, Any] = {}
    retired: list[Any] = []
    tags: list[Any] = []
    retired_seen: set[str] = set()
    tags_seen: set[str] = set()
    exits: dict[str, Any] = {}
    set_aside: dict[str, tuple[Document, Any]] = {}
    for doc in merged.documents:
        part = doc.data if isinstance(doc.data, dict) else {}
        raw_tool = part.get("tool")
        part_tool: dict[str, Any] = raw_tool if isinstance(raw_tool, dict) else {}
        how = merged.parts.get(id(doc))
        if doc is not root:
            _included_tool(merged, doc, part_tool, tool.get("name"), companions)
        own_errors, renamed = _own_errors(merged, doc, part)
        if how is not None and how.chain and isinstance(own_errors, dict):
            own_errors = _exits_carried(how.chain, own_errors)
        _union(merged, doc, "errors", own_errors, errors, merged.errors_from, ("errors",), renamed)
        for code, original in renamed.items():
            merged.codes_in.setdefault(code, original)
        _union(
            merged,
            doc,
            "commands",
            part_tool.get("commands"),
            commands,
            merged.commands_from,
            ("tool", "commands"),
        )
        for code in list_of(part.get("retired")):
            code = how.prefix + code if how and isinstance(code, str) else code
            _add_once(retired, retired_seen, code)
        for tag in list_of(part.get("tags")):  # each file's errors may carry any file's tags
            _add_once(tags, tags_seen, tag)
        _exit_union(merged, doc, part.get("exit_codes"), exits, set_aside)
    used = {
        entry["exit"]
        for entry in errors.values()
        if isinstance(entry, dict) and isinstance(entry.get("exit"), str)
    }
    for name, (doc, entry) in set_aside.items():
        if name in used and name not in exits:  # mapped for one file, still another's exit
            exits[name] = entry
            merged.exits_from[name] = doc
    if tool:
        tool["commands"] = commands
        if companions:
            tool["companions"] = companions
        data["tool"] = tool
    data["errors"] = errors
    if exits:
        data["exit_codes"] = exits
    if retired:
        data["retired"] = retired
    if tags:
        data["tags"] = tags
    merged.data = data


def _exits_carried(chain: Chain, errors: dict[str, Any]) -> dict[str, Any]:
    """An included file's errors, each exiting with the name its chain of `exits` carries its
    own exit to (each mapping remembers the codes that went through it)."""
    out: dict[str, Any] = {}
    for code, entry in errors.items():
        name = entry.get("exit") if isinstance(entry, dict) else None
        if isinstance(name, str):
            carried_to = carried(chain, name, code)
            if carried_to != name:
                entry = entry | {"exit": carried_to}
        out[code] = entry
    return out


def _included_tool(
    merged: Merged, doc: Document, part_tool: dict[str, Any], root_name: Any, companions: list[Any]
) -> None:
    """An included file's companions and its tool's own name become the root's companions
    (its commands start with its name)."""
    for index, name in enumerate(list_of(part_tool.get("companions"))):
        if name not in companions:
            merged.companions_from[len(companions)] = (doc, ("tool", "companions", index))
            companions.append(name)
    name = part_tool.get("name")
    if isinstance(name, str) and name != root_name and name not in companions:
        merged.companions_from[len(companions)] = (doc, ("tool", "name"))
        companions.append(name)


def _own_errors(merged: Merged, doc: Document, part: dict[str, Any]) -> tuple[Any, dict[str, str]]:
    """A file's errors under its prefix, and prefixed code -> code in the file; each included
    error's origin recorded in `merged.origins`."""
    own_errors = part.get("errors")
    how = merged.parts.get(id(doc))
    if how is None or not isinstance(own_errors, dict):
        return own_errors, {}
    scope = _codes_in_scope(merged, doc, how.prefix)
    own_errors, renamed = _prefixed(merged, doc, how.prefix, own_errors, scope)
    tool = part.get("tool")
    name = tool.get("name") if isinstance(tool, dict) else None
    for code in own_errors:
        docs_url = part.get("docs_url")
        merged.origins[code] = Origin(
            how.source,
            renamed.get(code, code),
            docs_url if isinstance(docs_url, str) else None,
            name if isinstance(name, str) else None,
        )
    return own_errors, renamed


def _codes_in_scope(merged: Merged, doc: Document, prefix: str) -> set[str]:
    """The codes `doc` can name, as it names them: its own, and those of every file it includes
    (at any depth) under the prefixes they get below it (a nested B_ for `B_THING`)."""
    scope: set[str] = set()
    seen: set[int] = set()
    todo = [doc]
    while todo:
        current = todo.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        how = merged.parts.get(id(current))
        full = how.prefix if how is not None else ""
        errors = current.data.get("errors") if isinstance(current.data, dict) else None
        if full.startswith(prefix) and isinstance(errors, dict):
            scope.update(full[len(prefix) :] + code for code in errors if isinstance(code, str))
        todo.extend(included for included, _ in merged.includes.get(id(current), ()))
    return scope


def _prefixed(
    merged: Merged, doc: Document, prefix: str, own: dict[str, Any], scope: set[str]
) -> tuple[dict[str, Any], dict[str, str]]:
    """The errors of an included file under their prefixed codes, with each replaced_by that
    names a code the file can name (its own, or one of the files it includes, as it names it)
    prefixed too; and prefixed code -> code in the file."""
    if not prefix:
        return own, {}
    out: dict[str, Any] = {}
    renamed: dict[str, str] = {}
    for code, entry in own.items():
        new = prefix + code
        if len(new) > patterns.max_length(patterns.CODE):
            merged.problems.append(
                Problem(
                    doc.locate(["errors", code], key=True),
                    "code-format",
                    f"code {new} (with its include prefix) is longer than "
                    f"{patterns.max_length(patterns.CODE)} characters",
                    "shorten the code or the include's prefix",
                )
            )
            continue
        deprecated = entry.get("deprecated") if isinstance(entry, dict) else None
        if isinstance(deprecated, dict) and deprecated.get("replaced_by") in scope:
            replaced_by = prefix + deprecated["replaced_by"]
            entry = entry | {"deprecated": deprecated | {"replaced_by": replaced_by}}
        out[new] = entry
        renamed[new] = code
    return out, renamed


def _union(
    merged: Merged,
    doc: Document,
    what: str,
    part: Any,
    into: dict[str, Any],
    origins: dict[str, Document],
    path: tuple[str, ...],
    renamed: dict[str, str] | None = None,
) -> None:
    if not isinstance(part, dict):
        return
    for key, value in part.items():
        first = origins.get(key)
        if first is not None:
            here = doc.locate([*path, (renamed or {}).get(key) or key], key=True)
            there = first.locate([*path, merged.codes_in.get(key) or key], key=True)
            for where, other in ((here, there), (there, here)):
                merged.problems.append(
                    Problem(
                        where,
                        "include-conflict",
                        f"{key} is defined in {other.file} at line {other.line} too",
                        f"define each of the {what} in one file only",
                    )
                )
            continue
        into[key] = value
        origins[key] = doc


def _add_once(items: list[Any], seen: set[str], item: Any) -> None:
    """Append `item` unless an equal string is there already, in constant time (80,000 retired
    codes took 25 s through `in` on the list); what is not a string is the schema's finding."""
    if isinstance(item, str):
        if item in seen:
            return
        seen.add(item)
    items.append(item)
