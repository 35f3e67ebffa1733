"""Writing generated files: atomically, and only when their bytes change."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

TEMP_SUFFIX = ".errgen-tmp"


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def is_current(path: Path, data: bytes) -> bool:
    """True when `path` already holds exactly `data`."""
    try:
        return path.stat().st_size == len(data) and path.read_bytes() == data
    except (FileNotFoundError, NotADirectoryError):
        return False


def stage(path: Path, data: bytes) -> Path:
    """A temporary file beside `path` holding `data`, with `path`'s mode: `publish` it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = path.stat().st_mode & 0o777
    except FileNotFoundError:
        mode = 0o666 & ~_umask()
    fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    temp = Path(name)
    try:
        # No fsync (as black and ruff): the rename is what keeps a killed build or a reader from
        # seeing half a file; a power cut can only cost derived files, which the build cache
        # re-verifies by digest and rebuilds. fsync cost 20-100 ms a build here.
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.chmod(temp, mode)
    except BaseException:
        discard(temp)
        raise
    return temp


def publish(temp: Path, path: Path) -> None:
    """Replace `path` with the staged `temp` in one step."""
    try:
        os.replace(temp, path)
    except BaseException:
        discard(temp)
        raise


def discard(temp: Path) -> None:
    with contextlib.suppress(OSError):
        os.unlink(temp)


def write_atomic(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so that a reader, or a crash, sees the old file or the new one."""
    publish(stage(path, data), path)


def remove_leftovers(folder: Path) -> None:
    """Delete temporary files an interrupted build left in `folder`."""
    with contextlib.suppress(OSError):
        for leftover in folder.glob(f".*{TEMP_SUFFIX}"):
            with contextlib.suppress(OSError):
                leftover.unlink()
