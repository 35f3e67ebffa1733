"""`make dist`, as a publisher and a user meet it: the sdist and the wheel built in isolation,
their metadata valid as pip reads it, every file errgen reads at run time in the wheel, and the
wheel installed into a fresh virtual environment building the guide byte for byte."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools import dist

pytestmark = pytest.mark.slow  # builds both archives and installs the wheel with its dependencies


def test_make_dist_builds_checks_installs_and_builds(tmp_path: Path) -> None:
    sdist, wheel = dist.build(tmp_path / "dist")
    dist.check_archives(sdist, wheel)
    dist.check_install(wheel, tmp_path / "installed")
