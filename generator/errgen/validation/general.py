"""What nearly every command-line program means by a verb or an option, for any program, known
to errgen's table or not: the knowledge that generalises, so that the table is the exception.

`effect_of` reads a split command line's words (its program first) and says what they make it
do, the most severe effect winning; it never reads the table (the command judgement,
errgen.validation.commands, asks the table first and this module for what the table does not
list). Each verb and option is here because the documentation of several programs gives it
that meaning; `errgen explain command-effect-contradicted` and `command-runs-program` list them.
"""

from __future__ import annotations

import re

import errgen.validation.hazards as hazards
from errgen.text import shown

SOURCE = "errgen's general knowledge of command-line verbs and options"
# Most severe first: what a command may do that its registry label must own up to (the
# program table's knowledge, errgen.validation.knowledge, judges with the same scale).
EFFECTS = (
    "runs-program",
    "destructive",
    "exposure",
    "outage",
    "interactive",
    "not-idempotent",
    "idempotent",
    "read-only",
)

# Verbs that make real what a project declares (below): read so for a companion program; for
# the tool's own line they keep the meaning they have when nothing is declared (the team's
# own `tool apply` changes what the tool keeps; its contract file proves the line).
DECLARED = ("apply", "deploy", "provision", "converge")
_OWN_MEANING = {"deploy": "not-idempotent"}

