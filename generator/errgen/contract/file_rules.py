"""The rules of a contract file (contract-*): each scenario, acknowledgement, probe and
operation checked against the catalogue it names, every problem located. errgen.contract.scenarios
reads the file and builds the contract once these find nothing."""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator, Mapping
from typing import Any

from errgen.catalogue.load import Document
from errgen.contract.scenarios import (
    PLACEHOLDER,
    PLACEHOLDERS,
    found_operation,
    scenario_operation,
    scenario_operation_name,
)
from errgen.diagnostics import Problem
from errgen.model import Catalogue, ErrorSpec, OperationSpec
from errgen.text import closest, shown

_ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_WORDS = re.compile(r"[A-Za-z]{3}")


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
            found = found_operation(self.catalogue, scenario["run"]) if "run" in scenario else None
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
                elif (
                    code in scenarios
                    and scenario_operation_name(self.catalogue, scenarios[code]) == name
                ):
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
        for name in PLACEHOLDER.findall(text):
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
