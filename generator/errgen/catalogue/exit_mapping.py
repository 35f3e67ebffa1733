"""An include's `exits`: the included file's exit names mapped onto the includer's.

An error a tool relays from another exits as the relaying tool does (kubectl reports "executable
aws failed with exit code 254" and exits 1 itself). Each included file carries the chain of
mappings between it and the root catalogue, its own include entry's first: an exit name goes up
the chain, and each mapping that names it puts the includer's name in its place. An exit code
that a file declares under a name its chain maps is not merged into the table: the includer's
name stands for it. Whether a mapping is sound (names that exist, classes that agree) is the
check stage's question; this module records what that needs.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from errgen.catalogue.load import Document, NodePath


@dataclass(eq=False)
class ExitMapping:
    """One include entry's `exits`: where it is written, the document it maps, and the errors
    that went through each of its names."""

    includer: Document
    index: int  # of the entry in the includer's `include` list
    included: Document
    names: dict[str, str]  # the included file's exit name -> the includer's, as written
    # the included file's exit name -> the merged codes of the errors that exit with it here
    through: dict[str, list[str]] = field(default_factory=dict)

    def entry(self, name: str) -> NodePath:
        """The path in the includer of the mapping of `name` (an included file's exit name)."""
        return ("include", self.index, "exits", name)


# The mappings from an included file up to the root catalogue, the file's own entry's first.
Chain = tuple[ExitMapping, ...]


def carried(chain: Chain, name: str, code: str | None = None) -> str:
    """The exit `name` of the chain's first file as the root catalogue names it; each mapping
    that replaces it remembers `code`, the error that exits so."""
    for mapping in chain:
        if name in mapping.names:
            if code is not None:
                mapping.through.setdefault(name, []).append(code)
            name = mapping.names[name]
    return name


def mapped_away(chain: Chain, name: str) -> bool:
    """Whether a mapping of the chain puts an includer's name in the place of `name`."""
    return any(name in mapping.names for mapping in chain)


def composed(steps: Iterable[Mapping[str, str]]) -> dict[str, str]:
    """Mappings applied one after the other (the innermost first) as one: each name one of them
    replaces -> the name it ends as. Two chains map alike when these are equal."""
    steps = list(steps)
    out: dict[str, str] = {}
    for name in {name for step in steps for name in step}:
        end = name
        for step in steps:
            end = step.get(end, end)
        out[name] = end
    return out


# id of a document -> what it includes, each with its entry's `exits` (empty: none)
Includes = dict[int, list[tuple[Document, dict[str, str]]]]


def declared_exits(doc: Document, includes: Includes) -> dict[str, Any]:
    """The exit codes `doc` declares as it names them: its own, then those the files it includes
    declare (nested includes too) under names their entries' `exits` leave alone; name -> the
    entry as written."""
    memo: dict[int, dict[str, Any]] = {}

    def table(current: Document) -> dict[str, Any]:
        if id(current) in memo:  # done, or under way (a cycle, which include refuses)
            return memo[id(current)]
        memo[id(current)] = {}
        data = current.data if isinstance(current.data, dict) else {}
        own = data.get("exit_codes")
        found: dict[str, Any] = dict(own) if isinstance(own, dict) else {}
        for included, names in includes.get(id(current), ()):
            for name, entry in table(included).items():
                if name not in names:
                    found.setdefault(name, entry)
        memo[id(current)] = found
        return found

    return table(doc)