# Verbs that change state beyond what their words were checked for (destructive ones are
# hazards.DESTRUCTIVE_VERBS), by what they do.
_VERBS: dict[str, str] = {
    **dict.fromkeys(
        "flush flushall flushdb revoke teardown unregister deregister".split(),
        "destructive",
    ),
    **dict.fromkeys("stop pause suspend disable down shutdown halt cordon".split(), "outage"),
    # rebuilds in place (VACUUM, a compaction): state changes, the same again each run
    "vacuum": "idempotent",
    **dict.fromkeys(
        "restart revert undo rollback increment incr bump rotate keygen create-key rename move"
        " mv reset publish push release upload".split(),
        "not-idempotent",
    ),
    # verbs that start a program chosen by data: a package's hooks and build scripts, a
    # project's tests, a playbook, a shell, an editor
    **dict.fromkeys(
        "run exec shell rsh ssh attach debug eval install build test restore bundle playbook"
        " plugin".split(),
        "runs-program",
    ),
    # the project's own code, run by the verb's documented meaning: migrations are modules or
    # scripts of the project (flyway, alembic, Django, Rails, Ecto), in either direction
    # (alembic upgrade and downgrade), and so are seeds (rails db:seed, knex seed:run, prisma db
    # seed); generators are programs a configuration names (go generate, rails generate, prisma
    # generate), benchmarks are built and run like tests (cargo bench), a compile runs the build
    # definition and its plugins or macros (mvn compile, sbt compile, mix compile), and a
    # bootstrap runs the set-up program a project declares (yadm bootstrap, lerna bootstrap)
    **dict.fromkeys(
        "migrate upgrade downgrade seed generate bench compile bootstrap".split(), "runs-program"
    ),
    # installing again or anew runs a package's hooks and build scripts as install does
    # (apt-get reinstall, brew reinstall, pipx reinstall)
    "reinstall": "runs-program",
    # verbs that make real what a project declares, which runs the programs the declaration
    # names: an infrastructure tool's providers and the app it synthesises (terraform and tofu
    # apply, cdk deploy, sqitch deploy), a release tool's hooks (helmfile apply, firebase
    # deploy's predeploy), a dotfile manager's scripts (chezmoi apply), a configuration
    # manager's resources (puppet apply, salt's state.apply). errgen's table reads the programs
    # whose apply only changes state (kubectl apply, git apply).
    **dict.fromkeys(DECLARED, "runs-program"),
    # enters the development shell a project declares (nix develop, devbox shell)
    "develop": "runs-program",
    # serves the project from its own code, locally (wrangler dev, vite dev, mkdocs serve runs
    # its hooks and plugins, jekyll serve its plugins)
    **dict.fromkeys(("dev", "serve"), "runs-program"),
    # runs the command a project declares under that task's name (deno task build, pixi task
    # run); with no name it lists them
    "task": "runs-program",
    # verbs whose documented meaning is to start a shell, a REPL or a process in a context
    # (rails console, lein repl, cabal repl, distrobox enter, npm explore, rails runner, sam
    # local invoke), to open a file in the editor $VISUAL or $EDITOR names (virsh edit,
    # ansible-vault edit), or to bring up what a project declares, starting its containers,
    # machines or program (docker compose up in errgen's table; vagrant up, pulumi up).
    # `apply` and `deploy` are not here: errgen's table has apply read three ways (terraform
    # runs providers, kubectl and git only change state), and a tool's own `apply` is common.
    **dict.fromkeys(
        "console repl enter explore sandbox runner invoke edit up".split(),
        "runs-program",
    ),
    # a registry's verbs that change what everyone else installs: a version removed for all
    # (npm unpublish), withdrawn from new resolution (cargo yank, nuget unlist) or marked for
    # every user who installs it (npm deprecate)
    "unpublish": "destructive",
    **dict.fromkeys("yank unlist".split(), "outage"),
    "deprecate": "exposure",
}
# The run verbs that also count inside a compound verb (sops exec-env, firebase emulators:exec)
# or as the last part of a program's name (nix-shell, ansible-playbook).
_RUN_PARTS = frozenset("exec run shell repl console playbook eval".split())
_PARTS = re.compile(r"[-:]")
# A compound verb names its action first when joined by - or _ (disable-key, purge_queue,
# stop_app) and last when joined by . or : (ecto.drop, hex.publish, db:migrate).
_VERB_FIRST = re.compile(r"[-_]")
_VERB_LAST = re.compile(r"[.:]")
# Followed by a verb that only looks, a run verb names a group of commands, not an action (wp
# plugin list, prisma migrate status, helm plugin ls); except the verbs whose next word is
# the command they run (npm run status runs the script `status`).
_RUNS_NEXT_WORD = frozenset("run exec rsh ssh eval".split())
# Run verbs that run a declared name and list the names when given none.
_NAMED_RUNS = frozenset(("task",))
LOOKS = frozenset(
    "list ls get show view status describe info inspect search outdated history logs plan"
    " validate introspect".split()
)
# `version` bumps a release only with one of these after it (npm version patch); alone it prints.
_BUMPS = frozenset("major minor patch premajor preminor prepatch prerelease".split())
# Options that make the command only look (a dry run, a listing), unless an option cancels them.
_SAFE_OPTIONS = frozenset(
    "--dry-run --dryrun --dry --what-if --whatif --simulate --no-act --list --show --check"
    " --help --version".split()
)
# json, text: the dry run's report format (turbo run build --dry=json)
_SAFE_VALUES = frozenset(("", "true", "client", "server", "1", "yes", "all", "json", "text"))
_CANCEL_VALUES = frozenset(("false", "none", "0", "no", "off"))
# Configuration keys whose value is a command some program starts later (core.editor,
# gpg.program, diff.<driver>.textconv, filter.<driver>.clean, users.<name>.exec.command,
# npm's script-shell): the key's last part ends in one of these.
_KEY_ENDS = (
    "program",
    "command",
    "cmd",
    "shell",
    "editor",
    "pager",
    "proxy",
    "textconv",
    "clean",
    "smudge",
    "process",
    "hook",
    "hooks",
    "hookspath",
    "fsmonitor",
    "askpass",
    "credential_process",
    "helper",
)
_CONFIG_VERBS = frozenset(("config", "configure", "set", "set-option", "settings"))
_KEY = re.compile(r"[A-Za-z][A-Za-z0-9_.*-]*\Z")
_PATH_LENGTH = 3  # the words of a subcommand path: `gh workflow run`, `aws iam delete-user`
_RUN_VERB_DEPTH = 2  # `dotnet tool run`, `gh workflow run`: a verb that runs is first or second


def most_severe(effects: list[str]) -> str | None:
    """The most severe of `effects`, or None when there is none."""
    return min(effects, key=EFFECTS.index) if effects else None


def cancelled(args: list[str], option: str) -> bool:
    """Whether a later word cancels a dry run or a check `option` asked for: --no-dry-run,
    --dry-run=none, -check=false. Contradictory options take the most severe meaning."""
    name = option.partition("=")[0]
    bare = name.lstrip("-")
    for word in args:
        given, equals, value = word.partition("=")
        given = given.lstrip("-")
        if given in (f"no-{bare}", f"no{bare}", f"without-{bare}", *_NO_DRY_RUN):
            return True  # -n and --dry-run are one option in most programs: either cancels
        if equals and given in (bare, *_DRY_RUN) and value.lower() in _CANCEL_VALUES:
            return True
    return False


