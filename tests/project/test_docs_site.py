"""errgen's own documentation site (mkdocs.yml, docs/): the references generated from the code
are current and leave nothing out, the README stays short and its blocks are the site's, and
the site builds with `mkdocs build --strict` (a page missing from the nav fails it) and reads
well in chromium: every page loads without a console error, every internal link lands, and the
search finds a rule by its id and a field by its name. One build and one browser session."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote, urljoin, urlsplit

import errgen
import pytest
import yaml

from tests.conftest import ROOT
from tests.targets.test_site import LEAKS, Page, browser, mkdocs, served  # noqa: F401 (a fixture)
from tools import docs_reference

DOCS = ROOT / "docs"
README = ROOT / "README.md"


def headings(page: str, level: str) -> set[str]:
    text = (docs_reference.REFERENCE / page).read_text("utf-8")
    return set(re.findall(rf"^{level} (.+)$", text, re.M))


def test_the_generated_references_are_current() -> None:
    for name, text in docs_reference.pages().items():
        path = docs_reference.REFERENCE / name
        assert path.is_file(), f"docs/reference/{name} is missing: run make regen"
        assert path.read_text("utf-8") == text, f"docs/reference/{name} is stale: run make regen"


def test_every_rule_field_option_check_and_command_has_an_entry() -> None:
    import typer.main
    from errgen.catalogue.patterns import schema
    from errgen.cli.app import application
    from errgen.contract.explained import contract_checks
    from errgen.model.field_table import FIELDS
    from errgen.targets import TARGETS
    from errgen.validation.registry import REGISTRY

    assert {rule.id for rule in REGISTRY} <= headings("rules.md", "##")
    assert {field.name for field in FIELDS} <= headings("catalogue.md", "###")
    keys = set(
        re.findall(r"^- `([^`]+)`: ", (docs_reference.REFERENCE / "catalogue.md").read_text(), re.M)
    )
    document = schema()
    assert set(document["properties"]) <= keys
    for name, node in document["$defs"].items():
        assert {f"{name}.{key}" for key in node.get("properties", {})} <= keys, name
    assert set(TARGETS) <= headings("targets.md", "##")
    options = {f"{name}.{option}" for name, target in TARGETS.items() for option in target.options}
    assert options and options <= headings("targets.md", "###")
    assert set(contract_checks()) <= headings("contract.md", "##")
    group = typer.main.get_command(application())
    commands = group.commands  # type: ignore[attr-defined]
    assert {f"errgen {name}" for name in commands} <= headings("cli.md", "##")
    cli = (docs_reference.REFERENCE / "cli.md").read_text("utf-8")
    for command in [group, *commands.values()]:
        section = cli if command is group else cli.split(f"## errgen {command.name}\n", 1)[1]
        section = section.split("\n## ", 1)[0]
        for parameter in command.params:
            words = parameter.opts if parameter.param_type_name == "option" else [parameter.metavar]
            assert all(f"`{word}`" in section for word in words), (command.name, words)


def test_errgens_own_errors_page_has_every_code() -> None:
    catalogue = errgen.load(ROOT / "catalog" / "errgen.yaml")
    text = (docs_reference.REFERENCE / "errors.md").read_text("utf-8")
    assert all(f"`{error.code}`" in text for error in catalogue.errors)


def test_the_readme_is_short_and_shows_the_site_s_team_path() -> None:
    readme = README.read_text("utf-8")
    assert len(readme.splitlines()) <= 250
    started = (DOCS / "getting-started.md").read_text("utf-8")
    for marker in ("<!-- team-path -->\n", "# .pre-commit-config.yaml\n"):
        block = readme.split(marker, 1)[1].split("```", 1)[0]
        assert marker + block in started, marker


def test_every_link_of_the_readme_into_the_site_lands() -> None:
    links = re.findall(r"\]\((docs/[^)#]+)", README.read_text("utf-8"))
    assert len(links) >= 20
    assert [link for link in links if not (ROOT / link).is_file()] == []


def test_the_envelope_shown_is_the_one_the_generated_module_prints(tmp_path: Path) -> None:
    catalogue = (DOCS / "catalogue.md").read_text("utf-8").split("```yaml\n", 1)[1].split("```")[0]
    (tmp_path / "errors.yaml").write_text(catalogue, "utf-8")
    built = errgen.render(errgen.load(tmp_path / "errors.yaml"), ["python"])["errors.py"]
    namespace: dict[str, Any] = {"__name__": "shown_errors"}
    exec(compile(built, "errors.py", "exec"), namespace)
    error = namespace["CredentialsExpiredError"](expired_at="2026-01-05T10:00:00Z")
    for page in (README, DOCS / "index.md"):
        shown = page.read_text("utf-8").split("<!-- envelope-example -->\n```json\n", 1)[1]
        assert json.loads(shown.split("```", 1)[0]) == error.to_envelope(), page


def test_every_page_of_docs_is_in_the_nav() -> None:
    def paths(nav: Any) -> Iterator[str]:
        for entry in nav:
            value = next(iter(entry.values())) if isinstance(entry, dict) else entry
            yield from paths(value) if isinstance(value, list) else [value]

    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text("utf-8"))
    pages = {str(path.relative_to(DOCS)) for path in DOCS.rglob("*.md")}
    assert set(paths(config["nav"])) == pages


class Links(HTMLParser):
    """The ids and the links of one built page."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.add(str(found["id"]))
        if tag == "a" and found.get("href"):
            self.links.append(str(found["href"]))


