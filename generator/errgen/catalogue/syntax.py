"""YAML syntax errors in the user's terms: what happened, where (both ends of a construct that
opened and broke), and the fix. PyYAML and libyaml word their errors differently and in the
parser's terms ("mapping values are not allowed here"); this reads the position and the
source line instead, so both parsers give the same diagnostic."""

from __future__ import annotations

import re
from dataclasses import dataclass

from errgen.text import shown

_LINE_BREAK = re.compile("\r\n|[\r\n\x85\u2028\u2029]")


def yaml_lines(text: str) -> list[str]:
    """`text` split where YAML counts a new line (not at every break `splitlines` knows)."""
    return _LINE_BREAK.split(text)


@dataclass(frozen=True, slots=True)
class Syntax:
    """One syntax error: its 1-based position, message and hint."""

    line: int
    column: int
    message: str
    hint: str


_CLOSERS = {"[": "]", "{": "}"}
# an escape as YAML reads one: its letter and as many hex digits as it takes
_ESCAPE = re.compile(r"\\(?:U[0-9A-Fa-f]{0,8}|u[0-9A-Fa-f]{0,4}|x[0-9A-Fa-f]{0,2}|.?)")


def describe(
    text: str,
    problem: str,
    at: tuple[int, int],
    context: str = "",
) -> Syntax:
    """The diagnostic for the parser's `problem` at `at` (line, column; 1-based) in the
    parser's `context` ("while parsing a flow sequence")."""
    lines = yaml_lines(text)
    line, column = at
    source = lines[line - 1] if 0 < line <= len(lines) else ""
    char = source[column - 1 : column]
    if "escape" in problem and "quoted scalar" in context:  # libyaml's and PyYAML's words
        return _bad_escape(line, column, source)
    quote = _open_quote(text, line)
    if quote is not None:
        return _unclosed_quote(lines, quote)
    if "tab character" in problem or char == "\t":  # PyYAML's and libyaml's words for it
        return _tab(line, column, source)
    if "cannot start any token" in problem:
        return _bad_start(line, column, source, char)
    if "flow" in context:
        bracket = _open_bracket(lines, at)
        if bracket is not None:
            return _unclosed(lines, at, bracket)
    if "mapping values are not allowed" in problem:
        return _stray_colon(lines, line, column)
    if "block mapping" in context or "expected key" in problem or "block end" in problem:
        return _misindented(lines, line, column)
    return Syntax(line, column, f"not valid YAML: {problem}", "fix the YAML syntax here")


def _bad_escape(line: int, column: int, source: str) -> Syntax:
    """A double-quoted value's escape YAML does not read: an unknown letter after the
    backslash, too few hex digits, or a code point past U+10FFFF (`\\U0011FFFF`)."""
    start = max(source.rfind("\\", 0, column), 0)
    found = _ESCAPE.match(source, start)
    escape = found.group() if found else source[start:column]
    return Syntax(  # at its backslash, where both parsers' marks differ (the letter, the digits)
        line,
        start + 1,
        f"this escape in a double-quoted value is not one YAML reads: {shown(escape)}",
        "write the character itself, escape a backslash as \\\\, or write a code point up to "
        "\\U0010FFFF; a single-quoted value takes backslashes as they are",
    )


def _open_quote(text: str, line: int) -> tuple[int, int, int | None] | None:
    """Where a quoted value opened that ran on past its line and ended on `line` or never
    ended: YAML then reads the next quote as its end and fails later, on a line that is fine
    (`message: "Not logged in` with no closing quote). Its line and column, and the line YAML
    found its end on (None: the end of the file)."""
    import yaml  # only on a syntax error, and the pure scanner: both parsers agree here

    from errgen.catalogue.pure import PureLoader

    # the text up to the error's line, and only when it holds a quote: a hostile file of deep
    # brackets is never scanned a second time
    ends = [m.end() for m in _LINE_BREAK.finditer(text)]
    head = text[: ends[line - 1]] if 0 < line <= len(ends) else text
    if '"' not in head and "'" not in head:
        return None
    try:
        for token in yaml.scan(head, Loader=PureLoader):
            if isinstance(token, yaml.ScalarToken) and token.style in ('"', "'"):
                start, end = token.start_mark, token.end_mark
                if start.line < end.line and end.line + 1 == line:
                    return start.line + 1, start.column + 1, end.line + 1
            if token.end_mark.line + 1 > line:
                return None
    except yaml.MarkedYAMLError as exc:
        if "quoted scalar" in (exc.context or "") and exc.context_mark is not None:
            return exc.context_mark.line + 1, exc.context_mark.column + 1, None
    return None


