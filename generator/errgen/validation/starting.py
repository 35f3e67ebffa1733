"""The words that start another program, whatever the program: an option given a command, a
script or SQL, a script given to a verb that starts it or to a database's shell, a database
shell's meta-command, ansible's command modules, and a wrapper's first argument that is itself
a program. Read by errgen.validation.general, which says what a line does."""

from __future__ import annotations

import re

import errgen.validation.hazards as hazards
import errgen.validation.vocabulary as vocabulary
from errgen.text import shown

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
WRITERS = re.compile(r"(?i)dump|export|backup")
# An option given a command to run on each item (fzf --preview=CMD, --bind's execute); as a bare
# flag or given a boolean it is another program's dry run.
_PREVIEWS = frozenset(("--preview",))
_FLAG_VALUES = frozenset(("true", "false", "yes", "no", "1", "0", "on", "off"))
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
    if (
        words[0].rsplit("/", 1)[-1].lower() in LOOKUPS
        or first.lower() in _NOUNS | vocabulary.VERBS.keys()
    ):
        return None  # `tool exec box1 uptime`: a verb, read as one
    index = words.index(first) if first else 0
    if index + 1 < len(words) and words[index + 1].lower() in vocabulary.LOOKS:
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
    verbs = [word for word in words[1 : vocabulary.RUN_VERB_DEPTH + 1] if not word.startswith("-")]
    launch = next((word for word in verbs if word.lower() in _LAUNCH), None)
    script = next((w for w in words[2:] if not w.startswith("-") and _SCRIPT.match(w)), None)
    if launch is not None and script is not None:
        return f"{launch} {script}", f"the script {shown(script)}"
    if script is not None and _DATABASE_SHELL.search(words[0]):
        return script, f"the script {shown(script)}"  # mongosh db fix.js, mysqlsh db fix.py
    writes = bool(WRITERS.search(words[0].rsplit("/", 1)[-1]))
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
        if name in _PREVIEWS and equals and value.lower() not in _FLAG_VALUES:
            return word, f"the command {shown(value)}"  # fzf --preview=cat: run per line
        if name in _MODULE_OPTIONS and given in _COMMAND_MODULES:
            return f"{word} {following}" if not equals else word, None
        if word in _SHORT_RUN_OPTIONS and _WORD_VALUE.match(following):
            return f"{word} {following}", f"the command {shown(following)}"
    return None
