"""What well-known programs' commands do, from their documentation: programs.yaml (data, each
entry citing its source), read by the command judgement (errgen.validation.commands) for a
registry line that starts with one of them. Words alone cannot say that `kubectl drain` takes
a node out of service or that `git fetch --prune` is safe to repeat; the documentation can.

A line is matched by its program, then the longest run of its words that names a subcommand;
options and arguments listed for that subcommand change what it does (a dry run makes it
read-only, --force destructive), the most severe winning. A program's own tool (not in the
table) keeps the lexical rules alone.
"""

from __future__ import annotations

import fnmatch
import functools
import re
from dataclasses import dataclass
from typing import Any

import errgen.validation.general as general
import errgen.validation.starting as starting
from errgen.package import package_file

EFFECTS = general.EFFECTS  # most severe first
_CAPITALS = re.compile(r"[A-Z][A-Z0-9_]+")
_SEGMENTS = re.compile(r"[=/:,.@~-]+")
_SHORT_CLUSTER = re.compile(r"-[a-zA-Z]{2,}")


@dataclass(frozen=True, slots=True)
class Effect:
    """What the documentation says a command does, which subcommand said so, and where: the
    subcommand's own page, or (`own_source` false) the program's reference index."""

    effect: str
    subcommand: str
    source: str
    own_source: bool = True
    general: bool = False  # said by the verbs and options every CLI shares, not by the table


@functools.cache
def table() -> dict[str, Any]:
    """The reviewed table, read on first use (a registry whose lines start with the tool's
    own name never reads it)."""
    import yaml

    text = package_file("programs.yaml", "errgen.validation").read_text("utf-8")
    data: dict[str, Any] = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    return data


@functools.cache
def _programs() -> frozenset[str]:
    """The programs the table has, from its top-level keys, without parsing it: most registries
    name only the tool's own commands, and those never pay for reading the table."""
    text = package_file("programs.yaml", "errgen.validation").read_text("utf-8")
    return frozenset(re.findall(r"(?m)^([a-z][a-z0-9._-]*):(?: &[a-z]+)?$", text))


def knows(program: str) -> bool:
    return program in _programs()


# Words in capitals that are names, not placeholders, for any program: files every repository
# has, markers, log levels (Python's logging, syslog), time zones and character sets, and a
# signal named with its SIG (SIGHUP).
_LITERAL_CAPITALS = frozenset(
    "README LICENSE CHANGELOG TODO FIXME NOTICE AUTHORS"
    " DEBUG INFO WARN WARNING ERROR CRITICAL FATAL UTC GMT UTF ASCII".split()
)
_SIGNAL = re.compile(r"SIG[A-Z0-9]+")
# ... and, for the programs whose standard writes them so, that standard's vocabulary: DNS
# record types (RFC 1035 and its successors; dig's and host's -t), netfilter's chains and
# targets (iptables(8); a chain a team adds is named in capitals too, DOCKER-USER), HTTP
# methods (RFC 9110), signals without their SIG (kill -l), and the names of variables a
# program is asked for (printenv PATH, getconf ARG_MAX).
_DNS = frozenset(
    "A AAAA MX TXT NS CNAME SOA SRV PTR CAA DNSKEY DS NSEC NSEC3 RRSIG TLSA HTTPS SVCB ANY AXFR"
    " IXFR".split()
)
_HTTP = frozenset("GET HEAD POST PUT DELETE PATCH OPTIONS TRACE CONNECT".split())
_SIGNALS = frozenset("HUP INT QUIT KILL TERM USR1 USR2 STOP CONT".split())
_VOCABULARIES: dict[str, frozenset[str] | None] = {
    **dict.fromkeys("dig host nslookup drill kdig delv".split(), _DNS),
    **dict.fromkeys("http https xh hurl ab hey oha curlie".split(), _HTTP),
    **dict.fromkeys("kill pkill killall docker podman systemctl".split(), _SIGNALS),
    # every capitals word is a name: a chain, a variable
    **dict.fromkeys(
        "iptables ip6tables iptables-save iptables-restore nft ebtables arptables printenv"
        " getconf".split(),
        None,
    ),
}
# A checker's message code (pylint's W0611, flake8's E501, shellcheck's SC2086): a name.
_MESSAGE_CODE = re.compile(r"[A-Z]{1,3}[0-9]{2,5}")
# A module path (JSON::XS, Foo::Bar, std::fs): a name of the language, not a value to fill in.
_MODULE_PATH = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)+")
_FILE_NAME = re.compile(r"[^/=]*\.[a-z0-9]{1,8}")  # README.md, Makefile.in: a file, not a value


