"""What families of programs do whatever their words: build systems, task and test runners
and infrastructure tools run the project's code, package managers run what they install, and
a commit with no message opens the editor. Read by errgen.validation.general."""

from __future__ import annotations

import errgen.validation.vocabulary as vocabulary

# Programs whose every action, but a listing, runs what a project declares: build systems
# (their build files are programs: Bazel's repository rules even on fetch, Gradle's scripts,
# Maven's plugins), task runners (a task is a command line in the project's file: tox, nox,
# just, Task, rake, invoke), test runners (the tests and their fixtures are the project's
# code: pytest, jest), and infrastructure tools that run the project's program on each
# operation (pulumi preview runs it; cdk synthesises the app; terragrunt runs terraform and
# hooks), process managers that start what a Procfile declares (foreman, honcho, overmind),
# linters whose plugins are programs (tflint), workflow runners (snakemake, cwltool, luigi),
# migration tools whose every verb but a listing runs the project's migrations (liquibase
# update, goose up-to, sqitch verify and rebase, diesel setup), configuration managers that run what a
# repository or a configuration declares (ansible-pull, nixos-rebuild and home-manager's
# activation scripts, rcup's hooks, logrotate's postrotate scripts). Each is named by its own
# documentation's description of what it runs; `make` is refused outright
# (errgen.validation.hazards).
_RUNNERS = frozenset(
    "bazel bazelisk buck2 pants gradle gradlew mvn mvnw ant sbt mill lein ninja meson scons"
    " cmake ctest xcodebuild earthly just task invoke rake nox tox doit mage grunt gulp nx"
    " turbo pytest py.test jest vitest mocha karma phpunit rspec behave cucumber pulumi cdk"
    " cdktf terragrunt dagger xmake act poe chef-client foreman honcho overmind hivemind goreman"
    " forego tflint ansible-pull nixos-rebuild darwin-rebuild home-manager rcup dotbot"
    " logrotate ebuild papermill skaffold snakemake cwltool luigi liquibase sqitch goose"
    " diesel dbmate flyway".split()
)
# Package managers of a project's dependencies whose add, require and sync install packages
# at once, running their build scripts and hooks as install does (poetry add, pdm sync,
# composer require runs the project's post-update scripts, bundle add runs bundle install).
_INSTALLERS = frozenset(
    "poetry pdm pipenv pixi hatch conda mamba micromamba composer bundle bundler apk".split()
)
_INSTALLS = frozenset(("add", "require", "sync"))
_MIGRATORS = frozenset("liquibase sqitch goose diesel dbmate flyway".split())
# System package managers whose update upgrades the installed packages, running their scripts
# (zypper(8)'s update and dist-upgrade, dnf's and yum's update, distro-sync)
_SYSTEM_UPDATERS = frozenset("zypper dnf yum tdnf microdnf".split())
_UPDATES = frozenset("update up dup dist-upgrade distro-sync upgrade install in reinstall".split())
# Programs whose every line but a listing installs, running what the package runs on install:
# cpanm(1) installs the modules it is given (their Makefile.PL or Build.PL run); apk add runs
# a package's install scripts (apk(8)).
_INSTALL_ONLY = frozenset(("cpanm", "emerge"))
# ... but for their forms that only look: emerge(1)'s --pretend, --search, --info
_INSTALL_LOOKS = frozenset("-p --pretend -s --search -S --searchdesc --info".split())
# What such a program does that runs nothing of the project: prints its version or help, says
# where it is, or lists what it could run (tox -l, just --list, gradle tasks, pulumi stack ls).
# (not plan: a runner's plan runs what plans, as terragrunt plan runs terraform)
_RUNNER_LOOKS = (vocabulary.LOOKS - {"plan"}) | frozenset(
    "version help completion diagnose tasks whoami query cquery generations list-generations"
    " packages news targets wait log -l -T --tasks --summary -N".split()
)
# ... and what prints the SQL or the plan a migration would run (liquibase's *-sql, sqitch
# plan), which runs none of it
_PRINTS_SQL = ("-sql", "plan")
# A build system's dry run, which prints the commands it would run (make -n, ninja -n).
_RUNNER_DRY_RUNS = frozenset(("-n", "--just-print", "--dry", "--dry-run"))
# ... and a runner's own: logrotate(8)'s -d, "no changes are made to the logs"
_OWN_DRY_RUNS = {"logrotate": frozenset(("-d", "--debug"))}
# check validates a declaration (foreman check, ansible-pull --check), except where it names
# the verification tasks the build runs (gradle check runs the tests)
_CHECK_RUNS = frozenset(("gradle", "gradlew"))
# Runners whose declarations are code (noxfile.py, tasks.py, a Rakefile, a gulpfile): any
# listing of what they could run loads that code, and so runs it (nox --list, rake -T).
_CODE_DECLARED = frozenset("nox invoke rake gulp grunt doit mage".split())
_ALWAYS = _CODE_DECLARED
# Alone, these print the version or the help (mvn -v, gradle -V); with more, -v is verbose.
_ALONE_PRINTS = frozenset("-V -version -h -help".split())
# ... and -v, for the programs whose manual says -v is the version (mvn -v); for others it is
# verbose (pytest -v runs the tests, rcup -v installs the dotfiles).
_V_IS_VERSION = frozenset(("mvn", "mvnw", "gradle", "gradlew"))


