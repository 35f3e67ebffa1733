"""Strict YAML loading: one document of plain data whose every node remembers where it was."""

from __future__ import annotations

import contextlib
import gc
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import yaml

from errgen.bounds import MAX_ALIAS_REPORTS, MAX_DEPTH, MAX_FILE_BYTES, MAX_SCALAR_CHARS
from errgen.diagnostics import Diagnostic, Location
from errgen.forked import ChildFailed, Forked, can_fork
from errgen.text import shown

# What YAML 1.1 (PyYAML) or YAML 1.2 would read as something other than a string.
_BOOL_11 = frozenset(
    "y Y yes Yes YES n N no No NO true True TRUE false False FALSE on On ON off Off OFF".split()
)
_TRUE_11 = frozenset(("y", "yes", "true", "on"))
_NULLS = frozenset(("", "~", "null", "Null", "NULL"))
_INT = re.compile(r"[-+]?(?:0|[1-9][0-9]*)\Z")
_FLOAT = re.compile(r"[-+]?(?:0|[1-9][0-9]*)\.[0-9]+\Z")
_NUMBER_LIKE = re.compile(
    r"""[-+]?(?:
        0b[0-1_]+ | 0o?[0-7_]+ | 0x[0-9a-fA-F_]+            # binary, octal, hex
      | [0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?         # sexagesimal
      | (?:[0-9][0-9_]*)?\.?[0-9_]+(?:[eE][-+]?[0-9]+)?     # underscores, exponents
      | [0-9][0-9_]*\.(?:[eE][-+]?[0-9]+)?                  # trailing dot
      | \.(?:inf|Inf|INF|nan|NaN|NAN)
    )\Z""",
    re.VERBOSE,
)
_TIMESTAMP = re.compile(
    r"[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}"
    r"(?:(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?"
    r"(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)?\Z"
)
# Plain scalars starting with anything else are strings in every YAML version.
_SPECIAL_START = frozenset("-+.0123456789~nNtTfFyYoO<=")
_CORE = "tag:yaml.org,2002:"
_CORE_TAGS = frozenset(_CORE + t for t in ("str", "int", "float", "bool", "null", "map", "seq"))


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
        doc.diagnostics.append(Diagnostic(path, line, column, "error", rule, message, hint))

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
            doc.data, doc.has_floats = _load_plain_split(text)
    except _NeedsPositions:  # something to report: load again, remembering where each node is
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
        doc.diagnostics.append(Diagnostic(doc.path, line, column, "error", rule, message, hint))

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


class _NeedsPositions(Exception):
    """The quick load met something to report; the located load reports it."""


def _needs_positions(*_: Any) -> None:
    raise _NeedsPositions


def _load_plain(text: str) -> tuple[Any, bool]:
    """The data of a document with nothing to report, without positions (half the work of
    `_compose`); anything `_compose` would report raises _NeedsPositions instead."""
    get_event = yaml.CSafeLoader(text).get_event
    scalar_event = yaml.ScalarEvent
    mapping_start = yaml.MappingStartEvent
    sequence_start = yaml.SequenceStartEvent
    collection_end = (yaml.MappingEndEvent, yaml.SequenceEndEvent)
    plain_start = (yaml.StreamStartEvent, yaml.StreamEndEvent, yaml.DocumentEndEvent)
    floats = Floats()
    stack: list[tuple[Any, Any]] = []
    top: Any = None
    key: Any = None
    root: Any = None
    documents = 0
    try:
        while True:
            event: Any = get_event()
            if event is None:
                break
            kind = type(event)
            if kind is scalar_event:
                value = event.value
                if len(value) > MAX_SCALAR_CHARS:
                    raise _NeedsPositions
                if event.implicit[0]:
                    if not value or value[0] in _SPECIAL_START:
                        value = _resolve_plain(value, 0, 0, floats, _needs_positions)
                elif event.tag is not None and event.tag != "!":
                    raise _NeedsPositions
                if top.__class__ is dict:
                    if key is None:
                        if value.__class__ is not str or value in top:
                            raise _NeedsPositions
                        key = value
                    else:
                        top[key] = value
                        key = None
                elif top is None:
                    root = value
                else:
                    top.append(value)
            elif kind is mapping_start or kind is sequence_start:
                if event.tag is not None or len(stack) >= MAX_DEPTH:
                    raise _NeedsPositions
                if top.__class__ is dict and key is None:
                    raise _NeedsPositions  # a collection as a key
                container: Any = {} if kind is mapping_start else []
                if top.__class__ is dict:
                    top[key] = container
                elif top is None:
                    root = container
                else:
                    top.append(container)
                stack.append((top, None))
                top, key = container, None
            elif kind in collection_end:
                top, key = stack.pop()
            elif kind is yaml.DocumentStartEvent:
                documents += 1
                if documents > 1:
                    raise _NeedsPositions
            elif kind not in plain_start:  # an alias
                raise _NeedsPositions
    except yaml.YAMLError:
        raise _NeedsPositions from None
    if root is None:
        raise _NeedsPositions  # empty: reported by the located load
    return root, floats.has_floats


# From this size on, the quick load reads the second half of the errors in a forked child.
SPLIT_FROM = 1_000_000
_ERRORS_LINE = re.compile(r"^errors:[ \t]*(?:#.*)?$", re.MULTILINE)
_MARKER_LINE = re.compile(r"^(?:---|\.\.\.|%)", re.MULTILINE)


