"""Real tools' per-command exits, measured (issue 34): each transcription under
examples/real-tools (docker, npm, kubectl with aws, the AWS CLI, gh, the Stripe CLI, terraform)
is built, and what its generated catalog.json and exit_codes.json say each command ends with is
compared with what the tool's sources say (measure.yaml beside it, each line citing a source of
the catalogue's Sources block).

A statement is one (operation, code) exit, one operation's pass-through of a program's status,
or one exit status that is an answer of an operation. A source writes `"*": N` for "every error
of this command exits N" (kubectl's CheckErr), and `results:` for the statuses that are answers
there. The figures: how many statements are untrue with operations, and how many would be
without them (every code exiting its own number from every command, nothing passed through, no
answer but the tool-wide results), the exit numbers invented (in the generated table or an
operation's results, never exited by the tool) and the fake fixes (a fix command the sources do
not show to remove the cause). `pytest -s` prints the table; docs/operations.md and the adoption
README quote it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.conftest import ROOT, run_errgen

REAL = ROOT / "examples" / "real-tools"
# the seven tools, in the order the tables list them: the six, then terraform
MEASURED = {
    "gh": REAL / "adoption" / "ghcli",
    "Stripe CLI": REAL / "adoption" / "stripe",
    "kubectl + aws": REAL / "adoption" / "kubectl",
    "AWS CLI": REAL / "adoption" / "awscli",
    "docker": REAL / "docker",
    "npm": REAL / "adoption" / "npm",
    "terraform": REAL / "terraform",
}
FIX_FIELDS = ("fix_command", "refresh_command", "reauth_command")
EVERY = "*"  # a source's "every error of this command exits N"


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


@dataclass(frozen=True)
class Said:
    """What a generated catalogue says of one operation: each code's exit there, whether it
    passes a program's status through, and the statuses that are answers there."""

    exits: dict[str, int]
    passes: bool
    answers: frozenset[int]


def _untrue(said: Said, op: str, truth: dict[str, Any]) -> list[str]:
    """The statements about `op` that its sources contradict."""
    wanted: dict[str, int] = truth["exits"]
    wrong = []
    for code, number in sorted(said.exits.items()):
        expected = wanted.get(code, wanted.get(EVERY))
        if expected is None:
            wrong.append(f"{op}: lists {code}, which the source never ends it with")
        elif number != expected:
            wrong.append(f"{op}: {code} exits {number}, the source says {expected}")
    wrong += [
        f"{op}: does not list {code}, which the source says exits {number}"
        for code, number in sorted(wanted.items())
        if code != EVERY and code not in said.exits
    ]
    if said.passes != truth["passes_exit_status"]:
        wrong.append(
            f"{op}: passes_exit_status is {said.passes}, the source says {truth['passes_exit_status']}"
        )
    answers = frozenset(truth.get("results", []))
    wrong += [
        f"{op}: exit {n} is {'an answer' if n in said.answers else 'no answer'}, the source says "
        f"{'no answer' if n in said.answers else 'an answer'}"
        for n in sorted(said.answers ^ answers)
    ]
    return wrong


def measure(tool: str, folder: Path, out: Path) -> Figures:
    """`tool`'s figures: its catalogue in `folder` built into `out` and read against the
    measure.yaml beside it."""
    sources: dict[str, Any] = yaml.safe_load((folder / "measure.yaml").read_text("utf-8"))
    catalogue = folder / sources["catalogue"]
    strict = run_errgen("validate", "--strict", str(catalogue))
    assert strict.code == 0 and "valid, 0 warnings" in strict.err, strict.out + strict.err
    targets = ("--target", "catalog-json", "--target", "exit-codes")
    done = run_errgen("build", str(catalogue), *targets, "--out", str(out))
    assert done.code == 0, done.out + done.err
    catalog = json.loads((out / "catalog.json").read_text("utf-8"))
    table = json.loads((out / "exit_codes.json").read_text("utf-8"))
    own = {e["code"]: e["exit"]["code"] for e in catalog["errors"]}
    everywhere = frozenset(
        v["code"] for k, v in table.items() if k != "operations" and v.get("class") == "result"
    )
    untrue: list[str] = []
    untrue_without: list[str] = []
    declared = {o["name"]: o for o in catalog.get("operations", [])}
    statements = 0
    for op in sorted(set(declared) | set(sources["operations"])):
        entry, truth = declared.get(op), sources["operations"].get(op)
        if entry is None or truth is None:
            missing = (
                f"{op}: not declared" if entry is None else f"{op}: no source says what it exits"
            )
            untrue.append(missing)
            untrue_without.append(missing)
            continue
        exits = {c: entry["exits"].get(c, {"code": own[c]})["code"] for c in entry["errors"]}
        answers = everywhere | frozenset(entry.get("results", {}).values())
        untrue += _untrue(Said(exits, entry["passes_exit_status"], answers), op, truth)
        plain = Said({c: own[c] for c in entry["errors"]}, False, everywhere)
        untrue_without += _untrue(plain, op, truth)
        named = set(exits) | {c for c in truth["exits"] if c != EVERY}
        statements += len(named) + 1 + len(answers | frozenset(truth.get("results", [])))
    numbers = {v["code"] for k, v in table.items() if k != "operations"}
    numbers |= {n for o in declared.values() for n in o.get("results", {}).values()}
    fixes = sorted({e[f] for e in catalog["errors"] for f in FIX_FIELDS if e.get(f)})
    return Figures(
        tool=tool,
        operations=len(sources["operations"]),
        statements=statements,
        untrue=untrue,
        untrue_without=untrue_without,
        invented=sorted(n for n in numbers if n not in sources["exits"]),
        fake_fixes=[f for f in fixes if f not in sources["fixes"]],
    )


