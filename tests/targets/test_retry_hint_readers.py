"""A code with a retry_after_range: the wait a tool passes (with_retry_after) is accepted by every
schema a reader checks it with, and waited by errgen contract as by errgen recover."""

from __future__ import annotations

import json
from pathlib import Path

import errgen
import jsonschema

from tests.conftest import ROOT, run_errgen, write
from tests.targets.test_python_generated import load_module

PAYMENTS = ROOT / "examples" / "payments" / "errors.yaml"


def test_the_openapi_schema_and_the_envelope_schema_take_the_wait_a_server_named(
    tmp_path: Path,
) -> None:
    files = errgen.render(errgen.load(PAYMENTS), ["python", "openapi", "jsonschema"])
    module = load_module(write(tmp_path / "payerrors.py", files["errors.py"].decode()), "payhint")
    error = module.ERRORS["RATE_LIMITED"](request_id="r", reset_after_s=3).with_retry_after(30000)
    document = json.loads(files["errors.openapi.json"])
    schema = dict(document["components"]["schemas"]["RATE_LIMITED"])
    schema["components"] = document["components"]  # for its $refs
    jsonschema.Draft202012Validator(schema).validate(error.to_problem("/v1/charges"))
    envelope_schema = json.loads(files["envelope.schema.json"])
    jsonschema.Draft202012Validator(envelope_schema).validate(error.to_envelope(duration_ms=1))
    outside = error.to_problem() | {"retry_after_ms": 86_400_001}
    assert not jsonschema.Draft202012Validator(schema).is_valid(outside)


CATALOGUE = """\
errgen: 1
tool: {name: hint}
errors:
  BUSY:
    message: Busy
    retryable: true
    retry_after_ms: 5000
    retry_after_range: {min_ms: 100, max_ms: 60000}
    exit: TRANSIENT
"""
TOOL = """\
import json, os, sys
state = os.path.join(os.getcwd(), "calls")
calls = int(open(state).read()) if os.path.exists(state) else 0
open(state, "w").write(str(calls + 1))
if calls == 0:
    error = {"code": "BUSY", "message": "Busy", "retryable": True, "retry_after_ms": 250,
             "max_attempts": 3}
    print(json.dumps({"ok": False, "data": None, "error": error, "warnings": [], "meta": {}}))
    sys.exit(5)
print(json.dumps({"ok": True, "data": None, "error": None, "warnings": [], "meta": {}}))
"""


def test_errgen_contract_waits_the_wait_the_envelope_names(tmp_path: Path) -> None:
    write(tmp_path / "errors.yaml", CATALOGUE)
    write(tmp_path / "hint.py", TOOL)
    write(
        tmp_path / "errgen.contract.yaml",
        'contract: 1\ncatalog: errors.yaml\nprogram: ["{python}", "{here}/hint.py"]\n'
        "ignore: [calls]\n"  # the tool's own call counter, which the test reads
        "scenarios:\n  BUSY:\n    run: hint go\n",
    )
    done = run_errgen("contract", "--record", "rec", cwd=tmp_path)
    assert done.code == 0, done.out + done.err
    transcript = (tmp_path / "rec" / "BUSY.txt").read_text()
    assert "# wait 250 ms, reissue (attempt 2 of 3)" in transcript  # not the catalogue's 5000
