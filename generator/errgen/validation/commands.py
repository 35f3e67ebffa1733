"""Where command safety is decided: the lexical rules of the registry and the fix-command rules."""

from __future__ import annotations

import re
from collections.abc import Iterator

import errgen.validation.general as general
import errgen.validation.hazards as hazards
import errgen.validation.knowledge as knowledge
import errgen.validation.starting as starting
from errgen.model import field_table
from errgen.text import shown
from errgen.validation.lexical import MAX_COMMAND_CHARS, lexical_problems
from errgen.validation.view import Finding, Path, View, mapping_of

__all__ = ["CONTRACT_FILE", "MAX_COMMAND_CHARS", "SAFE_EFFECTS", "judge", "registered_effect"]

SAFE_EFFECTS = frozenset(field_table.SAFE_EFFECTS)
# the file whose probes prove a registry (errgen contract's default), named once here
CONTRACT_FILE = "errgen.contract.yaml"

# --- the command registry and fix commands ---------------------------------------------------


# --- what a command's words can do: its program, its options, its declared effect -------------


def judge(
    line: str,
    programs: frozenset[str],
    effect: object = "idempotent",
    safe_because: object = None,
    interactive: object = False,
    tool: str | None = None,
) -> list[tuple[str, str, str]]:
    """(rule, message, hint) of every rule `line` breaks as a command an agent may run with
    `effect`: the one judgement of a command line, for the registry's lines (validate, explain)
    and for a fix command `errgen recover` is handed without a catalogue to check it against.
    A line of a well-known program is judged by what its documentation says it does
    (errgen.validation.knowledge); any other by its words. `tool` names the tool whose
    registry it is: its own lines' declared configuration is its own (general.DECLARED)."""
    return list(_judgements(line, programs, (effect, safe_because, interactive), tool))


def _judgements(
    line: str, programs: frozenset[str], declared: tuple[object, object, object], tool: str | None
) -> Iterator[tuple[str, str, str]]:
    effect, safe_because, interactive = declared
    lexical = list(lexical_problems(line, programs))
    for rule, message, hint in lexical:
        yield rule, f"{shown(line)}: {message}", hint
    words = _words(line[:MAX_COMMAND_CHARS])
    program = hazards.argv0(words)
    reason = hazards.program_hazard(program) if program is not None else None
    if reason == hazards.TOOLCHAIN and not _toolchain_runs(words):
        reason = None  # deno fmt --check, pipx list: a subcommand that runs nothing it is given
    quiet = reason is not None and program == words[0] and hazards.runs_nothing(words)
    if quiet:
        reason = None  # node --check fix.js, crontab -l, perl -v: a form that runs nothing
    if program is not None and reason is not None:
        wrapped = _wrapped(words, programs)
        yield (
            "program-unsafe",
            f"{shown(program)} may not be a program of the registry: {reason}"
            + (f" (here, {wrapped})" if wrapped else ""),
            _PROGRAM_UNSAFE_HINT,
        )
    if any(rule in _UNSPLIT for rule, _, _ in lexical):
        return
    own = words[0] == tool
    known = knowledge.classify(words, own) if program == words[0] and words[0] else None
    known = None if quiet else known  # its manual says what it does: nothing is run
    spec_exempt = frozenset(
        knowledge.table()[words[0]].get("placeholder_exempt", ())
        if knowledge.knows(words[0])
        else ()
    )
    capitals = knowledge.placeholder(words, spec_exempt)
    if capitals is not None and not any(rule == "command-placeholder" for rule, _, _ in lexical):
        yield (
            "command-placeholder-word",
            f"{shown(capitals)} looks like a placeholder in capitals; the caller cannot fill it in",
            "register only complete commands; if the fix needs the caller's input, drop "
            "fix_command and say what to provide in fix_required" + _GENTLY,
        )
    option = hazards.running_option(words)
    if option is not None:
        yield (
            "command-option-runs-program",
            f"{shown(option)} makes the command run another program, chosen by its value",
            "register the command without the option; configure the program elsewhere",
        )
    if known is not None:
        started = general.started(words) if known.effect == "runs-program" else None
        context = (known, words[0], started)
        yield from _documented(context, effect, safe_because, interactive, option, reason)


_SUBCOMMAND = re.compile(r"[a-z][a-z0-9-]*\Z")
_PRINTS = frozenset(("--version", "-V", "--help", "-h"))


def _toolchain_runs(words: list[str]) -> bool:
    """Whether a toolchain's line (deno, bun, pipx) runs what it is given: no subcommand (a
    REPL), a file where the subcommand goes (deno main.ts), a script among its arguments
    (deno serve main.ts), or a subcommand the shared verbs say starts a program (pipx run)."""
    if len(words) > 1 and set(words[1:]) <= _PRINTS:
        return False  # deno --version: prints and exits
    if len(words) < 2 or words[0] != hazards.argv0(words) or not _SUBCOMMAND.match(words[1]):
        return True
    if any(starting.script(word) for word in words[2:] if not word.startswith("-")):
        return True
    known = knowledge.classify(words)
    return known is not None and known.effect == "runs-program"


