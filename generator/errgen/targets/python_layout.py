"""black's layout of the generated lines whose shape depends on the lengths of the names in them.

black (the tests' oracle) is too slow to run on every build, so these functions lay a line out
as black's stable style does: a line that fits stays whole; else black splits inside the last
brackets (an annotation or a right-hand side sits in invisible parentheses, which black makes
visible when splitting inside them fits better); and when that split's first line is still too
long, black tries the parentheses instead, keeping them only if every line then fits
(https://black.readthedocs.io/en/stable/the_black_code_style/current_style.html, "How Black wraps
lines"; psf/black#3368 made preferring the right-hand side stable in 24.1.0). Every argument is
code already checked or made a literal by the python target's filters.
"""

from __future__ import annotations

LINE_LENGTH = 88  # black's default, which the generated code is laid out for


def fits(*lines: str) -> bool:
    return all(len(line) <= LINE_LENGTH for line in lines)


def _items(expression: str) -> list[str]:
    """The parts of `expression` between its commas outside brackets."""
    items, depth, start = [], 0, 0
    for index, char in enumerate(expression):
        depth += (char == "[") - (char == "]")
        if char == "," and depth == 0:
            items.append(expression[start:index].strip())
            start = index + 1
    return [*items, expression[start:].strip()]


def subscript_lines(expression: str, indent: int) -> list[str]:
    """A name, a subscript (`Final[tuple[type[Base], ...]]`) or a subscript's items at `indent`:
    on one line; else the items one a line, with a comma; else split inside the outermost
    brackets. A name is never longer than a line: a base class, the longest name in an
    annotation, has at most 69 characters, and `type[Base],` fits at indent 12."""
    pad = " " * indent
    items = _items(expression)
    if fits(pad + expression) or (len(items) == 1 and not expression.endswith("]")):
        return [pad + expression]
    if len(items) > 1:
        return [f"{pad}{item}," for item in items]
    outer, inner = expression[:-1].split("[", 1)
    return [f"{pad}{outer}[", *subscript_lines(inner, indent + 4), f"{pad}]"]


def annotated(target: str, annotation: str, rest: str = "") -> str:
    """`target: annotation` and `rest` (` = (` before an exploded value): on one line; else split
    inside the annotation's brackets; else, when that split's first line is too long, the
    annotation in parentheses if all their lines fit; else split inside its brackets after all.
    `Final[`'s line is the first to grow too long, `target: (` the next: black's choice goes
    from brackets to parentheses and back as the target grows."""
    line = f"{target}: {annotation}{rest}"
    if fits(line) or not annotation.endswith("]"):
        return line
    outer, inner = annotation[:-1].split("[", 1)
    split = [f"{target}: {outer}[", *subscript_lines(inner, 4), f"]{rest}"]
    wrapped = [f"{target}: (", *subscript_lines(annotation, 4), f"){rest}"]
    return "\n".join(wrapped if not fits(split[0]) and fits(*wrapped) else split)


def tuple_assign(target: str, annotation: str, members: list[str]) -> str:
    """`target: annotation = (A, B)` with its members one a line (a magic trailing comma). A
    single member's comma is not magic: `(A,)` stays on the line, or on the last line of the
    annotation split inside its brackets when that split's first line fits; otherwise it is
    exploded as the others are."""
    if len(members) == 1:
        one = f" = ({members[0]},)"
        outer = annotation.split("[", 1)[0]
        if fits(f"{target}: {annotation}{one}") or (
            not fits(f"{target}: {annotation} = (") and fits(f"{target}: {outer}[")
        ):
            return annotated(target, annotation, one)
    exploded = "".join(f"    {member},\n" for member in members)
    return f"{annotated(target, annotation, ' = (')}\n{exploded})"


def _arguments(arguments: list[str], indent: int) -> list[str]:
    """A call's arguments inside its brackets: on one line, else one a line with a comma."""
    pad = " " * indent
    joined = pad + ", ".join(arguments)
    return [joined] if fits(joined) else [f"{pad}{argument}," for argument in arguments]


def call_assign(target: str, call: str, arguments: list[str]) -> str:
    """`target = call(arguments)`: on one line; else split inside the call's brackets; else, when
    that split's first line is too long, the call in parentheses if all their lines fit; else
    split inside the call's brackets after all."""
    whole = f"{call}({', '.join(arguments)})"
    if fits(f"{target} = {whole}"):
        return f"{target} = {whole}"
    split = [f"{target} = {call}(", *_arguments(arguments, 4), ")"]
    inner = (
        [f"    {whole}"]
        if fits(f"    {whole}")
        else [f"    {call}(", *_arguments(arguments, 8), "    )"]
    )
    wrapped = [f"{target} = (", *inner, ")"]
    return "\n".join(wrapped if not fits(split[0]) and fits(*wrapped) else split)


def union(target: str, members: list[str], annotation: str = "") -> str:
    """`Target = A | B | C` (with `: annotation` in a stub): on one line, else its members on one
    line inside parentheses, else one member a line; in the module, a lone member too long for
    any line stays on the first. When a stub's `Target: annotation = (` is too long, black splits
    inside the annotation's invisible parentheses first; the members follow `) = `, in
    parentheses on that line if it fits."""
    body = " | ".join(members)
    head = f"{target}{': ' + annotation if annotation else ''} = "
    if fits(head + body) or (not annotation and len(members) == 1 and not fits(f"    {body}")):
        return head + body
    if fits(f"    {body}"):
        wrapped = f"(\n    {body}\n)"
    else:
        wrapped = "(\n    " + "\n    | ".join(members) + "\n)"
    if not annotation or fits(head + "("):
        return head + wrapped
    if len(members) == 1:
        wrapped = body
    elif fits(f"{target}: (", f") = ({body})"):
        wrapped = f"({body})"
    return f"{target}: (\n    {annotation}\n) = {wrapped}"


def call_entry(key: str, call: str, argument: str, indent: int) -> str:
    """A dict's entry `key: call(argument),` at `indent`: on one line, else split inside the
    call's brackets."""
    pad = " " * indent
    line = f"{pad}{key}: {call}({argument}),"
    if fits(line):
        return line
    return f"{pad}{key}: {call}(\n{pad}    {argument}\n{pad}),"
