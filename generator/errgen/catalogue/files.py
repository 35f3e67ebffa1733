"""The bounds of a catalogue file, past which errgen refuses to read further, the one
way a catalogue file is read, and whose a file that decides what errgen writes may be.

Apart from the loader, so that reading a file (and a cache hit) need not import YAML.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 16
MAX_SCALAR_CHARS = 64 * 1024
MAX_ALIAS_REPORTS = 10  # every alias is refused; past this many, the first ones make the point


def read_file(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """A regular file's bytes, at most one past the size bound `limit` (so the loader can say
    it is too large); OSError for anything else, a FIFO or a device included, without waiting
    on it."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    with os.fdopen(os.open(path, flags), "rb") as handle:
        mode = os.fstat(handle.fileno()).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, "it is a directory", str(path))
        if not stat.S_ISREG(mode):
            raise OSError(errno.EINVAL, "it is not a regular file", str(path))
        return handle.read(limit + 1)


def foreign_hand(path: Path) -> str | None:
    """Why a file or folder that decides what errgen writes (a configuration, a template) is not
    the user's alone, as a phrase ("is owned by another user (uid 5)"), or None when only the
    user (or root) owns it and no one else may write it."""
    getuid = getattr(os, "getuid", None)
    if getuid is None:  # Windows: its ACLs are not read here
        return None
    info = path.stat()  # a link is judged by what it leads to: that is what is read
    if info.st_uid not in (getuid(), 0):
        return f"is owned by another user (uid {info.st_uid})"
    if info.st_mode & 0o022:
        return "may be written by other users"
    return None
