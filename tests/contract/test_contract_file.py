"""The contract file: its schema, its located diagnostics, and errgen's own errors around it.
Nothing here runs a tool but a tiny shell-free Python one, so these are fast."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from errgen.contract.scenarios import RULES, contract_schema

from tests.conftest import ROOT, run_errgen, write

CATALOGUE = """\
errgen: 1
tool:
  name: tiny
  commands:
    tiny fix: {effect: idempotent}
    tiny look: {effect: read-only}
errors:
  BROKEN:
    message: Broken
    retryable: false
    fix_required: Run the fix
    fix_command: tiny fix
    exit: PRECONDITION
  MISSING:
    message: Missing
    retryable: false
    fix_required: Make it
    exit: NOT_FOUND
  GONE:
    message: Gone
    retryable: false
    exit: FAILURE
"""

# tiny: a tool of a few lines, its state a file in the working folder (the sandbox)
TOOL = """\
import json, os, sys
ok = {"ok": True, "data": None, "error": None, "warnings": [], "meta": {}}
def fail(code, exit_code, **extra):
    error = {"code": code, "message": code.capitalize(), "retryable": False, **extra}
    print(json.dumps({"ok": False, "data": None, "error": error, "warnings": [], "meta": {}}))
    sys.exit(exit_code)
args = sys.argv[1:]
if args == ["fix"]:
    open("fixed", "w").close()
elif args == ["look"]:
    pass
elif args == ["go"] and not os.path.exists("fixed"):
    fail("BROKEN", 6, fix_required="Run the fix", fix_command="tiny fix")
elif args == ["gone"]:
    fail("GONE", 1)
elif args == ["evil"]:
    print(json.dumps({"ok": False, "error": {"code": "EVIL\\u202e\\u001b[31m"}}))
    sys.exit(1)
print(json.dumps(ok))
"""

CONTRACT = """\
contract: 1
catalog: errors.yaml
program: ["{python}", "{here}/tiny.py"]
scenarios:
  BROKEN:
    run: tiny go
  GONE:
    run: tiny gone
not_exercised:
  MISSING: No call of tiny can miss anything yet
