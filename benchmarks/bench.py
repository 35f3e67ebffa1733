"""errgen's benchmark: the goals of issue 21, each beside the stack's own floor.

    make bench                      # both corpora, then 1,000 and 10,000 synthetic errors
    python -m benchmarks.bench --sizes 1000 --runs 3

Figures are medians of several runs. The machines are shared and noisy, so what matters is the
ratio to the baseline beside each figure, not the seconds. The baselines: a bare load of the
catalogue with yaml.CSafeLoader in a fresh process; the stack's floor, the same load in a
typer command line that imports jinja2 (what any command on this stack costs: typer 0.29
validates an option's value with pydantic, which it imports on first use);
`python -c pass`; json.dumps of an envelope. errgen's own cost is the whole build less the
stack's floor.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus"
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
# Every process, baselines included, runs as from a user's install (see `installed_like`).
PYTHON = [sys.executable]
ERRGEN = [*PYTHON, "-c", "from errgen.cli import run; run()"]  # what the console script runs


# The release before this one (v0.1.0, the last tagged; tags do not travel, so it is named by
# its commit, which every clone of main holds): `make bench` prints each figure beside it.
PREVIOUS_RELEASE = "4cac3f96801883b507d7a21e4662db3b935f78f2"
PREVIOUS: list[str] = []  # the previous release's errgen, as ERRGEN (set by `previous_release`)
# the targets a build of the previous release writes by default (set by `previous_release`):
# both releases build these for the comparison, so a target added since is not counted against it
PREVIOUS_TARGETS: list[str] = []


def installed_like(folder: Path, source: Path = ROOT) -> list[str]:
    """Run every measured process as from a user's install: a fresh virtual environment whose
    one .pth file lists errgen, laid out as its wheel lays it out, and this environment's
    packages. A development install is editable, and setuptools' editable finders, started by
    .pth files, import pathlib and more into every process, the baselines too (~10 ms of a
    40 ms bare load here): the ratios would flatter errgen. `source` is the tree errgen is taken
    from (this one, or the previous release's); the environment's python is returned."""
    import compileall
    import sysconfig
    import venv

    package = folder / "site" / "errgen"
    skip = shutil.ignore_patterns("__pycache__")
    shutil.copytree(source / "generator" / "errgen", package, ignore=skip)
    shutil.copytree(source / "templates", package / "templates", ignore=skip)  # as pyproject maps
    shutil.copytree(source / "catalog", package / "catalog", ignore=skip)
    compileall.compile_dir(package, quiet=1)  # the bytecode an install writes
    environment = folder / "venv"
    venv.EnvBuilder(symlinks=True).create(environment)
    python = environment / "bin" / "python"
    purelib = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    # paths a .pth file lists are added as they are: .pth files in them are not run
    lines = [str(package.parent), sysconfig.get_paths()["purelib"]]
    Path(purelib, "errgen-bench.pth").write_text("\n".join(lines) + "\n", "utf-8")
    return [str(python)]


def previous_release(folder: Path) -> bool:
    """Install the previous release beside this one (same packages, same machine), from the
    repository's own history; False when this is no git clone that holds it."""
    tree = folder / "tree"
    tree.mkdir(parents=True)
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", PREVIOUS_RELEASE, "generator", "templates", "catalog"],
        capture_output=True,
    )
    if archive.returncode != 0:
        return False
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive.stdout, check=True)
    python = installed_like(folder / "env", tree)
    PREVIOUS[:] = [*python, "-c", "from errgen.cli import run; run()"]
    names = "from errgen.targets import DEFAULT_TARGETS; print(' '.join(DEFAULT_TARGETS))"
    listed = subprocess.run([*python, "-c", names], env=ENV, check=True, capture_output=True)
    PREVIOUS_TARGETS[:] = listed.stdout.decode().split()
    return True


class Lines(list[str]):
    """The report, printed line by line as it is measured (a failure keeps what was)."""

    def append(self, line: str) -> None:
        print(line, flush=True)
        super().append(line)


