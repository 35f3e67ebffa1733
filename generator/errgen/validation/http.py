"""The rules of HTTP errors, which apply when a target for HTTP APIs that brings them is built:
every code has an HTTP status, no param or detail is named like a problem details member
(RFC 9457, and the recovery members errgen adds), and a code fits AIP-193's ErrorInfo reason.
One function per rule, named after it; `errgen.validation.registry` registers them."""

from __future__ import annotations

from collections.abc import Iterator

from errgen.model import PROBLEM_MEMBERS
from errgen.model.exits import recovery_class
from errgen.validation.view import Finding, View, mapping_of

REASON_MAX = 63  # AIP-193: ErrorInfo.reason "should be at most 63 characters"


# the status an HTTP API commonly answers an error of an exit with (RFC 9110), and else of its
# class: a hint fits the code it is given for (a transient error is never told 409)
_STATUS_OF_EXIT = {
    "USAGE": 400,
    "AUTH_REQUIRED": 401,
    "PERMISSION_DENIED": 403,
    "NOT_FOUND": 404,
    "CONFLICT": 409,
}
_STATUS_OF_CLASS = {"transient": 503, "correctable": 400, "terminal": 500}
_RATE_LIMITED = ("RATE", "THROTTL", "TOO_MANY", "QUOTA")


def suggested_status(code: str, entry: dict[str, object]) -> int:
    """The HTTP status a hint suggests for the error `code`: its exit's, else its class's."""
    recovery = recovery_class(entry.get("retryable"), entry.get("fix_required"))
    if recovery == "transient":
        return 429 if any(word in code for word in _RATE_LIMITED) else 503
    exit_name = entry.get("exit")
    if isinstance(exit_name, str) and exit_name in _STATUS_OF_EXIT:
        return _STATUS_OF_EXIT[exit_name]
    return _STATUS_OF_CLASS[recovery]


def http_status_missing(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        if "http_status" not in entry:
            recovery = recovery_class(entry.get("retryable"), entry.get("fix_required"))
            yield Finding(
                "http-status-missing",
                ("errors", code),
                f"{code} has no http_status, and an HTTP target is built",
                f"give it the status an HTTP API answers this {recovery} error with, e.g. "
                f"http_status: {suggested_status(code, entry)}",
                key=True,
            )


def problem_member_clash(view: View) -> Iterator[Finding]:
    for code, entry in view.errors:
        for kind in ("params", "details"):
            for name in mapping_of(entry.get(kind)):
                if isinstance(name, str) and name in PROBLEM_MEMBERS:
                    yield Finding(
                        "problem-member-clash",
                        ("errors", code, kind, name),
                        f"{kind[:-1]} {name!r} of {code} is named like a member of its problem "
                        "details, which would hide it",
                        f"rename it, for example {code.lower()}_{name}",
                        key=True,
                    )


def grpc_reason_length(view: View) -> Iterator[Finding]:
    for code, _ in view.errors:
        if len(code) > REASON_MAX:
            yield Finding(
                "grpc-reason-length",
                ("errors", code),
                f"code {code} has {len(code)} characters; an ErrorInfo reason has at most "
                f"{REASON_MAX}",
                "shorten the code (deprecate the long one with replaced_by if it shipped)",
                key=True,
            )
