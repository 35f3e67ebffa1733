"""The lexical rules of a registry line: one static, self-contained invocation in words a shell
passes through unchanged, with no placeholder of any form people write."""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator

import errgen.catalogue.patterns as patterns

MAX_COMMAND_CHARS = patterns.max_length(patterns.COMMAND_LINE)
TOKEN = re.compile(r"[A-Za-z0-9_@%+=:,./-]+\Z")

# Placeholders of every common syntax: the caller would have to synthesise a value.
_PLACEHOLDERS = (
    (re.compile(r"<[^<>]*>"), "<x>"),
    # a Go template ({{.Name}}, {{range .items}}) or a JSONPath ({.items}) is an argument
    (re.compile(r"\{\{(?!\s*(?:\.|range\b|end\b|if\b|with\b|else\b|json\b))[^{}]*\}\}"
                r"|(?<!\{)\{(?![{.])[^{}]*\}"), "{x}"),
    (re.compile(r"\$\{|\$\(|\$[A-Za-z_]"), "$X"),
    (re.compile(r"%(?:\([^()]*\))?[sdifrx]\b"), "%s"),
    (re.compile(r"\[(?![*0-9]+\])[^\[\]]*\]"), "[X]"),  # [*] and [0] index a JSONPath
    # Go's package pattern ./... and pkg/... is a literal; any other ... is not
    (re.compile(r"(?<![\w/])\.\.\.|(?<=[^\s/.])\.\.\.|…"), "..."),
    (re.compile(r"(?i)\byour[_-]"), "YOUR_..."),
    (re.compile(r"(?i)[_-]here\b"), "..._HERE"),
    (re.compile(r"__[A-Za-z]+__"), "__X__"),
    (re.compile(r"(?i)\bpath/to\b"), "path/to/..."),
    (re.compile(r"(?i)(?<![\w.-])(?:owner|user|org|username)/(?:repo|repository|name|project)\b"),
     "owner/repo"),
    # a version written as letters: X.Y, x.y.z, vX.Y
    (re.compile(r"(?<![\w.])v?[xX]\.[yY](?:\.[zZ])?(?![\w.])"), "X.Y"),
)


def lexical_problems(line: str, programs: frozenset[str]) -> Iterator[tuple[str, str, str]]:
    """(rule, message, hint) for every way `line` is not one static, self-contained invocation."""
    if not line.isascii() or not line.isprintable():
        yield (
            "command-charset",
            "the command has a character that is not printable ASCII",
            "use printable ASCII only: no tabs, newlines or Unicode look-alikes",
        )
        return
    if len(line) > MAX_COMMAND_CHARS:
        yield (
            "command-too-long",
            f"the command has {len(line)} characters; at most {MAX_COMMAND_CHARS}",
            "shorten it, or give the tool a subcommand that does the whole fix",
        )
        return  # past the bound, no other check of the line is worth its time
    for pattern, syntax in _PLACEHOLDERS:
        found = pattern.search(line)
        if found:
            yield (
                "command-placeholder",
                f"{found.group()!r} looks like a placeholder ({syntax}); the caller cannot fill it in",
                "register only complete commands; if the fix needs caller input, drop fix_command "
                "and say what to provide in fix_required",
            )
            break
    try:
        tokens = shlex.split(line)
    except ValueError as exc:
        yield ("command-not-self-contained", f"the shell cannot split it: {exc}", _SELF_CONTAINED)
        return
    odd = [token for token in tokens if not TOKEN.match(token)]
    if not tokens or odd or shlex.join(tokens) != line:
        what = f"token {odd[0]!r} has" if odd else "it has"
        yield (
            "command-not-self-contained",
            f"{what} characters a shell would interpret, or spacing a shell would change",
            _SELF_CONTAINED,
        )
        return
    program = tokens[0]
    if program not in programs:
        if "=" in program:
            why = f"{program!r} sets a variable before the program"
        elif "/" in program:
            why = f"{program!r} names the program by a path"
        else:
            why = f"{program!r} is neither the tool nor a declared companion"
        yield (
            "command-program",
            why,
            "start with the tool's own name or a name in tool.companions: "
            + ", ".join(sorted(programs)),
        )


_SELF_CONTAINED = (
    "one invocation, words of [A-Za-z0-9_@%+=:,./-] separated by single spaces: "
    "no quotes, pipes, redirections, variables or globs"
)