def median_of(runs: int, action: Callable[[], object]) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def nothing() -> None:
    return None


def interleaved(
    runs: int, actions: dict[str, tuple[Callable[[], object], Callable[[], object]]]
) -> dict[str, list[float]]:
    """Each (action, untimed setup) run once per round, in order, for `runs` rounds."""
    times: dict[str, list[float]] = {name: [] for name in actions}
    for _ in range(runs):
        for name, (action, setup) in actions.items():
            setup()
            started = time.perf_counter()
            action()
            times[name].append(time.perf_counter() - started)
    return times


def process(*argv: str, cwd: Path | None = None) -> Callable[[], object]:
    def run() -> object:
        return subprocess.run(argv, cwd=cwd, env=ENV, check=True, capture_output=True)

    return run


def stages(source: Path, out: Path, runs: int) -> dict[str, float]:
    """In-process time of each stage of `errgen build`, all targets, and each target's render."""
    from errgen.building import generate, write_outputs
    from errgen.building.config import Config
    from errgen.catalogue.load import load_bytes
    from errgen.model.resolve import resolve_catalogue
    from errgen.targets import DEFAULT_TARGETS, TARGETS
    from errgen.validation import check_bytes

    data = source.read_bytes()
    report = check_bytes(data, source.name)
    assert not report.failed()
    config = Config(source, out, DEFAULT_TARGETS, None, None)
    catalogue = resolve_catalogue(report.data)
    outputs = generate(report.data, config)
    figures = {
        "load": median_of(runs, lambda: load_bytes(data, source.name)),
        "check (load + schema + rules)": median_of(runs, lambda: check_bytes(data, source.name)),
        "resolve": median_of(runs, lambda: resolve_catalogue(report.data)),
    }
    for name in DEFAULT_TARGETS:  # the seven the README's figures are of (not the HTTP ones)
        target = TARGETS[name]
        figures[f"render {name}"] = median_of(runs, lambda target=target: target.render(catalogue))
    paged = resolve_catalogue({**report.data, "docs_layout": "pages"})
    markdown = TARGETS["markdown"]
    figures["render markdown, pages layout"] = median_of(runs, lambda: markdown.render(paged))
    figures["write (first build)"] = median_of(1, lambda: write_outputs(outputs, out))
    figures["write (no change)"] = median_of(runs, lambda: write_outputs(outputs, out))
    return figures


def import_figures(folder: Path, module: str, runs: int) -> tuple[float, float, float]:
    """(python -c pass, python -c 'import module', the median of what the import adds on top of
    pass as a ratio to pass), each a fresh process with bytecode written, taken in turn."""
    passing = process(*PYTHON, "-c", "pass")
    importing = process(*PYTHON, "-c", f"import {module}", cwd=folder)
    importing()  # writes the bytecode: the figure is what every later import costs
    times = interleaved(runs, {"pass": (passing, nothing), "import": (importing, nothing)})
    on_top = [i - p for i, p in zip(times["import"], times["pass"], strict=True)]
    ratio = median_ratio(on_top, times["pass"])
    return statistics.median(times["pass"]), statistics.median(times["import"]), ratio


def envelope_cost(generated: Path, runs: int) -> tuple[float, float]:
    namespace: dict[str, object] = {"__name__": "bench_envelope"}
    exec(compile(generated.read_text("utf-8"), str(generated), "exec"), namespace)
    errors = namespace["ERRORS"]
    # an error with the most to serialise: a fix command if any, and its parameters
    cls = max(errors.values(), key=lambda c: (c.fix_command is not None, len(c.params)))  # type: ignore[attr-defined]
    typed = {"str": "value", "int": 7, "float": 0.5, "bool": True}  # each of its declared type
    params = dict(zip(cls.params, (typed[kind] for kind in cls.param_types), strict=True))
    sample = cls(**params).to_envelope()
    loops = 20_000

    def build_and_dump() -> None:
        for _ in range(loops):
            json.dumps(cls(**params).to_envelope())

    def dump_only() -> None:
        for _ in range(loops):
            json.dumps(sample)

    return median_of(runs, build_and_dump) / loops, median_of(runs, dump_only) / loops


