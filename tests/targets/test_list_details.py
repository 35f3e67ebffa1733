"""Details that real errors carry: lists of scalars and optional details, as each language's
generated code takes, keeps and gives them (the bytes every language agrees on are
tests/targets/test_envelopes.py's and test_parsers.py's)."""

from __future__ import annotations

import json
import pickle
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run_errgen
from tests.polyglot import GOLDEN, compile_ts, go_module, need_go, need_typescript, run, tsc
from tests.targets.test_python_generated import load_module


@pytest.fixture(scope="module")
def pay() -> Any:
    return load_module(GOLDEN / "payments" / "errors.py", "list_details_payments")


def test_a_list_detail_takes_a_list_or_tuple_of_its_kind_and_keeps_at_most_100(pay: Any) -> None:
    error = pay.ParamsInvalidError(endpoint="e", errors=("a", "b\x1b"))
    assert error.details["errors"] == ["a", "b\\x1b"]  # a list, each item cleaned
    assert len(pay.ParamsInvalidError(endpoint="e", errors=["x"] * 150).details["errors"]) == 100
    with pytest.raises(TypeError, match=r"'errors'.*list"):
        pay.ParamsInvalidError(endpoint="e", errors="a, b")  # a string is no list of strings
    with pytest.raises(TypeError, match=r"'amounts'.*int expected"):
        pay.ParamsInvalidError(endpoint="e", errors=[], amounts=[1, "2"])
    with pytest.raises(TypeError, match=r"missing .*'errors'"):
        pay.ERRORS["PARAMS_INVALID"](endpoint="e")


def test_an_optional_detail_left_out_is_absent_and_given_empty_is_empty(pay: Any) -> None:
    absent = pay.ParamsInvalidError(endpoint="e", errors=[])
    assert "param" not in absent.details and "amounts" not in absent.details
    assert pay.ParamsInvalidError(endpoint="e", errors=[], param=None).details == absent.details
    empty = pay.ParamsInvalidError(endpoint="e", errors=[], param="", amounts=[])
    assert empty.to_dict()["details"] == {"endpoint": "e", "errors": [], "param": "", "amounts": []}
    by_name = pay.ERRORS["PARAMS_INVALID"](endpoint="e", errors=[])  # as ERRORS calls it
    assert by_name.details == absent.details


def test_the_envelope_gives_a_copy_and_pickling_keeps_lists_and_absence(pay: Any) -> None:
    error = pay.ParamsInvalidError(endpoint="e", errors=["a"], amounts=[1, 2])
    error.to_dict()["details"]["errors"].append("tampered")
    assert error.details["errors"] == ["a"]
    again = pickle.loads(pickle.dumps(error))
    assert again.details == error.details and "param" not in again.details


def test_reading_keeps_absence_and_gives_a_missing_list_its_empty_value(pay: Any) -> None:
    def read(details: dict[str, Any]) -> dict[str, Any]:
        envelope = {"error": {"code": "PARAMS_INVALID", "message": "m", "details": details}}
        return dict(pay.from_envelope(envelope).details)

    assert read({}) == {"endpoint": "", "errors": []}  # required: their zero values
    assert read({"param": None, "amounts": "5"}) == {"endpoint": "", "errors": []}  # ill-typed
    assert read({"param": "", "amounts": []})["param"] == ""  # empty is not absent
    assert read({"errors": ["a", 1, None, ["b"]], "amounts": [1, 1.5, 2.0]}) == {
        "endpoint": "",
        "errors": ["a"],
        "amounts": [1, 2],
    }
    foreign = pay.from_envelope({"error": {"code": "X", "details": {"l": [1, "s", {}]}}})
    assert foreign.details == {"l": [1, "s"]}


