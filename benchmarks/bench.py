"""errgen's benchmark: every figure next to a baseline measured in the same run.

    make bench                      # 1,000 and 10,000 synthetic errors, and both corpora
    python -m benchmarks.bench --sizes 1000 --runs 3

Figures are medians of several runs. The machines are shared and noisy, so what matters is the
ratio to the baseline beside each figure, not the seconds.
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
ERRGEN = Path(sys.executable).parent / "errgen"
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


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
    """In-process time of each stage of `errgen build`, all targets."""
    from errgen.build import generate, write_outputs
    from errgen.check import check_bytes
    from errgen.config import Config
    from errgen.load import load_bytes
    from errgen.render import TARGETS
    from errgen.resolve import resolve_catalogue

    data = source.read_bytes()
    report = check_bytes(data, source.name)
    assert not report.failed()
    config = Config(source, out, tuple(TARGETS), "errors", None, None)
    catalogue = resolve_catalogue(report.data)
    outputs = generate(report.data, config)
    return {
        "load": median_of(runs, lambda: load_bytes(data, source.name)),
        "check (load + schema + rules)": median_of(runs, lambda: check_bytes(data, source.name)),
        "resolve": median_of(runs, lambda: resolve_catalogue(report.data)),
        "render (all targets)": median_of(
            runs, lambda: [render(catalogue) for files in TARGETS.values() for _, render in files]
        ),
        "write (first build)": median_of(1, lambda: write_outputs(outputs, out)),
        "write (no change)": median_of(runs, lambda: write_outputs(outputs, out)),
    }


def plain_data_module(generated: Path, target: Path) -> None:
    """A module holding the same constants as the generated one, as one literal table."""
    namespace: dict[str, object] = {"__name__": "bench_generated"}
    exec(compile(generated.read_text("utf-8"), str(generated), "exec"), namespace)
    rows = []
    for code, cls in namespace["ERRORS"].items():  # type: ignore[attr-defined]
        rows.append(
            (
                code,
                cls.recovery,
                cls.retryable,
                cls.retry_after_ms,
                cls.max_attempts,
                cls.fix_required,
                cls.fix_command,
                cls.suggestion,
                cls.help_url,
                int(cls.exit_code),
                cls.template,
            )
        )
    target.write_text("ERRORS = " + repr(tuple(rows)) + "\n", "utf-8")


def import_times(folder: Path, modules: list[str], runs: int) -> dict[str, float]:
    """Median import time of each module in a fresh process, the modules taken in turn."""

    def importing(module: str) -> list[str]:
        code = f"import sys, time; sys.path.insert(0, {str(folder)!r}); t = time.perf_counter(); import {module}; print(time.perf_counter() - t)"
        return [sys.executable, "-c", code]

    # first import writes the bytecode; the figure is what every later import of the tool costs
    for module in modules:
        subprocess.run(importing(module), env=ENV, check=True, capture_output=True)
    times: dict[str, list[float]] = {module: [] for module in modules}
    for _ in range(runs):
        for module in modules:
            done = subprocess.run(
                importing(module), env=ENV, check=True, capture_output=True, text=True
            )
            times[module].append(float(done.stdout))
    return {module: statistics.median(values) for module, values in times.items()}


def envelope_cost(generated: Path, runs: int) -> tuple[float, float]:
    namespace: dict[str, object] = {"__name__": "bench_envelope"}
    exec(compile(generated.read_text("utf-8"), str(generated), "exec"), namespace)
    errors = namespace["ERRORS"]
    # an error with the most to serialise: a fix command if any, and its parameters
    cls = max(errors.values(), key=lambda c: (c.fix_command is not None, len(c.params)))  # type: ignore[attr-defined]
    params = {name: f"value-{index}" for index, name in enumerate(cls.params)}
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


def report_line(label: str, seconds: float, baseline: float | None = None, base: str = "") -> str:
    ratio = f"  {seconds / baseline:6.2f} x {base}" if baseline else ""
    return f"  {label:<44} {seconds * 1000:9.1f} ms{ratio}"


def bench_catalogue(source: Path, work: Path, runs: int, lines: list[str]) -> dict[str, float]:
    from errgen.render import TARGETS

    out = work / f"out-{source.stem}"
    every_target = [arg for target in TARGETS for arg in ("--target", target)]
    build_argv = (str(ERRGEN), "build", str(source), "--out", str(out), *every_target)
    lines.append(f"\n{source.name} ({source.stat().st_size / 1e6:.1f} MB)")
    bare_load = process(
        sys.executable,
        "-c",
        f"import yaml; yaml.load(open({str(source)!r}, 'rb'), Loader=yaml.CSafeLoader)",
    )
    # One round runs each process once, the baseline first: every figure meets the machine in
    # the same state as its baseline, and its ratio is the median of the rounds' ratios.
    times = interleaved(
        runs,
        {
            "bare": (bare_load, nothing),
            "validate": (process(str(ERRGEN), "validate", str(source), cwd=work), nothing),
            "build": (
                process(*build_argv, cwd=work),
                lambda: shutil.rmtree(out, ignore_errors=True),  # a first build: nothing there
            ),
            "noop": (process(*build_argv, cwd=work), nothing),
            "cold_noop": (process(*build_argv, "--no-cache", cwd=work), nothing),
        },
    )
    bare = statistics.median(times["bare"])

    def against_bare(label: str, name: str) -> str:
        ratio = statistics.median(t / b for t, b in zip(times[name], times["bare"], strict=True))
        seconds = statistics.median(times[name])
        return f"  {label:<44} {seconds * 1000:9.1f} ms  {ratio:6.2f} x bare load"

    lines.append(report_line("baseline: bare CSafeLoader load, fresh process", bare))
    lines.append(against_bare("errgen validate, whole process", "validate"))
    lines.append(against_bare("errgen build, all targets, whole process", "build"))
    lines.append(against_bare("errgen build, no-op rebuild", "noop"))
    lines.append(against_bare("errgen build, no-op rebuild, --no-cache", "cold_noop"))
    build = statistics.median(times["build"])
    for label, seconds in stages(source, work / f"stages-{source.stem}", runs).items():
        lines.append(report_line(f"stage: {label}", seconds, bare, "bare load"))
    generated = out / "errors.py"
    (work / f"mod-{source.stem}").mkdir(exist_ok=True)
    module_dir = work / f"mod-{source.stem}"
    (module_dir / "generated_errors.py").write_bytes(generated.read_bytes())
    plain_data_module(generated, module_dir / "plain_errors.py")
    imports = import_times(module_dir, ["plain_errors", "generated_errors"], runs)
    imported, plain = imports["generated_errors"], imports["plain_errors"]
    lines.append(report_line("baseline: import a plain data module", plain))
    lines.append(report_line("import the generated module", imported, plain, "plain data"))
    built, dumped = envelope_cost(generated, runs)
    lines.append(f"  {'baseline: json.dumps of the same envelope':<44} {dumped * 1e6:9.2f} us")
    lines.append(
        f"  {'build and serialise one envelope':<44} {built * 1e6:9.2f} us  {built / dumped:6.2f} x json.dumps"
    )
    return {"build": build, "bare": bare}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[1000, 10000])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-corpus", action="store_true")
    args = parser.parse_args()
    gc.collect()
    lines = Lines()
    lines.append("errgen benchmark (medians; ratios are to the baseline measured in the same run)")
    python_pass = median_of(args.runs, process(sys.executable, "-c", "pass"))
    help_time = median_of(args.runs, process(str(ERRGEN), "--help"))
    lines.append(report_line("baseline: python -c pass", python_pass))
    lines.append(report_line("errgen --help", help_time, python_pass, "python -c pass"))
    with tempfile.TemporaryDirectory() as temp:
        work = Path(temp)
        results = {}
        for size in args.sizes:
            results[size] = bench_catalogue(synthetic(size, work), work, args.runs, lines)
        if not args.no_corpus:
            for source in sorted(CORPUS.glob("*.yaml")):
                bench_catalogue(source, work, args.runs, lines)
    if 1000 in results and 10000 in results:
        growth = results[10000]["build"] / results[1000]["build"]
        lines.append(f"\ngrowth: build of 10,000 errors is {growth:.1f} x the build of 1,000")


if __name__ == "__main__":
    main()