def synthetic(size: int, folder: Path) -> Path:
    path = folder / f"synthetic-{size}.yaml"
    done = subprocess.run(
        [sys.executable, str(CORPUS / "synthetic.py"), str(size)], check=True, capture_output=True
    )
    path.write_bytes(done.stdout)
    return path


def check_seconds(path: Path) -> float:
    """The best of three in-process checks of a catalogue, each without the cyclic collector
    (whose passes over every object grow faster than the catalogue and would blur it)."""
    from errgen.validation import check_bytes

    data, best = path.read_bytes(), float("inf")
    for _ in range(3):
        gc.collect()
        gc.disable()
        try:
            started = time.perf_counter()
            check_bytes(data, path.name)
            best = min(best, time.perf_counter() - started)
        finally:
            gc.enable()
    return best


def check_growth(work: Path, lines: Lines, small_size: int = 1_000) -> None:
    """Checking grows linearly: 16 times the errors, 10-20 times the time on these machines (a
    rule that once tested membership in a list made it 42). A ratio of two sizes in one run,
    printed for a reviewer: as a test's assertion it failed on a loaded machine (38 and 54
    under make test's two workers), not on a slow rule."""
    small = check_seconds(synthetic(small_size, work))
    large = check_seconds(synthetic(16 * small_size, work))
    lines.append(
        report_line(
            f"growth: check of {16 * small_size:,} errors / of {small_size:,}",
            large,
            small,
            f"{small_size:,} errors",
        )
        + "  (linear: near 16 x; one quadratic rule doubles it)"
    )


def report_line(label: str, seconds: float, baseline: float | None = None, base: str = "") -> str:
    ratio = f"  {seconds / baseline:6.2f} x {base}" if baseline else ""
    return f"  {label:<48} {seconds * 1000:9.1f} ms{ratio}"


def goal_line(label: str, figure: str, ratio: float, unit: str, goal: float, floor: str) -> str:
    """A goal of issue 21: the figure, its ratio, the goal, whether it is met, the floor beside."""
    met = "met" if ratio <= goal else "NOT met"
    return (
        f"  {label:<48} {figure:>12}  {ratio:6.2f} x {unit:<15} goal <= {goal:<4}"
        f"  {met:<7}  floor: {floor}"
    )


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def median_ratio(tops: list[float], bottoms: list[float]) -> float:
    return statistics.median(t / b for t, b in zip(tops, bottoms, strict=True))


def _floor(source: Path) -> str:
    """A typer command line that takes the catalogue's path and loads it, with Jinja imported."""
    return (
        "import typer, jinja2, yaml\n"
        "app = typer.Typer()\n"
        "@app.command()\n"
        "def main(path: str) -> None:\n"
        "    yaml.load(open(path, 'rb'), Loader=yaml.CSafeLoader)\n"
        f"app([{str(source)!r}], standalone_mode=False)\n"
    )


