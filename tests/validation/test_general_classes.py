"""Issue 33, fourth pass: the classes the general knowledge gained (compound verbs, run verbs
naming a group, the project's migrations and generators, a script given to a verb that starts
it, negated options, dry runs of table subcommands, toolchains, a table program's subcommand
nothing knows, and a person's interactive session). Each case is of a class, with made-up
program names where the class is general: the lines of tests/cases/commands are not repeated."""

from __future__ import annotations

import pytest
from errgen.validation.commands import judge, standing


def rules(line: str, effect: str = "idempotent", interactive: object = False) -> list[str]:
    """The rules the line breaks, its program declared as a companion."""
    programs = frozenset([line.split()[0]])
    return [rule for rule, _, _ in judge(line, programs, effect, None, interactive)]


@pytest.mark.parametrize(
    ("line", "rule"),
    [
        # a compound verb says its action first when joined by - or _, last by . or :
        ("acmectl suspend-account --id 7", "command-effect-understated"),
        ("acmectl halt_node", "command-effect-understated"),
        ("acme repo.drop", "command-effect-contradicted"),
        ("acme jobs:stop", "command-effect-understated"),
        # migrations and generators are the project's code; a named task runs its command
        ("acme db migrate", "command-runs-program"),
        ("acme schema:generate", "command-runs-program"),
        ("acme task lint", "command-runs-program"),
        ("acme bench", "command-runs-program"),
        # a script given to a verb that starts it runs
        ("acmepm launch worker.py", "command-runs-program"),
    ],
)
def test_a_state_changing_or_starting_line_is_caught(line: str, rule: str) -> None:
    assert rules(line) == [rule]


@pytest.mark.parametrize(
    "line",
    [
        # a run verb followed by a verb that only looks names a group (the plugins are listed)
        "acme plugin list",
        "acme migrate status",
        "acme build logs 12",
        # a named-task verb with no name lists the tasks
        "acme task",
        # a compound whose "again each run" verb names a setting, not an action
        "acme config reset-defaults",
        "acme push-notifications show",
        # a compound's first part that is a run verb names a thing
        "acme build-cache show",
        # a negated option turns a program off: --no-pager starts no pager
        "acme logs --no-pager",
        # flush of a cache is refilled on use
        "acme cache flush",
        # a service's start is not a script's
        "acme start web",
    ],
)
def test_a_truthful_line_of_the_classes_is_not_flagged(line: str) -> None:
    assert rules(line, "read-only" if "cache" not in line else "idempotent") == []


def test_a_dry_run_of_a_table_subcommand_only_looks_unless_the_subcommand_runs_a_program() -> None:
    # helm's table entry for upgrade lists no --dry-run: the shared option still holds
    assert rules("helm upgrade web ./chart --dry-run", "read-only") == []
    assert rules("helm upgrade web ./chart --dry-run=false", "read-only") != []
    # a dry run of a command that starts a program may still start it (pip builds an sdist)
    assert "command-runs-program" in rules("pip install --dry-run left-pad", "read-only")


@pytest.mark.parametrize(
    ("line", "refused"),
    [
        ("deno --version", False),
        ("deno info", False),
        ("bun pm ls", False),
        ("pipx upgrade-all", False),
        ("deno", True),  # no subcommand: a REPL
        ("deno main.ts", True),  # a file where the subcommand goes
        ("deno serve main.ts", True),  # a script among its arguments
        ("bun run build", True),
        ("pipx run black", True),
        ("deno task build", True),
    ],
)
def test_a_toolchain_is_refused_only_where_it_runs_what_it_is_given(
    line: str, refused: bool
) -> None:
    assert ("program-unsafe" in rules(line, "read-only")) == refused


def test_a_toolchain_companion_is_not_refused_its_lines_are_judged() -> None:
    import errgen

    text = (
        "errgen: 1\ntool: {name: tool, companions: [deno], commands: {deno fmt --check:"
        " {effect: read-only}, deno run main.ts: {effect: idempotent}}}\nerrors: {}\n"
    )
    found = {(d.rule, d.message.split(":")[0]) for d in errgen.check(text.encode()).diagnostics}
    assert not any(rule == "program-unsafe" and "fmt" in where for rule, where in found), found
    assert any(rule == "program-unsafe" for rule, _ in found), found


def test_a_table_programs_subcommand_nothing_knows_is_noticed_not_judged() -> None:
    # the table has git, not git lfs: silence would read as approval
    assert standing("git lfs env", {"effect": "read-only"}, None) == "unknown"
    assert standing("git status", {"effect": "read-only"}, None) == "judged"
    assert standing("git fsck-objects --quiet", {"effect": "read-only"}, None) == "unknown"


@pytest.mark.parametrize("line", ["acme config edit", "kubectl edit deploy/web", "acme shell"])
def test_a_persons_interactive_session_is_not_a_program_started_for_an_agent(line: str) -> None:
    # undeclared, an agent would run it and start the editor or shell: refused
    assert "command-runs-program" in rules(line)
    # declared interactive, no fix may name it: the session is the person's
    assert rules(line, interactive=True) == []


def test_an_interactive_line_still_reports_a_command_an_option_runs() -> None:
    assert "command-runs-program" in rules("acme console --eval fix", interactive=True)
