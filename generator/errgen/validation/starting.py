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
_OUTPUT = re.compile(r"\A-o\Z|out|result")  # -o out.js, --outfile=app.js: a file written, not run
# A program named for writing a copy (pg_dump, mysqldump, mongoexport, a backup tool): the file
# an option names is where it writes (pg_dump -f app.sql), not a script it runs.
# The options that take a file the program reads and runs (psql -f, sqlcmd -i, duckdb -init,
# cqlsh --file, cmake -P, --queries-file, --script, --rcfile, --require); not a flag followed by
# an operand (wc -l app.js, black --check fix.py).
_FILE_OPTION = re.compile(
    r"\A(?:-[fiP]|-init|--?[a-z-]*(?:file|script|init|source|load|require|rc|config|filter))\Z"
)
WRITERS = re.compile(r"(?i)dump|export|backup|pg_restore")
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
LOOKUPS = frozenset(
    "which whereis type man info tldr whatis apropos hash help cat ls file stat realpath"
    " readlink sha1sum sha256sum sha512sum md5sum cksum b2sum wc head tail pgrep pidof ps du"
    " df basename dirname tree grep egrep fgrep rg ag diff cmp od hexdump xxd strings nm"
    " objdump readelf lsof".split()
)


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
    at = next((w for w in words[2:] if w.startswith("@") and _SCRIPT.match(w[1:])), None)
    if at is not None:
        return at, f"the script {shown(at[1:])}"  # sqlplus hr/hr @fix.sql: SQL*Plus runs it
    if script is not None and _DATABASE_SHELL.search(words[0]):
        return script, f"the script {shown(script)}"  # mongosh db fix.js, mysqlsh db fix.py
    writes = bool(WRITERS.search(words[0].rsplit("/", 1)[-1]))
    reader = words[0].rsplit("/", 1)[-1] in LOOKUPS  # grep -c x, lsof -c nginx: a count, a name
    for index, word in enumerate(words[1:], start=1):
        name, equals, value = word.partition("=")
        following = words[index + 1] if index + 1 < len(words) else ""
        given = value if equals else following
        if word in _DOT_COMMANDS:
            return word, shown(following) if following else None
        if not word.startswith("-") or word == "--":
            continue
        file_option = _FILE_OPTION.match(name) and not _OUTPUT.search(name)
        if _SCRIPT.match(given) and file_option and not writes:
            return (word if equals else f"{word} {following}"), f"the script {shown(given)}"
        if name in _RUN_OPTIONS:
            value_given = bool(given) and not given.startswith("-")
            said = word if equals or not value_given else f"{word} {following}"
            return said, f"the command {shown(given)}" if value_given else None
        if name in _MODULE_OPTIONS and given in _COMMAND_MODULES:
            return f"{word} {following}" if not equals else word, None
        if word in _SHORT_RUN_OPTIONS and _WORD_VALUE.match(following) and not reader:
            return f"{word} {following}", f"the command {shown(following)}"
    return None
