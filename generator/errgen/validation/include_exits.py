"""An include's `exits` judged: each name it maps is an exit code on its own side
(include-exit-unknown), and the includer's exit code can carry the errors it is given
(include-exit-class): it is shared, or of the class of the included exit code (of each error,
when that one is shared), and never a result.

The catalogue stage applied the mappings (errgen.catalogue.exit_mapping). The errors a mapping
found unsound here carried now exit with a name that is unknown to the table or of another
class: their own exit findings follow from this one and are not reported again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from errgen.catalogue.exit_mapping import ExitMapping, declared_exits, mapped_away
from errgen.catalogue.merge import Merged
from errgen.diagnostics import Problem
from errgen.model.exits import DEFAULT_EXIT_CODES, EXIT_CLASSES, ExitClass, recovery_class
from errgen.text import closest
from errgen.validation.view import View

# The findings on an error's exit that follow from an unsound mapping of it.
FOLLOW_ON = frozenset({"exit-unknown", "exit-class-mismatch", "exit-code-result"})


def exit_mapping_problems(catalogue: Merged, view: View) -> tuple[list[Problem], set[str]]:
    """What is wrong with each include's `exits`, and the codes of the errors that went through
    a mapping found wrong (whose FOLLOW_ON findings are not reported)."""
    problems: list[Problem] = []
    carried: set[str] = set()
    merged = {name: (number, view.exit_kinds.get(name)) for name, (number, _) in view.exits.items()}
    for mapping in catalogue.exit_mappings:
        declared = declared_exits(mapping.included, catalogue.includes)
        how = catalogue.parts.get(id(mapping.includer))
        chain = how.chain if how else ()
        own: Table | None = None  # the includer's table as it names it, when one is needed
        for source, target in sorted(mapping.names.items()):
            # a name the includer's own entry maps on is judged as the includer names it
            further = mapped_away(chain, target)
            if further and own is None:
                own = _table(declared_exits(mapping.includer, catalogue.includes))
            table = own if further and own is not None else merged
            judgement = _Judgement(mapping, source, declared, table, further, view)
            problem = judgement.problem()
            if problem is not None:
                problems.append(problem)
                carried.update(mapping.through.get(source, ()))
    return problems, carried


# An exit-code table as the judgement reads it: name -> (number, class as written).
Table = dict[str, tuple[Any, Any]]


def _table(declared: dict[str, Any]) -> Table:
    """The default table and the exit codes a file declares, as it names them."""
    table: Table = dict(DEFAULT_EXIT_CODES)
    for name, entry in declared.items():
        table[name] = (
            (entry.get("code"), entry.get("class")) if isinstance(entry, dict) else (None, None)
        )
    return table


@dataclass(frozen=True, slots=True)
class _Judgement:
    """One name of one include's `exits`: `source`, the included file's, onto the includer's."""

    mapping: ExitMapping
    source: str
    declared: dict[str, Any]  # the included file's exit codes, as it names them
    # the includer's exit codes: the merged table's, or, for a name the includer's own entry
    # maps on, the includer's as it names them
    table: Table
    further: bool  # whether the includer's own entry maps the target on
    view: View  # the merged catalogue

    @property
    def target(self) -> str:
        return self.mapping.names[self.source]

    @property
    def file(self) -> str:
        return self.mapping.included.path

    def problem(self) -> Problem | None:
        if self.source not in self.declared and self.source not in DEFAULT_EXIT_CODES:
            return self._unknown_source()
        kind = _table(self.declared)[self.source][1]
        if (kind is None and self.source == "SUCCESS") or kind == "result":
            what = "a result" if kind == "result" else "a success"
            return self._found(
                f"{self.source} of {self.file} is {what}, not a failure: no error exits with "
                "it, so there is nothing to map",
                f"remove {self.source} from exits",
            )
        if kind not in EXIT_CLASSES:  # a declared exit code the schema refuses: its finding
            return None
        if self.target not in self.table:
            if self.further or self.target in self.view.exit_entries:
                return None  # the outer include's finding, or the schema's
            return self._unknown_target()
        return self._class_problem(kind)

    def _class_problem(self, kind: ExitClass) -> Problem | None:
        number, target_kind = self.table[self.target]
        if target_kind is not None and target_kind not in EXIT_CLASSES:
            return None  # the schema's finding
        onto = f"{self.target} ({number})"
        if target_kind in (None, "result"):
            what = "a success" if target_kind is None else "a result"
            return self._found(
                f"{self.source} of {self.file} is mapped onto {onto}, {what}, not a failure",
                self._fitting(kind),
            )
        if target_kind == "shared":
            return None
        if kind != "shared":
            if kind == target_kind:  # an error of another class is exit-class-mismatch's
                return None
            return self._found(
                f"{self.source} of {self.file} is {kind} but {onto} is {target_kind}",
                self._fitting(kind),
            )
        errors = dict(self.view.errors)
        misfits = []
        for code in self.mapping.through.get(self.source, ()):
            entry = errors.get(code)
            if entry is None or type(entry.get("retryable")) is not bool:
                continue  # the schema's finding
            wanted = recovery_class(entry["retryable"], entry.get("fix_required"))
            if wanted != target_kind:
                misfits.append(f"{code} ({wanted})")
        if not misfits:
            return None
        shown = ", ".join(misfits[:5]) + (
            f" and {len(misfits) - 5} more" if len(misfits) > 5 else ""
        )
        return self._found(
            f"{self.source} of {self.file} is shared, and errors that exit with it are not "
            f"{target_kind}, as {onto} is: {shown}",
            f"map it onto a shared exit code, or give those errors exit codes of their class in "
            f"{self.file}",
        )

    def _fitting(self, kind: ExitClass) -> str:
        """The hint: the includer's exit codes that could take the included one."""
        fitting = sorted(
            name
            for name, (_, target_kind) in self.table.items()
            if target_kind == "shared" or (kind != "shared" and target_kind == kind)
        )
        if not fitting:
            return "add a shared exit code to the including catalogue and map it onto that"
        return f"map it onto a shared exit code or one of its class: {', '.join(fitting)}"

    def _unknown_source(self) -> Problem:
        names = sorted({*self.declared, *DEFAULT_EXIT_CODES} - {"SUCCESS"})
        close = closest(self.source, names)
        own = sorted(self.declared)
        return Problem(
            self.mapping.includer.locate(self.mapping.entry(self.source), key=True),
            "include-exit-unknown",
            f"{self.file} has no exit code {self.source} to map",
            (
                f"did you mean {close[0]}?"
                if close
                else (
                    "map an exit name it declares: " + ", ".join(own)
                    if own
                    else "map an exit name it declares, or one of the default table's"
                )
            ),
        )

    def _unknown_target(self) -> Problem:
        names = sorted(n for n, (_, k) in self.table.items() if k not in (None, "result"))
        close = closest(self.target, names)
        return Problem(
            self.mapping.includer.locate(self.mapping.entry(self.source)),
            "include-exit-unknown",
            f"{self.source} of {self.file} is mapped onto {self.target}, which is not in the "
            "exit-code table",
            f"did you mean {close[0]}?" if close else "map it onto one of " + ", ".join(names),
        )

    def _found(self, message: str, hint: str) -> Problem:
        return Problem(self.mapping.includer.locate(self.mapping.entry(self.source)), "include-exit-class", message, hint)
