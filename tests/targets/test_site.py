"""The pages layout as a site, built by its real consumers and read in a real browser.

examples/guide is built with `mkdocs build --strict` (mkdocs.yml, which takes in errgen's nav
fragment) and with zensical, the Material team's successor to mkdocs (zensical.yml, which takes
in mkdocs.yml); the payments example in the pages layout, for its aliases, tags and HTTP
statuses; and a hostile catalogue, every field of it HTML, scripts, `javascript:` links and
bidi overrides. Each site is served on 127.0.0.1 and read by Debian's chromium through
playwright: pages load without console errors, every help_url of the generated module lands on
a visible heading of its code (old `#anchor` links and alias redirects too), each site's search
finds a code from its message and its alias, zensical's copy button copies exactly a fix
command, no Markdown or escape shows, and no hostile text runs."""

from __future__ import annotations

import functools
import http.server
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import errgen
import errgen.names
import pytest
from errgen.model.resolve import resolve_catalogue
from errgen.targets import TARGETS, RenderContext
from errgen.targets.markdown_pages import alias_redirects
from errgen.validation import check_bytes

from tests.conftest import CASES, ROOT, run_errgen, write

# one worker builds the sites once (pytest-xdist runs a group on one worker: --dist loadgroup)
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("site")]  # mkdocs, zensical, a browser

CHROMIUM = Path("/usr/bin/chromium")
# a browser that reaches nothing but the site it is shown (the machine has no other network)
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ENV = {**os.environ, "DISABLE_MKDOCS_2_WARNING": "true"}  # mkdocs-redirects' banner
GUIDE = ROOT / "examples" / "guide"
DOCS_URL = "https://docs.example.com/errors"
PAY_URL = "https://pay.example.com/docs/errors"


@dataclass(frozen=True)
class Site:
    """A built site: its folder, the generated python module, and the catalogue."""

    root: Path
    built: Path
    module: ModuleType
    catalogue: Any
    docs_url: str


def mkdocs(folder: Path, out: Path, *, strict: bool = True) -> None:
    args = [sys.executable, "-m", "mkdocs", "build", "--site-dir", str(out)]
    done = subprocess.run(
        args + ["--strict"] * strict,
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=300,
        env=ENV,
    )
    assert done.returncode == 0, done.stderr
    assert "WARNING" not in done.stderr, done.stderr


ZENSICAL_BUILT: dict[Path, Path] = {}  # a module's site folder -> its zensical build, once


