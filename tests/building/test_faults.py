"""Faults mid-build: killed builds, full disks and hostile inputs leave nothing half-written."""

from __future__ import annotations

import errno
import io
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import CASES, CORPUS, ERRGEN, GUIDE, linux_only, run_errgen

pytestmark = pytest.mark.slow  # kills builds mid-write

TARGETS = [
    arg
    for t in ("python", "exit-codes", "jsonschema", "markdown", "catalog-json")
    for arg in ("--target", t)
]


def synthetic(path: Path, size: int, replace: tuple[str, str] | None = None) -> Path:
    text = subprocess.run(
        [sys.executable, str(CORPUS / "synthetic.py"), str(size)],
        capture_output=True,
        check=True,
        text=True,
    ).stdout
    if replace:
        text = text.replace(*replace)
    path.write_text(text)
    return path


def build(catalogue: Path, out: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [str(ERRGEN), "build", str(catalogue), "--out", str(out), "--no-cache", *TARGETS],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


@linux_only
def test_a_killed_build_leaves_old_or_new_files_never_torn(tmp_path: Path) -> None:
    old = synthetic(tmp_path / "old.yaml", 3000)
    new = synthetic(tmp_path / "new.yaml", 3000, ("failed for", "broke for"))
    expected: dict[str, set[bytes]] = {}
    for source in (old, new):
        reference = tmp_path / f"ref-{source.stem}"
        assert build(source, reference).wait(timeout=300) == 0
        for path in reference.iterdir():
            expected.setdefault(path.name, set()).add(path.read_bytes())
    assert {n for n, v in expected.items() if len(v) == 2} >= {
        "errors.py",
        "errors.md",
        "catalog.json",
    }
    out = tmp_path / "out"
    assert build(old, out).wait(timeout=300) == 0
    started = time.perf_counter()
    assert build(new, tmp_path / "timing").wait(timeout=300) == 0
    duration = time.perf_counter() - started
    rng = random.Random(7)
    kills = 0
    for _ in range(8):
        process = build(new, out)
        time.sleep(rng.uniform(0.05, duration))
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            kills += 1
        process.wait(timeout=60)
        for name, versions in expected.items():
            assert (out / name).read_bytes() in versions, f"{name} is torn or missing"
        # the next build starts from the old files again (their bytes, as a build of `old`
        # writes them; a leftover temporary file of the killed build stays for it to meet)
        for path in (tmp_path / "ref-old").iterdir():
            shutil.copyfile(path, out / path.name)
    assert kills >= 4, "the builds finished before they could be killed: the test proved nothing"
    assert build(new, out).wait(timeout=300) == 0
    assert not list(out.glob(".*.errgen-tmp")), "leftover temporary files are cleaned"
    for name, versions in expected.items():
        assert (out / name).read_bytes() in versions


def test_a_full_disk_is_a_clean_error_and_other_outputs_stay_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import errgen.building.write

    (tmp_path / "errors.yaml").write_bytes(GUIDE.read_bytes())
    assert run_errgen("build", "--out", "gen", "--no-cache", cwd=tmp_path).code == 0
    before = {p.name: p.read_bytes() for p in (tmp_path / "gen").iterdir()}
    (tmp_path / "errors.yaml").write_text(
        GUIDE.read_text().replace("Too many requests", "Slow down")
    )
    writes = {"count": 0}
    real_fdopen = os.fdopen

    class FullDisk(io.BufferedWriter):
        def write(self, data: object) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

    def fdopen(fd: int, mode: str = "r") -> object:
        writes["count"] += 1
        if writes["count"] == 2:  # the second file finds the disk full
            return FullDisk(io.FileIO(fd, "wb"))
        return real_fdopen(fd, mode)

    monkeypatch.setattr(errgen.building.write.os, "fdopen", fdopen)
    result = run_errgen("build", "--out", "gen", "--no-cache", "--json", cwd=tmp_path)
    assert result.code == 6
    error = result.envelope()["error"]
    assert error["code"] == "OUTPUT_UNWRITABLE" and "No space left" in error["message"]
    after = {p.name: p.read_bytes() for p in (tmp_path / "gen").iterdir()}
    assert set(after) == set(before), "no temporary file is left behind"
    changed = [name for name in after if after[name] != before[name]]
    assert changed == [], "all or nothing: the outputs are staged, then renamed into place"


def peak_child_memory(*args: str, cwd: Path) -> tuple[int, float, int]:
    """(exit code, seconds, peak resident KiB) of errgen in a child process."""
    # VmHWM is this process's own peak; ru_maxrss would carry the parent's over fork and exec
    code = (
        "import re, sys, time\n"
        "from errgen.cli import main\n"
        "started = time.perf_counter()\n"
        "try:\n    main(sys.argv[1:])\nexcept SystemExit as exc:\n    status = exc.code\n"
        "peak = re.search(r'VmHWM:\\s+(\\d+)', open('/proc/self/status').read()).group(1)\n"
        "print(status, time.perf_counter() - started, peak, file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, *args], cwd=cwd, capture_output=True, text=True, timeout=120
    )
    status, seconds, rss = done.stderr.strip().splitlines()[-1].split()
    return int(status), float(seconds), int(rss)


HOSTILE_FILES = {
    "50 MB scalar": lambda: b"errgen: 1\nx: '" + b"a" * 50_000_000 + b"'\n",
    "15 MB scalar": lambda: b"errgen: 1\nx: '" + b"a" * 15_000_000 + b"'\n",
    "20,000-deep nesting": lambda: b"x: " + b"[" * 20_000 + b"]" * 20_000 + b"\n",
    "billion laughs": lambda: (CASES_BAD / "yaml_billion_laughs.yaml").read_bytes(),
    "binary file": lambda: bytes(range(256)) * 1000,
    "NUL bytes": lambda: b"errgen: 1\x00\x00\ntool: {name: tool}\n",
    "200,000 aliases": lambda: b"a: &a x\nb: [" + b"*a, " * 200_000 + b"*a]\n",
}
CASES_BAD = CASES / "bad"


@linux_only
@pytest.mark.parametrize("name", list(HOSTILE_FILES))
def test_hostile_files_are_refused_quickly_in_bounded_memory(tmp_path: Path, name: str) -> None:
    (tmp_path / "hostile.yaml").write_bytes(HOSTILE_FILES[name]())
    status, seconds, rss = peak_child_memory("validate", "hostile.yaml", cwd=tmp_path)
    assert status == 2
    assert seconds < 5
    assert rss < 250 * 1024, f"peak memory {rss} KiB"


@linux_only
@pytest.mark.parametrize(
    ("setup", "code"),
    [("missing", 3), ("directory", 3), ("empty", 2), ("unreadable", 6)],
)
def test_unusable_catalogue_paths(tmp_path: Path, setup: str, code: int) -> None:
    target = tmp_path / "errors.yaml"
    if setup == "directory":
        target.mkdir()
    elif setup == "empty":
        target.write_bytes(b"")
    elif setup == "unreadable":
        if os.geteuid() == 0:
            pytest.skip("root reads anything")
        target.write_bytes(GUIDE.read_bytes())
        target.chmod(0)
    result = run_errgen("validate", "errors.yaml", "--json", cwd=tmp_path)
    assert result.code == code
    assert "Traceback" not in result.out + result.err
