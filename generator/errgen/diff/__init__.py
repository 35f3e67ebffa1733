"""`errgen diff`: what changed between two versions of a catalogue, and what breaks callers.

Codes are an API: callers branch on them, on their class and exit code, and run their fix
commands. Removing a code (rather than retiring or deprecating it), reusing a retired one, or
changing a code's class, retryable, exit code, fix commands or parameters breaks them; new
codes, new optional fields, wording and deprecations do not. The command registry is part of
it: a command removed, made more dangerous (read-only, then idempotent, then destructive) or
interactive breaks callers; one added, or made safer, does not.

A team that means a breaking change says so the way semantic versioning does: the catalogue's
own `version` gets a new major number, and the breaking changes are reported but pass
(errgen.diff.versions reads the two versions, from files or git, and judges that).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from errgen.model import Catalogue, CommandSpec, ErrorSpec, OperationSpec
from errgen.model.exits import ExitCodeSpec
from errgen.model.field_table import FIELDS
from errgen.model.fields import field_changes
from errgen.text import shown, stated


@dataclass(frozen=True, slots=True, order=True)
class Change:
    """One change between two versions of a catalogue, and whether it breaks callers."""

    code: str
    kind: str
    breaking: bool
    detail: str

    def to_dict(self) -> dict[str, object]:
        return asdict(self)

    def render(self) -> str:
        return f"{'breaking' if self.breaking else 'compatible':<10}  {self.code}: {self.detail}"


def diff_catalogues(old: Catalogue, new: Catalogue) -> list[Change]:
    """Every change from `old` to `new`, each marked breaking or compatible, sorted by code."""
    before = {e.code: e for e in old.errors}
    after = {e.code: e for e in new.errors}
    changes: list[Change] = []
    for code in sorted(before.keys() - after.keys()):
        if code in new.retired:
            changes.append(Change(code, "retired", False, "removed and retired"))
        elif before[code].builtin:  # the catalogue now defines what errgen added for it
            detail = "errgen's built-in, no longer added: no failure ends with it now"
            changes.append(Change(code, "removed", True, detail))
        else:
            changes.append(
                Change(code, "removed", True, "removed without being retired or deprecated first")
            )
    for code in sorted(after.keys() - before.keys()):
        if code in old.retired:
            changes.append(Change(code, "reused", True, "a retired code is defined again"))
        else:
            changes.append(Change(code, "added", False, "added"))
    for code in sorted(before.keys() & after.keys()):
        changes.extend(_changed(before[code], after[code]))
    gone = (before.keys() - after.keys()) | set(old.retired)
    for error in new.errors:  # a code that went away, back as another code's alias
        for alias in sorted(gone.intersection(error.aliases)):
            detail = f"the removed or retired code {alias} is now an alias of {error.code}"
            changes.append(Change(alias, "reused", True, detail))
    changes.extend(_registry(old.commands, new.commands))
    changes.extend(_declared_tags(old.tags, new.tags))
    changes.extend(_exit_table(old.exit_codes, new.exit_codes))
    changes.extend(_operations(old, new))
    changes.extend(_usage(old, new))
    if old.tool != new.tool:  # the domain of its aliases, its class, module and package names
        detail = f"tool name changed: {old.tool} -> {new.tool} (class names and alias domains)"
        changes.append(Change(new.tool, "tool", True, detail))
    return sorted(changes)


def _usage(old: Catalogue, new: Catalogue) -> list[Change]:
    """A rejected command line answered with another code: a catalogue that adds an error of
    the USAGE exit takes usage errors off the built-in USAGE_ERROR (validate's
    usage-error-builtin), and a caller that tests for the old code no longer sees it."""
    if old.usage is None or new.usage is None or old.usage.code == new.usage.code:
        return []
    detail = f"a command line the argument parser rejects is now {new.usage.code}, was {old.usage.code}"
    return [Change(new.usage.code, "usage error", True, detail)]


def _exit_table(old: tuple[ExitCodeSpec, ...], new: tuple[ExitCodeSpec, ...]) -> list[Change]:
    """The exit-code table's changes, each named by the exit code's name: one that goes away
    (`default_exit_codes: false` drops the defaults) takes its ExitCode constant with it, and a
    script that tests for a number or reads its class breaks when either changes."""
    # each named as generated code names it (ExitCode.NAME), never like an error's code
    before = {f"ExitCode.{e.name}": e for e in old}
    after = {f"ExitCode.{e.name}": e for e in new}
    found = [
        Change(n, "exit code", True, "exit code removed") for n in before.keys() - after.keys()
    ]
    for name in after.keys() - before.keys():
        found.append(Change(name, "exit code", False, f"exit code added ({after[name].code})"))
    for name in before.keys() & after.keys():
        was, now = before[name], after[name]
        if (was.code, was.kind) != (now.code, now.kind):
            detail = f"exit code changed: {was.code} {was.kind} -> {now.code} {now.kind}"
            found.append(Change(name, "exit code", True, detail))
    return found


def _operations(old: Catalogue, new: Catalogue) -> list[Change]:
    """Each operation's changes, named by the operation, judged as smithy-diff judges a change
    of an operation's errors: an error added or removed is a warning there (AddedOperationError,
    RemovedOperationError), so compatible here, though an exhaustive caller's switch must then
    handle the new code; an operation removed breaks (RemovedShape), and so does a changed exit
    or pass-through or result, which a caller reading exit statuses tests for."""
    before = {op.name: op for op in old.operations}
    after = {op.name: op for op in new.operations}
    found = [
        Change(n, "operation", True, "operation removed") for n in before.keys() - after.keys()
    ]
    found += [
        Change(n, "operation", False, "operation added") for n in after.keys() - before.keys()
    ]
    for name in before.keys() & after.keys():
        was, now = before[name], after[name]
        for code in sorted(set(now.codes) - set(was.codes)):
            detail = f"{code} added to its errors (smithy-diff: AddedOperationError, a warning)"
            found.append(Change(name, "operation error", False, detail))
        for code in sorted(set(was.codes) - set(now.codes)):
            detail = (
                f"{code} removed from its errors (smithy-diff: RemovedOperationError, a warning)"
            )
            found.append(Change(name, "operation error", False, detail))
        found += _operation_exits(was, now, old, new)
        if was.passes_exit_status != now.passes_exit_status:
            detail = f"passes_exit_status changed: {_b(was.passes_exit_status)} -> {_b(now.passes_exit_status)}"
            found.append(Change(name, "operation exit", True, detail))
        if was.results != now.results:  # a status that is an answer here is tested for by number
            detail = f"results changed: {_results(was)} -> {_results(now)}"
            found.append(Change(name, "operation exit", True, detail))
    return found


def _results(operation: OperationSpec) -> str:
    return ", ".join(f"{answer} {number}" for answer, number in operation.results) or "none"


def _operation_exits(
    was: OperationSpec, now: OperationSpec, old: Catalogue, new: Catalogue
) -> list[Change]:
    """The exit changes of an operation's codes that its `exits` make: one that the code's own
    exit explains is reported for the code already."""
    before = {e.code: e for e in old.errors}
    after = {e.code: e for e in new.errors}
    found = []
    for code in sorted(set(was.codes) & set(now.codes)):
        a, b = was.exit_of(before[code]), now.exit_of(after[code])
        if a.code != b.code and (a.code, b.code) != (before[code].exit.code, after[code].exit.code):
            detail = f"{code} exits here changed: {a.name} ({a.code}) -> {b.name} ({b.code})"
            found.append(Change(was.name, "operation exit", True, detail))
    return found


def _declared_tags(old: tuple[str, ...], new: tuple[str, ...]) -> list[Change]:
    """The catalogue's declared tags, each named by the tag: one that goes away takes its
    constant (Go's Tag…, TypeScript's Tag type) with it, even when no error carried it."""
    found = [Change(tag, "tag", True, "declared tag removed") for tag in set(old) - set(new)]
    return found + [Change(tag, "tag", False, "declared tag added") for tag in set(new) - set(old)]


# How much harm a command can do, least first: moving up the list breaks callers.
_HARM = ("read-only", "idempotent", "destructive")


def _registry(old: tuple[CommandSpec, ...], new: tuple[CommandSpec, ...]) -> list[Change]:
    """The command registry's changes, each named by its command line."""
    before = {c.line: c for c in old}
    after = {c.line: c for c in new}
    found = [
        Change(line, "command", True, "command removed") for line in before.keys() - after.keys()
    ]
    for line in after.keys() - before.keys():
        found.append(Change(line, "command", False, f"command added ({after[line].effect})"))
    for line in before.keys() & after.keys():
        was, now = before[line], after[line]
        if was.effect != now.effect:
            worse = _harm(now.effect) > _harm(was.effect)
            found.append(
                Change(line, "effect", worse, f"effect changed: {was.effect} -> {now.effect}")
            )
        if was.interactive != now.interactive:
            detail = (
                "now needs a person (interactive)" if now.interactive else "no longer interactive"
            )
            found.append(Change(line, "interactive", now.interactive, detail))
    return found


