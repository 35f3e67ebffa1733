"""A plain, non-editable install carries everything errgen reads at run time."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.conftest import GUIDE, ROOT

pytestmark = pytest.mark.slow  # builds a wheel


def test_wheel_ships_templates_schema_rules_and_own_catalogue(tmp_path: Path) -> None:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--quiet",
            "-w",
            str(tmp_path),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    [wheel] = tmp_path.glob("errgen-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for required in (
        "errgen/templates/errors.py.jinja",
        "errgen/catalog/errgen.yaml",
        "errgen/catalogue.schema.json",
        "errgen/validation/rules.yaml",
        "errgen/generated/errors.py",
        "errgen/py.typed",
    ):
        assert required in names
    unpacked = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(unpacked)
    script = (
        "import errgen, sys\n"
        f"assert errgen.__file__.startswith({str(unpacked)!r}), errgen.__file__\n"
        "from errgen.cli import main\n"
        f"main(['build', {str(GUIDE)!r}, '--out', {str(tmp_path / 'out')!r}])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        env={"PYTHONPATH": str(unpacked), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out" / "errors.py").read_bytes() == (
        ROOT / "tests" / "golden" / "guide" / "errors.py"
    ).read_bytes()
