"""Hover, go to definition and references, read from the last state of a catalogue that
loaded: the merged data of every file, and where each node is in its own file."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from errgen.catalogue.load import NodePath
from errgen.lsp.checking import Parsed
from errgen.lsp.cursor import Spot
from errgen.lsp.explanations import rule_markdown
from errgen.model.exits import ExitClass, exit_table, recovery_class
from errgen.model.field_table import COMMAND_FIELDS
from errgen.validation import Report
from errgen.validation.registry import all_rules

Located = tuple[Path, int, int]  # a file, a 1-based line and column


@dataclass
class Catalogue:
    """What navigation reads: the last report that loaded, and each file's located nodes."""

    report: Report
    files: tuple[Path, ...]
    parsed: Callable[[Path], Parsed | None]

    @property
    def data(self) -> dict[str, Any]:
        return self.report.data if isinstance(self.report.data, dict) else {}

    def errors(self) -> dict[str, Any]:
        errors = self.data.get("errors")
        return errors if isinstance(errors, dict) else {}

    def commands(self) -> dict[str, Any]:
        tool = self.data.get("tool")
        commands = tool.get("commands") if isinstance(tool, dict) else None
        return commands if isinstance(commands, dict) else {}

    def exits(self) -> dict[str, tuple[int, str | None]]:
        """The exit-code table in force: name -> (number, class)."""
        declared: dict[str, tuple[int, ExitClass]] = {}
        for name, entry in (self.data.get("exit_codes") or {}).items():
            if isinstance(entry, dict) and isinstance(entry.get("code"), int):
                declared[name] = (entry["code"], entry.get("class", "terminal"))
        return dict(exit_table(declared, self.data.get("default_exit_codes") is not False))

    def locate(self, path: NodePath) -> Iterator[Located]:
        """Where the key of `path` is written, in each file that writes it."""
        for file in self.files:
            parsed = self.parsed(file)
            if parsed is not None and path in parsed.document.positions:
                line, column = parsed.document.positions[path][:2]
                yield file, line, column

    def code_path(self, code: str) -> tuple[Path | None, NodePath]:
        """The file defining `code` (None: any) and its path there (an included file's own code,
        before its prefix)."""
        origin = self.report.origins.get(code)
        if origin is None:
            return None, ("errors", code)
        return self.files[0].parent / origin.source, ("errors", origin.code)


def hover(catalogue: Catalogue, spot: Spot, here: Path, value: object) -> str | None:
    """Markdown for the node at `spot` of the file `here` (whose value there is `value`): a
    code, an exit, a registry line or an acknowledged rule."""
    path = spot.path
    if path[:1] == ("errors",) and len(path) == 2 and spot.on_key:
        return code_markdown(catalogue, merged_code(catalogue, here, str(path[1])))
    if path[:1] == ("errors",) and path[2:] == ("deprecated", "replaced_by") and not spot.on_key:
        return code_markdown(catalogue, merged_code(catalogue, here, str(value)))
    if path[:1] == ("errors",) and len(path) == 3 and not spot.on_key:
        if path[2] == "exit" and isinstance(value, str):
            return exit_markdown(catalogue, value)
        if path[2] in COMMAND_FIELDS and isinstance(value, str):
            return command_markdown(catalogue, value)
    if path[:2] == ("tool", "commands") and len(path) == 3 and spot.on_key:
        return command_markdown(catalogue, str(path[2]))
    if len(path) >= 2 and path[-2] == "ignore" and isinstance(value, str):
        return rule_markdown(value) if value in all_rules() else None
    return None


def merged_code(catalogue: Catalogue, here: Path, code: str) -> str:
    """The code as the merged catalogue names it: an included file's own code gets its prefix."""
    if here == catalogue.files[0]:
        return code
    for merged, origin in catalogue.report.origins.items():
        if origin.code == code and catalogue.files[0].parent / origin.source == here:
            return merged
    return code