def _harm(effect: str) -> int:
    return _HARM.index(effect) if effect in _HARM else len(_HARM)


def _changed(old: ErrorSpec, new: ErrorSpec) -> list[Change]:
    code = old.code
    found: list[Change] = []

    def change(kind: str, breaking: bool, detail: str) -> None:
        found.append(Change(code, kind, breaking, detail))

    if old.recovery != new.recovery:
        change("class", True, f"class changed: {old.recovery} -> {new.recovery}")
    if old.retryable != new.retryable:
        change("retryable", True, f"retryable changed: {_b(old.retryable)} -> {_b(new.retryable)}")
    if old.exit.code != new.exit.code:
        change(
            "exit",
            True,
            f"exit code changed: {old.exit.name} ({old.exit.code}) -> {new.exit.name} ({new.exit.code})",
        )
    for spec in FIELDS:
        if spec.diff not in ("fix", "advice"):
            continue
        was, now = getattr(old, spec.name), getattr(new, spec.name)
        if was == now:
            continue
        if was is None:
            change(spec.name, False, f"{spec.name} added: {stated(now)}")
        else:  # advice is read by a person or agent: nothing runs it
            change(spec.name, spec.diff == "fix", f"{spec.name} changed: {stated(was)} -> {stated(now)}")
    for breaking, detail in _param_changes(old, new):
        change("param", breaking, detail)
    if new.deprecated_since and not old.deprecated_since:
        replacement = f", replaced by {new.replaced_by}" if new.replaced_by else ""
        change("deprecated", False, f"deprecated since {new.deprecated_since}{replacement}")
    elif old.deprecated_since and not new.deprecated_since:
        change("deprecated", False, "no longer deprecated")
    for spec in FIELDS:
        if spec.diff not in ("prose", "reworded"):
            continue
        was, now = getattr(old, spec.name), getattr(new, spec.name)
        if was != now and was is not None and now is not None:
            change("wording", False, f"{spec.name} reworded")
        elif was != now and spec.diff == "prose":
            change("wording", False, f"{spec.name} {'added' if was is None else 'removed'}")
    served = old.http_status is not None and new.http_status is not None
    if old.help_url != new.help_url and not (served and old.help_url is not None):
        # docs_url or docs_layout changed: the page moved, and old links still land (for a
        # code an HTTP API serves, its problem type changed: field_changes says so)
        change(
            "help_url", False, f"help_url changed: {stated(old.help_url)} -> {stated(new.help_url)}"
        )
    if old.source != new.source:  # where a code is defined is no caller's concern
        change("source", False, f"moved: {_file(old.source)} -> {_file(new.source)}")
    if (old.retry_after_ms, old.max_attempts) != (new.retry_after_ms, new.max_attempts):
        change(
            "retry",
            False,
            f"retry timing changed: {_timing(old)} -> {_timing(new)}",
        )
    before, after = _range(old), _range(new)
    if before != after:
        # envelope.schema.json pins the wait to the range (or to retry_after_ms without one):
        # a reader that validates with the old schema refuses a wait the new range allows
        wider = after is not None and (
            before is None or after[0] < before[0] or after[1] > before[1]
        )
        ranges = [f"{r[0]}..{r[1]} ms" if r else "none" for r in (before, after)]
        change("retry", wider, f"retry_after_range changed: {ranges[0]} -> {ranges[1]}")
    was, now = _backoff(old), _backoff(new)
    if was != now and was is not None and now is not None:
        # the envelope still names one wait, and no wait is below it: a caller that sleeps
        # that number recovers as before, one that follows the backoff waits as it now says
        change("retry", False, f"backoff changed: {was} -> {now}")
    for kind, breaking, detail in field_changes(old, new):
        change(kind, breaking, detail)
    return found