def placeholder(words: list[str], exempt: frozenset[str] = frozenset()) -> str | None:
    """The first word with a part in capitals standing for a value (NAME, OWNER/REPO,
    --name=CLUSTER), or None; CamelCase (NoSchedule, core.sshCommand), a file's name
    (README.md) and markers (TODO) are literals."""
    program = words[0].rsplit("/", 1)[-1] if words else ""
    if program in _VOCABULARIES and _VOCABULARIES[program] is None:
        return None  # iptables -L DOCKER-USER, printenv PATH: every capitals word is a name
    vocabulary = _VOCABULARIES.get(program) or frozenset()
    for word in words[1:]:
        if _FILE_NAME.fullmatch(word) or _MODULE_PATH.fullmatch(word):
            continue
        for part in _SEGMENTS.split(word):
            literal = part in _LITERAL_CAPITALS or part in vocabulary
            if literal or _MESSAGE_CODE.fullmatch(part) or _SIGNAL.fullmatch(part):
                continue
            if _CAPITALS.fullmatch(part) and part not in exempt:
                return word
    return None


def classify(words: list[str], own: bool = False) -> Effect | None:
    """What the command `words` (its program first) does: by its program's documentation when
    the table lists the subcommand, else by the verbs and options nearly every CLI shares
    (errgen.validation.general); None when neither says anything. `own`: the line is the
    tool's own (general.effect_of)."""
    documented = _documented(words) if knows(words[0]) else None
    key = general.config_key(words)
    if key is not None and (documented is None or documented.effect != "runs-program"):
        return Effect("runs-program", key, general.SOURCE, False, True)
    if documented is not None:
        return documented
    if not own and _passes_to_a_known_program(words):
        return Effect("runs-program", words[1], general.SOURCE, False, True)
    found = general.effect_of(words, own)
    return Effect(found[0], found[1], general.SOURCE, False, True) if found else None


def _passes_to_a_known_program(words: list[str]) -> bool:
    """Whether a program errgen's table does not know passes the line on to one it does (pass
    git push, minikube kubectl get pods, microk8s kubectl): its first argument names it, and
    it is no program that only looks a name up (man git, which git)."""
    if knows(words[0]) or len(words) < 2 or not knows(words[1]) or words[1] == words[0]:
        return False
    return words[0].rsplit("/", 1)[-1].lower() not in starting.LOOKUPS


def _option_path(previous: str, word: str) -> bool:
    """Whether `word` is the file or directory the option before it takes."""
    return previous.startswith("-") and "=" not in previous and general.names_a_path(word)


def _documented(words: list[str]) -> Effect | None:
    """What the table says of `words`, or None when it lists neither the subcommand nor a
    default for the program."""
    spec = table()[words[0]]
    source = spec.get("source", "")
    if "aliases_of" in spec:
        expanded = [*spec["aliases_of"].split(), *words[1:]]
        if expanded[0] != words[0] and knows(expanded[0]):
            found = _documented(expanded)  # docker-compose down -v: docker compose down -v
            if found is not None or "default" not in spec:
                return found
        return Effect(spec.get("default", "runs-program"), spec["aliases_of"], source)
    args = _expanded(words[1:], bool(spec.get("combine_short_flags")))
    anywhere = bool(spec.get("global_options_anywhere"))  # kubectl reads them after the verb
    for word in args:
        if not word.startswith("-"):
            if anywhere:
                continue
            break
        for option, entry in spec.get("global_options", {}).items():
            if _given(word, option):
                return Effect(entry["effect"], option, entry.get("source", source))
    # an option's file or directory is its value, not a subcommand (docker compose -f
    # compose.yaml down: the subcommand is compose down)
    positional = [
        word
        for index, word in enumerate(args)
        if not word.startswith("-") and not _option_path(args[index - 1] if index else "", word)
    ]
    subcommands = {name.lower(): name for name in spec.get("subcommands", {})}
    plugin = _plugin(spec, words[0], args, subcommands)
    if plugin is not None:
        return plugin
    for length in range(len(positional), 0, -1):
        name = subcommands.get(" ".join(positional[:length]).lower())
        if name is not None:
            entry = spec["subcommands"][name]
            found = _effect_of(entry, name, args, positional[length:], source)
            group = any(other.startswith(f"{name.lower()} ") for other in subcommands)
            return (_sibling(found, words[0], positional[length:]) if group else None) or found
    default = spec.get("default")
    return Effect(default, words[0], source) if default else None


