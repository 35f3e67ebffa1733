"""`include`: other catalogue files whose errors, commands and exit codes are merged in.

Every file is loaded on its own (and returned in Merged.documents, for the check stage to
check each); then the errors, commands and companions of all files are merged into one catalogue, remembering which file each came from so that a
rule's finding points into the right file. A code or command defined in two files, exit-code
tables that differ, a cycle and a missing file are diagnostics, never exceptions.

An entry may be `{path, prefix, exits}`: the included file's codes (its retired codes, and the
replaced_by references to codes it can name: its own and its includes', as it names them) get
the prefix, nested prefixes joined outermost first; its errors that exit with a name of `exits`
exit with the includer's name instead (errgen.catalogue.exit_mapping). Each included error
remembers its file (relative to the root catalogue's folder) and that file's docs_url
(Merged.origins, carried to the model); an included file's tool name joins the companions, so
its commands are valid programs without being listed again.
"""

from __future__ import annotations

import os
import posixpath
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import errgen.catalogue.patterns as patterns
from errgen.catalogue.exit_mapping import ExitMapping, composed
from errgen.catalogue.files import MAX_FILE_BYTES
from errgen.catalogue.load import Document, load_bytes
from errgen.catalogue.merge import Merged, Part, merge
from errgen.diagnostics import Problem
from errgen.text import shown

Reader = Callable[[Path], bytes]


def include_entries(doc: Document) -> Iterator[tuple[int, str, str, dict[str, str]]]:
    """(index, path, prefix, exits) of each well-formed include entry (a path, or {path, prefix,
    exits}); the schema reports the others, which are not followed."""
    data = doc.data if isinstance(doc.data, dict) else {}
    entries = data.get("include")
    if isinstance(entries, list):
        for index, entry in enumerate(entries):
            if isinstance(entry, str):
                yield index, entry, "", {}
            elif isinstance(entry, dict) and _well_formed(entry):
                yield index, entry["path"], entry.get("prefix", ""), dict(entry.get("exits", {}))


def _well_formed(entry: dict[str, Any]) -> bool:
    """Whether the schema accepts the entry (its path, prefix and exit names' bounds included)."""
    prefix = entry.get("prefix", "A_")
    path = entry.get("path")
    exits = entry.get("exits", {})
    return (
        entry.keys() <= {"path", "prefix", "exits"}
        and isinstance(path, str)
        and 0 < len(path) <= patterns.max_length(patterns.INCLUDE_PATH)
        and isinstance(prefix, str)
        and patterns.matches(patterns.INCLUDE_PREFIX, prefix)
        and isinstance(exits, dict)
        and all(
            isinstance(name, str) and patterns.matches(patterns.CODE, name)
            for pair in exits.items()
            for name in pair
        )
    )


# A catalogue and what it includes are bounded as a whole, not only file by file: a large file
# included through a hundred hard links (or names) would otherwise be read a hundred times.
MAX_INCLUDED_FILES = 256
MAX_TOTAL_BYTES = 4 * MAX_FILE_BYTES


def gather(
    root: Document,
    root_file: Path | None,
    display: Callable[[Path], str],
    read: Reader,
) -> Merged:
    """Load every file `root` includes, depth first, and merge them: the documents read are
    `documents` (root first), what the walk found wrong is `problems`."""
    gathering = _Gathering(Merged(root), display, read)
    if root_file:
        gathering.seen.add(_key(root_file))
        gathering.documents[_key(root_file)] = root
    gathering.visit(root, root_file.parent if root_file else Path.cwd(), [root.path], Part("", ""))
    merge(gathering.merged)
    return gathering.merged


