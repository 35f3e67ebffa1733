"""The agents target: the AGENTS.md block as the Markdown readers show it (every code once,
under the step the catalogue gives it), its size on the corpus, its bytes across hash seeds, a
hostile catalogue's text kept inside it, and its splice into a file a team writes by hand."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ERRGEN, ROOT, run_errgen
from tests.golden_records import GOLDEN, sampled
from tests.markdown_views import RENDERERS, read, words

# Codex reads AGENTS.md files up to project_doc_max_bytes, 32 KiB by default, and drops the
# rest unannounced (developers.openai.com/codex/guides/agents-md): the errors block of the
# largest real catalogue (MongoDB's, 404 codes) may take 12 KiB of it, leaving the team 20
BUDGET = 12 * 1024
# what a block may make in any reader: its heading (llms.txt's: bold), paragraphs, list, code
ELEMENTS = {"h2", "p", "ul", "li", "code", "strong"}
BEGIN, END = "<!-- errgen:begin -->", "<!-- errgen:end -->"

HOSTILE_TEXT = (
    "<!-- errgen:end --> </li><script>alert(1)</script> [x](javascript:alert(1)) *bold* "
    "`tick` | a | b | \\\\ # h ![i](http://e/x.png) www.example.com &amp; <b>b</b> ]: /x"
)
HOSTILE = f"""errgen: 1
tool:
  name: tool
  commands:
    tool doctor: {{effect: read-only}}
    tool repair: {{effect: idempotent}}
errors:
  HOSTILE_FIX:
    message: "Broken <!-- errgen:end -->"
    retryable: false
    fix_required: "{HOSTILE_TEXT}"
    diagnose_command: tool doctor
    exit: PRECONDITION
  REPAIRABLE:
    message: "m"
    retryable: false
    fix_required: Repair it
    fix_command: tool repair
    exit: PRECONDITION
  PLAIN_STOP:
    message: "m"
    retryable: false
    exit: PERMISSION_DENIED
