"""Rendering: one Jinja environment, one template per target, values reach code only via filters."""

from __future__ import annotations

import contextlib
import functools
import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinja2
import orjson
from jinja2 import nodes

from errgen import names, package_file
from errgen.invisible import INVISIBLE_RANGES
from errgen.model import Catalogue
from errgen.targets import TARGET_FILES
from errgen.targets.catalog_json import catalog_json
from errgen.targets.go import GO_FILTERS, render_go
from errgen.targets.jsonschema import envelope_schema
from errgen.targets.markdown import md_block, md_code, md_fenced, md_text
from errgen.targets.python import (
    py_assign,
    py_assign_inert,
    py_class_header,
    py_inert,
    py_literal,
)
from errgen.targets.typescript import TS_FILTERS, render_typescript

Renderer = Callable[[Catalogue, str | None], str]


class UnfilteredOutput(jinja2.TemplateSyntaxError):
    """A template prints something that is not the output of one of errgen's filters."""


def _number(value: object) -> str:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"not an integer: {type(value).__name__}")
    return int.__repr__(int.__index__(value))  # int's own: never a subclass's repr


_PROGRAM = re.compile(r"[a-z][a-z0-9]*(?:[._-][a-z0-9]+)*\Z")


def _program(value: object) -> str:
    """A program name as the catalogue schema allows it (`tool`, `tool-auth`), for prose in
    docstrings and messages; ValueError otherwise."""
    name = names.exact(value)
    if len(name) > 64 or not _PROGRAM.match(name):
        raise ValueError(f"not a program name: {name!r}")
    return name


