"""The markdown target's pages layout (docs_layout: pages): a page per code, tag and retired code,
the index keeping every `#code` anchor, the nav fragment, alias redirects, the example envelope
(validated against the generated envelope schema), transcripts, and help_url following the
layout. The site built from them, in a browser, is test_site.py's."""

from __future__ import annotations

import html
import json
import re
import tempfile
from pathlib import Path

import errgen
import errgen.names
import jsonschema
import markdown
import pytest
import yaml
from errgen.diff import diff_catalogues
from errgen.targets import TARGETS, RenderContext
from errgen.targets.markdown_pages import _meta, _yaml_string, alias_redirects, example_envelope
from hypothesis import given
from hypothesis import strategies as st

from tests.conftest import ROOT, run_errgen, write
from tests.markdown_views import MKDOCS_EXTENSIONS, github, python_markdown, read

PAYMENTS = ROOT / "examples" / "payments" / "errors.yaml"


def pages_of(source: Path, tmp_path: Path, extra: str = "docs_layout: pages\n") -> Path:
    """A copy of the catalogue `source` in the pages layout, in `tmp_path`."""
    text = source.read_text("utf-8").replace("\nerrors:\n", f"\n{extra}errors:\n", 1)
    return write(tmp_path / "errors.yaml", text)


def render_pages(path: Path, **options: str) -> dict[str, str]:
    catalogue = errgen.load(path)
    files = errgen.render(catalogue, ["markdown"], options={"markdown": options})
    return {name.removeprefix("errors/"): data.decode() for name, data in files.items()}


