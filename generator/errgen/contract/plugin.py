"""errgen's pytest plugin (the `pytest11` entry point): `pytest --errgen-contract=FILE` collects
one test per scenario of the contract file (named by its code), one per registry probe and one
for coverage, so that `-k`, pytest-xdist and a team's reporters work on them as on any test.

Loaded by every pytest run where errgen is installed, so this module imports nothing of
errgen's until a run asks for a contract."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from errgen.contract.checks import Result
    from errgen.contract.scenarios import Contract


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("errgen", "errgen recovery contracts")
    group.addoption(
        "--errgen-contract",
        action="append",
        default=[],
        metavar="FILE",
        help="Run the recovery contract in FILE (errgen.contract.yaml): a test per scenario, "
        "per registry probe and for coverage. Repeatable.",
    )
    group.addoption(
        "--errgen-program",
        default=None,
        metavar="ARGV",
        help="The program that stands for the tool, instead of the contract file's.",
    )


@pytest.hookimpl(tryfirst=True)  # before -k and -m deselect, so they apply to these items too
def pytest_collection_modifyitems(
    session: pytest.Session, config: pytest.Config, items: list[pytest.Item]
) -> None:
    for name in config.getoption("errgen_contract"):
        node = ContractFile.from_parent(session, path=Path(name).absolute())
        collected = list(node.collect())
        # reported as collected, as a test file's items are: --collect-only and a run then
        # count the same items ("12 tests collected", not "no tests collected" beside 12 names)
        result: list[pytest.Item | pytest.Collector] = [*collected]
        report = pytest.CollectReport(node.nodeid, "passed", None, result)
        config.hook.pytest_collectreport(report=report)
        items.extend(collected)


class ContractFile(pytest.File):
    """A contract file: its scenarios, probes and coverage as items."""

    def collect(self) -> Iterator[pytest.Item]:
        try:
            contract = self.contract()
        except Exception as exc:  # a bad file, catalogue or program: one failing test says why
            yield ContractItem.from_parent(self, name="contract", job=_Invalid(exc))
            return
        import errgen.contract.probes as probes

        self.results: dict[str, Result] = {}  # what the scenario items found, for coverage
        for scenario in contract.scenarios:
            job = functools.partial(_scenario, self.results, contract, scenario)
            yield ContractItem.from_parent(self, name=scenario.code, job=job)
        for command in contract.catalogue.commands:
            job = functools.partial(probes.run_probe, contract, command)
            yield ContractItem.from_parent(self, name=f"probe[{command.line}]", job=job)
        yield ContractItem.from_parent(
            self, name="coverage", job=functools.partial(_coverage, self.results, contract)
        )

    @functools.cache  # noqa: B019 - one node a file, alive for the session
    def contract(self) -> Contract:
        import shlex

        from errgen.contract import check_program, load_contract

        given = self.config.getoption("errgen_program")
        program = None
        if given:
            words = shlex.split(given)
            head = words[0]
            program = (str(Path(head).absolute()) if "/" in head else head, *words[1:])
        cwd = Path.cwd()
        contract = load_contract(self.path, cwd, program=program, shown=self.name)
        check_program(contract)
        return contract


class ContractCheckFailed(Exception):
    """A scenario, probe or coverage whose checks failed: each named, with why."""


class ContractItem(pytest.Item):
    def __init__(self, *, job: Any, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        # no fixtures, said as a function item says it: plugins whose run hook reads an
        # item's funcargs (pytest-lsp's wrapper returns without yielding when there are none,
        # which pytest reports as "did not yield" for every contract item) run it too
        self.funcargs: dict[str, Any] = {}
        self.job = job

    def runtest(self) -> None:
        result: Result = self.job()
        if result.skipped is not None:
            pytest.skip(result.skipped)
        if result.failed:
            lines = [f"{check.name}: {check.detail}" for check in result.failed]
            if result.transcript:
                lines += ["", "transcript:", *result.transcript]
            raise ContractCheckFailed("\n".join(lines))

    def repr_failure(self, excinfo: Any, style: Any = None) -> Any:
        if isinstance(excinfo.value, ContractCheckFailed):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"errgen contract: {self.name}"


class _Invalid:
    """The job of a contract file that cannot run: it fails with errgen's own words."""

    def __init__(self, exc: Exception) -> None:
        self.exc = exc

    def __call__(self) -> Result:
        from errgen.contract import ContractRejected
        from errgen.text import escaped

        exc = self.exc
        lines: list[str] = []
        if isinstance(exc, ContractRejected):
            lines = [
                f"{d.file}:{d.line}:{d.column}: error[{d.rule}]: {d.message} ({d.hint})"
                for d in exc.diagnostics
            ]
        report = getattr(exc, "report", None)  # an invalid catalogue: its diagnostics
        if report is not None:
            lines = [
                f"{d.file}:{d.line}:{d.column}: error[{d.rule}]: {d.message}"
                for d in report.diagnostics
            ]
        error = exc.error() if hasattr(exc, "error") else exc  # errgen's own error
        if not hasattr(error, "to_dict"):
            raise exc
        said = f"{error.to_dict()['code']}: {error.to_dict()['message']}"
        raise ContractCheckFailed("\n".join(escaped(line) for line in [said, *lines]))


def _scenario(results: dict[str, Result], contract: Contract, scenario: Any) -> Result:
    import errgen.contract.checks as checks

    result = checks.run_scenario(contract, scenario, _sleep)
    results[scenario.code] = result
    return result


def _coverage(results: dict[str, Result], contract: Contract) -> Result:
    """Coverage from the scenarios that ran in this process: a code counts when its scenario
    triggered it. A scenario that ran elsewhere (another xdist worker) or not at all (-k)
    counts as its file declares it: the CLI's run is the one that proves every code."""
    from errgen.contract import coverage_only

    return coverage_only(contract, results).results[-1]


def _sleep(seconds: float) -> None:
    import time

    time.sleep(seconds)
