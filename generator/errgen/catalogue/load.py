"""Strict YAML loading: one document of plain data whose every node remembers where it was."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import yaml

from errgen.catalogue.files import MAX_ALIAS_REPORTS, MAX_DEPTH, MAX_FILE_BYTES, MAX_SCALAR_CHARS
from errgen.catalogue.pure import PureLoader
from errgen.catalogue.scalars import (
    BOOL_11,
    CORE_TAGS,
    SPECIAL_START,
    resolve_plain,
    resolve_tagged,
)
from errgen.diagnostics import Location, Problem
from errgen.text import shown

# libyaml's parser when PyYAML was built with it, else PyYAML's own: the same events, slower.

SafeLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", PureLoader)

NodePath = tuple[str | int, ...]


@dataclass
class Document:
    """Plain data loaded from one YAML file; `locate` finds where any node of it was."""

    path: str
    data: Any = None
    problems: list[Problem] = field(default_factory=list)
    # the path of every node (() is the root) -> (key line, key column, line, column), 1-based;
    # a node that is no mapping's value (the root, a list's item) is its own key
    positions: dict[NodePath, tuple[int, int, int, int]] = field(default_factory=dict)

    def locate(self, path: Sequence[str | int], *, key: bool = False) -> Location:
        """The position of the node at `path`, or of its key, or of the nearest node that exists."""
        found = self.positions.get((), (1, 1, 1, 1))
        at: NodePath = ()
        for step in path:
            at = (*at, step)
            deeper = self.positions.get(at)
            if deeper is None:
                break
            found = deeper
        line, column = found[:2] if key else found[2:]
        return Location(self.path, line, column)


class _Refused(Exception):
    """Stops loading: the rest of the file is not worth reading."""


def _offset_location(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def load_bytes(data: bytes, path: str) -> Document:
    """Load one catalogue document strictly; every problem becomes a diagnostic."""
    doc = Document(path)

    def refuse(rule: str, line: int, column: int, message: str, hint: str) -> None:
        doc.problems.append(Problem(Location(path, line, column), rule, message, hint))

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
    _load(text, doc, refuse)
    if doc.data is None and not doc.problems:
        refuse(
            "yaml-empty",
            1,
            1,
            "the document is empty",
            "start from the catalogue errgen init writes",
        )
    return doc


Refuse = Callable[[str, int, int, str, str], None]


def _load(text: str, doc: Document, refuse: Refuse) -> None:
    """Load `text` into `doc` with the position of every node, reporting every problem."""
    try:
        _compose(text, doc, refuse)
    except _Refused:
        pass
    except yaml.MarkedYAMLError as exc:
        from errgen.catalogue.syntax import describe

        mark = exc.problem_mark or exc.context_mark
        at = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = exc.problem or exc.context or "not valid YAML"
        found = describe(text, problem, at, exc.context or "")
        refuse("yaml-syntax", found.line, found.column, found.message, found.hint)
    except yaml.YAMLError as exc:  # the reader's: a character YAML does not allow
        position = getattr(exc, "position", 0)
        if not issubclass(
            SafeLoader, yaml.SafeLoader
        ):  # libyaml counts UTF-8 bytes, PyYAML characters
            position = len(text.encode("utf-8")[:position].decode("utf-8", "ignore"))
        line, column = _offset_location(text, min(position, len(text)))
        reason = getattr(exc, "reason", "unreadable")
        refuse("yaml-syntax", line, column, f"not valid YAML: {reason}", "remove this character")


def _compose(text: str, doc: Document, refuse: Refuse) -> None:
    """The event loop: one pass over the parser's events builds the data and its positions."""
    _Composer(text, doc, refuse).run()


_BAD_KEY = object()  # the pending key of a frame whose key was refused: its value is not kept