_DRY_RUN = ("dry-run", "dryrun", "check")
_NO_DRY_RUN = ("no-dry-run", "nodryrun", "no-dryrun", "no-check")


def looks_only(args: list[str]) -> str | None:
    """The option that makes the command only look (--dry-run, --list, --show), when no other
    option cancels it; None otherwise."""
    for index, word in enumerate(args):
        name, _, value = word.partition("=")
        following = args[index + 1] if index + 1 < len(args) else "-"
        if name in _VALUED and not following.startswith("-"):
            continue  # cargo yank --version 1.0.0: a subcommand's option given a value
        if name in _SAFE_OPTIONS and value.lower() in _SAFE_VALUES and not cancelled(args, name):
            return word
    return None


# The options that make nearly any command a dry run, in every program that has one.
_DRY_RUNS = frozenset("--dry-run --dryrun --dry --what-if --whatif --simulate --no-act".split())


def dry_run(args: list[str]) -> str | None:
    """The dry-run option among `args` that no later option cancels, or None."""
    found = looks_only(args)
    return found if found is not None and found.partition("=")[0] in _DRY_RUNS else None


# --version and --help print and exit when bare; followed by a value, they are a subcommand's
# own option (cargo yank --version 1.0.0, the version it withdraws).
_VALUED = frozenset(("--version", "--help"))


_FILE_LIKE = re.compile(r"\.(?:ya?ml|json|toml|ini|conf|cfg|txt|md|lock|env|xml|[a-z]{1,4}\d?)\Z")


def verb_effect(words: list[str]) -> tuple[str, str] | None:
    """(effect, verb) of the most severe verb of the subcommand path (the leading words before
    the first option), or None."""
    path: list[str] = []
    for index, word in enumerate(words[1:], start=1):
        if word.startswith("-") or len(path) == _PATH_LENGTH:
            break
        path.append(word)
    if not path:
        # options first: only a compound verb after them (salt-call --local state.apply), as
        # an option's value is never one
        path = [w for w in words[1:] if _VERB_LAST.search(w) and not w.startswith("-")][:1]
        path = [w for w in path if "/" not in w and not _FILE_LIKE.search(w)]
    found: list[tuple[str, str]] = []
    for index, word in enumerate(path):
        lowered = word.lower()
        if "/" in lowered:
            continue  # a path or a URL, not a verb
        following = path[index + 1].lower() if index + 1 < len(path) else ""
        if lowered == "version" and following in _BUMPS:
            found.append(("not-idempotent", f"{word} {path[index + 1]}"))
        if following in LOOKS and lowered not in _RUNS_NEXT_WORD:
            continue  # wp plugin list: the plugins are listed, none is run
        if lowered in _NAMED_RUNS and index + 1 == len(path) and len(words) == index + 2:
            continue  # deno task: no task named, the tasks are listed
        effect = _verb(lowered)
        parts = _PARTS.split(lowered)
        if effect is None and len(parts) > 1 and _RUN_PARTS.intersection(parts):
            effect = "runs-program"  # exec-env, emulators:exec: a run verb in a compound one
        if effect == "runs-program" and index >= _RUN_VERB_DEPTH:
            continue  # `tool workspace select test`: a name, not a verb, this deep
        if effect is not None:
            found.append((effect, word))
    if not found:
        return None
    return min(found, key=lambda pair: EFFECTS.index(pair[0]))


def _verb(word: str) -> str | None:
    """The effect of one lowercased word of a subcommand path: a verb, or the action of a
    compound one (disable-key, purge_queue, ecto.drop); None for any other word."""
    effect = "destructive" if word in hazards.DESTRUCTIVE_VERBS else _VERBS.get(word)
    if effect is None and _FUSED_RUN.match(word):
        return "runs-program"  # pipx runpip, manage.py runserver, stack runghc
    if effect is not None or not (_VERB_FIRST.search(word) or _VERB_LAST.search(word)):
        return effect
    if _VERB_LAST.search(word):
        actions = [_VERB_FIRST.split(part)[0] for part in _VERB_LAST.split(word)]
        if not LOOKS.intersection(actions) and any(
            _VERBS.get(part) == "runs-program" for part in actions
        ):
            return "runs-program"  # migrate:latest, seed:run, db:seed:all: the project's code
        action = actions[-1]  # ecto.migrate, db:migrate
    else:
        action = _VERB_FIRST.split(word)[0]
        if action in _RUN_VERB_ONLY_ALONE:
            return None  # build-cache, test-results: names; a run verb inside is _RUN_PARTS'
    effect = "destructive" if action in hazards.DESTRUCTIVE_VERBS else _VERBS.get(action)
    # reset-defaults, push-notifications: a compound's "again each run" verb is as often the
    # name of a setting or a thing; only what stops, destroys, exposes or runs is read from it
    return None if effect in ("not-idempotent", "idempotent") else effect


