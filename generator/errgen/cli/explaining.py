"""`errgen explain`: a rule with its examples, or one of errgen's own error codes."""

from __future__ import annotations

import functools
import textwrap
from typing import TYPE_CHECKING, Any

import errgen.cli.standing as standing
import errgen.generated.errors as errors
from errgen.model import CLASS_CONSTANTS, Catalogue, ErrorSpec
from errgen.model.fields import fields_json
from errgen.package import package_file
from errgen.text import closest
from errgen.validation.registry import Rule, all_rules

if TYPE_CHECKING:
    from errgen.contract.explained import ContractCheck

TARGETS_TOPIC = "targets"


def is_rule(topic: str) -> bool:
    """Whether `topic` is answered without a catalogue: a rule id, a check of errgen contract,
    or `targets`."""
    from errgen.contract.explained import contract_checks

    return topic in all_rules() or topic in contract_checks() or topic == TARGETS_TOPIC


def targets_explained() -> tuple[dict[str, Any], str]:
    """The targets errgen builds, with the files each writes."""
    from errgen.targets import TARGETS

    described = []
    for target in TARGETS.values():
        entry: dict[str, Any] = {
            "target": target.name,
            "files": [file.name for file in target.files],
            "summary": target.summary,
        }
        entry["filters"] = sorted(target.filters)
        if target.options:
            entry["options"] = {name: o.summary for name, o in sorted(target.options.items())}
        described.append(entry)
    from errgen.targets.jinja import SHARED_FILTERS

    width = max(map(len, TARGETS))
    lines = []
    for entry in described:
        lines.append(f"{entry['target']:<{width}}  {', '.join(entry['files'])}: {entry['summary']}")
        if entry["filters"]:
            lines.append(f"{'':<{width}}  filters: {', '.join(entry['filters'])}")
        for name, summary in entry.get("options", {}).items():
            lines.append(f"{'':<{width}}  option [{entry['target']}] {name}: {summary}")
    shared = ", ".join(sorted(SHARED_FILTERS))
    lines.append(f"\nfilters every template may use: {shared}")
    return {"targets": described, "shared_filters": sorted(SHARED_FILTERS)}, "\n".join(lines)


def rule_index() -> list[dict[str, str]]:
    return [
        {"rule": r.id, "severity": r.severity, "summary": r.summary} for r in all_rules().values()
    ]


def rule_index_text() -> str:
    from errgen.contract.explained import contract_checks

    width = max(len(rule_id) for rule_id in all_rules())
    rules = [f"{r.id:<{width}}  {r.severity:<7}  {r.summary}" for r in all_rules().values()]
    checks = [f"{c.name:<{width}}  {'check':<7}  {c.summary}" for c in contract_checks().values()]
    return "\n".join([*rules, "", "The checks of errgen contract:", *checks])


def check_index() -> list[dict[str, str]]:
    from errgen.contract.explained import contract_checks

    return [{"check": c.name, "summary": c.summary} for c in contract_checks().values()]


def explain(
    topic: str, catalogue: Catalogue | None, unprobed: frozenset[str] | None = None
) -> tuple[dict[str, Any], str]:
    """The envelope data and terminal text for a rule id, a code of `catalogue` or errgen's, or
    a line of the catalogue's registry (with its standing; `unprobed`: the lines a contract
    file skips, None when none covers the catalogue)."""
    if topic == TARGETS_TOPIC:
        return targets_explained()
    rule = all_rules().get(topic)
    if rule is not None:
        return _rule_data(rule), _rule_text(rule)
    command = standing.registry_line(catalogue, topic)
    if command is not None and catalogue is not None:
        return standing.command_explained(command, catalogue, unprobed)
    from errgen.contract.explained import contract_checks

    check = contract_checks().get(topic)
    if check is not None:
        return _check_data(check), _check_text(check)
    codes: list[str] = [*contract_checks()]
    for source in (catalogue, own_catalogue()):
        error = source.by_code_or_alias().get(topic) if source else None
        if error is not None:
            return error_data(error), error_text(error)
        codes += [e.code for e in source.errors] if source else []
    raise errors.TopicNotFoundError(topic=topic, nearest=nearest(topic, [*all_rules(), *codes]))