def page_urls(site: Path) -> list[str]:
    """The URL of every page of the built site."""
    folders = (path.parent.relative_to(site).as_posix() for path in site.rglob("index.html"))
    return sorted("/" if folder == "." else f"/{folder}/" for folder in folders)


def links_land(site: Path) -> None:
    """Every link of every page to a page of the site lands on a page, and on its anchor."""
    parsed: dict[str, Links] = {}
    for url in page_urls(site):
        links = Links()
        links.feed((site / url.strip("/") / "index.html").read_text("utf-8"))
        parsed[url] = links
    assert "/reference/rules/" in parsed and len(parsed) >= 20
    for url, links in parsed.items():
        for href in links.links:
            target = urlsplit(urljoin("http://site" + url, href))
            if target.netloc != "site":
                continue
            path = unquote(target.path)
            assert path in parsed, (url, href)
            assert not target.fragment or target.fragment in parsed[path].ids, (url, href)


@pytest.mark.slow  # a second build, of a two-page site with mkdocs.yml's settings
def test_a_page_missing_from_the_nav_fails_the_strict_build(tmp_path: Path) -> None:
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text("utf-8"))
    config["nav"] = [{"Home": "index.md"}]
    (tmp_path / "mkdocs.yml").write_text(yaml.safe_dump(config), "utf-8")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.md").write_text("# Home\n", "utf-8")
    (tmp_path / "docs" / "forgotten.md").write_text("# Forgotten\n", "utf-8")
    with pytest.raises(AssertionError, match=r"forgotten\.md"):
        mkdocs(tmp_path, tmp_path / "site")


def shows_its_text_as_written(shown: Any, url: str) -> None:
    """A generated reference page: its prose made no emphasis, link or markup of the code's
    words (python*, [tool.errgen], <commit>), and no escape shows."""
    main = shown.locator("[role=main]")
    assert main.locator("em, strong, script, img").count() == 0, url
    prose = main.evaluate(
        "m => { const c = m.cloneNode(true); c.querySelectorAll('pre, code').forEach("
        "e => e.remove()); return c.innerText; }"
    )
    assert not LEAKS.search(prose), (url, LEAKS.search(prose))


RESULTS = "Array.from(document.querySelectorAll('#mkdocs-search-results a'), a => a.href)"


def search(page: Page, words: str, expected: str) -> list[str]:
    """The links (path and anchor) mkdocs' search lists for `words`, once `expected` is among
    them: the theme's search reads `?q=` and searches as soon as its worker has the index (the
    box's own path, typed, is test_site.py's)."""
    shown = page.page
    shown.goto(f"{page.base}/?q={quote(words)}", wait_until="load")
    shown.wait_for_function(
        f"e => {RESULTS}.some(h => new URL(h).pathname + new URL(h).hash === e)",
        arg=expected,
        timeout=15_000,
    )
    links: list[str] = [
        urlsplit(h).path + "#" + urlsplit(h).fragment for h in shown.evaluate(RESULTS)
    ]
    return links


@pytest.mark.slow  # mkdocs builds the site, a browser reads it
def test_the_site_builds_strictly_its_links_land_and_it_reads_in_chromium_with_search(
    tmp_path: Path, browser: Any  # noqa: F811 (the fixture)
) -> None:
    site = tmp_path / "site"
    mkdocs(ROOT, site)
    links_land(site)
    with served(site) as base:
        page = Page(browser, base)
        for url in page_urls(site):
            page.page.goto(base + url, wait_until="load")
            assert page.page.locator("h1").count() >= 1, url
            assert page.errors == [], (url, page.errors)
            if url.startswith("/reference/") and url != "/reference/errors/":
                shows_its_text_as_written(page.page, url)
        search(page, "yaml-duplicate-key", "/reference/rules/#yaml-duplicate-key")
        search(page, "errgen contract", "/reference/cli/#errgen-contract")
        found = search(page, "retry_after_ms", "/reference/catalogue/#retry_after_ms")
        assert "/reference/rules/#yaml-duplicate-key" not in found  # the search can miss
        assert page.errors == []
