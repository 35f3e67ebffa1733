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

import errgen.validation.families as families
import errgen.validation.hazards as hazards
import errgen.validation.starting as starting
import errgen.validation.vocabulary as vocabulary
from errgen.text import shown

SOURCE = "errgen's general knowledge of command-line verbs and options"
EFFECTS = vocabulary.EFFECTS

# Followed by a verb that only looks, a run verb names a group of commands, not an action (wp
# plugin list, prisma migrate status, helm plugin ls); except the verbs whose next word is
# the command they run (npm run status runs the script `status`).
_RUNS_NEXT_WORD = frozenset("run exec rsh ssh eval task".split())
# Run verbs that run a declared name and list the names when given none.
_NAMED_RUNS = frozenset(("task",))
# The run verbs that also count inside a compound verb (sops exec-env, firebase emulators:exec)
# or as the last part of a program's name (nix-shell, ansible-playbook).
_RUN_PARTS = frozenset("exec run shell repl console playbook eval".split())
_PARTS = re.compile(r"[-:]")
# ... and the last part of a program's name that builds from source, running its build scripts
# (python-build, ruby-build, sphinx-build runs the project's conf.py, nixos-rebuild)
_BUILDS = frozenset(("build", "rebuild", "submit"))  # spark-submit runs the job it is given
_PRINTS_ALONE = frozenset(("--version", "--help", "-V", "-h"))


def _lists(words: list[str]) -> bool:
    """Whether an option makes the line a listing (--list, --definitions, --help-notebook)."""
    return any(w.startswith(("--list", "--definitions", "--help")) for w in words[1:])


# A compound verb names its action first when joined by - or _ (disable-key, purge_queue,
# stop_app) and last when joined by . or : (ecto.drop, hex.publish, db:migrate).
_VERB_FIRST = re.compile(r"[-_]")
_VERB_LAST = re.compile(r"[.:]")
# `version` bumps a release only with one of these after it (npm version patch); alone it prints.
_BUMPS = frozenset("major minor patch premajor preminor prepatch prerelease".split())
# Options that make the command only look (a dry run, a listing), unless an option cancels them.
_SAFE_OPTIONS = frozenset(
    "--dry-run --dryrun --dry --what-if --whatif --simulate --no-act --preview --diff-run"
    " --list --show --check --help --version".split()
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
    "hook",
    "hooks",
    "hookspath",
    "fsmonitor",
    "askpass",
    "credential_process",
    "helper",
)
# ... and, inside a dotted key only (filter.lfs.process, diff.tool.external, merge.x.driver,
# include.path: a file of settings that may name commands), what a bare word names as a verb
_DOTTED_KEY_ENDS = ("process", "external", "driver")
_WHOLE_KEYS = frozenset(("include.path", "git", "yarnpath"))
_CONFIG_VERBS = frozenset(("config", "configure", "set", "set-option", "settings"))
_KEY = re.compile(r"[A-Za-z][A-Za-z0-9_.*:/-]*\Z")  # credential.https://host.helper
_PATH_LENGTH = 3  # the words of a subcommand path: `gh workflow run`, `aws iam delete-user`


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
_VALUED = frozenset(("--version", "--help", "--preview"))  # gh api --preview nebula: a value


# Verbs read even after leading options: no option's value is called so.
_AFTER_OPTIONS = frozenset(("worker", "scheduler"))
_FILE_LIKE = re.compile(r"\.(?:ya?ml|json|toml|ini|conf|cfg|txt|md|lock|env|xml|[a-z]{1,4}\d?)\Z")


def _looks_later(rest: list[str]) -> bool:
    """Whether a later word of the path only looks, whole or as a compound's verb (list,
    list-applications, describe_stacks)."""
    return any(_VERB_FIRST.split(word.lower())[0] in vocabulary.LOOKS for word in rest)


def names_a_path(word: str) -> bool:
    """Whether `word` is a file's or a directory's name (compose.yaml, /var/lib/data, ./out):
    after an option, that option's value, never a subcommand."""
    return "/" in word or word.startswith("~") or bool(_FILE_LIKE.search(word))