def _wrapped(words: list[str], programs: frozenset[str]) -> str | None:
    """What a program that runs others starts, when the line says it: the word after `--`, an
    option's command (sh -c reboot), or a later word that is a program (sudo tool doctor)."""
    said = general.started(words)
    if said is not None:
        return said
    later = next(
        (w for w in words[1:] if w in programs or hazards.program_hazard(w) is not None), None
    )
    return shown(later) if later is not None else None


# A rule added to format version 1 starts as a warning and says when it becomes an error.
ERROR_FROM = "0.2.0"
_GENTLY = f" (a warning now: an error from errgen {ERROR_FROM})"


def _documented(
    context: tuple[knowledge.Effect, str, str | None],
    effect: object,
    safe_because: object,
    interactive: object,
    option: str | None,
    reason: str | None,
) -> Iterator[tuple[str, str, str]]:
    """What a well-known program's documentation, or the general knowledge, says against the
    line's registry entry; `context` is what it says, the program, and the program the line
    starts when its words name it."""
    known, program, started = context
    if known.general:
        said = f"by {general.SOURCE}, {shown(known.subcommand)} says the command"
    else:
        where = "documentation" if known.own_source else "reference, as errgen's table reads it"
        said = f"by {program}'s {where} ({known.source}), {program} {known.subcommand}"
    acknowledged = cites(safe_because)
    if known.effect == "runs-program":
        # the table's word is documented and final; a verb's is a guess a citation may answer;
        # a line declared interactive that opens a session a person drives (kubectl edit, a
        # console) is the person's, and no fix may name an interactive line
        person = interactive is True and known.subcommand.split()[-1].lower() in general.SESSIONS
        answered = (known.general and acknowledged) or person
        if option is None and reason is None and not answered:
            yield (
                "command-runs-program",
                f"{said} starts another program"
                + (f" ({started})" if started else "")
                + ", now or on a later run",
                "an agent runs a fix blindly: register a command that starts nothing else "
                "(an error at once, as a security fix is)" + (_CITE if known.general else ""),
            )
        return
    if effect not in SAFE_EFFECTS or acknowledged:
        return
    unsaid = _UNCITED if says_why(safe_because) else ""
    if known.effect == "destructive":
        yield (
            "command-effect-contradicted",
            f"{said} destroys data, yet it is {effect}",
            "declare it destructive, or say in safe_because why running it blindly is safe, "
            "citing the documentation that says so (an error at once: an agent would run it)"
            + unsaid,
        )
    elif known.effect in ("outage", "exposure", "not-idempotent"):
        what = {
            "outage": "takes something out of service",
            "exposure": "widens who may see or change something",
            "not-idempotent": "does something again each time it runs",
        }[known.effect]
        yield (
            "command-effect-understated",
            f"{said} {what}, yet it is {effect}",
            "declare it destructive, or say in safe_because why running it blindly is safe, "
            "citing its documentation" + unsaid + _GENTLY,
        )
    elif known.effect == "interactive" and interactive is not True:
        yield (
            "command-interactive-undeclared",
            f"{said} asks a person (a prompt, an editor or a browser)",
            "mark it interactive: true, or register the form that asks nothing" + _GENTLY,
        )
    elif known.effect == "idempotent" and effect == "read-only":
        yield (
            "command-effect-understated",
            f"{said} changes state, yet it is read-only",
            "declare it idempotent" + _GENTLY,
        )


_PROGRAM_UNSAFE_HINT = (
    "register the tool's own subcommand that does the fix; "
    "errgen explain program-unsafe lists the programs refused and why"
)
_WORDS_OF_A_REASON = re.compile(r"[A-Za-z]{2,}")
# A citation: a web address, a man page section (git-clean(1), crontab(5)), or a page of the
# tool's own documentation in its repository (README.md#commands).
_CITATION = re.compile(
    r"https?://[^\s/]+\.[^\s]+|\b[a-z][a-z0-9_.-]*\([1-9][a-z]*\)"
    r"|[A-Za-z0-9_./-]+\.(?:md|rst|txt|html|adoc)(?:#[A-Za-z0-9_-]+)?\b"
)
_CITE = "; or, when its documentation says it starts nothing, cite it in safe_because"
_UNCITED = (
    "; safe_because gives a reason but cites no documentation (a URL, a man page section "
    "like git-clean(1) or a page such as README.md#commands), so it does not answer this"
)


def says_why(reason: object) -> bool:
    """Whether a safe_because gives a reason in words (two at least): a space, a dot or a
    no-break space acknowledges nothing."""
    return isinstance(reason, str) and len(_WORDS_OF_A_REASON.findall(reason[:1000])) >= 2


def cites(reason: object) -> bool:
    """Whether a safe_because is a reason (words) that cites the program's documentation: a
    URL or a man page section. A reason that cites nothing acknowledges nothing."""
    return says_why(reason) and bool(_CITATION.search(str(reason)[:1000]))


