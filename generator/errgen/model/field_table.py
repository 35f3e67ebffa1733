"""The field table: one entry per field of an error, from which every list of fields derives.

An entry says what kind of field it is, its label for people, how `errgen diff` judges a change
of it, where it appears in generated code and, for a command, which registry effects it may
name. What a catalogue key means is said once, by its `description` in catalogue.schema.json:
an entry reads it from there (`Field.description`), so the two never drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# what a field is about, for people and for the rules that treat a kind alike
FieldKind = Literal["recovery", "timing", "command", "prose", "http", "meta", "data"]
# where a field appears: an envelope's ErrorDetail, a constant of the error's class, a member of
# its problem details body (RFC 9457)
Place = Literal["detail", "constant", "problem"]
# How `errgen diff` judges a change: `fix`, a command an agent runs (added is compatible; changed
# or removed breaks); `advice`, a command only read (any change is compatible); `prose`, wording
# (reworded, added or removed: compatible); `reworded`, wording whose presence another field
# judges (fix_required's is the class's); `own`, judged by its own code in errgen.diff or
# errgen.model.fields; `none`, not compared (no caller branches on it).
Judgement = Literal["fix", "advice", "prose", "reworded", "own", "none"]

# an envelope field that is also a constant and a problem member
_SHOWN: tuple[Place, ...] = ("detail", "constant", "problem")
SAFE_EFFECTS = ("idempotent", "read-only")  # what an agent may run blindly


@dataclass(frozen=True, slots=True)
class Field:
    """One field of an error: its model name, kind, label, diff judgement and places."""

    name: str  # the ErrorSpec attribute, and the generated code's constant
    kind: FieldKind
    label: str
    diff: Judgement
    places: tuple[Place, ...] = ()
    # where the catalogue writes it: an error's key, then a key inside it; () for a field that
    # errgen derives (then `about` says what it means)
    key: tuple[str, ...] = ()
    type: Literal["str", "int", "bool", "other"] = "str"  # its value, when set
    effects: tuple[str, ...] = ()  # a command's: the registry effects it may name
    about: str = ""

    @property
    def description(self) -> str:
        """What the field means: its catalogue key's schema description, or `about`."""
        if not self.key:
            return self.about
        from errgen.catalogue.patterns import schema

        node = schema()["$defs"]["error"]
        for key in self.key:
            node = node["properties"][key]
        description: str = node["description"]
        return description


def _command(name: str, label: str, diff: Judgement, effects: tuple[str, ...]) -> Field:
    return Field(name, "command", label, diff, _SHOWN, (name,), "str", effects)


# In the order a generated class declares its constants (the python target's base class).
FIELDS: tuple[Field, ...] = (
    Field(
        "recovery",
        "recovery",
        "Class",
        "own",
        ("constant",),
        about="The recovery class that retryable and fix_required encode: transient, "
        "correctable or terminal.",
    ),
    Field("retryable", "recovery", "Retryable", "own", ("constant",), ("retryable",), "bool"),
    Field("retry_after_ms", "timing", "Retry after", "own", _SHOWN, ("retry_after_ms",), "int"),
    Field("max_attempts", "timing", "Attempts", "own", _SHOWN, ("max_attempts",), "int"),
    Field(
        "retry_after_min_ms",
        "timing",
        "Shortest wait",
        "own",
        ("constant",),
        ("retry_after_range", "min_ms"),
        "int",
    ),
    Field(
        "retry_after_max_ms",
        "timing",
        "Longest wait",
        "own",
        ("constant",),
        ("retry_after_range", "max_ms"),
        "int",
    ),
    Field("backoff_policy", "timing", "Backoff", "own", ("constant",), ("backoff", "policy")),
    Field(
        "backoff_max_ms", "timing", "Backoff cap", "own", ("constant",), ("backoff", "max_ms"), "int"
    ),
    Field(
        "backoff_jitter", "timing", "Jitter", "own", ("constant",), ("backoff", "jitter"), "bool"
    ),
    Field("fix_required", "prose", "Fix required", "reworded", _SHOWN, ("fix_required",)),
    _command("fix_command", "Fix command", "fix", SAFE_EFFECTS),
    _command("refresh_command", "Refresh command", "fix", SAFE_EFFECTS),
    _command("reauth_command", "Re-authentication command", "fix", SAFE_EFFECTS),
    _command(
        "diagnose_command",
        "Diagnostic command (read-only: to look, never a fix)",
        "advice",
        ("read-only",),
    ),
    Field("suggestion", "prose", "Suggestion", "prose", _SHOWN, ("suggestion",)),
    Field(
        "help_url",
        "meta",
        "Documentation",
        "own",
        ("detail", "constant"),  # a problem carries it as its type
        about="The URL of the code's section of the published docs (docs_url and docs_layout).",
    ),
    Field("since", "meta", "Since", "none", ("constant",), ("since",)),
    Field(
        "deprecated_since", "meta", "Deprecated since", "own", ("constant",), ("deprecated", "since")
    ),
    Field(
        "replaced_by", "meta", "Replaced by", "own", ("constant",), ("deprecated", "replaced_by")
    ),
    Field("http_status", "http", "HTTP status", "own", ("constant",), ("http_status",), "int"),
    Field("title", "http", "Title", "own", ("constant",), ("title",)),
    Field(
        "grpc_code",
        "http",
        "gRPC code",
        "own",
        ("constant",),
        type="int",
        about="The google.rpc.Code of the code's HTTP status (500 when it has none).",
    ),
    # the catalogue's fields that are no constant of that name
    Field("message", "prose", "Message", "prose", key=("message",)),
    Field("params", "data", "Parameters", "own", key=("params",), type="other"),
    Field("details", "data", "Details", "own", key=("details",), type="other"),
    Field("aliases", "meta", "Aliases", "own", key=("aliases",), type="other"),
    Field("tags", "meta", "Tags", "own", key=("tags",), type="other"),
    Field("exit", "recovery", "Exit code", "own", key=("exit",), type="other"),
    Field("description", "prose", "Description", "prose", key=("description",)),
    Field("ignore", "meta", "Ignored rules", "none", key=("ignore",), type="other"),
)
BY_NAME = {field.name: field for field in FIELDS}


def names(place: Place) -> tuple[str, ...]:
    """The names of the fields that appear in `place`, in the table's order."""
    return tuple(field.name for field in FIELDS if place in field.places)


# the fields that name a registered command, and those of them an agent runs as a fix
COMMAND_FIELDS = tuple(field.name for field in FIELDS if field.kind == "command")
FIX_FIELDS = tuple(field.name for field in FIELDS if field.diff == "fix")
