"""The server's state and when it checks: each open catalogue's root, its last check, and one
pending check per root that a newer edit cancels; a finished check whose files changed
meanwhile is never published."""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from lsprotocol import types

from errgen.generated.errors import ErrgenError
from errgen.lsp.checking import Buffers, Snapshot, check, files_read, grouped, targets_for
from errgen.lsp.navigation import Catalogue

# Quiet time after an edit before checking: edits typed faster than this are checked once.
DEBOUNCE_S = 0.15
# A catalogue larger than this is checked on open and save only, not as it is typed.
LIVE_LIMIT_BYTES = 1024 * 1024

Publish = Callable[[str, list[types.Diagnostic], int | None], None]
Log = Callable[[str], None]


def path_of(uri: str) -> Path | None:
    """The file a `file:` URI names, absolute and normalised."""
    from pygls.uris import to_fs_path

    fs = to_fs_path(uri) if uri.startswith("file:") else None
    return Path(os.path.normpath(fs)) if fs else None


@dataclass
class Session:
    """Open buffers, each root's last check, and the pending checks."""

    publish: Publish
    log: Log | None = None
    encoding: str = "utf-16"
    buffers: Buffers = field(default_factory=Buffers)
    versions: dict[Path, int] = field(default_factory=dict)
    snapshots: dict[Path, Snapshot] = field(default_factory=dict)
    pending: dict[Path, asyncio.Task[None]] = field(default_factory=dict)
    targets: dict[Path, tuple[str, ...]] = field(default_factory=dict)

    def opened(self, path: Path, text: str, version: int) -> None:
        self.buffers.texts[path] = text
        self.versions[path] = version
        self.schedule(path, 0.0)

    def changed(self, path: Path, text: str, version: int) -> None:
        self.buffers.texts[path] = text
        self.versions[path] = version
        if len(text) <= LIVE_LIMIT_BYTES:  # a very large catalogue waits for its save
            self.schedule(path, DEBOUNCE_S)

    def saved(self, path: Path) -> None:
        self.schedule(path, 0.0)

    def closed(self, path: Path) -> None:
        self.buffers.texts.pop(path, None)
        self.versions.pop(path, None)
        snapshot = self.snapshots.get(path)
        if snapshot is not None and not any(f in self.buffers.texts for f in snapshot.files):
            del self.snapshots[path]
            for file in snapshot.files:
                self.publish(file.as_uri(), [], None)
        else:
            self.schedule(path, 0.0)  # its root goes back to the file on disk

    def roots_of(self, path: Path) -> list[Path]:
        """The roots whose last check read `path` (itself, when none does)."""
        roots = [root for root, s in self.snapshots.items() if path in s.files and root != path]
        return roots or [path]

    def schedule(self, path: Path, delay: float) -> None:
        """Check every root `path` belongs to after `delay`, cancelling a check not yet done."""
        for root in self.roots_of(path):
            task = self.pending.pop(root, None)
            if task is not None:
                task.cancel()
            self.pending[root] = asyncio.ensure_future(self._check_later(root, delay))

    async def _check_later(self, root: Path, delay: float) -> None:
        await asyncio.sleep(delay)
        texts = dict(self.buffers.texts)
        versions = dict(self.versions)
        if root not in self.targets:
            self.targets[root] = await asyncio.to_thread(targets_for, root)
        started = time.perf_counter()
        try:
            report = await asyncio.to_thread(check, root, texts, self.targets[root])
        except ErrgenError as error:  # the root itself is gone or unreadable: nothing to show
            if self.log is not None:
                self.log(f"errgen: {error.code}: {error}")
            return
        took = (time.perf_counter() - started) * 1000
        files = files_read(report)
        if any(self.versions.get(f) != versions.get(f) for f in files):
            return  # an edit came meanwhile: its own check publishes
        if self.log is not None:
            shown = ",".join(f"{f.name}@{versions.get(f)}" for f in files)
            self.log(f"errgen: checked {shown} in {took:.1f} ms")
        self._keep(root, report, files)
        # the root last: a client that has its diagnostics has every included file's too
        for file, diagnostics in reversed(grouped(report, texts, self.encoding).items()):
            self.publish(file.as_uri(), diagnostics, versions.get(file))

    def _keep(self, root: Path, report: object, files: tuple[Path, ...]) -> None:
        from errgen.validation import Report

        assert isinstance(report, Report)
        snapshot = self.snapshots.setdefault(root, Snapshot(root))
        snapshot.report, snapshot.files = report, files
        if isinstance(report.data, dict) and isinstance(report.data.get("errors"), dict):
            snapshot.valid = report
        for file in files[1:]:  # an included file is checked through this root from now on
            self.snapshots.pop(file, None)

    def catalogue(self, path: Path) -> Catalogue | None:
        """The last state that loaded of the catalogue `path` belongs to."""
        for root in self.roots_of(path):
            snapshot = self.snapshots.get(root)
            if snapshot is not None and snapshot.valid is not None:
                return Catalogue(snapshot.valid, files_read(snapshot.valid), self.buffers.document)
        return None