def _code_point(value: object) -> str:
    """A code point as a hexadecimal int literal in black's form: `0x00AD`."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"not an integer: {type(value).__name__}")
    point = int.__index__(value)
    if not 0 <= point <= 0x10FFFF:
        raise ValueError(f"not a code point: {point}")
    return f"0x{point:04X}"


def _fenced_command(value: object, info: object = "") -> str:
    """A fenced block of `value`, labelled `info` (a language name such as `sh`)."""
    return md_fenced(names.exact(value), names.exact(info))


def _on_text(function: Callable[[str], str], *, memo: bool = False) -> Callable[[object], str]:
    """`function` given the exact str of its input: no subclass's methods run inside it. With
    `memo`, its result for a value it was given before is looked up, not made again (a page
    repeats the same class, exit name and "no" hundreds of times): the cache is keyed by the
    exact str, and bounded."""
    if memo:
        function = functools.lru_cache(maxsize=4096)(function)

    def on_text(value: object) -> str:
        return function(value if type(value) is str else names.exact(value))

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


# Filter name -> function: the only ways a value of the catalogue reaches a template's output,
# each making it safe for where it goes (a Python literal, a checked name, escaped Markdown).
# Each reads its input as an exact str or int, so no subclass's str, repr or format runs.
FILTERS: dict[str, Callable[..., str]] = {
    "py": py_literal,
    "name": names.identifier,
    "assign": py_assign,
    "class_header": py_class_header,
    "md_text": _on_text(md_text, memo=True),
    "md_code": _on_text(md_code, memo=True),
    "md_block": _on_text(md_block),
    "md_fenced": _fenced_command,
    "anchor": names.anchor,
    "version": names.version,
    "number": _number,
    "program": _program,
    "code_point": _code_point,
    **GO_FILTERS,
    **TS_FILTERS,
}


# Jinja's built-in filters that make Markup, which no user template gets.
_MARKUP_FILTERS = ("safe", "escape", "e", "forceescape", "tojson", "urlize", "xmlattr")


class _CheckedLoader(jinja2.BaseLoader):
    """Loads templates through `inner`, refusing any that could print a value unfiltered.

    Whatever the template, a catalogue value reaches the output only through one of FILTERS:
    every {{ }} must end in one of them (or be a constant of the template's own), and a filter
    block must be one of them too; a call's result ({{ m() }}) is refused like a bare value.
    Checked once, when the template is loaded, so rendering pays nothing for it."""

    def __init__(self, inner: jinja2.BaseLoader) -> None:
        self.inner = inner

    def get_source(
        self, environment: jinja2.Environment, template: str
    ) -> tuple[str, str | None, Callable[[], bool] | None]:
        source, filename, uptodate = self.inner.get_source(environment, template)
        tree = environment.parse(source, template, filename)
        for block in tree.find_all(nodes.FilterBlock):
            if block.filter.name not in FILTERS:
                raise UnfilteredOutput(
                    f"filter block {block.filter.name!r} is not one of errgen's filters "
                    f"({', '.join(FILTERS)})",
                    block.lineno,
                    template,
                    filename,
                )
        for output in tree.find_all(nodes.Output):
            for node in output.nodes:
                if isinstance(node, nodes.TemplateData):
                    continue
                if isinstance(node, nodes.Filter) and node.name in FILTERS:
                    continue
                if isinstance(node, nodes.Const) and type(node.value) in (str, int):
                    continue
                raise UnfilteredOutput(
                    f"{type(node).__name__.lower()} printed without a filter "
                    f"({', '.join(FILTERS)})",
                    node.lineno,
                    template,
                    filename,
                )
        return source, filename, uptodate


_TEMPLATE_NAME = re.compile(r"[a-z][a-z0-9_.-]*\.jinja\Z")


def _package_template(name: str) -> str | None:
    # a bare file name only: joinpath("/etc/passwd") would read outside the package
    if not _TEMPLATE_NAME.match(name) or ".." in name:
        return None
    source = package_file(name, "errgen.templates")
    return source.read_text("utf-8") if source.is_file() else None


@functools.cache
def environment(templates: str | None = None) -> jinja2.Environment:
    """The environment templates render in: errgen's own, or a sandbox where a user's
    templates (in the folder `templates`) override errgen's by name."""
    options: dict[str, Any] = {
        "undefined": jinja2.StrictUndefined,
        "trim_blocks": True,
        "lstrip_blocks": True,
        "keep_trailing_newline": True,
        "autoescape": False,
    }
    env: jinja2.Environment
    package = jinja2.FunctionLoader(_package_template)
    if templates is None:  # errgen's own: checked by the tests, compiled once per user
        env = jinja2.Environment(loader=package, bytecode_cache=_BytecodeCache(), **options)
        env.filters.update(FILTERS)
    else:
        from jinja2.sandbox import ImmutableSandboxedEnvironment

        loader = jinja2.ChoiceLoader([jinja2.FileSystemLoader(templates), package])
        env = ImmutableSandboxedEnvironment(loader=_CheckedLoader(loader), **options)
        for name in _MARKUP_FILTERS:  # Markup is a str whose methods a template chose
            del env.filters[name]
        # a user's template may hand a filter an undefined value: Jinja's error names it
        user_filters = FILTERS | {"py": py_inert, "assign": py_assign_inert}
        env.filters.update({name: _defined(function) for name, function in user_filters.items()})
    return env


class _BytecodeCache(jinja2.BytecodeCache):
    """errgen's templates compiled once per user and Jinja version, as black caches its work
    in the user's cache folder: compiling them costs more than a whole build of a real
    catalogue. Jinja checks each entry against the template's source and its own version;
    a folder that cannot be written only costs the compile."""

    def __init__(self) -> None:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        self.folder = Path(base) / "errgen" / "templates"

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        try:
            with (self.folder / bucket.key).open("rb") as handle:
                bucket.load_bytecode(handle)
        except Exception:  # missing, unreadable or damaged: compiled again, and rewritten
            bucket.reset()

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        from errgen.build.write import write_atomic

        with contextlib.suppress(OSError):
            write_atomic(self.folder / bucket.key, bucket.bytecode_to_string())


class TemplateFailure(Exception):
    """A user's template failed: which file, which line, what went wrong."""

    def __init__(self, template: str, line: int, problem: str) -> None:
        super().__init__(problem)
        self.template, self.line, self.problem = template, line, problem


def render_template(name: str, templates: str | None = None, **context: Any) -> str:
    if templates is None:
        return environment().get_template(name).render(**context)
    try:
        return environment(templates).get_template(name).render(**context)
    except jinja2.TemplateSyntaxError as exc:
        raise TemplateFailure(exc.filename or name, exc.lineno, exc.message or str(exc)) from None
    except Exception as exc:  # anything a template can raise: undefined, sandbox, filters
        import traceback

        where = [
            f for f in traceback.extract_tb(exc.__traceback__) if f.filename.endswith(".jinja")
        ]
        template, line = (where[-1].filename, where[-1].lineno or 0) if where else (name, 0)
        raise TemplateFailure(template, line, f"{type(exc).__name__}: {exc}") from None


def _user_override(templates: str | None, name: str) -> bool:
    return templates is not None and (Path(templates) / name).is_file()


def _formatted(
    text: str, templates: str | None, name: str, *, stub: bool, long_names: bool = False
) -> str:
    """errgen's templates emit black's layout; a user's template is formatted by black, and so
    is a module whose names are longer than the ones errgen's layout is made for."""
    if not (long_names or _user_override(templates, name)):
        return text
    import black
    from black.parsing import InvalidInput

    try:
        return black.format_str(text, mode=black.Mode(is_pyi=stub))
    except InvalidInput as exc:
        raise TemplateFailure(
            str(Path(str(templates)) / name), 0, f"the output is not valid Python: {exc}"
        ) from None


def render_python(catalogue: Catalogue, templates: str | None = None) -> str:
    name = "errors.py.jinja"
    text = render_template(name, templates, catalogue=catalogue, invisible=INVISIBLE_RANGES)
    return _formatted(text, templates, name, stub=False, long_names=_long_names(catalogue))


def render_python_stub(catalogue: Catalogue, templates: str | None = None) -> str:
    name = "errors.pyi.jinja"
    return _formatted(
        render_template(name, templates, catalogue=catalogue),
        templates,
        name,
        stub=True,
        long_names=_long_names(catalogue),
    )


# errgen's layout of the python module holds for tool names of up to 24 characters and the
# class names they make; longer ones (up to 64, like docker-credential-ecr-login) are rare
# enough that black lays their module out, at the cost of importing it.
_LAYOUT_TOOL_CHARS = 24


def _long_names(catalogue: Catalogue) -> bool:
    longest_base = len(names.base_class_candidate("x" * _LAYOUT_TOOL_CHARS))
    return len(catalogue.tool) > _LAYOUT_TOOL_CHARS or len(catalogue.base_class) > longest_base


def dump_json(value: Any, expand: int = 2) -> str:
    """JSON as errgen writes it: ASCII, sorted keys, one trailing newline; the outer `expand`
    levels one item per line (readable diffs), deeper ones compact."""
    return _dump(value, expand, "") + "\n"


def _dump(value: Any, expand: int, pad: str) -> str:
    if expand <= 0 or not isinstance(value, (dict, list)) or not value:
        return _compact(value)
    inner = pad + "  "
    if isinstance(value, dict):
        items = [
            f"{inner}{_compact(key)}: {_dump(value[key], expand - 1, inner)}"
            for key in sorted(value)
        ]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    items = [f"{inner}{_dump(item, expand - 1, inner)}" for item in value]
    return "[\n" + ",\n".join(items) + "\n" + pad + "]"


def _compact(value: Any) -> str:
    # orjson is ~12 times faster than json's C encoder here (10,000 errors: ~330 ms less, where
    # its import costs ~3 ms); where its output would differ from json's ASCII-only form
    # (non-ASCII text, DEL, integers beyond 64 bits) json writes it.
    try:
        data = orjson.dumps(value, option=orjson.OPT_SORT_KEYS)
    except TypeError:
        data = b"\x7f"
    if data.isascii() and b"\x7f" not in data:
        return data.decode("ascii")
    return json.dumps(value, sort_keys=True, ensure_ascii=True, separators=(",", ":"))


def render_exit_codes(catalogue: Catalogue, templates: str | None = None) -> str:
    table: dict[str, dict[str, Any]] = {}
    for spec in catalogue.exit_codes:
        entry: dict[str, Any] = {"code": spec.code}
        if spec.recovery:
            entry["class"] = spec.recovery
        table[spec.name] = entry
    return dump_json(table)


def render_markdown(catalogue: Catalogue, templates: str | None = None) -> str:
    return render_template("errors.md.jinja", templates, catalogue=catalogue)


def render_envelope_schema(catalogue: Catalogue, templates: str | None = None) -> str:
    return dump_json(envelope_schema(catalogue), expand=2)  # a line per code


def render_catalog_json(catalogue: Catalogue, templates: str | None = None) -> str:
    return dump_json(catalog_json(catalogue))


_RENDERERS: dict[str, tuple[Renderer, ...]] = {
    "python": (render_python, render_python_stub),
    "exit-codes": (render_exit_codes,),
    "jsonschema": (render_envelope_schema,),
    "markdown": (render_markdown,),
    "catalog-json": (render_catalog_json,),
    "typescript": (render_typescript,),
    "go": (render_go,),
}
# target name -> the files it writes: (default file name, renderer); the first is the main one
TARGETS: dict[str, tuple[tuple[str, Renderer], ...]] = {
    name: tuple(zip(files, _RENDERERS[name], strict=True)) for name, files in TARGET_FILES.items()
}
