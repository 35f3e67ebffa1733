"""What every target's templates share: one way to build the Jinja environment a target renders
in, the loader that checks a user's templates, and the filters that are safe in any language.

errgen's own templates render in a plain environment; a user's templates (a folder that
overrides errgen's by name) render in Jinja's immutable sandbox, through a loader that refuses
any template printing a value other than through one of its target's filters. A template sees
only its own target's filters and SHARED_FILTERS: a Markdown filter in a Python docstring, or a
Python literal in a Go comment, is TEMPLATE_INVALID when the template is loaded.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import jinja2
from jinja2 import nodes

import errgen.catalogue.patterns as patterns
import errgen.names as names
from errgen.catalogue.files import foreign_hand
from errgen.model.field_table import FIELDS
from errgen.package import TEMPLATE_CACHE, package_file

Filters = Mapping[str, Callable[..., str]]


def _number(value: object) -> str:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"not an integer: {type(value).__name__}")
    return int.__repr__(int.__index__(value))  # int's own: never a subclass's repr


def _program(value: object) -> str:
    """A program name as the catalogue schema allows it (`tool`, `tool-auth`), for prose in
    docstrings and messages; ValueError otherwise."""
    name = names.exact(value)
    if not patterns.matches(patterns.PROGRAM, name):
        raise ValueError(f"not a program name: {name!r}")
    return name


def _operation(value: object) -> str:
    """An operation's name as the catalogue schema allows it (`depot push`: words of letters,
    digits, `. _ -`, one space apart), for prose in comments and docs; ValueError otherwise."""
    name = names.exact(value)
    if not patterns.matches(patterns.OPERATION_NAME, name):
        raise ValueError(f"not an operation name: {name!r}")
    return name


# Filters whose output is inert in every language errgen writes: ASCII letters, digits,
# `_ . + -` and single spaces only (an identifier, a number, a version, a program or
# operation name).
SHARED_FILTERS: dict[str, Callable[..., str]] = {
    "name": names.identifier,
    "number": _number,
    "version": names.version,
    "program": _program,
    "operation": _operation,
}


def on_text(function: Callable[[str], str]) -> Callable[[object], str]:
    """`function` given the exact str of its input: no subclass's methods run inside it."""

    def on_text(value: object) -> str:
        return function(names.exact(value))

    return on_text


def _defined(function: Callable[..., str]) -> Callable[..., str]:
    """`function`, failing with Jinja's own error, which names the value, when given an
    undefined value (the filters refuse any value not of their type with TypeError)."""

    @functools.wraps(function)
    def checked(*values: object) -> str:
        try:
            return function(*values)
        except TypeError:
            for value in values:
                if isinstance(value, jinja2.Undefined):
                    str(value)  # StrictUndefined raises its UndefinedError
            raise

    return checked


# What a printed node is, in a template author's words (Jinja's node names are its own).
_KINDS = {
    "Name": "a variable",
    "Getattr": "a value",
    "Getitem": "a value",
    "Call": "a call's result",
    "Const": "a constant",
    "CondExpr": "a conditional expression",
}


def _kind(node: nodes.Node) -> str:
    return _KINDS.get(type(node).__name__, "an expression")


class UnfilteredOutput(jinja2.TemplateSyntaxError):
    """A template prints something that is not the output of one of its target's filters."""


# Jinja's built-in filters that make Markup, which no user template gets.
_MARKUP_FILTERS = ("safe", "escape", "e", "forceescape", "tojson", "urlize", "xmlattr")


class _CheckedLoader(jinja2.BaseLoader):
    """Loads templates through `inner`, refusing any that could print a value unfiltered.

    Whatever the template, a catalogue value reaches the output only through one of its filters:
    every {{ }} must end in one of them (or be a constant of the template's own), and a filter
    block must be one of them too; a call's result ({{ m() }}) is refused like a bare value.
    Checked once, when the template is loaded, so rendering pays nothing for it."""

    def __init__(self, inner: jinja2.BaseLoader, filters: frozenset[str]) -> None:
        self.inner = inner
        self.filters = filters

    def get_source(
        self, environment: jinja2.Environment, template: str
    ) -> tuple[str, str | None, Callable[[], bool] | None]:
        source, filename, uptodate = self.inner.get_source(environment, template)
        tree = environment.parse(source, template, filename)
        for used in tree.find_all(nodes.Filter):  # wherever it stands: {% set %}, {% if %}, ...
            if used.name not in self.filters and used.name not in environment.filters:
                raise UnfilteredOutput(
                    f"filter {used.name!r} is not one of this target's filters "
                    f"({', '.join(sorted(self.filters))})",
                    used.lineno,
                    template,
                    filename,
                )
        for block in tree.find_all(nodes.FilterBlock):
            if block.filter.name not in self.filters:
                raise UnfilteredOutput(
                    f"filter block {block.filter.name!r} is not one of errgen's filters "
                    f"({', '.join(sorted(self.filters))})",
                    block.lineno,
                    template,
                    filename,
                )
        for output in tree.find_all(nodes.Output):
            for node in output.nodes:
                if isinstance(node, nodes.TemplateData):
                    continue
                if isinstance(node, nodes.Filter) and node.name in self.filters:
                    continue
                if isinstance(node, nodes.Const) and type(node.value) in (str, int):
                    continue
                what = (
                    f"filter {node.name!r} is not one of this target's filters"
                    if isinstance(node, nodes.Filter)
                    else f"{_kind(node)} printed without a filter"
                )
                raise UnfilteredOutput(
                    f"{what} ({', '.join(sorted(self.filters))})",
                    node.lineno,
                    template,
                    filename,
                )
        return source, filename, uptodate


