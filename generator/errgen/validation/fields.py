"""The fields of an error for the systems a tool wraps and the APIs it serves (SPEC section 1):
`aliases`, `http_status`, `tags` (a subset of the catalogue's declared `tags`) and `details`
(typed like params, never in the message). Their resolution into the model and the checks of
their rules, one function per rule, named after it; `errgen.validation.registry` registers them."""

from __future__ import annotations

from collections.abc import Iterator

import errgen.catalogue.patterns as patterns
import errgen.names as names
from errgen.model import INTERNAL_CODE
from errgen.text import closest, shown
from errgen.validation.view import Finding, View, list_of, mapping_of

# --- checks -----------------------------------------------------------------------------------


def alias_taken(view: View) -> Iterator[Finding]:
    """An alias belongs to one code of its domain (the system whose catalogue defines the
    error): two included catalogues may both spell something ServiceUnavailable."""
    codes = {code for code, _ in view.errors} | {INTERNAL_CODE}  # errgen adds it if missing
    owners: dict[tuple[str, str], str] = {}
    for code, entry in view.errors:
        domain = view.domains.get(code, view.tool or "")
        for index, alias in enumerate(list_of(entry.get("aliases"))):
            if not isinstance(alias, str):
                continue
            here = ("errors", code, "aliases", index)
            if alias in codes:
                yield Finding(
                    "alias-taken",
                    here,
                    f"alias {shown(alias)} of {code} is itself a code of the catalogue",
                    f"remove it: an envelope with code {alias} already means {alias}",
                )
            elif (domain, alias) in owners and owners[domain, alias] != code:
                yield Finding(
                    "alias-taken",
                    here,
                    f"alias {shown(alias)} of {code} is already an alias of "
                    f"{owners[domain, alias]}",
                    "each alias belongs to one code of its system: keep it on the error it means",
                )
            else:
                owners.setdefault((domain, alias), code)


def tag_undeclared(view: View) -> Iterator[Finding]:
    declared = sorted(t for t in view.tags if isinstance(t, str))
    for code, entry in view.errors:
        for index, tag in enumerate(list_of(entry.get("tags"))):
            if (
                not isinstance(tag, str)
                or tag in declared
                or not patterns.pattern(patterns.TAG).match(tag)
            ):
                continue
            close = closest(tag, declared, n=2)
            yield Finding(
                "tag-undeclared",
                ("errors", code, "tags", index),
                f"tag {shown(tag)} of {code} is not declared in the catalogue's tags",
                f"did you mean {close[0]}?" if close else f"declare it: tags: [{tag}]",
                replacement=close[0] if close else None,
                certain=len(close) == 1,
            )


def detail_name(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        params = mapping_of(entry.get("params"))
        for name in mapping_of(entry.get("details")):
            if not isinstance(name, str):
                continue
            here = ("errors", code, "details", name)
            if name in params:
                yield Finding(
                    "detail-name",
                    here,
                    f"detail {name!r} of {code} is also one of its params",
                    "a value in the message is a param (the envelope's details carry it "
                    "already); remove it from details",
                    key=True,
                )
            elif names.shadows(name) or name == "self":
                yield Finding(
                    "detail-name",
                    here,
                    f"detail {name!r} is " + names.shadowing(name),
                    "rename it, for example with a suffix: " + name + "_id",
                    key=True,
                )