# A run verb fused to what it runs (pipx runpip, Django's runserver and runscript, stack
# runghc), not a word that only begins so (runtime, running, runbook, runlevel).
_FUSED_RUN = re.compile(r"run(?!time|ning|ner|book|level|dir|way)[a-z]{3,}\Z")


# Run verbs counted only as whole words or through _RUN_PARTS: as the first part of a name
# (build-cache, test-results, install-dir) they name a thing more often than an action.
_RUN_VERB_ONLY_ALONE = (
    frozenset(verb for verb, effect in _VERBS.items() if effect == "runs-program") - _RUN_PARTS
)


def config_key(words: list[str]) -> str | None:
    """The configuration key a command sets whose value is a command some program starts
    (git config core.editor x, kubectl config set users.u.exec.command x), or None."""
    positional = [word for word in words[1:] if not word.startswith("-")]
    if not any(word.lower() in _CONFIG_VERBS for word in positional[:3]):
        return None
    for word in positional:
        key = word.partition("=")[0]
        if word.lower() in _CONFIG_VERBS or not _KEY.match(key):
            continue
        last = re.split(r"[._]", key.lower())[-1] if "." in key else key.lower()
        if any(last.endswith(end) for end in _KEY_ENDS) and _sets(words, word):
            if "://" not in _value(words, word):
                return word  # http.proxy http://proxy:3128: an address, not a command
    return None


def _value(words: list[str], key: str) -> str:
    """The value a configuration command gives `key`: after its =, or the next word."""
    if "=" in key:
        return key.partition("=")[2]
    index = words.index(key)
    return words[index + 1] if index + 1 < len(words) else ""


def _sets(words: list[str], key: str) -> bool:
    """Whether `key` is given a value (key=value, a word after it, or a `set` before it), not
    only read."""
    if "=" in key or any(word in ("--get", "--get-all", "--list", "-l") for word in words):
        return "=" in key
    index = words.index(key)
    return index + 1 < len(words) or "set" in words[:index]


# `clean` as a program's own verb removes what it builds or caches (mvn clean, brew cleanup,
# conda clean), which it makes again on use; its options only confirm or widen the sweep, and a
# path in the line (a target directory) makes it what the path holds, so it stays destructive.
_BUILD_CLEAN = frozenset(("clean", "cleanup"))
_CLEARS = frozenset(("clean", "cleanup", "prune", "purge", "clear", "flush"))
_CACHES = re.compile(r"(?i)cache|\bstore\b|\bbuilder\b|stale|metadata|\btmp\b")


def _clears_a_cache(words: list[str], word: str) -> bool:
    """Whether the destructive word clears only what is fetched or rebuilt on use (npm cache
    clean, docker builder prune, go clean -modcache): idempotent by their documentation."""
    action = _VERB_FIRST.split(word.lower())[0]  # flush-caches, clear_cache: the compound's verb
    return action in _CLEARS and any(_CACHES.search(other) for other in words[1:])