"""


def catalogue_errors(catalog_json: Path) -> list[dict[str, Any]]:
    errors: list[dict[str, Any]] = json.loads(catalog_json.read_text("utf-8"))["errors"]
    return errors


def items(text: str, renderer: str) -> dict[str, str]:
    """Each code the rendered block lists, and the words of the list item that states it;
    every element the reader made is one a block may make, and no code is stated twice."""
    page = read(RENDERERS[renderer](text))
    assert {tag for tag, _ in page.elements} <= ELEMENTS
    stated: dict[str, str] = {}
    for tag, item in page.blocks:
        if tag != "li":
            continue
        codes, step = item.split(": ", 1)
        for code in codes.split(", "):
            assert code not in stated, f"{code} stated twice"
            stated[code] = step
    return stated


def expected_words(error: dict[str, Any]) -> str:
    """What the catalogue says an agent does with `error`, in the words a reader shows."""
    if error["retryable"]:
        return f"at most {error['max_attempts']} attempts in all."
    if "fix_command" in error:
        return f"run {error['fix_command']}; if it exits 0, retry once."
    if "fix_required" in error:
        return f"fix first: {words(error['fix_required'])}"
    return "stop: cannot be fixed here; report the error verbatim."


def check_block(text: str, errors: list[dict[str, Any]], renderer: str) -> None:
    stated = items(text, renderer)
    assert sorted(stated) == sorted(error["code"] for error in errors)
    for error in errors:
        assert expected_words(error) in stated[error["code"]], error["code"]
        if "diagnose_command" in error:
            assert stated[error["code"]].startswith(f"look with {error['diagnose_command']} first")


@pytest.mark.parametrize("file", ["AGENTS.md", "llms.txt"])
@pytest.mark.parametrize("renderer", RENDERERS)
@pytest.mark.parametrize("name", sampled())
def test_every_reader_shows_each_code_once_under_its_step(
    name: str, renderer: str, file: str
) -> None:
    text = (GOLDEN / name / file).read_text("utf-8")
    check_block(text, catalogue_errors(GOLDEN / name / "catalog.json"), renderer)
    if file == "llms.txt":  # llmstxt.org: no heading between the summary and the first H2
        assert not any(tag[0] == "h" for tag, _ in read(RENDERERS[renderer](text)).elements)


def test_the_corpus_blocks_fit_the_budget() -> None:
    sizes = {
        (name, file): len((GOLDEN / name / file).read_bytes())
        for name in ("mongodb", "postgres")
        for file in ("AGENTS.md", "llms.txt")
    }
    assert all(size <= BUDGET for size in sizes.values()), sizes


def build_hostile(folder: Path, seed: str) -> bytes:
    folder.mkdir(parents=True)
    (folder / "errors.yaml").write_text(HOSTILE, "utf-8")
    env = dict(os.environ, PYTHONHASHSEED=seed)
    done = subprocess.run(
        [str(ERRGEN), "build", "errors.yaml", "--out", ".", "--target", "agents"],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    return (folder / "AGENTS.md").read_bytes()


@pytest.fixture(scope="module")
def hostile_blocks(tmp_path_factory: pytest.TempPathFactory) -> list[bytes]:
    root = tmp_path_factory.mktemp("hostile")
    return [build_hostile(root / seed, seed) for seed in ("0", "4242")]


def test_the_block_is_the_same_bytes_under_any_hash_seed(hostile_blocks: list[bytes]) -> None:
    assert hostile_blocks[0] == hostile_blocks[1]


@pytest.mark.parametrize("renderer", RENDERERS)
def test_hostile_text_stays_words_inside_the_block(
    hostile_blocks: list[bytes], renderer: str, tmp_path: Path
) -> None:
    text = hostile_blocks[0].decode("utf-8")
    assert text.count(END) == 1 and text.endswith(END + "\n")  # no text ends the block early
    body = text[len(BEGIN) + 1 : -len(END) - 1]
    errors = [
        {
            "code": "HOSTILE_FIX",
            "retryable": False,
            "fix_required": HOSTILE_TEXT.replace("\\\\", "\\"),
        }
        | {"diagnose_command": "tool doctor"},
        {"code": "REPAIRABLE", "retryable": False, "fix_command": "tool repair"},
        {"code": "PLAIN_STOP", "retryable": False},
        {"code": "INTERNAL_ERROR", "retryable": False},
        # errgen's built-in usage error: the catalogue has none of its own
        {
            "code": "USAGE_ERROR",
            "retryable": False,
            "fix_required": "Correct the command line, then reissue",
        },
    ]
    check_block(body, errors, renderer)


HAND_BEFORE = "# My tool\r\n\r\nWritten by hand: é, `code`, <!-- errgen:begin --> inline.\r\n"
HAND_AFTER = "\r\nMore by hand, and no line break at the end"


def test_the_splice_keeps_every_hand_written_byte(tmp_path: Path) -> None:
    (tmp_path / "errors.yaml").write_text(HOSTILE, "utf-8")
    agents = tmp_path / "AGENTS.md"
    agents.write_bytes(f"{HAND_BEFORE}{BEGIN}\r\nstale\r\n{END}{HAND_AFTER}".encode())
    build = ("build", "errors.yaml", "--out", ".", "--target", "agents")
    assert run_errgen(*build, cwd=tmp_path).code == 0
    data = agents.read_bytes().decode("utf-8")
    assert data.startswith(HAND_BEFORE + BEGIN + "\r\n") and data.endswith(END + HAND_AFTER)
    block = data[len(HAND_BEFORE + BEGIN + "\r\n") : -len(END + HAND_AFTER)]
    assert "stale" not in block and "\n" not in block.replace("\r\n", "")  # the file's line ends
    assert run_errgen(*build, "--check", cwd=tmp_path).code == 0
    # the team edits its own text: the block is still current, and a build keeps the edit
    agents.write_bytes(agents.read_bytes().replace(b"More by hand", b"Edited by hand"))
    assert run_errgen(*build, "--check", cwd=tmp_path).code == 0
    # someone edits the block: --check finds it stale, a build puts it back
    agents.write_bytes(agents.read_bytes().replace(b"retry once", b"retry twice"))
    assert run_errgen(*build, "--check", cwd=tmp_path).code != 0
    assert run_errgen(*build, cwd=tmp_path).code == 0
    assert agents.read_bytes().decode("utf-8") == HAND_BEFORE + BEGIN + "\r\n" + block + (
        END + HAND_AFTER.replace("More", "Edited")
    )


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("# Mine\n\nno markers\n", "has no <!-- errgen:begin --> and <!-- errgen:end --> lines"),
        (f"{BEGIN}\nhand\n", "has 1 <!-- errgen:begin --> and 0 <!-- errgen:end --> lines"),
        (f"{BEGIN}\n{END}\n{BEGIN}\n{END}\n", "has 2 <!-- errgen:begin --> and 2"),
        (f"{END}\nhand\n{BEGIN}\n", "its <!-- errgen:end --> line comes before"),
    ],
)
def test_bad_markers_are_errgens_error_and_nothing_is_written(
    tmp_path: Path, text: str, problem: str
) -> None:
    (tmp_path / "errors.yaml").write_text(HOSTILE, "utf-8")
    (tmp_path / "AGENTS.md").write_text(text, "utf-8")
    done = run_errgen(
        "build",
        "errors.yaml",
        "--out",
        ".",
        "--target",
        "agents",
        "--target",
        "python",
        cwd=tmp_path,
    )
    assert done.code == 6, done.err  # PRECONDITION
    assert (
        "error[OUTPUT_MARKERS_INVALID]: Cannot place the generated block in AGENTS.md" in done.err
    )
    assert problem in done.err and "fix_required: Put one line <!-- errgen:begin -->" in done.err
    assert (tmp_path / "AGENTS.md").read_text("utf-8") == text
    assert not (tmp_path / "errors.py").exists()  # all outputs or none


def test_an_llms_txt_keeps_its_form_around_the_block(tmp_path: Path) -> None:
    """llmstxt.org's form: an H1, a blockquote, details without headings (the block), then H2
    sections of links; every reader still sees them in that order, the block between."""
    (tmp_path / "errors.yaml").write_text(HOSTILE, "utf-8")
    hand = "# tool\n\n> A tool.\n\n{}\n\n## Docs\n\n- [Errors](https://e.example/errors): all\n"
    (tmp_path / "llms.txt").write_text(hand.format(f"{BEGIN}\n{END}"), "utf-8")
    done = run_errgen("build", "errors.yaml", "--out", ".", "--target", "llms-txt", cwd=tmp_path)
    assert done.code == 0, done.err
    text = (tmp_path / "llms.txt").read_text("utf-8")
    before, after = hand.split("{}")
    assert text.startswith(before + BEGIN + "\n") and text.endswith(END + after)
    for renderer in RENDERERS:
        page = read(RENDERERS[renderer](text))
        tags = [tag for tag, _ in page.elements if tag in ("h1", "blockquote", "strong", "h2")]
        assert tags == ["h1", "blockquote", "strong", "h2"], renderer


def test_depot_errors_json_is_its_catalog_json(tmp_path: Path) -> None:
    from errgen.targets.catalog_json import catalog_json_schema
    from jsonschema import Draft202012Validator

    depot = ROOT / "examples" / "depot"
    env = dict(os.environ, PYTHONPATH=str(depot), DEPOT_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-m", "depot", "errors", "--json"],
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    described = json.loads(done.stdout)
    Draft202012Validator(catalog_json_schema()).validate(described)
    assert described == json.loads((depot / "depot" / "catalog.json").read_text("utf-8"))
    readme = (depot / "README.md").read_text("utf-8")
    assert readme.count(BEGIN) == readme.count(END) == 1
    check_block(
        readme[readme.index(BEGIN) + len(BEGIN) : readme.index(END)],
        described["errors"],
        "cmark-gfm",
    )
