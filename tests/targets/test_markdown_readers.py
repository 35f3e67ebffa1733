"""errors.md read by its real readers: CommonMark (markdown-it), mkdocs (Python-Markdown with
its default extensions, and a whole `mkdocs build --strict`) and GitHub (cmark-gfm,
github-slugger). Each must show exactly the catalogue's words, and agree on every anchor."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from errgen.building import valid_catalogue
from errgen.model import Catalogue, ErrorSpec
from errgen.model.resolve import resolve_catalogue
from errgen.targets.markdown import render_markdown

from tests.conftest import ROOT, run_errgen
from tests.golden_records import GOLDEN, SOURCES, sampled
from tests.markdown_views import RENDERERS, Page, read, unlink_email_autolinks, words
from tests.node_tools import node_request

pytestmark = pytest.mark.slow  # mkdocs, cmark-gfm and Node

COMMANDS = (
    ("fix_command", "Fix command"),
    ("refresh_command", "Refresh command"),
    ("reauth_command", "Re-authentication command"),
)


def load_catalogue(path: Path, cwd: Path) -> Catalogue:
    """The resolved catalogue at `path`, as a build with no configuration resolves it."""
    return resolve_catalogue(valid_catalogue(path, cwd).data)


def catalogue(name: str) -> Catalogue:
    return load_catalogue(SOURCES[name], ROOT)


def section(error: ErrorSpec) -> list[tuple[str, str]]:
    """The blocks a reader sees for `error`, in order, in the catalogue's own words."""
    blocks = [("h2", error.code)]
    if error.deprecated_since:
        use = f": use {error.replaced_by} instead" if error.replaced_by else ""
        blocks.append(("p", f"Deprecated since {error.deprecated_since}{use}."))
    blocks.append(("p", words(f"Message: {error.message}")))
    items = [
        f"Class: {error.recovery}",
        f"Exit code: {error.exit.name} ({error.exit.code})"
        + (
            ", shared by errors of several classes: the envelope tells them apart"
            * error.exit.shared
        ),
        f"Retryable: {'yes' if error.retryable else 'no'}",
    ]
    if error.retryable:
        named = (
            f" (or the wait the server named: {error.retry_after_min_ms} to "
            f"{error.retry_after_max_ms} ms, as the envelope's retry_after_ms says)"
        )
        items.append(
            f"Retry after: {error.retry_after_ms} ms{named * (error.retry_after_min_ms is not None)}"
            f", at most {error.max_attempts} attempts in all"
        )
    if error.since:
        items.append(f"Since: {error.since}")
    if error.http_status:
        items.append(f"HTTP status: {error.http_status} ({error.title})")
    if error.tags:
        items.append("Tags: " + ", ".join(error.tags))
    if error.aliases:
        items.append("Aliases: " + ", ".join(error.aliases))
    for param in error.params:
        described = f": {param.description}" if param.description else ""
        items.append(f"Parameter {param.name} ({param.type}){described}")
    for detail in error.details:
        described = f": {detail.description}" if detail.description else ""
        optional = ", optional: absent when the tool leaves it out" if detail.optional else ""
        items.append(f"Detail {detail.name} ({detail.type}{optional}){described}")
    if error.fix_required:
        items.append(f"Fix required: {error.fix_required}")
    if error.suggestion:
        items.append(f"Suggestion: {error.suggestion}")
    blocks += [("li", words(item)) for item in items]
    blocks.append(("p", f"What an agent does: {error.action}"))
    for field, label in COMMANDS:
        if command := getattr(error, field):
            blocks += [("p", f"{label}:"), ("pre", command)]
    return blocks


def is_subsequence(expected: list[tuple[str, str]], blocks: list[tuple[str, str]]) -> bool:
    remaining = iter(blocks)
    return all(any(block == wanted for block in remaining) for wanted in expected)


def rendered(name: str, renderer: str) -> Page:
    text = (GOLDEN / name / "errors.md").read_text("utf-8")
    return read(unlink_email_autolinks(RENDERERS[renderer](text)))


def sections(page: Page) -> dict[str, list[tuple[str, str]]]:
    """Blocks of the page from each h2 to the next."""
    out: dict[str, list[tuple[str, str]]] = {}
    current: list[tuple[str, str]] = []
    for tag, text in page.blocks:
        if tag == "h2":
            current = out[text] = []
        current.append((tag, text))
    return out