# Options whose value is a command, a script or SQL the program runs (mysql --execute, mongosh
# --eval, nix-shell --run, jupyter nbconvert --execute, psql -c, vagrant ssh -c); -c only when
# its value is a word, not a file or a number (-c config.yml, ping -c 3). -e is left out: as
# often an environment (tox -e py312), a pattern (grep -e) or a variable (-e KEY=value).
_RUN_OPTIONS = frozenset(
    "--execute --eval --run --script --init-command --command -execute -eval -command".split()
)
_SHORT_RUN_OPTIONS = frozenset(("-c",))
# A file of code or SQL given as an option's value is run (psql -f fix.sql, sqlcmd -i fix.sql,
# duckdb -init setup.sql, cqlsh --file=fix.cql, cmake -P fix.cmake, valkey-cli --eval fix.lua).
_SCRIPT = re.compile(
    r"[\w./-]*\.(?:sql|cql|hql|js|mjs|cjs|ts|lua|py|rb|sh|bash|zsh|ps1|pl|php|tcl|r|jl|cmake|exs)\Z",
    re.IGNORECASE,
)
_WORD_VALUE = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")
_OUTPUT = re.compile(r"\A-o\Z|out")  # -o out.js, --outfile=app.js: a file written, not run
# A program named for writing a copy (pg_dump, mysqldump, mongoexport, a backup tool): the file
# an option names is where it writes (pg_dump -f app.sql), not a script it runs.
_WRITERS = re.compile(r"(?i)dump|export|backup")
# A module that runs the command it is given (ansible's shell, command, raw and script modules,
# run by `ansible HOSTS -m shell -a CMD`).
_MODULE_OPTIONS = frozenset(("-m", "--module-name"))
_COMMAND_MODULES = frozenset("shell command raw script expect win_shell win_command".split())
# The meta-commands database shells give to run a program (sqlite3 and duckdb .shell, .system).
_DOT_COMMANDS = frozenset((".shell", ".system", ".read"))
# Verbs that start what they are given (pm2 start app.js, a REPL's load, a shell's source):
# given a script, they run it.
_LAUNCH = frozenset("start launch load source spawn".split())


# A database's shell, named for it (mongosh, mysqlsh, cqlsh), runs the script files it is given.
_DATABASE_SHELL = re.compile(r"\A[a-z]{3,}sh\Z")


# Programs whose first argument names a program only to say where it is or what it is.
LOOKUPS = frozenset("which whereis type man info tldr whatis apropos hash help".split())


def _wraps(words: list[str]) -> str | None:
    """The program a wrapper of any name runs: its first argument, past the options that carry
    their value (valgrind --leak-check=full ./app), when that is itself a program that runs
    what it is given (a shell, an interpreter, a wrapper) or a program given by its path
    (./fix.sh); None otherwise."""
    first = next((w for w in words[1:] if not (w.startswith("-") and "=" in w)), "")
    if words[0].rsplit("/", 1)[-1].lower() in LOOKUPS or first.lower() in _NOUNS | _VERBS.keys():
        return None  # `tool exec box1 uptime`: a verb, read as one
    index = words.index(first) if first else 0
    if index + 1 < len(words) and words[index + 1].lower() in LOOKS:
        return None  # hatch shell show, conda python list: a group of commands
    if first.startswith("./") or hazards.program_hazard(first) in hazards.RUNNERS:
        return first
    return None


# Programs' names that are as often a subcommand's noun (conda env, nomad node, a job's time).
_NOUNS = frozenset("env node time watch script start call at batch format init find".split())


def script(word: str) -> bool:
    """Whether `word` names a file of code or SQL (fix.sql, app.js, seeds.exs)."""
    return bool(_SCRIPT.match(word))


def running_word(words: list[str]) -> tuple[str, str | None] | None:
    """(the words that start another program, the program when the line names it) by an
    option whose value is a command, a script or SQL, a script given to a verb that starts
    it, or a database shell's meta-command; None when there is none."""
    wrapped = _wraps(words) if len(words) > 1 else None
    if wrapped:
        return wrapped, shown(wrapped)  # caffeinate python fix.py, dotenv ./fix.sh
    verbs = [word for word in words[1 : _RUN_VERB_DEPTH + 1] if not word.startswith("-")]
    launch = next((word for word in verbs if word.lower() in _LAUNCH), None)
    script = next((w for w in words[2:] if not w.startswith("-") and _SCRIPT.match(w)), None)
    if launch is not None and script is not None:
        return f"{launch} {script}", f"the script {shown(script)}"
    if script is not None and _DATABASE_SHELL.search(words[0]):
        return script, f"the script {shown(script)}"  # mongosh db fix.js, mysqlsh db fix.py
    writes = bool(_WRITERS.search(words[0].rsplit("/", 1)[-1]))
    for index, word in enumerate(words[1:], start=1):
        name, equals, value = word.partition("=")
        following = words[index + 1] if index + 1 < len(words) else ""
        given = value if equals else following
        if word in _DOT_COMMANDS:
            return word, shown(following) if following else None
        if not word.startswith("-") or word == "--":
            continue
        if _SCRIPT.match(given) and not _OUTPUT.search(name) and not writes:
            return (word if equals else f"{word} {following}"), f"the script {shown(given)}"
        if name in _RUN_OPTIONS:
            value_given = bool(given) and not given.startswith("-")
            said = word if equals or not value_given else f"{word} {following}"
            return said, f"the command {shown(given)}" if value_given else None
        if name in _MODULE_OPTIONS and given in _COMMAND_MODULES:
            return f"{word} {following}" if not equals else word, None
        if word in _SHORT_RUN_OPTIONS and _WORD_VALUE.match(following):
            return f"{word} {following}", f"the command {shown(following)}"
    return None