class _Composer:
    """The state of one pass over a document's events, one method an event kind.

    A frame: [container, pending key (None while a key is awaited), key line, key column,
    the container's path, the positions it records into]; `top` is the innermost frame.
    What is read but not kept (a duplicate key's value, a collection as a key) records into
    a table of its own, which still finds duplicate keys inside it."""

    __slots__ = ("aliases", "doc", "documents", "refuse", "stack", "text", "top")

    def __init__(self, text: str, doc: Document, refuse: Refuse) -> None:
        self.text, self.doc, self.refuse = text, doc, refuse
        self.stack: list[list[Any]] = []
        self.top: list[Any] | None = None
        self.documents = 0
        self.aliases = 0

    def run(self) -> None:
        get_event: Callable[[], Any] = SafeLoader(self.text).get_event
        scalar_event = yaml.ScalarEvent
        mapping_start = yaml.MappingStartEvent
        sequence_start = yaml.SequenceStartEvent
        collection_end = (yaml.MappingEndEvent, yaml.SequenceEndEvent)
        scalar = self.scalar  # bound once: a scalar is most of a catalogue's events
        while True:
            event: Any = get_event()
            if event is None:
                break
            kind = type(event)
            if kind is scalar_event:
                scalar(event)
            elif kind is mapping_start or kind is sequence_start:
                self.collection(event, {} if kind is mapping_start else [])
            elif kind in collection_end:
                self.stack.pop()
                self.top = self.stack[-1] if self.stack else None
            elif kind is yaml.AliasEvent:
                self.alias(event)
            elif kind is yaml.DocumentStartEvent:
                self.document(event)

    def scalar(self, event: Any) -> None:
        mark = event.start_mark
        line = mark.line + 1
        column = mark.column + 1
        value = event.value
        if len(value) > MAX_SCALAR_CHARS:
            self.refuse(
                "yaml-string-too-long",
                line,
                column,
                f"this value has {len(value):,} characters; at most {MAX_SCALAR_CHARS:,}",
                "shorten it",
            )
            raise _Refused
        if event.implicit[0]:
            top = self.top
            if not value and top is not None and top[1] is not None:
                _missing_colon(self.text, top, line, column, self.refuse)
            if not value or value[0] in SPECIAL_START:
                value = resolve_plain(value, line, column, self.refuse)
        elif event.tag is not None and event.tag != "!":
            value = resolve_tagged(event.tag, value, line, column, self.refuse)
        self.attach(value, line, column, event.value)

    def collection(self, event: Any, container: dict[str, Any] | list[Any]) -> None:
        mark = event.start_mark
        line = mark.line + 1
        column = mark.column + 1
        if event.tag is not None and event.tag not in CORE_TAGS:
            self.refuse(
                "yaml-tag",
                line,
                column,
                f"tag {shown(event.tag)} is not allowed",
                "remove the tag: a catalogue is plain maps, lists and scalars",
            )
        if len(self.stack) >= MAX_DEPTH:
            self.refuse(
                "yaml-too-deep",
                line,
                column,
                f"nesting deeper than {MAX_DEPTH} levels",
                "flatten the structure: a catalogue needs only a few levels",
            )
            raise _Refused
        self.top = [container, None, 0, 0, *self.attach(container, line, column, None)]
        self.stack.append(self.top)

    def alias(self, event: Any) -> None:
        mark = event.start_mark
        self.aliases += 1
        if self.aliases <= MAX_ALIAS_REPORTS:
            self.refuse(
                "yaml-alias",
                mark.line + 1,
                mark.column + 1,
                f"alias {shown('*' + (event.anchor or ''))} is not allowed",
                "write the value out in full: aliases can expand without bound",
            )
        self.attach(None, mark.line + 1, mark.column + 1, None)

    def document(self, event: Any) -> None:
        self.documents += 1
        if self.documents > 1:
            mark = event.start_mark
            self.refuse(
                "yaml-multiple-documents",
                mark.line + 1,
                mark.column + 1,
                "a second YAML document starts here",
                "keep one document per catalogue file, or join files with include",
            )
            raise _Refused

    def attach(self, value: Any, line: int, column: int, source: str | None) -> list[Any]:
        """Put `value` where the innermost frame awaits it; the path and table it went to."""
        top = self.top
        if top is None:
            self.doc.data = value
            self.doc.positions[()] = (line, column, line, column)
            return [(), self.doc.positions]
        container, pending, path, table = top[0], top[1], top[4], top[5]
        if type(container) is list:
            path = (*path, len(container))
            table[path] = (line, column, line, column)
            container.append(value)
            return [path, table]
        if pending is None:
            self.key(top, value, line, column, source)
            return [(), {}]
        top[1] = None
        if pending is _BAD_KEY:
            return [(), {}]
        path = (*path, pending)
        table[path] = (top[2], top[3], line, column)
        container[pending] = value
        return [path, table]

    def key(self, top: list[Any], value: Any, line: int, column: int, source: str | None) -> None:
        """`value` as the key the mapping of `top` awaits, or refused (then its value is read
        and not kept)."""
        if type(value) is bool and source in BOOL_11 and source not in ("true", "false"):
            value = source  # a YAML 1.1 boolean as a key: yaml-boolean already said so
        if type(value) is not str:
            shown_key = source if source is not None else type(value).__name__
            self.refuse(
                "yaml-non-string-key",
                line,
                column,
                f"key {shown(shown_key)} is not a string",
                "quote the key",
            )
            top[1] = _BAD_KEY
        elif value in top[0]:
            self.refuse(
                "yaml-duplicate-key",
                line,
                column,
                f"key {shown(value)} is already set at line {top[5][(*top[4], value)][0]}",
                "keep one of the two; YAML loaders silently keep the last",
            )
            top[1] = _BAD_KEY
        else:
            top[1], top[2], top[3] = value, line, column


def _missing_colon(text: str, frame: list[Any], line: int, column: int, refuse: Refuse) -> None:
    """Refuse a key with no ':' after it: in `{description: Check config, credentials}` the
    comma ended the value, and `credentials` became a key of its own."""
    from errgen.catalogue.syntax import plain, yaml_lines

    lines = yaml_lines(text)
    source = lines[line - 1] if 0 < line <= len(lines) else ""
    key, mapping = frame[1], frame[0]
    if source[: column - 1].rstrip().endswith(":") or type(mapping) is not dict:
        return  # `key:` with nothing after it: an empty value, which the schema judges
    if type(key) is not str:
        return
    last = list(mapping)[-1] if mapping else None
    before = source[: frame[3] - 1].rstrip()
    if last is None and before.endswith("{") and before[:-1].rstrip().endswith(":"):
        # `message: {host} is unavailable`: a value that starts with a brace is a mapping
        value = source[len(before) - 1 :].strip()
        message = f"the value {shown(value)} starts with '{{', which YAML reads as a mapping"
        hint = f"quote the value: {plain(before[:-1].strip() + ' ' + repr(value), 120)}"
    elif last is None or type(mapping[last]) is not str:
        message, hint = f"{shown(key)} has no ':' after it", "add ': value' after the key"
    else:
        whole = plain(f'{last}: "{mapping[last]}, {key}"', 120)
        message = (
            f"{shown(key)} has no ':' after it: the comma before it ended the value of "
            f"{shown(last)}, and YAML reads the rest as a key"
        )
        hint = f"quote the value that holds the comma: {whole}"
    refuse("yaml-syntax", frame[2], frame[3], message, hint)
    raise _Refused
