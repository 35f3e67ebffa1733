"""Issue 13's include cases: a bounded read of regular files only, and a file that is not an
errgen catalogue is one diagnostic at the include that shows nothing of what it holds."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from errgen.catalogue.files import MAX_FILE_BYTES
from errgen.cli.terminal import render_diagnostic
from errgen.validation import Report, check_bytes

from tests.conftest import write

SECRETS = ("SECRET_TOKEN", "DB_PASSWORD", "hunter2", "root:x:0:0")


def including(tmp_path: Path, entry: str, *, within: float = 20.0) -> Report:
    """The report on a catalogue in `tmp_path` that includes `entry`, checked in a thread that
    must finish `within` seconds (a read that never ends fails the test, not the run)."""
    root = write(
        tmp_path / "errors.yaml",
        f'errgen: 1\ninclude: ["{entry}"]\ntool: {{name: tool}}\nerrors: {{}}\n',
    )
    found: list[Report] = []
    worker = threading.Thread(
        target=lambda: found.append(check_bytes(root.read_bytes(), "errors.yaml", file=root)),
        daemon=True,
    )
    worker.start()
    worker.join(within)
    assert not worker.is_alive(), f"including {entry} did not finish in {within} s"
    return found[0]


def the_one_diagnostic(report: Report) -> tuple[str, str]:
    assert len(report.diagnostics) == 1, [render_diagnostic(d) for d in report.diagnostics]
    (diagnostic,) = report.diagnostics
    assert diagnostic.file == "errors.yaml" and diagnostic.line == 2
    shown = render_diagnostic(diagnostic)
    assert not [secret for secret in SECRETS if secret in shown], shown
    return diagnostic.rule, diagnostic.message


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_device_is_refused_without_reading_it(device: str, tmp_path: Path) -> None:
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    report = including(tmp_path, os.path.relpath(device, tmp_path))
    rule, message = the_one_diagnostic(report)
    assert rule == "include-not-found" and "not a regular file" in message


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.yaml")
    rule, message = the_one_diagnostic(including(tmp_path, "pipe.yaml"))
    assert rule == "include-not-found" and "not a regular file" in message


def test_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "shared").mkdir()
    rule, _ = the_one_diagnostic(including(tmp_path, "shared"))
    assert rule == "include-not-found"


def test_a_file_past_the_size_bound_is_read_no_further(tmp_path: Path) -> None:
    with (tmp_path / "huge.yaml").open("wb") as handle:
        handle.write(b"errgen: 1\n")
        handle.truncate(4 * MAX_FILE_BYTES)  # sparse: costs no disk
    report = including(tmp_path, "huge.yaml")
    assert [d.rule for d in report.diagnostics] == ["yaml-too-large"]
    assert all(len(data) <= MAX_FILE_BYTES + 1 for _, data in report.included)


NOT_CATALOGUES = {
    "passwd": "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n",
    "list": "- SECRET_TOKEN\n- DB_PASSWORD\n",
    "settings": "SECRET_TOKEN: hunter2\nDB_PASSWORD: hunter2\n",
    "duplicate keys": "SECRET_TOKEN: a\nSECRET_TOKEN: hunter2\n",
    "yaml 1.1 boolean": "SECRET_TOKEN: yes\n",
    "broken yaml": "SECRET_TOKEN: [hunter2\n",
    "scalar": "hunter2\n",
    "errors without errgen": "tool: {name: SECRET_TOKEN}\nerrors: {DB_PASSWORD: hunter2}\n",
}


@pytest.mark.parametrize("case", list(NOT_CATALOGUES))
def test_a_file_that_is_not_a_catalogue_is_one_diagnostic_that_echoes_nothing(
    case: str, tmp_path: Path
) -> None:
    write(tmp_path / "other.yaml", NOT_CATALOGUES[case])
    rule, _ = the_one_diagnostic(including(tmp_path, "other.yaml"))
    assert rule == "include-not-catalogue"


def test_etc_passwd_is_not_a_catalogue(tmp_path: Path) -> None:
    if not os.path.isfile("/etc/passwd"):
        pytest.skip("no /etc/passwd")
    report = including(tmp_path, os.path.relpath("/etc/passwd", tmp_path))
    rule, _ = the_one_diagnostic(report)
    assert rule == "include-not-catalogue"


def test_a_broken_catalogue_still_says_where_it_breaks(tmp_path: Path) -> None:
    write(
        tmp_path / "shared.yaml",
        "errgen: 1\nerrors:\n  A: {message: x, retryable: yes, exit: FAILURE}\n",
    )
    report = including(tmp_path, "shared.yaml")
    assert [(Path(d.file).name, d.rule) for d in report.diagnostics] == [
        ("shared.yaml", "yaml-boolean")
    ]
    write(tmp_path / "shared.yaml", "errgen: 1\nerrors: {A: [\n")
    report = including(tmp_path, "shared.yaml")
    assert ("shared.yaml", "yaml-syntax") in {
        (Path(d.file).name, d.rule) for d in report.diagnostics
    }