def bench_catalogue(source: Path, work: Path, runs: int, lines: list[str]) -> dict[str, float]:
    from errgen.targets import DEFAULT_TARGETS

    out = work / f"out-{source.stem}"
    every_target = [arg for target in DEFAULT_TARGETS for arg in ("--target", target)]
    build_argv = (*ERRGEN, "build", str(source), "--out", str(out), *every_target)
    # the same catalogue published as a site: a page per code (docs_layout: pages)
    paged = work / f"{source.stem}-pages.yaml"
    paged.write_bytes(source.read_bytes().rstrip(b"\n") + b"\ndocs_layout: pages\n")
    out_pages = work / f"out-{source.stem}-pages"
    pages_argv = (*ERRGEN, "build", str(paged), "--out", str(out_pages), *every_target)
    lines.append(f"\n{source.name} ({source.stat().st_size / 1e6:.2f} MB)")
    load = f"yaml.load(open({str(source)!r}, 'rb'), Loader=yaml.CSafeLoader)"
    # One round runs each process once, the baselines first: every figure meets the machine in
    # the same state as its baselines, and its ratio is the median of the rounds' ratios.
    times = interleaved(
        runs,
        {
            "bare": (process(*PYTHON, "-c", f"import yaml; {load}"), nothing),
            # the stack's floor: what any command line on typer, Jinja and PyYAML costs before
            # errgen: typer parses an argument (since 0.29 it validates every option's value
            # with pydantic, imported on first use), Jinja is imported, YAML loads the file
            "floor": (process(*PYTHON, "-c", _floor(source)), nothing),
            "validate": (process(*ERRGEN, "validate", str(source), cwd=work), nothing),
            "build": (
                process(*build_argv, "--no-cache", cwd=work),
                lambda: shutil.rmtree(out, ignore_errors=True),  # a first build: nothing there
            ),
            # the untimed setup builds with the cache on, so the timed run is a hit
            "noop": (process(*build_argv, cwd=work), process(*build_argv, cwd=work)),
            "check": (process(*build_argv, "--check", cwd=work), nothing),
            "pages": (
                process(*pages_argv, "--no-cache", cwd=work),
                lambda: shutil.rmtree(out_pages, ignore_errors=True),
            ),
            **previous_actions(source, work),
        },
    )
    bare, floor = statistics.median(times["bare"]), statistics.median(times["floor"])
    floor_ratio = median_ratio(times["floor"], times["bare"])
    beside = f"stack {floor_ratio:.2f} x bare load"

    def against_bare(label: str, name: str, goal: float) -> str:
        ratio = median_ratio(times[name], times["bare"])
        return goal_line(
            label, ms(statistics.median(times[name])), ratio, "bare load", goal, beside
        )

    lines.append(report_line("baseline: bare CSafeLoader load, fresh process", bare))
    stack = f"{ms(floor):>12}  {floor_ratio:6.2f} x bare load"
    lines.append(f"  {'stack floor: typer parses, jinja2, yaml loads':<48} {stack}")
    own = [b - f for b, f in zip(times["build"], times["floor"], strict=True)]
    lines.append(
        goal_line(
            "errgen's own cost: the build - the stack floor",
            ms(statistics.median(own)),
            median_ratio(own, times["bare"]),
            "bare load",
            1.0,
            f"stack {ms(floor)}, {floor_ratio:.2f} x bare load",
        )
    )
    for label, name, goal in (  # issue 32's goals: what errgen adds to the stack's floor
        ("errgen build, all targets, no cache / floor", "build", 1.25),
        ("errgen build --check / floor", "check", 1.25),
        ("errgen build, cache hit / floor", "noop", 1.1),
    ):
        ratio = median_ratio(times[name], times["floor"])
        figure = ms(statistics.median(times[name]))
        lines.append(goal_line(label, figure, ratio, "stack floor", goal, f"stack {ms(floor)}"))
    lines.append(against_bare("errgen build, all targets, no cache", "build", 3.5))
    lines.append(against_bare("errgen build, pages layout (a page a code), no cache", "pages", 3.5))
    lines.append(against_bare("errgen build --check, outputs current", "check", 3.5))
    lines.append(against_bare("errgen build, nothing changed (cache hit)", "noop", 1.5))
    lines.append(
        report_line(
            "errgen validate, whole process",
            statistics.median(times["validate"]),
            bare,
            "bare load",
        )
    )
    if PREVIOUS:
        against_previous(times, lines)
    import_lines(build_argv, work, lines)
    figures = stages(source, work / f"stages-{source.stem}", runs)
    # the in-process build: check (which loads), resolve, every render, the first write
    in_process = sum(
        t
        for label, t in figures.items()
        if label != "load" and "no change" not in label and "pages" not in label
    )
    for label, seconds in figures.items():
        share = f"  {seconds / in_process:4.0%} of the build" if label.startswith("render") else ""
        share = "" if "pages" in label else share  # the pages layout replaces render markdown
        lines.append(report_line(f"stage: {label}", seconds, bare, "bare load") + share)
    generated = out / "errors.py"
    module_dir = work / f"mod-{source.stem}"
    module_dir.mkdir(exist_ok=True)
    (module_dir / "generated_errors.py").write_bytes(generated.read_bytes())
    passing, imported, on_top = import_figures(module_dir, "generated_errors", runs)
    lines.append(
        goal_line(
            "import the generated module, on top of pass",
            ms(imported - passing),
            on_top,
            "python -c pass",
            1.0,
            f"python -c pass {ms(passing)}",
        )
    )
    built, dumped = envelope_cost(generated, runs)
    lines.append(
        goal_line(
            "build and serialise one envelope",
            f"{built * 1e6:.2f} us",
            built / dumped,
            "json.dumps",
            3.0,
            f"json.dumps {dumped * 1e6:.2f} us",
        )
    )
    return {"build": statistics.median(times["build"]), "floor": floor}