def _unclosed_quote(lines: list[str], opened: tuple[int, int, int | None]) -> Syntax:
    """An unclosed quote: reported where it opened, naming the line where YAML ended it."""
    row, col, ended = opened
    source = lines[row - 1] if 0 < row <= len(lines) else ""
    mark = source[col - 1 : col] or '"'
    value = source[col:].rstrip()
    key = source[: col - 1].strip()
    where = (
        f"YAML took the quote on line {ended} for its end"
        if ended
        else "it runs to the end of the file"
    )
    return Syntax(
        row,
        col,
        f"this {mark} opens a quoted value that is never closed on its line: {where}",
        f"close the quote at the end of the value: {plain(f'{key} {mark}{value}{mark}'.strip())}",
    )


def _tab(line: int, column: int, source: str) -> Syntax:
    """A tab where YAML wants spaces: in an indentation, on a blank line, after a `-`."""
    if source[column - 1 : column] != "\t" and "\t" in source:
        column = source.index("\t") + 1  # the parser's mark can sit past the tab
    if not source.strip():
        return Syntax(
            line,
            column,
            "a tab character on a blank line: YAML reads it as indentation, and indents "
            "with spaces only",
            "delete the tab: the line is blank",
        )
    return Syntax(
        line,
        column,
        "a tab character: YAML indents with spaces only",
        "replace the tab with spaces, as many as the lines around it use",
    )


def _bad_start(line: int, column: int, source: str, char: str) -> Syntax:
    return Syntax(
        line,
        column,
        f"a plain value cannot start with {shown(char)}",
        f"quote the value: {_quoted_suggestion(source, column)}",
    )


def _open_bracket(lines: list[str], at: tuple[int, int]) -> tuple[int, int] | None:
    """Where the innermost `[` or `{` still open at `at` was opened (quotes are not skipped:
    good enough for the line a person looks at)."""
    depth = 0
    for row in range(min(at[0], len(lines)), 0, -1):
        source = lines[row - 1]
        end = at[1] - 1 if row == at[0] else len(source)
        for col in range(min(end, len(source)) - 1, -1, -1):
            char = source[col]
            if char in "]}":
                depth += 1
            elif char in "[{":
                if depth == 0:
                    return row, col + 1
                depth -= 1
    return None


def _unclosed(lines: list[str], at: tuple[int, int], opened: tuple[int, int]) -> Syntax:
    """An unclosed `[` or `{`: reported where it opened, naming where the parser gave up."""
    row, col = opened
    source = lines[row - 1] if 0 < row <= len(lines) else ""
    texty = _bracket_in_value(lines, at, opened)
    if texty is not None:
        return texty
    bracket = source[col - 1 : col] if source[col - 1 : col] in _CLOSERS else "["
    closer = _CLOSERS[bracket]
    return Syntax(
        row,
        col,
        f"this '{bracket}' is never closed: at line {at[0]}, column {at[1]}, YAML still "
        f"expected ',' or '{closer}'",
        f"add '{closer}' at the end of the value it opens, or quote the value if the "
        f"'{bracket}' is text",
    )


_OPENERS = {"]": "[", "}": "{"}
# a bracket right after a letter or digit (details[], map{k}) is text, not YAML's syntax
_TEXT_BRACKET = re.compile(r"\w([\[\]{}])")