def zensical(folder: Path) -> Path:
    """The site in `folder` built by zensical, strictly; built once per folder (the tests only
    read what it built)."""
    if folder in ZENSICAL_BUILT:
        return ZENSICAL_BUILT[folder]
    program = shutil.which("zensical", path=str(Path(sys.executable).parent))
    if program is None:
        pytest.skip("zensical is not installed (make test installs the test extra)")
    done = subprocess.run(
        [program, "build", "--strict", "-f", "zensical.yml"],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=300,
        env=ENV,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    ZENSICAL_BUILT[folder] = folder / "site"
    return folder / "site"


def load_module(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def site_config(folder: Path) -> None:
    for name in ("mkdocs.yml", "zensical.yml"):
        shutil.copy(GUIDE / name, folder / name)


@pytest.fixture(scope="module")
def guide(tmp_path_factory: pytest.TempPathFactory) -> Site:
    folder = tmp_path_factory.mktemp("guide") / "guide"
    shutil.copytree(GUIDE, folder, ignore=shutil.ignore_patterns("site", ".errgen_cache"))
    result = run_errgen("build", "--check", cwd=folder)  # the committed build is current
    assert result.code == 0, result.err
    mkdocs(folder, folder / "built")
    module = load_module(folder / "docs" / "errors.py", "site_guide_errors")
    catalogue = errgen.load(folder / "site.yaml")
    return Site(folder, folder / "built", module, catalogue, DOCS_URL)


@pytest.fixture(scope="module")
def payments(tmp_path_factory: pytest.TempPathFactory) -> Site:
    folder = tmp_path_factory.mktemp("payments")
    text = (ROOT / "examples" / "payments" / "errors.yaml").read_text("utf-8")
    write(folder / "errors.yaml", text.replace("\nerrors:\n", "\ndocs_layout: pages\nerrors:\n", 1))
    write(folder / "errgen.toml", 'out = "docs"\ntargets = ["python", "markdown"]\n')
    write(folder / "docs" / "index.md", "# pay\n\nThe [error reference](errors/index.md).\n")
    site_config(folder)
    result = run_errgen("build", cwd=folder)
    assert result.code == 0, result.err
    mkdocs(folder, folder / "built")
    module = load_module(folder / "docs" / "errors.py", "site_payments_errors")
    return Site(folder, folder / "built", module, errgen.load(folder / "errors.yaml"), PAY_URL)


# what every hostile field carries: markup, a script, a javascript: link, an entity, a bidi
# override and a backslash, each of which must show as written and do nothing
HOSTILE = (
    " <script>window.pwned=1</script> <img src=x onerror=window.pwned=2>"
    " [x](javascript:window.pwned=3) &amp; \u202eevil\u202c \\ **b** `c`"
)


def hostile_catalogue() -> Any:
    """tests/cases/hostile.yaml with HOSTILE in every text field, past the checks that would
    refuse the bidi overrides: the pages' filters must hold on their own."""
    data = check_bytes((CASES / "hostile.yaml").read_bytes(), "hostile").data
    data["docs_url"] = DOCS_URL
    data["docs_layout"] = "pages"
    for command in data["tool"]["commands"].values():
        if "safe_because" in command:
            command["safe_because"] += HOSTILE
    for entry in data["errors"].values():
        entry["message"] = entry["message"] + HOSTILE
        for field in ("fix_required", "suggestion", "description"):
            if field in entry:
                entry[field] = entry[field] + HOSTILE
        for table in ("params", "details"):
            for spec in (entry.get(table) or {}).values():
                spec["description"] = (spec.get("description") or "") + HOSTILE
        if "deprecated" in entry:
            entry["deprecated"]["since"] = entry["deprecated"]["since"] + HOSTILE
        entry["aliases"] = [*entry.get("aliases", []), "<b>x" + HOSTILE.strip()[:20]]
    return resolve_catalogue(data)


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Site:
    folder = tmp_path_factory.mktemp("hostile")
    catalogue = hostile_catalogue()
    files = TARGETS["markdown"].render(catalogue, RenderContext())
    for name, text in files.items():
        write(folder / "docs" / name, text)
    write(folder / "docs" / "index.md", "# hostile\n\nThe [error reference](errors/index.md).\n")
    site_config(folder)
    mkdocs(folder, folder / "built", strict=False)  # its descriptions link pages it lacks
    module = ModuleType("hostile")
    return Site(folder, folder / "built", module, catalogue, DOCS_URL)


@contextmanager
def served(folder: Path) -> Iterator[str]:
    """`folder` served on 127.0.0.1 (a folder's URL without its slash redirects, as on any
    static host), for as long as the block runs."""

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder))
    )
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    if not CHROMIUM.exists():
        pytest.skip("Debian's chromium is not installed (make test installs it as root)")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


class Page:
    """A browser page that records every console error and uncaught exception."""

    def __init__(self, browser: Any, base: str) -> None:
        context = browser.new_context(permissions=["clipboard-read", "clipboard-write"])
        self.page = context.new_page()
        self.base = base
        self.errors: list[str] = []
        self.dialogs: list[str] = []
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

        def dialog(d: Any) -> None:
            self.dialogs.append(d.message)
            d.dismiss()

        self.page.on("dialog", dialog)

    def open(self, path: str) -> Any:
        self.page.goto(self.base + path)
        self.page.wait_for_load_state("networkidle")
        return self.page

    def local(self, url: str, docs_url: str) -> str:
        assert url.startswith(docs_url), url
        return "/errors" + url[len(docs_url) :]


def code_pages(site: Site) -> list[tuple[str, str]]:
    """(path, code) of every code's page, a retired code's too."""
    codes = [e.code for e in site.catalogue.errors] + list(site.catalogue.retired)
    return [(f"/errors/{errgen.names.page(code)}/", code) for code in dict.fromkeys(codes)]


