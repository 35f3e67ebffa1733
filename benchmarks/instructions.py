"""errgen's cost counted in instructions, not seconds: the figures of issue 32 that a loaded
machine cannot blur.

    python -m benchmarks.instructions                     # MongoDB, this tree and the previous release
    python -m benchmarks.instructions tests/corpus/postgresql.yaml --no-previous
    python -m benchmarks.instructions --keep DIR          # keep each callgrind.out for callgrind_annotate

Each process of `make bench` (a bare CSafeLoader load, the stack's floor, a cold build of every
default target, `build --check`, a cache hit) runs once under `valgrind --tool=callgrind`, in
the same install-like environment as the bench, and its instruction count (Ir) is printed with
the ratios of issue 32's goals. Ir counts are deterministic to about 1 % (PYTHONHASHSEED is
fixed here), whatever else the machine runs; wall time under load is not. They weigh CPU work
only: a process's waits on the disk and its page faults are not in them, so confirm a ratio
with `python -m benchmarks.bench` on a quiet machine.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from benchmarks import bench
from benchmarks.bench import CORPUS, ENV, _floor, installed_like, previous_release

COLLECTED = re.compile(r"Collected : (\d+)")


def environment(work: Path) -> dict[str, str]:
    """The bench's environment with a fixed hash seed and a template cache of this run's own
    (another errgen on the machine would otherwise compile into the same one meanwhile)."""
    return {**ENV, "PYTHONHASHSEED": "0", "XDG_CACHE_HOME": str(work / "cache")}


def instructions(argv: list[str], cwd: Path, keep: Path | None, name: str) -> int:
    """The instructions one run of `argv` executes (valgrind's Ir count, every process)."""
    out = str(keep / f"callgrind.out.{name}") if keep else os.devnull
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *argv],
        cwd=cwd,
        env=environment(cwd),
        capture_output=True,
        text=True,
    )
    found = COLLECTED.findall(done.stderr)
    if done.returncode != 0 or not found:
        raise SystemExit(f"{name}: exit {done.returncode}\n{done.stderr[-2000:]}")
    return int(found[-1])


def count(source: Path, work: Path, previous: bool, keep: Path | None) -> dict[str, int]:
    """The Ir count of each process of issue 32's goals, at the catalogue `source`."""
    from errgen.targets import DEFAULT_TARGETS

    python = bench.PYTHON
    errgen = [*python, "-c", "from errgen.cli import run; run()"]
    out = work / "out"
    targets = [arg for name in DEFAULT_TARGETS for arg in ("--target", name)]
    build = [*errgen, "build", str(source), "--out", str(out), *targets]
    load = f"yaml.load(open({str(source)!r}, 'rb'), Loader=yaml.CSafeLoader)"
    runs: dict[str, list[str]] = {
        "bare load": [*python, "-c", f"import yaml; {load}"],
        "stack floor": [*python, "-c", _floor(source)],
        "build --no-cache": [*build, "--no-cache"],
        "build --check": [*build, "--check"],
        "cache hit": build,
    }
    if previous:
        before = [*bench.PREVIOUS, "build", str(source), "--out", str(work / "previous")]
        now = [*errgen, "build", str(source), "--out", str(work / "same")]
        them = [arg for name in bench.PREVIOUS_TARGETS for arg in ("--target", name)]
        runs |= {
            "same targets: build --no-cache": [*now, *them, "--no-cache"],
            "same targets: build --check": [*now, *them, "--check"],
            "previous: build --no-cache": [*before, *them, "--no-cache"],
            "previous: build --check": [*before, *them, "--check"],
            "typer + pydantic imported": [*python, "-c", "import typer, pydantic"],
            "python -c pass": [*python, "-c", "pass"],
        }
    for argv in runs.values():  # untimed: bytecode and the template cache written, outputs built
        subprocess.run(argv, cwd=work, env=environment(work), capture_output=True)
    return {
        name: instructions(argv, work, keep, re.sub(r"\W+", "-", name).strip("-"))
        for name, argv in runs.items()
    }


def report(source: Path, counts: dict[str, int]) -> list[str]:
    bare, floor = counts["bare load"], counts["stack floor"]
    build, check = counts["build --no-cache"], counts["build --check"]

    def line(label: str, ir: int, ratio: str = "") -> str:
        return f"  {label:<44} {ir / 1e6:9.1f} M Ir  {ratio}"

    lines = [f"{source.name}: instructions (valgrind --tool=callgrind, Ir)"]
    lines += [line(name, ir) for name, ir in counts.items()]
    lines.append(
        line(
            "errgen's own cost: build - floor",
            build - floor,
            f"{(build - floor) / bare:5.2f} x bare load (goal <= 1.0)",
        )
    )
    lines.append(line("build --no-cache / floor", build, f"{build / floor:5.2f} x (goal <= 1.25)"))
    lines.append(line("build --check / floor", check, f"{check / floor:5.2f} x (goal <= 1.25)"))
    hit = counts["cache hit"]
    lines.append(line("cache hit / floor", hit, f"{hit / floor:5.2f} x (goal <= 1.1)"))
    if "previous: build --check" in counts:
        stack = counts["typer + pydantic imported"] - counts["python -c pass"]
        for what in ("build --no-cache", "build --check"):
            now, before = counts[f"same targets: {what}"], counts[f"previous: {what}"]
            lines.append(
                line(
                    f"{what} / previous release's",
                    now,
                    f"{now / before:5.2f} x, {(now - stack) / (before - stack):5.2f} x"
                    " w/o typer+pydantic (goal <= 1.1)",
                )
            )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("catalogue", type=Path, nargs="?", default=CORPUS / "mongodb.yaml")
    parser.add_argument("--no-previous", action="store_true", help="Leave v0.1.0 out.")
    parser.add_argument("--keep", type=Path, help="Keep each callgrind.out file in DIR.")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed")
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as temp:
        work = Path(temp)
        bench.PYTHON[:] = installed_like(work / "installed")
        previous = not args.no_previous and previous_release(work / "previous")
        counts = count(args.catalogue.resolve(), work, previous, args.keep)
    print("\n".join(report(args.catalogue, counts)))


if __name__ == "__main__":
    main()
