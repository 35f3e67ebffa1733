"""Real tools' per-command exits, measured (issue 34): a transcription that declares
`operations:` (examples/real-tools/docker) is built, and what its generated catalog.json and
exit_codes.json say each command ends with is compared with what the tool's sources say
(measure.yaml beside it, each line citing a source of the catalogue's Sources block).

A statement is one (operation, code) exit, or one operation's pass-through of a program's
status. The figures: how many of them are untrue with operations, and how many would be without
them (every code exiting its own number from every command, nothing passed through), the exit
numbers invented (in the generated table, never exited by the tool) and the fake fixes (a fix
command the sources do not show to remove the cause). `pytest -s` prints the table."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.conftest import ROOT, run_errgen

REAL = ROOT / "examples" / "real-tools"
MEASURED = ("docker",)
FIX_FIELDS = ("fix_command", "refresh_command", "reauth_command")


@dataclass(frozen=True)
class Figures:
    tool: str
    operations: int
    statements: int
    untrue: list[str]
    untrue_without: list[str]
    invented: list[int]
    fake_fixes: list[str]

    def row(self) -> str:
        return (
            f"| {self.tool} | {self.operations} | {self.statements} | {len(self.untrue_without)} "
            f"| {len(self.untrue)} | {len(self.invented)} | {len(self.fake_fixes)} |"
        )


def _said(exits: dict[str, int], passes: bool, op: str, sources: dict[str, Any]) -> list[str]:
    """The statements about `op` that its sources contradict."""
    truth = sources["operations"][op]
    wrong = [
        f"{op}: {code} exits {exits.get(code)}, the source says {number}"
        for code, number in sorted(truth["exits"].items())
        if exits.get(code) != number
    ]
    wrong += [
        f"{op}: lists {code}, which the source never ends it with"
        for code in sorted(set(exits) - set(truth["exits"]))
    ]
    if passes != truth["passes_exit_status"]:
        wrong.append(
            f"{op}: passes_exit_status is {passes}, the source says {truth['passes_exit_status']}"
        )
    return wrong


def measure(tool: str, folder: Path, out: Path) -> Figures:
    """`tool`'s figures: its catalogue in `folder` built into `out` and read against the
    measure.yaml beside it."""
    sources: dict[str, Any] = yaml.safe_load((folder / "measure.yaml").read_text("utf-8"))
    catalogue = folder / sources["catalogue"]
    strict = run_errgen("validate", "--strict", str(catalogue))
    assert strict.code == 0 and "valid, 0 warnings" in strict.err, strict.out + strict.err
    done = run_errgen(
        "build",
        str(catalogue),
        "--target",
        "catalog-json",
        "--target",
        "exit-codes",
        "--out",
        str(out),
    )
    assert done.code == 0, done.out + done.err
    catalog = json.loads((out / "catalog.json").read_text("utf-8"))
    table = json.loads((out / "exit_codes.json").read_text("utf-8"))
    own = {e["code"]: e["exit"]["code"] for e in catalog["errors"]}
    untrue: list[str] = []
    untrue_without: list[str] = []
    declared = {o["name"]: o for o in catalog["operations"]}
    for op in sorted(set(declared) | set(sources["operations"])):
        entry = declared.get(op)
        if entry is None:
            untrue.append(f"{op}: not declared")
            untrue_without.append(f"{op}: not declared")
            continue
        exits = {
            code: entry["exits"].get(code, {"code": own[code]})["code"] for code in entry["errors"]
        }
        untrue += _said(exits, entry["passes_exit_status"], op, sources)
        untrue_without += _said({c: own[c] for c in entry["errors"]}, False, op, sources)
    numbers = sorted({v["code"] for k, v in table.items() if k != "operations"})
    fixes = sorted({e[f] for e in catalog["errors"] for f in FIX_FIELDS if e.get(f)})
    return Figures(
        tool=tool,
        operations=len(sources["operations"]),
        statements=sum(len(o["exits"]) + 1 for o in sources["operations"].values()),
        untrue=untrue,
        untrue_without=untrue_without,
        invented=[n for n in numbers if n not in sources["exits"]],
        fake_fixes=[f for f in fixes if f not in sources["fixes"]],
    )


@pytest.fixture(scope="module")
def figures(tmp_path_factory: pytest.TempPathFactory) -> list[Figures]:
    return [measure(tool, REAL / tool, tmp_path_factory.mktemp(tool)) for tool in MEASURED]


def table(found: list[Figures]) -> str:
    head = (
        "| tool | operations | statements | untrue without operations | untrue | invented exits "
        "| fake fixes |\n|---|---|---|---|---|---|---|"
    )
    return "\n".join([head, *(f.row() for f in found)])


def test_each_command_exits_as_its_sources_say(figures: list[Figures]) -> None:
    print(f"\n{table(figures)}")  # pytest -s shows the figures
    for found in figures:
        print("\n".join(f"  untrue without operations: {line}" for line in found.untrue_without))
        assert found.untrue == [], found.untrue
        assert found.invented == [] and found.fake_fixes == []


def test_without_operations_the_per_command_exits_would_be_untrue(figures: list[Figures]) -> None:
    """What operations mend, computed: docker run's four daemon answers (125, not 1) and its pass-through, and docker
    exec's pass-through, are untrue of a catalogue where each code has one exit."""
    docker = next(f for f in figures if f.tool == "docker")
    assert len(docker.untrue_without) == 6, docker.untrue_without
    assert "docker run: IMAGE_NOT_FOUND exits 1, the source says 125" in docker.untrue_without
    assert "docker exec: passes_exit_status is False, the source says True" in docker.untrue_without


def test_a_wrong_exit_in_the_transcription_is_counted(tmp_path: Path) -> None:
    """The measure can fail: docker create given docker run's 125 for a daemon error."""
    copy = tmp_path / "docker"
    copy.mkdir()
    text = (REAL / "docker" / "errors.yaml").read_text("utf-8")
    anchor = "    errors: [USAGE_INVALID, DAEMON_UNREACHABLE, IMAGE_NOT_FOUND, NAME_IN_USE, DAEMON_FAILED]\n"
    assert anchor in text
    (copy / "errors.yaml").write_text(
        text.replace(anchor, anchor + "    exits: {DAEMON_FAILED: DOCKER_FAILED}\n"), "utf-8"
    )
    (copy / "measure.yaml").write_text(
        (REAL / "docker" / "measure.yaml").read_text("utf-8"), "utf-8"
    )
    found = measure("docker", copy, tmp_path / "out")
    assert found.untrue == ["docker create: DAEMON_FAILED exits 125, the source says 1"]


def test_the_docs_quote_the_figures(figures: list[Figures]) -> None:
    """docs/operations.md shows the table this test prints, so the page cannot drift from it."""
    page = (ROOT / "docs" / "operations.md").read_text("utf-8")
    assert table(figures) in page