@pytest.mark.parametrize("renderer", list(RENDERERS))
@pytest.mark.parametrize("name", sampled())
def test_every_reader_shows_the_catalogues_words(name: str, renderer: str) -> None:
    model = catalogue(name)
    page = rendered(name, renderer)
    shown = sections(page)
    operations = [f"Operation {operation.name}" for operation in model.operations]
    assert list(shown) == [error.code for error in model.errors] + operations
    for error in model.errors:
        assert is_subsequence(section(error), shown[error.code]), (error.code, shown[error.code])
    cells = [text for tag, text in page.blocks if tag == "td"]
    index = [
        cell
        for error in model.errors
        for cell in (
            error.code,
            error.recovery,
            f"{error.exit.name} ({error.exit.code})",
            "yes" if error.retryable else "no",
        )
    ] + exit_cells(model)
    assert cells[: len(index)] == index
    # then each operation's table: each code, its class and the exit it has there
    for operation in model.operations:
        rows = [text for tag, text in shown[f"Operation {operation.name}"] if tag == "td"]
        assert rows[0::3] == list(operation.codes)
        assert rows[2::3] == [
            f"{exit.name} ({exit.code})"
            + ("" if exit == error.exit else f", not {error.exit.name} ({error.exit.code})")
            for error, exit in operation.exit_table
        ]


EXIT_CLASS_WORDS = {
    None: "success",
    "shared": "shared: errors of several classes, the envelope tells them apart",
    "result": "result: an answer, not a failure; never recovered from",
}


def exit_cells(model: Catalogue) -> list[str]:
    """The cells of the exit table a reader sees: each exit of the catalogue's table, its
    number, its class and the codes that exit with it."""
    return [
        cell
        for spec in model.exit_codes
        for cell in (
            spec.name,
            str(spec.code),
            EXIT_CLASS_WORDS.get(spec.kind, str(spec.kind)),
            ", ".join(e.code for e in model.errors if e.exit.name == spec.name) or "none",
        )
    ]


@pytest.mark.parametrize("name", sampled())
def test_heading_ids_links_and_help_urls_agree_on_one_anchor(name: str) -> None:
    model = catalogue(name)
    anchors = [error.anchor for error in model.errors]
    assert anchors == [error.code.lower() for error in model.errors]
    assert all(
        error.help_url is None or error.help_url.endswith("#" + error.anchor)
        for error in model.errors
        if error.source is None  # an included file with a docs_url of its own has its own page
    )
    mkdocs_page = rendered(name, "python-markdown")  # mkdocs' toc gives each heading its id
    assert {code: anchor for anchor, code in mkdocs_page.ids.items() if anchor in anchors} == {
        error.code: error.anchor for error in model.errors
    }
    for renderer in RENDERERS:
        links = [
            dict(attrs)["href"] for tag, attrs in rendered(name, renderer).elements if tag == "a"
        ]
        internal = [link for link in links if link and link.startswith("#")]
        assert internal[: len(anchors)] == ["#" + anchor for anchor in anchors], renderer
        assert {link[1:] for link in internal} <= set(anchors), renderer


def test_github_gives_each_heading_the_codes_anchor() -> None:
    # github-slugger is the reimplementation of github.com's heading ids that remark and
    # others use; the page's headings are read as cmark-gfm renders them.
    page = rendered("hostile", "cmark-gfm")
    headings = [text for tag, text in page.blocks if tag in ("h1", "h2")]
    slugs = node_request({"slugs": headings})["slugs"]
    model = catalogue("hostile")
    assert slugs[1:] == [error.anchor for error in model.errors]
    assert slugs[0] not in slugs[1:]


ONE_PAGE_SITE = """\
site_name: tool errors
docs_dir: docs
nav:
  - Home: index.md
  - Errors: errors.md
validation:
  links:
    anchors: warn
"""


def test_mkdocs_site_shows_the_catalogues_words_and_its_toc_links_the_anchors(
    tmp_path: Path,
) -> None:
    # the guide's catalogue as one page (examples/guide publishes it as a page per code, which
    # test_site.py reads)
    site = tmp_path / "guide"
    site.mkdir()
    shutil.copy(ROOT / "examples" / "guide" / "errors.yaml", site)
    (site / "errgen.toml").write_text('out = "docs"\ntargets = ["markdown"]\n')
    (site / "mkdocs.yml").write_text(ONE_PAGE_SITE)
    (site / "docs").mkdir()
    (site / "docs" / "index.md").write_text("# tool\n\nThe [error reference](errors.md).\n")
    result = run_errgen("build", cwd=site)
    assert result.code == 0, result.err
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(tmp_path / "site")],
        cwd=site,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    html = (tmp_path / "site" / "errors" / "index.html").read_text("utf-8")
    main = html.split('<div class="col-md-9" role="main">')[1].split("<footer")[0]
    page = read(main)
    model = load_catalogue(site / "errors.yaml", site)
    shown = sections(page)
    for error in model.errors:
        assert is_subsequence(section(error), shown[error.code]), (error.code, shown[error.code])
        assert page.ids[error.anchor] == error.code
    sidebar = re.findall(r'data-bs-level="2"><a href="#([^"]+)" class="nav-link"', html)
    assert sidebar == [error.anchor for error in model.errors]
    assert "\\" not in " ".join(text for _, text in page.blocks)  # no stray backslash
    assert "<script" not in main


