"""The names the rust target derives and the names its module reserves: what the rust target's
filters print and what the generated-name rule checks, without rendering anything.

Rust names: types and enum variants in CamelCase (`ToolError`, `ToolErrorKind::CredentialsExpired`),
constants in SCREAMING_SNAKE_CASE (`EXIT_AUTH_REQUIRED`, `CODE_RATE_LIMITED`, `TAG_NETWORK`),
constructors and fields in snake_case (`ToolError::credentials_expired(expired_at)`)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

import errgen.names as names
from errgen.names.registry import Derived, Where

# Strict and reserved keywords of every edition to 2024, and the weak ones that are names
# elsewhere (`union`, `macro_rules`): https://doc.rust-lang.org/reference/keywords.html
KEYWORDS = frozenset(
    "as break const continue crate else enum extern false fn for if impl in let loop match mod "
    "move mut pub ref return self Self static struct super trait true type unsafe use where while "
    "async await dyn abstract become box do final macro override priv typeof unsized virtual "
    "yield try gen union macro_rules raw safe".split()
)
_IDENTIFIER = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")
_WORDS = re.compile(r"[A-Za-z0-9]+")

# The module's own type names, and the prelude's and std's that it uses unqualified: a type the
# catalogue names (its base class) equal to one would collide or shadow it.
TYPES = frozenset(
    "Recovery Value Detail ErrorDetail Envelope Meta Problem Json Param Spec Outcome Answer Options "
    "Option Some None Result Ok Err String Vec Box Fn FnOnce Default Clone Copy Debug Display "
    "Error ExitCode Write Sized Send Sync Into From Iterator PartialEq Eq Hash OperationAnswer".split()
)
# Associated functions and methods of the error type: a constructor of the same name is
# suffixed with _error (tests/targets/test_rust.py keeps this in step with the template).
METHODS = frozenset(
    "code kind recovery retryable retry_after_ms with_retry_after max_attempts fix_required "
    "fix_command refresh_command reauth_command diagnose_command suggestion help_url exit_code "
    "exit http_status title tags has_tag message details to_detail to_envelope to_problem "
    "retry_after_header to_grpc_status backoff_policy backoff_max_ms backoff_jitter backoff_ms "
    "from_envelope from_envelope_of from_problem of_spec from_fields new clone fmt eq to_string "
    "source description cause default next add sub mul div rem neg not shl shr from_str from_iter hash "
    "cmp partial_cmp deref deref_mut drop index index_mut borrow borrow_mut as_ref as_mut into_iter "
    "bitand bitor bitxor to_warning usage warnings_from_envelope".split()
)


def rust_name(value: object) -> str:
    """`value` if it is an ASCII Rust identifier that is no keyword and no type the module uses."""
    name = names.exact(value)
    if not _IDENTIFIER.match(name) or name in KEYWORDS or name in TYPES:
        raise ValueError(f"not a safe Rust identifier: {name!r}")
    return name


def rust_camel(value: object) -> str:
    """`AUTH_REQUIRED`, `card-error` or `expired_at` in CamelCase: a variant's name."""
    camel = names.camel(names.exact(value))
    if not camel:
        raise ValueError(f"no Rust name for {value!r}")
    return camel if camel[0].isalpha() else "V" + camel


def rust_upper(value: object) -> str:
    """`card-error` or `AUTH_REQUIRED` in SCREAMING_SNAKE_CASE, to follow a prefix (`TAG_`)."""
    words = _WORDS.findall(names.exact(value))
    if not words:
        raise ValueError(f"no Rust name for {value!r}")
    return "_".join(words).upper()


def rust_variant(class_name: object) -> str:
    """An error's variant of the kind enum: its class name without `Error` (`CredentialsExpired`)."""
    name = names.exact(class_name)
    stem = name.removesuffix("Error") or name
    if not _IDENTIFIER.match(stem):
        raise ValueError(f"not a safe Rust identifier: {stem!r}")
    return name if stem in KEYWORDS else stem  # SELF's variant is SelfError: Self is a keyword


def rust_field(param: object) -> str:
    """A parameter's field and constructor argument: its snake_case name, `_` after a keyword."""
    name = names.exact(param)
    if not re.fullmatch(r"[a-z][a-z0-9_]*", name):
        raise ValueError(f"not a Rust field name: {name!r}")
    return name + "_" if name in KEYWORDS or name in _ARG_NAMES else name


# the names a constructor's body uses itself: an argument of one of them would hide it
_ARG_NAMES = frozenset(("spec", "details", "message", "value", "values", "v"))


def rust_constructor(code: object) -> str:
    """An error's constructor: its code in snake_case, suffixed when a method or keyword has it."""
    name = names.exact(code).lower()
    if not re.fullmatch(r"[a-z][a-z0-9_]*", name):
        raise ValueError(f"not a Rust function name: {name!r}")
    return name + "_error" if name in KEYWORDS or name in METHODS else name


def clashes(derived: Derived) -> Iterator[tuple[Where, str]]:
    """The generated-name rule's findings for the rust target: `rust_name_clashes` of the names."""
    return rust_name_clashes(derived.classes, derived.exits, derived.tags, derived.errors)


def rust_name_clashes(
    classes: tuple[str, str],
    exits: Iterable[tuple[Where, str]],
    tags: Iterable[tuple[Where, str]],
    errors: Iterable[tuple[Where, str, str, Iterable[tuple[Where, str]]]],
) -> Iterator[tuple[Where, str]]:
    """(where, what) of each derived Rust name that collides: a type, variant, constant or
    constructor taken twice or one the module defines, two fields of one variant with one name.
    The rust target refuses a catalogue with any (the output would not compile); the
    generated-name-collision rule reports each, from the same names."""
    base, unknown = classes
    types: dict[str, str] = {}
    for name, owner in ((base, "the base class"), (base + "Kind", "the base class's kind enum")):
        if not _IDENTIFIER.match(name) or name in KEYWORDS or name in TYPES:
            yield (), f"{owner} would make the Rust name {name}, which the module uses itself"
        elif name in types:
            yield (), f"{owner} would make the Rust name {name}, like {types[name]}"
        types[name] = owner
    variants = {rust_variant(unknown): "the class of unknown codes"}
    constants: dict[str, str] = {}
    constructors: dict[str, str] = {}
    top: list[tuple[Where, str, dict[str, str], str]] = []
    top += [
        (where, f"EXIT_{rust_upper(name)}", constants, f"exit code {name}") for where, name in exits
    ]
    top += [(where, f"TAG_{rust_upper(tag)}", constants, f"tag {tag}") for where, tag in tags]
    for where, code, class_name, arguments in errors:
        top.append((where, rust_variant(class_name), variants, code))
        top.append((where, f"CODE_{rust_upper(code)}", constants, code))
        top.append((where, rust_constructor(code), constructors, code))
        fields: dict[str, str] = {}
        for at, param in arguments:
            field = rust_field(param)
            if field in fields:
                yield (
                    at,
                    f"{param!r} and {fields[field]!r} of {code} would both be the Rust field {field}",
                )
            fields[field] = param
    for where, name, table, owner in top:
        if name in table:
            yield where, f"{owner} would make the Rust name {name}, like {table[name]}"
        else:
            table[name] = owner