def _plugin(
    spec: dict[str, Any], program: str, args: list[str], subcommands: dict[str, str]
) -> Effect | None:
    """A first word the program does not build in (kubectl neat) runs the plugin
    <program>-<word> from PATH: a program chosen by what is installed, not by the line."""
    builtins = spec.get("builtins")
    if not builtins or not args or args[0].startswith("-"):
        return None  # an option first may take the next word as its value: no guess
    first = args[0].lower()
    if first in builtins or any(name.split(" ")[0] == first for name in subcommands):
        return None
    return Effect(
        "runs-program",
        f"{args[0]} (the plugin {program}-{args[0]})",
        spec.get("plugins_source", spec.get("source", "")),
    )


def _sibling(parent: Effect, program: str, rest: list[str]) -> Effect | None:
    """A subcommand the table does not list under a listed one (git remote remove under git
    remote) does not inherit its parent's effect: its verb, when more severe, says."""
    verb = general.verb_effect([program, *rest[:1]]) if rest else None
    if verb is None or EFFECTS.index(verb[0]) >= EFFECTS.index(parent.effect):
        return None
    return Effect(verb[0], f"{parent.subcommand} {verb[1]}", general.SOURCE, False, True)


def _effect_of(
    entry: dict[str, Any], name: str, args: list[str], rest: list[str], source: str
) -> Effect:
    own = "source" in entry
    source = entry.get("source", source)
    if any(_safe(args, option) for option in entry.get("safe_options", ())):
        return Effect("read-only", name, source, own)
    dry = general.dry_run(args) if entry["effect"] != "runs-program" else None
    if dry is not None and not any(_has(args, o) for o in entry.get("option_effects", {})):
        # helm rollback web 3 --dry-run: a dry run the entry does not list only looks; not for
        # a command that starts a program, whose dry run may still start it (pip install
        # --dry-run builds an sdist; certbot renew --dry-run runs the hooks)
        return Effect("read-only", f"{name} {dry}", general.SOURCE, False, True)
    found = [e for option, e in entry.get("option_effects", {}).items() if _has(args, option)]
    for pattern, effect in entry.get("arg_effects", {}).items():
        given = rest + [word for word in args if word == "--"]
        if any(fnmatch.fnmatchcase(word.lower(), pattern.lower()) for word in given):
            found.append(effect)
    if found:
        return Effect(min(found, key=EFFECTS.index), name, source, own)
    needs = entry.get("interactive_unless")
    if needs and not any(_has(args, option) for option in needs):
        return Effect("interactive", name, source, own)
    return Effect(entry["effect"], name, source, own)


def _safe(args: list[str], option: str | list[str]) -> bool:
    """Whether the safe option (or every one of a list given together) is given and no option
    cancels it (--no-dry-run, --dry-run=none): contradictory options take the most severe."""
    options = [option] if isinstance(option, str) else option
    return all(_has(args, o) and not general.cancelled(args, o) for o in options)


def _expanded(args: list[str], combine: bool) -> list[str]:
    """-fdx as -f -d -x, for the programs whose short options combine."""
    if not combine:
        return args
    out: list[str] = []
    for word in args:
        out += [f"-{c}" for c in word[1:]] if _SHORT_CLUSTER.fullmatch(word) else [word]
    return out


def _given(word: str, option: str) -> bool:
    return word == option or ("=" not in option and word.startswith(option + "="))


def _has(args: list[str], option: str) -> bool:
    return any(_given(word, option) for word in args)
