"""aliases, http_status, tags and details (issue 16): located diagnostics for each rule, the
payments example's lookups in every target, alias parsing in each language and errgen diff's
verdicts."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT, run_errgen
from tests.diff.test_diff import diff, kinds
from tests.polyglot import GOLDEN, compile_ts, go_module, need_go, need_typescript, run, tsc
from tests.targets.test_python_generated import load_module

BAD = """\
errgen: 1
tool: {name: tool}
tags: [network, card-error]
errors:
  A_ONE:
    message: "A {x}"
    params: {x: {type: str}}
    details: {x: {type: str}, request_id: {type: str}}
    retryable: false
    exit: FAILURE
    aliases: [B_TWO, dup]
    tags: [netwrok, card-error]
  B_TWO:
    message: B
    retryable: false
    exit: FAILURE
    aliases: [dup, "bad alias"]
    tags: [card-error, card-error]
    http_status: 700
"""


def test_each_new_rule_is_located(tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text(BAD)
    result = run_errgen("validate", "bad.yaml", cwd=tmp_path)
    assert result.code != 0
    lines = [line for line in (result.out + result.err).splitlines() if "error[" in line]
    found = {line.split(": error")[0] + " " + line.split("[")[1].split("]")[0] for line in lines}
    assert {
        "bad.yaml:8:15 detail-name",
        "bad.yaml:11:15 alias-taken",  # an alias that is a code
        "bad.yaml:12:12 tag-undeclared",
        "bad.yaml:17:15 alias-taken",  # an alias of another code
        "bad.yaml:17:20 invalid-value",  # not an alias's pattern
        "bad.yaml:18:11 invalid-value",  # a tag twice
        "bad.yaml:19:18 invalid-value",  # http_status past 599
    } <= found, lines
    assert "did you mean network?" in result.out + result.err


def test_aliases_are_checked_across_includes(tmp_path: Path) -> None:
    (tmp_path / "root.yaml").write_text(
        "errgen: 1\ntool: {name: tool}\ninclude: [part.yaml]\ntags: [net]\n"
        "errors:\n  A_ONE: {message: A, retryable: false, exit: FAILURE, aliases: [same]}\n"
    )
    (tmp_path / "part.yaml").write_text(
        "errgen: 1\ntool: {name: tool}\n"
        "errors:\n  B_TWO: {message: B, retryable: false, exit: FAILURE, aliases: [same],"
        " tags: [net]}\n"
    )
    result = run_errgen("validate", "root.yaml", cwd=tmp_path)
    text = result.out + result.err
    assert "error[alias-taken]" in text and "part.yaml:4:" in text, text
    assert "tag-undeclared" not in text  # an included file's errors may carry the root's tags


@pytest.mark.parametrize("rule", ["alias-taken", "tag-undeclared", "detail-name"])
def test_explain_knows_the_new_rules(rule: str) -> None:
    result = run_errgen("explain", rule)
    assert result.code == 0 and rule in result.out


def test_python_lookups_and_alias_parsing() -> None:
    module = load_module(GOLDEN / "payments" / "errors.py", "fields_payments")
    assert module.ALIASES["404"] == "CUSTOMER_NOT_FOUND"
    invalid = {"CUSTOMER_NOT_FOUND", "IDEMPOTENCY_KEY_REUSED", "PARAMS_INVALID"}
    assert module.TAGGED["invalid-request"] == invalid
    error = module.CardDeclinedError(decline_code="do_not_honor", request_id="r\x1b", livemode=True)
    assert error.http_status == 402 and module.has_tag(error, "card-error")
    assert not module.has_tag(error, "api-error") and not module.has_tag(ValueError(), "x")
    assert error.to_dict()["details"] == {
        "decline_code": "do_not_honor",
        "request_id": "r\\x1b",
        "livemode": True,
    }
    assert "r\\x1b" not in error.message  # details are never in the message
    envelope = copy.deepcopy(error.to_envelope())
    envelope["error"]["code"] = "card_declined"
    envelope["error"]["retryable"] = True  # tampering: the catalogue wins
    parsed = module.from_envelope(envelope)
    assert type(parsed) is module.CardDeclinedError and parsed.retryable is False
    assert parsed.details["request_id"] == "r\\x1b"
    with pytest.raises(TypeError):
        module.CardDeclinedError(decline_code="x", request_id="r", livemode="yes")


ALIAS_ENVELOPE = json.dumps(
    {
        "ok": False,
        "data": None,
        "error": {
            "code": "resource_missing",
            "message": "No customer c",
            "retryable": True,
            "details": {"customer": "c", "request_id": "q", "evil": 1},
        },
        "warnings": [],
        "meta": {},
    }
)


def test_typescript_lookups_and_alias_parsing(tmp_path: Path) -> None:
    need_typescript()
    (tmp_path / "errors.ts").write_bytes((GOLDEN / "payments" / "errors.ts").read_bytes())
    (tmp_path / "use.ts").write_text(
        'import { ALIASES, TAGGED, CardDeclinedError, fromEnvelope, hasTag } from "./errors.js";\n'
        'const e = new CardDeclinedError({ decline_code: "x", request_id: "r", livemode: false });\n'
        f"const p = fromEnvelope(JSON.parse({json.dumps(ALIAS_ENVELOPE)}));\n"
        "console.log(JSON.stringify([p.code, p.retryable, p.details, e.httpStatus, e.tags,\n"
        '  hasTag(e, "card-error"), hasTag(p, "card-error"), ALIASES["429"], TAGGED["api-error"]]));\n'
    )
    compile_ts(tmp_path, "errors.ts", "use.ts")
    done = run(["node", "out/use.js"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [
        "CUSTOMER_NOT_FOUND",
        False,
        {"customer": "c", "request_id": "q"},
        402,
        ["card-error"],
        True,
        False,
        "RATE_LIMITED",
        ["API_KEY_EXPIRED", "PROCESSOR_UNAVAILABLE", "RATE_LIMITED"],
    ]
    (tmp_path / "bad.ts").write_text(
        'import { CardDeclinedError, hasTag } from "./errors.js";\n'
        'hasTag(new CardDeclinedError({ decline_code: "x", request_id: "r", livemode: false }),'
        ' "card-eror");\n'
    )
    assert tsc(tmp_path, "--noEmit", "bad.ts").returncode != 0  # a tag is a checked literal


GO_TEST = """package payerrors

