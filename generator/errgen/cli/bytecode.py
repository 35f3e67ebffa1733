"""errgen's own templates compiled once per user, as black caches its work in the user's cache
folder: compiling them costs about as much as the rest of a build of a real catalogue.

Only the console script uses it (errgen.cli.run, through errgen.package.TEMPLATE_CACHE, when the
first template is compiled: a run that renders nothing imports neither this module nor Jinja);
a library call compiles the templates in its own process and reads no cache. An entry is unpickled only from a folder and a file that the
user running errgen owns and that no one else can write: a cache another user can write would
run their code in this process.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

import jinja2

from errgen.building.write import write_atomic
from errgen.package import package_file


def _owned_privately(path: Path) -> bool:
    """Whether `path` belongs to this user and no group or other user may write it."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    owner = info.st_uid == os.getuid() if hasattr(os, "getuid") else True
    return owner and not stat.S_ISLNK(info.st_mode) and not info.st_mode & 0o022


class TemplateCache(jinja2.BytecodeCache):
    """Jinja checks each entry against the template's source and its own version; a folder
    that cannot be written only costs the compile, and one that is not the user's own is never
    read. Each install of errgen keeps entries of its own (keyed by the folder its templates
    are in): two installs with different templates of one name would otherwise replace each
    other's entry, and every run after the other's would compile again."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.templates = str(package_file("", "errgen.templates"))

    def get_cache_key(self, name: str, filename: str | None = None) -> str:
        return super().get_cache_key(name, filename or self.templates)

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        path = self.folder / bucket.key
        if not (_owned_privately(self.folder) and _owned_privately(path)):
            return
        try:
            with path.open("rb") as handle:
                bucket.load_bytecode(handle)
        except Exception:  # unreadable or damaged: compiled again, and rewritten
            bucket.reset()

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        with contextlib.suppress(OSError):
            self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            if _owned_privately(self.folder):
                write_atomic(self.folder / bucket.key, bucket.bytecode_to_string())


def template_cache() -> TemplateCache:
    """The cache of errgen's templates for this user, in `$XDG_CACHE_HOME/errgen/templates`."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return TemplateCache(Path(base) / "errgen" / "templates")