def code_markdown(catalogue: Catalogue, code: str) -> str | None:
    """A code's recovery at a glance: class, exit, timing, fix command, help URL."""
    entry = catalogue.errors().get(code)
    if not isinstance(entry, dict):
        return None
    recovery = recovery_class(entry.get("retryable"), entry.get("fix_required"))
    exit_name = entry.get("exit")
    number = catalogue.exits().get(str(exit_name), (None, None))[0]
    lines = [f"**{code}**: {recovery}", "", f"- exit: `{exit_name}` = {number}"]
    timing = [
        f"{name} {entry[name]}"
        for name in ("retry_after_ms", "max_attempts", "backoff_policy", "backoff_max_ms")
        if name in entry
    ]
    if timing:
        lines.append("- timing: " + ", ".join(timing))
    for name in ("fix_required", *COMMAND_FIELDS):
        if isinstance(entry.get(name), str):
            lines.append(f"- {name}: `{entry[name]}`")
    deprecated = entry.get("deprecated")
    if isinstance(deprecated, dict):
        instead = deprecated.get("replaced_by")
        lines.append(f"- deprecated since {deprecated.get('since')}, use `{instead}`")
    url = _help_url(catalogue, code)
    if url:
        lines.append(f"- help: {url}")
    if isinstance(entry.get("message"), str):
        lines += ["", str(entry["message"])]
    return "\n".join(lines)


def _help_url(catalogue: Catalogue, code: str) -> str | None:
    """The code's help URL, as the resolved catalogue derives it (when it resolves)."""
    if catalogue.report.failed() or not isinstance(catalogue.data.get("docs_url"), str):
        return None
    try:
        resolved = catalogue.report.catalogue()
    except Exception:  # a catalogue that validates resolves; a hover never fails on it
        return None
    error = resolved.by_code_or_alias().get(code)
    return error.help_url if error is not None else None


def exit_markdown(catalogue: Catalogue, name: str) -> str | None:
    """An exit name's number and class."""
    if name not in catalogue.exits():
        return None
    number, kind = catalogue.exits()[name]
    return f"**{name}** = {number}: {kind or 'success'}"


def command_markdown(catalogue: Catalogue, line: str) -> str | None:
    """A registry line's effect, and how errgen knows it (judged, proven, acknowledged)."""
    from errgen.validation import knowledge
    from errgen.validation.commands import standing

    entry = catalogue.commands().get(line)
    if not isinstance(entry, dict):
        return None
    effect = entry.get("effect")
    parts = [f"`{line}`: **{effect}**" + (", interactive" if entry.get("interactive") else "")]
    stands = standing(line, entry, None)
    documented = knowledge.classify(line.split(" "))
    if documented is not None:
        parts.append(f"- documented: {documented.effect} ({documented.source})")
    if isinstance(entry.get("safe_because"), str):
        parts.append(f"- safe because: {entry['safe_because']}")
    if stands:
        parts.append(f"- stands: {stands}")
    if isinstance(entry.get("description"), str):
        parts += ["", entry["description"]]
    return "\n".join(parts)


def definition(catalogue: Catalogue, spot: Spot, here: Path, value: object) -> list[Located]:
    """Where the thing named at `spot` of `here` is defined: replaced_by's code, a command
    field's registry line, an include's file."""
    path = spot.path
    if spot.on_key or not isinstance(value, str):
        return []
    if path[-1:] == ("replaced_by",):
        file, at = catalogue.code_path(merged_code(catalogue, here, value))
        return [found for found in catalogue.locate(at) if file is None or found[0] == file]
    if path[:1] == ("errors",) and path[-1] in COMMAND_FIELDS:
        return list(catalogue.locate(("tool", "commands", value)))
    if path[:1] == ("include",) and (len(path) == 2 or path[2:] == ("path",)):
        target = (here.parent / value).resolve()
        return [(target, 1, 1)] if target.is_file() else []
    return []


def references(catalogue: Catalogue, spot: Spot) -> list[Located]:
    """Every error that names the registry line at `spot` in a command field."""
    if spot.path[:2] != ("tool", "commands") or len(spot.path) != 3:
        return []
    line = spot.path[2]
    found: list[Located] = []
    for file in catalogue.files:
        parsed = catalogue.parsed(file)
        errors = parsed.document.data.get("errors") if parsed else None
        for code, entry in (errors or {}).items():
            for field in COMMAND_FIELDS:
                if isinstance(entry, dict) and entry.get(field) == line and parsed:
                    at = parsed.document.positions.get(("errors", code, field))
                    if at is not None:
                        found.append((file, at[2], at[3]))
    return found
