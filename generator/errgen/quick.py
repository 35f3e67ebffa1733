"""The quick load: the data of a catalogue with nothing to report, without positions, and
for a large one on two cores. Anything the located load (errgen.load) would report makes it
give up (NeedsPositions), and the located load reads the text instead."""

from __future__ import annotations

import re
from typing import Any

import yaml

from errgen.bounds import MAX_DEPTH, MAX_SCALAR_CHARS
from errgen.forked import ChildFailed, Forked, can_fork
from errgen.scalars import SPECIAL_START, Floats, resolve_plain


class NeedsPositions(Exception):
    """The quick load met something to report; the located load reports it."""


def _needs_positions(*_: Any) -> None:
    raise NeedsPositions


def load_plain(text: str) -> tuple[Any, bool]:
    """The data of a document with nothing to report, without positions (half the work of the
    located load, errgen.load._compose); anything that would report raises NeedsPositions."""
    get_event = yaml.CSafeLoader(text).get_event
    scalar_event = yaml.ScalarEvent
    mapping_start = yaml.MappingStartEvent
    sequence_start = yaml.SequenceStartEvent
    collection_end = (yaml.MappingEndEvent, yaml.SequenceEndEvent)
    no_content = (yaml.StreamStartEvent, yaml.StreamEndEvent, yaml.DocumentEndEvent)
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
                    raise NeedsPositions
                if event.implicit[0]:
                    if not value or value[0] in SPECIAL_START:
                        value = resolve_plain(value, 0, 0, floats, _needs_positions)
                elif event.tag is not None and event.tag != "!":
                    raise NeedsPositions
                if top.__class__ is dict:
                    if key is None:
                        if value.__class__ is not str or value in top:
                            raise NeedsPositions
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
                    raise NeedsPositions
                if top.__class__ is dict and key is None:
                    raise NeedsPositions  # a collection as a key
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
                    raise NeedsPositions
            elif kind not in no_content:  # an alias
                raise NeedsPositions
    except yaml.YAMLError:
        raise NeedsPositions from None
    if root is None:
        raise NeedsPositions  # empty: reported by the located load
    return root, floats.has_floats


# From this size on, the quick load reads the second half of the errors in a forked child.
SPLIT_FROM = 1_000_000
_ERRORS_LINE = re.compile(r"^errors:[ \t]*(?:#.*)?$", re.MULTILINE)
_MARKER_LINE = re.compile(r"^(?:---|\.\.\.|%)", re.MULTILINE)


def split_point(text: str) -> int | None:
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


def load_plain_split(text: str) -> tuple[Any, bool]:
    """`load_plain` of a large catalogue on two cores: this process reads the text up to an
    error's line, a forked child the errors from there (under a copy of the `errors:` line).

    The halves prove the cut clean: a cut inside a quoted scalar or a flow collection leaves
    the first half unterminated, and a block scalar or plain scalar ends at a line as little
    indented as an error's code; so when both halves load without anything to report, the
    data is that of the whole text. Codes or keys found in both halves, or any other doubt,
    raise NeedsPositions, and the located load of the whole text decides."""
    cut = split_point(text) if can_fork() else None
    if cut is None:
        return load_plain(text)
    child = Forked(lambda: load_plain("errors:\n" + text[cut:]))
    try:
        head, head_floats = load_plain(text[:cut])
        try:
            tail, tail_floats = child.result()
        except ChildFailed:
            raise NeedsPositions from None
    finally:
        child.cancel()
    if not (isinstance(head, dict) and isinstance(tail, dict)):
        raise NeedsPositions
    errors, more = head.get("errors"), tail.pop("errors")
    if not (isinstance(errors, dict) and isinstance(more, dict)):
        raise NeedsPositions
    if not errors.keys().isdisjoint(more) or not head.keys().isdisjoint(tail):
        raise NeedsPositions  # a code or key set twice: the located load reports it
    errors.update(more)
    head.update(tail)
    return head, head_floats or tail_floats
