"""Code actions: apply a diagnostic's "did you mean", acknowledge a warning with `ignore:`,
deprecate a code in favour of a new one; and why a code is never renamed."""

from __future__ import annotations

import re
from typing import Any

from lsprotocol import types

from errgen.catalogue.tokens import yaml_scalar

RENAME_REFUSED = (
    "errgen does not rename a code: callers branch on it, so renaming it is a breaking change. "
    "Deprecate it in favour of a new code instead (the code action on the code's key)."
)


def quick_fixes(uri: str, diagnostics: list[types.Diagnostic]) -> list[types.CodeAction]:
    """A quick fix for each diagnostic whose fix is data; a certain one is preferred."""
    actions = []
    for diagnostic in diagnostics:
        data = diagnostic.data if isinstance(diagnostic.data, dict) else {}
        replacement = data.get("replacement")
        if diagnostic.source != "errgen" or not isinstance(replacement, str):
            continue
        edit = types.TextEdit(range=diagnostic.range, new_text=yaml_scalar(replacement, False))
        actions.append(
            types.CodeAction(
                title=f"Replace with {replacement!r}",
                kind=types.CodeActionKind.QuickFix,
                diagnostics=[diagnostic],
                is_preferred=data.get("certain") is True,
                edit=types.WorkspaceEdit(changes={uri: [edit]}),
            )
        )
    return actions


def acknowledgements(
    uri: str, lines: list[str], diagnostics: list[types.Diagnostic], owner_line: Any
) -> list[types.CodeAction]:
    """For each warning or notice, an `ignore: [rule]` on the entry it is about (the entry
    whose key `owner_line(line)` finds: 0-based line, indentation of its keys, or None)."""
    actions = []
    for diagnostic in diagnostics:
        if diagnostic.source != "errgen" or diagnostic.severity == types.DiagnosticSeverity.Error:
            continue
        owner = owner_line(diagnostic.range.start.line)
        if owner is None:
            continue
        edit = _ignore_edit(lines, owner[0], owner[1], str(diagnostic.code))
        actions.append(
            types.CodeAction(
                title=f"Acknowledge {diagnostic.code} here (ignore:)",
                kind=types.CodeActionKind.QuickFix,
                diagnostics=[diagnostic],
                edit=types.WorkspaceEdit(changes={uri: [edit]}),
            )
        )
    return actions


def _ignore_edit(lines: list[str], key_line: int, indent: int, rule: str) -> types.TextEdit:
    """The edit adding `rule` to the `ignore:` of the entry whose key is on `key_line`."""
    pad = " " * indent
    for number in range(key_line + 1, len(lines)):
        text = lines[number]
        if text.strip() and len(text) - len(text.lstrip(" ")) < indent:
            break
        flow = re.match(rf"^{pad}ignore:\s*\[(.*)\]\s*$", text)
        if flow:
            inside = flow.group(1).strip()
            new = f"{pad}ignore: [{inside + ', ' if inside else ''}{rule}]"
            span = types.Range(types.Position(number, 0), types.Position(number, len(text)))
            return types.TextEdit(range=span, new_text=new)
        if re.match(rf"^{pad}ignore:\s*$", text):
            at = types.Position(number + 1, 0)
            return types.TextEdit(range=types.Range(at, at), new_text=f"{pad}  - {rule}\n")
    at = types.Position(key_line + 1, 0)
    return types.TextEdit(range=types.Range(at, at), new_text=f"{pad}ignore: [{rule}]\n")


def deprecation(
    uri: str, lines: list[str], key_line: int, code: str, codes: set[str], version: str | None
) -> types.CodeAction:
    """The "deprecate CODE in favour of a new one" action: a copy of the entry under a new code,
    and the old entry `deprecated:` since the catalogue's version (1.0.0 when it states none),
    replaced by the new code."""
    indent = len(lines[key_line]) - len(lines[key_line].lstrip(" "))
    end = key_line + 1
    while end < len(lines) and (
        not lines[end].strip() or len(lines[end]) - len(lines[end].lstrip(" ")) > indent
    ):
        end += 1
    while end > key_line + 1 and not lines[end - 1].strip():
        end -= 1  # blank lines after the entry stay between it and the next
    new = next(f"{code}_V{n}" for n in range(2, 1000) if f"{code}_V{n}" not in codes)
    pad = " " * (indent + 2)
    body = [
        text
        for text in lines[key_line + 1 : end]
        if not re.match(rf"^{pad}(deprecated|aliases):", text)
    ]
    since = yaml_scalar(version or "1.0.0", False)
    marks = [f"{pad}deprecated: {{since: {since}, replaced_by: {new}}}\n"]
    copy = f"{' ' * indent}{new}:\n" + "".join(f"{text}\n" for text in body)
    after = types.Position(end, 0)
    edits = [
        types.TextEdit(range=types.Range(after, after), new_text="".join(marks) + copy),
    ]
    return types.CodeAction(
        title=f"Deprecate {code} in favour of a new code {new}",
        kind=types.CodeActionKind.RefactorRewrite,
        edit=types.WorkspaceEdit(changes={uri: edits}),
    )
