"""A contract file read and checked: the scenarios that make a tool fail with each code of its
catalogue, with diagnostics located like a catalogue's (`FILE:LINE:COL: error[rule]: ...`).

Structure comes from contract.schema.json (the catalogue's reader and rule ids: unknown-key,
missing-field, wrong-type, invalid-value); what only the catalogue can tell comes from the
contract-* rules below."""

from __future__ import annotations

import functools
import json
import re
import shlex
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from errgen.catalogue.load import Document, load_bytes
from errgen.diagnostics import Diagnostic, Problem
from errgen.model import Catalogue, ErrorSpec, OperationSpec
from errgen.model.exits import ExitCodeSpec
from errgen.model.operations import operation_for
from errgen.package import package_file

DEFAULT_TIMEOUT_S = 30.0
PLACEHOLDERS = ("sandbox", "here", "python")
PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
# a builtin code no scenario can trigger on purpose: acknowledged unless the file says otherwise
BUILTIN_REASON = "errgen's built-in INTERNAL_ERROR: raised only by a bug in the tool"
USAGE_REASON = "errgen's built-in USAGE_ERROR: raised only by the argument parser's wiring"

# What each contract-* rule means, for the README and `errgen explain`-like lookups in tests.
RULES = {
    "contract-unknown-code": "a scenario or an acknowledgement names a code the catalogue lacks",
    "contract-code-twice": "a code has a scenario and is acknowledged as not exercised",
    "contract-why": "closes: false needs a why, and a why needs closes: false",
    "contract-fix-steps": "fix: steps are only for a correctable code without a fix_command",
    "contract-step": "a step is not a command line errgen can split, or uses an unknown {name}",
    "contract-env-name": "an environment variable's name is not a shell name",
    "contract-probe-skip": "probes.skip names a line the catalogue's registry does not have",
    "contract-reason": "a reason has no words a reviewer can check",
    "contract-run-not-tool": "a scenario's run: is not the tool: no other program's failure "
    "proves a code of it",
    "contract-run-or-mcp": "a scenario has neither run: nor mcp:, or both",
    "contract-operation": "a scenario's operation, or an operation acknowledged, is not one of "
    "the catalogue's, does not list the code, or is not the one its run: line runs",
}


@functools.cache
def contract_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the contract file format, as shipped."""
    text = package_file("contract.schema.json", "errgen.contract").read_text("utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


@dataclass(frozen=True)
class McpCall:
    """A scenario's tool call over MCP's stdio transport: the server's command line, the tool
    and its arguments."""

    server: str
    tool: str
    arguments: Mapping[str, Any]

    @property
    def shown(self) -> str:
        """The call as a transcript and a check's message name it."""
        arguments = json.dumps(dict(self.arguments), sort_keys=True, ensure_ascii=False)
        return f"mcp tools/call {self.tool} {arguments}"


@dataclass(frozen=True)
class Scenario:
    """How to make the tool fail with `code`, and what its recovery is expected to do."""

    code: str
    error: ErrorSpec
    setup: tuple[str, ...]
    run: str
    fix: tuple[str, ...]
    teardown: tuple[str, ...]
    closes: bool
    why: str | None
    timeout_s: float
    operation: OperationSpec | None = None  # named by the scenario, else found from run:
    mcp: McpCall | None = None  # a tool call instead of a command line; run: is its name

    @property
    def exit(self) -> ExitCodeSpec:
        """The exit the run must end with: its operation's for the code, else the code's."""
        return self.operation.exit_of(self.error) if self.operation else self.error.exit


@dataclass(frozen=True)
class Contract:
    """A checked contract file: everything `errgen contract` needs to run it."""

    path: Path
    shown: str  # the file as the user wrote it, for messages
    here: Path  # its folder: {here}, and where relative paths start
    catalogue: Catalogue
    program: tuple[str, ...]
    env: Mapping[str, str]
    pass_env: tuple[str, ...]
    ignore: tuple[str, ...]
    scenarios: tuple[Scenario, ...]
    not_exercised: Mapping[str, str]  # code -> reason (the built-in INTERNAL_ERROR included)
    probe_setup: tuple[str, ...]
    probe_skip: Mapping[str, str]  # registry line -> reason
    timeout_s: float
    # operation -> code -> why no scenario of that operation triggers it
    operation_not_exercised: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    def argv(self, step: str, sandbox: Path) -> list[str]:
        """`step` as the argv it runs: its words split as a shell splits them (never run by
        one), the tool's name replaced by `program`, the placeholders by their values."""
        words = shlex.split(step)
        values = self.placeholders(sandbox)
        head = list(self.program) if words[0] == self.catalogue.tool else words[:1]
        return [expand(word, values) for word in head + words[1:]]

    def placeholders(self, sandbox: Path) -> dict[str, str]:
        return {"sandbox": str(sandbox), "here": str(self.here), "python": sys.executable}