@pytest.fixture(scope="module")
def payments(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    return render_pages(pages_of(PAYMENTS, tmp_path_factory.mktemp("payments")))


def front_matter(page: str) -> dict[str, object]:
    assert page.startswith("---\n")
    head = page.split("\n---\n", 1)[0][4:]
    data = yaml.safe_load(head)
    assert isinstance(data, dict)
    return data


def test_every_code_tag_and_the_index_gets_a_page(payments: dict[str, str]) -> None:
    model = errgen.load(PAYMENTS)
    expected = {"index.md", "nav.yml"}
    expected |= {f"{e.anchor}.md" for e in model.errors}
    expected |= {f"tags/{tag}.md" for tag in model.tags}
    expected |= {f"operations/{operation.page}.md" for operation in model.operations}
    assert set(payments) == expected


def test_a_codes_page_has_its_front_matter_heading_facts_and_ladder_line(
    payments: dict[str, str],
) -> None:
    model = errgen.load(PAYMENTS)
    for error in model.errors:
        page = payments[f"{error.anchor}.md"]
        meta = front_matter(page)
        assert meta["title"] == error.code
        assert html.unescape(str(meta["description"])) == error.message
        assert meta.get("tags", []) == list(error.tags)
        shown = read(python_markdown(page.split("\n---\n", 1)[1]))
        assert ("h1", error.code) in shown.blocks
        texts = [text for _, text in shown.blocks]
        assert error.message in texts
        assert any(error.action in text for text in texts)
        if error.fix_command:
            assert ("pre", error.fix_command) in shown.blocks
        for alias in error.aliases:
            assert alias in " ".join(texts)
        if error.http_status:
            assert ["HTTP status", str(error.http_status)] == [
                t for _, t in shown.blocks if t in ("HTTP status", str(error.http_status))
            ][:2]


def test_the_example_envelope_validates_against_the_generated_schema(tmp_path: Path) -> None:
    source = pages_of(PAYMENTS, tmp_path)
    model = errgen.load(source)
    schema = json.loads(errgen.render(model, ["jsonschema"])["envelope.schema.json"])
    pages = render_pages(source)
    for error in model.errors:
        shown = re.search(r"```json\n(.*?)\n```", pages[f"{error.anchor}.md"], re.S)
        assert shown is not None
        envelope = json.loads(shown.group(1))
        jsonschema.validate(envelope, schema, cls=jsonschema.Draft202012Validator)
        assert envelope["error"]["help_url"] == error.help_url
    # and a tampered one fails: the test can fail
    tampered = json.loads(example_envelope(model.errors[0]))
    tampered["error"]["retryable"] = not tampered["error"]["retryable"]
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(tampered, schema, cls=jsonschema.Draft202012Validator)


def test_the_index_keeps_every_codes_anchor_on_a_heading_of_that_code(
    payments: dict[str, str],
) -> None:
    model = errgen.load(PAYMENTS)
    page = read(python_markdown(payments["index.md"]))  # mkdocs' toc gives the ids
    for error in model.errors:
        assert page.ids[error.anchor] == error.code
    gfm = github(payments["index.md"])
    for error in model.errors:
        assert f'href="{error.anchor}.md"' in gfm


def test_help_url_follows_the_layout_and_diff_says_so(tmp_path: Path) -> None:
    old = errgen.load(PAYMENTS)
    new = errgen.load(pages_of(PAYMENTS, tmp_path))
    for was, now in zip(old.errors, new.errors, strict=True):
        assert was.help_url == f"https://pay.example.com/docs/errors#{was.anchor}"
        assert now.help_url == f"https://pay.example.com/docs/errors/{now.anchor}/"
    changes = [c for c in diff_catalogues(old, new) if c.kind in ("help_url", "problem type")]
    assert [c.code for c in changes] == [e.code for e in old.errors]
    # an old link still lands; but a code an HTTP API serves has a new problem `type`, which
    # its readers key on (issue 26): that is breaking
    served = {e.code for e in old.errors if e.http_status is not None}
    assert {c.code for c in changes if c.breaking} == served
    assert all(c.kind == "help_url" for c in changes if c.code not in served)
    module = errgen.render(new, ["python"])["errors.py"].decode()
    assert f'help_url = "https://pay.example.com/docs/errors/{new.errors[0].anchor}/"' in module
    result = run_errgen("diff", str(PAYMENTS), str(tmp_path / "errors.yaml"))
    assert result.code == 6, result.err  # CATALOG_BREAKING: bump the major version
    assert "card_declined: " not in result.out  # named by code
    assert (
        "CARD_DECLINED: problem type (help_url) changed: "
        "https://pay.example.com/docs/errors#card_declined" in result.out
    )


def test_the_nav_fragment_lists_every_page_and_redirects_aliases(payments: dict[str, str]) -> None:
    model = errgen.load(PAYMENTS)
    fragment = yaml.safe_load(payments["nav.yml"])
    (section,) = fragment["nav"]
    listed = []

    def walk(items: list[object]) -> None:
        for item in items:
            if isinstance(item, str):
                listed.append(item)
            else:
                assert isinstance(item, dict)
                for value in item.values():
                    walk(value) if isinstance(value, list) else listed.append(value)

    walk(section["Errors"])
    assert sorted(listed) == sorted(f"errors/{name}" for name in payments if name.endswith(".md"))
    redirects = fragment["plugins"]["redirects"]["redirect_maps"]
    for alias, code in model.aliases:
        page = re.sub(r"[.:/]", "-", alias.lower())
        target = f"errors/{code.lower()}.md"
        assert redirects.get(f"errors/{page}.md", target) == target
    assert "errors/card_declined.md" not in redirects  # the code's own page already
    assert redirects["errors/expired_card.md"] == "errors/card_declined.md"


def test_an_alias_never_takes_a_codes_page_nor_another_aliass(tmp_path: Path) -> None:
    source = write(
        tmp_path / "errors.yaml",
        """\
errgen: 1
docs_layout: pages
tool: {name: tool}
errors:
  FIRST:
    message: First
    retryable: false
    exit: FAILURE
    aliases: [second, a.b, A:B, index]
  SECOND:
    message: Second
    retryable: false
    exit: FAILURE
    aliases: [a/b]
""",
    )
    redirects = alias_redirects(errgen.load(source))
    # `second` is SECOND's page, `index` the index; A:B, a.b and a/b share `a-b`: the first wins
    assert redirects == [("a-b", "FIRST")]


def test_retired_codes_keep_a_page_and_deprecated_ones_link_their_replacement(
    tmp_path: Path,
) -> None:
    source = ROOT / "examples" / "versions" / "v2.yaml"
    pages = render_pages(pages_of(source, tmp_path))
    assert "# LEGACY\\_FORMAT" in pages["legacy_format.md"]
    assert "**Retired**" in pages["legacy_format.md"]
    assert "[`PLAN_LIMIT_REACHED`](plan_limit_reached.md)" in pages["quota_exceeded.md"]
    assert "[`LEGACY_FORMAT`](legacy_format.md)" in pages["index.md"]


def test_a_transcript_is_shown_escaped_in_a_fence_longer_than_its_backticks(
    tmp_path: Path,
) -> None:
    source = pages_of(ROOT / "examples" / "guide" / "errors.yaml", tmp_path)
    record = tmp_path / "docs" / "transcripts"
    write(
        record / "RATE_LIMITED.txt",
        '$ tool get x\n{"ok": false}\n```` fence\n\x1b[31mred\u202e</pre><script>x</script>\n',
    )
    write(record / "CREDENTIALS_EXPIRED.txt", "$ tool auth refresh\n")
    catalogue = errgen.load(source)
    context = RenderContext(options={"transcripts": "docs/transcripts"}, folder=str(tmp_path))
    pages = TARGETS["markdown"].render(catalogue, context)
    page = pages["errors/rate_limited.md"]
    assert "\n`````text\n" in page and "\n`````\n" in page  # longer than the 4-backtick run
    rendered = python_markdown(page.split("\n---\n", 1)[1])
    pre = [text for tag, text in read(rendered).blocks if tag == "pre"]
    assert "\\x1b[31mred\\u202e</pre><script>x</script>" in pre[-1]
    assert "<script>" not in rendered
    assert "## Transcript" in pages["errors/credentials_expired.md"]
    assert "## Transcript" not in pages["errors/permission_denied.md"]  # none recorded


def test_the_transcripts_option_is_a_folder_inside_the_configuration(tmp_path: Path) -> None:
    write(tmp_path / "errgen.toml", '[markdown]\ntranscripts = "../elsewhere"\n')
    pages_of(ROOT / "examples" / "guide" / "errors.yaml", tmp_path)
    result = run_errgen("build", "--json", cwd=tmp_path)
    assert result.code == 2 and result.envelope()["error"]["code"] == "CONFIG_INVALID"


def test_the_one_page_layout_is_unchanged_without_docs_layout() -> None:
    files = errgen.render(errgen.load(PAYMENTS), ["markdown"])
    assert list(files) == ["errors.md"]


@given(st.text())
def test_the_front_matter_string_reads_back_as_written(value: str) -> None:
    if any(0xD800 <= ord(c) < 0xE000 for c in value):
        return  # no UTF-8 text holds a lone surrogate
    assert yaml.safe_load(f"title: {_yaml_string(value)}\n") == {"title": value}


def test_pages_are_deterministic_and_mkdocs_reads_their_headings(payments: dict[str, str]) -> None:
    again = render_pages(pages_of(PAYMENTS, Path(tempfile.mkdtemp())))
    assert again == payments
    for name, page in payments.items():
        if name.endswith(".md"):
            markdown.markdown(page, extensions=[*MKDOCS_EXTENSIONS, "meta"])


def test_site_path_names_the_folder_in_the_nav_fragment(tmp_path: Path) -> None:
    pages = render_pages(pages_of(PAYMENTS, tmp_path), site_path="reference/errors")
    fragment = yaml.safe_load(pages["nav.yml"])
    assert fragment["nav"][0]["Errors"][0] == "reference/errors/index.md"
    redirects = fragment["plugins"]["redirects"]["redirect_maps"]
    assert redirects["reference/errors/expired_card.md"] == "reference/errors/card_declined.md"


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("history", "--upload-pack=x"),
        ("history", "v* x"),
        ("site_path", "/abs"),
        ("site_path", "a/../b"),
    ],
)
def test_an_option_git_or_a_path_would_misread_is_the_configurations_error(
    tmp_path: Path, option: str, value: str
) -> None:
    write(tmp_path / "errgen.toml", f'[markdown]\n{option} = "{value}"\n')
    pages_of(ROOT / "examples" / "guide" / "errors.yaml", tmp_path)
    result = run_errgen("build", "--json", cwd=tmp_path)
    assert result.code == 2 and result.envelope()["error"]["code"] == "CONFIG_INVALID"


