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
from errgen.validation import knowledge
from errgen.validation.commands import judge, standing

from tests.conftest import CASES

CORPORA = tuple(
    CASES / "commands" / name
    for name in ("corpus.yaml", "classes.yaml", "starting.yaml", "heldout4.yaml", "heldout8.yaml")
)
SAFE = ("read-only", "idempotent")
# the rules whose id says the command starts another program
STARTS = frozenset(("command-runs-program", "command-option-runs-program", "program-unsafe"))


# the held-out sets each written before the lint changed for it: issue 33's third pass
# (program-starting lines), fourth pass (every class, 40 programs, 21 not in the table) and the
# eighth set (every class, 60 programs in no other set and not in the table, written blind)
NEW_SETS = ("starting.yaml", "heldout4.yaml", "heldout8.yaml")


@functools.cache
def corpus() -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = []
    for path in CORPORA:
        entries += [{**entry, "file": path.name} for entry in yaml.safe_load(path.read_text("utf-8"))]
    return entries


def flagged(entry: dict[str, Any]) -> list[str]:
    """The rules the judgement reports on the line, registered as a team would."""
    line = entry["command"]
    label = entry["truth"] if entry["truth"] in SAFE else "idempotent"
    programs = frozenset(e["command"].split()[0] for e in corpus())
    rules = [rule for rule, _, _ in judge(line, programs, label)]
    # a line written with shell syntax (a template, a glob) is refused as not self-contained
    # by design (SPEC 3); only a rule about what the line does would be a false positive
    return [r for r in rules if r != "command-not-self-contained"] if entry.get("shell") else rules


def noticed(entry: dict[str, Any]) -> bool:
    """Whether validate notices the line as one errgen cannot judge (command-unjudged): a safe
    line of a program errgen has no knowledge of, no rule reported, nothing proven or cited."""
    label = entry["truth"] if entry["truth"] in SAFE else "idempotent"
    unknown = standing(entry["command"], {"effect": label}, None) == "unknown"
    return unknown and not flagged(entry)


def in_table(entry: dict[str, Any]) -> bool:
    return knowledge.knows(entry["command"].split()[0])


def rates(
    held_out: bool, table: bool | None = None, new_set: str | bool | None = None
) -> dict[str, tuple[int, int]]:
    """(hit, total) for each kind of line: a safe line hit is a false positive; a dangerous
    one hit is caught (by a rule, or, for a program errgen does not know, by the notice).
    `new_set` picks the lines of one of NEW_SETS (its name), the lines of neither (False) or
    every line (None)."""
    counts: Counter[tuple[str, bool]] = Counter()
    for entry in corpus():
        if bool(entry.get("held_out")) != held_out:
            continue
        if new_set is False and entry["file"] in NEW_SETS:
            continue
        if isinstance(new_set, str) and entry["file"] != new_set:
            continue
        if table is not None and in_table(entry) != table:
            continue
        truth, rules = entry["truth"], flagged(entry)
        if truth in SAFE:
            counts[("safe", bool(rules))] += 1
        else:
            # a notice counts as caught only for a program errgen does not know (issue 33)
            counts[("dangerous", bool(rules) or (noticed(entry) and not in_table(entry)))] += 1
            counts[("dangerous by a rule", bool(rules))] += 1
        if truth == "runs-program":
            counts[("runs-program", bool(rules))] += 1
            counts[("named as starting one", bool(STARTS.intersection(rules)))] += 1
        if truth == "placeholder":
            counts[("placeholder", bool(rules))] += 1
        if not in_table(entry):
            counts[("unknown program noticed", bool(rules) or noticed(entry))] += 1
    kinds = ("safe", "dangerous", "dangerous by a rule", "runs-program", "named as starting one")
    kinds += ("placeholder", "unknown program noticed")
    return {k: (counts[(k, True)], counts[(k, True)] + counts[(k, False)]) for k in kinds}


def figures() -> str:
    """The figures, seen and held out, for programs in the table and not in it; the held-out
    lines of the first two corpora and of the new set apart."""
    lines = []
    for held_out, new_set, name in SETS:
        for table in (True, False):
            found = rates(held_out, table, new_set)
            where = "in the table" if table else "not in it"
            shown = ", ".join(f"{k} {hit}/{total}" for k, (hit, total) in found.items() if total)
            lines.append(f"{name}, {where}: {shown}")
    return "\n".join(lines)


SETS = (
    (False, None, "seen"),
    (True, False, "held-out"),
    *((True, name, f"held-out {name}") for name in NEW_SETS),
)


def test_the_corpus_is_labelled_with_sources() -> None:
    entries = corpus()
    assert len(entries) >= 600
    assert all(e["command"] and e["truth"] and e["source"].startswith("https://") for e in entries)
    assert sum(1 for e in entries if e.get("held_out")) >= 150
    unknown = {e["command"].split()[0] for e in entries if not in_table(e)}
    assert len(unknown) >= 15, unknown


# the fourth pass's set, measured on main before any rule changed for it: FP 12/88, dangerous
# 121/127, 29/38 starting lines caught, 28/38 named. Its misses were read before the fourth
# pass's rules were written (by class, never by line), so after them it is no longer unseen.


