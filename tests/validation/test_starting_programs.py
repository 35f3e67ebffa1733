"""Issue 33, third pass: the general rules for commands that start another program, for any
program errgen's table does not know, and the registry verbs that change what everyone else
installs. Each case is of a class (the lines of tests/cases/commands are not repeated here);
the finding names the program the line starts where its words say which."""

from __future__ import annotations

import pytest
from errgen.validation.commands import judge


def findings(line: str, effect: str = "idempotent") -> list[tuple[str, str]]:
    """(rule, message) of every rule the line breaks, its program declared as a companion."""
    return [
        (rule, message) for rule, message, _ in judge(line, frozenset([line.split()[0]]), effect)
    ]


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
        "acme minify -o out.js",
        # a listing of what would run, and a word that only begins with a run verb
        "acme migrate:status",
        "acme runtime list",
        "acme runbook show nightly",
        # a program's name used as a subcommand's noun, and a lookup of where a program is
        "acme env list",
        "acme node status",
        "acme python list",
        "which python3",
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


# --- issue 33, fifth pass: what a project declares, run by the verb that makes it real --------

FIFTH = {
    # a companion's verb that makes real what a project declares runs what the declaration names
    "acmeform apply": None,
    "acmeform apply -auto-approve": None,
    "acmestack deploy prod": None,
    "acmeinfra provision web1": None,
    "acmecfg converge": None,
    # the project's code in either direction of a migration, its seeds, a compile, a bootstrap
    "acmedb upgrade head": None,
    "acmedb downgrade -1": None,
    "acmedb seed": None,
    "acmeorm db:seed:all": None,
    "acmeorm migrate:latest": None,
    "acmebuild compile": None,
    "acmedot bootstrap": None,
    "acmepkg reinstall left-pad": None,
    # a run verb fused to what it runs
    "acmepy runserver": None,
    "acmepy runscript cleanup": None,
    # a database's shell given a script file
    "acmesh app fix.js": "the script 'fix.js'",
    # a wrapper, whatever it is called, given a program that runs what it is given, or a path
    "acmewrap python3 fix.py": "'python3'",
    "acmewrap ./fix.sh": "'./fix.sh'",
    # the development shell a project declares; a database shell's options and dot commands
    "acmenix develop": None,
    "acmesql -execute vacuum": "the command 'vacuum'",
    "acmelite app.db .read fix.sql": "'fix.sql'",
}


@pytest.mark.parametrize("line", list(FIFTH))
def test_a_verb_that_makes_a_declaration_real_starts_a_program(line: str) -> None:
    found = findings(line)
    assert [rule for rule, _ in found] == ["command-runs-program"], found
    named = FIFTH[line]
    assert named is None or f"({named})" in found[0][1]


@pytest.mark.parametrize(
    "line",
    [
        "tox -e lint",
        "nox -s tests",
        "gradle check",
        "pytest -k smoke",
        "bazel sync",
        "terragrunt init",
        "just",
        "cdk synth",
        # a package manager's add, require and sync install at once, hooks and builds included
        "poetry add requests",
        "composer require monolog/monolog",
        "pdm sync",
    ],
)
def test_build_systems_task_and_test_runners_run_the_project(line: str) -> None:
    assert [rule for rule, _ in findings(line)] == ["command-runs-program"]


@pytest.mark.parametrize(
    "line",
    [
        "tox -l",
        "gradle --version",
        "mvn -v",
        "bazel info",
        "pulumi stack ls",
        "just --list",
        "poetry show",
        "composer validate",
    ],
)
def test_a_runner_s_listings_and_version_run_nothing(line: str) -> None:
    assert findings(line, "read-only") == []


def test_the_tool_s_own_apply_is_its_own_business() -> None:
    # a companion's apply runs what its configuration names; the tool's own changes what the
    # tool keeps, which its contract file proves
    assert [r for r, _, _ in judge("acme apply", frozenset(["acme"]), "idempotent")] == [
        "command-runs-program"
    ]
    assert judge("acme apply", frozenset(["acme"]), "idempotent", tool="acme") == []
    assert [
        r for r, _, _ in judge("acme deploy", frozenset(["acme"]), "idempotent", tool="acme")
    ] == ["command-effect-understated"]


