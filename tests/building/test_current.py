"""Everything `make regen` (tools/regen.py) writes is current: errgen's own generated module, each
example's committed build, the golden records of every target, and the tables and validator
regen writes into errgen's package. One test, one case per record; a stale one names itself."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.conftest import ROOT, run_errgen
from tests.golden_records import GOLDEN, SOURCES, golden_outputs

# The folders whose configured build is committed (errgen's own errors module among them).
BUILT = [
    *("", "examples/guide", "examples/depot", "examples/depot-go", "examples/depot-ts"),
    *("examples/depot-rs", "examples/payments"),
]


def _build_is_current(folder: str) -> None:
    result = run_errgen("build", "--check", cwd=ROOT / folder)
    assert (
        result.code == 0
    ), f"{folder or 'errgen'}: run make regen and review the diff\n{result.err}"


def _golden_is_current(name: str) -> None:
    for file_name, data in golden_outputs(name).items():
        assert (
            GOLDEN / name / file_name
        ).read_bytes() == data, (
            f"tests/golden/{name}/{file_name} is stale: run make regen and review the diff"
        )


def _validator_is_current() -> None:
    from tools.regen import VALIDATOR, catalogue_validator_source

    def without_version(text: str) -> list[str]:
        return [line for line in text.splitlines() if not line.startswith("VERSION = ")]

    assert without_version(VALIDATOR.read_text("utf-8")) == without_version(
        catalogue_validator_source()
    ), "the catalogue schema changed: run make regen"


def _invisible_ranges_are_current() -> None:
    from tests.invisible_data import DATA, data_source

    assert (
        DATA.read_text("utf-8") == data_source()
    ), "generator/errgen/invisible.py is stale: run make regen and review the diff"


def _escaped_code_points_are_current() -> None:
    from errgen.targets import cleaning

    from tools.unsafe_ranges import ranges_document

    committed = (ROOT / "generator" / "errgen" / cleaning.RANGES_FILE).read_text("utf-8")
    assert committed == ranges_document(), "run make regen and review the diff"


RECORDS: dict[str, Callable[[], None]] = {
    **{f"build:{folder or 'errgen'}": (lambda f=folder: _build_is_current(f)) for folder in BUILT},
    **{f"golden:{name}": (lambda n=name: _golden_is_current(n)) for name in SOURCES},
    "catalogue_validator.py": _validator_is_current,
    "invisible.py": _invisible_ranges_are_current,
    "unsafe_codepoints.json": _escaped_code_points_are_current,
}


@pytest.mark.parametrize("record", list(RECORDS))
def test_what_make_regen_writes_is_current(record: str) -> None:
    RECORDS[record]()
