"""Issue 33, third pass: the general rules for commands that start another program, for any
program errgen's table does not know, and the registry verbs that change what everyone else
installs. Each case is of a class (the lines of tests/cases/commands are not repeated here);
the finding names the program the line starts where its words say which."""

from __future__ import annotations

import pytest
from errgen.validation.commands import judge


def findings(line: str, effect: str = "idempotent") -> list[tuple[str, str]]:
    """(rule, message) of every rule the line breaks, its program declared as a companion."""
    return [(rule, message) for rule, message, _ in judge(line, frozenset([line.split()[0]]), effect)]


STARTING = {
    # an option whose value is a command, a script or SQL
    "acmesql --execute=vacuum": "the command 'vacuum'",
    "acmesql --eval analyze": "the command 'analyze'",
    "acmeenv --run pytest": "the command 'pytest'",
    "acmesql -c analyze": "the command 'analyze'",
    "acmesql -f repair.sql": "the script 'repair.sql'",
    "acmesql --queries-file=repair.sql": "the script 'repair.sql'",
    "acmebuild -P repair.cmake": "the script 'repair.cmake'",
    "acmenb render --execute": None,
    # a database shell's meta-command
    "acmelite app.db .system ls": "'ls'",
    # a subcommand whose documented meaning is to start a shell, a REPL or a process
    "acme console": None,
    "acme repl": None,
    "acme enter box1 zsh": "'zsh'",
    "acme explore left-pad": None,
    "acme sandbox": None,
    "acme runner job.rb": "'job.rb'",
    "acme fn invoke": None,
    "acme up": None,
    "acme edit web1": "the editor $VISUAL or $EDITOR names",
    "acme exec box1 uptime": "'uptime'",
    "acme exec box1 -- uptime": "'uptime'",
    # a run verb inside a compound verb, or the last part of the program's name
    "acme secrets:exec job": None,
    "acme-shell --pure": None,
}


@pytest.mark.parametrize("line", list(STARTING))
def test_a_line_that_starts_a_program_is_named_so(line: str) -> None:
    found = findings(line)
    assert [rule for rule, _ in found] == ["command-runs-program"], found
    named = STARTING[line]
    assert ("starts another program (" + named + ")" if named else "starts another program,") in (
        found[0][1]
    )


@pytest.mark.parametrize(
    ("line", "rule"),
    [
        ("acme unpublish left-pad@1.0.0", "command-effect-contradicted"),
        ("acme yank --version 1.0.0", "command-effect-understated"),
        ("acme unlist acme.core 1.0.0", "command-effect-understated"),
        ("acme deprecate left-pad@1.0.0 old", "command-effect-understated"),
    ],
)
def test_registry_verbs_that_change_what_others_install_are_not_safe(line: str, rule: str) -> None:
    assert [r for r, _ in findings(line)] == [rule]


@pytest.mark.parametrize(
    "line",
    [
        "acme --version",  # prints and exits: --version alone only looks
        "acme ping -c 3 host1",  # a count, not a command
        "acme lint -c acme.yml",  # a configuration file, not a script
        "acme fmt -check",
        "acme list --all",
        "acme show -f json",  # a format, not a script
        "acme bundle-css --outfile=app.js",  # a file written, not run
        "acme compile -o out.js",
        "acme apply",  # apply is read three ways in the table: no general meaning
    ],
)
def test_ordinary_options_and_verbs_do_not_read_as_starting_a_program(line: str) -> None:
    assert not [rule for rule, _ in findings(line, "read-only") if rule == "command-runs-program"]


@pytest.mark.parametrize(
    ("line", "named"),
    [
        ("sh -c reboot", "(here, the command 'reboot')"),
        ("sudo acme doctor", "(here, 'acme')"),
        ("env FOO=1 rm -rf /", "(here, 'rm')"),
        ("timeout 60 -- acme sync", "(here, 'acme')"),
    ],
)
def test_a_program_that_runs_others_names_what_it_starts(line: str, named: str) -> None:
    found = judge(line, frozenset([line.split()[0], "acme"]), "idempotent")
    assert any(rule == "program-unsafe" and named in message for rule, message, _ in found), found