@pytest.mark.parametrize(
    ("line", "rule"),
    [
        # a first word the program does not build in runs a plugin found on PATH
        ("cargo nextest run", "command-runs-program"),
        ("helm diff upgrade web ./chart", "command-runs-program"),
        # a table program's subcommand whose options change its effect
        ("cargo owner --add github:acme:maintainers", "command-effect-understated"),
        ("git replace -d 1a2b3c", "command-effect-contradicted"),
    ],
)
def test_the_table_knows_plugins_and_options_of_its_programs(line: str, rule: str) -> None:
    assert [r for r, _ in findings(line)] == [rule]


@pytest.mark.parametrize("line", ["nano notes.txt", "less app.log", "visudo", "sensible-editor x"])
def test_an_editor_or_a_pager_is_refused_as_a_program(line: str) -> None:
    found = findings(line)
    assert [rule for rule, _ in found] == ["program-unsafe"]
    assert "an editor or a pager" in found[0][1]


# --- the fifth pass, after reading heldout5.yaml's misses: each case is of a class -----------

STARTS_BY_CLASS = [
    # a system package manager's install, upgrade and removal options run maintainer scripts
    "dpkg --install tool_2.0_amd64.deb",
    "rpm -ivh tool-2.0.x86_64.rpm",
    "pacman -Syu",
    "apk add curl",
    "cpanm Moo::Role",
    # a runner's target or a verb under a runner: the project's code runs
    "earthly +test",
    "act pull_request",
    # process, configuration and dotfile managers run what their files declare
    "honcho start",
    "home-manager build",
    "logrotate /etc/logrotate.d/app",
    # a commit with no message opens the editor
    "jj commit",
    "fossil commit",
    # a wrapper past the options that carry their value; a program passed on to a known one
    "acmetrace --trace-children=yes ./server",
    "microk8s kubectl get pods",
    # a compound verb after options; a module that runs the command it is given
    "acmesalt --local pkg.install",
    "ansible db1 -m command -a uptime",
    # man's pager
    "man -P less git",
    # the table's cargo doc compiles the crate
    "cargo doc",
]


@pytest.mark.parametrize("line", STARTS_BY_CLASS)
def test_each_class_read_from_the_fifth_set_starts_a_program(line: str) -> None:
    found = [rule for rule, _ in findings(line)]
    assert set(found) & {"command-runs-program", "command-option-runs-program"}, found


TRUTHFUL = [
    # a refused program's form that runs nothing: version alone, a syntax check, a listing
    ("python3 --version", "read-only"),
    ("ruby -c lib/tool.rb", "read-only"),
    ("zsh -n install.zsh", "read-only"),
    ("crontab -l", "read-only"),
    ("python3 -m compileall -q src", "idempotent"),
    # a runner's dry run and its listings
    ("make2 -n", "read-only"),
    ("ninja -C out -n", "read-only"),
    ("ctest -N", "read-only"),
    ("foreman check", "read-only"),
    ("logrotate -d /etc/logrotate.conf", "read-only"),
    # a system package manager's queries
    ("dpkg -L tool", "read-only"),
    ("rpm -qa", "read-only"),
    ("pacman -Qi tool", "read-only"),
    # capitals that are a standard's vocabulary; a module path
    ("host -t AAAA example.org", "read-only"),
    ("iptables -L FORWARD", "read-only"),
    ("xh HEAD https://example.org", "read-only"),
    # an address as a key's value; a dump's output file; an archive's file; a data directory
    ("acmecfg config set https-proxy http://proxy:8080", "idempotent"),
    ("mysqldump -f backup.sql app", "idempotent"),
    ("acmetar -tf site.tar", "read-only"),
    ("acmectl status -D /srv/data", "read-only"),
    # a cache flushed by a compound verb, refilled on use
    ("acmedns flush-caches", "idempotent"),
    # a commit with its message opens nothing (it is still a new commit each time)
    ("hg commit -m fix", None),
]


@pytest.mark.parametrize(("line", "label"), TRUTHFUL)
def test_truthful_lines_of_those_classes_are_not_flagged(line: str, label: str | None) -> None:
    found = [rule for rule, _ in findings(line, label or "not-idempotent")]
    assert found == [], found


@pytest.mark.parametrize("line", ["sudo -k acme doctor", "sudo -l -- rm -rf /"])
def test_a_refused_program_s_quiet_form_does_not_cover_a_command(line: str) -> None:
    # sudo -k invalidates the cached credentials and then runs the command it is given
    found = [rule for rule, _ in findings(line)]
    assert "program-unsafe" in found or "command-option-runs-program" in found, found