def heading_lands(page: Any, code: str, anchor: str | None = None) -> None:
    """The page shows a heading of `code` in view: the page's title heading, or the heading
    the URL's anchor names."""
    from playwright.sync_api import expect

    heading = page.locator(f"[id='{anchor}']") if anchor else page.locator("h1").first
    expect(heading).to_be_visible()
    expect(heading).to_be_in_viewport()
    assert heading.evaluate("e => e.tagName") in ("H1", "H2")
    assert heading.inner_text().strip().rstrip("¶#").strip() == code


@pytest.mark.parametrize("name", ["guide", "payments"])
def test_every_page_loads_without_console_errors(name: str, browser: Any, request: Any) -> None:
    site: Site = request.getfixturevalue(name)
    tags = [f"/errors/tags/{tag}/" for tag in site.catalogue.tags]
    with served(site.built) as base:
        page = Page(browser, base)
        for path, code in [("/errors/", ""), *code_pages(site), *[(t, "") for t in tags]]:
            shown = page.open(path)
            assert page.errors == [], (path, page.errors)
            if code:
                heading_lands(shown, code)


def test_every_help_url_lands_on_a_heading_of_its_code_old_anchors_and_aliases_too(
    guide: Site, payments: Site, browser: Any
) -> None:
    for site in (guide, payments):
        classes = list(site.module.ERRORS.values())
        assert classes and all(cls.help_url.startswith(site.docs_url + "/") for cls in classes)
        with served(site.built) as base:
            page = Page(browser, base)
            for cls in classes:  # the page of its code
                heading_lands(page.open(page.local(cls.help_url, site.docs_url)), cls.code)
            for cls in classes:  # the help_url of the one-page layout: the index's section
                heading_lands(page.open(f"/errors#{cls.code.lower()}"), cls.code, cls.code.lower())
            for alias_page, code in alias_redirects(site.catalogue):
                shown = page.open(f"/errors/{alias_page}/")
                shown.wait_for_url(f"**/errors/{errgen.names.page(code)}/")
                heading_lands(shown, code)
            assert page.errors == []
    assert alias_redirects(payments.catalogue), "the payments example has aliases to redirect"


def search(page: Page, words: str) -> list[str]:
    """The links mkdocs' search (its theme's search box, lunr in a worker) lists for `words`."""
    shown = page.open("/errors/")
    shown.wait_for_function("() => document.readyState === 'complete'")
    shown.wait_for_timeout(1000)  # the worker builds its index once the page has loaded
    shown.keyboard.press("s")
    box = shown.locator("#mkdocs-search-query")
    box.wait_for(state="visible")
    box.press_sequentially(words, delay=30)
    shown.wait_for_timeout(1000)
    links: list[str] = shown.locator("#mkdocs-search-results a").evaluate_all(
        "links => links.map(a => new URL(a.href).pathname)"
    )
    return links


def test_search_finds_a_code_from_a_phrase_of_its_message_and_from_an_alias(
    payments: Site, browser: Any
) -> None:
    declined = "/errors/card_declined/"
    with served(payments.built) as base:
        page = Page(browser, base)
        assert declined in search(page, "card was declined")
        assert declined in search(page, "incorrect_cvc")  # an alias
        assert "/errors/rate_limited/" in search(page, "too many requests")
        assert declined not in search(page, "idempotency")  # the search can fail
        assert page.errors == []


# what a reader would see if Markdown or an escape leaked: a backslash, an entity, emphasis
# marks, a link's brackets, a fence, a heading's or a table's markup
LEAKS = re.compile(r"\\|&[a-z]+;|&#[0-9]+;|\*\*|\]\(|```|^#+ |^\|?-{3}", re.M)


@pytest.mark.parametrize("generator", ["mkdocs", "zensical"])
def test_no_markdown_backslash_or_entity_shows_on_any_page(
    generator: str, guide: Site, payments: Site, browser: Any
) -> None:
    for site in (guide, payments):
        built = site.built if generator == "mkdocs" else zensical(site.root)
        main = "[role=main]" if generator == "mkdocs" else "article"
        tags = [(f"/errors/tags/{tag}/", "") for tag in site.catalogue.tags]
        with served(built) as base:
            page = Page(browser, base)
            for path, _ in [("/errors/", ""), *code_pages(site), *tags]:
                text = page.open(path).locator(main).first.inner_text()
                assert not LEAKS.search(text), (generator, path, LEAKS.search(text))


