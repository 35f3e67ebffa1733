"""errgen diff on the fields issue 24 added: list and optional details, and the retry range."""

from __future__ import annotations

from errgen.diff import diff_catalogues
from errgen.model.resolve import resolve_catalogue

CATALOGUE = """errgen: 1
tool: {name: tool}
errors:
  BAD:
    message: Bad
    details:
      items: {type: "list[str]"}
      note: {type: str%s}
      count: {type: int}
    retryable: false
    exit: USAGE
"""


def _changes(old: str, new: str) -> list[tuple[str, bool, str]]:
    from errgen.validation import check_bytes

    before, after = (resolve_catalogue(check_bytes(t.encode(), "x").data) for t in (old, new))
    return [(c.kind, c.breaking, c.detail) for c in diff_catalogues(before, after)]


def test_diff_knows_lists_and_optional_details() -> None:
    base = CATALOGUE % ""
    optional = CATALOGUE % ", optional: true"
    assert ("detail", True, "detail 'note' became optional") in _changes(base, optional)
    assert ("detail", False, "detail 'note' became required") in _changes(optional, base)
    retyped = base.replace('"list[str]"', '"list[int]"')
    assert ("detail", True, "detail 'items' retyped: list[str] -> list[int]") in _changes(base, retyped)
    added = base.replace("      count:", "      seen: {type: str, optional: true}\n      count:")
    assert ("detail", False, "detail 'seen' added") in _changes(base, added)


RANGED = """errgen: 1
tool: {name: tool}
errors:
  SLOW:
    message: Slow down
    retryable: true
    retry_after_ms: 2000%s
    exit: TRANSIENT
"""


def test_diff_knows_a_retry_range_widened_narrowed_added_and_removed() -> None:
    none = RANGED % ""
    day = RANGED % "\n    retry_after_range: {min_ms: 1000, max_ms: 86400000}"
    hour = RANGED % "\n    retry_after_range: {min_ms: 1000, max_ms: 3600000}"
    # a wider range lets envelopes carry waits the old envelope schema refuses
    assert ("retry", True, "retry_after_range changed: none -> 1000..86400000 ms") in _changes(none, day)
    assert ("retry", True, "retry_after_range changed: 1000..3600000 ms -> 1000..86400000 ms") in _changes(
        hour, day
    )
    assert ("retry", False, "retry_after_range changed: 1000..86400000 ms -> 1000..3600000 ms") in _changes(
        day, hour
    )
    assert ("retry", False, "retry_after_range changed: 1000..3600000 ms -> none") in _changes(hour, none)


def test_diff_names_exit_codes_apart_from_errors_and_knows_the_tool_and_diagnostics() -> None:
    base = RANGED % ""
    renamed = base.replace("tool: {name: tool}", "tool: {name: other}")
    assert ("tool", True) in {(kind, breaking) for kind, breaking, _ in _changes(base, renamed)}
    own = base.replace("errors:", "default_exit_codes: false\nexit_codes:\n"
                       "  TRANSIENT: {code: 5, class: transient}\nerrors:")
    removed = {c for c in _changes(base, own) if c[0] == "exit code"}
    assert ("exit code", True, "exit code removed") in removed
    from errgen.validation import check_bytes

    before, after = (
        resolve_catalogue(check_bytes(t.encode(), "x").data) for t in (base, own)
    )
    assert "ExitCode.USAGE" in {c.code for c in diff_catalogues(before, after)}
    looked = base.replace("tool: {name: tool}", "tool: {name: tool, commands: {tool doctor: "
                          "{effect: read-only}, tool status: {effect: read-only}}}")
    looked = looked.replace("    exit: TRANSIENT", "    exit: TRANSIENT\n    diagnose_command: tool doctor")
    moved = looked.replace("diagnose_command: tool doctor", "diagnose_command: tool status")
    assert ("diagnose_command", False) in {(k, b) for k, b, _ in _changes(looked, moved)}
