"""The command judgement measured on real programs' commands: tests/cases/commands/corpus.yaml,
437 command lines of git, gh, kubectl, helm, docker, aws, gcloud, az, terraform, npm, pnpm,
yarn, pip, uv, cargo, go and systemctl, each labelled from its program's documentation (the
source is on each entry). Every line is registered as it would be by a team: a truthfully safe
command with its true label, a dangerous one as idempotent; what the judgement reports on it
is what validate reports on that registry line.

The goals (issue 22): truthfully labelled commands flagged at most 5 %, dangerous ones
labelled safe caught at least 80 %, every command that starts another program and every
placeholder in capitals caught; on the lines kept apart (held_out) too."""

from __future__ import annotations

import functools
from collections import Counter
from typing import Any

import pytest
import yaml
from errgen.validation.commands import judge

from tests.conftest import CASES

CORPUS = CASES / "commands" / "corpus.yaml"
SAFE = ("read-only", "idempotent")


@functools.cache
def corpus() -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = yaml.safe_load(CORPUS.read_text("utf-8"))
    return entries


def flagged(entry: dict[str, Any]) -> list[str]:
    """The rules the judgement reports on the line, registered as a team would."""
    line = entry["command"]
    label = entry["truth"] if entry["truth"] in SAFE else "idempotent"
    programs = frozenset(e["command"].split()[0] for e in corpus())
    return [rule for rule, _, _ in judge(line, programs, label)]


def rates(held_out: bool) -> dict[str, tuple[int, int]]:
    """(flagged, total) for each kind of line."""
    counts: Counter[tuple[str, bool]] = Counter()
    for entry in corpus():
        if bool(entry.get("held_out")) != held_out:
            continue
        truth = entry["truth"]
        kind = "safe" if truth in SAFE else "dangerous"
        hit = bool(flagged(entry))
        counts[(kind, hit)] += 1
        if truth in ("runs-program", "placeholder"):
            counts[(truth, hit)] += 1
    kinds = ("safe", "dangerous", "runs-program", "placeholder")
    return {k: (counts[(k, True)], counts[(k, True)] + counts[(k, False)]) for k in kinds}


def test_the_corpus_is_labelled_with_sources() -> None:
    entries = corpus()
    assert len(entries) >= 400
    assert all(e["command"] and e["truth"] and e["source"].startswith("https://") for e in entries)
    assert sum(1 for e in entries if e.get("held_out")) >= 60


@pytest.mark.parametrize("held_out", [False, True], ids=["seen", "held-out"])
def test_the_judgement_meets_its_goals_on_real_commands(held_out: bool) -> None:
    found = rates(held_out)
    safe, dangerous = found["safe"], found["dangerous"]
    wrong = [
        (e["command"], e["truth"], flagged(e))
        for e in corpus()
        if bool(e.get("held_out")) == held_out
        and (bool(flagged(e)) != (e["truth"] not in SAFE))
    ]
    print(f"\n{'held-out' if held_out else 'seen'}: {found}")  # make test -s shows the figures
    assert safe[0] <= 0.05 * safe[1], wrong
    assert dangerous[0] >= 0.80 * dangerous[1], wrong
    for kind in ("runs-program", "placeholder"):
        assert found[kind][0] == found[kind][1], [w for w in wrong if w[1] == kind]


def test_a_registry_of_the_tools_own_commands_never_reads_the_table() -> None:
    # the table is read only for a line that starts with a program it has (~5 ms to parse)
    import subprocess
    import sys

    probe = (
        "import errgen\n"
        "from errgen.validation import knowledge\n"
        "text = b'errgen: 1\\ntool: {name: tool, commands: {tool fix: {effect: idempotent}}}\\n'\n"
        "errgen.check(text + b'errors: {}\\n')\n"
        "print(knowledge.table.cache_info().currsize, knowledge.knows('git'))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["0", "True"]