def shows_hostile_text_and_runs_none(hostile: Site, built: Path, browser: Any, main: str) -> None:
    """Each page of the hostile site (`main`: the selector of a page's content) shows its
    heading, runs no script, has no live HTML or `javascript:` link, and shows each text as
    written."""
    with served(built) as base:
        page = Page(browser, base)
        for path, code in [("/errors/", ""), *code_pages(hostile)]:
            shown = page.open(path)
            if code:
                heading_lands(shown, code)
            assert shown.evaluate("() => window.pwned") is None, path
            content = shown.locator(main).first
            assert content.locator("script, img, iframe, object").count() == 0, path
            hrefs = content.locator("a[href]").evaluate_all("links => links.map(a => a.href)")
            assert not [h for h in hrefs if not h.startswith(("http://127.0.0.1", "https://"))]
            error = next((e for e in hostile.catalogue.errors if e.code == code), None)
            text = content.inner_text()
            if error is None:  # the index shows every message; a retired code has none
                if not code:
                    assert all(e.message in text for e in hostile.catalogue.errors)
                continue
            safe_because = hostile.catalogue.safe_because.get(error.fix_command or "")
            for value in (error.message, error.fix_required, error.suggestion, safe_because):
                if value:
                    assert value in text, (code, value)
        assert page.dialogs == [] and page.errors == []


def test_a_hostile_catalogues_pages_run_nothing_and_show_its_text_as_written(
    hostile: Site, browser: Any
) -> None:
    shows_hostile_text_and_runs_none(hostile, hostile.built, browser, "[role=main]")


def test_zensical_shows_the_hostile_pages_as_text_too(hostile: Site, browser: Any) -> None:
    program = shutil.which("zensical", path=str(Path(sys.executable).parent))
    if program is None:
        pytest.skip("zensical is not installed (make test installs the test extra)")
    # not --strict: the hostile descriptions link pages the site lacks
    args = [program, "build", "-f", "zensical.yml"]
    done = subprocess.run(args, cwd=hostile.root, capture_output=True, text=True, env=ENV)
    assert done.returncode == 0, done.stdout + done.stderr
    shows_hostile_text_and_runs_none(hostile, hostile.root / "site", browser, "article")


@pytest.mark.parametrize("name", ["guide", "payments"])
def test_zensical_builds_the_site_and_its_help_urls_old_anchors_and_redirects_land(
    name: str, browser: Any, request: Any
) -> None:
    site: Site = request.getfixturevalue(name)
    built = zensical(site.root)
    with served(built) as base:
        page = Page(browser, base)
        for cls in site.module.ERRORS.values():
            heading_lands(page.open(page.local(cls.help_url, site.docs_url)), cls.code)
            heading_lands(page.open(f"/errors#{cls.code.lower()}"), cls.code, cls.code.lower())
        for alias_page, code in alias_redirects(site.catalogue):
            shown = page.open(f"/errors/{alias_page}/")
            shown.wait_for_url(f"**/errors/{errgen.names.page(code)}/")
            heading_lands(shown, code)
        assert page.errors == []


def zensical_search(page: Page, words: str) -> list[str]:
    """The pages zensical's search dialog lists for `words`."""
    shown = page.open("/errors/")
    shown.locator(".md-search__button").click()
    box = shown.locator("input[placeholder=Search]")
    box.wait_for(state="visible")
    box.press_sequentially(words, delay=30)
    shown.wait_for_timeout(1000)
    links: list[str] = shown.locator("dialog a, [role=dialog] a, .md-search a").evaluate_all(
        "links => links.map(a => new URL(a.href).pathname)"
    )
    return links


