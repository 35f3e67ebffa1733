"""errgen installs beside a project that pins its own black: black is no run-time requirement
(errgen's own outputs are laid out by construction), the `black` extra that formats a user's own
Python template takes the range of releases whose layout is identical (measured: 24.1.0 to
26.10.1, every release; every 23.x differs), and the tests pin one release as the oracle."""

from __future__ import annotations

import tomllib

from packaging.requirements import Requirement

from tests.conftest import ROOT


def _requirements(key: str) -> dict[str, Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    listed = project["dependencies"] if key == "run" else project["optional-dependencies"][key]
    return {r.name: r for r in map(Requirement, listed)}


def test_black_is_an_extra_with_a_range_and_pinned_for_the_tests() -> None:
    # a team pinned to black 23.12.1 installs errgen: nothing at run time asks for black
    assert "black" not in _requirements("run")
    black = _requirements("black")["black"].specifier
    for version in ("24.1.0", "24.8.0", "25.1.0", "26.3.1", "26.10.1"):
        assert black.contains(version), version
    for version in ("23.12.1", "27.1.0"):
        assert not black.contains(version), version
    # the tests' oracle: one release, pinned where make installs the test tools, not in the
    # package's metadata (a project's own black may be any release of the range)
    pins = (ROOT / "tests" / "constraints.txt").read_text().splitlines()
    assert "black==26.10.1" in pins
    assert _requirements("test")["black"].specifier == black


def test_fastjsonschema_is_a_tool_of_make_regen_not_of_a_run() -> None:
    # the catalogue validator is shipped compiled (validation/catalogue_validator.py)
    assert "fastjsonschema" not in _requirements("run")
    assert "fastjsonschema" in _requirements("test")
    shipped = (ROOT / "generator" / "errgen" / "validation" / "catalogue_validator.py").read_text()
    assert "import fastjsonschema" not in shipped and "from fastjsonschema" not in shipped


def test_no_run_time_requirement_is_pinned_to_one_release() -> None:
    pinned = [r for r in _requirements("run").values() if any(s.operator == "==" for s in r.specifier)]
    assert pinned == []