def subcommand_path(words: list[str]) -> list[str]:
    """The leading words that name the subcommand (`gh workflow run`), read past the options
    before them: an option given a file or a directory (helmfile -f helmfile.yaml apply, pg_ctl
    -D /srv/data stop) is skipped with it; after another option, whose value the next word may
    be (ninja -C build, a directory), only a compound verb (salt-call --local state.apply) or a
    verb no value is named (celery -A proj worker) is read."""
    path: list[str] = []
    uncertain = False
    index = 1
    while index < len(words) and len(path) < _PATH_LENGTH:
        word = words[index]
        following = words[index + 1] if index + 1 < len(words) else ""
        index += 1
        if word.startswith("-"):
            if path:
                break
            if "=" not in word and following and not following.startswith("-"):
                if names_a_path(following):
                    index += 1  # the option's file, and then the subcommand
                else:
                    uncertain = True
            continue
        if uncertain and not path:
            uncertain = False
            if not (_VERB_LAST.search(word) or word.lower() in _AFTER_OPTIONS):
                continue  # the option's value, most likely
            if names_a_path(word):
                continue
        path.append(word)
    return path


def verb_effect(words: list[str], own: bool = False) -> tuple[str, str] | None:
    """(effect, verb) of the most severe verb of the subcommand path (the leading words before
    the first option), or None."""
    path = subcommand_path(words)
    found: list[tuple[str, str]] = []
    for index, word in enumerate(path):
        lowered = word.lower()
        if "/" in lowered:
            continue  # a path or a URL, not a verb
        following = path[index + 1].lower() if index + 1 < len(path) else ""
        if lowered == "version" and following in _BUMPS:
            found.append(("not-idempotent", f"{word} {path[index + 1]}"))
        fused = bool(_FUSED_RUN.match(lowered))  # pipx runpip black list: runs pip list
        if _looks_later(path[index + 1 :]) and lowered not in _RUNS_NEXT_WORD and not fused:
            continue  # wp plugin list, gcloud run services list: a group, listed
        if lowered in _NAMED_RUNS and index + 1 == len(path) and len(words) == index + 2:
            continue  # deno task: no task named, the tasks are listed
        effect = _verb(lowered)
        if lowered in vocabulary.DECLARED and (own or index > 0):
            # the tool's own apply; a deploy second on the path (gcloud app deploy, or a user
            # called deploy): what the verb means when nothing is declared
            effect = vocabulary.OWN_MEANING.get(lowered)
        parts = _PARTS.split(lowered)
        if effect is None and len(parts) > 1 and _RUN_PARTS.intersection(parts):
            effect = "runs-program"  # exec-env, emulators:exec: a run verb in a compound one
        if effect == "runs-program" and index >= vocabulary.RUN_VERB_DEPTH:
            continue  # `tool workspace select test`: a name, not a verb, this deep
        if effect is not None:
            found.append((effect, word))
    if not found:
        return None
    return min(found, key=lambda pair: EFFECTS.index(pair[0]))


def _verb(word: str) -> str | None:
    """The effect of one lowercased word of a subcommand path: a verb, or the action of a
    compound one (disable-key, purge_queue, ecto.drop); None for any other word."""
    effect = "destructive" if word in hazards.DESTRUCTIVE_VERBS else vocabulary.VERBS.get(word)
    if effect is None and _FUSED_RUN.match(word):
        return "runs-program"  # pipx runpip, manage.py runserver, stack runghc
    if effect is not None or not (_VERB_FIRST.search(word) or _VERB_LAST.search(word)):
        return effect
    if _VERB_LAST.search(word):
        actions = [_VERB_FIRST.split(part)[0] for part in _VERB_LAST.split(word)]
        if not vocabulary.LOOKS.intersection(actions) and any(
            vocabulary.VERBS.get(part) == "runs-program" for part in actions
        ):
            return "runs-program"  # migrate:latest, seed:run, db:seed:all: the project's code
        action = actions[-1]  # ecto.migrate, db:migrate
    else:
        action = _VERB_FIRST.split(word)[0]
        if action in _RUN_VERB_ONLY_ALONE:
            return None  # build-cache, test-results: names; a run verb inside is _RUN_PARTS'
    effect = "destructive" if action in hazards.DESTRUCTIVE_VERBS else vocabulary.VERBS.get(action)
    # reset-defaults, push-notifications: a compound's "again each run" verb is as often the
    # name of a setting or a thing; only what stops, destroys, exposes or runs is read from it
    return None if effect in ("not-idempotent", "idempotent") else effect