# Verbs that open a session a person drives: an editor, a shell, a REPL, a console, a running
# container's terminal. A line declared interactive: true is a person's, never a fix.
SESSIONS = frozenset("edit shell console repl enter attach".split())


def started(words: list[str]) -> str | None:
    """The program a command starts, said for a diagnostic, when its words name it: the word
    after `--`, the value of an option that runs it, a shell or an interpreter among its
    arguments, the command after a run verb's last argument, or the editor."""
    if "--" in words[1:-1]:
        return shown(words[words.index("--", 1) + 1])
    found = running_word(words)
    if found is not None:
        return found[1]
    verb = verb_effect(words)
    if verb is None or verb[0] != "runs-program" or verb[1] not in words:
        return None
    rest = words[words.index(verb[1], 1) + 1 :]
    named = next((word for word in rest if hazards.program_hazard(word) is not None), None)
    if named is not None:
        return shown(named)  # flatpak enter 1234 sh
    if verb[1].lower() in ("edit", "commit"):
        return "the editor $VISUAL or $EDITOR names"
    # `nerdctl exec web ls`, `pipenv run pytest`: the last word, when no option may take it
    if verb[1].lower() in ("exec", "run", "runner") and rest and not rest[-1].startswith("-"):
        if len(rest) == 1 or not rest[-2].startswith("-"):
            return shown(rest[-1])
    return None


# Programs whose every action, but a listing, runs what a project declares: build systems
# (their build files are programs: Bazel's repository rules even on fetch, Gradle's scripts,
# Maven's plugins), task runners (a task is a command line in the project's file: tox, nox,
# just, Task, rake, invoke), test runners (the tests and their fixtures are the project's
# code: pytest, jest), and infrastructure tools that run the project's program on each
# operation (pulumi preview runs it; cdk synthesises the app; terragrunt runs terraform and
# hooks), process managers that start what a Procfile declares (foreman, honcho, overmind),
# linters whose plugins are programs (tflint), configuration managers that run what a
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
    " logrotate".split()
)
# Package managers of a project's dependencies whose add, require and sync install packages
# at once, running their build scripts and hooks as install does (poetry add, pdm sync,
# composer require runs the project's post-update scripts, bundle add runs bundle install).
_INSTALLERS = frozenset(
    "poetry pdm pipenv pixi hatch conda mamba micromamba composer bundle bundler apk".split()
)
_INSTALLS = frozenset(("add", "require", "sync"))
# Programs whose every line but a listing installs, running what the package runs on install:
# cpanm(1) installs the modules it is given (their Makefile.PL or Build.PL run); apk add runs
# a package's install scripts (apk(8)).
_INSTALL_ONLY = frozenset(("cpanm",))
# What such a program does that runs nothing of the project: prints its version or help, says
# where it is, or lists what it could run (tox -l, just --list, gradle tasks, pulumi stack ls).
_RUNNER_LOOKS = LOOKS | frozenset(
    "version help tasks whoami query cquery generations list-generations packages news -l -T"
    " targets --tasks --summary -N".split()
)
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
# Alone, these print the version or the help (mvn -v, gradle -V); with more, -v is verbose.
_ALONE_PRINTS = frozenset("-V -version -h -help".split())
# ... and -v, for the programs whose manual says -v is the version (mvn -v); for others it is
# verbose (pytest -v runs the tests, rcup -v installs the dotfiles).
_V_IS_VERSION = frozenset(("mvn", "mvnw", "gradle", "gradlew"))


