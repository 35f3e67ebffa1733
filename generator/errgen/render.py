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
from errgen.literals import py_assign, py_class_header, py_items, py_literal, py_tuple_item
from errgen.markdown import md_block, md_code, md_text
from errgen.model import CLASS_CONSTANTS, Catalogue


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
    env.filters["py_items"] = py_items
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
    return render_template("errors.py.jinja", catalogue=catalogue, class_constants=CLASS_CONSTANTS)


def render_python_stub(catalogue: Catalogue) -> str:
    return render_template("errors.pyi.jinja", catalogue=catalogue)


def dump_json(value: Any, expand: int = 2) -> str:
    """JSON as errgen writes it: sorted keys, ASCII, one trailing newline; the outer `expand`
    levels one item per line (readable diffs), deeper ones compact through the C encoder
    (json's indent would switch to its pure-Python encoder, ten times slower)."""
    return _dump(value, expand, "") + "\n"


def _dump(value: Any, expand: int, pad: str) -> str:
    if expand <= 0 or not isinstance(value, (dict, list)) or not value:
        return json.dumps(value, sort_keys=True, ensure_ascii=True, separators=(", ", ": "))
    inner = pad + "  "
    if isinstance(value, dict):
        items = [
            f"{inner}{json.dumps(key, ensure_ascii=True)}: {_dump(value[key], expand - 1, inner)}"
            for key in sorted(value)
        ]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    items = [f"{inner}{_dump(item, expand - 1, inner)}" for item in value]
    return "[\n" + ",\n".join(items) + "\n" + pad + "]"


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
    return dump_json(envelope_schema(catalogue), expand=3)  # a line per code


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
