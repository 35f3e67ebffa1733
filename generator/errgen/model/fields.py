"""The fields of an error for the systems a tool wraps and the APIs it serves (SPEC section 1):
`aliases`, `http_status`, `title`, `tags` and `details`, as the model holds them, catalog.json shows
them and `errgen diff` compares them. Their rules are errgen.validation.fields'."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from errgen.model import INTERNAL_CODE, ErrorSpec, ParamSpec, zero_value
from errgen.text import shown, stated


def error_fields(code: str, entry: dict[str, Any]) -> dict[str, Any]:
    """The ErrorSpec keywords of a validated error entry's aliases, http_status, tags, details;
    aliases and tags sorted, details in the catalogue's order (the constructor's). The details
    of a catalogue's own INTERNAL_ERROR, like its params, default to their type's zero value:
    the runner that raises it has no values for them."""
    details = entry.get("details") or {}
    return {
        "aliases": tuple(sorted(entry.get("aliases") or ())),
        "http_status": entry.get("http_status"),
        "title": entry.get("title") or default_title(code),
        "tags": tuple(sorted(entry.get("tags") or ())),
        "details": tuple(
            ParamSpec(
                name,
                spec["type"],
                spec.get("description"),
                _internal_default(code, spec),
                spec.get("optional", False),
            )
            for name, spec in details.items()
        ),
    }


def _internal_default(
    code: str, spec: dict[str, Any]
) -> str | int | float | bool | list[object] | None:
    """What the runner passes for a detail of a catalogue's own INTERNAL_ERROR: its type's zero
    value, or nothing for an optional one (it is left out)."""
    if code != INTERNAL_CODE or spec.get("optional"):
        return None
    return zero_value(spec["type"])


def default_title(code: str) -> str:
    """The title of a code that states none: the code in words, `STORE_LOCKED` -> `Store locked`."""
    return code.replace("_", " ").capitalize()


def catalogue_tags(data: dict[str, Any]) -> tuple[str, ...]:
    """The declared tags of a validated catalogue, sorted."""
    return tuple(sorted(data.get("tags") or ()))


def fields_json(error: ErrorSpec) -> dict[str, Any]:
    """catalog.json's entries for an error's aliases, http_status, tags and details; each only
    when set."""
    out: dict[str, Any] = {}
    if error.aliases:
        out["aliases"] = list(error.aliases)
    if error.http_status is not None:
        out["http_status"] = error.http_status
    out["title"] = error.title
    if error.tags:
        out["tags"] = list(error.tags)
    if error.details:
        out["details"] = [
            {"name": d.name, "type": d.type}
            | ({"optional": True} if d.optional else {})
            | ({"description": d.description} if d.description else {})
            for d in error.details
        ]
    return out


def field_changes(old: ErrorSpec, new: ErrorSpec) -> Iterator[tuple[str, bool, str]]:
    """(kind, breaking, what) of each change to an error's aliases, http_status, tags and
    details: what a caller may rely on (an alias it parses, a status it maps, a tag it asks
    about, a detail it reads) going away or changing breaks it; something new does not."""
    if old.http_status != new.http_status:
        if old.http_status is None:
            yield "http_status", False, f"http_status added: {new.http_status}"
        elif new.http_status is None:
            yield "http_status", True, f"http_status removed (was {old.http_status})"
        else:
            yield (
                "http_status",
                True,
                f"http_status changed: {old.http_status} -> {new.http_status}",
            )
    if old.title != new.title:  # a problem's title is a constant its readers may match on
        yield "title", True, f"title changed: {stated(old.title)} -> {stated(new.title)}"
    served = old.http_status is not None and new.http_status is not None
    if old.help_url != new.help_url and old.help_url is not None and served:
        # the problem details' `type`, RFC 9457's identifier of the problem: an HTTP API's
        # readers key on it (a code without an HTTP status is no API's: its page only moved)
        became = "removed" if new.help_url is None else f"-> {new.help_url}"
        yield "problem type", True, f"problem type (help_url) changed: {old.help_url} {became}"
    yield from _set_changes("alias", old.aliases, new.aliases)
    yield from _set_changes("tag", old.tags, new.tags)
    was = {d.name: d for d in old.details}
    now = {d.name: d for d in new.details}
    for name in sorted(was.keys() - now.keys()):
        yield "detail", True, f"detail {shown(name)} removed or renamed"
    for name in sorted(was.keys() & now.keys()):
        before, after = was[name], now[name]
        if before.type != after.type:
            yield "detail", True, f"detail {shown(name)} retyped: {before.type} -> {after.type}"
        if after.optional and not before.optional:  # a reader that relied on it finds none
            yield "detail", True, f"detail {shown(name)} became optional"
        elif before.optional and not after.optional:  # every reader still finds it
            yield "detail", False, f"detail {shown(name)} became required"
    for name in sorted(now.keys() - was.keys()):
        yield "detail", False, f"detail {shown(name)} added"


def _set_changes(
    kind: str, old: Sequence[str], new: Sequence[str]
) -> Iterator[tuple[str, bool, str]]:
    for value in sorted(set(old) - set(new)):
        yield kind, True, f"{kind} {shown(value)} removed"
    for value in sorted(set(new) - set(old)):
        yield kind, False, f"{kind} {shown(value)} added"
