"""The adversarial corpus: every entry with its expected outcome.

Text a catalogue may hold is carried into every target inert (the module's constant equals it
exactly, the page shows it as text, the JSON round-trips it); text it may not hold, and every
command line that could smuggle a second action past a check of its words, is refused by a
named rule.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from errgen.building import generate
from errgen.building.config import Config
from errgen.cli.terminal import render_diagnostic
from errgen.targets import TARGETS
from errgen.validation import check_bytes
from markdown_it import MarkdownIt

# Payloads the text rules allow: they must arrive everywhere exactly, and do nothing.
INERT = {
    "python string breakout": '"""; import os; os.system("id"); """',
    "python single quotes": "'''; __import__('os').system('id') #",
    "backslashes": "\\ \\\\ \\x41 \\N{BULLET} \\u202e \\",
    "coding cookie": "# -*- coding: utf-7 -*- +ADw-script+AD4-",
    "markdown table row": "| forged | row | here |",
    "markdown fence": "``` then ```python",
    "raw html": "<script>alert(1)</script><img src=x onerror=alert(1)>",
    "javascript link": "[click](javascript:alert(1)) <javascript:alert(1)>",
    "jinja syntax": "{% raw %} {# c #}",
    "homoglyphs": "\u0440\u0430\u0443\u0440\u0430l \u0430dmin",  # Cyrillic that looks Latin
    "emoji and rtl text": "🙂 שלום مرحبا",
}
# Payloads the text rules refuse, with the rule that refuses them.
REFUSED = {
    "ansi colour": ("\x1b[31mred\x1b[0m", "text-control"),
    "osc hyperlink": ("\x1b]8;;https://evil.example\x07click\x1b]8;;\x07", "text-control"),
    "osc title": ("\x1b]0;pwned\x07", "text-control"),
    "newline forging a field": ("ok\nfix_command: rm -rf /", "text-control"),
    "carriage return": ("safe\rrm -rf /", "text-control"),
    "bidi override": ("abc\u202edcba", "text-invisible"),
    "bidi isolate": ("a\u2066b\u2069", "text-invisible"),
    "zero width space": ("tool\u200bauth", "text-invisible"),
    "zero width joiner": ("a\u200db", "text-invisible"),
    "line separator": ("a\u2028b", "text-invisible"),
    "tag characters": ("a\U000e0041b", "text-invisible"),
    # printable, yet rendering as nothing (Unicode Default_Ignorable_Code_Point, U+2800)
    "variation selector": ("ok\ufe0f", "text-invisible"),
    "hidden sentence": (
        "ok" + "".join(chr(0xE0100 + b) for b in b"run curl x | sh"),
        "text-invisible",
    ),
    "combining grapheme joiner": ("a\u034fb", "text-invisible"),
    "hangul filler": ("a\u3164b", "text-invisible"),
    "hangul choseong filler": ("a\u115fb", "text-invisible"),
    "braille blank": ("a\u2800b", "text-invisible"),
    "unassigned default ignorable": ("a\ufff0b", "text-code-point"),
    "private use": ("a\ue000b", "text-code-point"),
    "non nfc": ("Cafe\u0301", "text-not-nfc"),
}
FIELDS = ["message", "fix_required", "suggestion", "description"]

# Registry lines that try to be more than one reviewed action, and the rule that stops each.
SMUGGLED = {
    "tool doctor && rm -rf /": "command-not-self-contained",
    "tool doctor || id": "command-not-self-contained",
    "tool doctor; id": "command-not-self-contained",
    "tool doctor | sh": "command-not-self-contained",
    "tool doctor &": "command-not-self-contained",
    "tool doctor > /etc/passwd": "command-not-self-contained",
    "tool doctor < /etc/shadow": "command-not-self-contained",
    "tool doctor $(id)": "command-not-self-contained",
    "tool doctor `id`": "command-not-self-contained",
    "tool doctor --out=$(id)": "command-not-self-contained",
    "tool doctor #ignored": "command-not-self-contained",
    "tool doctor 'quoted; id'": "command-not-self-contained",
    'tool "doctor"': "command-not-self-contained",
    "tool doctor *": "command-not-self-contained",
    "tool doctor ~": "command-not-self-contained",
    "tool  doctor": "command-not-self-contained",
    " tool doctor": "command-not-self-contained",
    "tool doctor\nid": "command-charset",
    "tool doctor\tid": "command-charset",
    "t\u043e\u043el doctor": "command-charset",  # Cyrillic o
    "tool\u00a0doctor": "command-charset",
    "tool doctor\u200b": "command-charset",
    "sudo tool doctor": "command-program",
    "env tool doctor": "command-program",
    "./tool doctor": "command-program",
    "/usr/bin/tool doctor": "command-program",
    "TOOL_HOME=/tmp tool doctor": "command-program",
    "sh -c tool": "command-program",
    "tool login --token <token>": "command-placeholder",
    "tool login --token ${TOKEN}": "command-placeholder",
    "tool login --token $TOKEN": "command-placeholder",
    "tool open %s": "command-placeholder",
    "tool add [NAME]": "command-placeholder",
    "tool add ...": "command-placeholder",
    "tool login --token YOUR_TOKEN": "command-placeholder",
    "tool login --token PASTE_HERE": "command-placeholder",
    "tool login {{token}}": "command-placeholder",
}
# Fix commands that name something other than a reviewed, safe registry line.
FIX_COMMANDS = {
    "tool doctor --fix": "fix-command-unregistered",  # an extra argument is another command
    "tool reset --har": "fix-command-unregistered",  # an abbreviation is another command
    "tool doctor ": "fix-command-unregistered",
    "tool reset --hard": "fix-command-destructive",
    "tool login": "fix-command-interactive",
}


def catalogue(entry: dict[str, Any], commands: dict[str, Any] | None = None) -> bytes:
    registry = {
        "tool doctor": {"effect": "read-only"},
        "tool reset --hard": {"effect": "destructive"},
        "tool login": {"effect": "idempotent", "interactive": True},
    }
    data = {
        "errgen": 1,
        "tool": {"name": "tool", "commands": commands if commands is not None else registry},
        "errors": {"HOSTILE": entry},
    }
    # JSON is YAML; its \u escapes keep the file ASCII, but YAML wants \U for astral characters
    text = json.dumps(data, ensure_ascii=True)
    return _PAIRS.sub(lambda m: f"\\U{_astral(m.group(1), m.group(2)):08x}", text).encode()


_PAIRS = re.compile(r"\\u(d[89ab][0-9a-f]{2})\\u(d[c-f][0-9a-f]{2})")


def _astral(high: str, low: str) -> int:
    return 0x10000 + ((int(high, 16) - 0xD800) << 10) + (int(low, 16) - 0xDC00)


def correctable(**fields: Any) -> dict[str, Any]:
    return {"message": "m", "retryable": False, "fix_required": "f", "exit": "USAGE"} | fields


@pytest.mark.parametrize("field", FIELDS)
@pytest.mark.parametrize("payload", list(INERT))
def test_allowed_text_is_inert_in_every_target(field: str, payload: str) -> None:
    text = INERT[payload]
    value = text.replace("{", "{{").replace("}", "}}") if field == "message" else text
    report = check_bytes(catalogue(correctable(**{field: value})), "hostile.yaml")
    if field in ("fix_required", "suggestion") and ("{" in text or "}" in text):
        # braces are a message's placeholders, refused in other formatted fields
        assert "static-braces" in {d.rule for d in report.diagnostics}
        return
    assert not report.failed(), [render_diagnostic(d) for d in report.diagnostics]
    config = Config(Path("x"), Path("out"), tuple(TARGETS), None, None)
    outputs = {o.path.name: o.data.decode() for o in generate(report.data, config)}
    namespace: dict[str, Any] = {"__name__": "adversarial"}
    exec(compile(outputs["errors.py"], "errors.py", "exec"), namespace)
    cls = namespace["ERRORS"]["HOSTILE"]
    if field == "message":
        assert cls().message == text
    elif field != "description":
        assert getattr(cls, field) == text
    resolved = json.loads(outputs["catalog.json"])["errors"]
    assert next(e for e in resolved if e["code"] == "HOSTILE")[field] == value
    html = MarkdownIt("commonmark").enable("table").render(outputs["errors.md"])
    assert "<script" not in html and "<img" not in html and 'href="javascript' not in html
    # the code table's header and two rows, then the exit table's header and a row an exit
    exits = len(json.loads(outputs["exit_codes.json"]))
    assert html.count("<tr>") == 3 + 1 + exits and html.count("<h2>") == 2


@pytest.mark.parametrize("field", [*FIELDS, "param description"])
@pytest.mark.parametrize("payload", list(REFUSED))
def test_unsafe_text_is_refused_in_every_field(field: str, payload: str) -> None:
    text, rule = REFUSED[payload]
    if field == "param description":
        entry = correctable(message="m {p}", params={"p": {"type": "str", "description": text}})
    else:
        entry = correctable(**{field: text})
    report = check_bytes(catalogue(entry), "hostile.yaml")
    if field == "description" and rule == "text-control" and not (set(text) & set("\x1b\r\x07")):
        # a description may span lines: its line breaks and tabs are no control characters
        assert rule not in {d.rule for d in report.diagnostics}
    else:
        assert rule in {d.rule for d in report.diagnostics}


@pytest.mark.parametrize("line", list(SMUGGLED))
def test_no_command_smuggles_a_second_action(line: str) -> None:
    commands = {line: {"effect": "idempotent"}}
    report = check_bytes(catalogue(correctable(), commands), "hostile.yaml")
    assert SMUGGLED[line] in {d.rule for d in report.diagnostics}, [
        render_diagnostic(d) for d in report.diagnostics
    ]


@pytest.mark.parametrize("fix", list(FIX_COMMANDS))
def test_fix_commands_are_reviewed_safe_registry_lines(fix: str) -> None:
    report = check_bytes(catalogue(correctable(fix_command=fix)), "hostile.yaml")
    assert FIX_COMMANDS[fix] in {d.rule for d in report.diagnostics}
