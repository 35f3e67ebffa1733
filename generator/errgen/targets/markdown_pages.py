"""The markdown target's pages layout (`docs_layout: pages`): a folder with an index page, a
page per code (retired codes keep theirs), a page per tag, and `nav.yml`, a fragment of a site
configuration (the nav and a redirect map from aliases to pages) that mkdocs, properdocs and
zensical read through `INHERIT`.

Python decides what each page holds (the example envelope, the alias redirects, the history);
the templates lay it out in plain CommonMark through the markdown target's filters.
"""

from __future__ import annotations

import html
import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import errgen.names as names
from errgen.catalogue.files import read_file
from errgen.model import Catalogue, ErrorSpec
from errgen.model.code_history import Event, History
from errgen.targets import RenderContext
from errgen.targets.jinja import render_template
from errgen.text import escaped_output

# names a code's or an alias's page may not take in the folder: the index page, the tags folder
# and the nav fragment
RESERVED = frozenset(("index", "tags", "nav"))
MAX_TRANSCRIPT = 64 * 1024  # a transcript past this is cut, and the page says so
_PATH_OPTION = re.compile(r"[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)*\Z")


def is_folder_option(value: str) -> bool:
    """A relative path of plain names (`docs/transcripts`), none of them `..`."""
    return bool(_PATH_OPTION.match(value)) and ".." not in value.split("/")


def is_tag_pattern(value: str) -> bool:
    """A glob of tag names that git can take as it is (`v*`, `release-*`): no option, no space."""
    return bool(re.fullmatch(r"[A-Za-z0-9_.*?/+-]{1,64}", value)) and not value.startswith("-")


def _yaml_string(value: object) -> str:
    """A YAML double-quoted scalar of exactly `value` (front matter): `"` and `\\` escaped, and
    every character that is not printable ASCII written as an escape, so no text can end it."""
    text = names.exact(value)
    out = []
    for char in text:
        point = ord(char)
        if char in '"\\':
            out.append("\\" + char)
        elif 0x20 <= point < 0x7F:
            out.append(char)
        elif point < 0x100:
            out.append(f"\\x{point:02x}")
        elif point < 0x10000:
            out.append(f"\\u{point:04x}")
        else:
            out.append(f"\\U{point:08x}")
    return '"' + "".join(out) + '"'


def _meta(value: object) -> str:
    """A front-matter value that themes put in an HTML attribute unescaped (Material's and
    zensical's `<meta name="description" content="{{ page.meta.description }}">`): its `& < > " '`
    as character references, which an attribute reads back as the text, then a YAML string."""
    return _yaml_string(html.escape(names.exact(value), quote=True))


def _page(code: object) -> str:
    return names.page(names.exact(code))


_TAG = re.compile(r"[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*\Z")


def _tag_page(tag: object) -> str:
    """A tag as the name of its page: the schema's kebab-case, else ValueError."""
    value = names.exact(tag)
    if not _TAG.match(value):
        raise ValueError(f"not a tag: {value!r}")
    return value


_OPERATION_PAGE = re.compile(r"[a-z0-9][a-z0-9_.-]*\Z")


def _operation_page(page: object) -> str:
    """An operation's page name (OperationSpec.page), else ValueError."""
    value = names.exact(page)
    if not _OPERATION_PAGE.match(value):
        raise ValueError(f"not an operation's page: {value!r}")
    return value


PAGE_FILTERS: dict[str, Callable[..., str]] = {
    "yaml": _yaml_string,
    "meta": _meta,
    "page": _page,
    "tag_page": _tag_page,
    "operation_page": _operation_page,
}

_EXAMPLES: dict[str, Callable[[str], object]] = {
    "str": lambda name: f"<{name}>",
    "int": lambda name: 0,
    "float": lambda name: 0.0,
    "bool": lambda name: False,
}
_FIELD = re.compile(r"\{\{|\}\}|\{([a-z][a-z0-9_]*)\}")


def example_envelope(error: ErrorSpec) -> str:
    """The envelope a call failing with `error` prints, with an example value of each
    argument (`<name>` for a string), as the python target's `to_envelope()` orders it."""
    values = {
        p.name: [_EXAMPLES[p.item_type](p.name)] if p.is_list else _EXAMPLES[p.item_type](p.name)
        for p in error.arguments
    }

    def fill(match: re.Match[str]) -> str:
        name = match.group(1)
        if name is None:
            return match.group()[0]
        return str(values.get(name, match.group()))

    detail: dict[str, object] = {
        "code": error.code,
        "message": _FIELD.sub(fill, error.message),
        "retryable": error.retryable,
    }
    detail.update(error.set_details)
    if values:
        detail["details"] = values
    envelope: dict[str, object] = {
        "ok": False,
        "data": None,
        "error": detail,
        "warnings": [],
        "meta": {},
    }
    return json.dumps(envelope, indent=2, ensure_ascii=True)


def _alias_page(alias: str) -> str:
    """An alias's page: its spelling in lower case, every character but `a-z 0-9 _ -` as `-`."""
    return re.sub(r"[^a-z0-9_-]", "-", alias.lower())


