"""Strict YAML loading: one document of plain data whose every node remembers where it was."""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import yaml

from errgen.bounds import MAX_ALIAS_REPORTS, MAX_DEPTH, MAX_FILE_BYTES, MAX_SCALAR_CHARS
from errgen.diagnostics import Diagnostic, Location
from errgen.quick import NeedsPositions, load_plain_split
from errgen.rules import diagnostic_at
from errgen.scalars import BOOL_11, CORE_TAGS, SPECIAL_START, resolve_plain, resolve_tagged
from errgen.text import shown


@dataclass
class Document:
    """Plain data loaded from one YAML file; `locate` finds where any node of it was."""

    path: str
    data: Any = None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    has_floats: bool = False
    # id(mapping) -> key -> (key line, key column, value line, value column), 1-based
    keys: dict[int, dict[str, tuple[int, int, int, int]]] = field(default_factory=dict)
    # id(sequence) -> [(line, column)] of each item
    items: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    root: tuple[int, int] = (1, 1)
    # a document loaded without positions keeps its text: `locate` reads them when first asked
    text: str | None = field(default=None, repr=False, compare=False)
    _located: Document | None = field(default=None, repr=False, compare=False)

    def locate(self, path: Sequence[str | int], *, key: bool = False) -> Location:
        """The position of the node at `path`, or of its key, or of the nearest node that exists."""
        spans = self._spans()
        node: Any = spans.data
        line, column = spans.root
        for step in path:
            if isinstance(node, dict) and isinstance(step, str) and step in node:
                kl, kc, vl, vc = spans.keys[id(node)][step]
                line, column = (kl, kc) if key else (vl, vc)
                node = node[step]
            elif isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node):
                line, column = spans.items[id(node)][step]
                node = node[step]
            else:
                break
        return Location(self.path, line, column)

    def _spans(self) -> Document:
        if self.text is None:
            return self
        if self._located is None:
            # the same text, loaded again with positions: the same data, node for node
            self._located = Document(self.path)
            _load_located(self.text, self._located)
        return self._located


class _Refused(Exception):
    """Stops loading: the rest of the file is not worth reading."""