def test_zensical_search_finds_message_and_alias_and_a_copy_button_copies_the_fix_command(
    guide: Site, payments: Site, browser: Any
) -> None:
    with served(zensical(payments.root)) as base:
        page = Page(browser, base)
        assert "/errors/card_declined/" in zensical_search(page, "card was declined")
        assert "/errors/card_declined/" in zensical_search(page, "incorrect_cvc")
        assert "/errors/card_declined/" not in zensical_search(page, "idempotency")
    fixed = [cls for cls in guide.module.ERRORS.values() if cls.fix_command]
    assert fixed
    with served(zensical(guide.root)) as base:
        page = Page(browser, base)
        for cls in fixed:
            shown = page.open(page.local(cls.help_url, guide.docs_url))
            button = shown.locator("button[data-md-type=copy]").first
            button.click()
            assert shown.evaluate("navigator.clipboard.readText()") == cls.fix_command
        assert page.errors == []


@pytest.fixture(scope="module")
def exits(tmp_path_factory: pytest.TempPathFactory) -> Site:
    """tests/cases/exits.yaml (a shared exit, a result exit) in the pages layout, built by mkdocs."""
    folder = tmp_path_factory.mktemp("exits")
    text = (CASES / "exits.yaml").read_text("utf-8")
    write(folder / "errors.yaml", text.replace("\nerrors:\n", "\ndocs_layout: pages\nerrors:\n", 1))
    write(folder / "errgen.toml", 'out = "docs"\ntargets = ["markdown"]\n')
    write(folder / "docs" / "index.md", "# plan\n\nThe [error reference](errors/index.md).\n")
    site_config(folder)
    result = run_errgen("build", cwd=folder)
    assert result.code == 0, result.err
    mkdocs(folder, folder / "built")
    module = ModuleType("exits")
    return Site(folder, folder / "built", module, errgen.load(folder / "errors.yaml"), DOCS_URL)


def test_the_index_shows_the_exit_table_and_its_codes_link_their_pages(
    exits: Site, browser: Any
) -> None:
    """The exit table of the pages layout's index, as a reader sees it: every exit, a shared
    and a result one too, with the codes that exit with it, each a link to its page."""
    with served(exits.built) as base:
        page = Page(browser, base)
        shown = page.open("/errors/")
        table = shown.locator("table", has=shown.locator("th", has_text="Number"))
        rows: list[list[str]] = table.locator("tbody tr").evaluate_all(
            "rows => rows.map(r => [...r.cells].map(c => c.innerText.trim()))"
        )
        assert rows == [
            ["SUCCESS", "0", "success", "none"],
            [
                "ERROR",
                "1",
                "shared: errors of several classes, the envelope tells them apart",
                "INTERNAL_ERROR, LOGGED_OUT, STATE_LOCKED, USAGE_ERROR",  # errgen's two built-ins
            ],
            [
                "CHANGES_PRESENT",
                "2",
                "result: an answer, not a failure; never recovered from",
                "none",
            ],
        ]
        table.get_by_role("link", name="LOGGED_OUT").click()
        shown.wait_for_url("**/errors/logged_out/")
        heading_lands(shown, "LOGGED_OUT")
        assert page.errors == []


def readme_mkdocs_yml() -> str:
    """The mkdocs.yml docs/reference-site.md shows for a site of the pages layout."""
    readme = (ROOT / "docs" / "reference-site.md").read_text("utf-8")
    block = readme.split("its `mkdocs.yml` takes in the fragment", 1)[1]
    return block.split("```yaml\n", 1)[1].split("```", 1)[0]


def test_the_readmes_mkdocs_yml_builds_a_site_with_a_home_page(tmp_path: Path) -> None:
    """docs/reference-site.md's mkdocs.yml, with the home page it asks for, built with mkdocs --strict:
    the site has a root page that links the error reference, and the reference's pages."""
    for name in ("site.yaml", "errors.yaml", "errgen.toml"):
        shutil.copy(GUIDE / name, tmp_path / name)
    write(tmp_path / "mkdocs.yml", readme_mkdocs_yml())
    write(tmp_path / "docs" / "index.md", "# tool\n\nThe [error reference](errors/index.md).\n")
    result = run_errgen("build", cwd=tmp_path)
    assert result.code == 0, result.err
    mkdocs(tmp_path, tmp_path / "site")
    home = (tmp_path / "site" / "index.html").read_text("utf-8")
    assert '<a href="errors/">error reference</a>' in home
    assert (tmp_path / "site" / "errors" / "credentials_expired" / "index.html").is_file()
