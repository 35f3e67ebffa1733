"""The names the go target derives and the names its package reserves: what the go target's
filters print and what the generated-name rule checks, without rendering anything."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

import errgen.names as names
from errgen.names.registry import Derived, Where

KEYWORDS = frozenset(
    "break case chan const continue default defer else fallthrough for func go goto if import "
    "interface map package range return select struct switch type var".split()
)
_PACKAGE = re.compile(r"[a-z][a-z0-9]*\Z")


def is_go_package(name: str) -> bool:
    """Whether `name` is a Go package name as Go's style has them: lower case, no keyword."""
    return bool(_PACKAGE.match(name)) and name not in KEYWORDS


def go_package_name(tool: str) -> str:
    """The go target's default package: the tool's letters and digits, lower case, then
    `errors` (`depot` -> `depoterrors`), so that it never hides Go's own errors package."""
    return "".join(char for char in tool.lower() if char.isascii() and char.isalnum()) + "errors"

# Predeclared names and the package-level names of the template: a generated name equal to
# one would shadow it or collide with it.
RESERVED = KEYWORDS | frozenset(
    "any append bool byte cap close complex copy delete error false float32 float64 imag int "
    "int64 iota len make new nil panic print println real recover rune string true uint "
    "Code Detail Envelope ErrorDetail ExitCode FromEnvelope FromEnvelopeOf Meta Recovery Run Transient "
    "Correctable Terminal spec param state DescribeErrors errorsDescription "
    "Options ParseFlags Render Result ResultExits RunWith Usage WarningsFromEnvelope "
    "Answer AnswerFromEnvelope".split()
)
# Methods every error type has: a parameter's getter of the same name is suffixed with Param
# (tests/names keeps this in step with the template's methods).
_METHODS = frozenset(
    "Code Recovery Retryable RetryAfterMs WithRetryAfter MaxAttempts FixRequired FixCommand RefreshCommand "
    "ReauthCommand DiagnoseCommand Suggestion HelpURL ExitCode Message Details ToDetail ToEnvelope Error Is "
    "MarshalJSON HTTPStatus Tags HasTag BackoffPolicy BackoffMaxMs BackoffJitter BackoffMs Title "
    "ToProblem ToGrpcStatus RetryAfterHeader".split()
)


def go_name(value: object) -> str:
    """`value` if it is an ASCII Go identifier that is no keyword and shadows nothing."""
    name = names.exact(value)
    # an ASCII identifier is exactly [A-Za-z_][A-Za-z0-9_]*: two tests in C, not a regex
    if not (name.isascii() and name.isidentifier()) or name in RESERVED:
        raise ValueError(f"not a safe Go identifier: {name!r}")
    return name


def go_camel(value: object) -> str:
    """`AUTH_REQUIRED` or `expired_at` in CamelCase, to follow a prefix (`Exit`, `Code`)."""
    camel = names.camel(names.exact(value))
    if not camel:
        raise ValueError(f"no Go name for {value!r}")
    return camel


def go_stem(class_name: object) -> str:
    """An error's class name without its `Error`: `CredentialsExpired`, for Code… and Err…."""
    name = go_name(class_name)
    return name.removesuffix("Error") or name


def go_getter(param: object) -> str:
    """The method that returns a parameter: its CamelCase name, suffixed when it is taken."""
    name = go_camel(param)
    name = name if name[0].isalpha() else "P" + name
    return name + "Param" if name in _METHODS else name


# Package-level names the template's own code uses inside a constructor's body: an argument
# of the same name would hide it (`newState`, and each error's `spec…`).
_BODY_NAMES = frozenset(("newState",))
_SPEC_NAME = re.compile(r"spec[A-Z]")


def go_arg(param: object) -> str:
    """A constructor's argument for a parameter: lowerCamelCase, suffixed when it is taken."""
    camel = go_camel(param)
    name = camel[0].lower() + camel[1:] if camel[0].isalpha() else "p" + camel
    taken = name in RESERVED or name in _BODY_NAMES or _SPEC_NAME.match(name) is not None
    return name + "Arg" if taken else name


# The package-level names of the template that a derived name could equal (a Tag, Code, Exit
# or New prefix, or a class's Error suffix): the rest are in RESERVED. A base_class (from the
# configuration) may equal neither.
PACKAGE_NAMES = (
    *("Tag", "CodeOfAlias", "CodeOfScopedAlias", "HasTag", "Tagged", "CleanText"),
    *("Problem", "FromProblem"),
    *("OperationExitCode", "PassesExitStatus"),  # and each operation's Operation…
)

def clashes(derived: Derived) -> Iterator[tuple[Where, str]]:
    """The generated-name rule's findings for the go target: `go_name_clashes` of the names."""
    return go_name_clashes(derived.classes, derived.exits, derived.tags, derived.errors)


def go_name_clashes(
    classes: tuple[str, str],
    exits: Iterable[tuple[Where, str]],
    tags: Iterable[tuple[Where, str]],
    errors: Iterable[tuple[Where, str, str, Iterable[tuple[Where, str]]]],
) -> Iterator[tuple[Where, str]]:
    """(where, what) of each derived Go name that collides: a package-level name taken twice or
    one the template defines, two arguments of one constructor or two getters of one type with
    one name. `classes` is (base, unknown); `errors` holds (where, code, class name, and the
    (where, name) of each argument). The go target refuses a catalogue with any (the output
    would not compile); the generated-name-collision rule reports each, from the same names."""
    seen = dict.fromkeys(PACKAGE_NAMES, "")
    top: list[tuple[Where, str, str]] = [
        ((), classes[0], "the base class"),
        ((), classes[1], "the class of unknown codes"),
    ]
    top += [(where, f"Exit{go_camel(name)}", f"exit code {name}") for where, name in exits]
    top += [(where, f"Tag{go_camel(tag)}", f"tag {tag}") for where, tag in tags]
    for where, code, class_name, arguments in errors:
        stem = go_stem(class_name)
        for name in (class_name, f"New{class_name}", f"Code{stem}", f"Err{stem}", f"spec{stem}"):
            top.append((where, name, code))
        getters: dict[str, str] = {}
        args: dict[str, str] = {}
        for at, param in arguments:
            for kind, name, table in (
                ("method", go_getter(param), getters),
                ("constructor argument", go_arg(param), args),
            ):
                if name in table:
                    yield (
                        at,
                        (
                            f"{param!r} and {table[name]!r} of {code} would both be the Go {kind} {name}"
                        ),
                    )
                    break
                table[name] = param
    for where, name, owner in top:
        if name in RESERVED or seen.get(name) == "":
            yield where, f"{owner} would make the Go name {name}, which the package defines itself"
        elif name in seen:
            yield where, f"{owner} would make the Go name {name}, like {seen[name]}"
        else:
            seen[name] = owner