def _runs_the_project(words: list[str]) -> bool:
    """Whether `words` is a line of a build system, a task or test runner, or an
    infrastructure tool that runs the project's code, and not one of its listings."""
    name = words[0].rsplit("/", 1)[-1].lower()
    if name in _INSTALL_ONLY:
        return not (len(words) == 2 and words[1] in _ALONE_PRINTS | _PRINTS)
    if name in _INSTALLERS:
        return len(words) > 1 and words[1].lower() in _INSTALLS
    if name not in _RUNNERS:
        return False
    if len(words) == 2 and words[1] in _ALONE_PRINTS | _PRINTS:
        return False
    if len(words) == 2 and words[1] == "-v" and name in _V_IS_VERSION:
        return False
    if name in _CODE_DECLARED:
        return True
    dry_runs = _RUNNER_DRY_RUNS | _OWN_DRY_RUNS.get(name, frozenset())
    if any(word.partition("=")[0] in dry_runs for word in words[1:]):
        return False
    if name not in _CHECK_RUNS and any(w in ("check", "--check") for w in words[1:3]):
        return False
    return not any(
        word in _RUNNER_LOOKS or word.lower() in _RUNNER_LOOKS or word.startswith("--list")
        for word in words[1:]
    )


# The options that give a commit its message, so that no editor opens (git, hg, svn, jj,
# fossil, bzr: -m/--message, a file's -F/--file/-l/--logfile, or reusing one).
_MESSAGES = frozenset(
    "-m --message -F --file -l --logfile -C --reuse-message --no-edit --amend".split()
)


def _commit_opens_the_editor(words: list[str]) -> str | None:
    """`commit` as the first verb with no message given: the program opens the editor $VISUAL or
    $EDITOR names for it, as every version control system does."""
    if len(words) < 2 or words[1].lower() != "commit":
        return None
    given = {word.partition("=")[0] for word in words[2:]}
    short = any(w.startswith("-") and not w.startswith("--") and "m" in w[1:] for w in words[2:])
    return None if given & _MESSAGES or short else words[1]


def _declared_in_code(words: list[str]) -> bool:
    """Whether the line is of a runner whose declarations are code, other than its version or
    help alone: even its listings run the project's code."""
    name = words[0].rsplit("/", 1)[-1].lower()
    alone = len(words) == 2 and words[1] in _ALONE_PRINTS | _PRINTS
    return name in _CODE_DECLARED and len(words) > 1 and not alone


_PRINTS = frozenset(("--version", "--help"))


def effect_of(words: list[str], own: bool = False) -> tuple[str, str] | None:
    """(effect, the words that say so) by general knowledge, or None when the words say
    nothing: a key whose value is a command first, then an option whose value is one, then an
    option that only looks (a dry run no later option cancels), then the most severe of the
    verbs and the destructive words. `own`: the line is the tool's own, whose declared
    configuration is its own business (DECLARED)."""
    key = config_key(words)
    if key is not None:
        return "runs-program", key
    running = running_word(words)
    if running is not None:
        return "runs-program", running[0]
    if _RUN_PARTS.intersection(_PARTS.split(words[0].lower())[1:]):
        return "runs-program", words[0]  # nix-shell, ansible-playbook: the name says it
    if len(words) > 1 and words[1].lower() in _BUILD_CLEAN and not any("/" in w for w in words):
        return "idempotent", words[1]  # mvn clean, brew cleanup -y: outputs rebuilt on use
    commit = _commit_opens_the_editor(words)
    if commit is not None:
        return "runs-program", commit  # hg commit, svn commit: the editor, for the message
    if not own and _declared_in_code(words):
        return "runs-program", words[0]  # nox --list, rake -T: the listing loads the code
    only = looks_only(words[1:])
    if only is not None:
        return "read-only", only
    verb = verb_effect(words)
    if own and verb is not None and verb[1].lower() in DECLARED:
        meaning = _OWN_MEANING.get(verb[1].lower())
        verb = (meaning, verb[1]) if meaning is not None else None
    found = [verb] if verb is not None else []
    word = hazards.destructive_word(words)
    if word is not None and not (word == "-f" and _WRITERS.search(words[0])):
        found.append(("destructive", word))  # pg_dump -f app.sql: the file it writes
    found = [
        ("idempotent", said) if _clears_a_cache(words, said) else (effect, said)
        for effect, said in found
    ]
    if not own and _runs_the_project(words) and not any(
        effect in ("runs-program", "outage") for effect, _ in found
    ):  # bazel shutdown stops the runner's own server
        found.append(("runs-program", words[0]))  # earthly +build, act push: a runner's target
    if not found:
        return None
    return min(found, key=lambda pair: EFFECTS.index(pair[0]))