def previous_actions(
    source: Path, work: Path
) -> dict[str, tuple[Callable[[], object], Callable[[], object]]]:
    """The previous release's build, check and cache hit of the same catalogue, this release's
    of the same targets (the previous release's), and what importing typer and pydantic costs
    (the stack's part of both), for the same rounds."""
    if not PREVIOUS:
        return {}
    out = work / f"previous-{source.stem}"
    targets = [arg for target in PREVIOUS_TARGETS for arg in ("--target", target)]
    argv = (*PREVIOUS, "build", str(source), "--out", str(out), *targets)
    same = work / f"same-{source.stem}"
    now = (*ERRGEN, "build", str(source), "--out", str(same), *targets)
    return {
        "same build": (
            process(*now, "--no-cache", cwd=work),
            lambda: shutil.rmtree(same, ignore_errors=True),
        ),
        "same noop": (process(*now, cwd=work), process(*now, cwd=work)),
        "same check": (process(*now, "--check", cwd=work), nothing),
        "typer+pydantic": (process(*PYTHON, "-c", "import typer, pydantic"), nothing),
        "pass": (process(*PYTHON, "-c", "pass"), nothing),
        "previous build": (
            process(*argv, "--no-cache", cwd=work),
            lambda: shutil.rmtree(out, ignore_errors=True),
        ),
        "previous noop": (process(*argv, cwd=work), process(*argv, cwd=work)),
        "previous check": (process(*argv, "--check", cwd=work), nothing),
    }


def against_previous(times: dict[str, list[float]], lines: list[str]) -> None:
    """Each figure against the previous release's in the same rounds: as measured, and apart
    from typer's and pydantic's own import time (the stack's, paid alike by both)."""
    stack = [s - p for s, p in zip(times["typer+pydantic"], times["pass"], strict=True)]
    for name, label in (("build", "build"), ("check", "build --check"), ("noop", "cache hit")):
        now, before = times[f"same {name}"], times[f"previous {name}"]
        ratio = median_ratio(now, before)
        apart = statistics.median(
            (n - s) / (b - s) for n, b, s in zip(now, before, stack, strict=True)
        )
        lines.append(
            goal_line(
                f"{label} / the previous release's (its targets)",
                ms(statistics.median(now)),
                apart,
                "prev, w/o t+p",
                1.1,
                f"previous {ms(statistics.median(before))}, {ratio:.2f} x as measured",
            )
        )


def imports_of(argv: tuple[str, ...], cwd: Path) -> tuple[float, int, float, set[str]]:
    """(errgen's own import time, its modules, the rest's import time, every module imported)
    of one run of `argv` under `python -X importtime` (self times, so nothing counts twice)."""
    python, *rest = argv
    done = subprocess.run(
        [python, "-X", "importtime", *rest], cwd=cwd, env=ENV, capture_output=True, text=True
    )
    own, count, other, names = 0, 0, 0, set()
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        self_us, _, name = line.removeprefix("import time:").split("|")
        name = name.strip()
        names.add(name)
        if name == "errgen" or name.startswith("errgen."):
            own, count = own + int(self_us), count + 1
        else:
            other += int(self_us)
    return own / 1e6, count, other / 1e6, names


