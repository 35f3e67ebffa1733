"""The rules errgen enforces, in one registry: each rule's id, severity and what finds it (its
own check of the catalogue view, or the loader, include or schema stage), with the summary,
explanation and examples that `errgen explain` prints and the tests run. The prose is data in
rules.yaml, read on first use: a clean catalogue is checked without parsing it."""

from __future__ import annotations

import functools
from collections.abc import Collection
from dataclasses import dataclass
from typing import Literal

import yaml

import errgen.validation.commands as commands
import errgen.validation.fields as fields
import errgen.validation.fix_commands as fix_commands
import errgen.validation.generated_names as name_checks
import errgen.validation.http as http
import errgen.validation.messages as messages
import errgen.validation.operations as operations
import errgen.validation.recovery as checks
import errgen.validation.text as text
import errgen.validation.waits as waits
from errgen.diagnostics import Diagnostic, Problem, Severity
from errgen.names.registry import MODULES
from errgen.package import package_file
from errgen.validation.view import Check

# The stages before the rules' checks that report diagnostics of their own.
Stage = Literal["loader", "include", "schema", "rules"]  # rules: after every check ran


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: a stable id, how bad breaking it is, what finds it, what it means, and a failing
    and a passing catalogue."""

    id: str
    stage: Stage | None = None  # the stage that reports it, when one does
    check: Check | None = None  # its own check of the catalogue view, yielding only this rule
    severity: Severity = "error"
    # the error's fields its check reads: when the schema found one missing or mistyped, what
    # the rule would say follows from that finding, and is not said again
    reads: tuple[str, ...] = ()
    fatal: bool = False  # after it the document is incomplete: checking the rest is noise
    # whether --strict makes its notice a warning: a doubt does, a fact about the build does not
    strict: bool = True
    # a rule added to a format version starts as a warning: the release where it becomes an error
    error_from: str | None = None

    def __post_init__(self) -> None:
        if self.stage is None and self.check is None:
            raise ValueError(f"rule {self.id} is found by nothing")

    @property
    def targets(self) -> tuple[str, ...]:
        """The targets whose build applies the rule, as their registry lines say (none: every
        check of a catalogue applies it)."""
        return tuple(name for name, entry in MODULES.items() if self.id in entry.rules)

    @property
    def summary(self) -> str:
        return _prose(self.id)["summary"]

    @property
    def explanation(self) -> str:
        return _prose(self.id)["explanation"]

    @property
    def bad(self) -> str | None:
        """A catalogue that breaks the rule, where one can be written as a short text file."""
        return _prose(self.id).get("bad")

    @property
    def good(self) -> str | None:
        """The same catalogue mended."""
        return _prose(self.id).get("good")


# In the order `errgen explain` lists them: by stage, then by theme.
REGISTRY: tuple[Rule, ...] = (
    Rule("yaml-syntax", stage="loader", fatal=True),
    Rule("yaml-encoding", stage="loader", fatal=True),
    Rule("yaml-empty", stage="loader", fatal=True),
    Rule("yaml-too-large", stage="loader", fatal=True),
    Rule("yaml-string-too-long", stage="loader", fatal=True),
    Rule("yaml-too-deep", stage="loader", fatal=True),
    Rule("yaml-multiple-documents", stage="loader", fatal=True),
    Rule("yaml-duplicate-key", stage="loader"),
    Rule("yaml-non-string-key", stage="loader"),
    Rule("yaml-boolean", stage="loader"),
    Rule("yaml-number", stage="loader"),
    Rule("yaml-implicit-type", stage="loader"),
    Rule("yaml-tag", stage="loader"),
    Rule("yaml-alias", stage="loader"),
    Rule("unknown-key", stage="schema"),
    Rule("missing-field", stage="schema"),
    Rule("wrong-type", stage="schema"),
    Rule("invalid-value", stage="schema"),
    Rule("code-format", stage="schema"),
    # the schema finds names that are not lowercase identifiers; the check, keywords and self
    Rule("param-name", stage="schema", check=messages.param_name),
    Rule("retryable-with-fix", check=checks.retryable_with_fix, reads=("retryable",)),
    Rule("retry-after-missing", check=waits.retry_after_missing, reads=("retryable",)),
    Rule("retry-after-range", check=waits.retry_after_range, reads=("retryable",)),
    Rule("backoff-policy", check=waits.backoff_policy, reads=("retryable",)),
    Rule(
        "retry-after-without-retryable",
        check=waits.retry_after_without_retryable,
        reads=("retryable",),
    ),
    Rule(
        "fix-command-without-fix-required",
        check=checks.fix_command_without_fix_required,
        reads=("retryable", "fix_required"),
    ),
    Rule("specialised-without-fix-command", check=checks.specialised_without_fix_command),
    Rule("exit-unknown", check=checks.exit_unknown),
    Rule(
        "exit-class-mismatch",
        check=checks.exit_class_mismatch,
        reads=("retryable", "fix_required", "exit"),
    ),
    Rule("internal-error-class", check=checks.internal_error_class),
    Rule("usage-error-builtin", check=checks.usage_error_builtin, severity="info", strict=False),
    Rule("exit-table-terminal", check=checks.exit_table_terminal),
    Rule("exit-code-duplicate", check=checks.exit_code_duplicate),
    Rule("exit-code-shell-reserved", check=checks.exit_code_shell_reserved, severity="warning"),
    Rule("exit-code-shared", check=checks.exit_code_shared, severity="warning"),
    Rule(
        "exit-code-result",
        check=checks.exit_code_result,
        reads=("retryable", "fix_required", "exit"),
    ),
    Rule("message-field", check=messages.message_field),
    Rule("param-unused", check=messages.param_unused),
    Rule("static-braces", check=messages.static_braces),
    Rule("text-control", check=text.text_control),
    Rule("text-invisible", check=text.text_invisible),
    Rule("text-code-point", check=text.text_code_point),
    Rule("text-not-nfc", check=text.text_not_nfc),
    Rule("command-charset", check=commands.command_charset),
    Rule("command-too-long", check=commands.command_too_long),
    Rule("command-placeholder", check=commands.command_placeholder),
    Rule("command-not-self-contained", check=commands.command_not_self_contained),
    Rule("command-program", check=commands.command_program),
    Rule("program-unsafe", check=commands.program_unsafe),
    Rule("command-option-runs-program", check=commands.command_option_runs_program),
    Rule("command-effect-contradicted", check=commands.command_effect_contradicted),
    Rule("command-runs-program", check=commands.command_runs_program),
    Rule(
        "command-effect-understated",
        check=commands.command_effect_understated,
        severity="warning",
        error_from=commands.ERROR_FROM,
    ),
    Rule(
        "command-interactive-undeclared",
        check=commands.command_interactive_undeclared,
        severity="warning",
        error_from=commands.ERROR_FROM,
    ),
    Rule(
        "command-placeholder-word",
        check=commands.command_placeholder_word,
        severity="warning",
        error_from=commands.ERROR_FROM,
    ),
    Rule("command-unjudged", check=commands.command_unjudged, severity="info"),
    Rule("fix-command-unregistered", check=fix_commands.fix_command_unregistered),
    Rule("fix-command-destructive", check=fix_commands.fix_command_destructive),
    Rule("fix-command-interactive", check=fix_commands.fix_command_interactive),
    Rule("diagnose-command-not-read-only", check=fix_commands.diagnose_command_not_read_only),
    Rule("class-name-collision", check=name_checks.class_name_collision),
    Rule("generated-name-collision", check=name_checks.generated_name_collision),
    Rule("retired-code-reused", check=checks.retired_code_reused),
    Rule("replaced-by-unknown", check=checks.replaced_by_unknown),
    Rule("alias-taken", check=fields.alias_taken),
    Rule("tag-undeclared", check=fields.tag_undeclared),
    Rule("operation-name", check=operations.operation_name),
    Rule("operation-unknown-error", check=operations.operation_unknown_error),
    Rule("operation-exit", check=operations.operation_exit, reads=("retryable", "fix_required")),
    Rule("operation-twice", check=operations.operation_twice),
    Rule("operation-result", check=operations.operation_result),
    Rule("operation-unreachable", check=operations.operation_unreachable, severity="warning"),
    # the schema finds names that are not lowercase identifiers; the check, params and keywords
    Rule("detail-name", stage="schema", check=fields.detail_name),
    # these three apply when a target that brings them is built (errgen.names.registry)
    Rule("http-status-missing", check=http.http_status_missing),
    Rule("problem-member-clash", check=http.problem_member_clash),
    Rule("grpc-reason-length", check=http.grpc_reason_length),
    Rule("prose-only-recovery", check=checks.prose_only_recovery, severity="warning"),
    Rule(
        "deprecated-without-replacement",
        check=checks.deprecated_without_replacement,
        severity="warning",
    ),
    Rule("ignore-unneeded", stage="rules", severity="warning"),
    Rule("include-path", stage="include"),
    Rule("include-not-found", stage="include"),
    Rule("include-not-catalogue", stage="include"),
    Rule("include-cycle", stage="include"),
    Rule("include-too-large", stage="include"),
    Rule("include-conflict", stage="include"),
    Rule("include-exit-unknown", stage="include"),
    Rule("include-exit-class", stage="include"),
)

RULES: dict[str, Rule] = {rule.id: rule for rule in REGISTRY}


def checks_for(targets: Collection[str]) -> tuple[Check, ...]:
    """The rules' own checks, in the registry's order, that `check_bytes` runs after the schema
    for a catalogue built for `targets`: every rule's but those of targets not built."""
    brought = {rule for entry in MODULES.values() for rule in entry.rules}
    built = {rule for name in targets if name in MODULES for rule in MODULES[name].rules}
    return tuple(
        rule.check
        for rule in REGISTRY
        if rule.check is not None and (rule.id not in brought or rule.id in built)
    )


def all_rules() -> dict[str, Rule]:
    """Every rule errgen enforces, by id, in the order they are documented."""
    return RULES


def severity_of(rule_id: str) -> Severity:
    """How bad a diagnostic of `rule_id` is, for every stage that reports one."""
    return RULES[rule_id].severity


def diagnose(problem: Problem, strict: bool = False) -> Diagnostic:
    """The diagnostic of a problem any stage found, at the severity the registry gives its rule
    (a notice is a warning under --strict): the one place a severity is decided."""
    where = problem.where
    severity = severity_of(problem.rule)
    if severity == "info" and strict and RULES[problem.rule].strict:
        severity = "warning"
    return Diagnostic(
        where.file,
        where.line,
        where.column,
        severity,
        problem.rule,
        problem.message,
        problem.hint,
        problem.replacement,
        problem.certain,
    )


@functools.cache
def all_prose() -> dict[str, dict[str, str]]:
    """rules.yaml: each rule's summary, explanation and examples, by id."""
    source = package_file("rules.yaml", "errgen.validation").read_text("utf-8")
    prose: dict[str, dict[str, str]] = yaml.load(
        source, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    )
    return prose


def _prose(rule_id: str) -> dict[str, str]:
    return all_prose()[rule_id]
