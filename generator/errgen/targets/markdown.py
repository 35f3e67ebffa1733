"""The markdown target: `errors.md`, a docs page with a section per error at a stable anchor,
and the filters through which catalogue text reaches it (errgen.targets.markdown_text escapes,
errgen.targets.markdown_subset rewrites a description into the safe subset)."""

from __future__ import annotations

from collections.abc import Callable

import errgen.names as names
import errgen.targets.markdown_pages as markdown_pages
from errgen.model import Catalogue, ErrorSpec
from errgen.model.exits import ExitCodeSpec
from errgen.model.field_table import BY_NAME, COMMAND_FIELDS
from errgen.targets import Option, RenderContext, Target, TargetFile
from errgen.targets.jinja import on_text, render_template
from errgen.targets.markdown_subset import render_subset
from errgen.targets.markdown_text import md_code, md_fenced, md_text


def _fenced_command(value: object, info: object = "") -> str:
    """A fenced block of `value`, labelled `info` (a language name such as `sh`)."""
    return md_fenced(names.exact(value), names.exact(info))


def _error(value: object) -> ErrorSpec:
    if not isinstance(value, ErrorSpec):
        raise TypeError(f"not an error: {type(value).__name__}")
    return value


def _exit_line(value: object) -> str:
    """An error's exit code as a page states it: its name and number, and, for a number that
    errors of several classes share, that the envelope tells them apart."""
    error = _error(value)
    line = f"{md_code(error.exit.name)} ({int(error.exit.code)})"
    if error.exit.shared:
        line += ", shared by errors of several classes: the envelope tells them apart"
    return line


def _retry_line(value: object) -> str:
    """A transient error's retry timing as a page states it: the catalogue's wait, the bounds of
    a wait the server may name, the attempts."""
    error = _error(value)
    line = f"{int(error.retry_after_ms or 0)} ms"
    if error.retry_after_min_ms is not None and error.retry_after_max_ms is not None:
        line += (
            f" (or the wait the server named: {int(error.retry_after_min_ms)} to "
            f"{int(error.retry_after_max_ms)} ms, as the envelope's `retry_after_ms` says)"
        )
    return f"{line}, at most {int(error.max_attempts or 0)} attempts in all"


# what each kind of exit means to a caller, as the exit table of the docs says it
_EXIT_CLASS_WORDS = {
    None: "success",
    "transient": "transient",
    "correctable": "correctable",
    "terminal": "terminal",
    "shared": "shared: errors of several classes, the envelope tells them apart",
    "result": "result: an answer, not a failure; never recovered from",
}


def _exit_class(value: object) -> str:
    """An exit code's class in the docs' exit table, in words a caller acts on."""
    if not isinstance(value, ExitCodeSpec):
        raise TypeError(f"not an exit code: {type(value).__name__}")
    return md_text(_EXIT_CLASS_WORDS[value.kind])


FILTERS: dict[str, Callable[..., str]] = {
    "md_exit_class": _exit_class,
    "md_exit": _exit_line,
    "md_retry": _retry_line,
    "md_text": on_text(md_text),
    "md_code": on_text(md_code),
    "md_block": on_text(render_subset),
    "md_fenced": _fenced_command,
    "anchor": names.anchor,
}


# (field, label) of the commands an error's section shows, from the field table: errgen's own
# templates loop over error_fields (errors.commands.md.jinja); a user's may still read this
COMMAND_LABELS = tuple((name, BY_NAME[name].label) for name in COMMAND_FIELDS)


def render_markdown(catalogue: Catalogue, context: RenderContext | None = None) -> str:
    templates = context.templates if context else None
    return render_template(
        # the pages layout's filters too: the exit table links a code as either layout does
        "errors.md.jinja",
        FILTERS | markdown_pages.PAGE_FILTERS,
        templates,
        catalogue=catalogue,
        command_labels=COMMAND_LABELS,
    )


def render_pages(catalogue: Catalogue, context: RenderContext) -> dict[str, str] | None:
    """With `docs_layout: pages`, the folder of pages that replaces errors.md."""
    return markdown_pages.render_pages(catalogue, context, FILTERS, COMMAND_LABELS)


TARGET = Target(
    name="markdown",
    summary="a docs page with a section per error at a stable anchor; with docs_layout: pages, "
    "a folder with a page per code and tag, a nav fragment and alias redirects",
    files=(TargetFile("errors.md", render_markdown, render_pages),),
    filters=FILTERS | markdown_pages.PAGE_FILTERS,
    options={
        "site_path": Option(
            "pages layout: the folder's path in the site's docs folder, which the nav fragment "
            "and the redirect map name pages by; default: errors",
            markdown_pages.is_folder_option,
        ),
        "transcripts": Option(
            "pages layout: a folder, relative to the configuration, of transcripts that "
            "errgen contract --record wrote (CODE.txt), each shown on its code's page",
            markdown_pages.is_folder_option,
        ),
        "history": Option(
            "pages layout: the git tags (a glob, such as v*) whose catalogues give each page "
            "its history; default: no history",
            markdown_pages.is_tag_pattern,
        ),
    },
)
