"""A catalogue's history: what each of its repository's version tags changed, code by code.

errgen.history reads it (git, and errgen diff between consecutive tags); the docs pages print it.
Plain data, so that the render stage needs no git and the build cache can key on it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True, order=True)
class Event:
    """One change to one code at one version: `kind` is diff's (added, retired, class, ...)."""

    version: str
    kind: str
    detail: str


@dataclass(frozen=True, slots=True)
class History:
    """The versions read, oldest first, and each code's events in that order; `problem` says
    why there is no history (no repository, no tag), for the pages to say so."""

    versions: tuple[str, ...] = ()
    events: Mapping[str, tuple[Event, ...]] = field(default_factory=dict)
    problem: str | None = None
    pattern: str = "v*"
    # the replacement each code named when last deprecated: a retired code's page links it
    replacements: Mapping[str, str] = field(default_factory=dict)

    def of(self, code: str) -> tuple[Event, ...]:
        """The events of `code`, oldest first (none when it has no history)."""
        return self.events.get(code, ())

    def digest(self) -> str:
        """A digest of everything the pages print of it, for the build cache's key."""
        data = {
            "versions": list(self.versions),
            "events": {
                code: [[e.version, e.kind, e.detail] for e in events]
                for code, events in sorted(self.events.items())
            },
            "problem": self.problem,
            "replacements": dict(sorted(self.replacements.items())),
            "pattern": self.pattern,
        }
        return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()