# A run verb fused to what it runs (pipx runpip, Django's runserver and runscript, stack
# runghc), not a word that only begins so (runtime, running, runbook, runlevel).
_FUSED_RUN = re.compile(r"run(?!time|ning|ner|book|level|dir|way)[a-z]{3,}\Z")


# Run verbs counted only as whole words or through _RUN_PARTS: as the first part of a name
# (build-cache, test-results, install-dir) they name a thing more often than an action.
_RUN_VERB_ONLY_ALONE = (
    frozenset(verb for verb, effect in vocabulary.VERBS.items() if effect == "runs-program")
    - _RUN_PARTS
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
        ends = _KEY_ENDS + (_DOTTED_KEY_ENDS if "." in key else ())
        named = key.lower() in _WHOLE_KEYS or key.lower().startswith("includeif.")
        if (named or any(last.endswith(end) for end in ends)) and _sets(words, word):
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
    if action in _CLEARS and any(_CACHES.search(other) for other in words[1:]):
        return True
    # borg delete --cache-only: the option limits a deletion to the cache (not --cache-dir=X,
    # which only says where one is)
    return action in ("delete", "remove") and "--cache-only" in words


# Verbs that open a session a person drives: an editor, a shell, a REPL, a console, a running
# container's terminal. A line declared interactive: true is a person's, never a fix.
SESSIONS = frozenset("edit shell console repl enter attach".split())


def started(words: list[str]) -> str | None:
    """The program a command starts, said for a diagnostic, when its words name it: the word
    after `--`, the value of an option that runs it, a shell or an interpreter among its
    arguments, the command after a run verb's last argument, or the editor."""
    if "--" in words[1:-1]:
        return shown(words[words.index("--", 1) + 1])
    found = starting.running_word(words)
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


def effect_of(words: list[str], own: bool = False) -> tuple[str, str] | None:
    """(effect, the words that say so) by general knowledge, or None when the words say
    nothing: a key whose value is a command first, then an option whose value is one, then an
    option that only looks (a dry run no later option cancels), then the most severe of the
    verbs and the destructive words. `own`: the line is the tool's own, whose declared
    configuration is its own business (vocabulary.DECLARED)."""
    key = config_key(words)
    if key is not None:
        return "runs-program", key
    running = starting.running_word(words)
    if running is not None:
        return "runs-program", running[0]
    name_parts = _PARTS.split(words[0].rsplit("/", 1)[-1].lower())[1:]
    if _RUN_PARTS.intersection(name_parts) or _BUILDS.intersection(name_parts[-1:]):
        quiet = (len(words) == 2 and words[1] in _PRINTS_ALONE) or _lists(words)
        if not quiet and looks_only(words[1:]) is None:  # nix-build --dry-run only looks
            return "runs-program", words[0]  # nix-shell, ansible-playbook, python-build
    if len(words) > 1 and words[1].lower() in _BUILD_CLEAN and not any("/" in w for w in words):
        return "idempotent", words[1]  # mvn clean, brew cleanup -y: outputs rebuilt on use
    commit = families.commit_opens_the_editor(words)
    if commit is not None:
        return "runs-program", commit  # hg commit, svn commit: the editor, for the message
    if not own and families.declared_in_code(words):
        return "runs-program", words[0]  # nox --list, rake -T: the listing loads the code
    only = looks_only(words[1:])
    if only is not None:
        return "read-only", only
    verb = verb_effect(words, own)
    found = [verb] if verb is not None else []
    word = hazards.destructive_word(words)
    if word is not None and not (word == "-f" and starting.WRITERS.search(words[0])):
        found.append(("destructive", word))  # pg_dump -f app.sql: the file it writes
    found = [
        ("idempotent", said) if _clears_a_cache(words, said) else (effect, said)
        for effect, said in found
    ]
    if (
        not own
        and families.runs_the_project(words)
        and not any(effect in ("runs-program", "outage") for effect, _ in found)
    ):  # bazel shutdown stops the runner's own server
        found.append(("runs-program", words[0]))  # earthly +build, act push: a runner's target
    if not found:
        return None
    return min(found, key=lambda pair: EFFECTS.index(pair[0]))