@dataclass
class _Gathering:
    """The walk of the include graph: what it has read, and what it found."""

    merged: Merged
    display: Callable[[Path], str]
    read: Reader
    seen: set[str] = field(default_factory=set)
    documents: dict[str, Document] = field(default_factory=dict)  # file -> its document, once read
    # file -> its prefix and its exit names' mapping to the root's, and who included it first
    parts: dict[str, tuple[str, dict[str, str], str]] = field(default_factory=dict)
    bytes_read: int = 0  # of every included file: hard links to one large file count each time

    def refuse(self, doc: Document, index: int, rule: str, message: str, hint: str) -> None:
        where = doc.locate(["include", index])
        self.merged.problems.append(Problem(where, rule, message, hint))

    def visit(self, doc: Document, folder: Path, chain: list[str], part: Part) -> None:
        self.merged.documents.append(doc)
        if doc is not self.merged.root:
            self.merged.parts[id(doc)] = part
        for index, entry, prefix, exits in include_entries(doc):
            source = posixpath.normpath(posixpath.join(posixpath.dirname(part.source), entry))
            mapped = composed([exits, *(m.names for m in part.chain)])
            if not self.same_part(doc, index, folder / entry, part.prefix + prefix, mapped):
                continue
            included = self.include(doc, index, entry, folder, chain)
            known = included or self.documents.get(_key(folder / entry))  # a diamond's, a cycle's
            if known is not None:
                self.merged.includes.setdefault(id(doc), []).append((known, exits))
            if included is not None:
                inner = Part(part.prefix + prefix, source, part.chain)
                if exits:
                    mapping = ExitMapping(doc, index, included, exits)
                    self.merged.exit_mappings.append(mapping)
                    inner = Part(inner.prefix, source, (mapping, *part.chain))
                included.data.setdefault("tool", {"name": _root_tool(self.merged.root)})
                self.visit(included, folder / Path(entry).parent, [*chain, included.path], inner)

    def same_part(
        self, doc: Document, index: int, target: Path, prefix: str, exits: dict[str, str]
    ) -> bool:
        """Whether `target` is included with `prefix` and its exit names mapped alike wherever
        it is included (a file merged twice under two prefixes would define its commands
        twice; under two mappings, its errors would exit two ways); refused otherwise."""
        first = self.parts.setdefault(_key(target), (prefix, exits, doc.path))
        if first[:2] == (prefix, exits):
            return True
        if first[0] != prefix:
            how, before, now = "prefix", first[0] or "none", prefix or "none"
        else:
            how, before, now = "exits", _shown_map(first[1]), _shown_map(exits)
        self.refuse(
            doc,
            index,
            "include-conflict",
            f"{self.display(target)} is included with {how} {before} by {first[2]} and with "
            f"{how} {now} here",
            "include a shared file with one prefix and one mapping of its exit names everywhere",
        )
        return False

    def include(
        self, doc: Document, index: int, entry: str, folder: Path, chain: list[str]
    ) -> Document | None:
        """The catalogue `entry` of `doc` names, loaded; None when it is refused or merged."""
        if "\x00" in entry:
            self.refuse(
                doc,
                index,
                "include-path",
                f"include {shown(entry)} has a NUL character, which no file name may have",
                "write the file's path as it is, relative to this file",
            )
            return None
        if os.path.isabs(entry) or entry.startswith("~"):
            self.refuse(
                doc,
                index,
                "include-path",
                f"include {shown(entry)} is not a relative path",
                "write the path relative to this file, so the catalogue moves with it",
            )
            return None
        target = folder / entry
        name = self.display(target)
        if name in chain:
            self.refuse(
                doc,
                index,
                "include-cycle",
                f"including {name} makes a cycle: " + " -> ".join([*chain, name]),
                "remove one of the includes: a file cannot include itself",
            )
            return None
        if _key(target) in self.seen:
            return None  # included by another file too (a diamond): merged once
        if len(self.seen) >= MAX_INCLUDED_FILES or self.bytes_read >= MAX_TOTAL_BYTES:
            self.refuse(
                doc,
                index,
                "include-too-large",
                f"including {name} takes the catalogue past {MAX_INCLUDED_FILES} files or "
                f"{MAX_TOTAL_BYTES // (1024 * 1024)} MiB in all",
                "join the included files, or split the tool's catalogue",
            )
            return None
        try:
            data = self.read(target)
        except OSError as exc:
            self.refuse(
                doc,
                index,
                "include-not-found",
                f"cannot read {name}: {exc.strerror or exc.__class__.__name__}",
                "fix the path; it is relative to the including file",
            )
            return None
        self.seen.add(_key(target))
        self.bytes_read += len(data)
        self.merged.sources.append((target, data))
        included = load_bytes(data, name)
        self.documents[_key(target)] = included
        if not _is_catalogue(included, data):
            self.refuse(
                doc,
                index,
                "include-not-catalogue",
                f"{name} is not an errgen catalogue: a mapping with errgen: 1",
                "include only catalogue files",
            )
            return None
        self.merged.problems.extend(included.problems)
        return included if isinstance(included.data, dict) else None


def _is_catalogue(doc: Document, data: bytes) -> bool:
    """Whether a loaded file claims to be a catalogue, so that what is wrong in it may be shown:
    a mapping with an errgen key or, when it could not be loaded, a line that starts errgen:."""
    if doc.data is None:
        return any(p.rule == "yaml-too-large" for p in doc.problems) or bool(
            _ERRGEN_LINE.search(data)
        )
    return isinstance(doc.data, dict) and "errgen" in doc.data


_ERRGEN_LINE = re.compile(rb"(?m)^errgen[ \t]*:")


def _shown_map(names: dict[str, str]) -> str:
    return "{" + ", ".join(f"{k}: {v}" for k, v in sorted(names.items())) + "}" if names else "none"


def _key(path: Path) -> str:
    try:
        return str(path.resolve())
    except (OSError, ValueError):  # a NUL in it, a loop of links: include() says what is wrong
        return str(path.absolute())


def _root_tool(root: Document) -> str:
    tool = root.data.get("tool") if isinstance(root.data, dict) else None
    name = tool.get("name") if isinstance(tool, dict) else None
    return name if isinstance(name, str) else "tool"