DESCRIBED = """\
errgen: 1
tool: {name: tool, commands: {tool doctor: {effect: read-only}}}
errors:
  DESCRIBED:
    message: Described
    retryable: false
    exit: FAILURE
    description: |
      Some *emphasis*, **strong**, `code`, a [link](https://example.com/a_b?x=1&y=(2)),
      a [relative one](other.md#part) and an e-mail address, a@example.com.
      Text that only looks like markup: 1,5 % {x}; it's a/b: c \\ d ~e~ <b>bold</b> &amp;.

      - one item
      - another, with `code` and *emphasis*
          - nested

      1. first
      2. second

      ```sh
      tool doctor --verbose
      ```

      # Not a heading
      > not a quote
      [not a link](javascript:alert(1)) ![not an image](https://example.com/x.png)
      [nor this](mailto:a@example.com) <https://example.com/auto> []() [nor to the page itself]()
"""

ALLOWED = {"p", "em", "strong", "code", "pre", "ul", "ol", "li", "a"}
DESCRIBED_BLOCKS = [
    (
        "p",
        "Some emphasis, strong, code, a link, a relative one and an e-mail address, "
        "a@example.com. Text that only looks like markup: 1,5 % {x}; it's a/b: c \\ d ~e~ "
        "<b>bold</b> &.",
    ),
    ("li", "one item"),
    ("li", "nested"),
    ("li", "another, with code and emphasis"),
    ("li", "first"),
    ("li", "second"),
    ("pre", "tool doctor --verbose"),
    (
        "p",
        "# Not a heading > not a quote [not a link](javascript:alert(1)) "
        "![not an image](https://example.com/x.png) [nor this](mailto:a@example.com) "
        "https://example.com/auto []() [nor to the page itself]()",
    ),
]


@pytest.mark.parametrize("renderer", list(RENDERERS))
def test_description_is_markdown_in_the_safe_subset(tmp_path: Path, renderer: str) -> None:
    path = tmp_path / "errors.yaml"
    path.write_text(DESCRIBED, "utf-8")
    page = read(
        unlink_email_autolinks(RENDERERS[renderer](render_markdown(load_catalogue(path, tmp_path))))
    )
    described = sections(page)["DESCRIBED"]
    action = described.index(
        ("p", "What an agent does: stop, and escalate with the error verbatim.")
    )
    assert described[action + 1 :] == DESCRIBED_BLOCKS
    tags = [tag for tag, _ in page.elements]
    description = tags[tags.index("h2", tags.index("h2") + 1) :]
    assert set(description) <= ALLOWED | {"h2"}, renderer
    hrefs = [dict(attrs).get("href") or "" for tag, attrs in page.elements if tag == "a"]
    assert [h for h in hrefs if not h.startswith("#")] == [
        "https://example.com/a_b?x=1&y=%282%29",
        "other.md#part",
        "https://example.com/auto",
    ]


EXITS = ROOT / "tests" / "cases" / "exits.yaml"  # a shared exit and a result exit


@pytest.mark.parametrize("renderer", list(RENDERERS))
def test_every_reader_shows_the_exit_table_a_shared_and_a_result_exit_too(renderer: str) -> None:
    model = load_catalogue(EXITS, ROOT)
    assert {spec.kind for spec in model.exit_codes} >= {"shared", "result"}
    page = read(RENDERERS[renderer](render_markdown(model)))
    cells = [text for tag, text in page.blocks if tag == "td"]
    assert cells[-len(exit_cells(model)) :] == exit_cells(model)
    assert "ERROR 1 shared: errors of several classes, the envelope tells them apart " + (
        "INTERNAL_ERROR, LOGGED_OUT, STATE_LOCKED"
    ) in " ".join(cells)


def test_mkdocs_strict_builds_the_exit_table_and_its_links_land_on_the_codes(
    tmp_path: Path,
) -> None:
    site = tmp_path / "plan"
    (site / "docs").mkdir(parents=True)
    shutil.copy(EXITS, site / "errors.yaml")
    (site / "errgen.toml").write_text('out = "docs"\ntargets = ["markdown"]\n')
    (site / "mkdocs.yml").write_text(
        ONE_PAGE_SITE.replace("validation:", "strict: true\nvalidation:")
    )
    (site / "docs" / "index.md").write_text("# plan\n\nThe [error reference](errors.md).\n")
    assert run_errgen("build", cwd=site).code == 0
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(tmp_path / "out")],
        cwd=site,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0 and "WARNING" not in done.stderr, done.stderr
    html = (tmp_path / "out" / "errors" / "index.html").read_text("utf-8")
    main = html.split('<div class="col-md-9" role="main">')[1].split("<footer")[0]
    model = load_catalogue(site / "errors.yaml", site)
    cells = [text for tag, text in read(main).blocks if tag == "td"]
    assert cells[-len(exit_cells(model)) :] == exit_cells(model)
    assert '<td><a href="#logged_out"><code>LOGGED_OUT</code></a>' in main
    assert "CHANGES_PRESENT</code></td>\n<td>2</td>" in main