def _offset_location(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def load_bytes(data: bytes, path: str) -> Document:
    """Load one catalogue document strictly; every problem becomes a diagnostic."""
    doc = Document(path)

    def refuse(rule: str, line: int, column: int, message: str, hint: str) -> None:
        doc.diagnostics.append(diagnostic_at(Location(path, line, column), rule, message, hint))

    if len(data) > MAX_FILE_BYTES:
        refuse(
            "yaml-too-large",
            1,
            1,
            f"the file is {len(data):,} bytes; a catalogue may have at most {MAX_FILE_BYTES:,}",
            "split the catalogue into files joined with include",
        )
        return doc
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        head = data[: exc.start].decode("utf-8")
        line, column = _offset_location(head, len(head))
        refuse(
            "yaml-encoding",
            line,
            column,
            f"byte 0x{data[exc.start]:02x} is not valid UTF-8",
            "save the catalogue as UTF-8",
        )
        return doc
    if not text.strip(" \t\r\n\ufeff"):
        refuse(
            "yaml-empty", 1, 1, "the file is empty", "start from the catalogue errgen init writes"
        )
        return doc
    try:
        with _collector_off():
            doc.data, doc.has_floats = load_plain_split(text)
    except NeedsPositions:  # something to report: load again, remembering where each node is
        _load_located(text, doc)
    else:
        doc.text = text  # positions are read only if a diagnostic needs one
        return doc
    if doc.data is None and not doc.diagnostics:
        refuse(
            "yaml-empty",
            1,
            1,
            "the document is empty",
            "start from the catalogue errgen init writes",
        )
    return doc


@contextlib.contextmanager
def _collector_off() -> Iterator[None]:
    # the loader makes many small objects and no cycles: the collector would only cost
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _load_located(text: str, doc: Document) -> None:
    """Load `text` into `doc` with the position of every node, reporting every problem."""

    def refuse(rule: str, line: int, column: int, message: str, hint: str) -> None:
        doc.diagnostics.append(diagnostic_at(Location(doc.path, line, column), rule, message, hint))

    try:
        with _collector_off():
            _compose(text, doc, refuse)
    except _Refused:
        pass
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = exc.problem or exc.context or "not valid YAML"
        refuse(
            "yaml-syntax", line, column, f"not valid YAML: {problem}", "fix the YAML syntax here"
        )
    except yaml.YAMLError as exc:
        position = getattr(exc, "position", 0)
        line, column = _offset_location(text, min(position, len(text)))
        reason = getattr(exc, "reason", "unreadable")
        refuse("yaml-syntax", line, column, f"not valid YAML: {reason}", "remove this character")


def _compose(text: str, doc: Document, refuse: Any) -> None:
    get_event = yaml.CSafeLoader(text).get_event
    scalar_event = yaml.ScalarEvent
    mapping_start = yaml.MappingStartEvent
    sequence_start = yaml.SequenceStartEvent
    collection_end = (yaml.MappingEndEvent, yaml.SequenceEndEvent)
    bad_key = object()
    # A frame: [container, pending key (None while a key is awaited), key line, key column,
    # the container's spans (doc.keys or doc.items entry)]; `top` is the innermost one.
    stack: list[list[Any]] = []
    top: list[Any] | None = None
    documents = 0
    aliases = 0

    def attach(value: Any, line: int, column: int, source: str | None) -> None:
        if top is None:
            doc.data = value
            doc.root = (line, column)
            return
        container = top[0]
        if type(container) is list:
            top[4].append((line, column))
            container.append(value)
            return
        pending = top[1]
        if pending is None:
            if type(value) is bool and source in BOOL_11 and source not in ("true", "false"):
                value = source  # a YAML 1.1 boolean as a key: yaml-boolean already said so
            if type(value) is not str:
                shown_key = source if source is not None else type(value).__name__
                refuse(
                    "yaml-non-string-key",
                    line,
                    column,
                    f"key {shown(shown_key)} is not a string",
                    "quote the key",
                )
                top[1] = bad_key
                return
            spans = top[4]
            if value in spans:
                refuse(
                    "yaml-duplicate-key",
                    line,
                    column,
                    f"key {shown(value)} is already set at line {spans[value][0]}",
                    "keep one of the two; YAML loaders silently keep the last",
                )
                top[1] = bad_key
                return
            top[1], top[2], top[3] = value, line, column
            return
        top[1] = None
        if pending is not bad_key:
            top[4][pending] = (top[2], top[3], line, column)
            container[pending] = value

    while True:
        event: Any = get_event()
        if event is None:
            break
        kind = type(event)
        if kind is scalar_event:
            mark = event.start_mark
            line = mark.line + 1
            column = mark.column + 1
            value = event.value
            if len(value) > MAX_SCALAR_CHARS:
                refuse(
                    "yaml-string-too-long",
                    line,
                    column,
                    f"this value has {len(value):,} characters; at most {MAX_SCALAR_CHARS:,}",
                    "shorten it",
                )
                raise _Refused
            if event.implicit[0]:
                if not value or value[0] in SPECIAL_START:
                    value = resolve_plain(value, line, column, doc, refuse)
            elif event.tag is not None and event.tag != "!":
                value = resolve_tagged(event.tag, value, line, column, doc, refuse)
            # the common cases inline: a new string key, or the value of a pending key
            if top is not None and top[4].__class__ is dict:
                pending = top[1]
                if pending is None:
                    if value.__class__ is str and value not in top[4]:
                        top[1], top[2], top[3] = value, line, column
                        continue
                elif pending is not bad_key:
                    top[4][pending] = (top[2], top[3], line, column)
                    top[0][pending] = value
                    top[1] = None
                    continue
            attach(value, line, column, event.value)
        elif kind is mapping_start or kind is sequence_start:
            mark = event.start_mark
            line = mark.line + 1
            column = mark.column + 1
            if event.tag is not None and event.tag not in CORE_TAGS:
                refuse(
                    "yaml-tag",
                    line,
                    column,
                    f"tag {shown(event.tag)} is not allowed",
                    "remove the tag: a catalogue is plain maps, lists and scalars",
                )
            if len(stack) >= MAX_DEPTH:
                refuse(
                    "yaml-too-deep",
                    line,
                    column,
                    f"nesting deeper than {MAX_DEPTH} levels",
                    "flatten the structure: a catalogue needs only a few levels",
                )
                raise _Refused
            container: dict[str, Any] | list[Any]
            spans: dict[str, Any] | list[Any]
            if kind is mapping_start:
                container, spans = {}, {}
                doc.keys[id(container)] = spans
            else:
                container, spans = [], []
                doc.items[id(container)] = spans
            attach(container, line, column, None)
            top = [container, None, 0, 0, spans]
            stack.append(top)
        elif kind in collection_end:
            stack.pop()
            top = stack[-1] if stack else None
        elif kind is yaml.AliasEvent:
            mark = event.start_mark
            aliases += 1
            if aliases <= MAX_ALIAS_REPORTS:
                refuse(
                    "yaml-alias",
                    mark.line + 1,
                    mark.column + 1,
                    f"alias {shown('*' + (event.anchor or ''))} is not allowed",
                    "write the value out in full: aliases can expand without bound",
                )
            attach(None, mark.line + 1, mark.column + 1, None)
        elif kind is yaml.DocumentStartEvent:
            documents += 1
            if documents > 1:
                mark = event.start_mark
                refuse(
                    "yaml-multiple-documents",
                    mark.line + 1,
                    mark.column + 1,
                    "a second YAML document starts here",
                    "keep one document per catalogue file, or join files with include",
                )
                raise _Refused