def import_lines(build_argv: tuple[str, ...], work: Path, lines: list[str]) -> None:
    """What a build and a cache hit import: errgen's own modules apart from the stack's (and
    the standard library's), and whether Jinja and the rules were imported at all."""
    argv = (*build_argv, "--out", str(work / "imports"))
    for label, extra in (("build", ("--no-cache",)), ("cache hit", ())):
        if extra == ():
            subprocess.run((*argv,), cwd=work, env=ENV, check=True, capture_output=True)
        own, count, other, names = imports_of((*argv, *extra), work)
        loaded = [m for m in ("jinja2", "errgen.validation") if m in names]
        lines.append(
            f"  {'imports, ' + label + ' (-X importtime, self)':<48} errgen {own * 1000:.1f} ms"
            f" in {count} modules, the stack and stdlib {other * 1000:.1f} ms;"
            f" {', '.join(loaded) or 'neither jinja2 nor errgen.validation'}"
            + (" imported" if loaded else "")
        )


def contract_figures(work: Path, runs: int, lines: list[str]) -> None:
    """The depot's recovery contract with -j 2 (issue 23's goal: under 10 s), beside what its
    own tool invocations cost: each scenario's commands are depot processes, so a contract
    can be no faster than they are, run two at a time."""
    depot = ROOT / "examples" / "depot"
    record = work / "transcripts"
    argv = (*ERRGEN, "contract", "-j", "2", "--record", str(record))
    took = median_of(runs, process(*argv, cwd=depot))
    invocations = sum(
        line.startswith("$ ")
        for path in record.glob("*.txt")
        for line in path.read_text("utf-8").splitlines()
    )
    from errgen.contract import load_contract

    contract = load_contract(depot / "errgen.contract.yaml", depot)
    for command in contract.catalogue.commands:  # a probe: its setup, then once or twice
        if command.effect != "destructive" and not command.interactive:
            invocations += len(contract.probe_setup) + (1 if command.effect == "read-only" else 2)
    one = median_of(runs, process(*PYTHON, "-m", "depot", "doctor", cwd=depot))
    tool = one * invocations / 2
    lines.append("")
    lines.append(
        goal_line(
            "contract: examples/depot, -j 2",
            f"{took:.2f} s",
            took / 10.0,
            "10 s",
            1.0,
            f"its {invocations} depot runs, 2 at a time: {tool:.2f} s",
        )
    )


def server_figures(runs: int, lines: list[str]) -> None:
    """errgen lsp on the MongoDB corpus: twenty edits 20 ms apart are checked at most twice and
    published once, for the last version; one check in the server against a cold bare load."""
    import asyncio
    import re

    source = CORPUS / "mongodb.yaml"
    load = f"yaml.load(open({str(source)!r}, 'rb'), Loader=yaml.CSafeLoader)"
    bare = median_of(runs, process(sys.executable, "-c", f"import yaml; {load}"))
    checked, published, took = asyncio.run(_edit_burst(source))
    lines.append("\nerrgen lsp, mongodb.yaml (a server on the test extra's pygls)")
    lines.append(
        goal_line(
            "twenty edits 20 ms apart: checks",
            f"{len(checked)} checks",
            len(checked),
            "checks",
            2,
            f"published {len(published)} for versions {published} (goal: once, 21)",
        )
    )
    check = statistics.median(float(re.findall(r"in ([0-9.]+) ms", m)[0]) for m in took)
    lines.append(
        goal_line(
            "one check in the server",
            f"{check:.1f} ms",
            check / 1000 / bare,
            "bare load",
            0.5,
            f"bare load {ms(bare)}",
        )
    )


