"""examples/real-tools/adoption (issue 24's measure): truthful transcriptions of real tools'
documented error contracts (gh with git, the Stripe CLI, kubectl with an included AWS
catalogue, the AWS CLI with DynamoDB's and IAM's catalogues, npm, issue 34's sixth) and
terraform with its AWS provider's catalogue, which uses every field issue 24 added.

Each catalogue must pass errgen's checks with no diagnostic at all (a warning counts, unless
the file acknowledges it), build every target in memory, and keep the properties the issue
names as far as a test can see them:

- no invented exit number: every exit code a file declares cites its source on its own line
  (`# [tag]` of the file's Sources header, or a URL), and every error exits with a name its own
  file declares, never one of errgen's defaults (3-9 are errgen's numbers, not the tool's);
- each tool's table is its own (`default_exit_codes: false` in every file): the generated
  ExitCode lists SUCCESS and the names its errors exit with (or a result), nothing else;
- no field is pending: no `PENDING` comment is left, and the list details, optional details
  and backoffs the adoption README counts are the ones each catalogue declares;
- every error, registry line and exit code cites its source;
- no fake fix command: no registered read-only line is any error's fix command (a read-only
  look is a diagnose_command), and no interactive line is one either;
- no copied exit table: every included file declares the exit codes its own errors use, and the
  including file declares only names its own errors (or a result) use;
- aliases are scoped by the catalogue that defines them: the spelling both kubectl and its AWS
  file use (ServiceUnavailable, InternalError), and both terraform and its provider use
  (ConditionalCheckFailedException, ThrottlingException), resolves in each domain to that
  domain's code; so does the one DynamoDB and IAM both use (LimitExceededException), which the
  AWS CLI's catalogue keeps once per service file, retryable in one and not in the other.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import errgen
import pytest
import yaml

from tests.conftest import ROOT

REAL = ROOT / "examples" / "real-tools"
CATALOGUES: dict[str, Path] = {
    "ghcli": REAL / "adoption" / "ghcli" / "errors.yaml",
    "stripe": REAL / "adoption" / "stripe" / "errors.yaml",
    "kubectl": REAL / "adoption" / "kubectl" / "errors.yaml",
    "awscli": REAL / "adoption" / "awscli" / "errors.yaml",
    "npm": REAL / "adoption" / "npm" / "errors.yaml",
    "terraform": REAL / "terraform" / "errors.yaml",
}
TOOLS = tuple(CATALOGUES)
FIX_FIELDS = ("fix_command", "refresh_command", "reauth_command")
SOURCE = re.compile(r"^#\s+\[([a-z0-9-]+)\]\s+https?://", re.MULTILINE)
CITED = re.compile(r"#.*(\[([a-z0-9-]+)\]|https?://)")
PENDING = re.compile(r"#.*\bPENDING\b")


def files_of(root: Path) -> list[Path]:
    """The catalogue and every file it includes, nested includes too."""
    out: list[Path] = []
    todo = [root]
    while todo:
        path = todo.pop()
        if path in out:
            continue
        out.append(path)
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for entry in data.get("include") or []:
            rel = entry if isinstance(entry, str) else entry["path"]
            todo.append((path.parent / rel).resolve())
    return out


def data_of(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def block_lines(text: str, block: str, indent: int) -> dict[str, str]:
    """key -> its line, for the keys at `indent` spaces under a top-level (or tool's) `block:`."""
    lines = text.splitlines()
    out: dict[str, str] = {}
    inside = False
    parent_indent = indent - 2
    for line in lines:
        stripped = line.lstrip(" ")
        depth = len(line) - len(stripped)
        if not stripped or stripped.startswith("#"):
            continue
        if depth == parent_indent and stripped.startswith(block + ":"):
            inside = True
            continue
        if inside and depth <= parent_indent:
            inside = False
        if inside and depth == indent:
            key = stripped.split(":", 1)[0] if not stripped.startswith("{") else stripped
            out[key] = line
    return out


def line_cites(line: str, sources: set[str]) -> bool:
    match = CITED.search(line)
    if match is None:
        return False
    if match.group(2) is None:  # a URL
        return True
    return any(tag in sources for tag in re.findall(r"\[([a-z0-9-]+)\]", line))


@pytest.mark.parametrize("tool", TOOLS)
def test_no_diagnostic_at_all(tool: str) -> None:
    report = errgen.check(CATALOGUES[tool])
    shown = [f"{d.file}:{d.line}: {d.severity}[{d.rule}]: {d.message}" for d in report.diagnostics]
    assert not report.failed(strict=True), "\n".join(shown)
    assert shown == []


@pytest.mark.parametrize("tool", TOOLS)
def test_every_target_builds(tool: str) -> None:
    files = errgen.render(errgen.load(CATALOGUES[tool]))
    for name in ("errors.py", "errors.ts", "errors.go", "errors.md", "catalog.json"):
        assert files[name], name
    for name in ("catalog.json", "exit_codes.json", "envelope.schema.json"):
        json.loads(files[name])


@pytest.mark.parametrize("tool", TOOLS)
def test_every_statement_cites_its_source(tool: str) -> None:
    for path in files_of(CATALOGUES[tool]):
        text = path.read_text(encoding="utf-8")
        sources = set(SOURCE.findall(text))
        assert sources, f"{path.name}: no Sources header (#   [tag]  https://...)"
        data = data_of(path)
        sections = {
            "exit code": (block_lines(text, "exit_codes", 2), data.get("exit_codes") or {}),
            "error": (block_lines(text, "errors", 2), data.get("errors") or {}),
            "registry line": (
                block_lines(text, "commands", 4),
                (data.get("tool") or {}).get("commands") or {},
            ),
        }
        for what, (lines, declared) in sections.items():
            assert set(lines) == set(declared), f"{path.name}: {what}s not found by line"
            uncited = [key for key, line in lines.items() if not line_cites(line, sources)]
            assert uncited == [], f"{path.name}: {what}s without a source on their line"


@pytest.mark.parametrize("tool", TOOLS)
def test_no_invented_exit_number(tool: str) -> None:
    """Every error exits with a name its own file declares (and cites): never an errgen default."""
    for path in files_of(CATALOGUES[tool]):
        data = data_of(path)
        declared = data.get("exit_codes") or {}
        for code, error in (data.get("errors") or {}).items():
            assert error["exit"] in declared, f"{path.name}: {code} exits {error['exit']}"
        numbers = [entry["code"] for entry in declared.values()]
        assert len(numbers) == len(set(numbers))


@pytest.mark.parametrize("tool", TOOLS)
def test_no_fake_fix_command(tool: str) -> None:
    paths = files_of(CATALOGUES[tool])
    registry: dict[str, dict[str, Any]] = {}
    for path in paths:
        registry.update((data_of(path).get("tool") or {}).get("commands") or {})
    looks = {line for line, entry in registry.items() if entry["effect"] == "read-only"}
    people = {line for line, entry in registry.items() if entry.get("interactive")}
    for path in paths:
        for code, error in (data_of(path).get("errors") or {}).items():
            for field in FIX_FIELDS:
                command = error.get(field)
                assert command not in looks, f"{code}.{field} is a read-only look: {command}"
                assert command not in people, f"{code}.{field} needs a person: {command}"
            if "diagnose_command" in error:
                assert error["diagnose_command"] in looks


@pytest.mark.parametrize("tool", TOOLS)
def test_includes_keep_their_own_exit_codes(tool: str) -> None:
    root = CATALOGUES[tool]
    for path in files_of(root):
        data = data_of(path)
        declared = data.get("exit_codes") or {}
        used = {error["exit"] for error in (data.get("errors") or {}).values()}
        # an exit an operation of this file gives one of its codes (terraform fmt's 2)
        used |= {
            n
            for op in (data.get("operations") or {}).values()
            for n in (op.get("exits") or {}).values()
        }
        results = {name for name, entry in declared.items() if entry["class"] == "result"}
        # what a file declares is what its own errors (or its operations) use, or an answer: no
        # name is there only because another file needs it
        assert set(declared) == used | results, f"{path.name}: {sorted(set(declared) - used)}"


@pytest.mark.parametrize("tool", TOOLS)
def test_no_pending_field(tool: str) -> None:
    """Every field the transcriptions once wrote as a `# PENDING` comment is a field now."""
    for path in files_of(CATALOGUES[tool]):
        lines = path.read_text(encoding="utf-8").splitlines()
        pending = [n for n, line in enumerate(lines, 1) if PENDING.search(line)]
        assert pending == [], f"{path.name}: PENDING on lines {pending}"


@pytest.mark.parametrize("tool", TOOLS)
def test_each_tool_has_its_own_exit_table(tool: str) -> None:
    """No errgen default (3-9) in a tool's table: every file says `default_exit_codes: false`,
    and the built table is SUCCESS, the exits its errors use, and its results."""
    for path in files_of(CATALOGUES[tool]):
        assert data_of(path).get("default_exit_codes") is False, path.name
    catalogue = errgen.load(CATALOGUES[tool])
    table = {spec.name for spec in catalogue.exit_codes}
    used = {error.exit.name for error in catalogue.errors} | {catalogue.unknown_exit.name}
    used |= {spec.name for operation in catalogue.operations for _, spec in operation.exits}
    results = {spec.name for spec in catalogue.exit_codes if spec.result}
    assert table == {"SUCCESS"} | used | results


# What each catalogue declares, as the adoption README counts it ("The measure").
FIELDS: dict[str, dict[str, set[str]]] = {
    "ghcli": {
        "backoff": {"SECONDARY_RATE_LIMITED", "SERVER_ERROR"},
        "list": {
            "CHECKS_FAILED.failing_checks",
            "TOKEN_SCOPES_MISSING.missing_scopes",
            "VALIDATION_FAILED.errors",
        },
        "optional": {"PRIMARY_RATE_LIMITED.reset_at", "SECONDARY_RATE_LIMITED.retry_after_s"},
    },
    "stripe": {
        "backoff": {"API_ERROR", "EXTERNAL_DEPENDENCY_FAILED", "LOCK_TIMEOUT", "RATE_LIMITED"},
        "list": {"UNKNOWN_COMMAND.suggestions"},
        "optional": {
            "API_ERROR.request_id",
            "CARD_DECLINED.charge",
            "CARD_DECLINED.decline_code",
            "CARD_DETAILS_INVALID.param",
            "INVALID_REQUEST.param",
            "RATE_LIMITED.limited_reason",
            "RESOURCE_MISSING.param",
        },
    },
    "kubectl": {
        "backoff": {
            "AWS_INTERNAL_FAILURE",
            "AWS_SERVICE_UNAVAILABLE",
            "AWS_THROTTLING",
            "INTERNAL_SERVER_ERROR",
            "SERVICE_UNAVAILABLE",
        },
        "list": {"CONFIGURATION_INVALID.problems", "INVALID.causes"},
        "optional": {
            "RESOURCE_TYPE_UNKNOWN.group",
            "RESOURCE_TYPE_UNKNOWN.version",
            "SERVER_TIMEOUT.retry_after_seconds",
            "TIMEOUT.retry_after_seconds",
            "TOO_MANY_REQUESTS.retry_after_seconds",
        },
    },
    "awscli": {
        "backoff": {
            "DYNAMODB_LIMIT_EXCEEDED",
            "DYNAMODB_PROVISIONED_THROUGHPUT_EXCEEDED",
            "ENDPOINT_CONNECTION_FAILED",
            "INTERNAL_FAILURE",
            "SERVICE_UNAVAILABLE",
            "THROTTLING",
        },
        "list": {
            "PARAMETER_VALIDATION_FAILED.problems",
            "S3_FILES_SKIPPED.skipped_paths",
            "S3_TRANSFER_FAILED.failed_keys",
        },
        "optional": {
            "ACCESS_DENIED.request_id",
            "INTERNAL_FAILURE.request_id",
            "UNAUTHORIZED_OPERATION.encoded_message",
        },
    },
    "npm": {
        "backoff": {"NETWORK_FAILED"},
        "list": {"CI_LOCKFILE_OUT_OF_SYNC.problems", "UNKNOWN_COMMAND.suggestions"},
        "optional": {"NOT_FOUND.pkgid"},
    },
    "terraform": {
        "backoff": {"AWS_THROTTLED", "BACKEND_THROTTLED", "REGISTRY_UNREACHABLE", "STATE_LOCKED"},
        "list": {
            "CONFIGURATION_INVALID.diagnostics",
            "CYCLE.addresses",
            "NOT_FORMATTED.files",
            "PROVIDERS_NOT_INSTALLED.providers",
            "PROVIDER_CHECKSUM_MISMATCH.recorded",
            "UNSUPPORTED_TERRAFORM_VERSION.constraints",
            "VARIABLE_NOT_SET.variables",
        },
        "optional": {
            "AWS_ACCESS_DENIED.encoded_message",
            "AWS_ACCESS_DENIED.request_id",
            "AWS_NO_VALID_CREDENTIALS.profile",
            "CLOUD_RATE_LIMITED.reset_seconds",
            "STATE_LOCKED.lock_id",
            "STATE_LOCKED.operation",
            "STATE_LOCKED.who",
        },
    },
}


def declared_backoffs(root: Path) -> set[str]:
    """The codes (prefixed as the root sees them) whose entry writes `backoff`: a constant
    one is the default, so only the YAML tells it from none."""
    out: set[str] = set()
    todo = [(root, "")]
    while todo:
        path, prefix = todo.pop()
        data = data_of(path)
        out |= {prefix + code for code, error in data["errors"].items() if "backoff" in error}
        for entry in data.get("include") or []:
            entry = entry if isinstance(entry, dict) else {"path": entry}
            todo.append(((path.parent / entry["path"]).resolve(), prefix + entry.get("prefix", "")))
    return out


@pytest.mark.parametrize("tool", TOOLS)
def test_fields_where_claimed(tool: str) -> None:
    catalogue = errgen.load(CATALOGUES[tool])
    details = [(error, detail) for error in catalogue.errors for detail in error.details]
    found = {
        "backoff": declared_backoffs(CATALOGUES[tool]),
        "list": {f"{e.code}.{d.name}" for e, d in details if d.is_list},
        "optional": {f"{e.code}.{d.name}" for e, d in details if d.optional},
    }
    assert found == FIELDS[tool]
    # every backoff written is exponential but terraform's state lock, a constant wait by design
    exponential = {e.code for e in catalogue.errors if e.backoff_policy == "exponential"}
    assert found["backoff"] - exponential == ({"STATE_LOCKED"} if tool == "terraform" else set())


def test_relayed_aws_errors_exit_as_kubectl_does(tmp_path: Path) -> None:
    """kubectl reports "executable aws failed with exit code 254" and exits 1: its include maps
    aws.yaml's exit names onto its ERROR, and the AWS CLI's 253 and 254 are no kubectl exit."""
    module = load_module("kubectl", tmp_path)
    aws_errors = [cls for code, cls in module.ERRORS.items() if code.startswith("AWS_")]
    assert len(aws_errors) == 9
    assert {cls.exit_code for cls in aws_errors} == {1}
    assert not {253, 254} & {int(member) for member in module.ExitCode}
    # aws.yaml itself still says what the aws process exits with
    assert (
        data_of(REAL / "adoption" / "kubectl" / "aws.yaml")["exit_codes"]["SERVICE_ERROR"]["code"]
        == 254
    )


def load_module(tool: str, tmp_path: Path) -> ModuleType:
    source = errgen.render(errgen.load(CATALOGUES[tool]), ["python"])["errors.py"]
    target = tmp_path / f"adoption_{tool}_errors.py"
    target.write_bytes(source)
    spec = importlib.util.spec_from_file_location(target.stem, target)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[target.stem] = module
    spec.loader.exec_module(module)
    return module


def envelope(code: str) -> dict[str, Any]:
    error = {"code": code, "message": "m", "retryable": False}
    return {"ok": False, "data": None, "error": error, "warnings": [], "meta": {}}


@pytest.mark.parametrize(
    ("tool", "alias", "domains"),
    [
        (
            "kubectl",
            "ServiceUnavailable",
            {"kubectl": "SERVICE_UNAVAILABLE", "aws": "AWS_SERVICE_UNAVAILABLE"},
        ),
        (
            "kubectl",
            "InternalError",
            {"kubectl": "INTERNAL_SERVER_ERROR", "aws": "AWS_INTERNAL_FAILURE"},
        ),
        (
            "terraform",
            "ConditionalCheckFailedException",
            {"terraform": "STATE_LOCKED", "terraform-provider-aws": "AWS_CONDITIONAL_CHECK_FAILED"},
        ),
        (
            "terraform",
            "ThrottlingException",
            {"terraform": "BACKEND_THROTTLED", "terraform-provider-aws": "AWS_THROTTLED"},
        ),
        (
            "awscli",
            "LimitExceededException",
            {"dynamodb": "DYNAMODB_LIMIT_EXCEEDED", "iam": "IAM_LIMIT_EXCEEDED"},
        ),
    ],
)
def test_aliases_resolve_in_their_domain(
    tool: str, alias: str, domains: dict[str, str], tmp_path: Path
) -> None:
    module = load_module(tool, tmp_path)
    for domain, code in domains.items():
        assert module.from_envelope(envelope(alias), domain).code == code
    # without a domain, a spelling two catalogues share is unknown: terminal, never the wrong code
    unknown = module.from_envelope(envelope(alias))
    assert unknown.code not in domains.values()
    assert unknown.retryable is False


def test_limit_exceeded_keeps_each_service_meaning(tmp_path: Path) -> None:
    """AWS's LimitExceededException: DynamoDB's clears when the operations in flight finish
    (retryable), IAM's is a used-up account quota (not); each service file says its own."""
    module = load_module("awscli", tmp_path)
    dynamodb = module.from_envelope(envelope("LimitExceededException"), "dynamodb")
    iam = module.from_envelope(envelope("LimitExceededException"), "iam")
    assert (dynamodb.retryable, iam.retryable) == (True, False)
    assert module.from_envelope(envelope("LimitExceeded")).code == "IAM_LIMIT_EXCEEDED"