def _split_point(text: str) -> int | None:
    """Where the errors mapping can be cut in two: the start of the line of an error's code
    nearest the middle of the text, or None when the layout is not the plain one this needs
    (block style, `errors:` at column 0, no directives and no document marker but a first
    `---`). Whether the cut was clean is proven by the halves, not assumed: see below."""
    if len(text) < SPLIT_FROM or _MARKER_LINE.search(text, 4 if text.startswith("---") else 0):
        return None
    errors = _ERRORS_LINE.search(text)
    if errors is None:
        return None
    first = re.compile(r"\n(?:[ \t]*(?:#.*)?\n)*( +)[A-Z][A-Z0-9_]*:[ \n]").match(
        text, errors.end()
    )
    if first is None:
        return None
    entry = re.compile(rf"^ {{{len(first.group(1))}}}[A-Z][A-Z0-9_]*:[ \n]", re.MULTILINE)
    region_end = re.compile(r"^[^ \t\n#]", re.MULTILINE).search(text, first.end())
    end = region_end.start() if region_end else len(text)
    middle = max(first.end(), min(len(text) // 2, end))
    cut = entry.search(text, middle, end) or None
    return cut.start() if cut is not None and cut.start() > first.end() else None


def _load_plain_split(text: str) -> tuple[Any, bool]:
    """`_load_plain` of a large catalogue on two cores: this process reads the text up to an
    error's line, a forked child the errors from there (under a copy of the `errors:` line).

    The halves prove the cut clean: a cut inside a quoted scalar or a flow collection leaves
    the first half unterminated, and a block scalar or plain scalar ends at a line as little
    indented as an error's code; so when both halves load without anything to report, the
    data is that of the whole text. Codes or keys found in both halves, or any other doubt,
    raise _NeedsPositions, and the located load of the whole text decides."""
    cut = _split_point(text) if can_fork() else None
    if cut is None:
        return _load_plain(text)
    child = Forked(lambda: _load_plain("errors:\n" + text[cut:]))
    try:
        head, head_floats = _load_plain(text[:cut])
        try:
            tail, tail_floats = child.result()
        except ChildFailed:
            raise _NeedsPositions from None
    finally:
        child.cancel()
    if not (isinstance(head, dict) and isinstance(tail, dict)):
        raise _NeedsPositions
    errors, more = head.get("errors"), tail.pop("errors")
    if not (isinstance(errors, dict) and isinstance(more, dict)):
        raise _NeedsPositions
    if not errors.keys().isdisjoint(more) or not head.keys().isdisjoint(tail):
        raise _NeedsPositions  # a code or key set twice: the located load reports it
    errors.update(more)
    head.update(tail)
    return head, head_floats or tail_floats


@dataclass
class Floats:
    """What `_resolve_plain` records besides the value."""

    has_floats: bool = False


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
            if type(value) is bool and source in _BOOL_11 and source not in ("true", "false"):
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
                if not value or value[0] in _SPECIAL_START:
                    value = _resolve_plain(value, line, column, doc, refuse)
            elif event.tag is not None and event.tag != "!":
                value = _resolve_tagged(event.tag, value, line, column, doc, refuse)
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
            if event.tag is not None and event.tag not in _CORE_TAGS:
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


def _resolve_plain(value: str, line: int, column: int, doc: Document | Floats, refuse: Any) -> Any:
    if value in _NULLS:
        return None
    if value == "true":
        return True
    if value == "false":
        return False
    if value in _BOOL_11:
        refuse(
            "yaml-boolean",
            line,
            column,
            f"{value!r} is a boolean in some YAML readers and a string in others",
            "write true or false, or quote it if a string is meant",
        )
        # read it as its author most likely meant, so later rules do not report its consequences
        return value.lower() in _TRUE_11
    if _INT.match(value):
        return int(value)
    if _FLOAT.match(value):
        doc.has_floats = True
        return float(value)
    if _NUMBER_LIKE.match(value):
        refuse(
            "yaml-number",
            line,
            column,
            f"{value!r} is not a plain decimal number; YAML readers disagree on what it means",
            "write a plain decimal like 1500, or quote it if a string is meant",
        )
        return value
    if _TIMESTAMP.match(value):
        refuse(
            "yaml-implicit-type",
            line,
            column,
            f"{value!r} is read as a date, not a string",
            "quote it",
        )
        return value
    if value == "<<":
        refuse(
            "yaml-alias",
            line,
            column,
            "merge keys (<<) are not allowed",
            "write the entries out in full",
        )
    return value


def _resolve_tagged(
    tag: str, value: str, line: int, column: int, doc: Document, refuse: Any
) -> Any:
    if tag == _CORE + "str":
        return value
    if tag in _CORE_TAGS:
        resolved = _resolve_plain(value, line, column, doc, refuse)
        expected = {"int": int, "float": float, "bool": bool, "null": type(None)}.get(
            tag[len(_CORE) :]
        )
        if expected is not None and type(resolved) is expected:
            return resolved
    refuse(
        "yaml-tag",
        line,
        column,
        f"tag {shown(tag)} is not allowed here",
        "remove the tag: a catalogue is plain maps, lists and scalars",
    )
    return value