def _judged(view: View) -> list[tuple[str, str, str, str]]:
    """(line, rule, message, hint) of every rule every registered line breaks."""
    found = []
    for line, command in view.commands.items():
        entry = mapping_of(command)
        effect = registered_effect(command)
        reason, interactive = entry.get("safe_because"), entry.get("interactive")
        for rule, message, hint in judge(
            line, view.programs, effect, reason, interactive, view.tool
        ):
            found.append((line, rule, message, hint))
    return found


def command_problems(view: View) -> list[Finding]:
    """Every finding of the judgement of every registered line, where each rule points."""
    findings = []
    for line, rule, message, hint in view.shared(_judged):
        if rule in ("command-effect-contradicted", "command-effect-understated"):
            findings.append(Finding(rule, ("tool", "commands", line, "effect"), message, hint))
        else:
            findings.append(Finding(rule, ("tool", "commands", line), message, hint, key=True))
    return findings


def _problems_of(view: View, rule: str) -> Iterator[Finding]:
    return (finding for finding in view.shared(command_problems) if finding.rule == rule)


def command_charset(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-charset")


def command_too_long(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-too-long")


def command_placeholder(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-placeholder")


def command_not_self_contained(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-not-self-contained")


def command_program(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-program")


def program_unsafe(view: View) -> Iterator[Finding]:
    """The tool and its companions must not be such programs either."""
    named: list[tuple[Path, object]] = [(("tool", "name"), view.tool)]
    named += [(("tool", "companions", i), c) for i, c in enumerate(view.companions)]
    for path, program in named:
        reason = hazards.program_hazard(program) if isinstance(program, str) else None
        if isinstance(program, str) and reason is not None and reason != hazards.TOOLCHAIN:
            yield Finding(
                "program-unsafe",
                path,
                f"{shown(program)} may not be a program of the registry: {reason}",
                _PROGRAM_UNSAFE_HINT,
            )
    yield from _problems_of(view, "program-unsafe")


def command_option_runs_program(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-option-runs-program")


def command_effect_contradicted(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-effect-contradicted")


def command_runs_program(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-runs-program")


def command_effect_understated(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-effect-understated")


def command_interactive_undeclared(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-interactive-undeclared")


def command_placeholder_word(view: View) -> Iterator[Finding]:
    return _problems_of(view, "command-placeholder-word")


def command_unjudged(view: View) -> Iterator[Finding]:
    """A safe, unattended line whose standing is unknown: errgen says so, rather than let
    silence read as approval."""
    found = {line for line, _, _, _ in view.shared(_judged)}
    for line, command in view.commands.items():
        entry = mapping_of(command)
        program = line.split(" ", 1)[0]
        # the tool's own lines (and an included catalogue's tool's) are its authors' to know;
        # a companion's are a third party's
        if program == view.tool or program in view.domains.values() or line in found:
            continue
        if standing(line, entry, view.unprobed) != "unknown":
            continue
        why = (
            f"errgen's table has {shown(program)} but none of its knowledge says what this "
            "subcommand does"
            if knowledge.knows(program)
            else f"{shown(program)} is a companion errgen has no knowledge of"
        )
        yield Finding(
            "command-unjudged",
            ("tool", "commands", line),
            f"errgen cannot judge {shown(line)}: it is {entry.get('effect')} on its author's "
            f"word alone ({why})",
            _UNJUDGED_HINT,
            key=True,
        )


_UNJUDGED_HINT = (
    "prove it: errgen contract probes every read-only and idempotent line in a sandbox "
    f"({CONTRACT_FILE} beside the catalogue); or cite the program's documentation in "
    "safe_because (a URL, or a man page section like git-clean(1))"
)
Standing = str  # judged, proven, acknowledged, unknown, or "" for a line no agent runs blindly


def standing(line: str, entry: dict[str, object], unprobed: frozenset[str] | None) -> Standing:
    """How a registry line's effect stands: judged (errgen's table documents its program and
    the table or the verbs every CLI shares say what the line does), proven (a contract file's
    probes run it), acknowledged (its safe_because cites the program's documentation) or
    unknown; "" for a destructive or interactive line, which no agent runs blindly."""
    if registered_effect(entry) not in SAFE_EFFECTS or entry.get("interactive") is True:
        return ""
    words = _words(line[:MAX_COMMAND_CHARS])
    if knowledge.knows(words[0]) and knowledge.classify(words) is not None:
        return "judged"  # git lfs migrate: the table has git, not what this line does
    if unprobed is not None and line not in unprobed:
        return "proven"
    if cites(entry.get("safe_because")):
        return "acknowledged"
    return "unknown"


_UNSPLIT = frozenset(("command-charset", "command-too-long", "command-not-self-contained"))


def _words(line: str) -> list[str]:
    """The words of a command line as split on single spaces: its tokens, when the line is
    self-contained (the lexical rules report it when it is not)."""
    return line.split(" ")


def registered_effect(command: object) -> object:
    """The effect a registry entry declares, when it is a string (the schema reports the rest)."""
    effect = mapping_of(command).get("effect")
    return effect if isinstance(effect, str) else None
