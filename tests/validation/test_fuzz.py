"""A short, bounded run of the coverage-guided fuzzer (make fuzz runs it for ten minutes)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import CASES, GUIDE, TESTS

pytestmark = pytest.mark.slow  # the fuzzer

FUZZER = TESTS / "fuzz" / "fuzz_validate.py"


def seed_corpus(folder: Path) -> Path:
    """A copy of the bad catalogues and the guide: libFuzzer adds what it finds to this folder."""
    folder.mkdir()
    for path in [*sorted((CASES / "bad").glob("*.yaml")), GUIDE, CASES / "hostile.yaml"]:
        shutil.copy(path, folder / path.name)
    return folder


def test_fuzzing_load_and_validate_finds_no_crash(tmp_path: Path) -> None:
    pytest.importorskip("atheris")
    corpus = seed_corpus(tmp_path / "corpus")
    done = subprocess.run(
        [
            sys.executable,
            str(FUZZER),
            str(corpus),
            "-runs=4000",
            "-max_len=4096",
            "-rss_limit_mb=1024",
            f"-artifact_prefix={tmp_path}/",
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    # libFuzzer may finish a few runs past the count it was given ("Done 4038 runs")
    ran = re.search(r"Done (\d+) runs", done.stderr)
    assert ran is not None and int(ran.group(1)) >= 4000, done.stderr[-3000:]
    assert not list(tmp_path.glob("crash-*"))