def runs_the_project(words: list[str]) -> bool:
    """Whether `words` is a line of a build system, a task or test runner, or an
    infrastructure tool that runs the project's code, and not one of its listings."""
    name = words[0].rsplit("/", 1)[-1].lower()
    if name in _INSTALL_ONLY:
        alone = len(words) == 2 and words[1] in _ALONE_PRINTS | _PRINTS
        return not alone and not _INSTALL_LOOKS.intersection(words[1:])
    if name in _SYSTEM_UPDATERS:
        return bool(_UPDATES.intersection(w.lower() for w in words[1:] if not w.startswith("-")))
    if name in _INSTALLERS:
        return len(words) > 1 and words[1].lower() in _INSTALLS
    if name not in _RUNNERS:
        return False
    if len(words) == 2 and words[1] in _ALONE_PRINTS | _PRINTS:
        return False
    if len(words) == 2 and words[1] == "-v" and name in _V_IS_VERSION:
        return False
    if name in _ALWAYS:
        return True
    dry_runs = _RUNNER_DRY_RUNS | _OWN_DRY_RUNS.get(name, frozenset())
    if any(word.partition("=")[0] in dry_runs for word in words[1:]):
        return False
    if name not in _CHECK_RUNS and any(w in ("check", "--check") for w in words[1:3]):
        return False
    if any(w.endswith(_PRINTS_SQL) for w in words[1:2]) and name in _MIGRATORS:
        return False
    return not any(
        word in _RUNNER_LOOKS
        or word.lower() in _RUNNER_LOOKS
        or word.startswith(("--list", "--help"))
        for word in words[1:]
    )


# The options that give a commit its message, so that no editor opens (git, hg, svn, jj,
# fossil, bzr: -m/--message, a file's -F/--file/-l/--logfile, or reusing one).
_MESSAGES = frozenset(
    "-m --message -F --file -l --logfile -C --reuse-message --no-edit --amend".split()
)


def commit_opens_the_editor(words: list[str]) -> str | None:
    """`commit` as the first verb with no message given: the program opens the editor $VISUAL or
    $EDITOR names for it, as every version control system does."""
    if len(words) < 2 or words[1].lower() != "commit":
        return None
    given = {word.partition("=")[0] for word in words[2:]}
    short = any(w.startswith("-") and not w.startswith("--") and "m" in w[1:] for w in words[2:])
    return None if given & _MESSAGES or short else words[1]


def declared_in_code(words: list[str]) -> bool:
    """Whether the line is of a runner whose declarations are code, other than its version or
    help alone: even its listings run the project's code."""
    name = words[0].rsplit("/", 1)[-1].lower()
    alone = len(words) == 2 and words[1] in _ALONE_PRINTS | _PRINTS
    return name in _ALWAYS and len(words) > 1 and not alone


_PRINTS = frozenset(("--version", "--help"))