class ForeignTemplate(jinja2.TemplateSyntaxError):
    """A user's template another user owns or may write: it would become code the user runs."""


class _OwnedLoader(jinja2.FileSystemLoader):
    """A folder's templates, each read only when the user (or root) owns it alone, the rule
    the configuration naming the folder obeys; checked again whenever Jinja asks if a loaded
    template is current (a chmod changes no modification time)."""

    def get_source(
        self, environment: jinja2.Environment, template: str
    ) -> tuple[str, str, Callable[[], bool]]:
        source, filename, uptodate = super().get_source(environment, template)
        why = foreign_hand(Path(filename))
        if why is not None:
            raise ForeignTemplate(
                f"{why}: errgen renders only templates no one else can change; chmod go-w it "
                "(or change its owner)",
                0,
                template,
                filename,
            )
        return source, filename, lambda: uptodate() and _still_owned(Path(filename))


def _still_owned(path: Path) -> bool:
    try:
        return foreign_hand(path) is None
    except OSError:  # gone since: Jinja reloads it, and get_source says why
        return False


_TEMPLATE_NAME = re.compile(r"[a-z][a-z0-9_.-]*\.jinja\Z")


def _package_template(name: str) -> str | None:
    # a bare file name only: joinpath("/etc/passwd") would read outside the package
    if not _TEMPLATE_NAME.match(name) or ".." in name:
        return None
    source = package_file(name, "errgen.templates")
    return source.read_text("utf-8") if source.is_file() else None


_OPTIONS: dict[str, Any] = {
    "undefined": jinja2.StrictUndefined,
    "trim_blocks": True,
    "lstrip_blocks": True,
    "keep_trailing_newline": True,
    "autoescape": False,
}
# what every template sees besides its target's values: the field table, so a template that
# lists fields loops over it rather than typing their names again, and its command fields (the
# Markdown templates show them for each error: a loop over them, not over every field)
_GLOBALS: dict[str, Any] = {
    "error_fields": FIELDS,
    "command_fields": tuple(field for field in FIELDS if field.kind == "command"),
}


@functools.cache
def environment(
    filters: frozenset[tuple[str, Callable[..., str]]], templates: str | None = None
) -> jinja2.Environment:
    """The environment a target's templates render in, with its `filters` and the shared ones:
    errgen's own, or a sandbox where a user's templates (in the folder `templates`) override
    errgen's by name."""
    every = SHARED_FILTERS | dict(filters)
    package = jinja2.FunctionLoader(_package_template)
    if templates is None:  # errgen's own: checked by the tests
        cache = TEMPLATE_CACHE[0]() if TEMPLATE_CACHE else None  # the console script's
        env = jinja2.Environment(loader=package, bytecode_cache=cache, **_OPTIONS)
        env.filters.update(every)
        env.globals.update(_GLOBALS)
        return env
    from jinja2.sandbox import ImmutableSandboxedEnvironment

    loader = jinja2.ChoiceLoader([_OwnedLoader(templates), package])
    sandbox = ImmutableSandboxedEnvironment(
        loader=_CheckedLoader(loader, frozenset(every)), **_OPTIONS
    )
    for name in _MARKUP_FILTERS:  # Markup is a str whose methods a template chose
        del sandbox.filters[name]
    # a user's template may hand a filter an undefined value: Jinja's error names it
    sandbox.filters.update({name: _defined(function) for name, function in every.items()})
    sandbox.globals.update(_GLOBALS)
    return sandbox


class TemplateFailure(Exception):
    """A user's template failed: which file, which line, what went wrong."""

    def __init__(self, template: str, line: int, problem: str) -> None:
        super().__init__(problem)
        self.template, self.line, self.problem = template, line, problem


def render_template(
    name: str, filters: Filters, templates: str | None = None, **context: Any
) -> str:
    """The template `name` (errgen's, or the user's of that name in `templates`) rendered with
    a target's `filters`; a user's template that fails is TemplateFailure."""
    env = environment(frozenset(filters.items()), templates)
    if templates is None:
        return env.get_template(name).render(**context)
    try:
        return env.get_template(name).render(**context)
    except jinja2.TemplateSyntaxError as exc:
        raise TemplateFailure(exc.filename or name, exc.lineno, exc.message or str(exc)) from None
    except Exception as exc:  # anything a template can raise: undefined, sandbox, filters
        import traceback

        where = [
            f for f in traceback.extract_tb(exc.__traceback__) if f.filename.endswith(".jinja")
        ]
        template, line = (where[-1].filename, where[-1].lineno or 0) if where else (name, 0)
        raise TemplateFailure(template, line, f"{type(exc).__name__}: {exc}") from None
