"""A catalogue's history, for the docs pages: its version tags in git, oldest first, and what
`errgen diff` says changed for each code from one tag to the next (added, class, exit code,
fix command, timing, deprecated, retired ...).

Read only when `[tool.errgen.markdown] history` names the tags (a glob such as `v*`). Outside a
git repository, without git, or with no tag that matches, the history is a `problem` that each
page states, so a build never fails for want of one. Deterministic: the tags are taken in git's
version order (`v1.9` before `v1.10`), and nothing of a commit (date, author) is read.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import TYPE_CHECKING

from errgen.building.config import Config

if TYPE_CHECKING:
    from errgen.diff.versions import GitReader
    from errgen.model import Catalogue
    from errgen.model.code_history import History

MAX_TAGS = 200  # the newest ones are read past this: a page lists what a reader can follow


def history_for(config: Config) -> History | None:
    """The history the configuration asks the markdown target for, or None when it asks none."""
    if "markdown" not in config.targets:
        return None
    pattern = config.options_for("markdown").get("history")
    return read_history(config.catalog, pattern) if pattern else None


def _git(args: list[str], cwd: Path, given: bytes = b"") -> str | None:
    """git's stdout (given `given` on its stdin), or None when git is missing or fails."""
    try:
        done = subprocess.run(
            ["git", *args],
            cwd=cwd,
            input=given,
            capture_output=True,
            timeout=60,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.decode("utf-8", "replace") if done.returncode == 0 else None


def read_history(catalog: Path, pattern: str) -> History:
    """The history of the catalogue file `catalog` across the tags that match `pattern`."""
    from errgen.diff import diff_catalogues  # a build without history imports neither
    from errgen.model.code_history import Event, History

    top = _git(["rev-parse", "--show-toplevel"], catalog.parent)
    if top is None:
        return History(problem="the catalogue is not in a git repository", pattern=pattern)
    root = Path(top.strip()).resolve()
    try:
        relative = catalog.resolve().relative_to(root)
    except ValueError:
        return History(problem="the catalogue is not in a git repository", pattern=pattern)
    listed = _git(["tag", "--list", "--sort=v:refname", "--", pattern], root) or ""
    tags = [tag for tag in listed.splitlines() if tag][-MAX_TAGS:]
    if not tags:
        return History(problem=f"no git tag matches {pattern}", pattern=pattern)
    events: dict[str, list[Event]] = {}
    replacements: dict[str, str] = {}
    previous: Catalogue | None = None
    catalogues = _Catalogues(relative, root)
    for tag in tags:
        catalogue = catalogues.at(tag)
        if catalogue is None:  # not there, or not valid, at that tag: the next one compares
            continue
        if previous is None:
            for error in catalogue.errors:
                events.setdefault(error.code, []).append(Event(tag, "added", "introduced"))
        else:
            codes = {e.code for e in previous.errors} | {e.code for e in catalogue.errors}
            codes |= set(catalogue.retired)
            for change in diff_catalogues(previous, catalogue):
                if change.code in codes:
                    detail = "introduced" if change.kind == "added" else change.detail
                    events.setdefault(change.code, []).append(Event(tag, change.kind, detail))
        for error in catalogue.errors:
            if error.replaced_by:
                replacements[error.code] = error.replaced_by
        previous = catalogue
    if previous is None:
        problem = f"no tag matching {pattern} holds a valid {relative.as_posix()}"
        return History(tuple(tags), problem=problem, pattern=pattern)
    return History(
        tuple(tags),
        {code: tuple(found) for code, found in sorted(events.items())},
        pattern=pattern,
        replacements=replacements,
    )


class _Catalogues:
    """Each tag's catalogue, validated once for each distinct set of files it is made of: a tag
    whose catalogue and includes are the blobs of one already read gets that one's result (a
    release tag per commit mostly changes no error)."""

    def __init__(self, relative: Path, root: Path) -> None:
        self.relative, self.root = relative, root
        self.files: tuple[Path, ...] = (relative,)  # what the last validation read
        self.known: dict[tuple[str, ...], Catalogue | None] = {}

    def at(self, tag: str) -> Catalogue | None:
        """The resolved catalogue at `tag`, or None when it is missing there or invalid."""
        from errgen.diff.versions import GitReader

        read = GitReader(f"refs/tags/{tag}", self.root)  # the tag, whatever its name could be
        key = self._blobs(read)
        if key is not None and key in self.known:
            return self.known[key]
        catalogue, files = _catalogue_at(tag, self.relative, read)
        if files != self.files:  # the key is of the files this validation read
            self.files = files
            key = self._blobs(read)
        if key is not None:
            self.known[key] = catalogue
        return catalogue

    def _blobs(self, read: GitReader) -> tuple[str, ...] | None:
        """Each file's path and blob id in the reader's revision, or None when one is not there
        (git cat-file takes the names on its stdin: no name is ever an option)."""
        try:
            names = [read.object_name(path) for path in self.files]
        except OSError:
            return None
        if any("\n" in name for name in names):
            return None
        listed = _git(
            ["cat-file", "--batch-check"], self.root, "".join(n + "\n" for n in names).encode()
        )
        found = [line.split() for line in (listed or "").splitlines()]
        if len(found) != len(names) or any(len(f) != 3 or f[1] != "blob" for f in found):
            return None
        return tuple(f"{path} {f[0]}" for path, f in zip(self.files, found, strict=True))


def _catalogue_at(
    tag: str, relative: Path, read: GitReader
) -> tuple[Catalogue | None, tuple[Path, ...]]:
    """The resolved catalogue at `tag` (None when it is missing there or fails validation), and
    every file read to make it."""
    from errgen.validation import check_bytes

    files: list[Path] = []

    def reading(path: Path) -> bytes:
        files.append(path)
        return read(path)

    try:
        data = reading(relative)
    except OSError:
        return None, tuple(files)

    def display(path: Path) -> str:
        return f"{tag}:{path.as_posix()}"

    report = check_bytes(data, display(relative), file=relative, display=display, read=reading)
    return (None if report.failed() else report.catalogue()), tuple(files)
