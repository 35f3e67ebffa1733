"""The jsonschema target: envelope.schema.json accepts every envelope the generated module makes
and nothing else. ajv, check-jsonschema and json-schema-to-typescript read the same schemas in
test_jsonschema_readers.py; the module's own behaviour is test_python_*.py's."""

from __future__ import annotations

import copy
import functools
import json
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from errgen.building import generate
from errgen.building.config import Config
from errgen.cli.terminal import render_diagnostic
from errgen.targets import TARGETS
from errgen.validation import check_bytes
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import CORPUS, ROOT
from tests.golden_records import CORPUS as LARGE
from tests.golden_records import SOURCES, sampled
from tests.polyglot import CASES as POLYGLOT_CASES
from tests.polyglot import ENVELOPES

# The golden catalogues, errgen's own and every real one of the corpus.
CATALOGUES = {
    **SOURCES,
    "errgen": ROOT / "catalog" / "errgen.yaml",
    **{path.stem: path for path in sorted(CORPUS.glob("*.yaml"))},
}
SUCCESS = {"ok": True, "data": {"x": 1}, "error": None, "warnings": [], "meta": {}}
SAMPLES: dict[str, Any] = {"str": "value\x1b[31m\u202e", "int": 3, "float": 0.25, "bool": True}
VALUES = {
    "str": st.text(max_size=300),
    "int": st.integers(min_value=-(10**199) + 1, max_value=10**199 - 1),
    "float": st.floats(allow_nan=True, allow_infinity=True)
    | st.integers(min_value=-(2**53), max_value=2**53),
    "bool": st.booleans(),
}
# a list detail's: more items than it keeps (each cut to MAX_LIST_ITEMS)
VALUES |= {f"list[{kind}]": st.lists(values, max_size=120) for kind, values in VALUES.items()}
SAMPLES |= {f"list[{kind}]": [value, value] for kind, value in SAMPLES.items()}


@functools.cache
def built(name: str) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """The module's namespace, the envelope schema and catalog.json built from catalogue `name`."""
    path = CATALOGUES[name]
    report = check_bytes(path.read_bytes(), name, file=path)
    assert not report.failed(), [render_diagnostic(d) for d in report.diagnostics]
    config = Config(path, Path("out"), tuple(TARGETS), None, None)
    outputs = {o.path.name: o.data.decode() for o in generate(report.data, config)}
    namespace: dict[str, Any] = {"__name__": f"schema_{name}"}
    sys.modules[namespace["__name__"]] = type(sys)(namespace["__name__"])  # for pickling
    exec(compile(outputs["errors.py"], "errors.py", "exec"), namespace)
    schema = json.loads(outputs["envelope.schema.json"])
    return namespace, schema, json.loads(outputs["catalog.json"])


def envelope_schema(name: str) -> dict[str, Any]:
    return built(name)[1]


def every_envelope(name: str) -> list[dict[str, Any]]:
    """One envelope per code of a catalogue, with a value of the right type per param."""
    namespace, _, catalogue = built(name)
    envelopes = []
    for error in catalogue["errors"]:
        given = error["params"] + error.get("details", [])
        params = {p["name"]: SAMPLES[p["type"]] for p in given}
        envelopes.append(namespace["ERRORS"][error["code"]](**params).to_envelope(duration_ms=5))
    return envelopes


