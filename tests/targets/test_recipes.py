"""docs/http.md's recipes for answering errors as problem details (FastAPI, Express, Go's net/http),
each run as written on examples/payments' generated code: a retryable error gives its status,
Retry-After and the bytes the python module writes; anything else is INTERNAL_ERROR (Express,
Go). The Express recipe runs with a stand-in for Express's `res`: Express is not installed."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.polyglot import GOLDEN, compile_ts, go_module, need_go, need_typescript, run
from tests.targets.test_python_generated import load_module

PAGE = (ROOT / "docs" / "http.md").read_text("utf-8")


def recipe(name: str, language: str) -> str:
    found = re.search(rf"<!-- recipe-{name} -->\n```{language}\n(.*?)```", PAGE, re.S)
    assert found, f"docs/http.md's {name} recipe is marked <!-- recipe-{name} -->"
    return found.group(1)


def expected_problem(instance: str) -> str:
    module = load_module(GOLDEN / "payments" / "errors.py", "recipes_payments")
    error = module.ERRORS["RATE_LIMITED"](request_id="req_1", reset_after_s=30)
    return json.dumps(error.to_problem(instance))


def internal_problem(instance: str) -> str:
    module = load_module(GOLDEN / "payments" / "errors.py", "recipes_payments")
    return json.dumps(module.ERRORS["INTERNAL_ERROR"]().to_problem(instance))


def test_the_fastapi_recipe(tmp_path: Path) -> None:
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    (tmp_path / "errors.py").write_bytes((GOLDEN / "payments" / "errors.py").read_bytes())
    route = (
        '\n\n@app.get("/v1/charges")\ndef charges() -> None:\n'
        '    from errors import RateLimitedError\n\n'
        '    raise RateLimitedError(request_id="req_1", reset_after_s=30)\n'
    )
    (tmp_path / "recipe_app.py").write_text(recipe("fastapi", "python") + route)
    sys.path.insert(0, str(tmp_path))
    try:
        import recipe_app

        response = TestClient(recipe_app.app).get("/v1/charges")
    finally:
        sys.path.remove(str(tmp_path))
        for name in ("recipe_app", "errors"):
            sys.modules.pop(name, None)
    assert response.status_code == 429
    assert response.headers["retry-after"] == "2"
    assert response.headers["content-type"] == "application/problem+json"
    assert response.text == expected_problem("/v1/charges")


EXPRESS_RUN = """
import { problem } from "./recipe.js";
import { RateLimitedError } from "./errors.js";
const sent = [];
const res = {
  status(code) { sent.push(["status", code]); return res; },
  set(name, value) { sent.push(["set", name, value]); return res; },
  type(mediaType) { sent.push(["type", mediaType]); return res; },
  send(body) { sent.push(["send", body]); return res; },
};
problem(new RateLimitedError({ request_id: "req_1", reset_after_s: 30 }), { path: "/v1/charges" }, res, null);
problem(new TypeError("boom"), { path: "/v1/x" }, res, null);
console.log(JSON.stringify(sent));
"""


@pytest.mark.slow
def test_the_express_recipe(tmp_path: Path) -> None:
    need_typescript()
    (tmp_path / "errors.ts").write_bytes((GOLDEN / "payments" / "errors.ts").read_bytes())
    (tmp_path / "recipe.ts").write_text(recipe("express", "ts"))
    compile_ts(tmp_path, "errors.ts", "recipe.ts")
    (tmp_path / "out" / "run.mjs").write_text(EXPRESS_RUN)
    done = run(["node", "out/run.mjs"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [
        ["set", "Retry-After", "2"],
        ["status", 429],
        ["type", "application/problem+json"],
        ["send", expected_problem("/v1/charges")],
        ["status", 500],
        ["type", "application/problem+json"],
        ["send", internal_problem("/v1/x")],
    ]


GO_MAIN = """package main

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"

	payerrors "errgen.test/m/payments"
)

%(recipe)s
func main() {
	for _, err := range []error{
		fmt.Errorf("charge: %%w", payerrors.NewRateLimitedError("req_1", 30)),
		errors.New("boom"),
	} {
		w := httptest.NewRecorder()
		writeProblem(w, httptest.NewRequest(http.MethodPost, "/v1/charges", nil), err)
		fmt.Println(w.Code)
		fmt.Println(w.Header().Get("Retry-After"))
		fmt.Println(w.Header().Get("Content-Type"))
		fmt.Println(w.Body.String())
	}
}
"""


@pytest.mark.slow
def test_the_go_recipe(tmp_path: Path) -> None:
    go = need_go()
    go_module(tmp_path, {"payments": (GOLDEN / "payments" / "errors.go").read_bytes()})
    (tmp_path / "cmd").mkdir()
    (tmp_path / "cmd" / "main.go").write_text(GO_MAIN % {"recipe": recipe("go", "go")})
    vet = run([go, "vet", "./..."], tmp_path)
    assert vet.returncode == 0, vet.stderr
    done = run([go, "run", "./cmd"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "429",
        "2",
        "application/problem+json",
        expected_problem("/v1/charges"),
        "500",
        "",
        "application/problem+json",
        internal_problem("/v1/charges"),
    ]
