"""`include`: other catalogue files whose errors, commands and exit codes are merged in.

Every file is loaded and schema-checked on its own; then the errors, commands and companions
of all files are merged into one catalogue, remembering which file each came from so that a
rule's finding points into the right file. A code or command defined in two files, exit-code
tables that differ, a cycle and a missing file are diagnostics, never exceptions.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from errgen.diagnostics import Diagnostic
from errgen.load import Document, load_bytes
from errgen.rules import diagnostic_at

Reader = Callable[[Path], bytes]


def read_file(path: Path) -> bytes:
    with path.open("rb") as handle:
        return handle.read()


@dataclass
class Merged:
    """The catalogue as one document, and the file each part of it came from."""

    root: Document
    documents: list[Document] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)
    errors_from: dict[str, Document] = field(default_factory=dict)
    commands_from: dict[str, Document] = field(default_factory=dict)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    sources: list[tuple[Path, bytes]] = field(default_factory=list)  # included files read

    def document_for(self, path: tuple[str | int, ...]) -> Document:
        """The file that holds the node at `path` of the merged catalogue."""
        if len(path) >= 2 and path[0] == "errors":
            return self.errors_from.get(str(path[1]), self.root)
        if len(path) >= 3 and path[:2] == ("tool", "commands"):
            return self.commands_from.get(str(path[2]), self.root)
        return self.root


def include_entries(doc: Document) -> Iterator[tuple[int, str]]:
    data = doc.data if isinstance(doc.data, dict) else {}
    entries = data.get("include")
    if isinstance(entries, list):
        for index, entry in enumerate(entries):
            if isinstance(entry, str):
                yield index, entry


def gather(
    root: Document,
    root_file: Path | None,
    display: Callable[[Path], str],
    read: Reader,
    check: Callable[[Document], list[Diagnostic]],
) -> Merged:
    """Load every file `root` includes, depth first, and merge them (root first)."""
    merged = Merged(root)
    base = root_file.parent if root_file else Path.cwd()
    seen = {_key(root_file)} if root_file else set()

    def refuse(doc: Document, index: int, rule: str, message: str, hint: str) -> None:
        where = doc.locate(["include", index])
        merged.diagnostics.append(diagnostic_at(where, rule, message, hint))

    def visit(doc: Document, folder: Path, chain: list[str]) -> None:
        merged.documents.append(doc)
        for index, entry in include_entries(doc):
            if os.path.isabs(entry) or entry.startswith("~"):
                refuse(
                    doc,
                    index,
                    "include-path",
                    f"include {entry!r} is not a relative path",
                    "write the path relative to this file, so the catalogue moves with it",
                )
                continue
            target = folder / entry
            shown = display(target)
            if shown in chain:
                cycle = " -> ".join([*chain, shown])
                refuse(
                    doc,
                    index,
                    "include-cycle",
                    f"including {shown} makes a cycle: {cycle}",
                    "remove one of the includes: a file cannot include itself",
                )
                continue
            if _key(target) in seen:
                continue  # included by another file too (a diamond): merged once

            try:
                data = read(target)
            except OSError as exc:
                refuse(
                    doc,
                    index,
                    "include-not-found",
                    f"cannot read {shown}: {exc.strerror or exc}",
                    "fix the path; it is relative to the including file",
                )
                continue
            seen.add(_key(target))
            merged.sources.append((target, data))
            included = load_bytes(data, shown)
            merged.diagnostics.extend(included.diagnostics)
            if isinstance(included.data, dict):
                included.data.setdefault("tool", {"name": _root_tool(root)})
                merged.diagnostics.extend(check(included))
                visit(included, target.parent, [*chain, shown])

    visit(root, base, [root.path])
    _merge(merged)
    return merged


def _key(path: Path) -> str:
    try:
        return str(path.resolve())
    except OSError:
        return str(path.absolute())


def _root_tool(root: Document) -> str:
    tool = root.data.get("tool") if isinstance(root.data, dict) else None
    name = tool.get("name") if isinstance(tool, dict) else None
    return name if isinstance(name, str) else "tool"


def _exit_table(doc: Document) -> Any:
    data = doc.data if isinstance(doc.data, dict) else {}
    return data.get("exit_codes", None)


def _merge(merged: Merged) -> None:
    root = merged.root
    data: dict[str, Any] = {k: v for k, v in root.data.items() if k != "include"}
    tool = dict(root.data.get("tool") or {}) if isinstance(root.data.get("tool"), dict) else {}
    companions: list[Any] = list(tool.get("companions") or [])
    commands: dict[str, Any] = {}
    errors: dict[str, Any] = {}
    retired: list[Any] = []
    table = _exit_table(root)
    for doc in merged.documents:
        part = doc.data if isinstance(doc.data, dict) else {}
        raw_tool = part.get("tool")
        part_tool: dict[str, Any] = raw_tool if isinstance(raw_tool, dict) else {}
        if doc is not root:
            for name in part_tool.get("companions") or []:
                if name not in companions:
                    companions.append(name)
            if _exit_table(doc) != table:
                where = doc.locate(["exit_codes"], key=True)
                merged.diagnostics.append(
                    diagnostic_at(
                        where,
                        "include-conflict",
                        f"the exit-code table of {doc.path} differs from that of {root.path}",
                        "give every file of a catalogue the same exit_codes, or none",
                    )
                )
        _union(merged, doc, "errors", part.get("errors"), errors, merged.errors_from, ("errors",))
        _union(
            merged,
            doc,
            "commands",
            part_tool.get("commands"),
            commands,
            merged.commands_from,
            ("tool", "commands"),
        )
        for code in part.get("retired") or []:
            if code not in retired:
                retired.append(code)
    if tool:
        tool["commands"] = commands
        if companions:
            tool["companions"] = companions
        data["tool"] = tool
    data["errors"] = errors
    if retired:
        data["retired"] = retired
    merged.data = data


def _union(
    merged: Merged,
    doc: Document,
    what: str,
    part: Any,
    into: dict[str, Any],
    origins: dict[str, Document],
    path: tuple[str, ...],
) -> None:
    if not isinstance(part, dict):
        return
    for key, value in part.items():
        first = origins.get(key)
        if first is not None:
            here = doc.locate([*path, key], key=True)
            there = first.locate([*path, key], key=True)
            for where, other in ((here, there), (there, here)):
                merged.diagnostics.append(
                    diagnostic_at(
                        where,
                        "include-conflict",
                        f"{key} is defined in {other.file} at line {other.line} too",
                        f"define each of the {what} in one file only",
                    )
                )
            continue
        into[key] = value
        origins[key] = doc
