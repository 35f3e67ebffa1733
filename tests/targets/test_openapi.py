"""The openapi target: errors.openapi.json is a valid OpenAPI 3.1 document (openapi-spec-validator
says so), its examples are what the generated code makes and validate against their code's
schema, and a body with a constant changed (retryable flipped, another title, status or type)
does not. The grpc target's mapping is tested here too: it reads the same statuses."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from errgen.model import ParamSpec
from errgen.model.grpc import duration, grpc_status
from errgen.model.operations import operation_stem
from errgen.targets.openapi import MEDIA_TYPE
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from openapi_spec_validator import validate

from tests.golden_records import GOLDEN, SOURCES, sampled
from tests.targets.test_python_generated import load_module

NAMES = sampled()
SAMPLES: dict[str, Any] = {"str": "v\x1b[31m\u202e</script>`${x}`*/", "int": -3, "float": 0.25}
SAMPLES["bool"] = True
SAMPLES |= {f"list[{kind}]": [value, value] for kind, value in list(SAMPLES.items())}


def document(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((GOLDEN / name / "errors.openapi.json").read_text("utf-8"))
    return data


def code_schemas(doc: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {k: v for k, v in doc["components"]["schemas"].items() if k != "Problem"}


def validator(doc: dict[str, Any], code: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(doc["components"]["schemas"][code])


@pytest.mark.parametrize("name", NAMES)
def test_the_document_is_valid_openapi_3_1(name: str) -> None:
    doc = document(name)
    validate(doc)  # openapi-spec-validator: raises on any fault
    assert doc["openapi"] == "3.1.0"
    assert ("paths" in doc) == (name == "payments")  # the only one with HTTP operations


def test_an_http_operation_answers_only_its_codes_problems() -> None:
    """Each of payments' HTTP operations documents its codes' statuses and no other, each
    response a oneOf of exactly its codes of that status (catalog.json's list of them); the
    catalogue-wide Problem<status> still has every code of the status."""
    doc = document("payments")
    catalog = json.loads((GOLDEN / "payments" / "catalog.json").read_text("utf-8"))
    responses = doc["components"]["responses"]
    status = {
        code: schema["properties"]["status"]["const"] for code, schema in code_schemas(doc).items()
    }
    for operation in catalog["operations"]:
        route = doc["paths"][operation["http"]["path"]][operation["http"]["method"]]
        stem = route["operationId"]
        assert route["summary"] == operation["summary"]
        expected = {str(status[code]) for code in operation["errors"]}
        assert set(route["responses"]) == expected
        for number, ref in route["responses"].items():
            assert ref == {"$ref": f"#/components/responses/Problem{number}.{stem}"}
            body = responses[f"Problem{number}.{stem}"]["content"][MEDIA_TYPE]
            mine = {c for c in operation["errors"] if str(status[c]) == number}
            assert set(body["schema"]["discriminator"]["mapping"]) == mine
            assert [s["$ref"] for s in body["schema"]["oneOf"]] == [
                f"#/components/schemas/{c}" for c in sorted(mine)
            ]
            everyone = responses[f"Problem{number}"]["content"][MEDIA_TYPE]["schema"]
            assert mine <= set(everyone["discriminator"]["mapping"])
    show = doc["paths"]["/customers/{id}"]["get"]
    assert show["parameters"] == [
        {"in": "path", "name": "id", "required": True, "schema": {"type": "string"}}
    ]
    assert "parameters" not in doc["paths"]["/charges"]["post"]
    assert "402" not in show["responses"]  # a card is never declined when showing a customer


@pytest.mark.parametrize("name", NAMES)
def test_every_example_validates_and_a_changed_constant_does_not(name: str) -> None:
    doc = document(name)
    examples = doc["components"]["examples"]
    base = jsonschema.Draft202012Validator(doc["components"]["schemas"]["Problem"])
    for code, schema in code_schemas(doc).items():
        check = validator(doc, code)
        example = examples[code]["value"]
        assert schema["examples"] == [example]
        check.validate(example)
        base.validate(example)
        check.validate(example | {"instance": "/things/1"})
        for member, other in (
            ("retryable", not example["retryable"]),
            ("title", example["title"] + "!"),
            ("status", 200),
            ("type", "https://elsewhere.example/x"),
            ("code", "OTHER"),
            ("fix_command", "rm -rf /"),
        ):
            assert not check.is_valid(example | {member: other}), (code, member)
        assert not check.is_valid(example | {"undeclared": 1})
        for required in ("type", "title", "status", "detail", "code", "retryable"):
            missing = copy.deepcopy(example)
            del missing[required]
            assert not check.is_valid(missing), (code, required)


@pytest.mark.parametrize("name", ["guide", "payments", "hostile"])
def test_the_generated_code_makes_the_examples_and_bodies_that_validate(name: str) -> None:
    from errgen.targets.openapi import sample_value

    doc = document(name)
    module = load_module(GOLDEN / name / "errors.py", f"openapi_{name}")
    catalog = json.loads((GOLDEN / name / "catalog.json").read_text("utf-8"))
    for error in catalog["errors"]:
        cls = module.ERRORS[error["code"]]
        given = error["params"] + error.get("details", [])
        params = {p["name"]: sample_value(_Param(p)) for p in given}
        example = cls(**params).to_problem()
        assert example == doc["components"]["examples"][error["code"]]["value"]
        hostile = {p["name"]: SAMPLES[p["type"]] for p in given}
        body = json.loads(json.dumps(cls(**hostile).to_problem("/x?a=\u202e")))
        validator(doc, error["code"]).validate(body)
        # an optional detail left out: the body lacks it and is still valid
        required = {p["name"]: SAMPLES[p["type"]] for p in given if not p.get("optional")}
        body = json.loads(json.dumps(cls(**required).to_problem()))
        validator(doc, error["code"]).validate(body)


def _Param(entry: dict[str, Any]) -> ParamSpec:
    return ParamSpec(entry["name"], entry["type"], None, optional=entry.get("optional", False))


@pytest.mark.parametrize("name", NAMES)
def test_one_response_per_status_and_per_tag_discriminated_on_code(name: str) -> None:
    doc = document(name)
    catalog = json.loads((GOLDEN / name / "catalog.json").read_text("utf-8"))
    status = {e["code"]: e.get("http_status", 500) for e in catalog["errors"]}
    retryable = {e["code"] for e in catalog["errors"] if e["retryable"]}
    tags = {e["code"]: set(e.get("tags", ())) for e in catalog["errors"]}
    responses = doc["components"]["responses"]
    expected = {f"Problem{s}" for s in status.values()}
    expected |= {f"Problem{status[c]}.{t}" for c in status for t in tags[c]}
    # an operation's codes count as a tag of the operation's stem (the operationId of its route)
    stems = {
        o["name"]: operation_stem(o["name"], catalog["tool"]["name"])
        for o in catalog.get("operations", ())
    }
    for operation in catalog.get("operations", ()):
        for code in operation["errors"]:
            tags[code].add(stems[operation["name"]])
            expected.add(f"Problem{status[code]}.{stems[operation['name']]}")
    assert set(responses) == expected
    for key, response in responses.items():
        number, _, tag = key.removeprefix("Problem").partition(".")
        codes = {c for c in status if status[c] == int(number) and (not tag or tag in tags[c])}
        content = response["content"][MEDIA_TYPE]
        mapping = content["schema"]["discriminator"]["mapping"]
        assert content["schema"]["discriminator"]["propertyName"] == "code"
        assert set(mapping) == codes == set(content["examples"])
        assert [r["$ref"] for r in content["schema"]["oneOf"]] == list(mapping.values())
        assert ("headers" in response) == bool(codes & retryable), key


def test_a_retryable_code_with_its_header_and_a_spoofed_body() -> None:
    doc = document("payments")
    response = doc["components"]["responses"]["Problem429"]
    assert response["headers"] == {"Retry-After": {"$ref": "#/components/headers/Retry-After"}}
    example = doc["components"]["examples"]["RATE_LIMITED"]["value"]
    assert example["retry_after_ms"] == 2000 and example["retryable"] is True


def test_the_build_is_deterministic_and_hostile_text_stays_json(tmp_path: Path) -> None:
    text = (GOLDEN / "hostile" / "errors.openapi.json").read_text("utf-8")
    assert text.isascii() and json.loads(text)
    for name in ("guide", "hostile"):
        from tests.golden_records import golden_outputs

        assert (
            golden_outputs(name)["errors.openapi.json"]
            == (GOLDEN / name / "errors.openapi.json").read_bytes()
        )


def test_grpc_status_follows_the_standard_mapping() -> None:
    # googleapis' HTTP -> RPC table, and the fall-back by class for the statuses it omits
    assert [grpc_status(s) for s in (400, 401, 403, 404, 409, 416, 429, 499)] == [
        "INVALID_ARGUMENT",
        "UNAUTHENTICATED",
        "PERMISSION_DENIED",
        "NOT_FOUND",
        "ABORTED",
        "OUT_OF_RANGE",
        "RESOURCE_EXHAUSTED",
        "CANCELLED",
    ]
    assert [grpc_status(s) for s in (500, 501, 502, 503, 504, 402, 422)] == [
        "INTERNAL",
        "UNIMPLEMENTED",
        "INTERNAL",
        "UNAVAILABLE",
        "DEADLINE_EXCEEDED",
        "FAILED_PRECONDITION",
        "FAILED_PRECONDITION",
    ]
    assert [duration(ms) for ms in (2000, 100, 1500, 3600000)] == [
        "2s",
        "0.100s",
        "1.500s",
        "3600s",
    ]


def test_the_grpc_mapping_of_payments() -> None:
    mapping = json.loads((GOLDEN / "payments" / "errors.grpc.json").read_text("utf-8"))
    assert mapping["domain"] == "pay"
    limited = mapping["errors"]["RATE_LIMITED"]
    assert limited["status"] == "RESOURCE_EXHAUSTED" and limited["code"] == 8
    assert limited["retry_info"] == {"retry_delay": "2s"}
    assert limited["error_info"]["reason"] == "RATE_LIMITED"
    assert limited["error_info"]["metadata_keys"] == ["request_id", "reset_after_s"]
    assert limited["help"]["links"][0]["url"].endswith("#rate_limited")
    declined = mapping["errors"]["CARD_DECLINED"]
    assert "retry_info" not in declined and declined["status"] == "FAILED_PRECONDITION"


def test_the_grpc_domain_option(tmp_path: Path) -> None:
    from tests.conftest import run_errgen

    (tmp_path / "errors.yaml").write_bytes(SOURCES["payments"].read_bytes())
    (tmp_path / "errgen.toml").write_text(
        'targets = ["grpc"]\n\n[grpc]\ndomain = "pay.example.com"\n'
    )
    done = run_errgen("build", "--no-cache", "--out", str(tmp_path), cwd=tmp_path)
    assert done.code == 0, done.err
    mapping = json.loads((tmp_path / "errors.grpc.json").read_text())
    assert {e["error_info"]["domain"] for e in mapping["errors"].values()} == {"pay.example.com"}


VALUES = {
    "str": st.text(max_size=300),
    "int": st.integers(min_value=-(10**199) + 1, max_value=10**199 - 1),
    "float": st.floats(allow_nan=True, allow_infinity=True),
    "bool": st.booleans(),
}
VALUES |= {f"list[{kind}]": st.lists(values, max_size=120) for kind, values in VALUES.items()}


def always_valid(cls: Any, check: jsonschema.Draft202012Validator, kinds: dict[str, str]) -> None:
    strategy = st.fixed_dictionaries({name: VALUES[kind] for name, kind in kinds.items()})

    @settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
    @given(values=strategy, instance=st.text(max_size=50))
    def valid(values: dict[str, Any], instance: str) -> None:
        check.validate(json.loads(json.dumps(cls(**values).to_problem(instance))))

    valid()


@pytest.mark.parametrize("name", ["payments", "hostile"])
def test_any_values_give_a_body_its_schema_accepts(name: str) -> None:
    """Whatever values an error is made with (any text, huge ints, NaN), its problem details
    validate against its code's schema: the generated code cannot answer a body the document
    rejects."""
    doc = document(name)
    module = load_module(GOLDEN / name / "errors.py", f"openapi_any_{name}")
    catalog = json.loads((GOLDEN / name / "catalog.json").read_text("utf-8"))
    for error in catalog["errors"]:
        kinds = {p["name"]: p["type"] for p in error["params"] + error.get("details", [])}
        if kinds:
            always_valid(module.ERRORS[error["code"]], validator(doc, error["code"]), kinds)


HOSTILE_TITLE = "<img src=x onerror=alert(1)> *bold* [link](https://example.com) `code` &amp; _x_"


def descriptions(value: Any) -> list[str]:
    """Every `description` of an OpenAPI document, however deep: each is CommonMark."""
    if isinstance(value, dict):
        own = [value["description"]] if isinstance(value.get("description"), str) else []
        return own + [text for item in value.values() for text in descriptions(item)]
    if isinstance(value, list):
        return [text for item in value for text in descriptions(item)]
    return []


@pytest.mark.parametrize("name", [*NAMES, "img"])
def test_every_description_renders_as_its_words_and_no_html(name: str) -> None:
    # issue 33, red team 5: the title went into description unescaped (<img onerror=...> stayed
    # HTML), and errgen's own wording `Problem<status>` rendered as a tag
    import errgen

    from tests.markdown_views import commonmark, github, read, words

    if name == "img":
        source = (
            "errgen: 1\ntool: {name: tool}\nerrors:\n  BAD:\n    message: m\n"
            f"    title: {json.dumps(HOSTILE_TITLE)}\n    retryable: false\n    exit: FAILURE\n"
        )
        doc = json.loads(
            errgen.render(errgen.load(source.encode()), ["openapi"])["errors.openapi.json"]
        )
    else:
        doc = document(name)
    everything = descriptions(doc)
    assert len(everything) > 3
    seen = []
    for text in everything:
        for renderer in (commonmark, github):
            page = read(renderer(text))
            assert {tag for tag, _ in page.elements} == {"p"}, (renderer.__name__, text)
            shown = " ".join(block for _, block in page.blocks)
            assert shown == words(_unescaped(text)), (renderer.__name__, text)
            seen.append(shown)
    if name == "img":  # the title's own words, every character of them, as text
        assert any(HOSTILE_TITLE in shown for shown in seen), seen
    assert any("Problem<status>" in shown for shown in seen)


def _unescaped(text: str) -> str:
    """What an escaped description says: the words the target was given."""
    import html
    import re

    return html.unescape(re.sub(r"\\([!-/:-@\[-`{-~])", r"\1", text))
