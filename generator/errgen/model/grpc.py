"""Google's error model (AIP-193) as errgen reads it: the google.rpc.Code of an HTTP status and
google.protobuf.Duration's JSON, for the grpc target's mapping and every language's
to_grpc_status."""

from __future__ import annotations

# google.rpc.Code by name.
CODES = {
    "OK": 0,
    "CANCELLED": 1,
    "UNKNOWN": 2,
    "INVALID_ARGUMENT": 3,
    "DEADLINE_EXCEEDED": 4,
    "NOT_FOUND": 5,
    "ALREADY_EXISTS": 6,
    "PERMISSION_DENIED": 7,
    "RESOURCE_EXHAUSTED": 8,
    "FAILED_PRECONDITION": 9,
    "ABORTED": 10,
    "OUT_OF_RANGE": 11,
    "UNIMPLEMENTED": 12,
    "INTERNAL": 13,
    "UNAVAILABLE": 14,
    "DATA_LOSS": 15,
    "UNAUTHENTICATED": 16,
}
# HTTP status -> google.rpc.Code: the "HTTP -> RPC" table of googleapis' RPC error code / HTTP
# mapping (the inverse of the "HTTP Mapping" each code has in google/rpc/code.proto); statuses
# it does not list fall back by class (_BY_CLASS).
_BY_STATUS = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    409: "ABORTED",
    416: "OUT_OF_RANGE",
    429: "RESOURCE_EXHAUSTED",
    499: "CANCELLED",
    501: "UNIMPLEMENTED",
    503: "UNAVAILABLE",
    504: "DEADLINE_EXCEEDED",
}
_BY_CLASS = {1: "UNKNOWN", 2: "OK", 3: "UNKNOWN", 4: "FAILED_PRECONDITION", 5: "INTERNAL"}


def grpc_status(http_status: int) -> str:
    """The google.rpc.Code name of an HTTP status."""
    return _BY_STATUS.get(http_status) or _BY_CLASS[http_status // 100]


def duration(ms: int) -> str:
    """Milliseconds as google.protobuf.Duration's JSON: whole seconds, or three decimals."""
    seconds, rest = divmod(ms, 1000)
    return f"{seconds}s" if rest == 0 else f"{seconds}.{rest:03d}s"