def _param_changes(old: ErrorSpec, new: ErrorSpec) -> list[tuple[bool, str]]:
    """(breaking, what) for each parameter removed, retyped or added: a caller passes the old
    ones by name."""
    was = {p.name: p.type for p in old.params}
    now = {p.name: p.type for p in new.params}
    found = [
        (True, f"parameter {shown(name)} removed or renamed") for name in sorted(was.keys() - now.keys())
    ]
    found += [
        (True, f"parameter {shown(name)} retyped: {was[name]} -> {now[name]}")
        for name in sorted(was.keys() & now.keys())
        if was[name] != now[name]
    ]
    found += [(False, f"parameter {shown(name)} added") for name in sorted(now.keys() - was.keys())]
    return found


def _backoff(error: ErrorSpec) -> str | None:
    """An error's backoff in a few words: `constant`, `exponential up to 60000 ms, jitter`."""
    if error.backoff_policy != "exponential":
        return error.backoff_policy
    jitter = ", jitter" if error.backoff_jitter else ""
    return f"exponential up to {error.backoff_max_ms} ms{jitter}"


def _range(error: ErrorSpec) -> tuple[int, int] | None:
    low, high = error.retry_after_min_ms, error.retry_after_max_ms
    return None if low is None or high is None else (low, high)


def _file(source: str | None) -> str:
    return source if source is not None else "the catalogue itself"


def _b(value: bool) -> str:
    return "true" if value else "false"


def _timing(error: ErrorSpec) -> str:
    """An error's retry timing as a change states it: the wait and the attempts, or none."""
    if error.retry_after_ms is None and error.max_attempts is None:
        return "no retry"
    return f"{error.retry_after_ms} ms x {error.max_attempts}"
