"""`errgen contract`: prove the tool, not just its catalogue.

Takes a contract file (errgen.contract.yaml: per code, how to make the tool fail with it) and
gives a Run: each scenario run in its own sandbox, checked by name (the command fails, its
envelope validates against the generated schema, the code and exit code are the catalogue's,
the promised recovery works, no undeclared code), each registry line probed for its declared
effect, and the coverage of the catalogue's codes. Nothing runs but the file's own steps and
the catalogue's registered commands, as argv lists, each with a timeout.
"""

from __future__ import annotations

import functools
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import errgen.contract.checks as checks
import errgen.contract.file_rules as file_rules
import errgen.contract.probes as probes
import errgen.contract.scenarios as scenarios
import errgen.generated.errors as errors
from errgen.building.proof import CONTRACT_FILE
from errgen.catalogue.files import read_file
from errgen.contract.checks import Result
from errgen.contract.coverage import coverage
from errgen.contract.scenarios import Contract
from errgen.diagnostics import Diagnostic

DEFAULT_FILE = CONTRACT_FILE


class ContractRejected(Exception):
    """The contract file failed its checks: the diagnostics say where and why."""

    def __init__(self, shown: str, diagnostics: tuple[Diagnostic, ...], text: bytes) -> None:
        super().__init__(shown)
        self.shown = shown
        self.diagnostics = diagnostics
        self.texts = ((shown, text),)

    def error(self) -> errors.ContractInvalidError:
        return errors.ContractInvalidError(path=self.shown, errors=len(self.diagnostics))


def load_contract(
    path: Path, cwd: Path, *, program: tuple[str, ...] | None = None, shown: str | None = None
) -> Contract:
    """The checked contract of the file at `path`; ContractRejected when the file fails its
    checks, errgen's own errors for a missing file or an invalid catalogue."""
    from errgen.building import valid_catalogue

    shown = shown or str(path)
    try:
        data = read_file(path)
    except OSError as exc:
        reason = "no such file" if isinstance(exc, FileNotFoundError) else exc.strerror
        if isinstance(exc, IsADirectoryError):
            reason = "it is a folder"
        raise errors.ContractNotFoundError(path=shown, reason=reason or "unreadable") from None
    doc, problems = scenarios.read(data, shown)
    if problems:
        raise ContractRejected(shown, scenarios.diagnostics(problems), data)
    catalog_path = (path.parent / doc.data["catalog"]).resolve()
    given = os.path.relpath(catalog_path, cwd) if catalog_path.is_relative_to(cwd) else None
    report = valid_catalogue(catalog_path, cwd, given=given)
    catalogue = report.catalogue()
    problems = file_rules.check(doc, catalogue)
    if problems:
        raise ContractRejected(shown, scenarios.diagnostics(problems), data)
    return scenarios.build(doc, catalogue, path.absolute(), program)


@dataclass
class Run:
    """What a contract run found: every scenario's and probe's result, then coverage's."""

    contract: Contract
    results: list[Result] = field(default_factory=list)
    coverage: dict[str, object] = field(default_factory=dict)
    duration_ms: int = 0

    @property
    def failed(self) -> list[Result]:
        return [r for r in self.results if not r.ok]

    def checks(self) -> tuple[int, int, int]:
        """(passed, failed, skipped) checks, a never-run probe counted as one skipped."""
        passed = failed = skipped = 0
        for result in self.results:
            skipped += result.skipped is not None
            for check in result.checks:
                skipped += check.skipped
                passed += check.ok and not check.skipped
                failed += not check.ok
        return passed, failed, skipped

    def error(self) -> errors.ErrgenError | None:
        """errgen's own error for this run, None when it passed."""
        passed, failed, _ = self.checks()
        gaps = list(self.coverage.get("never_exercised") or [])  # type: ignore[call-overload]
        operations = self.coverage.get("operations") or {}
        if isinstance(operations, dict):
            gaps += [
                f"{c} in {name}" for name, d in operations.items() for c in d["never_exercised"]
            ]
        for result in self.results:
            if result.kind != "coverage" and result.failed:
                first = result.failed[0]
                where = result.name if result.kind == "scenario" else f"probe {result.name!r}"
                return errors.ContractFailedError(
                    failed=failed,
                    total=passed + failed,
                    first=f"{where}: {first.name}: {first.detail}"[:300],
                )
        if gaps:
            return errors.CoverageIncompleteError(count=len(gaps), codes=", ".join(gaps))
        return None

    def to_data(self) -> dict[str, object]:
        passed, failed, skipped = self.checks()
        return {
            "contract": self.contract.shown,
            "results": [r.to_dict() for r in self.results],
            "coverage": self.coverage,
            "summary": {"passed": passed, "failed": failed, "skipped": skipped},
        }


def jobs_of(contract: Contract) -> list[Callable[[], Result]]:
    """Every scenario and probe of the contract as a job that runs it, in report order."""
    found: list[Callable[[], Result]] = [
        functools.partial(checks.run_scenario, contract, scenario, time.sleep)
        for scenario in contract.scenarios
    ]
    found += [
        functools.partial(probes.run_probe, contract, command)
        for command in contract.catalogue.commands
    ]
    return found


def run_contract(
    contract: Contract,
    *,
    jobs: int = 1,
    report: Callable[[Result], None] = lambda _result: None,
) -> Run:
    """Run every scenario and probe, `jobs` at a time, each in its own sandbox; `report` hears
    of each result in the order of the file, as soon as it and those before it are done."""
    started = time.monotonic()
    check_program(contract)
    run = Run(contract)
    work = jobs_of(contract)
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        for result in pool.map(lambda job: job(), work):
            run.results.append(result)
            report(result)
    result, run.coverage = coverage(contract, run.results)
    run.results.append(result)
    report(result)
    run.duration_ms = int((time.monotonic() - started) * 1000)
    return run


def coverage_only(contract: Contract, ran: dict[str, Result] | None = None) -> Run:
    """Coverage running nothing more: a scenario that ran (`ran`, by code) counts by what it
    triggered, one that did not counts as the file declares it (the run proves it)."""
    ran = ran or {}
    results = [
        ran.get(s.code)
        or Result("scenario", s.code, [checks.Check("code", True, "declared, not run here")])
        for s in contract.scenarios
    ]
    run = Run(contract)
    result, run.coverage = coverage(contract, results)
    run.results.append(result)
    return run


def check_program(contract: Contract) -> None:
    """The program, and each MCP scenario's server, must exist before anything runs: a missing
    one is COMMAND_NOT_FOUND once, not a failure in every scenario."""
    values = contract.placeholders(Path(tempfile.gettempdir()))
    servers = [s.mcp.server for s in contract.scenarios if s.mcp is not None]
    for head in [contract.program[0], *(contract.argv(s, Path())[0] for s in servers)]:
        _check_head(scenarios.expand(head, values))


def _check_head(head: str) -> None:
    if os.sep in head:
        found = os.access(head, os.X_OK) and os.path.isfile(head)
        reason = "no such executable file"
    else:
        path = os.environ.get("PATH", os.defpath)
        found = shutil.which(head, path=path) is not None
        reason = "not found on PATH"
    if not found:
        raise errors.CommandNotFoundError(program=head, reason=reason)