def expand(word: str, values: Mapping[str, str]) -> str:
    """`word` with every known {name} replaced (the file's check refused unknown ones)."""
    return PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), word)


def read(data: bytes, shown_path: str) -> tuple[Document, list[Problem]]:
    """The contract file's document and what breaks its schema (YAML problems included)."""
    from errgen.validation.schema import schema_problems

    doc = load_bytes(data, shown_path)
    if doc.problems or doc.data is None:
        return doc, list(doc.problems)
    problems = schema_problems(doc, contract_schema(), "the contract file")
    catalog = doc.data.get("catalog") if isinstance(doc.data, dict) else None
    if not problems and isinstance(catalog, str) and "\x00" in catalog:
        where = doc.locate(["catalog"])
        problems.append(Problem(where, "invalid-value", "catalog has a NUL character", "remove it"))
    return doc, problems


def found_operation(catalogue: Catalogue, run: str) -> OperationSpec | None:
    """The operation a run: line runs, by its words (None when they tell none)."""
    try:
        words = shlex.split(run)
    except ValueError:  # contract-step says so
        return None
    return operation_for(catalogue.operations, words, (catalogue.tool,))


def scenario_operation(catalogue: Catalogue, scenario: Mapping[str, Any]) -> OperationSpec | None:
    """The operation a scenario names, else the one its run: line runs."""
    named = scenario.get("operation")
    if named is not None:
        return next((o for o in catalogue.operations if o.name == named), None)
    if "run" not in scenario:  # a tool's operation is declared, never guessed from its name
        return None
    return found_operation(catalogue, scenario["run"])


def scenario_operation_name(catalogue: Catalogue, scenario: Mapping[str, Any]) -> str | None:
    operation = scenario_operation(catalogue, scenario)
    return operation.name if operation is not None else None


def diagnostics(problems: list[Problem]) -> tuple[Diagnostic, ...]:
    """Every problem of a contract file is an error: nothing in it is advisory."""
    return tuple(
        sorted(Diagnostic.at(p.where, "error", p.rule, p.message, p.hint) for p in problems)
    )


def build(
    doc: Document, catalogue: Catalogue, path: Path, program: tuple[str, ...] | None
) -> Contract:
    """The Contract of a file that passed every check; `program` overrides the file's."""
    data: dict[str, Any] = doc.data
    here = path.parent
    timeout = float(data.get("timeout_s", DEFAULT_TIMEOUT_S))
    codes = {e.code: e for e in catalogue.errors}
    scenarios = tuple(
        Scenario(
            code=code,
            error=codes[code],
            setup=tuple(entry.get("setup", ())),
            run=entry["run"] if "run" in entry else _mcp_call(entry["mcp"]).shown,
            fix=tuple(entry.get("fix", ())),
            teardown=tuple(entry.get("teardown", ())),
            closes=entry.get("closes", True),
            why=entry.get("why"),
            timeout_s=float(entry.get("timeout_s", timeout)),
            operation=scenario_operation(catalogue, entry),
            mcp=_mcp_call(entry["mcp"]) if "mcp" in entry else None,
        )
        for code, entry in sorted(data["scenarios"].items())
    )
    acknowledged = dict(sorted(data.get("not_exercised", {}).items()))
    internal = catalogue.internal.code
    if internal not in acknowledged and internal not in data["scenarios"]:
        acknowledged[internal] = BUILTIN_REASON
    usage = catalogue.usage
    if usage is not None and usage.builtin:
        if usage.code not in acknowledged and usage.code not in data["scenarios"]:
            acknowledged[usage.code] = USAGE_REASON
    probes = data.get("probes", {})
    return Contract(
        path=path,
        shown=doc.path,
        here=here,
        catalogue=catalogue,
        program=program or _program(data["program"], here),
        env=dict(data.get("env", {})),
        pass_env=tuple(data.get("pass_env", ())),
        ignore=tuple(data.get("ignore", ())),
        scenarios=scenarios,
        not_exercised=acknowledged,
        probe_setup=tuple(probes.get("setup", ())),
        probe_skip=dict(probes.get("skip", {})),
        timeout_s=timeout,
        operation_not_exercised={
            name: dict(sorted(entry.get("not_exercised", {}).items()))
            for name, entry in sorted(data.get("operations", {}).items())
        },
    )


def _program(argv: list[str], here: Path) -> tuple[str, ...]:
    """The file's program: a first word with a slash is relative to the file's folder."""
    head = argv[0]
    if "/" in head and not head.startswith(("/", "{")):
        head = str(here / head)
    return (head, *argv[1:])


def _mcp_call(entry: Mapping[str, Any]) -> McpCall:
    return McpCall(entry["server"], entry["tool"], dict(entry.get("arguments", {})))