def alias_redirects(catalogue: Catalogue) -> list[tuple[str, str]]:
    """(page, code) of each alias that gets a page redirecting to its code's: its spelling in
    lower case, every character but `a-z 0-9 _ -` as `-`; none when that is its code's own
    page, and the first alias (sorted) keeps a name two would share; a code's or a retired
    code's page, the index, `tags` and `nav` keep theirs."""
    taken = (
        set(RESERVED)
        | {e.anchor for e in catalogue.errors}
        | {names.anchor(code) for code in catalogue.retired}
    )
    taken |= {names.page(e.code) for e in catalogue.errors}
    found = []
    for alias, code in catalogue.aliases:
        page = _alias_page(alias)
        if page in taken:
            continue
        taken.add(page)
        found.append((page, code))
    return found


def _transcript(folder: str | None, option: str | None, code: str) -> str | None:
    """The transcript `errgen contract --record` wrote for `code` (DIR/CODE.txt), cleaned for a
    text block (every control, bidi or invisible character escaped visibly, as errgen prints
    a value), or None when there is none."""
    if not option:
        return None
    root = Path(folder or os.getcwd()).resolve()
    path = (root / option / f"{code}.txt").resolve()
    if not path.is_relative_to(root):  # a link that leads out of the configuration's folder
        return None
    try:
        data = read_file(path, MAX_TRANSCRIPT)  # a regular file only: a FIFO is never waited on
    except OSError:
        return None
    text = data[:MAX_TRANSCRIPT].decode("utf-8", "replace")
    lines = escaped_output(re.sub(r"\r\n?", "\n", text.rstrip("\r\n"))).split("\n")
    if len(data) > MAX_TRANSCRIPT:
        lines.append(f"[cut at {MAX_TRANSCRIPT} bytes]")
    return "\n".join(lines)


def _history_lines(history: History | None, code: str) -> list[Event]:
    return list(history.of(code)) if history else []


def render_pages(
    catalogue: Catalogue,
    context: RenderContext,
    markdown_filters: dict[str, Callable[..., str]],
    command_labels: tuple[tuple[str, str], ...],
) -> dict[str, str] | None:
    """Every file of the pages layout by its path in the folder, rendered with the markdown
    target's filters; None for the one-page layout."""
    if catalogue.docs_layout != "pages":
        return None
    filters = markdown_filters | PAGE_FILTERS
    prefix = context.options.get("site_path", "errors")
    history = context.history
    by_code = {e.code: e for e in catalogue.errors}
    common: dict[str, Any] = {
        "catalogue": catalogue,
        "command_labels": command_labels,
        "history": history,
        "defined": by_code,
    }
    pages: dict[str, str] = {}
    redirects = alias_redirects(catalogue)
    pages["index.md"] = render_template(
        "errors.index.md.jinja", filters, context.templates, **common
    )
    for error in catalogue.errors:
        pages[f"{names.page(error.code)}.md"] = render_template(
            "errors.code.md.jinja",
            filters,
            context.templates,
            error=error,
            envelope=example_envelope(error),
            transcript=_transcript(context.folder, context.options.get("transcripts"), error.code),
            events=_history_lines(history, error.code),
            **common,
        )
    for code in catalogue.retired:
        if code in by_code:
            continue
        pages[f"{names.page(code)}.md"] = render_template(
            "errors.retired.md.jinja",
            filters,
            context.templates,
            code=code,
            events=_history_lines(history, code),
            **common,
        )
    for tag, codes in catalogue.tagged:
        pages[f"tags/{tag}.md"] = render_template(
            "errors.tag.md.jinja",
            filters,
            context.templates,
            tag=tag,
            errors=[by_code[code] for code in codes],
            **common,
        )
    for operation in catalogue.operations:
        pages[f"operations/{operation.page}.md"] = render_template(
            "errors.operation.page.md.jinja",
            filters,
            context.templates,
            operation=operation,
            **common,
        )
    pages["nav.yml"] = site_fragment(catalogue, prefix, redirects)
    return pages


def site_fragment(catalogue: Catalogue, prefix: str, redirects: list[tuple[str, str]]) -> str:
    """`nav.yml`: the nav of the folder's pages and the redirect map of the aliases, as a site
    configuration that a site's own takes in with `INHERIT` (every value a JSON string, which
    YAML reads as it is)."""

    def path(name: str) -> str:
        return json.dumps(f"{prefix}/{name}")

    lines = [
        "# Generated by errgen from the error catalogue; do not edit.",
        f"# A site's mkdocs.yml takes it in with INHERIT: <docs_dir>/{prefix}/nav.yml",
        "nav:",
        '  - "Errors":',
        f"      - {path('index.md')}",
    ]
    lines += [
        f"      - {json.dumps(e.code)}: {path(names.page(e.code) + '.md')}"
        for e in catalogue.errors
    ]
    if catalogue.tags:
        lines.append('      - "Tags":')
        lines += [
            f"          - {json.dumps(tag)}: {path(f'tags/{tag}.md')}" for tag in catalogue.tags
        ]
    if catalogue.operations:
        lines.append('      - "Operations":')
        lines += [
            f"          - {json.dumps(op.name)}: {path(f'operations/{op.page}.md')}"
            for op in catalogue.operations
        ]
    retired = [code for code in catalogue.retired if code not in {e.code for e in catalogue.errors}]
    if retired:
        lines.append('      - "Retired":')
        lines += [
            f"          - {json.dumps(code)}: {path(names.page(code) + '.md')}" for code in retired
        ]
    lines += ["plugins:", "  search: {}"]
    if redirects:
        lines += ["  redirects:", "    redirect_maps:"]
        lines += [
            f"      {path(page + '.md')}: {path(names.page(code) + '.md')}"
            for page, code in redirects
        ]
    return "\n".join(lines) + "\n"
