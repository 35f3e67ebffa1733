"""The catalogue's JSON Schema, applied fast when the catalogue is valid and in full when it is not."""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import errgen.catalogue.patterns as patterns
from errgen.catalogue.load import Document
from errgen.diagnostics import Problem
from errgen.text import closest, shown

_JSON_TYPES = {
    dict: "a mapping",
    list: "a list",
    str: "a string",
    int: "an integer",
    float: "a number with a fraction",
    bool: "a boolean",
    type(None): "empty (null)",
}
_SCHEMA_TYPES = {
    "object": "a mapping",
    "array": "a list",
    "string": "a string",
    "integer": "an integer",
    "boolean": "true or false",
}


def catalogue_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the catalogue format, as shipped in the package."""
    return patterns.schema()  # read once, where the catalogue stage reads its patterns


def _fast_validator() -> Callable[[Any], Any]:
    """The compiled schema, shipped precompiled (make regen writes it with fastjsonschema).

    It pays on real catalogues: for mongodb.yaml (394 codes) it imports in 4-9 ms and checks in
    under 1 ms, where jsonschema imports in 40-90 ms and checks in ~30 ms; jsonschema runs only
    to say where a catalogue breaks the schema."""
    from errgen.validation.catalogue_validator import validate

    checker: Callable[[Any], Any] = validate
    return checker


def _full_validator(schema: dict[str, Any] | None = None) -> Any:
    import jsonschema

    base = jsonschema.Draft202012Validator
    # jsonschema's integer accepts 2.0; a catalogue's integers are written as integers.
    checker = base.TYPE_CHECKER.redefine("integer", lambda _checker, value: type(value) is int)
    strict: Any = jsonschema.validators.extend(base, type_checker=checker)  # type: ignore[no-untyped-call]
    return strict(catalogue_schema() if schema is None else schema)


def check_structure(doc: Document) -> list[Problem]:
    """Every place where the document breaks the catalogue schema."""
    if fast_path_accepts(doc.data):
        return []
    return schema_problems(doc)


def schema_problems(
    doc: Document, schema: dict[str, Any] | None = None, whole: str = "the catalogue"
) -> list[Problem]:
    """Every place where the document breaks `schema` (the catalogue's by default), in the
    words and rule ids a catalogue's diagnostics use: errgen's other YAML files (a contract's
    scenarios) are checked by the same reader, and `whole` names the document itself."""
    found: list[Problem] = []
    for error in _full_validator(schema).iter_errors(doc.data):
        # jsonschema reports a missing key once per key, each naming every required key
        found.extend(p for p in _diagnose(doc, error, whole) if p not in found)
    return found


def fast_path_accepts(data: Any) -> bool:
    """Whether the precompiled validator accepts `data`, asked only about data it judges as
    the schema does: it takes 2.0 for an integer, so data with a float goes to jsonschema."""
    if _has_float(data):
        return False
    try:
        _fast_validator()(data)
    except ValueError:  # the validator's exception, which regen defines as a ValueError
        return False
    return True


def _has_float(data: Any) -> bool:
    """Whether a float is anywhere in `data` (a walk of well under a millisecond at 400 codes)."""
    pending = [data]
    while pending:
        node = pending.pop()
        if node.__class__ is dict:
            pending.extend(node.values())
        elif node.__class__ is list:
            pending.extend(node)
        elif node.__class__ is float:
            return True
    return False


def _where(path: Sequence[str | int], whole: str = "the catalogue") -> str:
    return ".".join(str(step) for step in path) or whole


def _diagnose(doc: Document, error: Any, whole: str) -> Iterator[Problem]:
    path = list(error.absolute_path)
    keyword = error.validator
    schema = error.schema
    instance = error.instance
    if "propertyNames" in error.schema_path:
        # the instance is the offending key of the mapping at `path`
        yield from _bad_name(doc, path, error)
        return
    if keyword == "additionalProperties":
        allowed = sorted(schema.get("properties", {}))
        for key in instance:
            if key in allowed:
                continue
            close = closest(str(key), allowed, n=2)
            hint = f"did you mean {close[0]!r}?" if close else "allowed keys: " + ", ".join(allowed)
            yield Problem(
                doc.locate([*path, key], key=True),
                "unknown-key",
                f"unknown key {shown(str(key))} in {_where(path, whole)}",
                hint,
                (_where(path, whole), close[0]) if close else None,
                close[0] if close else None,
                # one candidate, not yet a key of the mapping: renaming cannot make a duplicate
                len(close) == 1 and close[0] not in instance,
            )
        return
    if keyword == "required":
        for key in error.validator_value:
            if key not in instance:
                yield Problem(
                    doc.locate(path, key=True),
                    "missing-field",
                    f"{_where(path, whole)} has no {key!r}",
                    f"add {key!r}",
                    (_where(path, whole), str(key)),
                )
        return
    where = doc.locate(path)
    field = _where(path, whole)
    if keyword == "type":
        wanted = error.validator_value
        wanted = wanted if isinstance(wanted, list) else [wanted]
        expected = " or ".join(_SCHEMA_TYPES.get(str(t), str(t)) for t in wanted)
        got = _JSON_TYPES.get(type(instance), type(instance).__name__)
        hint = "quote it" if expected == "a string" else f"write {expected}"
        yield Problem(where, "wrong-type", f"{field} must be {expected}, not {got}", hint)
        return
    yield Problem(where, "invalid-value", _invalid_message(field, error), _invalid_hint(error))


def _bad_name(doc: Document, path: list[str | int], error: Any) -> Iterator[Problem]:
    """The diagnostic of a key the schema's propertyNames refuse: a param, detail or code name
    that is of the wrong shape, or only too long (one of the wrong shape is not also told it
    is too long)."""
    instance = error.instance
    kind = {"params": "parameter", "details": "detail"}.get(str(path[-1]) if path else "", "code")
    rule = {"parameter": "param-name", "detail": "detail-name"}.get(kind, "code-format")
    where = doc.locate([*path, instance], key=True)
    named = f"{kind} {shown(instance)}" if kind == "code" else f"{kind} name {shown(instance)}"
    if error.validator == "maxLength":
        pattern = error.schema.get("pattern")
        if isinstance(pattern, str) and not re.search(pattern, instance):
            return  # the pattern's finding says what is wrong with it
        limit = error.validator_value
        message = f"{named} is too long: {len(instance)} characters"
        yield Problem(where, rule, message, f"shorten it to at most {limit} characters")
        return
    if kind == "code":
        message = f"{named} is not SCREAMING_SNAKE_CASE"
        hint = (
            "write codes like CREDENTIALS_EXPIRED: capitals and digits joined by single underscores"
        )
    else:
        message = f"{named} is not a lowercase identifier"
        hint = "use lowercase letters, digits and underscores, starting with a letter"
    yield Problem(where, rule, message, hint)


def _invalid_message(field: str, error: Any) -> str:
    keyword = error.validator
    value = error.validator_value
    instance = error.instance
    if keyword == "enum":
        return f"{field} is {shown(str(instance))}; it must be one of " + ", ".join(map(str, value))
    if keyword == "const":
        return f"{field} must be {value!r}"
    if keyword in ("minimum", "maximum"):
        return f"{field} is {instance}; it must be {'at least' if keyword == 'minimum' else 'at most'} {value}"
    if keyword == "maxLength":
        return f"{field} has {len(instance)} characters; at most {value}"
    if keyword == "minLength":
        return f"{field} is empty"
    if keyword == "uniqueItems":
        return f"{field} lists an item twice"
    if keyword == "pattern":
        return f"{field} {shown(str(instance))} does not match {value}"
    return f"{field}: {error.message}"


def _invalid_hint(error: Any) -> str:
    keyword = error.validator
    if keyword == "const":
        path = list(error.absolute_path)
        return f"set {path[-1] if path else 'errgen'}: {json.dumps(error.validator_value)}"
    if keyword == "pattern" and list(error.absolute_path)[-1:] == ["prefix"]:
        return (
            "capitals and digits ending in an underscore, like AWS_, so prefixed codes stay codes"
        )
    if keyword == "pattern":
        pattern = str(error.validator_value)
        if pattern.startswith("^https?"):
            return "an http(s) URL without spaces, quotes, brackets or a #fragment"
        return _pattern_hints().get(pattern, "a version like 1.4.0")
    if keyword in ("minimum", "maximum"):
        return "pick a value inside the range"
    if keyword == "uniqueItems":
        return "list each item once"
    if keyword == "enum":
        return "pick one of the listed values"
    return "change the value"


_HINTS = {
    "code": "codes are SCREAMING_SNAKE_CASE, like CREDENTIALS_EXPIRED",
    "program": "a bare lowercase program name, like mytool",
    "tag": "lowercase words joined by hyphens, each starting with a letter, like card-error",
    "alias": "a letter or digit, then letters, digits and . _ : / -, like card_declined or 404",
    "version": "a version like 1.4.0",
}


@functools.cache
def _pattern_hints() -> dict[str, str]:
    """The hint for each pattern of the schema's $defs, by the pattern: an alias, a tag and a
    code are told how they are written, not like a version."""
    defs = catalogue_schema()["$defs"]
    return {defs[name]["pattern"]: hint for name, hint in _HINTS.items()}
