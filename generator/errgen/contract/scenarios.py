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
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from errgen.catalogue.load import Document, load_bytes
from errgen.diagnostics import Diagnostic, Problem
from errgen.model import Catalogue, ErrorSpec, ExitCodeSpec, OperationSpec
from errgen.model.operations import operation_for
from errgen.package import package_file
from errgen.text import closest, shown

DEFAULT_TIMEOUT_S = 30.0
PLACEHOLDERS = ("sandbox", "here", "python")
_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
_ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_WORDS = re.compile(r"[A-Za-z]{3}")
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
    return _PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), word)


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


def check(doc: Document, catalogue: Catalogue) -> list[Problem]:
    """What the catalogue says is wrong with a contract file that fits its schema."""
    return list(_Checker(doc, catalogue).problems())


class _Checker:
    def __init__(self, doc: Document, catalogue: Catalogue) -> None:
        self.doc = doc
        self.data: dict[str, Any] = doc.data
        self.catalogue = catalogue
        self.codes = {e.code: e for e in catalogue.errors}

    def problems(self) -> Iterator[Problem]:
        scenarios: dict[str, Any] = self.data.get("scenarios", {})
        acknowledged: dict[str, str] = self.data.get("not_exercised", {})
        for where, codes in (("scenarios", scenarios), ("not_exercised", acknowledged)):
            for code in codes:
                yield from self._known(where, code)
        for code in sorted(set(scenarios) & set(acknowledged)):
            yield self._problem(
                ["not_exercised", code],
                "contract-code-twice",
                f"{code} has a scenario and is acknowledged as not exercised",
                "keep the scenario, or remove it and keep the acknowledgement",
                key=True,
            )
        for code, scenario in scenarios.items():
            yield from self._scenario(code, scenario)
        for code, reason in acknowledged.items():
            yield from self._reason(["not_exercised", code], reason)
        yield from self._operations(scenarios)
        yield from self._program()
        for name in self.data.get("env", {}):
            if name == "HOME":
                yield self._problem(
                    ["env", name],
                    "contract-env-name",
                    "HOME is the scenario's sandbox: a contract cannot set it",
                    "point the tool's state at the sandbox with {sandbox} in another variable",
                    key=True,
                )
            elif not _ENV_NAME.match(name):
                yield self._problem(
                    ["env", name],
                    "contract-env-name",
                    f"environment variable {shown(name)} is not a name a shell can set",
                    "letters, digits and underscores, not starting with a digit",
                    key=True,
                )
        for name, value in self.data.get("env", {}).items():
            yield from self._placeholders(["env", name], value)
        probes = self.data.get("probes", {})
        for index, step in enumerate(probes.get("setup", [])):
            yield from self._step(["probes", "setup", index], step)
        lines = [c.line for c in self.catalogue.commands]
        for line, reason in probes.get("skip", {}).items():
            if line not in lines:
                close = closest(line, lines)
                hint = f"did you mean {close[0]!r}?" if close else "name a line of tool.commands"
                yield self._problem(
                    ["probes", "skip", line],
                    "contract-probe-skip",
                    f"the registry has no line {shown(line)}",
                    hint,
                    key=True,
                )
            yield from self._reason(["probes", "skip", line], reason)

    def _problem(
        self, path: list[str | int], rule: str, message: str, hint: str, *, key: bool = False
    ) -> Problem:
        return Problem(self.doc.locate(path, key=key), rule, message, hint)

    def _known(self, where: str, code: str) -> Iterator[Problem]:
        if code in self.codes:
            return
        aliased = self.catalogue.by_code_or_alias().get(code)
        if aliased is not None:
            hint = f"{code} is an alias of {aliased.code}: name the code"
        else:
            close = closest(code, list(self.codes))
            hint = f"did you mean {close[0]}?" if close else "name a code of the catalogue"
        yield self._problem(
            [where, code],
            "contract-unknown-code",
            f"the catalogue has no code {shown(code)}",
            hint,
            key=True,
        )

    def _scenario(self, code: str, scenario: dict[str, Any]) -> Iterator[Problem]:
        at: list[str | int] = ["scenarios", code]
        for part in ("setup", "fix", "teardown"):
            for index, step in enumerate(scenario.get(part, [])):
                yield from self._step([*at, part, index], step)
        if ("run" in scenario) == ("mcp" in scenario):
            both = "run" in scenario
            yield self._problem(
                [*at, "mcp"] if both else at,
                "contract-run-or-mcp",
                f"{code}: " + ("both run: and mcp: are given" if both else "neither run: nor mcp:"),
                "keep one: run: a command line, or mcp: a tool call",
                key=True,
            )
        elif "run" in scenario:
            yield from self._step([*at, "run"], scenario["run"])
            yield from self._runs_the_tool([*at, "run"], code, scenario["run"])
        else:  # the server is whatever program serves the tool: its answer is what is proven
            yield from self._step([*at, "mcp", "server"], scenario["mcp"]["server"])
        closes, why = scenario.get("closes", True), scenario.get("why")
        if closes is False and why is None:
            yield self._problem(
                [*at, "closes"],
                "contract-why",
                f"{code}: closes: false says its recovery does not close, but not why",
                "add why: with the reason a reviewer can check",
            )
        if why is not None and closes is not False:
            yield self._problem(
                [*at, "why"],
                "contract-why",
                f"{code}: why: is given, but closes: false is not",
                "add closes: false, or remove why:",
                key=True,
            )
        if why is not None:
            yield from self._reason([*at, "why"], why)
        error = self.codes.get(code)
        if error is not None and "fix" in scenario:
            yield from self._fix_steps(at, error)
        manual = error is not None and error.recovery == "correctable" and not error.fix_command
        if manual and "fix" not in scenario and closes is not False:
            yield self._problem(
                at,
                "contract-fix-steps",
                f"{code} is correctable without a fix command: nothing here applies its "
                "fix_required",
                "add fix: with the steps a caller would take, or closes: false with why:",
                key=True,
            )

    def _operations(self, scenarios: dict[str, Any]) -> Iterator[Problem]:
        """A scenario's operation: is one the catalogue declares, lists its code, and is the
        one its run: runs where the words tell; each acknowledged pair is a declared one, not
        also a scenario's."""
        declared = {o.name: o for o in self.catalogue.operations}
        for code, scenario in scenarios.items():
            named = scenario.get("operation")
            at: list[str | int] = ["scenarios", code, "operation"]
            if named is not None and named not in declared:
                yield self._unknown_operation(at, named, declared)
                continue
            operation = scenario_operation(self.catalogue, scenario)
            if operation is None or code not in self.codes:
                continue
            found = _found(self.catalogue, scenario["run"]) if "run" in scenario else None
            if named is not None and found is not None and found.name != named:
                yield self._problem(
                    at,
                    "contract-operation",
                    f"{code}: run: runs {shown(found.name)}, not {shown(named)}",
                    f"name {shown(found.name)}, or remove operation:",
                )
            elif code not in operation.codes:
                yield self._problem(
                    at if named is not None else ["scenarios", code, "run"],
                    "contract-operation",
                    f"operation {shown(operation.name)} does not list {code}",
                    f"add {code} to its errors in the catalogue, or run another operation",
                )
        for name, entry in self.data.get("operations", {}).items():
            if name not in declared:
                yield self._unknown_operation(["operations", name], name, declared)
                continue
            for code, reason in entry.get("not_exercised", {}).items():
                here: list[str | int] = ["operations", name, "not_exercised", code]
                if code not in declared[name].codes:
                    yield self._problem(
                        here,
                        "contract-operation",
                        f"operation {shown(name)} does not list {code}",
                        "acknowledge only codes of the operation's errors",
                        key=True,
                    )
                elif code in scenarios and _scenario_name(self.catalogue, scenarios[code]) == name:
                    yield self._problem(
                        here,
                        "contract-code-twice",
                        f"{code} has a scenario of {shown(name)} and is acknowledged there",
                        "keep the scenario, or remove it and keep the acknowledgement",
                        key=True,
                    )
                yield from self._reason(here, reason)

    def _unknown_operation(
        self, at: list[str | int], name: str, declared: Mapping[str, OperationSpec]
    ) -> Problem:
        close = closest(name, list(declared))
        return self._problem(
            at,
            "contract-operation",
            f"the catalogue declares no operation {shown(name)}",
            f"did you mean {close[0]}?" if close else "name one of the catalogue's operations:",
            key=at[0] == "operations",
        )

    def _fix_steps(self, at: list[str | int], error: ErrorSpec) -> Iterator[Problem]:
        if error.recovery == "correctable" and error.fix_command is None:
            return
        if error.fix_command is not None:
            why = f"its fix command {error.fix_command!r} is what runs"
        elif error.recovery == "transient":
            why = "it is transient: waiting is its recovery"
        else:
            why = "it is terminal: nothing fixes it"
        yield self._problem(
            [*at, "fix"],
            "contract-fix-steps",
            f"{error.code} takes no fix: steps; {why}",
            "remove fix:",
            key=True,
        )

    def _step(self, path: list[str | int], step: str) -> Iterator[Problem]:
        try:
            words = shlex.split(step)
        except ValueError as exc:  # an unclosed quote, a trailing backslash
            yield self._problem(
                path,
                "contract-step",
                f"{shown(step)} cannot be split into words: {exc}",
                "close the quote; steps are split as a POSIX shell splits words",
            )
            return
        if not words:
            yield self._problem(path, "contract-step", "the step has no words", "write a command")
            return
        yield from self._placeholders(path, step)

    def _runs_the_tool(self, path: list[str | int], code: str, step: str) -> Iterator[Problem]:
        """A scenario's code is proven only by the tool failing with it: a run: step of another
        program (a script that prints the envelope) would count as coverage and prove nothing."""
        try:
            words = shlex.split(step)
        except ValueError:  # contract-step says so
            return
        tool = self.catalogue.tool
        if words and words[0] != tool:
            yield self._problem(
                path,
                "contract-run-not-tool",
                f"{code}: run: starts with {shown(words[0])}, not {tool}: only {tool} failing "
                "with the code proves it",
                f"start run: with {tool} (the file's program runs it); other commands belong "
                "in setup:",
            )

    def _placeholders(self, path: list[str | int], text: str) -> Iterator[Problem]:
        if "\x00" in text:  # no argv word or environment value can hold one
            yield self._problem(path, "contract-step", "a NUL character is in it", "remove it")
            return
        for name in _PLACEHOLDER.findall(text):
            if name not in PLACEHOLDERS:
                close = closest(name, list(PLACEHOLDERS))
                hint = (
                    f"did you mean {{{close[0]}}}?"
                    if close
                    else "the placeholders: " + ", ".join(f"{{{p}}}" for p in PLACEHOLDERS)
                )
                yield self._problem(
                    path, "contract-step", f"{{{shown(name)[1:-1]}}} is no placeholder", hint
                )

    def _program(self) -> Iterator[Problem]:
        for index, word in enumerate(self.data.get("program", [])):
            yield from self._placeholders(["program", index], word)

    def _reason(self, path: list[str | int], reason: str) -> Iterator[Problem]:
        if not _WORDS.search(reason):
            yield self._problem(
                path,
                "contract-reason",
                f"{shown(reason)} says nothing a reviewer can check",
                "say why in words",
            )


def _found(catalogue: Catalogue, run: str) -> OperationSpec | None:
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
    return _found(catalogue, scenario["run"])


def _scenario_name(catalogue: Catalogue, scenario: Mapping[str, Any]) -> str | None:
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
