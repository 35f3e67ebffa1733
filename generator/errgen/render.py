"""Rendering: one Jinja environment, one template per target, values reach code only via filters."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from importlib import resources
from typing import Any

import jinja2

from errgen import names
from errgen.catalog_json import catalog_json
from errgen.envelope_schema import envelope_schema
from errgen.literals import py_assign, py_class_header, py_literal, py_tuple_item
from errgen.markdown import md_block, md_code, md_text
from errgen.model import Catalogue


def _package_template(name: str) -> str | None:
    source = resources.files("errgen.templates").joinpath(name)
    return source.read_text("utf-8") if source.is_file() else None


@functools.cache
def environment() -> jinja2.Environment:
    """The one environment every template renders in."""
    env = jinja2.Environment(
        loader=jinja2.FunctionLoader(_package_template),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters["py"] = py_literal
    env.filters["name"] = names.identifier
    env.filters["assign"] = lambda target, value, indent=0: py_assign(target, value, indent)
    env.filters["class_header"] = lambda name, base, stub=False: py_class_header(
        names.identifier(name), names.identifier(base)
    )
    env.filters["py_tuple"] = lambda values, indent: py_tuple_item(
        [names.identifier(value) for value in values], indent
    )
    env.filters["md_text"] = md_text
    env.filters["md_code"] = md_code
    env.filters["md_block"] = md_block
    env.filters["md_fenced"] = _fenced_command
    env.filters["anchor"] = names.anchor
    return env


def _fenced_command(line: str) -> str:
    # registry lines are printable ASCII without backticks (command-not-self-contained)
    if "`" in line or not line.isprintable():
        raise ValueError(f"not a registered command line: {line!r}")
    return line


def render_template(name: str, **context: Any) -> str:
    return environment().get_template(name).render(**context)


def render_python(catalogue: Catalogue) -> str:
    return render_template("errors.py.jinja", catalogue=catalogue)


def render_python_stub(catalogue: Catalogue) -> str:
    return render_template("errors.pyi.jinja", catalogue=catalogue)


def dump_json(value: Any) -> str:
    """JSON as errgen writes it: sorted keys, two-space indent, ASCII, one trailing newline."""
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=True) + "\n"


def render_exit_codes(catalogue: Catalogue) -> str:
    table: dict[str, dict[str, Any]] = {}
    for spec in catalogue.exit_codes:
        entry: dict[str, Any] = {"code": spec.code}
        if spec.recovery:
            entry["class"] = spec.recovery
        table[spec.name] = entry
    return dump_json(table)


def render_markdown(catalogue: Catalogue) -> str:
    return render_template("errors.md.jinja", catalogue=catalogue)


def render_envelope_schema(catalogue: Catalogue) -> str:
    return dump_json(envelope_schema(catalogue))


def render_catalog_json(catalogue: Catalogue) -> str:
    return dump_json(catalog_json(catalogue))


# target name -> the files it writes: (default file name, renderer); the first is the main one
TARGETS: dict[str, tuple[tuple[str, Callable[[Catalogue], str]], ...]] = {
    "python": (("errors.py", render_python), ("errors.pyi", render_python_stub)),
    "exit-codes": (("exit_codes.json", render_exit_codes),),
    "jsonschema": (("envelope.schema.json", render_envelope_schema),),
    "markdown": (("errors.md", render_markdown),),
    "catalog-json": (("catalog.json", render_catalog_json),),
}
