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
    for name in (
        "corpus.yaml",
        "classes.yaml",
        "starting.yaml",
        "heldout4.yaml",
        "heldout5.yaml",
        "heldout6.yaml",
        "heldout7.yaml",
        "heldout8.yaml",
        "heldout9.yaml",
    )
)
SAFE = ("read-only", "idempotent")
# the rules whose id says the command starts another program
STARTS = frozenset(("command-runs-program", "command-option-runs-program", "program-unsafe"))


# the held-out sets each written before the lint changed for it: issue 33's third pass
# (program-starting lines), fourth pass (every class, 40 programs, 21 not in the table) and
# a fifth set written blind by a helper who does not write the rules (151 programs, 146 in no
# other set and not in the table; weighted toward lines that start another program)
NEW_SETS = (
    "starting.yaml",
    "heldout4.yaml",
    "heldout5.yaml",
    "heldout6.yaml",
    "heldout7.yaml",
    "heldout8.yaml",
    "heldout9.yaml",
)


def missed(name: str, reason: str) -> Any:
    """A held-out set's case whose goal main misses: a strict expected failure, so the rule
    that meets it must also update the recorded figures."""
    return pytest.param(True, name, marks=pytest.mark.xfail(reason=reason, strict=True))


@functools.cache
def corpus() -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = []
    for path in CORPORA:
        entries += [
            {**entry, "file": path.name} for entry in yaml.safe_load(path.read_text("utf-8"))
        ]
    return entries


@functools.cache
def companions() -> frozenset[str]:
    """Every program of the corpus, declared as the registry's companions."""
    return frozenset(e["command"].split()[0] for e in corpus())


def flagged(entry: dict[str, Any]) -> list[str]:
    """The rules the judgement reports on the line, registered as a team would."""
    line = entry["command"]
    label = entry["truth"] if entry["truth"] in SAFE else "idempotent"
    rules = [rule for rule, _, _ in judge(line, companions(), label)]
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


# the held-out sets whose goals (flagged <= 5 %, dangerous >= 90 %, placeholders and unknown
# programs' lines all caught) are missed: a strict expected failure each, with its figure
GOAL_MISSES = {
    # the fifth set, written blind: on main 26/128 controls flagged (20 %); with the fifth
    # pass's first rules, written without it, 33/128 (26 %). Its misses were then read and
    # answered by class (refused programs' version, syntax-check and list forms, capitals
    # of a standard's vocabulary, a runner's dry run and listings, a URL as a key's value,
    # a dump's output file), so it is seen now: 2/128 (kustomize build, linkerd uninstall,
    # each a program's own meaning). heldout6.yaml measures those rules.
    # the sixth set, written blind while the fifth pass was (a helper who read neither the
    # rules nor heldout5.yaml): 18/92 controls flagged on main (19.6 %), 14/92 (15.2 %)
    # with the fifth pass (ad7818a + sudo -k), measured before a line of it was read. Its
    # misses were then read and answered by class, so it is seen now: 6/92 (6.5 %; rsync's
    # -n inside -avn, make -p -f /dev/null, a capitalised secret's real name, lefthook
    # uninstall, sudo -v: each a program's own meaning; and loginctl enable-linger deploy,
    # a user named deploy read as the verb since a deploy second on the path is one again)
    "heldout6.yaml": "sixth held-out set: 6/92 (6.5 %) controls flagged",
    # the seventh set, written blind after the sixth pass's rules (a helper who read
    # neither the rules nor any other set's lines; 48 programs in no other set): 8/76
    # controls flagged on main (10.5 %), 5/76 (6.6 %) with the fifth pass (a53dfee); its
    # misses then read and answered by class, it is seen: 2/76 (nextflow clean -n, a dry
    # run of that program's own; playwright install, which only downloads browsers)
    # the eighth set, written blind after the seventh set's classes (60 programs in no
    # other set): 22/108 controls flagged on main (20.4 %), 20/108 (18.5 %) with the
    # fifth pass (4e44321), measured before a line of it was read. With the red team's
    # fixes and its misses read (seen now): 8/108 (7.4 %; refused programs' own forms
    # such as scp -3 and script -p, jest's config and makepkg's PKGBUILD, which are code)
    "heldout8.yaml": "eighth held-out set: 8/108 (7.4 %) controls flagged",
    # the ninth set, written blind after the red team's fixes (45 programs in no other
    # set): 6/92 controls flagged on main (6.5 %; setpriv's --dump, -d and --list-caps,
    # guix shell --export-manifest, jekyll help build, elm make), 142/142 dangerous
    # lines caught (106 by a rule), 11/11 placeholders, 234/234 noticed
    "heldout9.yaml": "ninth held-out set: 6/92 (6.5 %) controls flagged",
}


