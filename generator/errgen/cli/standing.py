"""`errgen explain "<registry line>"`: how a registry line's effect stands, and what the command
judgement says of it."""

from __future__ import annotations

from typing import Any

from errgen.model import Catalogue, CommandSpec
from errgen.validation import knowledge
from errgen.validation.commands import judge, standing

_SAID = {
    "judged": "judged from errgen's table of programs (programs.yaml), which cites {source}",
    "proven": "a contract file covers the catalogue and its probes run this line",
    "acknowledged": "its safe_because cites the program's documentation",
    "unknown": "errgen has no knowledge of this {what}; prove it with a contract probe, or cite "
    "its documentation in safe_because",
    "own": "the tool's own line: its authors' to know (a contract file's probes prove it)",
    "": "it is destructive or interactive, so no agent runs it as a fix",
}


def registry_line(catalogue: Catalogue | None, topic: str) -> CommandSpec | None:
    """The registry entry whose line is `topic`, or None."""
    if catalogue is None:
        return None
    return next((c for c in catalogue.commands if c.line == topic), None)


def line_standing(
    command: CommandSpec, catalogue: Catalogue, unprobed: frozenset[str] | None
) -> tuple[str, str]:
    """(standing, why) of a registry line: judged, proven, acknowledged, unknown, own or ""."""
    entry: dict[str, object] = {"effect": command.effect, "interactive": command.interactive}
    if command.safe_because is not None:
        entry["safe_because"] = command.safe_because
    found = standing(command.line, entry, unprobed)
    words = command.line.split(" ")
    if found == "unknown" and words[0] == catalogue.tool:
        found = "own"
    known = knowledge.classify(words, words[0] == catalogue.tool)
    source = known.source if known is not None else ""
    what = "subcommand" if knowledge.knows(words[0]) else "program"  # git lfs: git is known
    why = _SAID[found].format(source=source, what=what)
    if known is not None and known.general and found != "":
        why += f"; by errgen's general knowledge, {known.subcommand!r} says it is {known.effect}"
    return found, why


def command_explained(
    command: CommandSpec, catalogue: Catalogue, unprobed: frozenset[str] | None
) -> tuple[dict[str, Any], str]:
    """The envelope data and terminal text for one registry line."""
    found, why = line_standing(command, catalogue, unprobed)
    programs = frozenset((catalogue.tool, *catalogue.companions))
    rules = judge(
        command.line,
        programs,
        command.effect,
        command.safe_because,
        command.interactive,
        catalogue.tool,
    )
    data: dict[str, Any] = {
        "command": command.line,
        "effect": command.effect,
        "interactive": command.interactive,
        "standing": found or "not-run-blindly",
        "why": why,
        "findings": [{"rule": rule, "message": message} for rule, message, _ in rules],
    }
    if command.safe_because is not None:
        data["safe_because"] = command.safe_because
    lines = [f"{command.line} ({command.effect}{', interactive' if command.interactive else ''})"]
    lines.append(f"  standing: {data['standing']}: {why}")
    if command.safe_because is not None:
        lines.append(f"  safe_because: {command.safe_because}")
    lines += [f"  {rule}: {message}" for rule, message, _ in rules]
    return data, "\n".join(lines)