def _bracket_in_value(
    lines: list[str], at: tuple[int, int], opened: tuple[int, int]
) -> Syntax | None:
    """Inside `{...}` or `[...]`, a plain value that holds a bracket (`description: The
    first details[].issue`) ends the value there: YAML then misses its ',' or closer. The
    bracket, not the one that opened the collection, is what to quote."""
    if at[0] != opened[0] or not 0 < at[0] <= len(lines):
        return None
    source = lines[at[0] - 1]
    found = _TEXT_BRACKET.search(source, opened[1], max(at[1], opened[1]))
    if found is None:
        return None
    start = max(source.rfind(": ", 0, found.start()), source.rfind(", ", 0, found.start()))
    key_start = max(source.rfind(", ", 0, start), source.rfind("{", 0, start)) + 1
    pair = source[key_start:start].strip() if start > opened[1] else ""
    value = source[start + 2 : source.find(",", found.end()) % (len(source) + 1)].rstrip()
    while value[-1:] in ("]", "}") and value.count(value[-1]) > value.count(_OPENERS[value[-1]]):
        value = value[:-1].rstrip()  # a closer of the collections around it, not the value's
    suggestion = f'{pair}: "{value}"' if pair else f'"{value}"'
    return Syntax(
        at[0],
        found.start(1) + 1,
        f"YAML reads this {shown(found.group(1))} as its own syntax: a plain value inside "
        f"'{source[opened[1] - 1]} ... {_CLOSERS.get(source[opened[1] - 1], ']')}' cannot hold "
        "'[', ']', '{' or '}'",
        f"quote the value: {plain(suggestion)}",
    )


def _stray_colon(lines: list[str], line: int, column: int) -> Syntax:
    source = lines[line - 1] if 0 < line <= len(lines) else ""
    before = source[: column - 1]
    if ": " in before.strip() or before.rstrip().endswith(":"):
        # `message: Error: the thing` -- a second ': ' inside a value on the key's own line
        return Syntax(
            line,
            column,
            "this value holds ': ', which YAML reads as the start of another key",
            f"quote the value: {_quoted_suggestion(source, source.index(':') + 2)}",
        )
    return _misindented(lines, line, len(before) - len(before.lstrip()) + 1)


def _misindented(lines: list[str], line: int, column: int) -> Syntax:
    """A key whose indentation matches no key above it."""
    source = lines[line - 1] if 0 < line <= len(lines) else ""
    indent = len(source) - len(source.lstrip(" "))
    key = source.strip().split(":", 1)[0]
    above = _previous_key_line(lines, line)
    if above is None:
        return Syntax(line, column, "this line is indented where no key is expected", "dedent it")
    above_indent = len(lines[above - 1]) - len(lines[above - 1].lstrip(" "))
    how = "deeper than" if indent > above_indent else "less than"
    return Syntax(
        line,
        indent + 1,
        f"{shown(key)} is indented {indent} spaces, {how} the key on line {above} "
        f"({above_indent}), and matches no mapping above it",
        f"indent {shown(key)} by {above_indent} spaces if it belongs with the key on line "
        f"{above}, or as far as the keys of the mapping it belongs to",
    )


def _previous_key_line(lines: list[str], line: int) -> int | None:
    for number in range(line - 1, 0, -1):
        text = lines[number - 1].strip()
        if text and not text.startswith("#"):
            return number
    return None


def plain(value: str, limit: int = 100) -> str:
    """`value` for a hint, unquoted: banned characters escaped, cut to `limit` characters."""
    return shown(value, limit)[1:-1]


def _quoted_suggestion(source: str, column: int) -> str:
    """`key: "value"` for the line `source` whose value starts at `column` (1-based)."""
    key, _, value = source.strip().partition(": ")
    if not value:
        value = source[column - 1 :].strip()
        return plain('"' + value.replace('"', '\\"') + '"')
    return plain(f'{key}: "' + value.strip().replace('"', '\\"') + '"')
