"""The markdown target: `errors.md`, a docs page with a section per error at a stable anchor,
and the filters through which catalogue text reaches it (errgen.targets.markdown_text escapes,
errgen.targets.markdown_subset rewrites a description into the safe subset)."""

from __future__ import annotations

from collections.abc import Callable

import errgen.names as names
from errgen.model import Catalogue
from errgen.targets import RenderContext, Target, TargetFile
from errgen.targets.jinja import on_text, render_template
from errgen.targets.markdown_subset import render_subset
from errgen.targets.markdown_text import md_code, md_fenced, md_text


def _fenced_command(value: object, info: object = "") -> str:
    """A fenced block of `value`, labelled `info` (a language name such as `sh`)."""
    return md_fenced(names.exact(value), names.exact(info))


FILTERS: dict[str, Callable[..., str]] = {
    "md_text": on_text(md_text),
    "md_code": on_text(md_code),
    "md_block": on_text(render_subset),
    "md_fenced": _fenced_command,
    "anchor": names.anchor,
}


# the commands an error's section shows in fenced blocks, in this order, with their labels
COMMAND_LABELS = (
    ("fix_command", "Fix command"),
    ("refresh_command", "Refresh command"),
    ("reauth_command", "Re-authentication command"),
    ("diagnose_command", "Diagnostic command (read-only: to look, never a fix)"),
)


def render_markdown(catalogue: Catalogue, context: RenderContext | None = None) -> str:
    templates = context.templates if context else None
    return render_template(
        "errors.md.jinja", FILTERS, templates, catalogue=catalogue, command_labels=COMMAND_LABELS
    )


TARGET = Target(
    name="markdown",
    summary="a docs page with a section per error at a stable anchor",
    files=(TargetFile("errors.md", render_markdown),),
    filters=FILTERS,
)