def test_a_transcript_past_its_bound_is_cut_and_says_so(tmp_path: Path) -> None:
    source = pages_of(ROOT / "examples" / "guide" / "errors.yaml", tmp_path)
    write(tmp_path / "t" / "RATE_LIMITED.txt", "x" * 70_000 + "\n")
    context = RenderContext(options={"transcripts": "t"}, folder=str(tmp_path))
    page = TARGETS["markdown"].render(errgen.load(source), context)["errors/rate_limited.md"]
    assert "[cut at 65536 bytes]" in page and "x" * 70_000 not in page


@pytest.mark.parametrize(
    ("docs_url", "help_url"),
    [
        ("https://d.example.com/errors", "https://d.example.com/errors/card_declined/"),
        ("https://d.example.com/errors/", "https://d.example.com/errors/card_declined/"),
        ("https://d.example.com/e?v=1&x=%22", "https://d.example.com/e/card_declined/?v=1&x=%22"),
    ],
)
def test_a_pages_help_url_puts_the_page_in_the_path(docs_url: str, help_url: str) -> None:
    assert errgen.names.help_url(docs_url, "CARD_DECLINED", "pages") == help_url
    assert errgen.names.help_url(docs_url, "INDEX", "pages").count("/index-code/") == 1


@given(st.text())
def test_the_front_matter_description_is_inert_in_an_unescaped_attribute(value: str) -> None:
    if any(0xD800 <= ord(c) < 0xE000 for c in value):
        return
    read = yaml.safe_load(f"description: {_meta(value)}\n")["description"]
    assert not set(read) & set("<>\"'") and html.unescape(read) == value


def test_a_transcript_that_is_a_fifo_or_leads_out_of_the_folder_is_not_read(tmp_path: Path) -> None:
    import os

    source = pages_of(ROOT / "examples" / "guide" / "errors.yaml", tmp_path / "project")
    record = tmp_path / "project" / "t"
    record.mkdir()
    os.mkfifo(record / "RATE_LIMITED.txt")  # never opened for a blocking read
    write(tmp_path / "outside.txt", "secret\n")
    (record / "CREDENTIALS_EXPIRED.txt").symlink_to(tmp_path / "outside.txt")
    context = RenderContext(options={"transcripts": "t"}, folder=str(tmp_path / "project"))
    pages = TARGETS["markdown"].render(errgen.load(source), context)
    assert "## Transcript" not in pages["errors/rate_limited.md"]
    assert "secret" not in pages["errors/credentials_expired.md"]
