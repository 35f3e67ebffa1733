"""errgen diff states values as the catalogue writes them (issue 35): text in double quotes,
lists as JSON, an absent value as none, a wait that did not exist as no retry; never a
Python repr (single quotes, None, tuples)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from tests.diff.test_diff import BASE, diff


def test_changes_state_values_not_python_reprs(tmp_path: Path) -> None:
    old: dict[str, Any] = copy.deepcopy(BASE)
    old["errors"]["EXPIRED"].update(http_status=401, title="Expired")
    new: dict[str, Any] = copy.deepcopy(old)
    expired = new["errors"]["EXPIRED"]
    expired["fix_command"] = "tool auth renew"
    expired["title"] = "It's \"expired\""
    expired["aliases"] = ["TokenExpired"]
    denied = new["errors"]["DENIED"]
    denied.update(retryable=True, retry_after_ms=500, exit="TRANSIENT")
    _, changes = diff(tmp_path, old, new)
    details = {(c["code"], c["detail"]) for c in changes}
    assert ("EXPIRED", 'fix_command changed: "tool auth refresh" -> "tool auth renew"') in details
    assert ("EXPIRED", 'title changed: "Expired" -> "It\'s \\"expired\\""') in details
    assert ("EXPIRED", "alias 'TokenExpired' added") in details
    assert ("DENIED", "retry timing changed: no retry -> 500 ms x 3") in details
    said = " ".join(detail for _, detail in details)
    for repr_only in ("None", "('", "'tool auth"):
        assert repr_only not in said, said
