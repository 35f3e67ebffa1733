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
    " diesel dbmate flyway helmfile".split()
)
# Package managers of a project's dependencies whose add, require and sync install packages
# at once, running their build scripts and hooks as install does (poetry add, pdm sync,
# composer require runs the project's post-update scripts, bundle add runs bundle install).
_INSTALLERS = frozenset(
    "poetry pdm pipenv pixi hatch conda mamba micromamba composer bundle bundler apk".split()
)
_INSTALLS = frozenset(("add", "require", "sync", "create"))  # conda create: link scripts run
_MIGRATORS = frozenset("liquibase sqitch goose diesel dbmate flyway".split())
# System package managers whose update upgrades the installed packages, running their scripts
# (zypper(8)'s update and dist-upgrade, dnf's and yum's update, distro-sync)
_SYSTEM_UPDATERS = frozenset("zypper dnf yum tdnf microdnf".split())
_UPDATES = frozenset(
    "update up dup dist-upgrade distro-sync upgrade install in reinstall localinstall".split()
)
# Programs whose every line but a listing installs, running what the package runs on install:
# cpanm(1) installs the modules it is given (their Makefile.PL or Build.PL run); apk add runs
# a package's install scripts (apk(8)).
# paru and yay, the AUR helpers, build the PKGBUILDs they install (with no argument they
# upgrade everything, as pacman -Syu).
_INSTALL_ONLY = frozenset(("cpanm", "emerge", "paru", "yay"))
# ... but for their forms that only look: emerge(1)'s --pretend, --search, --info; the AUR
# helpers' pacman-style queries
_INSTALL_LOOKS = {
    "emerge": frozenset("-p --pretend -s --search -S --searchdesc --info".split()),
    **dict.fromkeys(("paru", "yay"), frozenset(("-V", "--version"))),
}
# ... and the AUR helpers' queries, downloads and searches, by their operation letter: -Q
# queries, -G fetches a PKGBUILD without building it, -Ss/-Si search and show (paru(8))
_AUR_LOOKS = ("-Q", "-G", "-Ss", "-Si", "-Sl")
# What such a program does that runs nothing of the project, named where a subcommand goes
# (the first word after the options): prints its version or help, says where it is, or lists
# what it could run (bazel info, gradle's daemon status, pulumi stack ls). Not plan: a
# runner's plan runs what plans, as terragrunt plan runs terraform.
_RUNNER_LOOKS = (vocabulary.LOOKS - {"plan"}) | frozenset(
    "version help completion diagnose doctor tasks whoami query cquery generations"
    " list-generations packages news targets wait log stack config about".split()
)
# ... and what prints the SQL or the plan a migration would run (liquibase's *-sql, sqitch
# plan), which runs none of it
_PRINTS_SQL = ("-sql", "plan")
# Each runner's own options for a listing or a dry run, from its manual: flags mean different
# things in different runners (-n is ninja's dry run and pytest-xdist's worker count, -l is
# tox's listing and pytest's showlocals), so none is read for another runner.
_RUNNER_FLAGS: dict[str, frozenset[str]] = {
    "ninja": frozenset(("-n", "-t")),
    "ctest": frozenset(("-N", "--show-only")),
    "tox": frozenset(("-l", "--listenvs", "-a", "--listenvs-all", "--showconfig")),
    "just": frozenset("-l --list --summary --dump --show --variables --groups".split()),
    "task": frozenset("-l --list --list-all --status --summary --dry".split()),
    "turbo": frozenset(("--dry", "--dry-run")),
    "logrotate": frozenset(("-d", "--debug")),  # logrotate(8): no changes are made
    "mvn": frozenset(("-v", "--version", "-h", "--help")),
    **dict.fromkeys(("gradle", "gradlew"), frozenset(("--stop", "--status", "-v"))),
    "cdk": frozenset(("doctor", "docs", "notices", "acknowledge")),
    "earthly": frozenset(("ls",)),
    "foreman": frozenset(("check",)),
    "act": frozenset(("-l", "--list")),
    "cdktf": frozenset(("completion", "doctor")),
    "papermill": frozenset(("--help-notebook", "--help")),
    "helmfile": frozenset(("list", "status", "build", "version", "--version")),
    "ansible-pull": frozenset(("--check",)),
}
# Runners whose declarations are code (noxfile.py, a Rakefile, build.gradle, conftest.py, a
# jest or vitest config, cdk's app, an SConstruct, step definitions): listing what they could
# run loads that code, and so runs it (nox --list, rake -T, gradle tasks, pytest --help, cdk
# ls, rspec --dry-run); only their version alone, and the forms above, run nothing.
_CODE_DECLARED = frozenset(
    "nox invoke rake gulp grunt doit mage makepkg pytest py.test gradle gradlew sbt scons cdk"
    " cdktf vitest jest mocha karma rspec cucumber behave".split()
)
_ALONE_PRINTS = frozenset("-V -version".split())
_PRINTS = frozenset(("--version",))


def _first_verb(words: list[str]) -> str:
    """The word right after the program, lowercased, where a runner's subcommand goes (tox -e
    lint: lint is the option's value, no subcommand)."""
    return words[1].lower() if len(words) > 1 and not words[1].startswith("-") else ""


def _quiet(name: str, words: list[str]) -> bool:
    """Whether the runner's line is its version alone, or one of its own listing or dry-run
    forms (its own flags anywhere, a looking subcommand first)."""
    helps = frozenset() if name in _CODE_DECLARED else frozenset(("--help",))
    if len(words) == 2 and words[1] in _ALONE_PRINTS | _PRINTS | helps:
        return True  # (pytest --help imports conftest.py: a help that loads the project)
    own = _RUNNER_FLAGS.get(name, frozenset())
    if any(word.partition("=")[0] in own for word in words[1:]):
        return True
    return name not in _CODE_DECLARED and _first_verb(words) in _RUNNER_LOOKS


def runs_the_project(words: list[str]) -> bool:
    """Whether `words` is a line of a build system, a task or test runner, or an
    infrastructure tool that runs the project's code, and not one of its listings."""
    name = words[0].rsplit("/", 1)[-1].lower()
    if name in _INSTALL_ONLY:
        alone = len(words) == 2 and words[1] in _ALONE_PRINTS | _PRINTS
        looks = _INSTALL_LOOKS.get(name, frozenset()).intersection(words[1:])
        aur = name in ("paru", "yay") and any(w.startswith(_AUR_LOOKS) for w in words[1:2])
        return not alone and not looks and not aur
    if name in _SYSTEM_UPDATERS:
        return bool(_UPDATES.intersection(w.lower() for w in words[1:] if not w.startswith("-")))
    if name in _INSTALLERS:  # conda env create -f environment.yml: a group, then the verb
        return any(w.lower() in _INSTALLS for w in words[1:3] if not w.startswith("-"))
    if name not in _RUNNERS or _quiet(name, words):
        return False
    if name in _MIGRATORS and _first_verb(words).endswith(_PRINTS_SQL):
        return False
    return True


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
    """Whether the line is of a runner whose declarations are code, other than its version
    alone or its own quiet forms: even its listings run the project's code."""
    name = words[0].rsplit("/", 1)[-1].lower()
    return name in _CODE_DECLARED and len(words) > 1 and not _quiet(name, words)