async def _edit_burst(source: Path) -> tuple[list[str], list[int | None], list[str]]:
    """(the burst's check log lines, the versions its publications were for, the warm checks'
    log lines)."""
    import asyncio

    from lsprotocol import types
    from pygls.lsp.client import LanguageClient

    client = LanguageClient("bench", "1")
    logs: list[str] = []
    versions: list[int | None] = []
    client.feature(types.WINDOW_LOG_MESSAGE)(lambda p: logs.append(p.message))
    client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)(lambda p: versions.append(p.version))
    await client.start_io(sys.executable, "-m", "errgen", "lsp")
    init = types.InitializeParams(
        capabilities=types.ClientCapabilities(), initialization_options={"logChecks": True}
    )
    await client.initialize_async(init)
    client.initialized(types.InitializedParams())
    uri, text = source.as_uri(), source.read_text()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri, "yaml", 1, text))
    )
    for _ in range(5):  # a warm server: each save checks once
        await asyncio.sleep(0.3)
        client.text_document_did_save(
            types.DidSaveTextDocumentParams(types.TextDocumentIdentifier(uri))
        )
    await asyncio.sleep(0.5)
    warm, before = list(logs), len(versions)
    for version in range(2, 22):
        text += "#"
        change = types.TextDocumentContentChangeWholeDocument(text)
        identifier = types.VersionedTextDocumentIdentifier(version=version, uri=uri)
        client.text_document_did_change(types.DidChangeTextDocumentParams(identifier, [change]))
        await asyncio.sleep(0.02)
    await asyncio.sleep(1.0)
    burst = versions[before:]
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()
    return logs[len(warm) :], burst, warm[2:]  # warm: the open's and first save's left out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[1000, 10000])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-corpus", action="store_true")
    # make test's run of the script: the growth at a tenth of the sizes, no adversarial inputs
    parser.add_argument("--smoke", action="store_true")
    args = parser.parse_args()
    gc.collect()
    lines = Lines()
    lines.append("errgen benchmark (medians; ratios are to the baseline measured in the same run)")
    with tempfile.TemporaryDirectory() as temp:
        work = Path(temp)
        # compiled templates of this run's own: another errgen on the machine compiling into
        # the user's cache meanwhile would otherwise make some rounds compile
        ENV["XDG_CACHE_HOME"] = str(work / "cache")
        PYTHON[:] = installed_like(work / "installed")
        ERRGEN[:] = [*PYTHON, "-c", "from errgen.cli import run; run()"]
        if not previous_release(work / "previous"):
            lines.append(f"  (the previous release, {PREVIOUS_RELEASE[:7]}, is not in this clone)")
        python_pass = median_of(args.runs, process(*PYTHON, "-c", "pass"))
        help_time = median_of(args.runs, process(*ERRGEN, "--help"))
        lines.append(report_line("baseline: python -c pass", python_pass))
        lines.append(report_line("errgen --help", help_time, python_pass, "python -c pass"))
        results = {}
        if not args.no_corpus:  # the sizes users have first
            for source in sorted(CORPUS.glob("*.yaml")):
                bench_catalogue(source, work, args.runs, lines)
        for size in args.sizes:
            results[size] = bench_catalogue(synthetic(size, work), work, args.runs, lines)
        contract_figures(work, args.runs, lines)
        server_figures(args.runs, lines)
        check_growth(work, lines, 100 if args.smoke else 1_000)
        if not args.smoke:
            from benchmarks.adversarial import adversarial_lines

            for line in adversarial_lines(ERRGEN, work / "adversarial"):
                lines.append(line)
    if 1000 in results and 10000 in results:
        growth = results[10000]["build"] / results[1000]["build"]
        floor = results[10000]["floor"] / results[1000]["floor"]
        lines.append("")
        lines.append(
            goal_line(
                "growth: build of 10,000 errors / of 1,000",
                ms(results[10000]["build"]),
                growth,
                "1,000 errors",
                10.5,
                f"stack {floor:.2f} x",
            )
        )


if __name__ == "__main__":
    main()