import (
	"fmt"
	"testing"
)

func TestFields(t *testing.T) {
	e := NewCardDeclinedError("x", "r", true, nil)
	if e.HTTPStatus() != 402 || !HasTag(fmt.Errorf("wrapped: %w", e), TagCardError) || e.RequestId() != "r" {
		t.Fatal("constants")
	}
	p, err := FromEnvelope([]byte(ALIAS))
	if err != nil || p.Code() != CodeCustomerNotFound || p.Retryable() || len(p.Details()) != 2 {
		t.Fatal("alias", p, err)
	}
	if c, ok := CodeOfAlias("429"); !ok || c != CodeRateLimited || len(Tagged(TagApiError)) != 3 {
		t.Fatal("lookups")
	}
}
"""


def test_go_lookups_and_alias_parsing(tmp_path: Path) -> None:
    go = need_go()
    go_module(tmp_path, {"payments": (GOLDEN / "payments" / "errors.go").read_bytes()})
    source = GO_TEST + f"\nconst ALIAS = {json.dumps(ALIAS_ENVELOPE)}\n"
    (tmp_path / "payments" / "fields_test.go").write_text(source)
    done = run([go, "test", "./..."], tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


def _base() -> dict[str, Any]:
    return {
        "errgen": 1,
        "tool": {"name": "tool"},
        "tags": ["net", "card"],
        "errors": {
            "E_ONE": {
                "message": "E",
                "retryable": False,
                "exit": "FAILURE",
                "aliases": ["e1", "e_one"],
                "http_status": 409,
                "tags": ["net"],
                "details": {"request_id": {"type": "str"}},
            }
        },
    }


@pytest.mark.parametrize(
    ("edit", "kind", "breaking"),
    [
        (lambda e: e["aliases"].remove("e1"), "alias", True),
        (lambda e: e["aliases"].append("e2"), "alias", False),
        (lambda e: e.update(http_status=410), "http_status", True),
        (lambda e: e.pop("http_status"), "http_status", True),
        (lambda e: e["tags"].remove("net"), "tag", True),
        (lambda e: e["tags"].append("card"), "tag", False),
        (lambda e: e.pop("details"), "detail", True),
        (lambda e: e["details"].update(request_id={"type": "int"}), "detail", True),
        (lambda e: e["details"].update(attempt={"type": "int"}), "detail", False),
    ],
)
def test_diff_classifies_field_changes(
    tmp_path: Path, edit: Any, kind: str, breaking: bool
) -> None:
    old = _base()
    new = copy.deepcopy(old)
    edit(new["errors"]["E_ONE"])
    code, changes = diff(tmp_path, old, new)
    assert kinds(changes) == {("E_ONE", kind, breaking)}
    assert (code != 0) == breaking


def test_diff_adding_http_status_is_compatible(tmp_path: Path) -> None:
    old = _base()
    old["errors"]["E_ONE"].pop("http_status")
    code, changes = diff(tmp_path, old, _base())
    assert kinds(changes) == {("E_ONE", "http_status", False)} and code == 0


@pytest.mark.parametrize(
    ("edit", "breaking"),
    [(lambda c: c["tags"].remove("card"), True), (lambda c: c["tags"].append("disk"), False)],
)
def test_diff_classifies_a_declared_tag_no_error_carries(
    tmp_path: Path, edit: Any, breaking: bool
) -> None:
    # a declared tag is a constant of its own in TypeScript and Go, carried or not
    new = _base()
    edit(new)
    code, changes = diff(tmp_path, _base(), new)
    tag = "card" if breaking else "disk"
    assert kinds(changes) == {(tag, "tag", breaking)}
    assert (code != 0) == breaking


def test_diff_says_a_removed_http_status_is_removed(tmp_path: Path) -> None:
    new = _base()
    new["errors"]["E_ONE"].pop("http_status")
    _, changes = diff(tmp_path, _base(), new)
    assert [c["detail"] for c in changes] == ["http_status removed (was 409)"]


def test_internal_error_cannot_be_an_alias(tmp_path: Path) -> None:
    # errgen adds INTERNAL_ERROR when the catalogue does not define it: an alias of that name
    # would make every parser read the tool's own crash as another, perhaps retryable, error
    data = _base()
    data["errors"]["E_ONE"]["aliases"].append("INTERNAL_ERROR")
    path = tmp_path / "errors.yaml"
    path.write_text(json.dumps(data))
    result = run_errgen("validate", str(path))
    assert result.code == 2 and "error[alias-taken]" in result.out


def test_explain_reads_an_alias_and_shows_the_new_fields() -> None:
    catalog = str(ROOT / "examples" / "payments" / "errors.yaml")
    text = run_errgen("explain", "card_declined", "--catalog", catalog)
    assert text.code == 0 and text.out.startswith("CARD_DECLINED (correctable")
    for line in (
        "  detail request_id: str",
        "  aliases: card_declined, expired_card",
        "  tags: card-error",
    ):
        assert line in text.out
    data = run_errgen("explain", "CARD_DECLINED", "--catalog", catalog, "--json").envelope()["data"]
    assert data["http_status"] == 402 and data["tags"] == ["card-error"]
    assert [(d["name"], d["type"]) for d in data["details"]] == [
        ("request_id", "str"),
        ("livemode", "bool"),
        ("charge", "str"),
    ]
    assert data["details"][-1]["optional"] is True  # absent is not empty


def test_a_bad_name_is_told_what_it_is_and_what_is_wrong() -> None:
    from errgen.validation import check_bytes

    long = "a" * 41
    text = (
        "errgen: 1\ntool: {name: tool}\nerrors:\n  X:\n"
        f"    message: 'x {{{long}}}'\n    params: {{{long}: {{type: str}}}}\n"
        "    details: {toString: {type: str}, type: {type: str}, id: {type: int}}\n"
        "    aliases: ['bad alias']\n    retryable: false\n    exit: FAILURE\n"
    )
    report = check_bytes(text.encode(), "names.yaml")
    found = {d.line: d for d in report.diagnostics}
    assert [d.line for d in report.diagnostics] == [6, 7, 8]  # type and id are fine details
    assert (found[6].rule, found[6].message, found[6].hint) == (
        "param-name",
        f"parameter name '{long}' is too long: 41 characters",
        "shorten it to at most 40 characters",
    )
    assert (found[7].rule, found[7].message) == (
        "detail-name",
        "detail name 'toString' is not a lowercase identifier",
    )
    assert found[8].rule == "invalid-value" and "card_declined" in found[8].hint
