"""The same catalogue gives the same bytes in any folder, hash seed and locale."""

from __future__ import annotations

import hashlib
import os
import subprocess
from pathlib import Path

from tests.conftest import ERRGEN, ROOT


def build_in(folder: Path, seed: str, locale: str) -> dict[str, str]:
    folder.mkdir(parents=True)
    source = folder / "catalogue.yaml"
    source.write_bytes((ROOT / "tests" / "cases" / "hostile.yaml").read_bytes())
    env = dict(os.environ, PYTHONHASHSEED=seed, LC_ALL=locale, LANG=locale, TZ="Pacific/Kiritimati")
    subprocess.run(
        [str(ERRGEN), "build", "catalogue.yaml", "--out", "out"],
        cwd=folder,
        env=env,
        check=True,
        capture_output=True,
    )
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted((folder / "out").iterdir())
    }


def test_identical_bytes_across_folders_seeds_and_locales(tmp_path: Path) -> None:
    first = build_in(tmp_path / "a", "0", "C")
    second = build_in(tmp_path / "deeper" / "b b", "12345", "C.UTF-8")
    third = build_in(tmp_path / "c", "random", "POSIX")
    assert first == second == third


def test_output_names_no_machine_time_path_or_version(tmp_path: Path) -> None:
    build_in(tmp_path / "x", "1", "C")
    from errgen import __version__

    for path in (tmp_path / "x" / "out").iterdir():
        text = path.read_text("utf-8")
        assert str(tmp_path) not in text and "x/out" not in text
        assert __version__ not in text
        assert os.uname().nodename not in text