def _wrong(held_out: bool, new_set: str | bool | None) -> list[tuple[str, str, list[str]]]:
    """The lines of a set the judgement gets wrong: a safe line flagged, a dangerous one let
    through unnoticed."""
    return [
        (e["command"], e["truth"], flagged(e))
        for e in corpus()
        if bool(e.get("held_out")) == held_out
        and (new_set is None or (e["file"] == new_set if new_set else e["file"] not in NEW_SETS))
        and (
            bool(flagged(e))
            if e["truth"] in SAFE
            else not (flagged(e) or (noticed(e) and not in_table(e)))
        )
    ]


@pytest.mark.parametrize(
    ("held_out", "new_set"),
    [
        (False, None),
        (True, False),
        (True, "starting.yaml"),
        (True, "heldout4.yaml"),
        # written blind and measured on main before any rule changed for it: 22/108 controls
        # flagged (20.4 %): version and help forms of wrappers, read-only options (-p PID of
        # taskset/ionice/chrt, doas -C), a dry run (kapp deploy --diff-run), check verbs (atlas
        # migrate validate/lint), an idempotent start (sv up); dangerous 167/167, placeholders
        # 10/10, unknown programs noticed 275/275
        pytest.param(True, "heldout8.yaml", marks=pytest.mark.xfail(
            reason="eighth held-out set: 22/108 (20.4 %) controls flagged", strict=True)),
    ],
    ids=["seen", "held-out", "held-out-starting", "held-out-4", "held-out-8"],
)
def test_the_judgement_meets_its_goals_on_real_commands(
    held_out: bool, new_set: str | bool | None
) -> None:
    found = rates(held_out, new_set=new_set)
    safe, dangerous = found["safe"], found["dangerous"]
    wrong = _wrong(held_out, new_set)
    if not held_out:
        print(f"\n{figures()}")  # pytest -s shows the figures of every set, once
    assert safe[0] <= 0.05 * safe[1], wrong
    assert dangerous[0] >= 0.90 * dangerous[1], wrong
    for kind in ("placeholder", "unknown program noticed"):
        assert found[kind][0] == found[kind][1], [w for w in wrong if w[1] == kind]


@pytest.mark.parametrize(
    ("held_out", "new_set"),
    [
        (False, None),
        (True, False),
        # written before the change, not tuned on after it: 63/70 caught, 62/70 named. Missed:
        # infra tools applying a plan (tofu, helmfile, chezmoi apply: `apply` is read three
        # ways in errgen's table, so no general verb), cdk deploy (caught as not idempotent,
        # not named), a script file given as an argument (mongosh app fix.js), an editor opened
        # with no verb (sops secrets.yaml), project code run by a verb that says nothing of it
        # (alembic upgrade head) and a test runner's default command (tox -e py312)
        pytest.param(True, "starting.yaml", marks=pytest.mark.xfail(
            reason="new held-out set: 62/70 (89 %) named as starting a program", strict=True)),
        # 34/38 caught and named (28/38 before the fourth pass). Missed, each a program's own
        # meaning no shared word says: bazel fetch (repository rules run programs), certbot
        # renew --dry-run (the dry run still runs the hooks), pipx runpip (a run verb fused to
        # its object), cargo clippy (not in the table's cargo entry; noticed, not judged)
        pytest.param(
            True,
            "heldout4.yaml",
            marks=pytest.mark.xfail(
                reason="fourth held-out set: 34/38 (89 %) named as starting a program", strict=True
            ),
        ),
        # written blind, measured on main before any rule changed for it: 68/107 caught, 59/107
        # named. Missed (48), by class: task runner options (task --force/--parallel/--watch/
        # --taskfile, mage -v test); test runners' default and watch forms (vitest watch, vitest
        # foobar, jest, jest -o, jest --watchAll, jest path/to/my-test.js); package installs and
        # builds whose scripts run (yum update/reinstall/localinstall, paru, paru -S/-Sua,
        # makepkg -si/--nobuild, nix-build, nix-build release.nix -A ...); file watchers (entr
        # make, entr -r node app.js, nodemon server.js, nodemon -x make); options whose value is
        # a command (fd -x/-X, rg --pre); editors opened with no verb (vipw, vipw -s, vigr,
        # talosctl edit machineconfig); database shells given a script (sqlplus @sales.sql,
        # sqlplus ... @purge_audit.sql); wrappers running their arguments (numactl, pdsh x3,
        # systemd-nspawn x2); deploy and configuration tools (chef-client, chef-client -z, cf
        # push, cf restage, fly deploy, spark-submit x2, R CMD check)
        pytest.param(True, "heldout8.yaml", marks=pytest.mark.xfail(
            reason="eighth held-out set: 59/107 (55 %) named as starting a program", strict=True)),
    ],
    ids=["seen", "held-out", "held-out-starting", "held-out-4", "held-out-8"],
)
def test_commands_that_start_a_program_are_caught_and_named(
    held_out: bool, new_set: str | bool | None
) -> None:
    found = rates(held_out, new_set=new_set)
    assert found["runs-program"][0] >= 0.95 * found["runs-program"][1]
    assert found["named as starting one"][0] >= 0.95 * found["named as starting one"][1]


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
