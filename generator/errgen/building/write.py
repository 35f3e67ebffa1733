"""Writing generated files: atomically, and only when their bytes change."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

TEMP_SUFFIX = ".errgen-tmp"


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
        mode: int | None = path.stat().st_mode & 0o777
    except FileNotFoundError:
        mode = None  # a new file: created 0o666, the kernel applies the process's umask
    fd, temp = _create_beside(path)
    try:
        # No fsync (as black and ruff): the rename is what keeps a killed build or a reader from
        # seeing half a file; a power cut can only cost derived files, which the build cache
        # re-verifies by digest and rebuilds. fsync cost 20-100 ms a build here.
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        if mode is not None:
            os.chmod(temp, mode)
    except BaseException:
        discard(temp)
        raise
    return temp


def _create_beside(path: Path) -> tuple[int, Path]:
    """A new file of a name no other build uses, in `path`'s folder, opened for writing."""
    for _ in range(100):
        temp = path.parent / f".{path.name}.{os.urandom(6).hex()}{TEMP_SUFFIX}"
        try:
            return os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666), temp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")


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


def publish_together(staged: dict[Path, Path]) -> None:
    """Put every staged file in place (path -> its staged temp), or none: when one cannot be
    renamed into place, those already renamed get their old bytes back (a new one is removed)
    before the error goes on, so a build never leaves some outputs new and some old. The staged
    files are consumed either way."""
    backups: dict[Path, Path | None] = {}  # path -> a link to its old bytes; None: it was new
    published: list[Path] = []
    try:
        for path in staged:
            backups[path] = _backup(path)
        for path, temp in staged.items():
            os.replace(temp, path)
            published.append(path)
    except BaseException:
        for path in reversed(published):
            with contextlib.suppress(OSError):
                backup = backups.pop(path, None)
                if backup is None:
                    os.unlink(path)
                else:
                    os.replace(backup, path)
        raise
    finally:
        for temp in staged.values():
            discard(temp)  # those not renamed into place
        for backup in backups.values():
            if backup is not None:
                discard(backup)


def _backup(path: Path) -> Path | None:
    """A second name for `path`'s current bytes, beside it (a hard link, else a copy); None
    when there is no file there yet."""
    if not path.is_file():
        return None
    for _ in range(100):
        temp = path.parent / f".{path.name}.{os.urandom(6).hex()}{TEMP_SUFFIX}"
        try:
            os.link(path, temp)
        except FileExistsError:
            continue
        except OSError:  # a file system without hard links: a copy
            return stage(path, path.read_bytes())
        return temp
    raise FileExistsError(f"no free temporary name beside {path}")


def write_atomic(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so that a reader, or a crash, sees the old file or the new one."""
    publish(stage(path, data), path)
