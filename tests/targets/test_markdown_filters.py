"""The Markdown-side filters (md_text, md_code, md_fenced, md_block, anchor) given hostile strings
and str subclasses, in every place a user's errors.md.jinja can put them, read back with
markdown-it, Python-Markdown (mkdocs) and cmark-gfm (GitHub): the value is inert text, it
adds no element and no attribute, and (for printable text) it shows exactly its words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from errgen.targets.markdown import FILTERS
from errgen.targets.markdown_text import one_line
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tests.conftest import CASES, run_errgen
from tests.markdown_views import RENDERERS, Page, read, unlink_email_autolinks, words

SNIPPETS = [
    "<img src=x onerror=alert(1)>",
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "[a](javascript:alert(1))",
    "![x](y.png)",
    "<http://e.co>",
    "<a@b.co>",
    "[x]: http://y",
    "```",
    "~~~",
    "`",
    "``",
    "---",
    "===",
    "***",
    "___",
    "1. ",
    "2) ",
    "# ",
    "## ",
    "> ",
    "- ",
    "+ ",
    "* ",
    "|",
    "| a |",
    "|---|",
    "&amp;",
    "&#60;",
    "&lt;",
    "&copy;",
    "https://e.co/a",
    "http://x.y/z",
    "www.e.co",
    "WWW.e.co",
    "a@b.co",
    "\\",
    "\\\\",
    "  ",
    "\t",
    "    ",
    "\n",
    "\r\n",
    "[",
    "]",
    "(",
    ")",
    "*",
    "_",
    "~",
    "~~x~~",
    "<!--",
    "-->",
    "<div>",
    "</div>",
    "{{ 7 * 7 }}",
    "[^1]",
    ":smile:",
    "#",
    "=",
    '"',
    "'",
    "é",
    "\u00a0",
    "[ ] ",
    "*a*",
    "_a_",
]
TEXT = (
    st.lists(
        st.one_of(
            st.sampled_from(SNIPPETS), st.text(alphabet="ab =-#*_`|<>&[]()!\\~.:1 ", max_size=4)
        ),
        min_size=1,
        max_size=8,
    )
    .map("".join)
    .filter(lambda value: value.strip())
)  # a template's place with nothing in it
CONTROLS = st.lists(
    st.one_of(TEXT, st.sampled_from(["\x00", "\x02", "\x03", "\x0b", "\x0c", "\x1b", "\u2028"])),
    min_size=1,
    max_size=4,
).map("".join)

# Where a template can put an inline filter's output, {} standing for it.
INLINE_PLACES = [
    "{}\n",
    "Before {} after.\n",
    "# {}\n",
    "## {}\n",
    "- {}\n",
    "1. {}\n",
    "> {}\n",
    "| a | b |\n|---|---|\n| {} | x |\n",
    "[{}](#x)\n",
    "*{}*\n",
    "Line one\n{}\n",
    "{}\nLine two\n",
    "- item\n\n    {}\n",
]
# Places where the value is the content of an HTML element, or code: inert, not verbatim.
# (Attribute values are for `anchor` alone; comments and <pre>, <script>, <style>, <textarea>
# hold raw text up to their end, which no escaping that shows the words can keep closed.)
INERT_PLACES = ["<div>\n{}\n</div>\n", "<p>{}</p>\n", "```\n{}\n```\n", "`{}`\n"]
BLOCK_PLACES = [
    "{}",
    "Run {} now.\n",
    "- {}\n",
    "> {}\n",
    "# {}\n",
    "    {}\n",
    "<div>{}</div>\n",
    "| a |\n|---|\n| {} |\n",
]
SUBSET = {"p", "em", "strong", "code", "pre", "ul", "ol", "li", "a"}
EXAMPLES = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def rendered(renderer: str, text: str) -> Page:
    return read(unlink_email_autolinks(RENDERERS[renderer](text)))


def code_placeholder(value: str) -> tuple[str, dict[str, str]]:
    """A value of the same shape for md_code (its `|`, `<` and `]:` kept, the words between
    them a token), and what each token stands for."""
    pieces, shown = re.split(r"([|<]|\](?=:))", one_line(value)), {}
    for index in range(0, len(pieces), 2):
        kept = ":" if index and pieces[index - 1] == "]" else ""  # the ':' that splits ']'
        core = pieces[index][len(kept) :].strip()
        if core:
            token = f"Q{index}Z"
            shown[token] = core
            pieces[index] = kept + pieces[index][len(kept) :].replace(core, token, 1)
    return "".join(pieces), shown


def elements(page: Page) -> list[tuple[str, tuple[tuple[str, str | None], ...]]]:
    """The page's elements, a heading's id aside: mkdocs' toc slugs the heading's text into
    it, which keeps only word characters and hyphens."""
    out = []
    for tag, attrs in page.elements:
        if re.fullmatch(r"h[1-6]", tag):
            assert all(re.fullmatch(r"[\w-]*", v or "") for k, v in attrs if k == "id"), attrs
            attrs = tuple((k, v) for k, v in attrs if k != "id")
        out.append((tag, attrs))
    return out


def assert_shown_as(text: str, reference: str, shown: dict[str, str], exact: bool) -> None:
    """`text` renders as `reference`, whose tokens stand for the value's words: with `exact`,
    the same elements and attributes and the same blocks with the value's words in them;
    without, no element or attribute that `reference` lacks (a renderer may drop a control
    character, and with it an empty paragraph)."""
    for renderer in RENDERERS:
        page, expected = rendered(renderer, text), rendered(renderer, reference)
        if not exact:
            remaining = iter(elements(expected))
            assert all(e in remaining for e in elements(page)), (renderer, text)
            continue
        assert elements(page) == elements(expected), (renderer, text)
        if exact:
            blocks = []
            for tag, block in expected.blocks:
                for token, words_of_value in shown.items():
                    block = block.replace(token, words_of_value)
                blocks.append((tag, words(block)))
            assert page.blocks == blocks, (renderer, text)


@EXAMPLES
@given(TEXT)
def test_md_text_shows_exactly_the_words_everywhere(value: str) -> None:
    for place in INLINE_PLACES:
        reference = place.format("Q0Z")
        assert_shown_as(
            place.format(FILTERS["md_text"](value)), reference, {"Q0Z": one_line(value)}, True
        )


@EXAMPLES
@given(TEXT)
def test_md_code_shows_exactly_the_words_everywhere(value: str) -> None:
    placeholder, shown = code_placeholder(value)
    for place in INLINE_PLACES:
        reference = place.format(FILTERS["md_code"](placeholder))
        assert_shown_as(place.format(FILTERS["md_code"](value)), reference, shown, True)


@EXAMPLES
@given(CONTROLS)
def test_inline_filters_stay_inert_with_control_characters_and_in_raw_html(value: str) -> None:
    placeholder, _ = code_placeholder(value)
    for place in INLINE_PLACES + INERT_PLACES:
        assert_shown_as(place.format(FILTERS["md_text"](value)), place.format("Q0Z"), {}, False)
        if place != "`{}`\n":  # code in the template's own code span: the spans pair anew
            reference = place.format(FILTERS["md_code"](placeholder))
            assert_shown_as(place.format(FILTERS["md_code"](value)), reference, {}, False)


@EXAMPLES
@given(st.one_of(TEXT, CONTROLS), st.sampled_from(["", "sh", "text"]))
def test_md_fenced_is_a_block_of_its_own_everywhere(value: str, info: str) -> None:
    fenced = FILTERS["md_fenced"](value, info)
    fence = re.search(r"`{3,}", fenced)
    assert fence and all(len(run) < len(fence.group()) for run in re.findall("`+", value))
    printable = value.isprintable() or set(value) <= set(" \t\n\r") | {
        c for c in value if c.isprintable()
    }
    for place in BLOCK_PLACES:
        reference = place.format(FILTERS["md_fenced"]("Q0Z", info))
        assert_shown_as(place.format(fenced), reference, {}, False)
        if printable:
            for renderer in RENDERERS:
                page = rendered(renderer, place.format(fenced))
                code = [t for tag, t in page.blocks if tag == "pre" and t]  # "    " may be one
                assert code == [words(value)], (renderer, place)


@EXAMPLES
@given(st.one_of(TEXT, CONTROLS))
@example("\\![x](y.png)")  # an escaped `!` before a link once made an image
@example("\x02>")  # Python-Markdown drops \x02, which once bared `>` to a block quote
@example("[]()")  # a link with an empty target was once written as one, to the page itself
@example("* * *")  # a rule, read as lists nested in empty items, was once written as a rule
@example("1. - - -")
def test_md_block_makes_only_the_safe_subset(value: str) -> None:
    block = FILTERS["md_block"](value)
    for place in ("{}\n", "Intro\n\n{}\n\nOutro\n", "- item\n\n{}\n"):
        for renderer in RENDERERS:
            page = rendered(renderer, place.format(block))
            for tag, attrs in page.elements:
                assert tag in SUBSET, (renderer, tag, block)
                for name, attr in attrs:
                    allowed = (
                        (tag == "a" and name == "href")
                        or (tag == "ol" and name == "start")
                        or (
                            tag == "code"
                            and name == "class"
                            and re.fullmatch(r"language-[\w+.-]+", attr or "")
                        )
                        or (
                            tag == "pre"
                            and name == "lang"
                            and re.fullmatch(r"[\w+.-]+", attr or "")
                        )
                    )
                    assert allowed, (renderer, tag, name, attr, block)
                    if name == "href":
                        assert attr and (
                            attr.startswith(("http://", "https://"))
                            or not re.match(r"[A-Za-z][A-Za-z0-9+.-]*:|//", attr)
                        ), (renderer, attr)


@EXAMPLES
@given(st.one_of(TEXT, st.from_regex(r"[A-Za-z0-9_-]{1,12}", fullmatch=True)))
def test_anchor_is_an_id_or_refused(value: str) -> None:
    try:
        anchor = FILTERS["anchor"](value)
    except ValueError:
        assert not re.fullmatch(r"[A-Za-z0-9_-]+", value)
        return
    assert re.fullmatch(r"[a-z0-9_-]+", anchor) and anchor == value.lower()
    for renderer in RENDERERS:
        link = rendered(renderer, f"[x](#{anchor})\n")
        assert link.elements == [("p", ()), ("a", (("href", "#" + anchor),))], renderer


class Sneaky(str):
    """A str whose own methods all lie: no filter may call one of them."""

    def _lie(self, *args: object, **kwargs: object) -> str:
        return "<img src=x onerror=alert(1)>"

    __str__ = __repr__ = __format__ = translate = replace = lower = strip = _lie
    lstrip = rstrip = upper = casefold = expandtabs = _lie

    def split(self, *args: object, **kwargs: object) -> list[str]:  # type: ignore[override]
        return ["<img src=x onerror=alert(1)>"]

    splitlines = split

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter("<img>")

    def __getitem__(self, key):  # type: ignore[no-untyped-def]
        return "<img>"

    def __len__(self) -> int:
        return 1


@settings(max_examples=100, deadline=None)
@given(st.one_of(TEXT, CONTROLS, st.from_regex(r"[A-Z][A-Z0-9_]{0,10}", fullmatch=True)))
def test_filters_read_a_str_subclass_as_its_exact_str(value: str) -> None:
    for name in ("md_text", "md_code", "md_block", "md_fenced", "anchor"):
        try:
            expected = FILTERS[name](value)
        except ValueError:
            with pytest.raises(ValueError):
                FILTERS[name](Sneaky(value))
            continue
        assert FILTERS[name](Sneaky(value)) == expected, name
    with pytest.raises(ValueError):
        FILTERS["md_fenced"]("x", Sneaky("sh\n<img>"))


def test_a_user_template_puts_every_filter_everywhere_and_the_page_stays_inert(
    tmp_path: Path,
) -> None:
    places = "\n".join(
        place.replace("{}", "{{ e." + field + " | " + name + " }}")
        for name, field in (
            ("md_text", "suggestion"),
            ("md_code", "message"),
            ("md_text", "fix_required"),
        )
        for place in INLINE_PLACES + INERT_PLACES
    )
    template = (
        "{% for e in catalogue.errors %}\n"
        "{% if e.suggestion and e.fix_required %}\n" + places + "\n{% endif %}\n"
        "{% if e.description %}\n{{ e.description | md_block }}\n\n{{ e.description | md_fenced }}\n{% endif %}\n"
        "[go](#{{ e.code | anchor }})\n\n"
        "{% endfor %}\n"
    )
    folder = tmp_path / "templates"
    folder.mkdir()
    (folder / "errors.md.jinja").write_text(template)
    hostile = CASES / "hostile.yaml"
    out = tmp_path / "out"
    result = run_errgen(
        "build", str(hostile), "--out", str(out), "-t", "markdown", "--templates", str(folder)
    )
    assert result.code == 0, result.err
    text = (out / "errors.md").read_text("utf-8")
    for renderer in RENDERERS:
        page = rendered(renderer, text)
        assert {tag for tag, _ in page.elements} <= SUBSET | {
            "h1",
            "h2",
            "blockquote",
            "table",
            "thead",
            "tbody",
            "tr",
            "th",
            "td",
            "div",
        }
        names = {name for _, attrs in page.elements for name, _ in attrs}
        assert names <= {"href", "class", "lang", "start", "id", "align", "style"}, (
            renderer,
            names,
        )
        assert "onerror" not in str(page.elements)