def nearest(topic: str, known: list[str]) -> str:
    """ "did you mean ...?" with the names nearest `topic`, or where to find every name."""
    close = closest(topic, known, n=2, cutoff=0.75)
    if not close:  # case slips, QUOTA_EXCEDED for quota-exceeded, compare case-blind too
        folded = {name.lower(): name for name in known}
        close = [folded[n] for n in closest(topic.lower(), folded, n=2)]
    if close:
        return "did you mean " + " or ".join(close) + "?"
    return (
        "errgen explain lists every rule, and --catalog names the catalogue whose codes to search"
    )


def _rule_data(rule: Rule) -> dict[str, Any]:
    return {
        "rule": rule.id,
        "severity": rule.severity,
        "summary": rule.summary,
        "explanation": rule.explanation,
        "bad": rule.bad,
        "good": rule.good,
    } | ({"error_from": rule.error_from} if rule.error_from else {})


def _check_data(check: ContractCheck) -> dict[str, Any]:
    return {
        "contract_check": check.name,
        "summary": check.summary,
        "explanation": check.explanation,
        "fails": check.fails,
        "passes": check.passes,
    }


def _check_text(check: ContractCheck) -> str:
    """A check of `errgen contract` as a rule is shown: what it proves, a failing and a passing
    example (transcripts of a tool, where a rule's are catalogues)."""
    parts = [
        f"{check.name} (a check of errgen contract): {check.summary}",
        "",
        textwrap.fill(check.explanation, 88),
    ]
    for label, example in (("Fails:", check.fails), ("Passes:", check.passes)):
        parts += ["", label, textwrap.indent(example.rstrip("\n"), "    ")]
    return "\n".join(parts)


def _rule_text(rule: Rule) -> str:
    parts = [
        f"{rule.id} ({rule.severity}): {rule.summary}",
        "",
        textwrap.fill(rule.explanation, 88),
    ]
    if rule.error_from is not None:
        parts += ["", f"A warning until errgen {rule.error_from}, which makes it an error."]
    for label, example in (("Fails:", rule.bad), ("Passes:", rule.good)):
        if example:
            parts += ["", label, textwrap.indent(example.rstrip("\n"), "    ")]
    return "\n".join(parts)


@functools.cache
def own_catalogue() -> Catalogue:
    """errgen's own catalogue, as shipped in the package."""
    from errgen.model.resolve import resolve_catalogue
    from errgen.validation import check_bytes

    data = package_file("errgen.yaml", "errgen.catalog").read_bytes()
    return resolve_catalogue(check_bytes(data, "errgen.yaml").data)


_FIELDS = ("code", *CLASS_CONSTANTS)


def error_data(error: ErrorSpec) -> dict[str, Any]:
    data: dict[str, Any] = {f: getattr(error, f) for f in _FIELDS if getattr(error, f) is not None}
    data["class"] = data.pop("recovery")
    data["message"] = error.message
    data["exit"] = {"name": error.exit.name, "code": error.exit.code}
    if error.params:
        data["params"] = {p.name: {"type": p.type} for p in error.params}
    data |= fields_json(error)
    if error.description:
        data["description"] = error.description
    return data


def error_text(error: ErrorSpec) -> str:
    lines = [
        f"{error.code} ({error.recovery}, exit {error.exit.name} = {error.exit.code})",
        f"  message: {error.message}",
        f"  retryable: {'true' if error.retryable else 'false'}",
    ]
    for field in _FIELDS[3:]:
        value = getattr(error, field)
        if isinstance(value, bool):  # as the catalogue writes it
            value = "true" if value else "false"
        if value is not None:
            lines.append(f"  {field}: {value}")
    for kind, arguments in (("param", error.params), ("detail", error.details)):
        lines += [
            f"  {kind} {p.name}: {p.type}" + (" (optional)" if p.optional else "")
            for p in arguments
        ]
    for field, values in (("aliases", error.aliases), ("tags", error.tags)):
        if values:
            lines.append(f"  {field}: {', '.join(values)}")
    if error.description:
        lines += ["", textwrap.fill(error.description, 88)]
    return "\n".join(lines)