def test_typescript_types_say_optional_and_readonly(tmp_path: Path) -> None:
    need_typescript()
    (tmp_path / "errors.ts").write_bytes((GOLDEN / "payments" / "errors.ts").read_bytes())
    (tmp_path / "use.ts").write_text(
        'import { ParamsInvalidError, type Details } from "./errors.js";\n'
        'const e = new ParamsInvalidError({ endpoint: "e", errors: ["a", "b"] });\n'
        'const f = new ParamsInvalidError({ endpoint: "e", errors: [], param: "", amounts: [3] });\n'
        'const d: Details["PARAMS_INVALID"] = f.toDetail();\n'
        "const param: string | undefined = d.details.param;\n"
        "const errors: readonly string[] = d.details.errors;\n"
        "console.log(JSON.stringify([e.details, f.details, param, errors, Object.isFrozen(errors)]));\n"
    )
    compile_ts(tmp_path, "errors.ts", "use.ts")
    done = run(["node", "out/use.js"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [
        {"endpoint": "e", "errors": ["a", "b"]},
        {"endpoint": "e", "errors": [], "param": "", "amounts": [3]},
        "",
        [],
        True,
    ]
    for wrong in (
        'new ParamsInvalidError({ endpoint: "e", errors: "a" });',  # no list
        'new ParamsInvalidError({ endpoint: "e", errors: [1] });',  # not its kind
        'new ParamsInvalidError({ endpoint: "e" });',  # a required list left out
        'const s: string = new ParamsInvalidError({ endpoint: "e", errors: [] })'
        '.toDetail().details.param;',  # an optional detail may be undefined
    ):
        (tmp_path / "bad.ts").write_text(f'import {{ ParamsInvalidError }} from "./errors.js";\n{wrong}\n')
        assert tsc(tmp_path, "--noEmit", "--strict", "bad.ts").returncode != 0, wrong


GO_TEST = """package payerrors

import "testing"

func TestListsAndOptional(t *testing.T) {
	empty := ""
	e := NewParamsInvalidError("e", []string{"a", "b"}, nil, nil)
	f := NewParamsInvalidError("e", nil, &empty, []int{})
	if got := len(e.Errors()); got != 2 {
		t.Fatal("errors", got)
	}
	if _, ok := e.Param(); ok {
		t.Fatal("a nil pointer leaves the detail out")
	}
	if p, ok := f.Param(); !ok || p != "" {
		t.Fatal("an empty string is given")
	}
	if a, ok := f.Amounts(); !ok || len(a) != 0 {
		t.Fatal("an empty slice is given")
	}
	if _, ok := e.Amounts(); ok {
		t.Fatal("a nil slice leaves an optional list out")
	}
	b, _ := f.ToEnvelope().Encode()
	want := `"details": {"endpoint": "e", "errors": [], "param": "", "amounts": []}}`
	if got := string(b); len(got) < len(want) || !contains(got, want) {
		t.Fatal(got)
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
"""


def test_go_takes_slices_and_pointers_and_getters_say_whether_given(tmp_path: Path) -> None:
    go = need_go()
    go_module(tmp_path, {"payments": (GOLDEN / "payments" / "errors.go").read_bytes()})
    (tmp_path / "payments" / "lists_test.go").write_text(GO_TEST)
    done = run([go, "test", "./..."], tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


def test_docs_explain_and_schemas_show_lists_and_optional(tmp_path: Path) -> None:
    docs = (GOLDEN / "payments" / "errors.md").read_text("utf-8")
    assert "`errors` (list\\[str&#93;)" in docs  # Markdown's escapes: it renders list[str]
    assert "`param` (str, optional: absent when the tool leaves it out)" in docs
    schema = json.loads((GOLDEN / "payments" / "envelope.schema.json").read_text("utf-8"))
    text = json.dumps(schema)
    assert '"maxItems": 100' in text
    catalog = json.loads((GOLDEN / "payments" / "catalog.json").read_text("utf-8"))
    invalid = next(e for e in catalog["errors"] if e["code"] == "PARAMS_INVALID")
    assert [(d["name"], d["type"], d.get("optional", False)) for d in invalid["details"]] == [
        ("errors", "list[str]", False),
        ("param", "str", True),
        ("amounts", "list[int]", True),
    ]
    path = Path(__file__).resolve().parents[2] / "examples" / "payments" / "errors.yaml"
    shown = run_errgen("explain", "PARAMS_INVALID", "--catalog", str(path))
    assert "  detail amounts: list[int] (optional)" in shown.out



def test_an_error_whose_details_are_all_optional_and_left_out_matches_its_schema(
    tmp_path: Path,
) -> None:
    import errgen
    import jsonschema

    text = b"""errgen: 1
tool: {name: t}
errors:
  BUSY:
    message: Busy
    details: {request_id: {type: str, optional: true}}
    retryable: true
    retry_after_ms: 1000
    exit: TRANSIENT
"""
    files = errgen.render(errgen.load(text), ["python", "jsonschema"])
    (tmp_path / "busy_errors.py").write_bytes(files["errors.py"])
    module = load_module(tmp_path / "busy_errors.py", "busy_errors")
    schema = json.loads(files["envelope.schema.json"])
    for error in (module.BusyError(), module.BusyError(request_id="r")):
        jsonschema.validate(json.loads(json.dumps(error.to_envelope())), schema)