@pytest.fixture(scope="module")
def figures(tmp_path_factory: pytest.TempPathFactory) -> list[Figures]:
    return [
        measure(tool, folder, tmp_path_factory.mktemp(folder.name))
        for tool, folder in MEASURED.items()
    ]


def table(found: list[Figures]) -> str:
    head = (
        "| tool | operations | statements | untrue without operations | untrue | invented exits "
        "| fake fixes |\n|---|---|---|---|---|---|---|"
    )
    total = Figures(
        "all",
        sum(f.operations for f in found),
        sum(f.statements for f in found),
        [u for f in found for u in f.untrue],
        [u for f in found for u in f.untrue_without],
        [n for f in found for n in f.invented],
        [x for f in found for x in f.fake_fixes],
    )
    return "\n".join([head, *(f.row() for f in [*found, total])])


def test_each_command_exits_as_its_sources_say(figures: list[Figures]) -> None:
    print(f"\n{table(figures)}")  # pytest -s shows the figures
    for found in figures:
        print(
            "\n".join(
                f"  {found.tool}, untrue without operations: {u}" for u in found.untrue_without
            )
        )
        assert found.untrue == [], found.untrue
        assert found.invented == [] and found.fake_fixes == [], (found.invented, found.fake_fixes)


def test_without_operations_the_per_command_exits_would_be_untrue(figures: list[Figures]) -> None:
    """What operations mend, computed: docker run's four daemon answers (125, not 1) and the
    pass-throughs; kubectl diff's errors (2, not 1) and its answer 1; terraform plan's answer 2
    and fmt's 2; EC2's dry-run answer on 254; npm's four pass-throughs."""
    by_tool = {f.tool: f for f in figures}
    docker = by_tool["docker"].untrue_without
    assert len(docker) == 6, docker
    assert "docker run: IMAGE_NOT_FOUND exits 1, the source says 125" in docker
    assert "docker exec: passes_exit_status is False, the source says True" in docker
    kubectl = by_tool["kubectl + aws"].untrue_without
    assert "kubectl diff: NOT_FOUND exits 1, the source says 2" in kubectl
    assert "kubectl diff: exit 1 is no answer, the source says an answer" in kubectl
    assert "kubectl exec: passes_exit_status is False, the source says True" in kubectl
    terraform = by_tool["terraform"].untrue_without
    assert "terraform fmt: CONFIGURATION_INVALID exits 1, the source says 2" in terraform
    assert "terraform plan: exit 2 is no answer, the source says an answer" in terraform
    aws = by_tool["AWS CLI"].untrue_without
    assert "aws ec2 run-instances: exit 254 is no answer, the source says an answer" in aws
    assert len(by_tool["npm"].untrue_without) == 4  # each command passes a script's status


def test_a_wrong_exit_in_the_transcription_is_counted(tmp_path: Path) -> None:
    """The measure can fail: docker create given docker run's 125 for a daemon error, and
    kubectl diff without its answer."""
    copy = tmp_path / "docker"
    copy.mkdir()
    text = (REAL / "docker" / "errors.yaml").read_text("utf-8")
    anchor = "    errors: [USAGE_ERROR, DAEMON_UNREACHABLE, IMAGE_NOT_FOUND, NAME_IN_USE, DAEMON_FAILED]\n"
    assert anchor in text
    (copy / "errors.yaml").write_text(
        text.replace(anchor, anchor + "    exits: {DAEMON_FAILED: DOCKER_FAILED}\n"), "utf-8"
    )
    (copy / "measure.yaml").write_text(
        (REAL / "docker" / "measure.yaml").read_text("utf-8"), "utf-8"
    )
    found = measure("docker", copy, tmp_path / "out")
    assert found.untrue == ["docker create: DAEMON_FAILED exits 125, the source says 1"]
    kubectl = tmp_path / "kubectl"
    kubectl.mkdir()
    for name in ("errors.yaml", "aws.yaml", "measure.yaml"):
        text = (REAL / "adoption" / "kubectl" / name).read_text("utf-8")
        (kubectl / name).write_text(
            text.replace("    results: {DIFFERENCES_FOUND: 1}", ""), "utf-8"
        )
    found = measure("kubectl", kubectl, tmp_path / "out-kubectl")
    assert found.untrue == ["kubectl diff: exit 1 is no answer, the source says an answer"]


def test_the_docs_quote_the_figures(figures: list[Figures]) -> None:
    """docs/operations.md and the adoption README show the table this test prints, so neither
    can drift from it."""
    for page in (ROOT / "docs" / "operations.md", REAL / "adoption" / "README.md"):
        assert table(figures) in page.read_text("utf-8"), page
