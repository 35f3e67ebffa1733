"""`errgen contract --record` twice gives the same files (issue 35): a recorded page does not
churn with a duration, a clock reading or the sandbox's folder."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from errgen.contract.report import stable

from tests.conftest import run_errgen
from tests.contract.test_contract import depot_copy


def test_a_line_is_recorded_without_what_differs_between_runs() -> None:
    line = (
        '{"data": {"expires_at": 1796409574, "ms": 1796409574123, "n": 42}, "message": "at '
        '2026-12-04T17:38:33Z in /tmp/errgen-contract-x1/store", "meta": {"duration_ms": 312}}'
    )
    assert stable(line, "/tmp/errgen-contract-x1") == (
        '{"data": {"expires_at": "<time>", "ms": "<time>", "n": 42}, "message": "at '
        '<time> in <sandbox>/store", "meta": {"duration_ms": 0}}'
    )


# depot's lock holder is the process of `depot simulate lock`: its id is a value of a recording
# errgen cannot know (the lock is held for one call, so the reissues are the same every run)
_HOLDER = re.compile(r'("holder": |"pid": |by process )[0-9]+')


@pytest.mark.slow
def test_recording_depots_contract_twice_gives_the_same_files(tmp_path: Path) -> None:
    folder = depot_copy(tmp_path / "depot")
    for name in ("one", "two"):
        done = run_errgen("contract", "-j", "2", "--record", str(tmp_path / name), cwd=folder)
        assert done.code == 0, done.out + done.err
    one, two = sorted((tmp_path / "one").iterdir()), sorted((tmp_path / "two").iterdir())
    assert [p.name for p in one] == [p.name for p in two] and len(one) == 6
    for first, second in zip(one, two, strict=True):
        a, b = first.read_text("utf-8"), second.read_text("utf-8")
        assert "errgen-contract-" not in a and '"duration_ms": 0' in a
        if first.name == "STORE_LOCKED.txt":
            assert "(attempt 2 of 20)" in a and "(attempt 3 " not in a  # one reissue, its success
            a, b = (_HOLDER.sub(r"\g<1>N", t) for t in (a, b))
        assert a == b, first.name
