"""No file the repository tracks keeps a merge's conflict markers: a README committed with
`<<<<<<< HEAD` in it renders the markers on the docs site and reads as two versions at once."""

from __future__ import annotations

import re
import subprocess

from tests.conftest import ROOT

MARKER = re.compile(rb"^(?:<{7} |>{7} |={7}$)", re.MULTILINE)


def test_no_tracked_file_keeps_conflict_markers() -> None:
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout
    found = []
    for name in filter(None, listed.split(b"\0")):
        path = ROOT / name.decode()
        if not path.is_file() or path.stat().st_size > 2_000_000:
            continue
        data = path.read_bytes()
        if b"\0" not in data[:4096] and MARKER.search(data):
            found.append(name.decode())
    assert found == []