# --- the fifth pass, after reading heldout6.yaml's misses: each case is of a class -----------

STARTS_AFTER_SIX = [
    "acmeship release --clean",  # a release builds and runs the project's hooks
    "acmeci local execute test",  # execute, as exec
    "ruby-build 3.3.0 /opt/ruby",  # a program named for building from source
    "lualatex --shell-escape notes.tex",  # TeX's \\write18 runs commands
    "entr -r make",  # a watcher runs its command on each change
    "fzf --preview=head",  # fzf's preview command runs per item
    "emerge app-editors/vim",  # a source package manager builds what it installs
    "ebuild foo-1.0.ebuild compile",
    "terragrunt plan",  # a runner's plan runs what plans (terraform)
]


@pytest.mark.parametrize("line", STARTS_AFTER_SIX)
def test_each_class_read_from_the_sixth_set_starts_a_program(line: str) -> None:
    found = [rule for rule, _ in findings(line)]
    assert set(found) & {"command-runs-program", "command-option-runs-program", "program-unsafe"}, (
        found
    )


TRUTHFUL_AFTER_SIX = [
    ("perl -V:archname", "read-only"),
    ("sudo -K", "idempotent"),
    ("find . -name core -print", "read-only"),
    ("acmecdk completion", "read-only"),
    ("acmelint check -f .acmelint.yaml", "read-only"),
    ("dnf repolist --all", "read-only"),
    ("acmebackup delete --cache-only /srv/repo", "idempotent"),
    ("acmeci config process .acmeci/config.yml", "read-only"),
    ("skaffold diagnose", "read-only"),
    ("terragrunt hclfmt --check", "read-only"),
    ("ruby-build --definitions", "read-only"),
    ("emerge --pretend app-editors/vim", "read-only"),
    ("acme deploy --preview", "read-only"),  # a preview only looks (gcloud's --preview)
]


@pytest.mark.parametrize(("line", "label"), TRUTHFUL_AFTER_SIX)
def test_truthful_lines_of_the_sixth_set_s_classes_are_not_flagged(line: str, label: str) -> None:
    assert [rule for rule, _ in findings(line, label)] == []


def test_the_tool_s_own_release_stays_its_own() -> None:
    found = judge("acme release", frozenset(["acme"]), "idempotent", tool="acme")
    assert [rule for rule, _, _ in found] == ["command-effect-understated"]


# --- the fifth pass, after reading heldout7.yaml's misses: each case is of a class -----------

STARTS_AFTER_SEVEN = [
    "acmeq worker default",  # a worker runs the project's tasks
    "acmeflow -c prod.cfg scheduler",  # ... after options, as no option's value is so named
    "flyway repair",  # a migration tool's verbs run the project's migrations
    "goose up-by-one",
    "cwltool wf.cwl",  # a workflow runner
    "zypper install nginx",  # a system package manager's install and update
    "dnf update",
    "run-parts /etc/acme.d",  # wrappers: of a directory's scripts, a benchmark, a batch job
    "hyperfine make",
    "sbatch job.sub",
    "xdg-open notes.md",  # the program the desktop associates with the file
    "acmec --plugin=bin/acme-plugin",  # a plugin program
]


@pytest.mark.parametrize("line", STARTS_AFTER_SEVEN)
def test_each_class_read_from_the_seventh_set_starts_a_program(line: str) -> None:
    found = [rule for rule, _ in findings(line)]
    assert set(found) & {"command-runs-program", "command-option-runs-program", "program-unsafe"}, (
        found
    )


@pytest.mark.parametrize(
    ("line", "label"),
    [
        ("liquibase update-sql", "read-only"),  # prints the SQL a migration would run
        ("sqitch plan", "read-only"),
        ("dbmate wait", "read-only"),
        ("ninja -C build -n", "read-only"),  # an option's value is no verb
        ("run-parts --test /etc/acme.d", "read-only"),
        ("wipefs /dev/sdb", "read-only"),  # without -a it only lists the signatures
        ("acmeq worker --loglevel=WARNING --help", "read-only"),  # a log level is no placeholder
        ("acmelint --disable=W0611 --help", "read-only"),  # a message code is no placeholder
    ],
)
def test_truthful_lines_of_the_seventh_set_s_classes_are_not_flagged(line: str, label: str) -> None:
    assert [rule for rule, _ in findings(line, label)] == []
