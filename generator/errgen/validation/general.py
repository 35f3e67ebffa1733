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
        " mv reset publish push release deploy upload".split(),
        "not-idempotent",
    ),
    # verbs that start a program chosen by data: a package's hooks and build scripts, a
    # project's tests, a playbook, a shell, an editor
    **dict.fromkeys(
        "run exec shell rsh ssh attach debug eval install build test restore bundle playbook"
        " plugin".split(),
        "runs-program",
    ),
    "edit": "interactive",
}
# `version` bumps a release only with one of these after it (npm version patch); alone it prints.
_BUMPS = frozenset("major minor patch premajor preminor prepatch prerelease".split())
# Options that make the command only look (a dry run, a listing), unless an option cancels them.
_SAFE_OPTIONS = frozenset(
    "--dry-run --dryrun --what-if --whatif --simulate --no-act --list --show --check --help"
    " --version".split()
)
_SAFE_VALUES = frozenset(("", "true", "client", "server", "1", "yes", "all"))
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
    for word in args:
        name, _, value = word.partition("=")
        if name in _SAFE_OPTIONS and value.lower() in _SAFE_VALUES and not cancelled(args, name):
            return word
    return None


def verb_effect(words: list[str]) -> tuple[str, str] | None:
    """(effect, verb) of the most severe verb of the subcommand path (the leading words before
    the first option), or None."""
    path: list[str] = []
    for word in words[1:]:
        if word.startswith("-") or len(path) == _PATH_LENGTH:
            break
        path.append(word)
    found: list[tuple[str, str]] = []
    for index, word in enumerate(path):
        lowered = word.lower()
        if "/" in lowered:
            continue  # a path or a URL, not a verb
        if lowered == "version" and index + 1 < len(path) and path[index + 1] in _BUMPS:
            found.append(("not-idempotent", f"{word} {path[index + 1]}"))
        effect = "destructive" if lowered in hazards.DESTRUCTIVE_VERBS else _VERBS.get(lowered)
        if effect == "runs-program" and index >= _RUN_VERB_DEPTH:
            continue  # `tool workspace select test`: a name, not a verb, this deep
        if effect is not None:
            found.append((effect, word))
    if not found:
        return None
    return min(found, key=lambda pair: EFFECTS.index(pair[0]))


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
            return word
    return None


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
_CLEARS = frozenset(("clean", "cleanup", "prune", "purge", "clear"))
_CACHES = re.compile(r"(?i)cache|\bstore\b|\bbuilder\b|stale|metadata|\btmp\b")


def _clears_a_cache(words: list[str], word: str) -> bool:
    """Whether the destructive word clears only what is fetched or rebuilt on use (npm cache
    clean, docker builder prune, go clean -modcache): idempotent by their documentation."""
    return word.lower() in _CLEARS and any(_CACHES.search(other) for other in words[1:])


def effect_of(words: list[str]) -> tuple[str, str] | None:
    """(effect, the words that say so) by general knowledge, or None when the words say
    nothing: a key whose value is a command first, then an option that only looks (a dry run
    no later option cancels), then the most severe of the verbs and the destructive words."""
    key = config_key(words)
    if key is not None:
        return "runs-program", key
    if len(words) > 1 and words[1].lower() in _BUILD_CLEAN and not any("/" in w for w in words):
        return "idempotent", words[1]  # mvn clean, brew cleanup -y: outputs rebuilt on use
    only = looks_only(words[1:])
    if only is not None:
        return "read-only", only
    verb = verb_effect(words)
    found = [verb] if verb is not None else []
    word = hazards.destructive_word(words)
    if word is not None:
        found.append(("destructive", word))
    found = [
        ("idempotent", said) if _clears_a_cache(words, said) else (effect, said)
        for effect, said in found
    ]
    if not found:
        return None
    return min(found, key=lambda pair: EFFECTS.index(pair[0]))
