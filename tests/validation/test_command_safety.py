"""Issue 13's cases on commands, names and schema patterns: each was accepted (or crashed) before
its rule existed, and each is now a located diagnostic of a named rule."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

import fastjsonschema
import pytest
from errgen import names
from errgen.cli.terminal import render_diagnostic
from errgen.validation import check_bytes
from errgen.validation.schema import _full_validator

from tests.conftest import ROOT, run_errgen, write
from tools.fast_schema import fast_schema


def catalogue(
    commands: dict[str, Any], *, companions: list[str] | None = None, name: str = "tool", **top: Any
) -> bytes:
    """A catalogue (JSON is YAML) whose one error names each idempotent or read-only command."""
    tool: dict[str, Any] = {"name": name, "commands": commands}
    if companions:
        tool["companions"] = companions
    return json.dumps({"errgen": 1, "tool": tool, "errors": {}} | top).encode()


def located(data: bytes) -> dict[str, set[int]]:
    """Rule -> the lines of its error diagnostics; every diagnostic is located in the file."""
    report = check_bytes(data, "cat.yaml")
    found: dict[str, set[int]] = {}
    for d in report.diagnostics:
        assert d.file == "cat.yaml" and d.line >= 1 and d.column >= 1, render_diagnostic(d)
        if d.severity == "error":
            found.setdefault(d.rule, set()).add(d.line)
    return found


def rules_of(data: bytes) -> set[str]:
    return set(located(data))


# --- programs that run other programs ---------------------------------------------------------

DANGEROUS_FIXES = [
    "env FOO=1 rm -rf /",
    "sudo tool doctor",
    "sh -c reboot",
    "find / -delete",
    "dd if=/dev/zero of=/dev/sda",
]


@pytest.mark.parametrize("line", DANGEROUS_FIXES)
def test_a_dangerous_companion_is_refused_as_companion_and_as_argv0(line: str) -> None:
    companions = ["sudo", "env", "sh", "rm", "find", "dd"]
    data = catalogue({line: {"effect": "idempotent"}}, companions=companions)
    report = check_bytes(data, "cat.yaml")
    unsafe = [d for d in report.diagnostics if d.rule == "program-unsafe"]
    shown = {d.message.split("'")[1] for d in unsafe}
    assert set(companions) <= shown
    assert any(line.split()[0] in d.message and "commands" not in d.message for d in unsafe)


@pytest.mark.parametrize(
    "name", ["sudo", "bash", "python3", "python3.12", "node", "busybox", "mkfs.ext4", "curl"]
)
def test_a_dangerous_tool_name_is_refused(name: str) -> None:
    assert "program-unsafe" in rules_of(catalogue({}, name=name))


@pytest.mark.parametrize("name", ["tool", "git", "kubectl", "depot", "tool-auth", "rmate", "envoy"])
def test_ordinary_programs_pass(name: str) -> None:
    assert "program-unsafe" not in rules_of(catalogue({}, name=name, companions=["tool-auth"]))


RUNS_ANOTHER_PROGRAM = [
    "git -c core.fsmonitor=/tmp/payload status",
    "git -ccore.pager=id log",
    "git fetch --upload-pack=/tmp/payload origin",
    "git push --receive-pack /tmp/payload origin",
    "git --exec-path=/tmp status",
    "git rebase --exec=/tmp/payload main",
    "hg --config alias.st=id st",
    "tool-ssh -o ProxyCommand=/tmp/payload host",
    "tool-ssh -oLocalCommand=/tmp/payload host",
    "tool sync --rsh=/tmp/payload",
    "tool run -- sh",
]


@pytest.mark.parametrize("line", RUNS_ANOTHER_PROGRAM)
def test_an_option_that_runs_another_program_is_refused(line: str) -> None:
    companions = ["git", "hg", "tool-ssh"]
    data = catalogue({line: {"effect": "read-only"}}, companions=companions)
    assert "command-option-runs-program" in rules_of(data)


@pytest.mark.parametrize(
    "line",
    ["git status", "tool -C repo status", "tool --config=tool.toml sync", "tool -o out.json"],
)
def test_ordinary_options_pass(line: str) -> None:
    data = catalogue({line: {"effect": "read-only"}}, companions=["git"])
    assert rules_of(data) == set()


# --- words that contradict the declared effect ------------------------------------------------

CONTRADICTED = {
    "git reset --hard": "idempotent",
    "git clean -fdx": "idempotent",
    "git push --force origin main": "idempotent",
    "git push origin +main": "idempotent",
    "git push origin :main": "idempotent",
    "kubectl delete namespace production": "idempotent",
    "kubectl delete pod web --grace-period=0": "idempotent",
    "tool cache-purge": "idempotent",
    "tool db:drop": "read-only",
    "tool sync --yes": "idempotent",
    "tool sync --all": "read-only",
    "tool apply --force-with-lease": "idempotent",
}


@pytest.mark.parametrize("line", list(CONTRADICTED))
def test_a_destructive_word_contradicts_a_safe_label(line: str) -> None:
    data = catalogue({line: {"effect": CONTRADICTED[line]}}, companions=["git", "kubectl"])
    assert rules_of(data) == {"command-effect-contradicted"}
    # declared destructive, it is what it says
    data = catalogue({line: {"effect": "destructive"}}, companions=["git", "kubectl"])
    assert rules_of(data) == set()


def test_rm_rf_labelled_read_only_is_refused_twice() -> None:
    data = catalogue({"rm -rf /": {"effect": "read-only"}}, companions=["rm"])
    assert {"program-unsafe", "command-effect-contradicted"} <= rules_of(data)


def test_safe_because_states_why_a_contradiction_is_safe() -> None:
    reason = "the index holds copies only, fetched again on use: https://tool.example/docs/purge"
    data = catalogue({"tool index purge": {"effect": "idempotent", "safe_because": reason}})
    assert rules_of(data) == set()
    # a reason that cites no documentation (a URL, a man page section) acknowledges nothing
    uncited = "the index holds copies only, fetched again on use"
    data = catalogue({"tool index purge": {"effect": "idempotent", "safe_because": uncited}})
    assert rules_of(data) == {"command-effect-contradicted"}
    assert (
        rules_of(
            catalogue(
                {
                    "tool index purge": {
                        "effect": "idempotent",
                        "safe_because": "copies only, see tool-index(1)",
                    }
                }
            )
        )
        == set()
    )
    # it is one line of text under the text rules, and it excuses nothing else
    broken = "copies only\nfetched again https://tool.example/docs"
    data = catalogue({"tool index purge": {"effect": "idempotent", "safe_because": broken}})
    assert rules_of(data) == {"text-control"}
    # a reason must be one: a space, a dot or a no-break space acknowledges nothing
    for blank in (" ", ".", "\u00a0", "ok", "a\nb"):
        data = catalogue({"tool db drop --force": {"effect": "idempotent", "safe_because": blank}})
        assert "command-effect-contradicted" in rules_of(data), repr(blank)
    data = catalogue({"sudo tool purge": {"effect": "idempotent", "safe_because": reason}})
    assert "program-unsafe" in rules_of(data)


def test_safe_because_is_shown_beside_the_command_and_carried_into_catalog_json(
    tmp_path: Path,
) -> None:
    reason = "only copies are removed: `tool` fetches them again | on use"
    errors = {
        "STALE": {
            "message": "Stale",
            "retryable": False,
            "fix_required": "Purge the cache",
            "fix_command": "tool cache purge",
            "exit": "USAGE",
        }
    }
    commands = {"tool cache purge": {"effect": "idempotent", "safe_because": reason}}
    path = tmp_path / "errors.yaml"
    path.write_bytes(catalogue(commands, errors=errors))
    result = run_errgen("build", str(path), "--out", str(tmp_path), "-t", "markdown")
    assert result.code == 0, result.err
    result = run_errgen("build", str(path), "--out", str(tmp_path), "-t", "catalog-json")
    assert result.code == 0, result.err
    page = (tmp_path / "errors.md").read_text()
    after = page.split("tool cache purge\n```", 1)[1]
    assert "Safe because:" in after.split("\n\n")[1] and "fetches them again" in after
    resolved = json.loads((tmp_path / "catalog.json").read_text())
    assert resolved["tool"]["commands"][0]["safe_because"] == reason


def test_an_unhashable_effect_is_the_schema_diagnostic_only() -> None:
    errors = {
        "STALE": {
            "message": "Stale",
            "retryable": False,
            "fix_required": "Refresh",
            "fix_command": "tool sync",
            "exit": "USAGE",
        }
    }
    data = catalogue({"tool sync": {"effect": ["a"]}}, errors=errors)
    assert rules_of(data) == {"invalid-value"}


# --- patterns anchored so that a trailing newline fails, in both validators -------------------

GUIDE_ERROR = {"message": "m", "retryable": False, "exit": "FAILURE"}
TRAILING_NEWLINES = {
    "code": {"errors": {"BROKEN\n": GUIDE_ERROR}},
    "tool": {"tool": {"name": "tool\n"}},
    "docs_url": {"docs_url": "https://docs.example.com/errors\n"},
    "since": {"errors": {"OLD": GUIDE_ERROR | {"since": "1.0\n"}}},
    "exit name": {
        "exit_codes": {"FAILURE\n": {"code": 1, "class": "terminal"}},
        "errors": {"OLD": GUIDE_ERROR | {"exit": "FAILURE\n"}},
    },
    "param name": {"errors": {"OLD": GUIDE_ERROR | {"params": {"p\n": {"type": "str"}}}}},
}


@pytest.mark.parametrize("case", list(TRAILING_NEWLINES))
def test_a_trailing_newline_is_a_located_diagnostic(case: str, tmp_path: Path) -> None:
    data = {"errgen": 1, "tool": {"name": "tool"}, "errors": {}} | TRAILING_NEWLINES[case]
    text = json.dumps(data).encode()
    rules = rules_of(text)
    assert rules and rules <= {"invalid-value", "code-format", "param-name", "param-unused"}, rules
    # both validators refuse it: the precompiled one and jsonschema, which locates it
    with pytest.raises(fastjsonschema.JsonSchemaException):
        fastjsonschema.compile(fast_schema())(data)
    assert list(_full_validator().iter_errors(data))
    path = write(tmp_path / "errors.yaml", text.decode())
    result = run_errgen("build", str(path), "--out", str(tmp_path), "--json")
    assert result.envelope()["error"]["code"] == "CATALOG_INVALID"


def test_no_schema_pattern_ends_in_a_dollar() -> None:
    schema = (ROOT / "generator" / "errgen" / "catalogue.schema.json").read_text()
    patterns = [p for p in _patterns(json.loads(schema))]
    assert patterns and not [p for p in patterns if p.endswith("$")]


def _patterns(node: Any) -> list[str]:
    if isinstance(node, dict):
        own = [node["pattern"]] if isinstance(node.get("pattern"), str) else []
        return own + [p for value in node.values() for p in _patterns(value)]
    if isinstance(node, list):
        return [p for item in node for p in _patterns(item)]
    return []


# --- names the generated module reserves ------------------------------------------------------


@pytest.mark.parametrize("name", ["type", "key", "value", "attribute", "internal"])
def test_a_tool_name_that_makes_a_reserved_class_is_a_diagnostic(name: str) -> None:
    assert located(catalogue({}, name=name)) == {"class-name-collision": {1}}


@pytest.mark.parametrize(
    "base_class",
    # python's names, then go's and typescript's, then the class of one of the guide's errors
    [
        *("Mapping", "ExitCode", "run", "ERRORS", "clean_text"),
        *("Code", "Envelope", "Tagged", "Kind", "Details", "CredentialsExpiredError"),
    ],
)
def test_a_reserved_base_class_is_a_configuration_error(base_class: str, tmp_path: Path) -> None:
    write(tmp_path / "errgen.toml", f'base_class = "{base_class}"\n')
    (tmp_path / "errors.yaml").write_bytes((ROOT / "examples/guide/errors.yaml").read_bytes())
    result = run_errgen("build", "--json", cwd=tmp_path)
    assert result.envelope()["error"]["code"] == "CONFIG_INVALID"
    assert not (tmp_path / "errors.py").exists()


def test_every_exported_name_the_go_template_defines_is_refused_as_base_class() -> None:
    # the names of the golden packages that no error, exit code, tag or base class gives
    from errgen.building.config import _taken

    derived = re.compile(r"(Code|Err|New|spec|Exit|Tag)[A-Z0-9]\w*|\w+(Error|Unknown)")
    # an operation's own names (OperationChargeCodes, …) derive from the catalogue, as codes'
    derived = re.compile(derived.pattern + r"|Operation(?!ExitCode\Z)[A-Z0-9]\w*")
    for path in (ROOT / "tests" / "golden").glob("*/errors.go"):
        source = path.read_text()
        defined = set(re.findall(r"^(?:func|type|var|const) ([A-Z]\w*)", source, re.M))
        for block in re.findall(r"^(?:const|var) \((.*?)^\)", source, re.M | re.S):
            defined |= set(re.findall(r"^\t([A-Z]\w*)", block, re.M))
        for name in sorted(defined):
            if not derived.fullmatch(name) or name in ("CodeOfAlias", "ExitCode"):
                assert _taken(name), (path.parent.name, name)


def test_the_reserved_names_are_every_name_the_module_and_stub_define() -> None:
    defined = set()
    for path in (ROOT / "tests" / "golden").glob("*/errors.py*"):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.FunctionDef | ast.ClassDef):
                defined.add(node.name)
            elif isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                defined |= {t.id for t in targets if isinstance(t, ast.Name)}
            elif isinstance(node, ast.Import | ast.ImportFrom):
                defined |= {(a.asname or a.name).split(".")[0] for a in node.names}
    generated_classes = {name for name in defined if name.endswith("Error")}
    # each operation's tuple and union (CHARGE_ERRORS, ChargeErrors), derived as classes are
    generated_classes |= {n for n in defined if n.endswith(("Errors", "_ERRORS"))}
    assert defined - generated_classes <= names.MODULE_NAMES
