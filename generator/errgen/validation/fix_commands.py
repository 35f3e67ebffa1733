"""The rules on the commands an error names (the field table's command fields): each must be
byte for byte a line of the registry, a fix one whose effect is safe to run blindly and that
needs no person, a diagnostic one that only looks."""

from __future__ import annotations

import difflib
import heapq
from collections.abc import Iterator

from errgen.model.field_table import BY_NAME, COMMAND_FIELDS
from errgen.text import shown
from errgen.validation.commands import MAX_COMMAND_CHARS, SAFE_EFFECTS, registered_effect
from errgen.validation.view import Finding, Path, View, mapping_of, string_of


def fix_command_uses(view: View) -> list[tuple[Path, str, str, object]]:
    """(path, field, command line, its entry in tool.commands or None) of every field that
    names a command (the field table's command fields)."""
    uses: list[tuple[Path, str, str, object]] = []
    for code, entry in view.errors:
        for field in COMMAND_FIELDS:
            value = string_of(entry, field)
            if value is not None:
                uses.append((("errors", code, field), field, value, view.commands.get(value)))
    return uses


def fix_command_unregistered(view: View) -> Iterator[Finding]:
    near = _NearMisses(view.commands)
    for here, field, value, command in view.shared(fix_command_uses):
        if not isinstance(command, dict):
            close = near.closest(value)
            yield Finding(
                "fix-command-unregistered",
                here,
                f"{field} {shown(value)} is not byte-for-byte a command of tool.commands",
                f"did you mean {close!r}?" if close else "register it under tool.commands first",
                replacement=close,  # another command is a judgment: never applied unasked
            )


class _NearMisses:
    """The registered command closest to a line, from a bounded set of candidates compared over
    a bounded length, so that hints cost little more than the lines they are for."""

    CANDIDATES = 8  # the registered lines nearest in length, of those with the same program
    COMPARED = 80  # characters compared past the prefix a line shares with a candidate
    LOOKUPS = 64  # lines given a hint; the rest get the plain one

    def __init__(self, commands: dict[str, object]) -> None:
        self.by_program: dict[str, list[str]] = {}
        for line in commands:
            if len(line) <= MAX_COMMAND_CHARS:
                self.by_program.setdefault(line.split(" ", 1)[0], []).append(line)
        self.lookups = 0

    def closest(self, line: str) -> str | None:
        self.lookups += 1
        if self.lookups > self.LOOKUPS:
            return None
        same = self.by_program.get(line.split(" ", 1)[0], [])
        nearest = heapq.nsmallest(self.CANDIDATES, same, key=lambda c: (abs(len(c) - len(line)), c))
        best, best_ratio = None, 0.6  # difflib.get_close_matches' cutoff
        for candidate in nearest:
            shared = _shared_prefix(line, candidate)
            tail = difflib.SequenceMatcher(
                None, line[shared:][: self.COMPARED], candidate[shared:][: self.COMPARED]
            )
            ratio = (2 * shared + 2 * _matched(tail)) / (len(line) + len(candidate))
            if ratio >= best_ratio:
                best, best_ratio = candidate, ratio
        return best


def _shared_prefix(one: str, other: str) -> int:
    """How many characters `one` and `other` start with in common."""
    for index, (a, b) in enumerate(zip(one, other, strict=False)):
        if a != b:
            return index
    return min(len(one), len(other))


def _matched(matcher: difflib.SequenceMatcher[str]) -> int:
    return sum(block.size for block in matcher.get_matching_blocks())


def fix_command_destructive(view: View) -> Iterator[Finding]:
    for here, field, value, command in view.shared(fix_command_uses):
        effect = registered_effect(command)
        if BY_NAME[field].diff == "fix" and effect is not None and effect not in SAFE_EFFECTS:
            yield Finding(
                "fix-command-destructive",
                here,
                f"{field} {shown(value)} is registered as {effect}",
                "an agent runs fix commands blindly: name an idempotent or read-only command, "
                "or drop fix_command",
            )


def diagnose_command_not_read_only(view: View) -> Iterator[Finding]:
    for here, field, value, command in view.shared(fix_command_uses):
        effect = registered_effect(command)
        looks = BY_NAME[field].effects == ("read-only",)  # a command only read, never a fix
        if looks and effect is not None and effect != "read-only":
            yield Finding(
                "diagnose-command-not-read-only",
                here,
                f"{field} {shown(value)} is registered as {effect}",
                "a diagnostic is run to look, never to change: name a read-only command; a "
                "command that changes something and fixes the error is the fix_command",
            )


def fix_command_interactive(view: View) -> Iterator[Finding]:
    for here, field, value, command in view.shared(fix_command_uses):
        if (
            registered_effect(command) in SAFE_EFFECTS
            and mapping_of(command).get("interactive") is True
        ):
            yield Finding(
                "fix-command-interactive",
                here,
                f"{field} {shown(value)} needs a person",
                "drop fix_command, say in fix_required that a person must run it, and add "
                "ignore: [prose-only-recovery] to the error",
            )