def tampered(envelope: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    error = envelope["error"]
    variants = []

    def variant(label: str, change: Any) -> None:
        copied = copy.deepcopy(envelope)
        change(copied["error"])
        variants.append((label, copied))

    variant("retryable flipped", lambda e: e.update(retryable=not e["retryable"]))
    variant("fix_command swapped", lambda e: e.update(fix_command="tool reset --hard"))
    variant("unknown code", lambda e: e.update(code="NOT_IN_THE_CATALOGUE"))
    variant("extra field", lambda e: e.update(evil="x"))
    if "retry_after_ms" in error:
        variant("retry_after_ms changed", lambda e: e.update(retry_after_ms=1))
    if "fix_required" in error:
        variant("fix_required dropped", lambda e: e.pop("fix_required"))
    if "details" in error:
        variant("details dropped", lambda e: e.pop("details"))
        variant("detail retyped", lambda e: e["details"].update({k: [1] for k in e["details"]}))
    else:
        variant("message changed", lambda e: e.update(message="Something else"))
        variant("details added", lambda e: e.update(details={"x": 1}))
    for field, value in (("retry_after_ms", 1), ("refresh_command", "x"), ("help_url", "x")):
        if field not in error:  # a field the code does not carry
            variant(f"{field} added", lambda e, f=field, v=value: e.update({f: v}))
    variants.append(("ok with error", dict(copy.deepcopy(envelope), ok=True)))
    return variants


def opened(envelope: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """`envelope` with a field added where the schema is closed."""
    top = dict(copy.deepcopy(envelope), extra=1)
    meta = copy.deepcopy(envelope)
    meta["meta"]["extra"] = 1
    return [("top-level field added", top), ("meta field added", meta)]


def spread(items: list[Any], most: int | None) -> list[Any]:
    """`items`, or an evenly spread sample of at most `most` of them."""
    if most is None or len(items) <= most:
        return items
    return items[:: -(-len(items) // most)]


def good_and_bad(name: str, most: int | None = None) -> tuple[list[Any], list[tuple[str, Any]]]:
    """The success envelope and every error's, each error's also tampered with; with `most`,
    the errors of an evenly spread sample of at most that many codes."""
    errors = spread(json.loads(json.dumps(every_envelope(name))), most)
    good = [SUCCESS, *errors]
    bad = [(label, e) for envelope in good[1:] for label, e in tampered(envelope)]
    bad += opened(SUCCESS) + opened(good[1])
    return good, bad


@pytest.mark.parametrize("name", sampled(CATALOGUES))
def test_the_schema_accepts_every_envelope_the_module_makes(name: str) -> None:
    namespace, schema, _ = built(name)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    assert validator.is_valid(SUCCESS)
    # every code, each param and detail given a value of its type (hostile text for a str); of
    # the corpus's catalogues an evenly spread 40 (jsonschema checks an envelope against every
    # code's variant: MongoDB's 394 x 394 took a minute; ajv checks all of them in
    # test_jsonschema_readers.py)
    for envelope in spread(every_envelope(name), 40 if name in LARGE else None):
        errors = list(validator.iter_errors(json.loads(json.dumps(envelope))))
        assert errors == [], (envelope["error"]["code"], [e.message for e in errors])
    # the cross-language cases' golden envelopes, which TypeScript and Go must write too
    if name in POLYGLOT_CASES:
        for line in (ENVELOPES / f"{name}.txt").read_text("utf-8").splitlines():
            validator.validate(json.loads(line))

    # any values of the declared types: huge ints, NaN and infinities, any text
    @given(data=st.data())
    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    def any_values(data: st.DataObject) -> None:
        classes = sorted(namespace["ERRORS"].values(), key=lambda c: c.code)
        cls = data.draw(st.sampled_from(classes))
        arguments = {  # an optional detail given or left out (None)
            param: data.draw(
                st.none() | VALUES[kind] if param in cls.optional else VALUES[kind], label=param
            )
            for param, kind in zip(cls.params, cls.param_types, strict=True)
        }
        duration = data.draw(st.none() | st.integers(min_value=0, max_value=10**12))
        envelope = cls(**arguments).to_envelope(duration_ms=duration)
        validator.validate(json.loads(json.dumps(envelope, allow_nan=False)))

    any_values()


@pytest.mark.parametrize("name", sampled())
def test_the_schema_is_closed_and_rejects_tampered_envelopes(name: str) -> None:
    validator = jsonschema.Draft202012Validator(envelope_schema(name))
    # Every code of the small catalogues; of the large ones (MongoDB's ~4,000 tampered envelopes
    # took jsonschema minutes) a spread of codes keeps every kind of tampering and of layout;
    # ajv reads every one of them in test_jsonschema_readers.py.
    good, bad = good_and_bad(name, most=None if name in ("guide", "hostile") else 16)
    assert all(validator.is_valid(envelope) for envelope in good)
    assert [label for label, envelope in bad if validator.is_valid(envelope)] == []


@pytest.mark.parametrize("name", ["guide", "hostile", "payments"])
def test_a_warning_is_an_error_of_the_catalogue_as_data(name: str) -> None:
    """The envelope's warnings are what to_warning makes of the catalogue's errors (code,
    message, details), in a success and in a failure; anything else in the list is refused."""
    namespace, schema, _ = built(name)
    validator = jsonschema.Draft202012Validator(schema)
    failure = json.loads(json.dumps(every_envelope(name)[0]))
    warnings = []
    for envelope in every_envelope(name):
        error = namespace["from_envelope"](envelope)
        warnings.append(json.loads(json.dumps(namespace["to_warning"](error))))
    for envelope in (SUCCESS, failure):
        good = {**envelope, "warnings": warnings}
        assert validator.is_valid(good), [e.message for e in validator.iter_errors(good)]
        bad = {  # a bare string, no message, a key errors do not have, code not text
            "string": "disk almost full",
            "no message": {"code": warnings[0]["code"]},
            "extra key": {**warnings[0], "retryable": False},
            "code a number": {**warnings[0], "code": 3},
        }
        for label, item in bad.items():
            assert not validator.is_valid({**envelope, "warnings": [item]}), label