# the held-out sets whose program-starting goal (95 % caught and named) is missed
STARTING_MISSES = {
    # Both sets were written before the rules that answer them, and were missed at 62/70
    # and 34/38 named; the fifth pass's rules were written after reading those misses, so
    # both are seen now (69/70 and 37/38 named: sops FILE opens the editor with no verb,
    # certbot renew --dry-run still runs its hooks). heldout5.yaml measures those rules.
    # the fifth set, written blind: 93/134 named on main (69 %), 110/134 (82 %) with the
    # fifth pass's first rules, written without it. Its misses were then read and answered
    # by class (package managers' install options, a runner's target, process managers,
    # configuration managers, commit without a message, a wrapper past its options, a
    # program passed on to a known one, ansible's command modules), so it is seen now:
    # 133/134 (a git alias starting with ! is refused as shell syntax, not named).
    # the sixth set, blind: 52/79 named on main (65.8 %), 65/79 (82.3 %) with the fifth
    # pass; after its misses were read and answered by class, seen: 78/79 (k6 archive
    # evaluates the script to bundle it, a program's own meaning)
    # the seventh set, blind: 32/71 named on main (45.1 %), 36/71 (50.7 %) with the fifth
    # pass (a53dfee): far from the goal on programs no set had shown. Its misses then read
    # and answered by class (workers, migration tools, workflow runners, system package
    # managers' update, wrappers of scripts, benchmarks, batch jobs and the desktop's
    # handler), it is seen: 60/71 (84.5 %). Left, each a program's own meaning: celery -A
    # proj shell (a verb after an option's value), rq worker-pool, streamlit hello, udevadm
    # trigger (udev rules' RUN programs), cypress open, playwright show-report, protoc's
    # --go_out (a plugin found by name), monit validate, perf stat and record
    "heldout7.yaml": "seventh held-out set: 60/71 (85 %) named as starting a program",
    # the eighth set, blind: 59/107 named on main (55.1 %), 86/107 (80.4 %) with the fifth
    # pass (4e44321); with the red team's fixes and its misses read (seen now): 104/107
    # the ninth set, blind: 68/91 caught and 61/91 named on main (67.0 %). Missed: task
    # runners and pipelines (rebar3 eunit and do, dvc repro and repro TARGET, drush cron,
    # amplify serve), shells and REPLs (drush sql-cli, kedro ipython, circusctl ipython,
    # elm reactor, railway local), interpreters given a script (ts-node, tsx and tsx
    # watch, ipython, octave), wrappers (chpst x3, telepresence --docker-run and connect
    # --docker); caught but not named: drush eval, dvc repro -f, amplify publish,
    # forever start -c, ts-node -e, octave --eval, usql --command
    "heldout9.yaml": "ninth held-out set: 61/91 (67 %) named as starting a program",
}


def cases(misses: dict[str, str]) -> list[Any]:
    """The seen lines, the first held-out lines, then each set of NEW_SETS: a strict expected
    failure where `misses` gives its reason."""
    new = [missed(name, misses[name]) if name in misses else (True, name) for name in NEW_SETS]
    return [(False, None), (True, False), *new]


CASE_IDS = [
    "seen",
    "held-out",
    *(f"held-out-{name.removesuffix('.yaml').removeprefix('heldout')}" for name in NEW_SETS),
]


@pytest.mark.parametrize(("held_out", "new_set"), cases(GOAL_MISSES), ids=CASE_IDS)
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


@pytest.mark.parametrize(("held_out", "new_set"), cases(STARTING_MISSES), ids=CASE_IDS)
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