"""


def project(tmp_path: Path, contract: str = CONTRACT) -> Path:
    write(tmp_path / "errors.yaml", CATALOGUE)
    write(tmp_path / "tiny.py", TOOL)
    write(tmp_path / "errgen.contract.yaml", contract)
    return tmp_path


def test_a_small_tool_passes_and_its_envelope_is_errgens(tmp_path: Path) -> None:
    project(tmp_path)
    done = run_errgen("contract", "--json", "-j", "1", cwd=tmp_path)
    envelope = done.envelope()
    assert done.code == 0, json.dumps(envelope, indent=1)
    assert envelope["ok"] is True
    names = {r["name"]: r for r in envelope["data"]["results"]}
    assert [c["name"] for c in names["BROKEN"]["checks"]] == [
        "fails",
        "envelope",
        "code",
        "exit-code",
        "closed-loop",
        "idempotent-fix",
        "undeclared-code",
    ]
    assert names["GONE"]["ok"] is True
    assert envelope["data"]["coverage"]["acknowledged"] == {
        "INTERNAL_ERROR": "errgen's built-in INTERNAL_ERROR: raised only by a bug in the tool",
        "MISSING": "No call of tiny can miss anything yet",
        "USAGE_ERROR": "errgen's built-in USAGE_ERROR: raised only by the argument parser's wiring",
    }
    assert envelope["data"]["summary"]["failed"] == 0


def test_the_envelope_check_uses_the_catalogues_constants(tmp_path: Path) -> None:
    # the tool's envelope lacks the catalogue's help_url and fix fields: the envelope check
    # says so, while every other check passes
    project(tmp_path)
    write(
        tmp_path / "errors.yaml",
        CATALOGUE.replace("tool:\n", "docs_url: https://x.example/e\ntool:\n"),
    )
    done = run_errgen("contract", "--json", cwd=tmp_path)
    assert done.code == 1
    envelope = done.envelope()
    assert envelope["error"]["code"] == "CONTRACT_FAILED"
    failed = [
        (r["name"], c["name"], c["detail"])
        for r in envelope["data"]["results"]
        for c in r["checks"]
        if c["state"] == "failed"
    ]
    assert {(name, check) for name, check, _ in failed} == {
        ("BROKEN", "envelope"),
        ("GONE", "envelope"),
    }
    assert all("help_url" in detail for _, _, detail in failed), failed


def test_hostile_output_is_escaped_in_every_report(tmp_path: Path) -> None:
    project(tmp_path, CONTRACT.replace("run: tiny gone", "run: tiny evil"))
    done = run_errgen("contract", cwd=tmp_path)
    assert done.code == 1
    assert "\u202e" not in done.out + done.err
    assert "\x1b" not in done.out + done.err
    assert "EVIL\\u202e" in done.out
    junit = tmp_path / "out" / "junit.xml"
    run_errgen("contract", "--junit-xml", str(junit), cwd=tmp_path)
    assert "\u202e" not in junit.read_text("utf-8")


GONE = "  GONE:\n    run: tiny gone\n"


@pytest.mark.parametrize(
    ("old", "new", "rule", "line", "message"),
    [
        (GONE, "  GOEN:\n    run: tiny gone\n", "contract-unknown-code", 7, "no code 'GOEN'"),
        (
            "    run: tiny go\n",
            "    run: tiny go\n    fix: [tiny fix]\n",
            "contract-fix-steps",
            7,
            "BROKEN takes no fix: steps; its fix command 'tiny fix' is what runs",
        ),
        (GONE, GONE + "    closes: false\n", "contract-why", 9, "closes: false says"),
        (GONE, GONE + "    why: It is terminal\n", "contract-why", 9, "closes: false is not"),
        (GONE, GONE.replace("gone", "gone {sandbx}"), "contract-step", 8, "{sandbx} is no"),
        (GONE, GONE.replace("gone", "'gone"), "contract-step", 8, "cannot be split"),
        (
            "not_exercised:\n",
            "not_exercised:\n  GONE: It cannot be reached\n",
            "contract-code-twice",
            10,
            "GONE has a scenario and is acknowledged",
        ),
        (GONE, GONE + "    retries: 3\n", "unknown-key", 9, "unknown key 'retries'"),
        ("No call of tiny can miss anything yet", "...", "contract-reason", 10, "says nothing"),
        ("contract: 1", "contract: 2", "invalid-value", 1, "contract must be 1"),
        (  # issue 33, red team 8: another program's failure counted as the code's coverage
            GONE,
            GONE.replace("tiny gone", "python3 fake.py"),
            "contract-run-not-tool",
            8,
            "GONE: run: starts with 'python3', not tiny",
        ),
        (
            "  MISSING:",
            "  MISSING:",
            "contract-fix-steps",
            0,
            "",
        ),
    ],
    ids=[
        "unknown",
        "fix-steps",
        "why",
        "why-alone",
        "placeholder",
        "quote",
        "twice",
        "key",
        "reason",
        "version",
        "run-not-tool",
        "manual-without-fix",
    ],
)
def test_a_bad_contract_file_is_located_and_nothing_runs(
    tmp_path: Path, old: str, new: str, rule: str, line: int, message: str
) -> None:
    assert old in CONTRACT
    text = CONTRACT.replace(old, new)
    if line == 0:  # MISSING (correctable, no fix command) given a scenario with no fix: steps
        acknowledged = "not_exercised:\n  MISSING: No call of tiny can miss anything yet\n"
        text = text.replace(acknowledged, "")
        text = text.replace("scenarios:\n", "scenarios:\n  MISSING:\n    run: tiny gone\n")
        line, message = 5, "MISSING is correctable without a fix command"
    project(tmp_path, text)
    write(tmp_path / "tiny.py", "raise SystemExit('tiny must not run')\n")
    done = run_errgen("contract", cwd=tmp_path)
    assert done.code == 2, done.out + done.err
    assert f"errgen.contract.yaml:{line}:" in done.out, done.out
    assert f"error[{rule}]" in done.out
    assert message in done.out
    assert "error[CONTRACT_INVALID]" in done.err
    assert "tiny must not run" not in done.out + done.err


def test_every_contract_rule_is_documented_in_the_readme() -> None:
    readme = (ROOT / "docs" / "contract.md").read_text("utf-8")
    for rule in RULES:
        assert f"`{rule}`" in readme, rule


def test_errgens_own_errors_around_a_contract(tmp_path: Path) -> None:
    missing = run_errgen("contract", "--json", cwd=tmp_path)
    assert missing.code == 3
    assert missing.envelope()["error"]["code"] == "CONTRACT_NOT_FOUND"
    project(tmp_path, CONTRACT.replace('["{python}", "{here}/tiny.py"]', "[./no-such-tool]"))
    absent = run_errgen("contract", "--json", cwd=tmp_path)
    assert absent.code == 3
    assert absent.envelope()["error"]["code"] == "COMMAND_NOT_FOUND"
    project(tmp_path, CONTRACT.replace("catalog: errors.yaml", "catalog: nope.yaml"))
    assert run_errgen("contract", "--json", cwd=tmp_path).envelope()["error"]["code"] == (
        "CATALOG_NOT_FOUND"
    )
    usage = run_errgen("contract", "--program", "'unclosed", cwd=tmp_path)
    assert usage.code == 2
    assert "USAGE_INVALID" in usage.err


def test_the_example_contracts_fit_the_schema() -> None:
    import yaml

    data = yaml.safe_load((ROOT / "examples" / "depot" / "errgen.contract.yaml").read_text())
    jsonschema.Draft202012Validator(contract_schema()).validate(data)
    jsonschema.Draft202012Validator.check_schema(contract_schema())
