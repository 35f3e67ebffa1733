"""The two sides of `errgen diff`: each catalogue read from a file or a git revision and
resolved, then compared; the breaking changes are meant when the catalogue's major version
went up (semantic versioning)."""

from __future__ import annotations

import os
import re
import subprocess
from dataclasses import dataclass
from dataclasses import field as default
from pathlib import Path

import errgen.generated.errors as errors
from errgen.diff import Change, diff_catalogues
from errgen.model import Catalogue


class GitReader:
    """Reads files as they are in a git revision: `REV:path` names a catalogue there."""

    def __init__(self, revision: str, cwd: Path) -> None:
        self.revision = revision
        self.cwd = cwd

    def object_name(self, path: Path) -> str:
        """git's name of the file `path` in the revision (`REV:./path`); FileNotFoundError for a
        path outside the repository or one git cannot name."""
        try:
            relative = path if not path.is_absolute() else path.relative_to(self.cwd)
        except ValueError:
            raise FileNotFoundError(2, "not in the repository", str(path)) from None
        if "\x00" in str(relative):
            raise FileNotFoundError(2, "a path with a NUL character", str(path))
        return f"{self.revision}:./{relative.as_posix()}"

    def __call__(self, path: Path) -> bytes:
        """The file's bytes in the revision, at most one past the catalogue's size bound (as
        read_file reads a file: a 400 MB blob is not read whole)."""
        from errgen.catalogue.files import MAX_FILE_BYTES

        with subprocess.Popen(
            # a revision is never an option, whatever its name (a tag `--output=x`)
            ["git", "show", "--end-of-options", self.object_name(path)],
            cwd=self.cwd,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        ) as git:
            assert git.stdout is not None and git.stderr is not None
            data = git.stdout.read(MAX_FILE_BYTES + 1)
            if len(data) > MAX_FILE_BYTES:
                git.kill()  # the loader says it is too large; the rest is not worth reading
                return data
            stderr = git.stderr.read(64 * 1024)
            code = git.wait()
        if code != 0:
            message = stderr.decode("utf-8", "replace").strip().splitlines()
            raise FileNotFoundError(
                2, message[-1] if message else "not in that revision", str(path)
            )
        return data


@dataclass(frozen=True, slots=True)
class Version:
    """One side of a diff: the resolved catalogue, and its own `version` if it has one."""

    catalogue: Catalogue
    version: str | None


@dataclass(frozen=True, slots=True)
class Comparison:
    """Every change between two versions, and which of them fail the diff."""

    changes: list[Change]
    old_version: str | None = None
    new_version: str | None = None
    breaking: list[Change] = default(default_factory=list)
    intended: bool = False  # a new major version says the breaking changes are meant

    @property
    def failing(self) -> list[Change]:
        return [] if self.intended else self.breaking

    def summary(self) -> str:
        compatible = len(self.changes) - len(self.breaking)
        meant = f" (intended: version {self.old_version} -> {self.new_version})" * self.intended
        return f"{len(self.breaking)} breaking{meant}, {compatible} compatible change(s)"

    def to_data(self) -> dict[str, object]:
        return {
            "changes": [change.to_dict() for change in self.changes],
            "breaking": len(self.breaking),
            "compatible": len(self.changes) - len(self.breaking),
            "versions": {"old": self.old_version, "new": self.new_version},
            "intended": self.intended,
        }


def compare(old: str, new: str, cwd: Path) -> Comparison:
    """The changes from the catalogue `old` names to the one `new` names (files, or `REV:path`
    in git); breaking ones are intended when the major version went up."""
    before, after = read_version(old, cwd), read_version(new, cwd)
    changes = diff_catalogues(before.catalogue, after.catalogue)
    breaking = [change for change in changes if change.breaking]
    intended = bool(breaking) and _major(after.version) > _major(before.version) >= 0
    return Comparison(changes, before.version, after.version, breaking, intended)


def _major(version: str | None) -> int:
    """The major number of a MAJOR.MINOR[.PATCH] version; -1 without one."""
    match = re.fullmatch(r"([0-9]+)(\.[0-9]+){1,2}", version or "")
    return int(match.group(1)) if match else -1


def read_version(spec: str, cwd: Path) -> Version:
    """The resolved catalogue a spec names: a file, or `REV:path` in the git repository at
    `cwd`; `Rejected` when it fails validation."""
    from errgen.building import Rejected
    from errgen.catalogue.files import read_file
    from errgen.catalogue.include import Reader
    from errgen.validation import check_bytes

    if spec.startswith("-"):  # git would take it for an option
        raise errors.CatalogNotFoundError(path=spec)
    path = Path(spec)
    read: Reader = read_file
    revision, _, name = spec.partition(":")
    exists = os.path.exists(spec)  # False for a name too long, where Path.exists raises
    in_git = not exists and name and revision and not spec.startswith((".", "/"))
    if in_git:
        path, read = Path(name), GitReader(revision, cwd)
    try:
        data = read(path)
    except IsADirectoryError:
        raise errors.CatalogIsFolderError(path=spec) from None
    except FileNotFoundError:
        raise errors.CatalogNotFoundError(path=spec) from None
    except OSError as exc:
        if in_git:  # git's own failure: the revision or the path is not there
            raise errors.CatalogNotFoundError(path=spec) from None
        reason = exc.strerror or exc.__class__.__name__
        raise errors.CatalogUnreadableError(path=spec, reason=reason) from None

    def display(p: Path) -> str:
        if in_git:
            return f"{revision}:{p}"
        return str(p) if path.is_absolute() else os.path.relpath(p, cwd)

    report = check_bytes(data, spec, file=path, display=display, read=read)
    if report.failed():
        raise Rejected(report)
    version = report.data.get("version")
    return Version(report.catalogue(), version if isinstance(version, str) else None)
