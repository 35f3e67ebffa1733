"""The catalogue schema compiled by fastjsonschema; make regen rewrites it."""

# ruff: noqa
# mypy: ignore-errors
VERSION = "2.22.3"
Decimal = float  # see tools/regen.py
import re


class JsonSchemaValueException(ValueError):
    """The data breaks the schema (fastjsonschema's exception, in the form its code raises)."""

    def __init__(self, message, value=None, name=None, definition=None, rule=None):
        super().__init__(message)
        self.message, self.value, self.name = message, value, name
        self.definition, self.rule = definition, rule


JsonSchemaValuesException = JsonSchemaValueException


REGEX_PATTERNS = {
    "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])": re.compile(
        "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])"
    ),
    "^[a-z][a-z0-9_]*(?![\\s\\S])": re.compile("^[a-z][a-z0-9_]*(?![\\s\\S])"),
    "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])": re.compile(
        "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])"
    ),
    "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])": re.compile(
        "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])"
    ),
    "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])": re.compile(
        "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])"
    ),
    "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])": re.compile(
        "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])"
    ),
    "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])": re.compile(
        "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])"
    ),
    "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])": re.compile(
        "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])"
    ),
    "^[A-Za-z0-9][A-Za-z0-9._-]*( [A-Za-z0-9][A-Za-z0-9._-]*)*(?![\\s\\S])": re.compile(
        "^[A-Za-z0-9][A-Za-z0-9._-]*( [A-Za-z0-9][A-Za-z0-9._-]*)*(?![\\s\\S])"
    ),
    "^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+(?![\\s\\S])": re.compile(
        "^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+(?![\\s\\S])"
    ),
    "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])": re.compile(
        "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])"
    ),
    "^[0-9]+(\\.[0-9]+){1,2}(?![\\s\\S])": re.compile("^[0-9]+(\\.[0-9]+){1,2}(?![\\s\\S])"),
}

NoneType = type(None)


def validate_urn_errgen_catalogue_1(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException(
            "" + (name_prefix or "data") + " must be object",
            value=data,
            name="" + (name_prefix or "data") + "",
            definition={
                "$schema": "http://json-schema.org/draft-07/schema#",
                "$id": "urn:errgen:catalogue:1",
                "title": "errgen error catalogue",
                "description": "One tool's errors, each answering: what failed, is it worth repeating, what must change, what command changes it.",
                "type": "object",
                "required": ["errgen", "tool", "errors"],
                "additionalProperties": False,
                "properties": {
                    "errgen": {"description": "Format version of the catalogue.", "const": 1},
                    "tool": {
                        "type": "object",
                        "required": ["name"],
                        "additionalProperties": False,
                        "properties": {
                            "name": {
                                "type": "string",
                                "maxLength": 64,
                                "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                            },
                            "companions": {
                                "description": "Other executables a registered command may start with.",
                                "type": "array",
                                "uniqueItems": True,
                                "items": {
                                    "type": "string",
                                    "maxLength": 64,
                                    "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                },
                            },
                            "commands": {
                                "description": "The command registry: exact command lines and their effect.",
                                "type": "object",
                                "additionalProperties": {
                                    "type": "object",
                                    "required": ["effect"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "effect": {
                                            "description": "What running the command does: read-only (changes nothing), idempotent (running it again changes nothing more) or destructive.",
                                            "enum": ["read-only", "idempotent", "destructive"],
                                        },
                                        "interactive": {
                                            "description": "The command needs a person.",
                                            "type": "boolean",
                                        },
                                        "description": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        "safe_because": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        "ignore": {
                                            "description": "Warnings acknowledged for this command, by rule id: each is known and meant.",
                                            "type": "array",
                                            "uniqueItems": True,
                                            "items": {
                                                "enum": [
                                                    "command-effect-understated",
                                                    "command-interactive-undeclared",
                                                    "command-placeholder-word",
                                                    "command-unjudged",
                                                ]
                                            },
                                        },
                                    },
                                },
                            },
                        },
                    },
                    "errors": {
                        "description": "Error code -> error. Codes are SCREAMING_SNAKE_CASE and never change meaning.",
                        "type": "object",
                        "propertyNames": {
                            "type": "string",
                            "maxLength": 100,
                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                        },
                        "additionalProperties": {
                            "type": "object",
                            "required": ["message", "retryable", "exit"],
                            "additionalProperties": False,
                            "properties": {
                                "message": {"type": "string", "minLength": 1, "maxLength": 1000},
                                "params": {
                                    "description": "The values the message names as {name}: parameter name -> its type; the generated constructor takes them.",
                                    "type": "object",
                                    "propertyNames": {
                                        "type": "string",
                                        "maxLength": 40,
                                        "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                    },
                                    "additionalProperties": {
                                        "type": "object",
                                        "required": ["type"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "type": {
                                                "description": "The value's type: str, int, float or bool.",
                                                "enum": ["str", "int", "float", "bool"],
                                            },
                                            "description": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                        },
                                    },
                                },
                                "details": {
                                    "description": "Machine-readable context carried in the envelope's details, never in the message (request ids).",
                                    "type": "object",
                                    "propertyNames": {
                                        "type": "string",
                                        "maxLength": 40,
                                        "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                    },
                                    "additionalProperties": {
                                        "type": "object",
                                        "required": ["type"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "type": {
                                                "description": "A scalar, or a list of them (at most 100 items; more are cut): list[str], list[int], list[float], list[bool].",
                                                "enum": [
                                                    "str",
                                                    "int",
                                                    "float",
                                                    "bool",
                                                    "list[str]",
                                                    "list[int]",
                                                    "list[float]",
                                                    "list[bool]",
                                                ],
                                            },
                                            "optional": {
                                                "description": "The tool may leave this detail out: its absence (no key in the envelope) is distinct from an empty value.",
                                                "type": "boolean",
                                            },
                                            "description": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                        },
                                    },
                                },
                                "aliases": {
                                    "description": "Other spellings of this code in the systems the tool wraps; each alias belongs to one code.",
                                    "type": "array",
                                    "uniqueItems": True,
                                    "maxItems": 100,
                                    "items": {
                                        "description": "Another spelling of a code in a system the tool wraps: card_declined, NotFound, 404.",
                                        "type": "string",
                                        "maxLength": 64,
                                        "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])",
                                    },
                                },
                                "http_status": {
                                    "description": "The HTTP status of this error, for tools that are also APIs.",
                                    "type": "integer",
                                    "minimum": 100,
                                    "maximum": 599,
                                },
                                "title": {
                                    "description": "A short constant summary of the code, the problem details' title (RFC 9457); default: the code in words, STORE_LOCKED -> Store locked.",
                                    "type": "string",
                                    "minLength": 1,
                                    "maxLength": 100,
                                },
                                "tags": {
                                    "description": "A subset of the catalogue's declared tags.",
                                    "type": "array",
                                    "uniqueItems": True,
                                    "maxItems": 100,
                                    "items": {
                                        "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                        "type": "string",
                                        "maxLength": 40,
                                        "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                    },
                                },
                                "retryable": {
                                    "description": "The identical unchanged invocation may succeed and no side effects occurred.",
                                    "type": "boolean",
                                },
                                "retry_after_ms": {
                                    "description": "How long to wait before reissuing the identical call, in milliseconds: at most an hour, or up to a day where retry_after_range reaches it (a server's documented wait, such as a card's 24-hour retry limit).",
                                    "type": "integer",
                                    "minimum": 1,
                                    "maximum": 86400000,
                                },
                                "retry_after_range": {
                                    "description": "The tool may pass the wait a server asked for (Retry-After) as retry_after_ms, clamped to these bounds at run time; retry_after_ms is the wait when it passes none.",
                                    "type": "object",
                                    "required": ["min_ms", "max_ms"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "min_ms": {
                                            "description": "The shortest wait the tool may pass, in milliseconds.",
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 86400000,
                                        },
                                        "max_ms": {
                                            "description": "The longest wait the tool may pass, in milliseconds.",
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 86400000,
                                        },
                                    },
                                },
                                "max_attempts": {
                                    "description": "Attempts in all, the first included; default 3.",
                                    "type": "integer",
                                    "minimum": 1,
                                    "maximum": 20,
                                },
                                "backoff": {
                                    "description": "How the wait grows from one attempt to the next: constant (the envelope's retry_after_ms each time, the default) or exponential (doubled after each failure up to max_ms, with jitter if asked: each wait drawn between half and all of it); never below the envelope's retry_after_ms.",
                                    "type": "object",
                                    "required": ["policy"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "policy": {
                                            "description": "How the wait grows: constant or exponential.",
                                            "enum": ["constant", "exponential"],
                                        },
                                        "max_ms": {
                                            "description": "The longest wait of an exponential backoff.",
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 86400000,
                                        },
                                        "jitter": {
                                            "description": "Spread the waits of an exponential backoff (equal jitter); default false.",
                                            "type": "boolean",
                                        },
                                    },
                                },
                                "fix_required": {
                                    "type": "string",
                                    "minLength": 1,
                                    "maxLength": 1000,
                                },
                                "fix_command": {"type": "string", "minLength": 1, "maxLength": 200},
                                "refresh_command": {
                                    "type": "string",
                                    "minLength": 1,
                                    "maxLength": 200,
                                },
                                "reauth_command": {
                                    "type": "string",
                                    "minLength": 1,
                                    "maxLength": 200,
                                },
                                "diagnose_command": {
                                    "type": "string",
                                    "minLength": 1,
                                    "maxLength": 200,
                                },
                                "suggestion": {"type": "string", "minLength": 1, "maxLength": 1000},
                                "exit": {
                                    "type": "string",
                                    "maxLength": 100,
                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                },
                                "description": {
                                    "description": "Markdown for the docs page.",
                                    "type": "string",
                                    "maxLength": 20000,
                                },
                                "since": {
                                    "type": "string",
                                    "maxLength": 40,
                                    "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                },
                                "deprecated": {
                                    "description": "The code is deprecated: since which version, and the code that replaces it.",
                                    "type": "object",
                                    "required": ["since"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "since": {
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                        },
                                        "replaced_by": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                    },
                                },
                                "ignore": {
                                    "description": "Warnings acknowledged for this error, by rule id: each is known and meant.",
                                    "type": "array",
                                    "uniqueItems": True,
                                    "items": {
                                        "enum": [
                                            "prose-only-recovery",
                                            "deprecated-without-replacement",
                                            "operation-unreachable",
                                            "usage-error-builtin",
                                        ]
                                    },
                                },
                            },
                        },
                    },
                    "default_exit_codes": {
                        "description": "false: the tool's exit codes are exactly SUCCESS 0 and those exit_codes declares, for a tool that already has its own table (gh exits 0, 1, 2, 4 and 8 only); default true: exit_codes extends the default table.",
                        "type": "boolean",
                    },
                    "exit_codes": {
                        "description": "Extends the default exit-code table (FAILURE 1, USAGE 2, NOT_FOUND 3, CONFLICT 4, TRANSIENT 5, PRECONDITION 6, PERMISSION_DENIED 7, AUTH_REQUIRED 8, INTERNAL 9): name -> number (1-255; 126-165 draw a warning) and class. An entry replaces the default of its name and of its number. class: shared lets errors of several classes use one number (the envelope tells them apart); class: result declares a status that is no failure (a diff that found differences).",
                        "type": "object",
                        "propertyNames": {
                            "type": "string",
                            "maxLength": 100,
                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                        },
                        "additionalProperties": {
                            "type": "object",
                            "required": ["code", "class"],
                            "additionalProperties": False,
                            "properties": {
                                "code": {
                                    "description": "The exit number, 1-255.",
                                    "type": "integer",
                                    "minimum": 1,
                                    "maximum": 255,
                                },
                                "class": {
                                    "description": "The recovery class of every error that exits so; shared: errors of several classes (the envelope tells them apart); result: a status that is no failure.",
                                    "enum": [
                                        "transient",
                                        "correctable",
                                        "terminal",
                                        "shared",
                                        "result",
                                    ],
                                },
                                "ignore": {
                                    "description": "Warnings acknowledged for this exit code, by rule id: each is known and meant.",
                                    "type": "array",
                                    "uniqueItems": True,
                                    "items": {
                                        "enum": ["exit-code-shell-reserved", "exit-code-shared"]
                                    },
                                },
                            },
                        },
                    },
                    "operations": {
                        "description": "The tool's own commands (or MCP tools, or HTTP operations), each with the errors it can end with: operation name (the tool's or a companion's command, as typed: depot push) -> operation. errgen's built-in INTERNAL_ERROR belongs to every operation.",
                        "type": "object",
                        "maxProperties": 500,
                        "propertyNames": {
                            "description": "An operation's name: the command as typed, words of letters, digits, '.', '_' and '-' separated by one space, the first the tool's name or a companion's (depot push).",
                            "type": "string",
                            "maxLength": 100,
                            "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*( [A-Za-z0-9][A-Za-z0-9._-]*)*(?![\\s\\S])",
                        },
                        "additionalProperties": {
                            "type": "object",
                            "required": ["errors"],
                            "additionalProperties": False,
                            "properties": {
                                "summary": {"type": "string", "minLength": 1, "maxLength": 1000},
                                "errors": {
                                    "description": "The errors the operation can end with: codes, or tag:NAME for every code that carries the tag.",
                                    "type": "array",
                                    "maxItems": 500,
                                    "items": {
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])",
                                    },
                                },
                                "exits": {
                                    "description": "Code -> exit name: in this operation the code exits with that declared exit code instead of its own (docker run exits 125 where other commands exit 1).",
                                    "type": "object",
                                    "propertyNames": {
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                    },
                                    "additionalProperties": {
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                    },
                                },
                                "results": {
                                    "description": "Answer name -> exit number: in this operation that status is an answer, not a failure (kubectl diff exits 1 when it found differences, where 1 is every other command's error); on a shared number of its errors, the envelope tells them apart.",
                                    "type": "object",
                                    "maxProperties": 20,
                                    "propertyNames": {
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                    },
                                    "additionalProperties": {
                                        "type": "integer",
                                        "minimum": 1,
                                        "maximum": 255,
                                    },
                                },
                                "passes_exit_status": {
                                    "description": "true: any exit status that is not one of the operation's own is the status of the program it ran, passed through (docker run, kubectl exec, npm run).",
                                    "type": "boolean",
                                },
                                "http": {
                                    "description": "The operation's HTTP method and path, for the openapi target: its responses are limited to the operation's codes.",
                                    "type": "object",
                                    "required": ["method", "path"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "method": {
                                            "description": "The HTTP method, lower case.",
                                            "enum": [
                                                "get",
                                                "put",
                                                "post",
                                                "delete",
                                                "options",
                                                "head",
                                                "patch",
                                                "trace",
                                            ],
                                        },
                                        "path": {
                                            "description": "The path template, as OpenAPI writes it (/notes/{id}).",
                                            "type": "string",
                                            "maxLength": 200,
                                            "pattern": "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                        },
                                    },
                                },
                            },
                        },
                    },
                    "docs_url": {
                        "description": "Base URL of the published docs page; an error's help_url is it plus the error's anchor.",
                        "type": "string",
                        "maxLength": 200,
                        "pattern": "^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+(?![\\s\\S])",
                    },
                    "docs_layout": {
                        "description": "How the docs are published: page (one page, an error's help_url is docs_url plus its anchor, the default) or pages (a page per code: docs_url is the index page's folder and an error's help_url is its own page, docs_url/anchor/).",
                        "enum": ["page", "pages"],
                    },
                    "include": {
                        "description": "Other catalogue files, relative to this one, whose errors, commands and companions are merged in; an entry may be {path, prefix, exits} to prefix the included file's codes and to map its exit codes onto this file's.",
                        "type": "array",
                        "uniqueItems": True,
                        "items": {
                            "description": "A catalogue file relative to this one, or {path, prefix, exits}: its codes (and its replaced_by references) get the prefix, and its errors that exit with a name of exits exit with this file's name instead.",
                            "type": ["string", "object"],
                            "minLength": 1,
                            "maxLength": 500,
                            "required": ["path"],
                            "additionalProperties": False,
                            "properties": {
                                "path": {
                                    "description": "The included catalogue file, relative to this one.",
                                    "type": "string",
                                    "minLength": 1,
                                    "maxLength": 500,
                                },
                                "prefix": {
                                    "description": "Capitals and digits ending in an underscore, like AWS_.",
                                    "type": "string",
                                    "maxLength": 40,
                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])",
                                },
                                "exits": {
                                    "description": "The included file's exit names -> this file's: its errors that exit with a name here exit with this file's exit code instead (an error relayed from another tool exits as this tool does), and the name leaves the table unless something else uses it. This file's exit must be shared or of the same class; never a result.",
                                    "type": "object",
                                    "propertyNames": {
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                    },
                                    "additionalProperties": {
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                    },
                                },
                            },
                        },
                    },
                    "retired": {
                        "description": "Codes that were removed and must never be defined again.",
                        "type": "array",
                        "uniqueItems": True,
                        "items": {
                            "type": "string",
                            "maxLength": 100,
                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                        },
                    },
                    "tags": {
                        "description": "The tags errors may carry (groups such as card-error or network); each error's tags are a subset.",
                        "type": "array",
                        "uniqueItems": True,
                        "maxItems": 100,
                        "items": {
                            "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                            "type": "string",
                            "maxLength": 40,
                            "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                        },
                    },
                    "version": {
                        "description": "The catalogue's own version, MAJOR.MINOR[.PATCH]; errgen diff accepts breaking changes across a major version bump.",
                        "type": "string",
                        "maxLength": 40,
                        "pattern": "^[0-9]+(\\.[0-9]+){1,2}(?![\\s\\S])",
                    },
                },
            },
            rule="type",
        )
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(["errgen", "tool", "errors"]) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException(
                ""
                + (name_prefix or "data")
                + " must contain "
                + (str(sorted(data__missing_keys)) + " properties"),
                value=data,
                name="" + (name_prefix or "data") + "",
                definition={
                    "$schema": "http://json-schema.org/draft-07/schema#",
                    "$id": "urn:errgen:catalogue:1",
                    "title": "errgen error catalogue",
                    "description": "One tool's errors, each answering: what failed, is it worth repeating, what must change, what command changes it.",
                    "type": "object",
                    "required": ["errgen", "tool", "errors"],
                    "additionalProperties": False,
                    "properties": {
                        "errgen": {"description": "Format version of the catalogue.", "const": 1},
                        "tool": {
                            "type": "object",
                            "required": ["name"],
                            "additionalProperties": False,
                            "properties": {
                                "name": {
                                    "type": "string",
                                    "maxLength": 64,
                                    "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                },
                                "companions": {
                                    "description": "Other executables a registered command may start with.",
                                    "type": "array",
                                    "uniqueItems": True,
                                    "items": {
                                        "type": "string",
                                        "maxLength": 64,
                                        "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                    },
                                },
                                "commands": {
                                    "description": "The command registry: exact command lines and their effect.",
                                    "type": "object",
                                    "additionalProperties": {
                                        "type": "object",
                                        "required": ["effect"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "effect": {
                                                "description": "What running the command does: read-only (changes nothing), idempotent (running it again changes nothing more) or destructive.",
                                                "enum": ["read-only", "idempotent", "destructive"],
                                            },
                                            "interactive": {
                                                "description": "The command needs a person.",
                                                "type": "boolean",
                                            },
                                            "description": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "safe_because": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "ignore": {
                                                "description": "Warnings acknowledged for this command, by rule id: each is known and meant.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "items": {
                                                    "enum": [
                                                        "command-effect-understated",
                                                        "command-interactive-undeclared",
                                                        "command-placeholder-word",
                                                        "command-unjudged",
                                                    ]
                                                },
                                            },
                                        },
                                    },
                                },
                            },
                        },
                        "errors": {
                            "description": "Error code -> error. Codes are SCREAMING_SNAKE_CASE and never change meaning.",
                            "type": "object",
                            "propertyNames": {
                                "type": "string",
                                "maxLength": 100,
                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                            },
                            "additionalProperties": {
                                "type": "object",
                                "required": ["message", "retryable", "exit"],
                                "additionalProperties": False,
                                "properties": {
                                    "message": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 1000,
                                    },
                                    "params": {
                                        "description": "The values the message names as {name}: parameter name -> its type; the generated constructor takes them.",
                                        "type": "object",
                                        "propertyNames": {
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                        },
                                        "additionalProperties": {
                                            "type": "object",
                                            "required": ["type"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "type": {
                                                    "description": "The value's type: str, int, float or bool.",
                                                    "enum": ["str", "int", "float", "bool"],
                                                },
                                                "description": {
                                                    "type": "string",
                                                    "minLength": 1,
                                                    "maxLength": 1000,
                                                },
                                            },
                                        },
                                    },
                                    "details": {
                                        "description": "Machine-readable context carried in the envelope's details, never in the message (request ids).",
                                        "type": "object",
                                        "propertyNames": {
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                        },
                                        "additionalProperties": {
                                            "type": "object",
                                            "required": ["type"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "type": {
                                                    "description": "A scalar, or a list of them (at most 100 items; more are cut): list[str], list[int], list[float], list[bool].",
                                                    "enum": [
                                                        "str",
                                                        "int",
                                                        "float",
                                                        "bool",
                                                        "list[str]",
                                                        "list[int]",
                                                        "list[float]",
                                                        "list[bool]",
                                                    ],
                                                },
                                                "optional": {
                                                    "description": "The tool may leave this detail out: its absence (no key in the envelope) is distinct from an empty value.",
                                                    "type": "boolean",
                                                },
                                                "description": {
                                                    "type": "string",
                                                    "minLength": 1,
                                                    "maxLength": 1000,
                                                },
                                            },
                                        },
                                    },
                                    "aliases": {
                                        "description": "Other spellings of this code in the systems the tool wraps; each alias belongs to one code.",
                                        "type": "array",
                                        "uniqueItems": True,
                                        "maxItems": 100,
                                        "items": {
                                            "description": "Another spelling of a code in a system the tool wraps: card_declined, NotFound, 404.",
                                            "type": "string",
                                            "maxLength": 64,
                                            "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])",
                                        },
                                    },
                                    "http_status": {
                                        "description": "The HTTP status of this error, for tools that are also APIs.",
                                        "type": "integer",
                                        "minimum": 100,
                                        "maximum": 599,
                                    },
                                    "title": {
                                        "description": "A short constant summary of the code, the problem details' title (RFC 9457); default: the code in words, STORE_LOCKED -> Store locked.",
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 100,
                                    },
                                    "tags": {
                                        "description": "A subset of the catalogue's declared tags.",
                                        "type": "array",
                                        "uniqueItems": True,
                                        "maxItems": 100,
                                        "items": {
                                            "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                        },
                                    },
                                    "retryable": {
                                        "description": "The identical unchanged invocation may succeed and no side effects occurred.",
                                        "type": "boolean",
                                    },
                                    "retry_after_ms": {
                                        "description": "How long to wait before reissuing the identical call, in milliseconds: at most an hour, or up to a day where retry_after_range reaches it (a server's documented wait, such as a card's 24-hour retry limit).",
                                        "type": "integer",
                                        "minimum": 1,
                                        "maximum": 86400000,
                                    },
                                    "retry_after_range": {
                                        "description": "The tool may pass the wait a server asked for (Retry-After) as retry_after_ms, clamped to these bounds at run time; retry_after_ms is the wait when it passes none.",
                                        "type": "object",
                                        "required": ["min_ms", "max_ms"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "min_ms": {
                                                "description": "The shortest wait the tool may pass, in milliseconds.",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 86400000,
                                            },
                                            "max_ms": {
                                                "description": "The longest wait the tool may pass, in milliseconds.",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 86400000,
                                            },
                                        },
                                    },
                                    "max_attempts": {
                                        "description": "Attempts in all, the first included; default 3.",
                                        "type": "integer",
                                        "minimum": 1,
                                        "maximum": 20,
                                    },
                                    "backoff": {
                                        "description": "How the wait grows from one attempt to the next: constant (the envelope's retry_after_ms each time, the default) or exponential (doubled after each failure up to max_ms, with jitter if asked: each wait drawn between half and all of it); never below the envelope's retry_after_ms.",
                                        "type": "object",
                                        "required": ["policy"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "policy": {
                                                "description": "How the wait grows: constant or exponential.",
                                                "enum": ["constant", "exponential"],
                                            },
                                            "max_ms": {
                                                "description": "The longest wait of an exponential backoff.",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 86400000,
                                            },
                                            "jitter": {
                                                "description": "Spread the waits of an exponential backoff (equal jitter); default false.",
                                                "type": "boolean",
                                            },
                                        },
                                    },
                                    "fix_required": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 1000,
                                    },
                                    "fix_command": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 200,
                                    },
                                    "refresh_command": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 200,
                                    },
                                    "reauth_command": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 200,
                                    },
                                    "diagnose_command": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 200,
                                    },
                                    "suggestion": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 1000,
                                    },
                                    "exit": {
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                    },
                                    "description": {
                                        "description": "Markdown for the docs page.",
                                        "type": "string",
                                        "maxLength": 20000,
                                    },
                                    "since": {
                                        "type": "string",
                                        "maxLength": 40,
                                        "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                    },
                                    "deprecated": {
                                        "description": "The code is deprecated: since which version, and the code that replaces it.",
                                        "type": "object",
                                        "required": ["since"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "since": {
                                                "type": "string",
                                                "maxLength": 40,
                                                "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                            },
                                            "replaced_by": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                        },
                                    },
                                    "ignore": {
                                        "description": "Warnings acknowledged for this error, by rule id: each is known and meant.",
                                        "type": "array",
                                        "uniqueItems": True,
                                        "items": {
                                            "enum": [
                                                "prose-only-recovery",
                                                "deprecated-without-replacement",
                                                "operation-unreachable",
                                                "usage-error-builtin",
                                            ]
                                        },
                                    },
                                },
                            },
                        },
                        "default_exit_codes": {
                            "description": "false: the tool's exit codes are exactly SUCCESS 0 and those exit_codes declares, for a tool that already has its own table (gh exits 0, 1, 2, 4 and 8 only); default true: exit_codes extends the default table.",
                            "type": "boolean",
                        },
                        "exit_codes": {
                            "description": "Extends the default exit-code table (FAILURE 1, USAGE 2, NOT_FOUND 3, CONFLICT 4, TRANSIENT 5, PRECONDITION 6, PERMISSION_DENIED 7, AUTH_REQUIRED 8, INTERNAL 9): name -> number (1-255; 126-165 draw a warning) and class. An entry replaces the default of its name and of its number. class: shared lets errors of several classes use one number (the envelope tells them apart); class: result declares a status that is no failure (a diff that found differences).",
                            "type": "object",
                            "propertyNames": {
                                "type": "string",
                                "maxLength": 100,
                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                            },
                            "additionalProperties": {
                                "type": "object",
                                "required": ["code", "class"],
                                "additionalProperties": False,
                                "properties": {
                                    "code": {
                                        "description": "The exit number, 1-255.",
                                        "type": "integer",
                                        "minimum": 1,
                                        "maximum": 255,
                                    },
                                    "class": {
                                        "description": "The recovery class of every error that exits so; shared: errors of several classes (the envelope tells them apart); result: a status that is no failure.",
                                        "enum": [
                                            "transient",
                                            "correctable",
                                            "terminal",
                                            "shared",
                                            "result",
                                        ],
                                    },
                                    "ignore": {
                                        "description": "Warnings acknowledged for this exit code, by rule id: each is known and meant.",
                                        "type": "array",
                                        "uniqueItems": True,
                                        "items": {
                                            "enum": ["exit-code-shell-reserved", "exit-code-shared"]
                                        },
                                    },
                                },
                            },
                        },
                        "operations": {
                            "description": "The tool's own commands (or MCP tools, or HTTP operations), each with the errors it can end with: operation name (the tool's or a companion's command, as typed: depot push) -> operation. errgen's built-in INTERNAL_ERROR belongs to every operation.",
                            "type": "object",
                            "maxProperties": 500,
                            "propertyNames": {
                                "description": "An operation's name: the command as typed, words of letters, digits, '.', '_' and '-' separated by one space, the first the tool's name or a companion's (depot push).",
                                "type": "string",
                                "maxLength": 100,
                                "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*( [A-Za-z0-9][A-Za-z0-9._-]*)*(?![\\s\\S])",
                            },
                            "additionalProperties": {
                                "type": "object",
                                "required": ["errors"],
                                "additionalProperties": False,
                                "properties": {
                                    "summary": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 1000,
                                    },
                                    "errors": {
                                        "description": "The errors the operation can end with: codes, or tag:NAME for every code that carries the tag.",
                                        "type": "array",
                                        "maxItems": 500,
                                        "items": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])",
                                        },
                                    },
                                    "exits": {
                                        "description": "Code -> exit name: in this operation the code exits with that declared exit code instead of its own (docker run exits 125 where other commands exit 1).",
                                        "type": "object",
                                        "propertyNames": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        "additionalProperties": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                    },
                                    "results": {
                                        "description": "Answer name -> exit number: in this operation that status is an answer, not a failure (kubectl diff exits 1 when it found differences, where 1 is every other command's error); on a shared number of its errors, the envelope tells them apart.",
                                        "type": "object",
                                        "maxProperties": 20,
                                        "propertyNames": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        "additionalProperties": {
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 255,
                                        },
                                    },
                                    "passes_exit_status": {
                                        "description": "true: any exit status that is not one of the operation's own is the status of the program it ran, passed through (docker run, kubectl exec, npm run).",
                                        "type": "boolean",
                                    },
                                    "http": {
                                        "description": "The operation's HTTP method and path, for the openapi target: its responses are limited to the operation's codes.",
                                        "type": "object",
                                        "required": ["method", "path"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "method": {
                                                "description": "The HTTP method, lower case.",
                                                "enum": [
                                                    "get",
                                                    "put",
                                                    "post",
                                                    "delete",
                                                    "options",
                                                    "head",
                                                    "patch",
                                                    "trace",
                                                ],
                                            },
                                            "path": {
                                                "description": "The path template, as OpenAPI writes it (/notes/{id}).",
                                                "type": "string",
                                                "maxLength": 200,
                                                "pattern": "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                            },
                                        },
                                    },
                                },
                            },
                        },
                        "docs_url": {
                            "description": "Base URL of the published docs page; an error's help_url is it plus the error's anchor.",
                            "type": "string",
                            "maxLength": 200,
                            "pattern": "^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+(?![\\s\\S])",
                        },
                        "docs_layout": {
                            "description": "How the docs are published: page (one page, an error's help_url is docs_url plus its anchor, the default) or pages (a page per code: docs_url is the index page's folder and an error's help_url is its own page, docs_url/anchor/).",
                            "enum": ["page", "pages"],
                        },
                        "include": {
                            "description": "Other catalogue files, relative to this one, whose errors, commands and companions are merged in; an entry may be {path, prefix, exits} to prefix the included file's codes and to map its exit codes onto this file's.",
                            "type": "array",
                            "uniqueItems": True,
                            "items": {
                                "description": "A catalogue file relative to this one, or {path, prefix, exits}: its codes (and its replaced_by references) get the prefix, and its errors that exit with a name of exits exit with this file's name instead.",
                                "type": ["string", "object"],
                                "minLength": 1,
                                "maxLength": 500,
                                "required": ["path"],
                                "additionalProperties": False,
                                "properties": {
                                    "path": {
                                        "description": "The included catalogue file, relative to this one.",
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 500,
                                    },
                                    "prefix": {
                                        "description": "Capitals and digits ending in an underscore, like AWS_.",
                                        "type": "string",
                                        "maxLength": 40,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])",
                                    },
                                    "exits": {
                                        "description": "The included file's exit names -> this file's: its errors that exit with a name here exit with this file's exit code instead (an error relayed from another tool exits as this tool does), and the name leaves the table unless something else uses it. This file's exit must be shared or of the same class; never a result.",
                                        "type": "object",
                                        "propertyNames": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        "additionalProperties": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                    },
                                },
                            },
                        },
                        "retired": {
                            "description": "Codes that were removed and must never be defined again.",
                            "type": "array",
                            "uniqueItems": True,
                            "items": {
                                "type": "string",
                                "maxLength": 100,
                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                            },
                        },
                        "tags": {
                            "description": "The tags errors may carry (groups such as card-error or network); each error's tags are a subset.",
                            "type": "array",
                            "uniqueItems": True,
                            "maxItems": 100,
                            "items": {
                                "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                "type": "string",
                                "maxLength": 40,
                                "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                            },
                        },
                        "version": {
                            "description": "The catalogue's own version, MAJOR.MINOR[.PATCH]; errgen diff accepts breaking changes across a major version bump.",
                            "type": "string",
                            "maxLength": 40,
                            "pattern": "^[0-9]+(\\.[0-9]+){1,2}(?![\\s\\S])",
                        },
                    },
                },
                rule="required",
            )
        data_keys = set(data.keys())
        if "errgen" in data_keys:
            data_keys.remove("errgen")
            data__errgen = data["errgen"]
            if not (
                isinstance(data__errgen, (int, float))
                and not isinstance(data__errgen, bool)
                and data__errgen == 1
            ):
                raise JsonSchemaValueException(
                    "" + (name_prefix or "data") + ".errgen must be same as const definition: 1",
                    value=data__errgen,
                    name="" + (name_prefix or "data") + ".errgen",
                    definition={"description": "Format version of the catalogue.", "const": 1},
                    rule="const",
                )
        if "tool" in data_keys:
            data_keys.remove("tool")
            data__tool = data["tool"]
            if not isinstance(data__tool, (dict)):
                raise JsonSchemaValueException(
                    "" + (name_prefix or "data") + ".tool must be object",
                    value=data__tool,
                    name="" + (name_prefix or "data") + ".tool",
                    definition={
                        "type": "object",
                        "required": ["name"],
                        "additionalProperties": False,
                        "properties": {
                            "name": {
                                "type": "string",
                                "maxLength": 64,
                                "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                            },
                            "companions": {
                                "description": "Other executables a registered command may start with.",
                                "type": "array",
                                "uniqueItems": True,
                                "items": {
                                    "type": "string",
                                    "maxLength": 64,
                                    "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                },
                            },
                            "commands": {
                                "description": "The command registry: exact command lines and their effect.",
                                "type": "object",
                                "additionalProperties": {
                                    "type": "object",
                                    "required": ["effect"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "effect": {
                                            "description": "What running the command does: read-only (changes nothing), idempotent (running it again changes nothing more) or destructive.",
                                            "enum": ["read-only", "idempotent", "destructive"],
                                        },
                                        "interactive": {
                                            "description": "The command needs a person.",
                                            "type": "boolean",
                                        },
                                        "description": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        "safe_because": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        "ignore": {
                                            "description": "Warnings acknowledged for this command, by rule id: each is known and meant.",
                                            "type": "array",
                                            "uniqueItems": True,
                                            "items": {
                                                "enum": [
                                                    "command-effect-understated",
                                                    "command-interactive-undeclared",
                                                    "command-placeholder-word",
                                                    "command-unjudged",
                                                ]
                                            },
                                        },
                                    },
                                },
                            },
                        },
                    },
                    rule="type",
                )
            data__tool_is_dict = isinstance(data__tool, dict)
            if data__tool_is_dict:
                data__tool__missing_keys = set(["name"]) - data__tool.keys()
                if data__tool__missing_keys:
                    raise JsonSchemaValueException(
                        ""
                        + (name_prefix or "data")
                        + ".tool must contain "
                        + (str(sorted(data__tool__missing_keys)) + " properties"),
                        value=data__tool,
                        name="" + (name_prefix or "data") + ".tool",
                        definition={
                            "type": "object",
                            "required": ["name"],
                            "additionalProperties": False,
                            "properties": {
                                "name": {
                                    "type": "string",
                                    "maxLength": 64,
                                    "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                },
                                "companions": {
                                    "description": "Other executables a registered command may start with.",
                                    "type": "array",
                                    "uniqueItems": True,
                                    "items": {
                                        "type": "string",
                                        "maxLength": 64,
                                        "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                    },
                                },
                                "commands": {
                                    "description": "The command registry: exact command lines and their effect.",
                                    "type": "object",
                                    "additionalProperties": {
                                        "type": "object",
                                        "required": ["effect"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "effect": {
                                                "description": "What running the command does: read-only (changes nothing), idempotent (running it again changes nothing more) or destructive.",
                                                "enum": ["read-only", "idempotent", "destructive"],
                                            },
                                            "interactive": {
                                                "description": "The command needs a person.",
                                                "type": "boolean",
                                            },
                                            "description": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "safe_because": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "ignore": {
                                                "description": "Warnings acknowledged for this command, by rule id: each is known and meant.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "items": {
                                                    "enum": [
                                                        "command-effect-understated",
                                                        "command-interactive-undeclared",
                                                        "command-placeholder-word",
                                                        "command-unjudged",
                                                    ]
                                                },
                                            },
                                        },
                                    },
                                },
                            },
                        },
                        rule="required",
                    )
                data__tool_keys = set(data__tool.keys())
                if "name" in data__tool_keys:
                    data__tool_keys.remove("name")
                    data__tool__name = data__tool["name"]
                    if not isinstance(data__tool__name, (str)):
                        raise JsonSchemaValueException(
                            "" + (name_prefix or "data") + ".tool.name must be string",
                            value=data__tool__name,
                            name="" + (name_prefix or "data") + ".tool.name",
                            definition={
                                "type": "string",
                                "maxLength": 64,
                                "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                            },
                            rule="type",
                        )
                    if isinstance(data__tool__name, str):
                        data__tool__name_len = len(data__tool__name)
                        if data__tool__name_len > 64:
                            raise JsonSchemaValueException(
                                ""
                                + (name_prefix or "data")
                                + ".tool.name must be shorter than or equal to 64 characters",
                                value=data__tool__name,
                                name="" + (name_prefix or "data") + ".tool.name",
                                definition={
                                    "type": "string",
                                    "maxLength": 64,
                                    "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                },
                                rule="maxLength",
                            )
                        if not REGEX_PATTERNS[
                            "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])"
                        ].search(data__tool__name):
                            raise JsonSchemaValueException(
                                ""
                                + (name_prefix or "data")
                                + ".tool.name must match pattern ^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                value=data__tool__name,
                                name="" + (name_prefix or "data") + ".tool.name",
                                definition={
                                    "type": "string",
                                    "maxLength": 64,
                                    "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                },
                                rule="pattern",
                            )
                if "companions" in data__tool_keys:
                    data__tool_keys.remove("companions")
                    data__tool__companions = data__tool["companions"]
                    if not isinstance(data__tool__companions, (list, tuple)):
                        raise JsonSchemaValueException(
                            "" + (name_prefix or "data") + ".tool.companions must be array",
                            value=data__tool__companions,
                            name="" + (name_prefix or "data") + ".tool.companions",
                            definition={
                                "description": "Other executables a registered command may start with.",
                                "type": "array",
                                "uniqueItems": True,
                                "items": {
                                    "type": "string",
                                    "maxLength": 64,
                                    "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                },
                            },
                            rule="type",
                        )
                    data__tool__companions_is_list = isinstance(
                        data__tool__companions, (list, tuple)
                    )
                    if data__tool__companions_is_list:

                        def fn(var):
                            return (
                                frozenset(dict((k, fn(v)) for k, v in var.items()).items())
                                if hasattr(var, "items")
                                else tuple(fn(v) for v in var)
                                if isinstance(var, (dict, list))
                                else (bool, var)
                                if isinstance(var, bool)
                                else var
                            )

                        data__tool__companions_len = len(data__tool__companions)
                        if data__tool__companions_len > len(
                            set(
                                fn(data__tool__companions_x)
                                for data__tool__companions_x in data__tool__companions
                            )
                        ):
                            raise JsonSchemaValueException(
                                ""
                                + (name_prefix or "data")
                                + ".tool.companions must contain unique items",
                                value=data__tool__companions,
                                name="" + (name_prefix or "data") + ".tool.companions",
                                definition={
                                    "description": "Other executables a registered command may start with.",
                                    "type": "array",
                                    "uniqueItems": True,
                                    "items": {
                                        "type": "string",
                                        "maxLength": 64,
                                        "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                    },
                                },
                                rule="uniqueItems",
                            )
                        for data__tool__companions_x, data__tool__companions_item in enumerate(
                            data__tool__companions
                        ):
                            if not isinstance(data__tool__companions_item, (str)):
                                raise JsonSchemaValueException(
                                    ""
                                    + (name_prefix or "data")
                                    + ".tool.companions[{data__tool__companions_x}]".format(
                                        **locals()
                                    )
                                    + " must be string",
                                    value=data__tool__companions_item,
                                    name=""
                                    + (name_prefix or "data")
                                    + ".tool.companions[{data__tool__companions_x}]".format(
                                        **locals()
                                    )
                                    + "",
                                    definition={
                                        "type": "string",
                                        "maxLength": 64,
                                        "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                    },
                                    rule="type",
                                )
                            if isinstance(data__tool__companions_item, str):
                                data__tool__companions_item_len = len(data__tool__companions_item)
                                if data__tool__companions_item_len > 64:
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".tool.companions[{data__tool__companions_x}]".format(
                                            **locals()
                                        )
                                        + " must be shorter than or equal to 64 characters",
                                        value=data__tool__companions_item,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".tool.companions[{data__tool__companions_x}]".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "type": "string",
                                            "maxLength": 64,
                                            "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                        },
                                        rule="maxLength",
                                    )
                                if not REGEX_PATTERNS[
                                    "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])"
                                ].search(data__tool__companions_item):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".tool.companions[{data__tool__companions_x}]".format(
                                            **locals()
                                        )
                                        + " must match pattern ^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                        value=data__tool__companions_item,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".tool.companions[{data__tool__companions_x}]".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "type": "string",
                                            "maxLength": 64,
                                            "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                        },
                                        rule="pattern",
                                    )
                if "commands" in data__tool_keys:
                    data__tool_keys.remove("commands")
                    data__tool__commands = data__tool["commands"]
                    if not isinstance(data__tool__commands, (dict)):
                        raise JsonSchemaValueException(
                            "" + (name_prefix or "data") + ".tool.commands must be object",
                            value=data__tool__commands,
                            name="" + (name_prefix or "data") + ".tool.commands",
                            definition={
                                "description": "The command registry: exact command lines and their effect.",
                                "type": "object",
                                "additionalProperties": {
                                    "type": "object",
                                    "required": ["effect"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "effect": {
                                            "description": "What running the command does: read-only (changes nothing), idempotent (running it again changes nothing more) or destructive.",
                                            "enum": ["read-only", "idempotent", "destructive"],
                                        },
                                        "interactive": {
                                            "description": "The command needs a person.",
                                            "type": "boolean",
                                        },
                                        "description": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        "safe_because": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        "ignore": {
                                            "description": "Warnings acknowledged for this command, by rule id: each is known and meant.",
                                            "type": "array",
                                            "uniqueItems": True,
                                            "items": {
                                                "enum": [
                                                    "command-effect-understated",
                                                    "command-interactive-undeclared",
                                                    "command-placeholder-word",
                                                    "command-unjudged",
                                                ]
                                            },
                                        },
                                    },
                                },
                            },
                            rule="type",
                        )
                    data__tool__commands_is_dict = isinstance(data__tool__commands, dict)
                    if data__tool__commands_is_dict:
                        data__tool__commands_keys = set(data__tool__commands.keys())
                        for data__tool__commands_key in data__tool__commands_keys:
                            if data__tool__commands_key not in []:
                                data__tool__commands_value = data__tool__commands.get(
                                    data__tool__commands_key
                                )
                                if not isinstance(data__tool__commands_value, (dict)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".tool.commands.{data__tool__commands_key}".format(
                                            **locals()
                                        )
                                        + " must be object",
                                        value=data__tool__commands_value,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".tool.commands.{data__tool__commands_key}".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "type": "object",
                                            "required": ["effect"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "effect": {
                                                    "description": "What running the command does: read-only (changes nothing), idempotent (running it again changes nothing more) or destructive.",
                                                    "enum": [
                                                        "read-only",
                                                        "idempotent",
                                                        "destructive",
                                                    ],
                                                },
                                                "interactive": {
                                                    "description": "The command needs a person.",
                                                    "type": "boolean",
                                                },
                                                "description": {
                                                    "type": "string",
                                                    "minLength": 1,
                                                    "maxLength": 1000,
                                                },
                                                "safe_because": {
                                                    "type": "string",
                                                    "minLength": 1,
                                                    "maxLength": 1000,
                                                },
                                                "ignore": {
                                                    "description": "Warnings acknowledged for this command, by rule id: each is known and meant.",
                                                    "type": "array",
                                                    "uniqueItems": True,
                                                    "items": {
                                                        "enum": [
                                                            "command-effect-understated",
                                                            "command-interactive-undeclared",
                                                            "command-placeholder-word",
                                                            "command-unjudged",
                                                        ]
                                                    },
                                                },
                                            },
                                        },
                                        rule="type",
                                    )
                                data__tool__commands_value_is_dict = isinstance(
                                    data__tool__commands_value, dict
                                )
                                if data__tool__commands_value_is_dict:
                                    data__tool__commands_value__missing_keys = (
                                        set(["effect"]) - data__tool__commands_value.keys()
                                    )
                                    if data__tool__commands_value__missing_keys:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".tool.commands.{data__tool__commands_key}".format(
                                                **locals()
                                            )
                                            + " must contain "
                                            + (
                                                str(
                                                    sorted(data__tool__commands_value__missing_keys)
                                                )
                                                + " properties"
                                            ),
                                            value=data__tool__commands_value,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".tool.commands.{data__tool__commands_key}".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "object",
                                                "required": ["effect"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "effect": {
                                                        "description": "What running the command does: read-only (changes nothing), idempotent (running it again changes nothing more) or destructive.",
                                                        "enum": [
                                                            "read-only",
                                                            "idempotent",
                                                            "destructive",
                                                        ],
                                                    },
                                                    "interactive": {
                                                        "description": "The command needs a person.",
                                                        "type": "boolean",
                                                    },
                                                    "description": {
                                                        "type": "string",
                                                        "minLength": 1,
                                                        "maxLength": 1000,
                                                    },
                                                    "safe_because": {
                                                        "type": "string",
                                                        "minLength": 1,
                                                        "maxLength": 1000,
                                                    },
                                                    "ignore": {
                                                        "description": "Warnings acknowledged for this command, by rule id: each is known and meant.",
                                                        "type": "array",
                                                        "uniqueItems": True,
                                                        "items": {
                                                            "enum": [
                                                                "command-effect-understated",
                                                                "command-interactive-undeclared",
                                                                "command-placeholder-word",
                                                                "command-unjudged",
                                                            ]
                                                        },
                                                    },
                                                },
                                            },
                                            rule="required",
                                        )
                                    data__tool__commands_value_keys = set(
                                        data__tool__commands_value.keys()
                                    )
                                    if "effect" in data__tool__commands_value_keys:
                                        data__tool__commands_value_keys.remove("effect")
                                        data__tool__commands_value__effect = (
                                            data__tool__commands_value["effect"]
                                        )
                                        if not (
                                            isinstance(data__tool__commands_value__effect, str)
                                            and data__tool__commands_value__effect == "read-only"
                                            or isinstance(data__tool__commands_value__effect, str)
                                            and data__tool__commands_value__effect == "idempotent"
                                            or isinstance(data__tool__commands_value__effect, str)
                                            and data__tool__commands_value__effect == "destructive"
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".tool.commands.{data__tool__commands_key}.effect".format(
                                                    **locals()
                                                )
                                                + " must be one of ['read-only', 'idempotent', 'destructive']",
                                                value=data__tool__commands_value__effect,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".tool.commands.{data__tool__commands_key}.effect".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "What running the command does: read-only (changes nothing), idempotent (running it again changes nothing more) or destructive.",
                                                    "enum": [
                                                        "read-only",
                                                        "idempotent",
                                                        "destructive",
                                                    ],
                                                },
                                                rule="enum",
                                            )
                                    if "interactive" in data__tool__commands_value_keys:
                                        data__tool__commands_value_keys.remove("interactive")
                                        data__tool__commands_value__interactive = (
                                            data__tool__commands_value["interactive"]
                                        )
                                        if not isinstance(
                                            data__tool__commands_value__interactive, (bool)
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".tool.commands.{data__tool__commands_key}.interactive".format(
                                                    **locals()
                                                )
                                                + " must be boolean",
                                                value=data__tool__commands_value__interactive,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".tool.commands.{data__tool__commands_key}.interactive".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "The command needs a person.",
                                                    "type": "boolean",
                                                },
                                                rule="type",
                                            )
                                    if "description" in data__tool__commands_value_keys:
                                        data__tool__commands_value_keys.remove("description")
                                        data__tool__commands_value__description = (
                                            data__tool__commands_value["description"]
                                        )
                                        if not isinstance(
                                            data__tool__commands_value__description, (str)
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".tool.commands.{data__tool__commands_key}.description".format(
                                                    **locals()
                                                )
                                                + " must be string",
                                                value=data__tool__commands_value__description,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".tool.commands.{data__tool__commands_key}.description".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "type": "string",
                                                    "minLength": 1,
                                                    "maxLength": 1000,
                                                },
                                                rule="type",
                                            )
                                        if isinstance(data__tool__commands_value__description, str):
                                            data__tool__commands_value__description_len = len(
                                                data__tool__commands_value__description
                                            )
                                            if data__tool__commands_value__description_len < 1:
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".tool.commands.{data__tool__commands_key}.description".format(
                                                        **locals()
                                                    )
                                                    + " must be longer than or equal to 1 characters",
                                                    value=data__tool__commands_value__description,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".tool.commands.{data__tool__commands_key}.description".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "string",
                                                        "minLength": 1,
                                                        "maxLength": 1000,
                                                    },
                                                    rule="minLength",
                                                )
                                            if data__tool__commands_value__description_len > 1000:
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".tool.commands.{data__tool__commands_key}.description".format(
                                                        **locals()
                                                    )
                                                    + " must be shorter than or equal to 1000 characters",
                                                    value=data__tool__commands_value__description,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".tool.commands.{data__tool__commands_key}.description".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "string",
                                                        "minLength": 1,
                                                        "maxLength": 1000,
                                                    },
                                                    rule="maxLength",
                                                )
                                    if "safe_because" in data__tool__commands_value_keys:
                                        data__tool__commands_value_keys.remove("safe_because")
                                        data__tool__commands_value__safebecause = (
                                            data__tool__commands_value["safe_because"]
                                        )
                                        if not isinstance(
                                            data__tool__commands_value__safebecause, (str)
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".tool.commands.{data__tool__commands_key}.safe_because".format(
                                                    **locals()
                                                )
                                                + " must be string",
                                                value=data__tool__commands_value__safebecause,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".tool.commands.{data__tool__commands_key}.safe_because".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "type": "string",
                                                    "minLength": 1,
                                                    "maxLength": 1000,
                                                },
                                                rule="type",
                                            )
                                        if isinstance(data__tool__commands_value__safebecause, str):
                                            data__tool__commands_value__safebecause_len = len(
                                                data__tool__commands_value__safebecause
                                            )
                                            if data__tool__commands_value__safebecause_len < 1:
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".tool.commands.{data__tool__commands_key}.safe_because".format(
                                                        **locals()
                                                    )
                                                    + " must be longer than or equal to 1 characters",
                                                    value=data__tool__commands_value__safebecause,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".tool.commands.{data__tool__commands_key}.safe_because".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "string",
                                                        "minLength": 1,
                                                        "maxLength": 1000,
                                                    },
                                                    rule="minLength",
                                                )
                                            if data__tool__commands_value__safebecause_len > 1000:
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".tool.commands.{data__tool__commands_key}.safe_because".format(
                                                        **locals()
                                                    )
                                                    + " must be shorter than or equal to 1000 characters",
                                                    value=data__tool__commands_value__safebecause,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".tool.commands.{data__tool__commands_key}.safe_because".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "string",
                                                        "minLength": 1,
                                                        "maxLength": 1000,
                                                    },
                                                    rule="maxLength",
                                                )
                                    if "ignore" in data__tool__commands_value_keys:
                                        data__tool__commands_value_keys.remove("ignore")
                                        data__tool__commands_value__ignore = (
                                            data__tool__commands_value["ignore"]
                                        )
                                        if not isinstance(
                                            data__tool__commands_value__ignore, (list, tuple)
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".tool.commands.{data__tool__commands_key}.ignore".format(
                                                    **locals()
                                                )
                                                + " must be array",
                                                value=data__tool__commands_value__ignore,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".tool.commands.{data__tool__commands_key}.ignore".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "Warnings acknowledged for this command, by rule id: each is known and meant.",
                                                    "type": "array",
                                                    "uniqueItems": True,
                                                    "items": {
                                                        "enum": [
                                                            "command-effect-understated",
                                                            "command-interactive-undeclared",
                                                            "command-placeholder-word",
                                                            "command-unjudged",
                                                        ]
                                                    },
                                                },
                                                rule="type",
                                            )
                                        data__tool__commands_value__ignore_is_list = isinstance(
                                            data__tool__commands_value__ignore, (list, tuple)
                                        )
                                        if data__tool__commands_value__ignore_is_list:

                                            def fn(var):
                                                return (
                                                    frozenset(
                                                        dict(
                                                            (k, fn(v)) for k, v in var.items()
                                                        ).items()
                                                    )
                                                    if hasattr(var, "items")
                                                    else tuple(fn(v) for v in var)
                                                    if isinstance(var, (dict, list))
                                                    else (bool, var)
                                                    if isinstance(var, bool)
                                                    else var
                                                )

                                            data__tool__commands_value__ignore_len = len(
                                                data__tool__commands_value__ignore
                                            )
                                            if data__tool__commands_value__ignore_len > len(
                                                set(
                                                    fn(data__tool__commands_value__ignore_x)
                                                    for data__tool__commands_value__ignore_x in data__tool__commands_value__ignore
                                                )
                                            ):
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".tool.commands.{data__tool__commands_key}.ignore".format(
                                                        **locals()
                                                    )
                                                    + " must contain unique items",
                                                    value=data__tool__commands_value__ignore,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".tool.commands.{data__tool__commands_key}.ignore".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "description": "Warnings acknowledged for this command, by rule id: each is known and meant.",
                                                        "type": "array",
                                                        "uniqueItems": True,
                                                        "items": {
                                                            "enum": [
                                                                "command-effect-understated",
                                                                "command-interactive-undeclared",
                                                                "command-placeholder-word",
                                                                "command-unjudged",
                                                            ]
                                                        },
                                                    },
                                                    rule="uniqueItems",
                                                )
                                            for (
                                                data__tool__commands_value__ignore_x,
                                                data__tool__commands_value__ignore_item,
                                            ) in enumerate(data__tool__commands_value__ignore):
                                                if not (
                                                    isinstance(
                                                        data__tool__commands_value__ignore_item, str
                                                    )
                                                    and data__tool__commands_value__ignore_item
                                                    == "command-effect-understated"
                                                    or isinstance(
                                                        data__tool__commands_value__ignore_item, str
                                                    )
                                                    and data__tool__commands_value__ignore_item
                                                    == "command-interactive-undeclared"
                                                    or isinstance(
                                                        data__tool__commands_value__ignore_item, str
                                                    )
                                                    and data__tool__commands_value__ignore_item
                                                    == "command-placeholder-word"
                                                    or isinstance(
                                                        data__tool__commands_value__ignore_item, str
                                                    )
                                                    and data__tool__commands_value__ignore_item
                                                    == "command-unjudged"
                                                ):
                                                    raise JsonSchemaValueException(
                                                        ""
                                                        + (name_prefix or "data")
                                                        + ".tool.commands.{data__tool__commands_key}.ignore[{data__tool__commands_value__ignore_x}]".format(
                                                            **locals()
                                                        )
                                                        + " must be one of ['command-effect-understated', 'command-interactive-undeclared', 'command-placeholder-word', 'command-unjudged']",
                                                        value=data__tool__commands_value__ignore_item,
                                                        name=""
                                                        + (name_prefix or "data")
                                                        + ".tool.commands.{data__tool__commands_key}.ignore[{data__tool__commands_value__ignore_x}]".format(
                                                            **locals()
                                                        )
                                                        + "",
                                                        definition={
                                                            "enum": [
                                                                "command-effect-understated",
                                                                "command-interactive-undeclared",
                                                                "command-placeholder-word",
                                                                "command-unjudged",
                                                            ]
                                                        },
                                                        rule="enum",
                                                    )
                                    if data__tool__commands_value_keys:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".tool.commands.{data__tool__commands_key}".format(
                                                **locals()
                                            )
                                            + " must not contain "
                                            + str(data__tool__commands_value_keys)
                                            + " properties",
                                            value=data__tool__commands_value,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".tool.commands.{data__tool__commands_key}".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "object",
                                                "required": ["effect"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "effect": {
                                                        "description": "What running the command does: read-only (changes nothing), idempotent (running it again changes nothing more) or destructive.",
                                                        "enum": [
                                                            "read-only",
                                                            "idempotent",
                                                            "destructive",
                                                        ],
                                                    },
                                                    "interactive": {
                                                        "description": "The command needs a person.",
                                                        "type": "boolean",
                                                    },
                                                    "description": {
                                                        "type": "string",
                                                        "minLength": 1,
                                                        "maxLength": 1000,
                                                    },
                                                    "safe_because": {
                                                        "type": "string",
                                                        "minLength": 1,
                                                        "maxLength": 1000,
                                                    },
                                                    "ignore": {
                                                        "description": "Warnings acknowledged for this command, by rule id: each is known and meant.",
                                                        "type": "array",
                                                        "uniqueItems": True,
                                                        "items": {
                                                            "enum": [
                                                                "command-effect-understated",
                                                                "command-interactive-undeclared",
                                                                "command-placeholder-word",
                                                                "command-unjudged",
                                                            ]
                                                        },
                                                    },
                                                },
                                            },
                                            rule="additionalProperties",
                                        )
                if data__tool_keys:
                    raise JsonSchemaValueException(
                        ""
                        + (name_prefix or "data")
                        + ".tool must not contain "
                        + str(data__tool_keys)
                        + " properties",
                        value=data__tool,
                        name="" + (name_prefix or "data") + ".tool",
                        definition={
                            "type": "object",
                            "required": ["name"],
                            "additionalProperties": False,
                            "properties": {
                                "name": {
                                    "type": "string",
                                    "maxLength": 64,
                                    "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                },
                                "companions": {
                                    "description": "Other executables a registered command may start with.",
                                    "type": "array",
                                    "uniqueItems": True,
                                    "items": {
                                        "type": "string",
                                        "maxLength": 64,
                                        "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                    },
                                },
                                "commands": {
                                    "description": "The command registry: exact command lines and their effect.",
                                    "type": "object",
                                    "additionalProperties": {
                                        "type": "object",
                                        "required": ["effect"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "effect": {
                                                "description": "What running the command does: read-only (changes nothing), idempotent (running it again changes nothing more) or destructive.",
                                                "enum": ["read-only", "idempotent", "destructive"],
                                            },
                                            "interactive": {
                                                "description": "The command needs a person.",
                                                "type": "boolean",
                                            },
                                            "description": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "safe_because": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "ignore": {
                                                "description": "Warnings acknowledged for this command, by rule id: each is known and meant.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "items": {
                                                    "enum": [
                                                        "command-effect-understated",
                                                        "command-interactive-undeclared",
                                                        "command-placeholder-word",
                                                        "command-unjudged",
                                                    ]
                                                },
                                            },
                                        },
                                    },
                                },
                            },
                        },
                        rule="additionalProperties",
                    )
        if "errors" in data_keys:
            data_keys.remove("errors")
            data__errors = data["errors"]
            if not isinstance(data__errors, (dict)):
                raise JsonSchemaValueException(
                    "" + (name_prefix or "data") + ".errors must be object",
                    value=data__errors,
                    name="" + (name_prefix or "data") + ".errors",
                    definition={
                        "description": "Error code -> error. Codes are SCREAMING_SNAKE_CASE and never change meaning.",
                        "type": "object",
                        "propertyNames": {
                            "type": "string",
                            "maxLength": 100,
                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                        },
                        "additionalProperties": {
                            "type": "object",
                            "required": ["message", "retryable", "exit"],
                            "additionalProperties": False,
                            "properties": {
                                "message": {"type": "string", "minLength": 1, "maxLength": 1000},
                                "params": {
                                    "description": "The values the message names as {name}: parameter name -> its type; the generated constructor takes them.",
                                    "type": "object",
                                    "propertyNames": {
                                        "type": "string",
                                        "maxLength": 40,
                                        "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                    },
                                    "additionalProperties": {
                                        "type": "object",
                                        "required": ["type"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "type": {
                                                "description": "The value's type: str, int, float or bool.",
                                                "enum": ["str", "int", "float", "bool"],
                                            },
                                            "description": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                        },
                                    },
                                },
                                "details": {
                                    "description": "Machine-readable context carried in the envelope's details, never in the message (request ids).",
                                    "type": "object",
                                    "propertyNames": {
                                        "type": "string",
                                        "maxLength": 40,
                                        "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                    },
                                    "additionalProperties": {
                                        "type": "object",
                                        "required": ["type"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "type": {
                                                "description": "A scalar, or a list of them (at most 100 items; more are cut): list[str], list[int], list[float], list[bool].",
                                                "enum": [
                                                    "str",
                                                    "int",
                                                    "float",
                                                    "bool",
                                                    "list[str]",
                                                    "list[int]",
                                                    "list[float]",
                                                    "list[bool]",
                                                ],
                                            },
                                            "optional": {
                                                "description": "The tool may leave this detail out: its absence (no key in the envelope) is distinct from an empty value.",
                                                "type": "boolean",
                                            },
                                            "description": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                        },
                                    },
                                },
                                "aliases": {
                                    "description": "Other spellings of this code in the systems the tool wraps; each alias belongs to one code.",
                                    "type": "array",
                                    "uniqueItems": True,
                                    "maxItems": 100,
                                    "items": {
                                        "description": "Another spelling of a code in a system the tool wraps: card_declined, NotFound, 404.",
                                        "type": "string",
                                        "maxLength": 64,
                                        "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])",
                                    },
                                },
                                "http_status": {
                                    "description": "The HTTP status of this error, for tools that are also APIs.",
                                    "type": "integer",
                                    "minimum": 100,
                                    "maximum": 599,
                                },
                                "title": {
                                    "description": "A short constant summary of the code, the problem details' title (RFC 9457); default: the code in words, STORE_LOCKED -> Store locked.",
                                    "type": "string",
                                    "minLength": 1,
                                    "maxLength": 100,
                                },
                                "tags": {
                                    "description": "A subset of the catalogue's declared tags.",
                                    "type": "array",
                                    "uniqueItems": True,
                                    "maxItems": 100,
                                    "items": {
                                        "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                        "type": "string",
                                        "maxLength": 40,
                                        "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                    },
                                },
                                "retryable": {
                                    "description": "The identical unchanged invocation may succeed and no side effects occurred.",
                                    "type": "boolean",
                                },
                                "retry_after_ms": {
                                    "description": "How long to wait before reissuing the identical call, in milliseconds: at most an hour, or up to a day where retry_after_range reaches it (a server's documented wait, such as a card's 24-hour retry limit).",
                                    "type": "integer",
                                    "minimum": 1,
                                    "maximum": 86400000,
                                },
                                "retry_after_range": {
                                    "description": "The tool may pass the wait a server asked for (Retry-After) as retry_after_ms, clamped to these bounds at run time; retry_after_ms is the wait when it passes none.",
                                    "type": "object",
                                    "required": ["min_ms", "max_ms"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "min_ms": {
                                            "description": "The shortest wait the tool may pass, in milliseconds.",
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 86400000,
                                        },
                                        "max_ms": {
                                            "description": "The longest wait the tool may pass, in milliseconds.",
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 86400000,
                                        },
                                    },
                                },
                                "max_attempts": {
                                    "description": "Attempts in all, the first included; default 3.",
                                    "type": "integer",
                                    "minimum": 1,
                                    "maximum": 20,
                                },
                                "backoff": {
                                    "description": "How the wait grows from one attempt to the next: constant (the envelope's retry_after_ms each time, the default) or exponential (doubled after each failure up to max_ms, with jitter if asked: each wait drawn between half and all of it); never below the envelope's retry_after_ms.",
                                    "type": "object",
                                    "required": ["policy"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "policy": {
                                            "description": "How the wait grows: constant or exponential.",
                                            "enum": ["constant", "exponential"],
                                        },
                                        "max_ms": {
                                            "description": "The longest wait of an exponential backoff.",
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 86400000,
                                        },
                                        "jitter": {
                                            "description": "Spread the waits of an exponential backoff (equal jitter); default false.",
                                            "type": "boolean",
                                        },
                                    },
                                },
                                "fix_required": {
                                    "type": "string",
                                    "minLength": 1,
                                    "maxLength": 1000,
                                },
                                "fix_command": {"type": "string", "minLength": 1, "maxLength": 200},
                                "refresh_command": {
                                    "type": "string",
                                    "minLength": 1,
                                    "maxLength": 200,
                                },
                                "reauth_command": {
                                    "type": "string",
                                    "minLength": 1,
                                    "maxLength": 200,
                                },
                                "diagnose_command": {
                                    "type": "string",
                                    "minLength": 1,
                                    "maxLength": 200,
                                },
                                "suggestion": {"type": "string", "minLength": 1, "maxLength": 1000},
                                "exit": {
                                    "type": "string",
                                    "maxLength": 100,
                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                },
                                "description": {
                                    "description": "Markdown for the docs page.",
                                    "type": "string",
                                    "maxLength": 20000,
                                },
                                "since": {
                                    "type": "string",
                                    "maxLength": 40,
                                    "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                },
                                "deprecated": {
                                    "description": "The code is deprecated: since which version, and the code that replaces it.",
                                    "type": "object",
                                    "required": ["since"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "since": {
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                        },
                                        "replaced_by": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                    },
                                },
                                "ignore": {
                                    "description": "Warnings acknowledged for this error, by rule id: each is known and meant.",
                                    "type": "array",
                                    "uniqueItems": True,
                                    "items": {
                                        "enum": [
                                            "prose-only-recovery",
                                            "deprecated-without-replacement",
                                            "operation-unreachable",
                                            "usage-error-builtin",
                                        ]
                                    },
                                },
                            },
                        },
                    },
                    rule="type",
                )
            data__errors_is_dict = isinstance(data__errors, dict)
            if data__errors_is_dict:
                data__errors_keys = set(data__errors.keys())
                for data__errors_key in data__errors_keys:
                    if data__errors_key not in []:
                        data__errors_value = data__errors.get(data__errors_key)
                        if not isinstance(data__errors_value, (dict)):
                            raise JsonSchemaValueException(
                                ""
                                + (name_prefix or "data")
                                + ".errors.{data__errors_key}".format(**locals())
                                + " must be object",
                                value=data__errors_value,
                                name=""
                                + (name_prefix or "data")
                                + ".errors.{data__errors_key}".format(**locals())
                                + "",
                                definition={
                                    "type": "object",
                                    "required": ["message", "retryable", "exit"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "message": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        "params": {
                                            "description": "The values the message names as {name}: parameter name -> its type; the generated constructor takes them.",
                                            "type": "object",
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 40,
                                                "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "object",
                                                "required": ["type"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "type": {
                                                        "description": "The value's type: str, int, float or bool.",
                                                        "enum": ["str", "int", "float", "bool"],
                                                    },
                                                    "description": {
                                                        "type": "string",
                                                        "minLength": 1,
                                                        "maxLength": 1000,
                                                    },
                                                },
                                            },
                                        },
                                        "details": {
                                            "description": "Machine-readable context carried in the envelope's details, never in the message (request ids).",
                                            "type": "object",
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 40,
                                                "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "object",
                                                "required": ["type"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "type": {
                                                        "description": "A scalar, or a list of them (at most 100 items; more are cut): list[str], list[int], list[float], list[bool].",
                                                        "enum": [
                                                            "str",
                                                            "int",
                                                            "float",
                                                            "bool",
                                                            "list[str]",
                                                            "list[int]",
                                                            "list[float]",
                                                            "list[bool]",
                                                        ],
                                                    },
                                                    "optional": {
                                                        "description": "The tool may leave this detail out: its absence (no key in the envelope) is distinct from an empty value.",
                                                        "type": "boolean",
                                                    },
                                                    "description": {
                                                        "type": "string",
                                                        "minLength": 1,
                                                        "maxLength": 1000,
                                                    },
                                                },
                                            },
                                        },
                                        "aliases": {
                                            "description": "Other spellings of this code in the systems the tool wraps; each alias belongs to one code.",
                                            "type": "array",
                                            "uniqueItems": True,
                                            "maxItems": 100,
                                            "items": {
                                                "description": "Another spelling of a code in a system the tool wraps: card_declined, NotFound, 404.",
                                                "type": "string",
                                                "maxLength": 64,
                                                "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])",
                                            },
                                        },
                                        "http_status": {
                                            "description": "The HTTP status of this error, for tools that are also APIs.",
                                            "type": "integer",
                                            "minimum": 100,
                                            "maximum": 599,
                                        },
                                        "title": {
                                            "description": "A short constant summary of the code, the problem details' title (RFC 9457); default: the code in words, STORE_LOCKED -> Store locked.",
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 100,
                                        },
                                        "tags": {
                                            "description": "A subset of the catalogue's declared tags.",
                                            "type": "array",
                                            "uniqueItems": True,
                                            "maxItems": 100,
                                            "items": {
                                                "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                                "type": "string",
                                                "maxLength": 40,
                                                "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                            },
                                        },
                                        "retryable": {
                                            "description": "The identical unchanged invocation may succeed and no side effects occurred.",
                                            "type": "boolean",
                                        },
                                        "retry_after_ms": {
                                            "description": "How long to wait before reissuing the identical call, in milliseconds: at most an hour, or up to a day where retry_after_range reaches it (a server's documented wait, such as a card's 24-hour retry limit).",
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 86400000,
                                        },
                                        "retry_after_range": {
                                            "description": "The tool may pass the wait a server asked for (Retry-After) as retry_after_ms, clamped to these bounds at run time; retry_after_ms is the wait when it passes none.",
                                            "type": "object",
                                            "required": ["min_ms", "max_ms"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "min_ms": {
                                                    "description": "The shortest wait the tool may pass, in milliseconds.",
                                                    "type": "integer",
                                                    "minimum": 1,
                                                    "maximum": 86400000,
                                                },
                                                "max_ms": {
                                                    "description": "The longest wait the tool may pass, in milliseconds.",
                                                    "type": "integer",
                                                    "minimum": 1,
                                                    "maximum": 86400000,
                                                },
                                            },
                                        },
                                        "max_attempts": {
                                            "description": "Attempts in all, the first included; default 3.",
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 20,
                                        },
                                        "backoff": {
                                            "description": "How the wait grows from one attempt to the next: constant (the envelope's retry_after_ms each time, the default) or exponential (doubled after each failure up to max_ms, with jitter if asked: each wait drawn between half and all of it); never below the envelope's retry_after_ms.",
                                            "type": "object",
                                            "required": ["policy"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "policy": {
                                                    "description": "How the wait grows: constant or exponential.",
                                                    "enum": ["constant", "exponential"],
                                                },
                                                "max_ms": {
                                                    "description": "The longest wait of an exponential backoff.",
                                                    "type": "integer",
                                                    "minimum": 1,
                                                    "maximum": 86400000,
                                                },
                                                "jitter": {
                                                    "description": "Spread the waits of an exponential backoff (equal jitter); default false.",
                                                    "type": "boolean",
                                                },
                                            },
                                        },
                                        "fix_required": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        "fix_command": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 200,
                                        },
                                        "refresh_command": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 200,
                                        },
                                        "reauth_command": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 200,
                                        },
                                        "diagnose_command": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 200,
                                        },
                                        "suggestion": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        "exit": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        "description": {
                                            "description": "Markdown for the docs page.",
                                            "type": "string",
                                            "maxLength": 20000,
                                        },
                                        "since": {
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                        },
                                        "deprecated": {
                                            "description": "The code is deprecated: since which version, and the code that replaces it.",
                                            "type": "object",
                                            "required": ["since"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "since": {
                                                    "type": "string",
                                                    "maxLength": 40,
                                                    "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                                },
                                                "replaced_by": {
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                },
                                            },
                                        },
                                        "ignore": {
                                            "description": "Warnings acknowledged for this error, by rule id: each is known and meant.",
                                            "type": "array",
                                            "uniqueItems": True,
                                            "items": {
                                                "enum": [
                                                    "prose-only-recovery",
                                                    "deprecated-without-replacement",
                                                    "operation-unreachable",
                                                    "usage-error-builtin",
                                                ]
                                            },
                                        },
                                    },
                                },
                                rule="type",
                            )
                        data__errors_value_is_dict = isinstance(data__errors_value, dict)
                        if data__errors_value_is_dict:
                            data__errors_value__missing_keys = (
                                set(["message", "retryable", "exit"]) - data__errors_value.keys()
                            )
                            if data__errors_value__missing_keys:
                                raise JsonSchemaValueException(
                                    ""
                                    + (name_prefix or "data")
                                    + ".errors.{data__errors_key}".format(**locals())
                                    + " must contain "
                                    + (
                                        str(sorted(data__errors_value__missing_keys))
                                        + " properties"
                                    ),
                                    value=data__errors_value,
                                    name=""
                                    + (name_prefix or "data")
                                    + ".errors.{data__errors_key}".format(**locals())
                                    + "",
                                    definition={
                                        "type": "object",
                                        "required": ["message", "retryable", "exit"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "message": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "params": {
                                                "description": "The values the message names as {name}: parameter name -> its type; the generated constructor takes them.",
                                                "type": "object",
                                                "propertyNames": {
                                                    "type": "string",
                                                    "maxLength": 40,
                                                    "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                                },
                                                "additionalProperties": {
                                                    "type": "object",
                                                    "required": ["type"],
                                                    "additionalProperties": False,
                                                    "properties": {
                                                        "type": {
                                                            "description": "The value's type: str, int, float or bool.",
                                                            "enum": ["str", "int", "float", "bool"],
                                                        },
                                                        "description": {
                                                            "type": "string",
                                                            "minLength": 1,
                                                            "maxLength": 1000,
                                                        },
                                                    },
                                                },
                                            },
                                            "details": {
                                                "description": "Machine-readable context carried in the envelope's details, never in the message (request ids).",
                                                "type": "object",
                                                "propertyNames": {
                                                    "type": "string",
                                                    "maxLength": 40,
                                                    "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                                },
                                                "additionalProperties": {
                                                    "type": "object",
                                                    "required": ["type"],
                                                    "additionalProperties": False,
                                                    "properties": {
                                                        "type": {
                                                            "description": "A scalar, or a list of them (at most 100 items; more are cut): list[str], list[int], list[float], list[bool].",
                                                            "enum": [
                                                                "str",
                                                                "int",
                                                                "float",
                                                                "bool",
                                                                "list[str]",
                                                                "list[int]",
                                                                "list[float]",
                                                                "list[bool]",
                                                            ],
                                                        },
                                                        "optional": {
                                                            "description": "The tool may leave this detail out: its absence (no key in the envelope) is distinct from an empty value.",
                                                            "type": "boolean",
                                                        },
                                                        "description": {
                                                            "type": "string",
                                                            "minLength": 1,
                                                            "maxLength": 1000,
                                                        },
                                                    },
                                                },
                                            },
                                            "aliases": {
                                                "description": "Other spellings of this code in the systems the tool wraps; each alias belongs to one code.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "maxItems": 100,
                                                "items": {
                                                    "description": "Another spelling of a code in a system the tool wraps: card_declined, NotFound, 404.",
                                                    "type": "string",
                                                    "maxLength": 64,
                                                    "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])",
                                                },
                                            },
                                            "http_status": {
                                                "description": "The HTTP status of this error, for tools that are also APIs.",
                                                "type": "integer",
                                                "minimum": 100,
                                                "maximum": 599,
                                            },
                                            "title": {
                                                "description": "A short constant summary of the code, the problem details' title (RFC 9457); default: the code in words, STORE_LOCKED -> Store locked.",
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 100,
                                            },
                                            "tags": {
                                                "description": "A subset of the catalogue's declared tags.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "maxItems": 100,
                                                "items": {
                                                    "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                                    "type": "string",
                                                    "maxLength": 40,
                                                    "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                                },
                                            },
                                            "retryable": {
                                                "description": "The identical unchanged invocation may succeed and no side effects occurred.",
                                                "type": "boolean",
                                            },
                                            "retry_after_ms": {
                                                "description": "How long to wait before reissuing the identical call, in milliseconds: at most an hour, or up to a day where retry_after_range reaches it (a server's documented wait, such as a card's 24-hour retry limit).",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 86400000,
                                            },
                                            "retry_after_range": {
                                                "description": "The tool may pass the wait a server asked for (Retry-After) as retry_after_ms, clamped to these bounds at run time; retry_after_ms is the wait when it passes none.",
                                                "type": "object",
                                                "required": ["min_ms", "max_ms"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "min_ms": {
                                                        "description": "The shortest wait the tool may pass, in milliseconds.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                    "max_ms": {
                                                        "description": "The longest wait the tool may pass, in milliseconds.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                },
                                            },
                                            "max_attempts": {
                                                "description": "Attempts in all, the first included; default 3.",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 20,
                                            },
                                            "backoff": {
                                                "description": "How the wait grows from one attempt to the next: constant (the envelope's retry_after_ms each time, the default) or exponential (doubled after each failure up to max_ms, with jitter if asked: each wait drawn between half and all of it); never below the envelope's retry_after_ms.",
                                                "type": "object",
                                                "required": ["policy"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "policy": {
                                                        "description": "How the wait grows: constant or exponential.",
                                                        "enum": ["constant", "exponential"],
                                                    },
                                                    "max_ms": {
                                                        "description": "The longest wait of an exponential backoff.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                    "jitter": {
                                                        "description": "Spread the waits of an exponential backoff (equal jitter); default false.",
                                                        "type": "boolean",
                                                    },
                                                },
                                            },
                                            "fix_required": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "fix_command": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            "refresh_command": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            "reauth_command": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            "diagnose_command": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            "suggestion": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "exit": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                            "description": {
                                                "description": "Markdown for the docs page.",
                                                "type": "string",
                                                "maxLength": 20000,
                                            },
                                            "since": {
                                                "type": "string",
                                                "maxLength": 40,
                                                "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                            },
                                            "deprecated": {
                                                "description": "The code is deprecated: since which version, and the code that replaces it.",
                                                "type": "object",
                                                "required": ["since"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "since": {
                                                        "type": "string",
                                                        "maxLength": 40,
                                                        "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                                    },
                                                    "replaced_by": {
                                                        "type": "string",
                                                        "maxLength": 100,
                                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                    },
                                                },
                                            },
                                            "ignore": {
                                                "description": "Warnings acknowledged for this error, by rule id: each is known and meant.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "items": {
                                                    "enum": [
                                                        "prose-only-recovery",
                                                        "deprecated-without-replacement",
                                                        "operation-unreachable",
                                                        "usage-error-builtin",
                                                    ]
                                                },
                                            },
                                        },
                                    },
                                    rule="required",
                                )
                            data__errors_value_keys = set(data__errors_value.keys())
                            if "message" in data__errors_value_keys:
                                data__errors_value_keys.remove("message")
                                data__errors_value__message = data__errors_value["message"]
                                if not isinstance(data__errors_value__message, (str)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.message".format(**locals())
                                        + " must be string",
                                        value=data__errors_value__message,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.message".format(**locals())
                                        + "",
                                        definition={
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        rule="type",
                                    )
                                if isinstance(data__errors_value__message, str):
                                    data__errors_value__message_len = len(
                                        data__errors_value__message
                                    )
                                    if data__errors_value__message_len < 1:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.message".format(
                                                **locals()
                                            )
                                            + " must be longer than or equal to 1 characters",
                                            value=data__errors_value__message,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.message".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            rule="minLength",
                                        )
                                    if data__errors_value__message_len > 1000:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.message".format(
                                                **locals()
                                            )
                                            + " must be shorter than or equal to 1000 characters",
                                            value=data__errors_value__message,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.message".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            rule="maxLength",
                                        )
                            if "params" in data__errors_value_keys:
                                data__errors_value_keys.remove("params")
                                data__errors_value__params = data__errors_value["params"]
                                if not isinstance(data__errors_value__params, (dict)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.params".format(**locals())
                                        + " must be object",
                                        value=data__errors_value__params,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.params".format(**locals())
                                        + "",
                                        definition={
                                            "description": "The values the message names as {name}: parameter name -> its type; the generated constructor takes them.",
                                            "type": "object",
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 40,
                                                "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "object",
                                                "required": ["type"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "type": {
                                                        "description": "The value's type: str, int, float or bool.",
                                                        "enum": ["str", "int", "float", "bool"],
                                                    },
                                                    "description": {
                                                        "type": "string",
                                                        "minLength": 1,
                                                        "maxLength": 1000,
                                                    },
                                                },
                                            },
                                        },
                                        rule="type",
                                    )
                                data__errors_value__params_is_dict = isinstance(
                                    data__errors_value__params, dict
                                )
                                if data__errors_value__params_is_dict:
                                    data__errors_value__params_keys = set(
                                        data__errors_value__params.keys()
                                    )
                                    for (
                                        data__errors_value__params_key
                                    ) in data__errors_value__params_keys:
                                        if data__errors_value__params_key not in []:
                                            data__errors_value__params_value = (
                                                data__errors_value__params.get(
                                                    data__errors_value__params_key
                                                )
                                            )
                                            if not isinstance(
                                                data__errors_value__params_value, (dict)
                                            ):
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.params.{data__errors_value__params_key}".format(
                                                        **locals()
                                                    )
                                                    + " must be object",
                                                    value=data__errors_value__params_value,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.params.{data__errors_value__params_key}".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "object",
                                                        "required": ["type"],
                                                        "additionalProperties": False,
                                                        "properties": {
                                                            "type": {
                                                                "description": "The value's type: str, int, float or bool.",
                                                                "enum": [
                                                                    "str",
                                                                    "int",
                                                                    "float",
                                                                    "bool",
                                                                ],
                                                            },
                                                            "description": {
                                                                "type": "string",
                                                                "minLength": 1,
                                                                "maxLength": 1000,
                                                            },
                                                        },
                                                    },
                                                    rule="type",
                                                )
                                            data__errors_value__params_value_is_dict = isinstance(
                                                data__errors_value__params_value, dict
                                            )
                                            if data__errors_value__params_value_is_dict:
                                                data__errors_value__params_value__missing_keys = (
                                                    set(["type"])
                                                    - data__errors_value__params_value.keys()
                                                )
                                                if data__errors_value__params_value__missing_keys:
                                                    raise JsonSchemaValueException(
                                                        ""
                                                        + (name_prefix or "data")
                                                        + ".errors.{data__errors_key}.params.{data__errors_value__params_key}".format(
                                                            **locals()
                                                        )
                                                        + " must contain "
                                                        + (
                                                            str(
                                                                sorted(
                                                                    data__errors_value__params_value__missing_keys
                                                                )
                                                            )
                                                            + " properties"
                                                        ),
                                                        value=data__errors_value__params_value,
                                                        name=""
                                                        + (name_prefix or "data")
                                                        + ".errors.{data__errors_key}.params.{data__errors_value__params_key}".format(
                                                            **locals()
                                                        )
                                                        + "",
                                                        definition={
                                                            "type": "object",
                                                            "required": ["type"],
                                                            "additionalProperties": False,
                                                            "properties": {
                                                                "type": {
                                                                    "description": "The value's type: str, int, float or bool.",
                                                                    "enum": [
                                                                        "str",
                                                                        "int",
                                                                        "float",
                                                                        "bool",
                                                                    ],
                                                                },
                                                                "description": {
                                                                    "type": "string",
                                                                    "minLength": 1,
                                                                    "maxLength": 1000,
                                                                },
                                                            },
                                                        },
                                                        rule="required",
                                                    )
                                                data__errors_value__params_value_keys = set(
                                                    data__errors_value__params_value.keys()
                                                )
                                                if "type" in data__errors_value__params_value_keys:
                                                    data__errors_value__params_value_keys.remove(
                                                        "type"
                                                    )
                                                    data__errors_value__params_value__type = (
                                                        data__errors_value__params_value["type"]
                                                    )
                                                    if not (
                                                        isinstance(
                                                            data__errors_value__params_value__type,
                                                            str,
                                                        )
                                                        and data__errors_value__params_value__type
                                                        == "str"
                                                        or isinstance(
                                                            data__errors_value__params_value__type,
                                                            str,
                                                        )
                                                        and data__errors_value__params_value__type
                                                        == "int"
                                                        or isinstance(
                                                            data__errors_value__params_value__type,
                                                            str,
                                                        )
                                                        and data__errors_value__params_value__type
                                                        == "float"
                                                        or isinstance(
                                                            data__errors_value__params_value__type,
                                                            str,
                                                        )
                                                        and data__errors_value__params_value__type
                                                        == "bool"
                                                    ):
                                                        raise JsonSchemaValueException(
                                                            ""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.params.{data__errors_value__params_key}.type".format(
                                                                **locals()
                                                            )
                                                            + " must be one of ['str', 'int', 'float', 'bool']",
                                                            value=data__errors_value__params_value__type,
                                                            name=""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.params.{data__errors_value__params_key}.type".format(
                                                                **locals()
                                                            )
                                                            + "",
                                                            definition={
                                                                "description": "The value's type: str, int, float or bool.",
                                                                "enum": [
                                                                    "str",
                                                                    "int",
                                                                    "float",
                                                                    "bool",
                                                                ],
                                                            },
                                                            rule="enum",
                                                        )
                                                if (
                                                    "description"
                                                    in data__errors_value__params_value_keys
                                                ):
                                                    data__errors_value__params_value_keys.remove(
                                                        "description"
                                                    )
                                                    data__errors_value__params_value__description = data__errors_value__params_value[
                                                        "description"
                                                    ]
                                                    if not isinstance(
                                                        data__errors_value__params_value__description,
                                                        (str),
                                                    ):
                                                        raise JsonSchemaValueException(
                                                            ""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.params.{data__errors_value__params_key}.description".format(
                                                                **locals()
                                                            )
                                                            + " must be string",
                                                            value=data__errors_value__params_value__description,
                                                            name=""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.params.{data__errors_value__params_key}.description".format(
                                                                **locals()
                                                            )
                                                            + "",
                                                            definition={
                                                                "type": "string",
                                                                "minLength": 1,
                                                                "maxLength": 1000,
                                                            },
                                                            rule="type",
                                                        )
                                                    if isinstance(
                                                        data__errors_value__params_value__description,
                                                        str,
                                                    ):
                                                        data__errors_value__params_value__description_len = len(
                                                            data__errors_value__params_value__description
                                                        )
                                                        if (
                                                            data__errors_value__params_value__description_len
                                                            < 1
                                                        ):
                                                            raise JsonSchemaValueException(
                                                                ""
                                                                + (name_prefix or "data")
                                                                + ".errors.{data__errors_key}.params.{data__errors_value__params_key}.description".format(
                                                                    **locals()
                                                                )
                                                                + " must be longer than or equal to 1 characters",
                                                                value=data__errors_value__params_value__description,
                                                                name=""
                                                                + (name_prefix or "data")
                                                                + ".errors.{data__errors_key}.params.{data__errors_value__params_key}.description".format(
                                                                    **locals()
                                                                )
                                                                + "",
                                                                definition={
                                                                    "type": "string",
                                                                    "minLength": 1,
                                                                    "maxLength": 1000,
                                                                },
                                                                rule="minLength",
                                                            )
                                                        if (
                                                            data__errors_value__params_value__description_len
                                                            > 1000
                                                        ):
                                                            raise JsonSchemaValueException(
                                                                ""
                                                                + (name_prefix or "data")
                                                                + ".errors.{data__errors_key}.params.{data__errors_value__params_key}.description".format(
                                                                    **locals()
                                                                )
                                                                + " must be shorter than or equal to 1000 characters",
                                                                value=data__errors_value__params_value__description,
                                                                name=""
                                                                + (name_prefix or "data")
                                                                + ".errors.{data__errors_key}.params.{data__errors_value__params_key}.description".format(
                                                                    **locals()
                                                                )
                                                                + "",
                                                                definition={
                                                                    "type": "string",
                                                                    "minLength": 1,
                                                                    "maxLength": 1000,
                                                                },
                                                                rule="maxLength",
                                                            )
                                                if data__errors_value__params_value_keys:
                                                    raise JsonSchemaValueException(
                                                        ""
                                                        + (name_prefix or "data")
                                                        + ".errors.{data__errors_key}.params.{data__errors_value__params_key}".format(
                                                            **locals()
                                                        )
                                                        + " must not contain "
                                                        + str(data__errors_value__params_value_keys)
                                                        + " properties",
                                                        value=data__errors_value__params_value,
                                                        name=""
                                                        + (name_prefix or "data")
                                                        + ".errors.{data__errors_key}.params.{data__errors_value__params_key}".format(
                                                            **locals()
                                                        )
                                                        + "",
                                                        definition={
                                                            "type": "object",
                                                            "required": ["type"],
                                                            "additionalProperties": False,
                                                            "properties": {
                                                                "type": {
                                                                    "description": "The value's type: str, int, float or bool.",
                                                                    "enum": [
                                                                        "str",
                                                                        "int",
                                                                        "float",
                                                                        "bool",
                                                                    ],
                                                                },
                                                                "description": {
                                                                    "type": "string",
                                                                    "minLength": 1,
                                                                    "maxLength": 1000,
                                                                },
                                                            },
                                                        },
                                                        rule="additionalProperties",
                                                    )
                                    data__errors_value__params_len = len(data__errors_value__params)
                                    if data__errors_value__params_len != 0:
                                        data__errors_value__params_property_names = True
                                        for (
                                            data__errors_value__params_key
                                        ) in data__errors_value__params:
                                            try:
                                                if not isinstance(
                                                    data__errors_value__params_key, (str)
                                                ):
                                                    raise JsonSchemaValueException(
                                                        ""
                                                        + (name_prefix or "data")
                                                        + ".errors.{data__errors_key}.params".format(
                                                            **locals()
                                                        )
                                                        + " must be string",
                                                        value=data__errors_value__params_key,
                                                        name=""
                                                        + (name_prefix or "data")
                                                        + ".errors.{data__errors_key}.params".format(
                                                            **locals()
                                                        )
                                                        + "",
                                                        definition={
                                                            "type": "string",
                                                            "maxLength": 40,
                                                            "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                                        },
                                                        rule="type",
                                                    )
                                                if isinstance(data__errors_value__params_key, str):
                                                    data__errors_value__params_key_len = len(
                                                        data__errors_value__params_key
                                                    )
                                                    if data__errors_value__params_key_len > 40:
                                                        raise JsonSchemaValueException(
                                                            ""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.params".format(
                                                                **locals()
                                                            )
                                                            + " must be shorter than or equal to 40 characters",
                                                            value=data__errors_value__params_key,
                                                            name=""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.params".format(
                                                                **locals()
                                                            )
                                                            + "",
                                                            definition={
                                                                "type": "string",
                                                                "maxLength": 40,
                                                                "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                                            },
                                                            rule="maxLength",
                                                        )
                                                    if not REGEX_PATTERNS[
                                                        "^[a-z][a-z0-9_]*(?![\\s\\S])"
                                                    ].search(data__errors_value__params_key):
                                                        raise JsonSchemaValueException(
                                                            ""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.params".format(
                                                                **locals()
                                                            )
                                                            + " must match pattern ^[a-z][a-z0-9_]*(?![\\s\\S])",
                                                            value=data__errors_value__params_key,
                                                            name=""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.params".format(
                                                                **locals()
                                                            )
                                                            + "",
                                                            definition={
                                                                "type": "string",
                                                                "maxLength": 40,
                                                                "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                                            },
                                                            rule="pattern",
                                                        )
                                            except (
                                                JsonSchemaValueException,
                                                JsonSchemaValuesException,
                                            ):
                                                data__errors_value__params_property_names = False
                                        if not data__errors_value__params_property_names:
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.params".format(
                                                    **locals()
                                                )
                                                + " must be named by propertyName definition",
                                                value=data__errors_value__params,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.params".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "The values the message names as {name}: parameter name -> its type; the generated constructor takes them.",
                                                    "type": "object",
                                                    "propertyNames": {
                                                        "type": "string",
                                                        "maxLength": 40,
                                                        "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                                    },
                                                    "additionalProperties": {
                                                        "type": "object",
                                                        "required": ["type"],
                                                        "additionalProperties": False,
                                                        "properties": {
                                                            "type": {
                                                                "description": "The value's type: str, int, float or bool.",
                                                                "enum": [
                                                                    "str",
                                                                    "int",
                                                                    "float",
                                                                    "bool",
                                                                ],
                                                            },
                                                            "description": {
                                                                "type": "string",
                                                                "minLength": 1,
                                                                "maxLength": 1000,
                                                            },
                                                        },
                                                    },
                                                },
                                                rule="propertyNames",
                                            )
                            if "details" in data__errors_value_keys:
                                data__errors_value_keys.remove("details")
                                data__errors_value__details = data__errors_value["details"]
                                if not isinstance(data__errors_value__details, (dict)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.details".format(**locals())
                                        + " must be object",
                                        value=data__errors_value__details,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.details".format(**locals())
                                        + "",
                                        definition={
                                            "description": "Machine-readable context carried in the envelope's details, never in the message (request ids).",
                                            "type": "object",
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 40,
                                                "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "object",
                                                "required": ["type"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "type": {
                                                        "description": "A scalar, or a list of them (at most 100 items; more are cut): list[str], list[int], list[float], list[bool].",
                                                        "enum": [
                                                            "str",
                                                            "int",
                                                            "float",
                                                            "bool",
                                                            "list[str]",
                                                            "list[int]",
                                                            "list[float]",
                                                            "list[bool]",
                                                        ],
                                                    },
                                                    "optional": {
                                                        "description": "The tool may leave this detail out: its absence (no key in the envelope) is distinct from an empty value.",
                                                        "type": "boolean",
                                                    },
                                                    "description": {
                                                        "type": "string",
                                                        "minLength": 1,
                                                        "maxLength": 1000,
                                                    },
                                                },
                                            },
                                        },
                                        rule="type",
                                    )
                                data__errors_value__details_is_dict = isinstance(
                                    data__errors_value__details, dict
                                )
                                if data__errors_value__details_is_dict:
                                    data__errors_value__details_keys = set(
                                        data__errors_value__details.keys()
                                    )
                                    for (
                                        data__errors_value__details_key
                                    ) in data__errors_value__details_keys:
                                        if data__errors_value__details_key not in []:
                                            data__errors_value__details_value = (
                                                data__errors_value__details.get(
                                                    data__errors_value__details_key
                                                )
                                            )
                                            if not isinstance(
                                                data__errors_value__details_value, (dict)
                                            ):
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.details.{data__errors_value__details_key}".format(
                                                        **locals()
                                                    )
                                                    + " must be object",
                                                    value=data__errors_value__details_value,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.details.{data__errors_value__details_key}".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "object",
                                                        "required": ["type"],
                                                        "additionalProperties": False,
                                                        "properties": {
                                                            "type": {
                                                                "description": "A scalar, or a list of them (at most 100 items; more are cut): list[str], list[int], list[float], list[bool].",
                                                                "enum": [
                                                                    "str",
                                                                    "int",
                                                                    "float",
                                                                    "bool",
                                                                    "list[str]",
                                                                    "list[int]",
                                                                    "list[float]",
                                                                    "list[bool]",
                                                                ],
                                                            },
                                                            "optional": {
                                                                "description": "The tool may leave this detail out: its absence (no key in the envelope) is distinct from an empty value.",
                                                                "type": "boolean",
                                                            },
                                                            "description": {
                                                                "type": "string",
                                                                "minLength": 1,
                                                                "maxLength": 1000,
                                                            },
                                                        },
                                                    },
                                                    rule="type",
                                                )
                                            data__errors_value__details_value_is_dict = isinstance(
                                                data__errors_value__details_value, dict
                                            )
                                            if data__errors_value__details_value_is_dict:
                                                data__errors_value__details_value__missing_keys = (
                                                    set(["type"])
                                                    - data__errors_value__details_value.keys()
                                                )
                                                if data__errors_value__details_value__missing_keys:
                                                    raise JsonSchemaValueException(
                                                        ""
                                                        + (name_prefix or "data")
                                                        + ".errors.{data__errors_key}.details.{data__errors_value__details_key}".format(
                                                            **locals()
                                                        )
                                                        + " must contain "
                                                        + (
                                                            str(
                                                                sorted(
                                                                    data__errors_value__details_value__missing_keys
                                                                )
                                                            )
                                                            + " properties"
                                                        ),
                                                        value=data__errors_value__details_value,
                                                        name=""
                                                        + (name_prefix or "data")
                                                        + ".errors.{data__errors_key}.details.{data__errors_value__details_key}".format(
                                                            **locals()
                                                        )
                                                        + "",
                                                        definition={
                                                            "type": "object",
                                                            "required": ["type"],
                                                            "additionalProperties": False,
                                                            "properties": {
                                                                "type": {
                                                                    "description": "A scalar, or a list of them (at most 100 items; more are cut): list[str], list[int], list[float], list[bool].",
                                                                    "enum": [
                                                                        "str",
                                                                        "int",
                                                                        "float",
                                                                        "bool",
                                                                        "list[str]",
                                                                        "list[int]",
                                                                        "list[float]",
                                                                        "list[bool]",
                                                                    ],
                                                                },
                                                                "optional": {
                                                                    "description": "The tool may leave this detail out: its absence (no key in the envelope) is distinct from an empty value.",
                                                                    "type": "boolean",
                                                                },
                                                                "description": {
                                                                    "type": "string",
                                                                    "minLength": 1,
                                                                    "maxLength": 1000,
                                                                },
                                                            },
                                                        },
                                                        rule="required",
                                                    )
                                                data__errors_value__details_value_keys = set(
                                                    data__errors_value__details_value.keys()
                                                )
                                                if "type" in data__errors_value__details_value_keys:
                                                    data__errors_value__details_value_keys.remove(
                                                        "type"
                                                    )
                                                    data__errors_value__details_value__type = (
                                                        data__errors_value__details_value["type"]
                                                    )
                                                    if not (
                                                        isinstance(
                                                            data__errors_value__details_value__type,
                                                            str,
                                                        )
                                                        and data__errors_value__details_value__type
                                                        == "str"
                                                        or isinstance(
                                                            data__errors_value__details_value__type,
                                                            str,
                                                        )
                                                        and data__errors_value__details_value__type
                                                        == "int"
                                                        or isinstance(
                                                            data__errors_value__details_value__type,
                                                            str,
                                                        )
                                                        and data__errors_value__details_value__type
                                                        == "float"
                                                        or isinstance(
                                                            data__errors_value__details_value__type,
                                                            str,
                                                        )
                                                        and data__errors_value__details_value__type
                                                        == "bool"
                                                        or isinstance(
                                                            data__errors_value__details_value__type,
                                                            str,
                                                        )
                                                        and data__errors_value__details_value__type
                                                        == "list[str]"
                                                        or isinstance(
                                                            data__errors_value__details_value__type,
                                                            str,
                                                        )
                                                        and data__errors_value__details_value__type
                                                        == "list[int]"
                                                        or isinstance(
                                                            data__errors_value__details_value__type,
                                                            str,
                                                        )
                                                        and data__errors_value__details_value__type
                                                        == "list[float]"
                                                        or isinstance(
                                                            data__errors_value__details_value__type,
                                                            str,
                                                        )
                                                        and data__errors_value__details_value__type
                                                        == "list[bool]"
                                                    ):
                                                        raise JsonSchemaValueException(
                                                            ""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.details.{data__errors_value__details_key}.type".format(
                                                                **locals()
                                                            )
                                                            + " must be one of ['str', 'int', 'float', 'bool', 'list[str]', 'list[int]', 'list[float]', 'list[bool]']",
                                                            value=data__errors_value__details_value__type,
                                                            name=""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.details.{data__errors_value__details_key}.type".format(
                                                                **locals()
                                                            )
                                                            + "",
                                                            definition={
                                                                "description": "A scalar, or a list of them (at most 100 items; more are cut): list[str], list[int], list[float], list[bool].",
                                                                "enum": [
                                                                    "str",
                                                                    "int",
                                                                    "float",
                                                                    "bool",
                                                                    "list[str]",
                                                                    "list[int]",
                                                                    "list[float]",
                                                                    "list[bool]",
                                                                ],
                                                            },
                                                            rule="enum",
                                                        )
                                                if (
                                                    "optional"
                                                    in data__errors_value__details_value_keys
                                                ):
                                                    data__errors_value__details_value_keys.remove(
                                                        "optional"
                                                    )
                                                    data__errors_value__details_value__optional = (
                                                        data__errors_value__details_value[
                                                            "optional"
                                                        ]
                                                    )
                                                    if not isinstance(
                                                        data__errors_value__details_value__optional,
                                                        (bool),
                                                    ):
                                                        raise JsonSchemaValueException(
                                                            ""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.details.{data__errors_value__details_key}.optional".format(
                                                                **locals()
                                                            )
                                                            + " must be boolean",
                                                            value=data__errors_value__details_value__optional,
                                                            name=""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.details.{data__errors_value__details_key}.optional".format(
                                                                **locals()
                                                            )
                                                            + "",
                                                            definition={
                                                                "description": "The tool may leave this detail out: its absence (no key in the envelope) is distinct from an empty value.",
                                                                "type": "boolean",
                                                            },
                                                            rule="type",
                                                        )
                                                if (
                                                    "description"
                                                    in data__errors_value__details_value_keys
                                                ):
                                                    data__errors_value__details_value_keys.remove(
                                                        "description"
                                                    )
                                                    data__errors_value__details_value__description = data__errors_value__details_value[
                                                        "description"
                                                    ]
                                                    if not isinstance(
                                                        data__errors_value__details_value__description,
                                                        (str),
                                                    ):
                                                        raise JsonSchemaValueException(
                                                            ""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.details.{data__errors_value__details_key}.description".format(
                                                                **locals()
                                                            )
                                                            + " must be string",
                                                            value=data__errors_value__details_value__description,
                                                            name=""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.details.{data__errors_value__details_key}.description".format(
                                                                **locals()
                                                            )
                                                            + "",
                                                            definition={
                                                                "type": "string",
                                                                "minLength": 1,
                                                                "maxLength": 1000,
                                                            },
                                                            rule="type",
                                                        )
                                                    if isinstance(
                                                        data__errors_value__details_value__description,
                                                        str,
                                                    ):
                                                        data__errors_value__details_value__description_len = len(
                                                            data__errors_value__details_value__description
                                                        )
                                                        if (
                                                            data__errors_value__details_value__description_len
                                                            < 1
                                                        ):
                                                            raise JsonSchemaValueException(
                                                                ""
                                                                + (name_prefix or "data")
                                                                + ".errors.{data__errors_key}.details.{data__errors_value__details_key}.description".format(
                                                                    **locals()
                                                                )
                                                                + " must be longer than or equal to 1 characters",
                                                                value=data__errors_value__details_value__description,
                                                                name=""
                                                                + (name_prefix or "data")
                                                                + ".errors.{data__errors_key}.details.{data__errors_value__details_key}.description".format(
                                                                    **locals()
                                                                )
                                                                + "",
                                                                definition={
                                                                    "type": "string",
                                                                    "minLength": 1,
                                                                    "maxLength": 1000,
                                                                },
                                                                rule="minLength",
                                                            )
                                                        if (
                                                            data__errors_value__details_value__description_len
                                                            > 1000
                                                        ):
                                                            raise JsonSchemaValueException(
                                                                ""
                                                                + (name_prefix or "data")
                                                                + ".errors.{data__errors_key}.details.{data__errors_value__details_key}.description".format(
                                                                    **locals()
                                                                )
                                                                + " must be shorter than or equal to 1000 characters",
                                                                value=data__errors_value__details_value__description,
                                                                name=""
                                                                + (name_prefix or "data")
                                                                + ".errors.{data__errors_key}.details.{data__errors_value__details_key}.description".format(
                                                                    **locals()
                                                                )
                                                                + "",
                                                                definition={
                                                                    "type": "string",
                                                                    "minLength": 1,
                                                                    "maxLength": 1000,
                                                                },
                                                                rule="maxLength",
                                                            )
                                                if data__errors_value__details_value_keys:
                                                    raise JsonSchemaValueException(
                                                        ""
                                                        + (name_prefix or "data")
                                                        + ".errors.{data__errors_key}.details.{data__errors_value__details_key}".format(
                                                            **locals()
                                                        )
                                                        + " must not contain "
                                                        + str(
                                                            data__errors_value__details_value_keys
                                                        )
                                                        + " properties",
                                                        value=data__errors_value__details_value,
                                                        name=""
                                                        + (name_prefix or "data")
                                                        + ".errors.{data__errors_key}.details.{data__errors_value__details_key}".format(
                                                            **locals()
                                                        )
                                                        + "",
                                                        definition={
                                                            "type": "object",
                                                            "required": ["type"],
                                                            "additionalProperties": False,
                                                            "properties": {
                                                                "type": {
                                                                    "description": "A scalar, or a list of them (at most 100 items; more are cut): list[str], list[int], list[float], list[bool].",
                                                                    "enum": [
                                                                        "str",
                                                                        "int",
                                                                        "float",
                                                                        "bool",
                                                                        "list[str]",
                                                                        "list[int]",
                                                                        "list[float]",
                                                                        "list[bool]",
                                                                    ],
                                                                },
                                                                "optional": {
                                                                    "description": "The tool may leave this detail out: its absence (no key in the envelope) is distinct from an empty value.",
                                                                    "type": "boolean",
                                                                },
                                                                "description": {
                                                                    "type": "string",
                                                                    "minLength": 1,
                                                                    "maxLength": 1000,
                                                                },
                                                            },
                                                        },
                                                        rule="additionalProperties",
                                                    )
                                    data__errors_value__details_len = len(
                                        data__errors_value__details
                                    )
                                    if data__errors_value__details_len != 0:
                                        data__errors_value__details_property_names = True
                                        for (
                                            data__errors_value__details_key
                                        ) in data__errors_value__details:
                                            try:
                                                if not isinstance(
                                                    data__errors_value__details_key, (str)
                                                ):
                                                    raise JsonSchemaValueException(
                                                        ""
                                                        + (name_prefix or "data")
                                                        + ".errors.{data__errors_key}.details".format(
                                                            **locals()
                                                        )
                                                        + " must be string",
                                                        value=data__errors_value__details_key,
                                                        name=""
                                                        + (name_prefix or "data")
                                                        + ".errors.{data__errors_key}.details".format(
                                                            **locals()
                                                        )
                                                        + "",
                                                        definition={
                                                            "type": "string",
                                                            "maxLength": 40,
                                                            "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                                        },
                                                        rule="type",
                                                    )
                                                if isinstance(data__errors_value__details_key, str):
                                                    data__errors_value__details_key_len = len(
                                                        data__errors_value__details_key
                                                    )
                                                    if data__errors_value__details_key_len > 40:
                                                        raise JsonSchemaValueException(
                                                            ""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.details".format(
                                                                **locals()
                                                            )
                                                            + " must be shorter than or equal to 40 characters",
                                                            value=data__errors_value__details_key,
                                                            name=""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.details".format(
                                                                **locals()
                                                            )
                                                            + "",
                                                            definition={
                                                                "type": "string",
                                                                "maxLength": 40,
                                                                "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                                            },
                                                            rule="maxLength",
                                                        )
                                                    if not REGEX_PATTERNS[
                                                        "^[a-z][a-z0-9_]*(?![\\s\\S])"
                                                    ].search(data__errors_value__details_key):
                                                        raise JsonSchemaValueException(
                                                            ""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.details".format(
                                                                **locals()
                                                            )
                                                            + " must match pattern ^[a-z][a-z0-9_]*(?![\\s\\S])",
                                                            value=data__errors_value__details_key,
                                                            name=""
                                                            + (name_prefix or "data")
                                                            + ".errors.{data__errors_key}.details".format(
                                                                **locals()
                                                            )
                                                            + "",
                                                            definition={
                                                                "type": "string",
                                                                "maxLength": 40,
                                                                "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                                            },
                                                            rule="pattern",
                                                        )
                                            except (
                                                JsonSchemaValueException,
                                                JsonSchemaValuesException,
                                            ):
                                                data__errors_value__details_property_names = False
                                        if not data__errors_value__details_property_names:
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.details".format(
                                                    **locals()
                                                )
                                                + " must be named by propertyName definition",
                                                value=data__errors_value__details,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.details".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "Machine-readable context carried in the envelope's details, never in the message (request ids).",
                                                    "type": "object",
                                                    "propertyNames": {
                                                        "type": "string",
                                                        "maxLength": 40,
                                                        "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                                    },
                                                    "additionalProperties": {
                                                        "type": "object",
                                                        "required": ["type"],
                                                        "additionalProperties": False,
                                                        "properties": {
                                                            "type": {
                                                                "description": "A scalar, or a list of them (at most 100 items; more are cut): list[str], list[int], list[float], list[bool].",
                                                                "enum": [
                                                                    "str",
                                                                    "int",
                                                                    "float",
                                                                    "bool",
                                                                    "list[str]",
                                                                    "list[int]",
                                                                    "list[float]",
                                                                    "list[bool]",
                                                                ],
                                                            },
                                                            "optional": {
                                                                "description": "The tool may leave this detail out: its absence (no key in the envelope) is distinct from an empty value.",
                                                                "type": "boolean",
                                                            },
                                                            "description": {
                                                                "type": "string",
                                                                "minLength": 1,
                                                                "maxLength": 1000,
                                                            },
                                                        },
                                                    },
                                                },
                                                rule="propertyNames",
                                            )
                            if "aliases" in data__errors_value_keys:
                                data__errors_value_keys.remove("aliases")
                                data__errors_value__aliases = data__errors_value["aliases"]
                                if not isinstance(data__errors_value__aliases, (list, tuple)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.aliases".format(**locals())
                                        + " must be array",
                                        value=data__errors_value__aliases,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.aliases".format(**locals())
                                        + "",
                                        definition={
                                            "description": "Other spellings of this code in the systems the tool wraps; each alias belongs to one code.",
                                            "type": "array",
                                            "uniqueItems": True,
                                            "maxItems": 100,
                                            "items": {
                                                "description": "Another spelling of a code in a system the tool wraps: card_declined, NotFound, 404.",
                                                "type": "string",
                                                "maxLength": 64,
                                                "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])",
                                            },
                                        },
                                        rule="type",
                                    )
                                data__errors_value__aliases_is_list = isinstance(
                                    data__errors_value__aliases, (list, tuple)
                                )
                                if data__errors_value__aliases_is_list:
                                    data__errors_value__aliases_len = len(
                                        data__errors_value__aliases
                                    )
                                    if data__errors_value__aliases_len > 100:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.aliases".format(
                                                **locals()
                                            )
                                            + " must contain less than or equal to 100 items",
                                            value=data__errors_value__aliases,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.aliases".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "Other spellings of this code in the systems the tool wraps; each alias belongs to one code.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "maxItems": 100,
                                                "items": {
                                                    "description": "Another spelling of a code in a system the tool wraps: card_declined, NotFound, 404.",
                                                    "type": "string",
                                                    "maxLength": 64,
                                                    "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])",
                                                },
                                            },
                                            rule="maxItems",
                                        )

                                    def fn(var):
                                        return (
                                            frozenset(
                                                dict((k, fn(v)) for k, v in var.items()).items()
                                            )
                                            if hasattr(var, "items")
                                            else tuple(fn(v) for v in var)
                                            if isinstance(var, (dict, list))
                                            else (bool, var)
                                            if isinstance(var, bool)
                                            else var
                                        )

                                    if data__errors_value__aliases_len > len(
                                        set(
                                            fn(data__errors_value__aliases_x)
                                            for data__errors_value__aliases_x in data__errors_value__aliases
                                        )
                                    ):
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.aliases".format(
                                                **locals()
                                            )
                                            + " must contain unique items",
                                            value=data__errors_value__aliases,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.aliases".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "Other spellings of this code in the systems the tool wraps; each alias belongs to one code.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "maxItems": 100,
                                                "items": {
                                                    "description": "Another spelling of a code in a system the tool wraps: card_declined, NotFound, 404.",
                                                    "type": "string",
                                                    "maxLength": 64,
                                                    "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])",
                                                },
                                            },
                                            rule="uniqueItems",
                                        )
                                    for (
                                        data__errors_value__aliases_x,
                                        data__errors_value__aliases_item,
                                    ) in enumerate(data__errors_value__aliases):
                                        if not isinstance(data__errors_value__aliases_item, (str)):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.aliases[{data__errors_value__aliases_x}]".format(
                                                    **locals()
                                                )
                                                + " must be string",
                                                value=data__errors_value__aliases_item,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.aliases[{data__errors_value__aliases_x}]".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "Another spelling of a code in a system the tool wraps: card_declined, NotFound, 404.",
                                                    "type": "string",
                                                    "maxLength": 64,
                                                    "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])",
                                                },
                                                rule="type",
                                            )
                                        if isinstance(data__errors_value__aliases_item, str):
                                            data__errors_value__aliases_item_len = len(
                                                data__errors_value__aliases_item
                                            )
                                            if data__errors_value__aliases_item_len > 64:
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.aliases[{data__errors_value__aliases_x}]".format(
                                                        **locals()
                                                    )
                                                    + " must be shorter than or equal to 64 characters",
                                                    value=data__errors_value__aliases_item,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.aliases[{data__errors_value__aliases_x}]".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "description": "Another spelling of a code in a system the tool wraps: card_declined, NotFound, 404.",
                                                        "type": "string",
                                                        "maxLength": 64,
                                                        "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])",
                                                    },
                                                    rule="maxLength",
                                                )
                                            if not REGEX_PATTERNS[
                                                "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])"
                                            ].search(data__errors_value__aliases_item):
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.aliases[{data__errors_value__aliases_x}]".format(
                                                        **locals()
                                                    )
                                                    + " must match pattern ^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])",
                                                    value=data__errors_value__aliases_item,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.aliases[{data__errors_value__aliases_x}]".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "description": "Another spelling of a code in a system the tool wraps: card_declined, NotFound, 404.",
                                                        "type": "string",
                                                        "maxLength": 64,
                                                        "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])",
                                                    },
                                                    rule="pattern",
                                                )
                            if "http_status" in data__errors_value_keys:
                                data__errors_value_keys.remove("http_status")
                                data__errors_value__httpstatus = data__errors_value["http_status"]
                                if (
                                    not isinstance(data__errors_value__httpstatus, (int))
                                    and not (
                                        isinstance(data__errors_value__httpstatus, float)
                                        and data__errors_value__httpstatus.is_integer()
                                    )
                                    or isinstance(data__errors_value__httpstatus, bool)
                                ):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.http_status".format(
                                            **locals()
                                        )
                                        + " must be integer",
                                        value=data__errors_value__httpstatus,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.http_status".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "description": "The HTTP status of this error, for tools that are also APIs.",
                                            "type": "integer",
                                            "minimum": 100,
                                            "maximum": 599,
                                        },
                                        rule="type",
                                    )
                                if isinstance(
                                    data__errors_value__httpstatus, (int, float, Decimal)
                                ) and not isinstance(data__errors_value__httpstatus, bool):
                                    if data__errors_value__httpstatus < 100:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.http_status".format(
                                                **locals()
                                            )
                                            + " must be bigger than or equal to 100",
                                            value=data__errors_value__httpstatus,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.http_status".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "The HTTP status of this error, for tools that are also APIs.",
                                                "type": "integer",
                                                "minimum": 100,
                                                "maximum": 599,
                                            },
                                            rule="minimum",
                                        )
                                    if data__errors_value__httpstatus > 599:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.http_status".format(
                                                **locals()
                                            )
                                            + " must be smaller than or equal to 599",
                                            value=data__errors_value__httpstatus,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.http_status".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "The HTTP status of this error, for tools that are also APIs.",
                                                "type": "integer",
                                                "minimum": 100,
                                                "maximum": 599,
                                            },
                                            rule="maximum",
                                        )
                            if "title" in data__errors_value_keys:
                                data__errors_value_keys.remove("title")
                                data__errors_value__title = data__errors_value["title"]
                                if not isinstance(data__errors_value__title, (str)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.title".format(**locals())
                                        + " must be string",
                                        value=data__errors_value__title,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.title".format(**locals())
                                        + "",
                                        definition={
                                            "description": "A short constant summary of the code, the problem details' title (RFC 9457); default: the code in words, STORE_LOCKED -> Store locked.",
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 100,
                                        },
                                        rule="type",
                                    )
                                if isinstance(data__errors_value__title, str):
                                    data__errors_value__title_len = len(data__errors_value__title)
                                    if data__errors_value__title_len < 1:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.title".format(**locals())
                                            + " must be longer than or equal to 1 characters",
                                            value=data__errors_value__title,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.title".format(**locals())
                                            + "",
                                            definition={
                                                "description": "A short constant summary of the code, the problem details' title (RFC 9457); default: the code in words, STORE_LOCKED -> Store locked.",
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 100,
                                            },
                                            rule="minLength",
                                        )
                                    if data__errors_value__title_len > 100:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.title".format(**locals())
                                            + " must be shorter than or equal to 100 characters",
                                            value=data__errors_value__title,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.title".format(**locals())
                                            + "",
                                            definition={
                                                "description": "A short constant summary of the code, the problem details' title (RFC 9457); default: the code in words, STORE_LOCKED -> Store locked.",
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 100,
                                            },
                                            rule="maxLength",
                                        )
                            if "tags" in data__errors_value_keys:
                                data__errors_value_keys.remove("tags")
                                data__errors_value__tags = data__errors_value["tags"]
                                if not isinstance(data__errors_value__tags, (list, tuple)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.tags".format(**locals())
                                        + " must be array",
                                        value=data__errors_value__tags,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.tags".format(**locals())
                                        + "",
                                        definition={
                                            "description": "A subset of the catalogue's declared tags.",
                                            "type": "array",
                                            "uniqueItems": True,
                                            "maxItems": 100,
                                            "items": {
                                                "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                                "type": "string",
                                                "maxLength": 40,
                                                "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                            },
                                        },
                                        rule="type",
                                    )
                                data__errors_value__tags_is_list = isinstance(
                                    data__errors_value__tags, (list, tuple)
                                )
                                if data__errors_value__tags_is_list:
                                    data__errors_value__tags_len = len(data__errors_value__tags)
                                    if data__errors_value__tags_len > 100:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.tags".format(**locals())
                                            + " must contain less than or equal to 100 items",
                                            value=data__errors_value__tags,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.tags".format(**locals())
                                            + "",
                                            definition={
                                                "description": "A subset of the catalogue's declared tags.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "maxItems": 100,
                                                "items": {
                                                    "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                                    "type": "string",
                                                    "maxLength": 40,
                                                    "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                                },
                                            },
                                            rule="maxItems",
                                        )

                                    def fn(var):
                                        return (
                                            frozenset(
                                                dict((k, fn(v)) for k, v in var.items()).items()
                                            )
                                            if hasattr(var, "items")
                                            else tuple(fn(v) for v in var)
                                            if isinstance(var, (dict, list))
                                            else (bool, var)
                                            if isinstance(var, bool)
                                            else var
                                        )

                                    if data__errors_value__tags_len > len(
                                        set(
                                            fn(data__errors_value__tags_x)
                                            for data__errors_value__tags_x in data__errors_value__tags
                                        )
                                    ):
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.tags".format(**locals())
                                            + " must contain unique items",
                                            value=data__errors_value__tags,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.tags".format(**locals())
                                            + "",
                                            definition={
                                                "description": "A subset of the catalogue's declared tags.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "maxItems": 100,
                                                "items": {
                                                    "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                                    "type": "string",
                                                    "maxLength": 40,
                                                    "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                                },
                                            },
                                            rule="uniqueItems",
                                        )
                                    for (
                                        data__errors_value__tags_x,
                                        data__errors_value__tags_item,
                                    ) in enumerate(data__errors_value__tags):
                                        if not isinstance(data__errors_value__tags_item, (str)):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.tags[{data__errors_value__tags_x}]".format(
                                                    **locals()
                                                )
                                                + " must be string",
                                                value=data__errors_value__tags_item,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.tags[{data__errors_value__tags_x}]".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                                    "type": "string",
                                                    "maxLength": 40,
                                                    "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                                },
                                                rule="type",
                                            )
                                        if isinstance(data__errors_value__tags_item, str):
                                            data__errors_value__tags_item_len = len(
                                                data__errors_value__tags_item
                                            )
                                            if data__errors_value__tags_item_len > 40:
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.tags[{data__errors_value__tags_x}]".format(
                                                        **locals()
                                                    )
                                                    + " must be shorter than or equal to 40 characters",
                                                    value=data__errors_value__tags_item,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.tags[{data__errors_value__tags_x}]".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                                        "type": "string",
                                                        "maxLength": 40,
                                                        "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                                    },
                                                    rule="maxLength",
                                                )
                                            if not REGEX_PATTERNS[
                                                "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])"
                                            ].search(data__errors_value__tags_item):
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.tags[{data__errors_value__tags_x}]".format(
                                                        **locals()
                                                    )
                                                    + " must match pattern ^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                                    value=data__errors_value__tags_item,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.tags[{data__errors_value__tags_x}]".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                                        "type": "string",
                                                        "maxLength": 40,
                                                        "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                                    },
                                                    rule="pattern",
                                                )
                            if "retryable" in data__errors_value_keys:
                                data__errors_value_keys.remove("retryable")
                                data__errors_value__retryable = data__errors_value["retryable"]
                                if not isinstance(data__errors_value__retryable, (bool)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.retryable".format(**locals())
                                        + " must be boolean",
                                        value=data__errors_value__retryable,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.retryable".format(**locals())
                                        + "",
                                        definition={
                                            "description": "The identical unchanged invocation may succeed and no side effects occurred.",
                                            "type": "boolean",
                                        },
                                        rule="type",
                                    )
                            if "retry_after_ms" in data__errors_value_keys:
                                data__errors_value_keys.remove("retry_after_ms")
                                data__errors_value__retryafterms = data__errors_value[
                                    "retry_after_ms"
                                ]
                                if (
                                    not isinstance(data__errors_value__retryafterms, (int))
                                    and not (
                                        isinstance(data__errors_value__retryafterms, float)
                                        and data__errors_value__retryafterms.is_integer()
                                    )
                                    or isinstance(data__errors_value__retryafterms, bool)
                                ):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.retry_after_ms".format(
                                            **locals()
                                        )
                                        + " must be integer",
                                        value=data__errors_value__retryafterms,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.retry_after_ms".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "description": "How long to wait before reissuing the identical call, in milliseconds: at most an hour, or up to a day where retry_after_range reaches it (a server's documented wait, such as a card's 24-hour retry limit).",
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 86400000,
                                        },
                                        rule="type",
                                    )
                                if isinstance(
                                    data__errors_value__retryafterms, (int, float, Decimal)
                                ) and not isinstance(data__errors_value__retryafterms, bool):
                                    if data__errors_value__retryafterms < 1:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.retry_after_ms".format(
                                                **locals()
                                            )
                                            + " must be bigger than or equal to 1",
                                            value=data__errors_value__retryafterms,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.retry_after_ms".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "How long to wait before reissuing the identical call, in milliseconds: at most an hour, or up to a day where retry_after_range reaches it (a server's documented wait, such as a card's 24-hour retry limit).",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 86400000,
                                            },
                                            rule="minimum",
                                        )
                                    if data__errors_value__retryafterms > 86400000:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.retry_after_ms".format(
                                                **locals()
                                            )
                                            + " must be smaller than or equal to 86400000",
                                            value=data__errors_value__retryafterms,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.retry_after_ms".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "How long to wait before reissuing the identical call, in milliseconds: at most an hour, or up to a day where retry_after_range reaches it (a server's documented wait, such as a card's 24-hour retry limit).",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 86400000,
                                            },
                                            rule="maximum",
                                        )
                            if "retry_after_range" in data__errors_value_keys:
                                data__errors_value_keys.remove("retry_after_range")
                                data__errors_value__retryafterrange = data__errors_value[
                                    "retry_after_range"
                                ]
                                if not isinstance(data__errors_value__retryafterrange, (dict)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.retry_after_range".format(
                                            **locals()
                                        )
                                        + " must be object",
                                        value=data__errors_value__retryafterrange,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.retry_after_range".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "description": "The tool may pass the wait a server asked for (Retry-After) as retry_after_ms, clamped to these bounds at run time; retry_after_ms is the wait when it passes none.",
                                            "type": "object",
                                            "required": ["min_ms", "max_ms"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "min_ms": {
                                                    "description": "The shortest wait the tool may pass, in milliseconds.",
                                                    "type": "integer",
                                                    "minimum": 1,
                                                    "maximum": 86400000,
                                                },
                                                "max_ms": {
                                                    "description": "The longest wait the tool may pass, in milliseconds.",
                                                    "type": "integer",
                                                    "minimum": 1,
                                                    "maximum": 86400000,
                                                },
                                            },
                                        },
                                        rule="type",
                                    )
                                data__errors_value__retryafterrange_is_dict = isinstance(
                                    data__errors_value__retryafterrange, dict
                                )
                                if data__errors_value__retryafterrange_is_dict:
                                    data__errors_value__retryafterrange__missing_keys = (
                                        set(["min_ms", "max_ms"])
                                        - data__errors_value__retryafterrange.keys()
                                    )
                                    if data__errors_value__retryafterrange__missing_keys:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.retry_after_range".format(
                                                **locals()
                                            )
                                            + " must contain "
                                            + (
                                                str(
                                                    sorted(
                                                        data__errors_value__retryafterrange__missing_keys
                                                    )
                                                )
                                                + " properties"
                                            ),
                                            value=data__errors_value__retryafterrange,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.retry_after_range".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "The tool may pass the wait a server asked for (Retry-After) as retry_after_ms, clamped to these bounds at run time; retry_after_ms is the wait when it passes none.",
                                                "type": "object",
                                                "required": ["min_ms", "max_ms"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "min_ms": {
                                                        "description": "The shortest wait the tool may pass, in milliseconds.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                    "max_ms": {
                                                        "description": "The longest wait the tool may pass, in milliseconds.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                },
                                            },
                                            rule="required",
                                        )
                                    data__errors_value__retryafterrange_keys = set(
                                        data__errors_value__retryafterrange.keys()
                                    )
                                    if "min_ms" in data__errors_value__retryafterrange_keys:
                                        data__errors_value__retryafterrange_keys.remove("min_ms")
                                        data__errors_value__retryafterrange__minms = (
                                            data__errors_value__retryafterrange["min_ms"]
                                        )
                                        if (
                                            not isinstance(
                                                data__errors_value__retryafterrange__minms, (int)
                                            )
                                            and not (
                                                isinstance(
                                                    data__errors_value__retryafterrange__minms,
                                                    float,
                                                )
                                                and data__errors_value__retryafterrange__minms.is_integer()
                                            )
                                            or isinstance(
                                                data__errors_value__retryafterrange__minms, bool
                                            )
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.retry_after_range.min_ms".format(
                                                    **locals()
                                                )
                                                + " must be integer",
                                                value=data__errors_value__retryafterrange__minms,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.retry_after_range.min_ms".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "The shortest wait the tool may pass, in milliseconds.",
                                                    "type": "integer",
                                                    "minimum": 1,
                                                    "maximum": 86400000,
                                                },
                                                rule="type",
                                            )
                                        if isinstance(
                                            data__errors_value__retryafterrange__minms,
                                            (int, float, Decimal),
                                        ) and not isinstance(
                                            data__errors_value__retryafterrange__minms, bool
                                        ):
                                            if data__errors_value__retryafterrange__minms < 1:
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.retry_after_range.min_ms".format(
                                                        **locals()
                                                    )
                                                    + " must be bigger than or equal to 1",
                                                    value=data__errors_value__retryafterrange__minms,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.retry_after_range.min_ms".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "description": "The shortest wait the tool may pass, in milliseconds.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                    rule="minimum",
                                                )
                                            if (
                                                data__errors_value__retryafterrange__minms
                                                > 86400000
                                            ):
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.retry_after_range.min_ms".format(
                                                        **locals()
                                                    )
                                                    + " must be smaller than or equal to 86400000",
                                                    value=data__errors_value__retryafterrange__minms,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.retry_after_range.min_ms".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "description": "The shortest wait the tool may pass, in milliseconds.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                    rule="maximum",
                                                )
                                    if "max_ms" in data__errors_value__retryafterrange_keys:
                                        data__errors_value__retryafterrange_keys.remove("max_ms")
                                        data__errors_value__retryafterrange__maxms = (
                                            data__errors_value__retryafterrange["max_ms"]
                                        )
                                        if (
                                            not isinstance(
                                                data__errors_value__retryafterrange__maxms, (int)
                                            )
                                            and not (
                                                isinstance(
                                                    data__errors_value__retryafterrange__maxms,
                                                    float,
                                                )
                                                and data__errors_value__retryafterrange__maxms.is_integer()
                                            )
                                            or isinstance(
                                                data__errors_value__retryafterrange__maxms, bool
                                            )
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.retry_after_range.max_ms".format(
                                                    **locals()
                                                )
                                                + " must be integer",
                                                value=data__errors_value__retryafterrange__maxms,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.retry_after_range.max_ms".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "The longest wait the tool may pass, in milliseconds.",
                                                    "type": "integer",
                                                    "minimum": 1,
                                                    "maximum": 86400000,
                                                },
                                                rule="type",
                                            )
                                        if isinstance(
                                            data__errors_value__retryafterrange__maxms,
                                            (int, float, Decimal),
                                        ) and not isinstance(
                                            data__errors_value__retryafterrange__maxms, bool
                                        ):
                                            if data__errors_value__retryafterrange__maxms < 1:
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.retry_after_range.max_ms".format(
                                                        **locals()
                                                    )
                                                    + " must be bigger than or equal to 1",
                                                    value=data__errors_value__retryafterrange__maxms,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.retry_after_range.max_ms".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "description": "The longest wait the tool may pass, in milliseconds.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                    rule="minimum",
                                                )
                                            if (
                                                data__errors_value__retryafterrange__maxms
                                                > 86400000
                                            ):
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.retry_after_range.max_ms".format(
                                                        **locals()
                                                    )
                                                    + " must be smaller than or equal to 86400000",
                                                    value=data__errors_value__retryafterrange__maxms,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.retry_after_range.max_ms".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "description": "The longest wait the tool may pass, in milliseconds.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                    rule="maximum",
                                                )
                                    if data__errors_value__retryafterrange_keys:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.retry_after_range".format(
                                                **locals()
                                            )
                                            + " must not contain "
                                            + str(data__errors_value__retryafterrange_keys)
                                            + " properties",
                                            value=data__errors_value__retryafterrange,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.retry_after_range".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "The tool may pass the wait a server asked for (Retry-After) as retry_after_ms, clamped to these bounds at run time; retry_after_ms is the wait when it passes none.",
                                                "type": "object",
                                                "required": ["min_ms", "max_ms"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "min_ms": {
                                                        "description": "The shortest wait the tool may pass, in milliseconds.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                    "max_ms": {
                                                        "description": "The longest wait the tool may pass, in milliseconds.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                },
                                            },
                                            rule="additionalProperties",
                                        )
                            if "max_attempts" in data__errors_value_keys:
                                data__errors_value_keys.remove("max_attempts")
                                data__errors_value__maxattempts = data__errors_value["max_attempts"]
                                if (
                                    not isinstance(data__errors_value__maxattempts, (int))
                                    and not (
                                        isinstance(data__errors_value__maxattempts, float)
                                        and data__errors_value__maxattempts.is_integer()
                                    )
                                    or isinstance(data__errors_value__maxattempts, bool)
                                ):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.max_attempts".format(
                                            **locals()
                                        )
                                        + " must be integer",
                                        value=data__errors_value__maxattempts,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.max_attempts".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "description": "Attempts in all, the first included; default 3.",
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 20,
                                        },
                                        rule="type",
                                    )
                                if isinstance(
                                    data__errors_value__maxattempts, (int, float, Decimal)
                                ) and not isinstance(data__errors_value__maxattempts, bool):
                                    if data__errors_value__maxattempts < 1:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.max_attempts".format(
                                                **locals()
                                            )
                                            + " must be bigger than or equal to 1",
                                            value=data__errors_value__maxattempts,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.max_attempts".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "Attempts in all, the first included; default 3.",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 20,
                                            },
                                            rule="minimum",
                                        )
                                    if data__errors_value__maxattempts > 20:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.max_attempts".format(
                                                **locals()
                                            )
                                            + " must be smaller than or equal to 20",
                                            value=data__errors_value__maxattempts,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.max_attempts".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "Attempts in all, the first included; default 3.",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 20,
                                            },
                                            rule="maximum",
                                        )
                            if "backoff" in data__errors_value_keys:
                                data__errors_value_keys.remove("backoff")
                                data__errors_value__backoff = data__errors_value["backoff"]
                                if not isinstance(data__errors_value__backoff, (dict)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.backoff".format(**locals())
                                        + " must be object",
                                        value=data__errors_value__backoff,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.backoff".format(**locals())
                                        + "",
                                        definition={
                                            "description": "How the wait grows from one attempt to the next: constant (the envelope's retry_after_ms each time, the default) or exponential (doubled after each failure up to max_ms, with jitter if asked: each wait drawn between half and all of it); never below the envelope's retry_after_ms.",
                                            "type": "object",
                                            "required": ["policy"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "policy": {
                                                    "description": "How the wait grows: constant or exponential.",
                                                    "enum": ["constant", "exponential"],
                                                },
                                                "max_ms": {
                                                    "description": "The longest wait of an exponential backoff.",
                                                    "type": "integer",
                                                    "minimum": 1,
                                                    "maximum": 86400000,
                                                },
                                                "jitter": {
                                                    "description": "Spread the waits of an exponential backoff (equal jitter); default false.",
                                                    "type": "boolean",
                                                },
                                            },
                                        },
                                        rule="type",
                                    )
                                data__errors_value__backoff_is_dict = isinstance(
                                    data__errors_value__backoff, dict
                                )
                                if data__errors_value__backoff_is_dict:
                                    data__errors_value__backoff__missing_keys = (
                                        set(["policy"]) - data__errors_value__backoff.keys()
                                    )
                                    if data__errors_value__backoff__missing_keys:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.backoff".format(
                                                **locals()
                                            )
                                            + " must contain "
                                            + (
                                                str(
                                                    sorted(
                                                        data__errors_value__backoff__missing_keys
                                                    )
                                                )
                                                + " properties"
                                            ),
                                            value=data__errors_value__backoff,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.backoff".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "How the wait grows from one attempt to the next: constant (the envelope's retry_after_ms each time, the default) or exponential (doubled after each failure up to max_ms, with jitter if asked: each wait drawn between half and all of it); never below the envelope's retry_after_ms.",
                                                "type": "object",
                                                "required": ["policy"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "policy": {
                                                        "description": "How the wait grows: constant or exponential.",
                                                        "enum": ["constant", "exponential"],
                                                    },
                                                    "max_ms": {
                                                        "description": "The longest wait of an exponential backoff.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                    "jitter": {
                                                        "description": "Spread the waits of an exponential backoff (equal jitter); default false.",
                                                        "type": "boolean",
                                                    },
                                                },
                                            },
                                            rule="required",
                                        )
                                    data__errors_value__backoff_keys = set(
                                        data__errors_value__backoff.keys()
                                    )
                                    if "policy" in data__errors_value__backoff_keys:
                                        data__errors_value__backoff_keys.remove("policy")
                                        data__errors_value__backoff__policy = (
                                            data__errors_value__backoff["policy"]
                                        )
                                        if not (
                                            isinstance(data__errors_value__backoff__policy, str)
                                            and data__errors_value__backoff__policy == "constant"
                                            or isinstance(data__errors_value__backoff__policy, str)
                                            and data__errors_value__backoff__policy == "exponential"
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.backoff.policy".format(
                                                    **locals()
                                                )
                                                + " must be one of ['constant', 'exponential']",
                                                value=data__errors_value__backoff__policy,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.backoff.policy".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "How the wait grows: constant or exponential.",
                                                    "enum": ["constant", "exponential"],
                                                },
                                                rule="enum",
                                            )
                                    if "max_ms" in data__errors_value__backoff_keys:
                                        data__errors_value__backoff_keys.remove("max_ms")
                                        data__errors_value__backoff__maxms = (
                                            data__errors_value__backoff["max_ms"]
                                        )
                                        if (
                                            not isinstance(
                                                data__errors_value__backoff__maxms, (int)
                                            )
                                            and not (
                                                isinstance(
                                                    data__errors_value__backoff__maxms, float
                                                )
                                                and data__errors_value__backoff__maxms.is_integer()
                                            )
                                            or isinstance(data__errors_value__backoff__maxms, bool)
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.backoff.max_ms".format(
                                                    **locals()
                                                )
                                                + " must be integer",
                                                value=data__errors_value__backoff__maxms,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.backoff.max_ms".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "The longest wait of an exponential backoff.",
                                                    "type": "integer",
                                                    "minimum": 1,
                                                    "maximum": 86400000,
                                                },
                                                rule="type",
                                            )
                                        if isinstance(
                                            data__errors_value__backoff__maxms,
                                            (int, float, Decimal),
                                        ) and not isinstance(
                                            data__errors_value__backoff__maxms, bool
                                        ):
                                            if data__errors_value__backoff__maxms < 1:
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.backoff.max_ms".format(
                                                        **locals()
                                                    )
                                                    + " must be bigger than or equal to 1",
                                                    value=data__errors_value__backoff__maxms,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.backoff.max_ms".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "description": "The longest wait of an exponential backoff.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                    rule="minimum",
                                                )
                                            if data__errors_value__backoff__maxms > 86400000:
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.backoff.max_ms".format(
                                                        **locals()
                                                    )
                                                    + " must be smaller than or equal to 86400000",
                                                    value=data__errors_value__backoff__maxms,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.backoff.max_ms".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "description": "The longest wait of an exponential backoff.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                    rule="maximum",
                                                )
                                    if "jitter" in data__errors_value__backoff_keys:
                                        data__errors_value__backoff_keys.remove("jitter")
                                        data__errors_value__backoff__jitter = (
                                            data__errors_value__backoff["jitter"]
                                        )
                                        if not isinstance(
                                            data__errors_value__backoff__jitter, (bool)
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.backoff.jitter".format(
                                                    **locals()
                                                )
                                                + " must be boolean",
                                                value=data__errors_value__backoff__jitter,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.backoff.jitter".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "Spread the waits of an exponential backoff (equal jitter); default false.",
                                                    "type": "boolean",
                                                },
                                                rule="type",
                                            )
                                    if data__errors_value__backoff_keys:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.backoff".format(
                                                **locals()
                                            )
                                            + " must not contain "
                                            + str(data__errors_value__backoff_keys)
                                            + " properties",
                                            value=data__errors_value__backoff,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.backoff".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "How the wait grows from one attempt to the next: constant (the envelope's retry_after_ms each time, the default) or exponential (doubled after each failure up to max_ms, with jitter if asked: each wait drawn between half and all of it); never below the envelope's retry_after_ms.",
                                                "type": "object",
                                                "required": ["policy"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "policy": {
                                                        "description": "How the wait grows: constant or exponential.",
                                                        "enum": ["constant", "exponential"],
                                                    },
                                                    "max_ms": {
                                                        "description": "The longest wait of an exponential backoff.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                    "jitter": {
                                                        "description": "Spread the waits of an exponential backoff (equal jitter); default false.",
                                                        "type": "boolean",
                                                    },
                                                },
                                            },
                                            rule="additionalProperties",
                                        )
                            if "fix_required" in data__errors_value_keys:
                                data__errors_value_keys.remove("fix_required")
                                data__errors_value__fixrequired = data__errors_value["fix_required"]
                                if not isinstance(data__errors_value__fixrequired, (str)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.fix_required".format(
                                            **locals()
                                        )
                                        + " must be string",
                                        value=data__errors_value__fixrequired,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.fix_required".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        rule="type",
                                    )
                                if isinstance(data__errors_value__fixrequired, str):
                                    data__errors_value__fixrequired_len = len(
                                        data__errors_value__fixrequired
                                    )
                                    if data__errors_value__fixrequired_len < 1:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.fix_required".format(
                                                **locals()
                                            )
                                            + " must be longer than or equal to 1 characters",
                                            value=data__errors_value__fixrequired,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.fix_required".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            rule="minLength",
                                        )
                                    if data__errors_value__fixrequired_len > 1000:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.fix_required".format(
                                                **locals()
                                            )
                                            + " must be shorter than or equal to 1000 characters",
                                            value=data__errors_value__fixrequired,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.fix_required".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            rule="maxLength",
                                        )
                            if "fix_command" in data__errors_value_keys:
                                data__errors_value_keys.remove("fix_command")
                                data__errors_value__fixcommand = data__errors_value["fix_command"]
                                if not isinstance(data__errors_value__fixcommand, (str)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.fix_command".format(
                                            **locals()
                                        )
                                        + " must be string",
                                        value=data__errors_value__fixcommand,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.fix_command".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 200,
                                        },
                                        rule="type",
                                    )
                                if isinstance(data__errors_value__fixcommand, str):
                                    data__errors_value__fixcommand_len = len(
                                        data__errors_value__fixcommand
                                    )
                                    if data__errors_value__fixcommand_len < 1:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.fix_command".format(
                                                **locals()
                                            )
                                            + " must be longer than or equal to 1 characters",
                                            value=data__errors_value__fixcommand,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.fix_command".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            rule="minLength",
                                        )
                                    if data__errors_value__fixcommand_len > 200:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.fix_command".format(
                                                **locals()
                                            )
                                            + " must be shorter than or equal to 200 characters",
                                            value=data__errors_value__fixcommand,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.fix_command".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            rule="maxLength",
                                        )
                            if "refresh_command" in data__errors_value_keys:
                                data__errors_value_keys.remove("refresh_command")
                                data__errors_value__refreshcommand = data__errors_value[
                                    "refresh_command"
                                ]
                                if not isinstance(data__errors_value__refreshcommand, (str)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.refresh_command".format(
                                            **locals()
                                        )
                                        + " must be string",
                                        value=data__errors_value__refreshcommand,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.refresh_command".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 200,
                                        },
                                        rule="type",
                                    )
                                if isinstance(data__errors_value__refreshcommand, str):
                                    data__errors_value__refreshcommand_len = len(
                                        data__errors_value__refreshcommand
                                    )
                                    if data__errors_value__refreshcommand_len < 1:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.refresh_command".format(
                                                **locals()
                                            )
                                            + " must be longer than or equal to 1 characters",
                                            value=data__errors_value__refreshcommand,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.refresh_command".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            rule="minLength",
                                        )
                                    if data__errors_value__refreshcommand_len > 200:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.refresh_command".format(
                                                **locals()
                                            )
                                            + " must be shorter than or equal to 200 characters",
                                            value=data__errors_value__refreshcommand,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.refresh_command".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            rule="maxLength",
                                        )
                            if "reauth_command" in data__errors_value_keys:
                                data__errors_value_keys.remove("reauth_command")
                                data__errors_value__reauthcommand = data__errors_value[
                                    "reauth_command"
                                ]
                                if not isinstance(data__errors_value__reauthcommand, (str)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.reauth_command".format(
                                            **locals()
                                        )
                                        + " must be string",
                                        value=data__errors_value__reauthcommand,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.reauth_command".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 200,
                                        },
                                        rule="type",
                                    )
                                if isinstance(data__errors_value__reauthcommand, str):
                                    data__errors_value__reauthcommand_len = len(
                                        data__errors_value__reauthcommand
                                    )
                                    if data__errors_value__reauthcommand_len < 1:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.reauth_command".format(
                                                **locals()
                                            )
                                            + " must be longer than or equal to 1 characters",
                                            value=data__errors_value__reauthcommand,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.reauth_command".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            rule="minLength",
                                        )
                                    if data__errors_value__reauthcommand_len > 200:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.reauth_command".format(
                                                **locals()
                                            )
                                            + " must be shorter than or equal to 200 characters",
                                            value=data__errors_value__reauthcommand,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.reauth_command".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            rule="maxLength",
                                        )
                            if "diagnose_command" in data__errors_value_keys:
                                data__errors_value_keys.remove("diagnose_command")
                                data__errors_value__diagnosecommand = data__errors_value[
                                    "diagnose_command"
                                ]
                                if not isinstance(data__errors_value__diagnosecommand, (str)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.diagnose_command".format(
                                            **locals()
                                        )
                                        + " must be string",
                                        value=data__errors_value__diagnosecommand,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.diagnose_command".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 200,
                                        },
                                        rule="type",
                                    )
                                if isinstance(data__errors_value__diagnosecommand, str):
                                    data__errors_value__diagnosecommand_len = len(
                                        data__errors_value__diagnosecommand
                                    )
                                    if data__errors_value__diagnosecommand_len < 1:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.diagnose_command".format(
                                                **locals()
                                            )
                                            + " must be longer than or equal to 1 characters",
                                            value=data__errors_value__diagnosecommand,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.diagnose_command".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            rule="minLength",
                                        )
                                    if data__errors_value__diagnosecommand_len > 200:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.diagnose_command".format(
                                                **locals()
                                            )
                                            + " must be shorter than or equal to 200 characters",
                                            value=data__errors_value__diagnosecommand,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.diagnose_command".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            rule="maxLength",
                                        )
                            if "suggestion" in data__errors_value_keys:
                                data__errors_value_keys.remove("suggestion")
                                data__errors_value__suggestion = data__errors_value["suggestion"]
                                if not isinstance(data__errors_value__suggestion, (str)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.suggestion".format(**locals())
                                        + " must be string",
                                        value=data__errors_value__suggestion,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.suggestion".format(**locals())
                                        + "",
                                        definition={
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        rule="type",
                                    )
                                if isinstance(data__errors_value__suggestion, str):
                                    data__errors_value__suggestion_len = len(
                                        data__errors_value__suggestion
                                    )
                                    if data__errors_value__suggestion_len < 1:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.suggestion".format(
                                                **locals()
                                            )
                                            + " must be longer than or equal to 1 characters",
                                            value=data__errors_value__suggestion,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.suggestion".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            rule="minLength",
                                        )
                                    if data__errors_value__suggestion_len > 1000:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.suggestion".format(
                                                **locals()
                                            )
                                            + " must be shorter than or equal to 1000 characters",
                                            value=data__errors_value__suggestion,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.suggestion".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            rule="maxLength",
                                        )
                            if "exit" in data__errors_value_keys:
                                data__errors_value_keys.remove("exit")
                                data__errors_value__exit = data__errors_value["exit"]
                                if not isinstance(data__errors_value__exit, (str)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.exit".format(**locals())
                                        + " must be string",
                                        value=data__errors_value__exit,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.exit".format(**locals())
                                        + "",
                                        definition={
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        rule="type",
                                    )
                                if isinstance(data__errors_value__exit, str):
                                    data__errors_value__exit_len = len(data__errors_value__exit)
                                    if data__errors_value__exit_len > 100:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.exit".format(**locals())
                                            + " must be shorter than or equal to 100 characters",
                                            value=data__errors_value__exit,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.exit".format(**locals())
                                            + "",
                                            definition={
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                            rule="maxLength",
                                        )
                                    if not REGEX_PATTERNS[
                                        "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])"
                                    ].search(data__errors_value__exit):
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.exit".format(**locals())
                                            + " must match pattern ^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            value=data__errors_value__exit,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.exit".format(**locals())
                                            + "",
                                            definition={
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                            rule="pattern",
                                        )
                            if "description" in data__errors_value_keys:
                                data__errors_value_keys.remove("description")
                                data__errors_value__description = data__errors_value["description"]
                                if not isinstance(data__errors_value__description, (str)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.description".format(
                                            **locals()
                                        )
                                        + " must be string",
                                        value=data__errors_value__description,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.description".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "description": "Markdown for the docs page.",
                                            "type": "string",
                                            "maxLength": 20000,
                                        },
                                        rule="type",
                                    )
                                if isinstance(data__errors_value__description, str):
                                    data__errors_value__description_len = len(
                                        data__errors_value__description
                                    )
                                    if data__errors_value__description_len > 20000:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.description".format(
                                                **locals()
                                            )
                                            + " must be shorter than or equal to 20000 characters",
                                            value=data__errors_value__description,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.description".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "Markdown for the docs page.",
                                                "type": "string",
                                                "maxLength": 20000,
                                            },
                                            rule="maxLength",
                                        )
                            if "since" in data__errors_value_keys:
                                data__errors_value_keys.remove("since")
                                data__errors_value__since = data__errors_value["since"]
                                if not isinstance(data__errors_value__since, (str)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.since".format(**locals())
                                        + " must be string",
                                        value=data__errors_value__since,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.since".format(**locals())
                                        + "",
                                        definition={
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                        },
                                        rule="type",
                                    )
                                if isinstance(data__errors_value__since, str):
                                    data__errors_value__since_len = len(data__errors_value__since)
                                    if data__errors_value__since_len > 40:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.since".format(**locals())
                                            + " must be shorter than or equal to 40 characters",
                                            value=data__errors_value__since,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.since".format(**locals())
                                            + "",
                                            definition={
                                                "type": "string",
                                                "maxLength": 40,
                                                "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                            },
                                            rule="maxLength",
                                        )
                                    if not REGEX_PATTERNS[
                                        "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])"
                                    ].search(data__errors_value__since):
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.since".format(**locals())
                                            + " must match pattern ^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                            value=data__errors_value__since,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.since".format(**locals())
                                            + "",
                                            definition={
                                                "type": "string",
                                                "maxLength": 40,
                                                "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                            },
                                            rule="pattern",
                                        )
                            if "deprecated" in data__errors_value_keys:
                                data__errors_value_keys.remove("deprecated")
                                data__errors_value__deprecated = data__errors_value["deprecated"]
                                if not isinstance(data__errors_value__deprecated, (dict)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.deprecated".format(**locals())
                                        + " must be object",
                                        value=data__errors_value__deprecated,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.deprecated".format(**locals())
                                        + "",
                                        definition={
                                            "description": "The code is deprecated: since which version, and the code that replaces it.",
                                            "type": "object",
                                            "required": ["since"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "since": {
                                                    "type": "string",
                                                    "maxLength": 40,
                                                    "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                                },
                                                "replaced_by": {
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                },
                                            },
                                        },
                                        rule="type",
                                    )
                                data__errors_value__deprecated_is_dict = isinstance(
                                    data__errors_value__deprecated, dict
                                )
                                if data__errors_value__deprecated_is_dict:
                                    data__errors_value__deprecated__missing_keys = (
                                        set(["since"]) - data__errors_value__deprecated.keys()
                                    )
                                    if data__errors_value__deprecated__missing_keys:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.deprecated".format(
                                                **locals()
                                            )
                                            + " must contain "
                                            + (
                                                str(
                                                    sorted(
                                                        data__errors_value__deprecated__missing_keys
                                                    )
                                                )
                                                + " properties"
                                            ),
                                            value=data__errors_value__deprecated,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.deprecated".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "The code is deprecated: since which version, and the code that replaces it.",
                                                "type": "object",
                                                "required": ["since"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "since": {
                                                        "type": "string",
                                                        "maxLength": 40,
                                                        "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                                    },
                                                    "replaced_by": {
                                                        "type": "string",
                                                        "maxLength": 100,
                                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                    },
                                                },
                                            },
                                            rule="required",
                                        )
                                    data__errors_value__deprecated_keys = set(
                                        data__errors_value__deprecated.keys()
                                    )
                                    if "since" in data__errors_value__deprecated_keys:
                                        data__errors_value__deprecated_keys.remove("since")
                                        data__errors_value__deprecated__since = (
                                            data__errors_value__deprecated["since"]
                                        )
                                        if not isinstance(
                                            data__errors_value__deprecated__since, (str)
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.deprecated.since".format(
                                                    **locals()
                                                )
                                                + " must be string",
                                                value=data__errors_value__deprecated__since,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.deprecated.since".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "type": "string",
                                                    "maxLength": 40,
                                                    "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                                },
                                                rule="type",
                                            )
                                        if isinstance(data__errors_value__deprecated__since, str):
                                            data__errors_value__deprecated__since_len = len(
                                                data__errors_value__deprecated__since
                                            )
                                            if data__errors_value__deprecated__since_len > 40:
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.deprecated.since".format(
                                                        **locals()
                                                    )
                                                    + " must be shorter than or equal to 40 characters",
                                                    value=data__errors_value__deprecated__since,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.deprecated.since".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "string",
                                                        "maxLength": 40,
                                                        "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                                    },
                                                    rule="maxLength",
                                                )
                                            if not REGEX_PATTERNS[
                                                "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])"
                                            ].search(data__errors_value__deprecated__since):
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.deprecated.since".format(
                                                        **locals()
                                                    )
                                                    + " must match pattern ^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                                    value=data__errors_value__deprecated__since,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.deprecated.since".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "string",
                                                        "maxLength": 40,
                                                        "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                                    },
                                                    rule="pattern",
                                                )
                                    if "replaced_by" in data__errors_value__deprecated_keys:
                                        data__errors_value__deprecated_keys.remove("replaced_by")
                                        data__errors_value__deprecated__replacedby = (
                                            data__errors_value__deprecated["replaced_by"]
                                        )
                                        if not isinstance(
                                            data__errors_value__deprecated__replacedby, (str)
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.deprecated.replaced_by".format(
                                                    **locals()
                                                )
                                                + " must be string",
                                                value=data__errors_value__deprecated__replacedby,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.deprecated.replaced_by".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                },
                                                rule="type",
                                            )
                                        if isinstance(
                                            data__errors_value__deprecated__replacedby, str
                                        ):
                                            data__errors_value__deprecated__replacedby_len = len(
                                                data__errors_value__deprecated__replacedby
                                            )
                                            if data__errors_value__deprecated__replacedby_len > 100:
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.deprecated.replaced_by".format(
                                                        **locals()
                                                    )
                                                    + " must be shorter than or equal to 100 characters",
                                                    value=data__errors_value__deprecated__replacedby,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.deprecated.replaced_by".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "string",
                                                        "maxLength": 100,
                                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                    },
                                                    rule="maxLength",
                                                )
                                            if not REGEX_PATTERNS[
                                                "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])"
                                            ].search(data__errors_value__deprecated__replacedby):
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.deprecated.replaced_by".format(
                                                        **locals()
                                                    )
                                                    + " must match pattern ^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                    value=data__errors_value__deprecated__replacedby,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".errors.{data__errors_key}.deprecated.replaced_by".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "string",
                                                        "maxLength": 100,
                                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                    },
                                                    rule="pattern",
                                                )
                                    if data__errors_value__deprecated_keys:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.deprecated".format(
                                                **locals()
                                            )
                                            + " must not contain "
                                            + str(data__errors_value__deprecated_keys)
                                            + " properties",
                                            value=data__errors_value__deprecated,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.deprecated".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "The code is deprecated: since which version, and the code that replaces it.",
                                                "type": "object",
                                                "required": ["since"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "since": {
                                                        "type": "string",
                                                        "maxLength": 40,
                                                        "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                                    },
                                                    "replaced_by": {
                                                        "type": "string",
                                                        "maxLength": 100,
                                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                    },
                                                },
                                            },
                                            rule="additionalProperties",
                                        )
                            if "ignore" in data__errors_value_keys:
                                data__errors_value_keys.remove("ignore")
                                data__errors_value__ignore = data__errors_value["ignore"]
                                if not isinstance(data__errors_value__ignore, (list, tuple)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.ignore".format(**locals())
                                        + " must be array",
                                        value=data__errors_value__ignore,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".errors.{data__errors_key}.ignore".format(**locals())
                                        + "",
                                        definition={
                                            "description": "Warnings acknowledged for this error, by rule id: each is known and meant.",
                                            "type": "array",
                                            "uniqueItems": True,
                                            "items": {
                                                "enum": [
                                                    "prose-only-recovery",
                                                    "deprecated-without-replacement",
                                                    "operation-unreachable",
                                                    "usage-error-builtin",
                                                ]
                                            },
                                        },
                                        rule="type",
                                    )
                                data__errors_value__ignore_is_list = isinstance(
                                    data__errors_value__ignore, (list, tuple)
                                )
                                if data__errors_value__ignore_is_list:

                                    def fn(var):
                                        return (
                                            frozenset(
                                                dict((k, fn(v)) for k, v in var.items()).items()
                                            )
                                            if hasattr(var, "items")
                                            else tuple(fn(v) for v in var)
                                            if isinstance(var, (dict, list))
                                            else (bool, var)
                                            if isinstance(var, bool)
                                            else var
                                        )

                                    data__errors_value__ignore_len = len(data__errors_value__ignore)
                                    if data__errors_value__ignore_len > len(
                                        set(
                                            fn(data__errors_value__ignore_x)
                                            for data__errors_value__ignore_x in data__errors_value__ignore
                                        )
                                    ):
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.ignore".format(**locals())
                                            + " must contain unique items",
                                            value=data__errors_value__ignore,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".errors.{data__errors_key}.ignore".format(**locals())
                                            + "",
                                            definition={
                                                "description": "Warnings acknowledged for this error, by rule id: each is known and meant.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "items": {
                                                    "enum": [
                                                        "prose-only-recovery",
                                                        "deprecated-without-replacement",
                                                        "operation-unreachable",
                                                        "usage-error-builtin",
                                                    ]
                                                },
                                            },
                                            rule="uniqueItems",
                                        )
                                    for (
                                        data__errors_value__ignore_x,
                                        data__errors_value__ignore_item,
                                    ) in enumerate(data__errors_value__ignore):
                                        if not (
                                            isinstance(data__errors_value__ignore_item, str)
                                            and data__errors_value__ignore_item
                                            == "prose-only-recovery"
                                            or isinstance(data__errors_value__ignore_item, str)
                                            and data__errors_value__ignore_item
                                            == "deprecated-without-replacement"
                                            or isinstance(data__errors_value__ignore_item, str)
                                            and data__errors_value__ignore_item
                                            == "operation-unreachable"
                                            or isinstance(data__errors_value__ignore_item, str)
                                            and data__errors_value__ignore_item
                                            == "usage-error-builtin"
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.ignore[{data__errors_value__ignore_x}]".format(
                                                    **locals()
                                                )
                                                + " must be one of ['prose-only-recovery', 'deprecated-without-replacement', 'operation-unreachable', 'usage-error-builtin']",
                                                value=data__errors_value__ignore_item,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".errors.{data__errors_key}.ignore[{data__errors_value__ignore_x}]".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "enum": [
                                                        "prose-only-recovery",
                                                        "deprecated-without-replacement",
                                                        "operation-unreachable",
                                                        "usage-error-builtin",
                                                    ]
                                                },
                                                rule="enum",
                                            )
                            if data__errors_value_keys:
                                raise JsonSchemaValueException(
                                    ""
                                    + (name_prefix or "data")
                                    + ".errors.{data__errors_key}".format(**locals())
                                    + " must not contain "
                                    + str(data__errors_value_keys)
                                    + " properties",
                                    value=data__errors_value,
                                    name=""
                                    + (name_prefix or "data")
                                    + ".errors.{data__errors_key}".format(**locals())
                                    + "",
                                    definition={
                                        "type": "object",
                                        "required": ["message", "retryable", "exit"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "message": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "params": {
                                                "description": "The values the message names as {name}: parameter name -> its type; the generated constructor takes them.",
                                                "type": "object",
                                                "propertyNames": {
                                                    "type": "string",
                                                    "maxLength": 40,
                                                    "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                                },
                                                "additionalProperties": {
                                                    "type": "object",
                                                    "required": ["type"],
                                                    "additionalProperties": False,
                                                    "properties": {
                                                        "type": {
                                                            "description": "The value's type: str, int, float or bool.",
                                                            "enum": ["str", "int", "float", "bool"],
                                                        },
                                                        "description": {
                                                            "type": "string",
                                                            "minLength": 1,
                                                            "maxLength": 1000,
                                                        },
                                                    },
                                                },
                                            },
                                            "details": {
                                                "description": "Machine-readable context carried in the envelope's details, never in the message (request ids).",
                                                "type": "object",
                                                "propertyNames": {
                                                    "type": "string",
                                                    "maxLength": 40,
                                                    "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                                },
                                                "additionalProperties": {
                                                    "type": "object",
                                                    "required": ["type"],
                                                    "additionalProperties": False,
                                                    "properties": {
                                                        "type": {
                                                            "description": "A scalar, or a list of them (at most 100 items; more are cut): list[str], list[int], list[float], list[bool].",
                                                            "enum": [
                                                                "str",
                                                                "int",
                                                                "float",
                                                                "bool",
                                                                "list[str]",
                                                                "list[int]",
                                                                "list[float]",
                                                                "list[bool]",
                                                            ],
                                                        },
                                                        "optional": {
                                                            "description": "The tool may leave this detail out: its absence (no key in the envelope) is distinct from an empty value.",
                                                            "type": "boolean",
                                                        },
                                                        "description": {
                                                            "type": "string",
                                                            "minLength": 1,
                                                            "maxLength": 1000,
                                                        },
                                                    },
                                                },
                                            },
                                            "aliases": {
                                                "description": "Other spellings of this code in the systems the tool wraps; each alias belongs to one code.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "maxItems": 100,
                                                "items": {
                                                    "description": "Another spelling of a code in a system the tool wraps: card_declined, NotFound, 404.",
                                                    "type": "string",
                                                    "maxLength": 64,
                                                    "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])",
                                                },
                                            },
                                            "http_status": {
                                                "description": "The HTTP status of this error, for tools that are also APIs.",
                                                "type": "integer",
                                                "minimum": 100,
                                                "maximum": 599,
                                            },
                                            "title": {
                                                "description": "A short constant summary of the code, the problem details' title (RFC 9457); default: the code in words, STORE_LOCKED -> Store locked.",
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 100,
                                            },
                                            "tags": {
                                                "description": "A subset of the catalogue's declared tags.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "maxItems": 100,
                                                "items": {
                                                    "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                                    "type": "string",
                                                    "maxLength": 40,
                                                    "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                                },
                                            },
                                            "retryable": {
                                                "description": "The identical unchanged invocation may succeed and no side effects occurred.",
                                                "type": "boolean",
                                            },
                                            "retry_after_ms": {
                                                "description": "How long to wait before reissuing the identical call, in milliseconds: at most an hour, or up to a day where retry_after_range reaches it (a server's documented wait, such as a card's 24-hour retry limit).",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 86400000,
                                            },
                                            "retry_after_range": {
                                                "description": "The tool may pass the wait a server asked for (Retry-After) as retry_after_ms, clamped to these bounds at run time; retry_after_ms is the wait when it passes none.",
                                                "type": "object",
                                                "required": ["min_ms", "max_ms"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "min_ms": {
                                                        "description": "The shortest wait the tool may pass, in milliseconds.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                    "max_ms": {
                                                        "description": "The longest wait the tool may pass, in milliseconds.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                },
                                            },
                                            "max_attempts": {
                                                "description": "Attempts in all, the first included; default 3.",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 20,
                                            },
                                            "backoff": {
                                                "description": "How the wait grows from one attempt to the next: constant (the envelope's retry_after_ms each time, the default) or exponential (doubled after each failure up to max_ms, with jitter if asked: each wait drawn between half and all of it); never below the envelope's retry_after_ms.",
                                                "type": "object",
                                                "required": ["policy"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "policy": {
                                                        "description": "How the wait grows: constant or exponential.",
                                                        "enum": ["constant", "exponential"],
                                                    },
                                                    "max_ms": {
                                                        "description": "The longest wait of an exponential backoff.",
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 86400000,
                                                    },
                                                    "jitter": {
                                                        "description": "Spread the waits of an exponential backoff (equal jitter); default false.",
                                                        "type": "boolean",
                                                    },
                                                },
                                            },
                                            "fix_required": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "fix_command": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            "refresh_command": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            "reauth_command": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            "diagnose_command": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 200,
                                            },
                                            "suggestion": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "exit": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                            "description": {
                                                "description": "Markdown for the docs page.",
                                                "type": "string",
                                                "maxLength": 20000,
                                            },
                                            "since": {
                                                "type": "string",
                                                "maxLength": 40,
                                                "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                            },
                                            "deprecated": {
                                                "description": "The code is deprecated: since which version, and the code that replaces it.",
                                                "type": "object",
                                                "required": ["since"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "since": {
                                                        "type": "string",
                                                        "maxLength": 40,
                                                        "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                                    },
                                                    "replaced_by": {
                                                        "type": "string",
                                                        "maxLength": 100,
                                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                    },
                                                },
                                            },
                                            "ignore": {
                                                "description": "Warnings acknowledged for this error, by rule id: each is known and meant.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "items": {
                                                    "enum": [
                                                        "prose-only-recovery",
                                                        "deprecated-without-replacement",
                                                        "operation-unreachable",
                                                        "usage-error-builtin",
                                                    ]
                                                },
                                            },
                                        },
                                    },
                                    rule="additionalProperties",
                                )
                data__errors_len = len(data__errors)
                if data__errors_len != 0:
                    data__errors_property_names = True
                    for data__errors_key in data__errors:
                        try:
                            if not isinstance(data__errors_key, (str)):
                                raise JsonSchemaValueException(
                                    "" + (name_prefix or "data") + ".errors must be string",
                                    value=data__errors_key,
                                    name="" + (name_prefix or "data") + ".errors",
                                    definition={
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                    },
                                    rule="type",
                                )
                            if isinstance(data__errors_key, str):
                                data__errors_key_len = len(data__errors_key)
                                if data__errors_key_len > 100:
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors must be shorter than or equal to 100 characters",
                                        value=data__errors_key,
                                        name="" + (name_prefix or "data") + ".errors",
                                        definition={
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        rule="maxLength",
                                    )
                                if not REGEX_PATTERNS[
                                    "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])"
                                ].search(data__errors_key):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".errors must match pattern ^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        value=data__errors_key,
                                        name="" + (name_prefix or "data") + ".errors",
                                        definition={
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        rule="pattern",
                                    )
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__errors_property_names = False
                    if not data__errors_property_names:
                        raise JsonSchemaValueException(
                            ""
                            + (name_prefix or "data")
                            + ".errors must be named by propertyName definition",
                            value=data__errors,
                            name="" + (name_prefix or "data") + ".errors",
                            definition={
                                "description": "Error code -> error. Codes are SCREAMING_SNAKE_CASE and never change meaning.",
                                "type": "object",
                                "propertyNames": {
                                    "type": "string",
                                    "maxLength": 100,
                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                },
                                "additionalProperties": {
                                    "type": "object",
                                    "required": ["message", "retryable", "exit"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "message": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        "params": {
                                            "description": "The values the message names as {name}: parameter name -> its type; the generated constructor takes them.",
                                            "type": "object",
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 40,
                                                "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "object",
                                                "required": ["type"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "type": {
                                                        "description": "The value's type: str, int, float or bool.",
                                                        "enum": ["str", "int", "float", "bool"],
                                                    },
                                                    "description": {
                                                        "type": "string",
                                                        "minLength": 1,
                                                        "maxLength": 1000,
                                                    },
                                                },
                                            },
                                        },
                                        "details": {
                                            "description": "Machine-readable context carried in the envelope's details, never in the message (request ids).",
                                            "type": "object",
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 40,
                                                "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "object",
                                                "required": ["type"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "type": {
                                                        "description": "A scalar, or a list of them (at most 100 items; more are cut): list[str], list[int], list[float], list[bool].",
                                                        "enum": [
                                                            "str",
                                                            "int",
                                                            "float",
                                                            "bool",
                                                            "list[str]",
                                                            "list[int]",
                                                            "list[float]",
                                                            "list[bool]",
                                                        ],
                                                    },
                                                    "optional": {
                                                        "description": "The tool may leave this detail out: its absence (no key in the envelope) is distinct from an empty value.",
                                                        "type": "boolean",
                                                    },
                                                    "description": {
                                                        "type": "string",
                                                        "minLength": 1,
                                                        "maxLength": 1000,
                                                    },
                                                },
                                            },
                                        },
                                        "aliases": {
                                            "description": "Other spellings of this code in the systems the tool wraps; each alias belongs to one code.",
                                            "type": "array",
                                            "uniqueItems": True,
                                            "maxItems": 100,
                                            "items": {
                                                "description": "Another spelling of a code in a system the tool wraps: card_declined, NotFound, 404.",
                                                "type": "string",
                                                "maxLength": 64,
                                                "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])",
                                            },
                                        },
                                        "http_status": {
                                            "description": "The HTTP status of this error, for tools that are also APIs.",
                                            "type": "integer",
                                            "minimum": 100,
                                            "maximum": 599,
                                        },
                                        "title": {
                                            "description": "A short constant summary of the code, the problem details' title (RFC 9457); default: the code in words, STORE_LOCKED -> Store locked.",
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 100,
                                        },
                                        "tags": {
                                            "description": "A subset of the catalogue's declared tags.",
                                            "type": "array",
                                            "uniqueItems": True,
                                            "maxItems": 100,
                                            "items": {
                                                "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                                "type": "string",
                                                "maxLength": 40,
                                                "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                            },
                                        },
                                        "retryable": {
                                            "description": "The identical unchanged invocation may succeed and no side effects occurred.",
                                            "type": "boolean",
                                        },
                                        "retry_after_ms": {
                                            "description": "How long to wait before reissuing the identical call, in milliseconds: at most an hour, or up to a day where retry_after_range reaches it (a server's documented wait, such as a card's 24-hour retry limit).",
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 86400000,
                                        },
                                        "retry_after_range": {
                                            "description": "The tool may pass the wait a server asked for (Retry-After) as retry_after_ms, clamped to these bounds at run time; retry_after_ms is the wait when it passes none.",
                                            "type": "object",
                                            "required": ["min_ms", "max_ms"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "min_ms": {
                                                    "description": "The shortest wait the tool may pass, in milliseconds.",
                                                    "type": "integer",
                                                    "minimum": 1,
                                                    "maximum": 86400000,
                                                },
                                                "max_ms": {
                                                    "description": "The longest wait the tool may pass, in milliseconds.",
                                                    "type": "integer",
                                                    "minimum": 1,
                                                    "maximum": 86400000,
                                                },
                                            },
                                        },
                                        "max_attempts": {
                                            "description": "Attempts in all, the first included; default 3.",
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 20,
                                        },
                                        "backoff": {
                                            "description": "How the wait grows from one attempt to the next: constant (the envelope's retry_after_ms each time, the default) or exponential (doubled after each failure up to max_ms, with jitter if asked: each wait drawn between half and all of it); never below the envelope's retry_after_ms.",
                                            "type": "object",
                                            "required": ["policy"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "policy": {
                                                    "description": "How the wait grows: constant or exponential.",
                                                    "enum": ["constant", "exponential"],
                                                },
                                                "max_ms": {
                                                    "description": "The longest wait of an exponential backoff.",
                                                    "type": "integer",
                                                    "minimum": 1,
                                                    "maximum": 86400000,
                                                },
                                                "jitter": {
                                                    "description": "Spread the waits of an exponential backoff (equal jitter); default false.",
                                                    "type": "boolean",
                                                },
                                            },
                                        },
                                        "fix_required": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        "fix_command": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 200,
                                        },
                                        "refresh_command": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 200,
                                        },
                                        "reauth_command": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 200,
                                        },
                                        "diagnose_command": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 200,
                                        },
                                        "suggestion": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        "exit": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        "description": {
                                            "description": "Markdown for the docs page.",
                                            "type": "string",
                                            "maxLength": 20000,
                                        },
                                        "since": {
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                        },
                                        "deprecated": {
                                            "description": "The code is deprecated: since which version, and the code that replaces it.",
                                            "type": "object",
                                            "required": ["since"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "since": {
                                                    "type": "string",
                                                    "maxLength": 40,
                                                    "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                                },
                                                "replaced_by": {
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                },
                                            },
                                        },
                                        "ignore": {
                                            "description": "Warnings acknowledged for this error, by rule id: each is known and meant.",
                                            "type": "array",
                                            "uniqueItems": True,
                                            "items": {
                                                "enum": [
                                                    "prose-only-recovery",
                                                    "deprecated-without-replacement",
                                                    "operation-unreachable",
                                                    "usage-error-builtin",
                                                ]
                                            },
                                        },
                                    },
                                },
                            },
                            rule="propertyNames",
                        )
        if "default_exit_codes" in data_keys:
            data_keys.remove("default_exit_codes")
            data__defaultexitcodes = data["default_exit_codes"]
            if not isinstance(data__defaultexitcodes, (bool)):
                raise JsonSchemaValueException(
                    "" + (name_prefix or "data") + ".default_exit_codes must be boolean",
                    value=data__defaultexitcodes,
                    name="" + (name_prefix or "data") + ".default_exit_codes",
                    definition={
                        "description": "false: the tool's exit codes are exactly SUCCESS 0 and those exit_codes declares, for a tool that already has its own table (gh exits 0, 1, 2, 4 and 8 only); default true: exit_codes extends the default table.",
                        "type": "boolean",
                    },
                    rule="type",
                )
        if "exit_codes" in data_keys:
            data_keys.remove("exit_codes")
            data__exitcodes = data["exit_codes"]
            if not isinstance(data__exitcodes, (dict)):
                raise JsonSchemaValueException(
                    "" + (name_prefix or "data") + ".exit_codes must be object",
                    value=data__exitcodes,
                    name="" + (name_prefix or "data") + ".exit_codes",
                    definition={
                        "description": "Extends the default exit-code table (FAILURE 1, USAGE 2, NOT_FOUND 3, CONFLICT 4, TRANSIENT 5, PRECONDITION 6, PERMISSION_DENIED 7, AUTH_REQUIRED 8, INTERNAL 9): name -> number (1-255; 126-165 draw a warning) and class. An entry replaces the default of its name and of its number. class: shared lets errors of several classes use one number (the envelope tells them apart); class: result declares a status that is no failure (a diff that found differences).",
                        "type": "object",
                        "propertyNames": {
                            "type": "string",
                            "maxLength": 100,
                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                        },
                        "additionalProperties": {
                            "type": "object",
                            "required": ["code", "class"],
                            "additionalProperties": False,
                            "properties": {
                                "code": {
                                    "description": "The exit number, 1-255.",
                                    "type": "integer",
                                    "minimum": 1,
                                    "maximum": 255,
                                },
                                "class": {
                                    "description": "The recovery class of every error that exits so; shared: errors of several classes (the envelope tells them apart); result: a status that is no failure.",
                                    "enum": [
                                        "transient",
                                        "correctable",
                                        "terminal",
                                        "shared",
                                        "result",
                                    ],
                                },
                                "ignore": {
                                    "description": "Warnings acknowledged for this exit code, by rule id: each is known and meant.",
                                    "type": "array",
                                    "uniqueItems": True,
                                    "items": {
                                        "enum": ["exit-code-shell-reserved", "exit-code-shared"]
                                    },
                                },
                            },
                        },
                    },
                    rule="type",
                )
            data__exitcodes_is_dict = isinstance(data__exitcodes, dict)
            if data__exitcodes_is_dict:
                data__exitcodes_keys = set(data__exitcodes.keys())
                for data__exitcodes_key in data__exitcodes_keys:
                    if data__exitcodes_key not in []:
                        data__exitcodes_value = data__exitcodes.get(data__exitcodes_key)
                        if not isinstance(data__exitcodes_value, (dict)):
                            raise JsonSchemaValueException(
                                ""
                                + (name_prefix or "data")
                                + ".exit_codes.{data__exitcodes_key}".format(**locals())
                                + " must be object",
                                value=data__exitcodes_value,
                                name=""
                                + (name_prefix or "data")
                                + ".exit_codes.{data__exitcodes_key}".format(**locals())
                                + "",
                                definition={
                                    "type": "object",
                                    "required": ["code", "class"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "code": {
                                            "description": "The exit number, 1-255.",
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 255,
                                        },
                                        "class": {
                                            "description": "The recovery class of every error that exits so; shared: errors of several classes (the envelope tells them apart); result: a status that is no failure.",
                                            "enum": [
                                                "transient",
                                                "correctable",
                                                "terminal",
                                                "shared",
                                                "result",
                                            ],
                                        },
                                        "ignore": {
                                            "description": "Warnings acknowledged for this exit code, by rule id: each is known and meant.",
                                            "type": "array",
                                            "uniqueItems": True,
                                            "items": {
                                                "enum": [
                                                    "exit-code-shell-reserved",
                                                    "exit-code-shared",
                                                ]
                                            },
                                        },
                                    },
                                },
                                rule="type",
                            )
                        data__exitcodes_value_is_dict = isinstance(data__exitcodes_value, dict)
                        if data__exitcodes_value_is_dict:
                            data__exitcodes_value__missing_keys = (
                                set(["code", "class"]) - data__exitcodes_value.keys()
                            )
                            if data__exitcodes_value__missing_keys:
                                raise JsonSchemaValueException(
                                    ""
                                    + (name_prefix or "data")
                                    + ".exit_codes.{data__exitcodes_key}".format(**locals())
                                    + " must contain "
                                    + (
                                        str(sorted(data__exitcodes_value__missing_keys))
                                        + " properties"
                                    ),
                                    value=data__exitcodes_value,
                                    name=""
                                    + (name_prefix or "data")
                                    + ".exit_codes.{data__exitcodes_key}".format(**locals())
                                    + "",
                                    definition={
                                        "type": "object",
                                        "required": ["code", "class"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "code": {
                                                "description": "The exit number, 1-255.",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 255,
                                            },
                                            "class": {
                                                "description": "The recovery class of every error that exits so; shared: errors of several classes (the envelope tells them apart); result: a status that is no failure.",
                                                "enum": [
                                                    "transient",
                                                    "correctable",
                                                    "terminal",
                                                    "shared",
                                                    "result",
                                                ],
                                            },
                                            "ignore": {
                                                "description": "Warnings acknowledged for this exit code, by rule id: each is known and meant.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "items": {
                                                    "enum": [
                                                        "exit-code-shell-reserved",
                                                        "exit-code-shared",
                                                    ]
                                                },
                                            },
                                        },
                                    },
                                    rule="required",
                                )
                            data__exitcodes_value_keys = set(data__exitcodes_value.keys())
                            if "code" in data__exitcodes_value_keys:
                                data__exitcodes_value_keys.remove("code")
                                data__exitcodes_value__code = data__exitcodes_value["code"]
                                if (
                                    not isinstance(data__exitcodes_value__code, (int))
                                    and not (
                                        isinstance(data__exitcodes_value__code, float)
                                        and data__exitcodes_value__code.is_integer()
                                    )
                                    or isinstance(data__exitcodes_value__code, bool)
                                ):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".exit_codes.{data__exitcodes_key}.code".format(
                                            **locals()
                                        )
                                        + " must be integer",
                                        value=data__exitcodes_value__code,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".exit_codes.{data__exitcodes_key}.code".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "description": "The exit number, 1-255.",
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 255,
                                        },
                                        rule="type",
                                    )
                                if isinstance(
                                    data__exitcodes_value__code, (int, float, Decimal)
                                ) and not isinstance(data__exitcodes_value__code, bool):
                                    if data__exitcodes_value__code < 1:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".exit_codes.{data__exitcodes_key}.code".format(
                                                **locals()
                                            )
                                            + " must be bigger than or equal to 1",
                                            value=data__exitcodes_value__code,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".exit_codes.{data__exitcodes_key}.code".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "The exit number, 1-255.",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 255,
                                            },
                                            rule="minimum",
                                        )
                                    if data__exitcodes_value__code > 255:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".exit_codes.{data__exitcodes_key}.code".format(
                                                **locals()
                                            )
                                            + " must be smaller than or equal to 255",
                                            value=data__exitcodes_value__code,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".exit_codes.{data__exitcodes_key}.code".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "The exit number, 1-255.",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 255,
                                            },
                                            rule="maximum",
                                        )
                            if "class" in data__exitcodes_value_keys:
                                data__exitcodes_value_keys.remove("class")
                                data__exitcodes_value__class = data__exitcodes_value["class"]
                                if not (
                                    isinstance(data__exitcodes_value__class, str)
                                    and data__exitcodes_value__class == "transient"
                                    or isinstance(data__exitcodes_value__class, str)
                                    and data__exitcodes_value__class == "correctable"
                                    or isinstance(data__exitcodes_value__class, str)
                                    and data__exitcodes_value__class == "terminal"
                                    or isinstance(data__exitcodes_value__class, str)
                                    and data__exitcodes_value__class == "shared"
                                    or isinstance(data__exitcodes_value__class, str)
                                    and data__exitcodes_value__class == "result"
                                ):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".exit_codes.{data__exitcodes_key}.class".format(
                                            **locals()
                                        )
                                        + " must be one of ['transient', 'correctable', 'terminal', 'shared', 'result']",
                                        value=data__exitcodes_value__class,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".exit_codes.{data__exitcodes_key}.class".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "description": "The recovery class of every error that exits so; shared: errors of several classes (the envelope tells them apart); result: a status that is no failure.",
                                            "enum": [
                                                "transient",
                                                "correctable",
                                                "terminal",
                                                "shared",
                                                "result",
                                            ],
                                        },
                                        rule="enum",
                                    )
                            if "ignore" in data__exitcodes_value_keys:
                                data__exitcodes_value_keys.remove("ignore")
                                data__exitcodes_value__ignore = data__exitcodes_value["ignore"]
                                if not isinstance(data__exitcodes_value__ignore, (list, tuple)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".exit_codes.{data__exitcodes_key}.ignore".format(
                                            **locals()
                                        )
                                        + " must be array",
                                        value=data__exitcodes_value__ignore,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".exit_codes.{data__exitcodes_key}.ignore".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "description": "Warnings acknowledged for this exit code, by rule id: each is known and meant.",
                                            "type": "array",
                                            "uniqueItems": True,
                                            "items": {
                                                "enum": [
                                                    "exit-code-shell-reserved",
                                                    "exit-code-shared",
                                                ]
                                            },
                                        },
                                        rule="type",
                                    )
                                data__exitcodes_value__ignore_is_list = isinstance(
                                    data__exitcodes_value__ignore, (list, tuple)
                                )
                                if data__exitcodes_value__ignore_is_list:

                                    def fn(var):
                                        return (
                                            frozenset(
                                                dict((k, fn(v)) for k, v in var.items()).items()
                                            )
                                            if hasattr(var, "items")
                                            else tuple(fn(v) for v in var)
                                            if isinstance(var, (dict, list))
                                            else (bool, var)
                                            if isinstance(var, bool)
                                            else var
                                        )

                                    data__exitcodes_value__ignore_len = len(
                                        data__exitcodes_value__ignore
                                    )
                                    if data__exitcodes_value__ignore_len > len(
                                        set(
                                            fn(data__exitcodes_value__ignore_x)
                                            for data__exitcodes_value__ignore_x in data__exitcodes_value__ignore
                                        )
                                    ):
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".exit_codes.{data__exitcodes_key}.ignore".format(
                                                **locals()
                                            )
                                            + " must contain unique items",
                                            value=data__exitcodes_value__ignore,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".exit_codes.{data__exitcodes_key}.ignore".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "Warnings acknowledged for this exit code, by rule id: each is known and meant.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "items": {
                                                    "enum": [
                                                        "exit-code-shell-reserved",
                                                        "exit-code-shared",
                                                    ]
                                                },
                                            },
                                            rule="uniqueItems",
                                        )
                                    for (
                                        data__exitcodes_value__ignore_x,
                                        data__exitcodes_value__ignore_item,
                                    ) in enumerate(data__exitcodes_value__ignore):
                                        if not (
                                            isinstance(data__exitcodes_value__ignore_item, str)
                                            and data__exitcodes_value__ignore_item
                                            == "exit-code-shell-reserved"
                                            or isinstance(data__exitcodes_value__ignore_item, str)
                                            and data__exitcodes_value__ignore_item
                                            == "exit-code-shared"
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".exit_codes.{data__exitcodes_key}.ignore[{data__exitcodes_value__ignore_x}]".format(
                                                    **locals()
                                                )
                                                + " must be one of ['exit-code-shell-reserved', 'exit-code-shared']",
                                                value=data__exitcodes_value__ignore_item,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".exit_codes.{data__exitcodes_key}.ignore[{data__exitcodes_value__ignore_x}]".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "enum": [
                                                        "exit-code-shell-reserved",
                                                        "exit-code-shared",
                                                    ]
                                                },
                                                rule="enum",
                                            )
                            if data__exitcodes_value_keys:
                                raise JsonSchemaValueException(
                                    ""
                                    + (name_prefix or "data")
                                    + ".exit_codes.{data__exitcodes_key}".format(**locals())
                                    + " must not contain "
                                    + str(data__exitcodes_value_keys)
                                    + " properties",
                                    value=data__exitcodes_value,
                                    name=""
                                    + (name_prefix or "data")
                                    + ".exit_codes.{data__exitcodes_key}".format(**locals())
                                    + "",
                                    definition={
                                        "type": "object",
                                        "required": ["code", "class"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "code": {
                                                "description": "The exit number, 1-255.",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 255,
                                            },
                                            "class": {
                                                "description": "The recovery class of every error that exits so; shared: errors of several classes (the envelope tells them apart); result: a status that is no failure.",
                                                "enum": [
                                                    "transient",
                                                    "correctable",
                                                    "terminal",
                                                    "shared",
                                                    "result",
                                                ],
                                            },
                                            "ignore": {
                                                "description": "Warnings acknowledged for this exit code, by rule id: each is known and meant.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "items": {
                                                    "enum": [
                                                        "exit-code-shell-reserved",
                                                        "exit-code-shared",
                                                    ]
                                                },
                                            },
                                        },
                                    },
                                    rule="additionalProperties",
                                )
                data__exitcodes_len = len(data__exitcodes)
                if data__exitcodes_len != 0:
                    data__exitcodes_property_names = True
                    for data__exitcodes_key in data__exitcodes:
                        try:
                            if not isinstance(data__exitcodes_key, (str)):
                                raise JsonSchemaValueException(
                                    "" + (name_prefix or "data") + ".exit_codes must be string",
                                    value=data__exitcodes_key,
                                    name="" + (name_prefix or "data") + ".exit_codes",
                                    definition={
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                    },
                                    rule="type",
                                )
                            if isinstance(data__exitcodes_key, str):
                                data__exitcodes_key_len = len(data__exitcodes_key)
                                if data__exitcodes_key_len > 100:
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".exit_codes must be shorter than or equal to 100 characters",
                                        value=data__exitcodes_key,
                                        name="" + (name_prefix or "data") + ".exit_codes",
                                        definition={
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        rule="maxLength",
                                    )
                                if not REGEX_PATTERNS[
                                    "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])"
                                ].search(data__exitcodes_key):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".exit_codes must match pattern ^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        value=data__exitcodes_key,
                                        name="" + (name_prefix or "data") + ".exit_codes",
                                        definition={
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        rule="pattern",
                                    )
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__exitcodes_property_names = False
                    if not data__exitcodes_property_names:
                        raise JsonSchemaValueException(
                            ""
                            + (name_prefix or "data")
                            + ".exit_codes must be named by propertyName definition",
                            value=data__exitcodes,
                            name="" + (name_prefix or "data") + ".exit_codes",
                            definition={
                                "description": "Extends the default exit-code table (FAILURE 1, USAGE 2, NOT_FOUND 3, CONFLICT 4, TRANSIENT 5, PRECONDITION 6, PERMISSION_DENIED 7, AUTH_REQUIRED 8, INTERNAL 9): name -> number (1-255; 126-165 draw a warning) and class. An entry replaces the default of its name and of its number. class: shared lets errors of several classes use one number (the envelope tells them apart); class: result declares a status that is no failure (a diff that found differences).",
                                "type": "object",
                                "propertyNames": {
                                    "type": "string",
                                    "maxLength": 100,
                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                },
                                "additionalProperties": {
                                    "type": "object",
                                    "required": ["code", "class"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "code": {
                                            "description": "The exit number, 1-255.",
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 255,
                                        },
                                        "class": {
                                            "description": "The recovery class of every error that exits so; shared: errors of several classes (the envelope tells them apart); result: a status that is no failure.",
                                            "enum": [
                                                "transient",
                                                "correctable",
                                                "terminal",
                                                "shared",
                                                "result",
                                            ],
                                        },
                                        "ignore": {
                                            "description": "Warnings acknowledged for this exit code, by rule id: each is known and meant.",
                                            "type": "array",
                                            "uniqueItems": True,
                                            "items": {
                                                "enum": [
                                                    "exit-code-shell-reserved",
                                                    "exit-code-shared",
                                                ]
                                            },
                                        },
                                    },
                                },
                            },
                            rule="propertyNames",
                        )
        if "operations" in data_keys:
            data_keys.remove("operations")
            data__operations = data["operations"]
            if not isinstance(data__operations, (dict)):
                raise JsonSchemaValueException(
                    "" + (name_prefix or "data") + ".operations must be object",
                    value=data__operations,
                    name="" + (name_prefix or "data") + ".operations",
                    definition={
                        "description": "The tool's own commands (or MCP tools, or HTTP operations), each with the errors it can end with: operation name (the tool's or a companion's command, as typed: depot push) -> operation. errgen's built-in INTERNAL_ERROR belongs to every operation.",
                        "type": "object",
                        "maxProperties": 500,
                        "propertyNames": {
                            "description": "An operation's name: the command as typed, words of letters, digits, '.', '_' and '-' separated by one space, the first the tool's name or a companion's (depot push).",
                            "type": "string",
                            "maxLength": 100,
                            "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*( [A-Za-z0-9][A-Za-z0-9._-]*)*(?![\\s\\S])",
                        },
                        "additionalProperties": {
                            "type": "object",
                            "required": ["errors"],
                            "additionalProperties": False,
                            "properties": {
                                "summary": {"type": "string", "minLength": 1, "maxLength": 1000},
                                "errors": {
                                    "description": "The errors the operation can end with: codes, or tag:NAME for every code that carries the tag.",
                                    "type": "array",
                                    "maxItems": 500,
                                    "items": {
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])",
                                    },
                                },
                                "exits": {
                                    "description": "Code -> exit name: in this operation the code exits with that declared exit code instead of its own (docker run exits 125 where other commands exit 1).",
                                    "type": "object",
                                    "propertyNames": {
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                    },
                                    "additionalProperties": {
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                    },
                                },
                                "results": {
                                    "description": "Answer name -> exit number: in this operation that status is an answer, not a failure (kubectl diff exits 1 when it found differences, where 1 is every other command's error); on a shared number of its errors, the envelope tells them apart.",
                                    "type": "object",
                                    "maxProperties": 20,
                                    "propertyNames": {
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                    },
                                    "additionalProperties": {
                                        "type": "integer",
                                        "minimum": 1,
                                        "maximum": 255,
                                    },
                                },
                                "passes_exit_status": {
                                    "description": "true: any exit status that is not one of the operation's own is the status of the program it ran, passed through (docker run, kubectl exec, npm run).",
                                    "type": "boolean",
                                },
                                "http": {
                                    "description": "The operation's HTTP method and path, for the openapi target: its responses are limited to the operation's codes.",
                                    "type": "object",
                                    "required": ["method", "path"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "method": {
                                            "description": "The HTTP method, lower case.",
                                            "enum": [
                                                "get",
                                                "put",
                                                "post",
                                                "delete",
                                                "options",
                                                "head",
                                                "patch",
                                                "trace",
                                            ],
                                        },
                                        "path": {
                                            "description": "The path template, as OpenAPI writes it (/notes/{id}).",
                                            "type": "string",
                                            "maxLength": 200,
                                            "pattern": "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                        },
                                    },
                                },
                            },
                        },
                    },
                    rule="type",
                )
            data__operations_is_dict = isinstance(data__operations, dict)
            if data__operations_is_dict:
                data__operations_len = len(data__operations)
                if data__operations_len > 500:
                    raise JsonSchemaValueException(
                        ""
                        + (name_prefix or "data")
                        + ".operations must contain less than or equal to 500 properties",
                        value=data__operations,
                        name="" + (name_prefix or "data") + ".operations",
                        definition={
                            "description": "The tool's own commands (or MCP tools, or HTTP operations), each with the errors it can end with: operation name (the tool's or a companion's command, as typed: depot push) -> operation. errgen's built-in INTERNAL_ERROR belongs to every operation.",
                            "type": "object",
                            "maxProperties": 500,
                            "propertyNames": {
                                "description": "An operation's name: the command as typed, words of letters, digits, '.', '_' and '-' separated by one space, the first the tool's name or a companion's (depot push).",
                                "type": "string",
                                "maxLength": 100,
                                "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*( [A-Za-z0-9][A-Za-z0-9._-]*)*(?![\\s\\S])",
                            },
                            "additionalProperties": {
                                "type": "object",
                                "required": ["errors"],
                                "additionalProperties": False,
                                "properties": {
                                    "summary": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 1000,
                                    },
                                    "errors": {
                                        "description": "The errors the operation can end with: codes, or tag:NAME for every code that carries the tag.",
                                        "type": "array",
                                        "maxItems": 500,
                                        "items": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])",
                                        },
                                    },
                                    "exits": {
                                        "description": "Code -> exit name: in this operation the code exits with that declared exit code instead of its own (docker run exits 125 where other commands exit 1).",
                                        "type": "object",
                                        "propertyNames": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        "additionalProperties": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                    },
                                    "results": {
                                        "description": "Answer name -> exit number: in this operation that status is an answer, not a failure (kubectl diff exits 1 when it found differences, where 1 is every other command's error); on a shared number of its errors, the envelope tells them apart.",
                                        "type": "object",
                                        "maxProperties": 20,
                                        "propertyNames": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        "additionalProperties": {
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 255,
                                        },
                                    },
                                    "passes_exit_status": {
                                        "description": "true: any exit status that is not one of the operation's own is the status of the program it ran, passed through (docker run, kubectl exec, npm run).",
                                        "type": "boolean",
                                    },
                                    "http": {
                                        "description": "The operation's HTTP method and path, for the openapi target: its responses are limited to the operation's codes.",
                                        "type": "object",
                                        "required": ["method", "path"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "method": {
                                                "description": "The HTTP method, lower case.",
                                                "enum": [
                                                    "get",
                                                    "put",
                                                    "post",
                                                    "delete",
                                                    "options",
                                                    "head",
                                                    "patch",
                                                    "trace",
                                                ],
                                            },
                                            "path": {
                                                "description": "The path template, as OpenAPI writes it (/notes/{id}).",
                                                "type": "string",
                                                "maxLength": 200,
                                                "pattern": "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                            },
                                        },
                                    },
                                },
                            },
                        },
                        rule="maxProperties",
                    )
                data__operations_keys = set(data__operations.keys())
                for data__operations_key in data__operations_keys:
                    if data__operations_key not in []:
                        data__operations_value = data__operations.get(data__operations_key)
                        if not isinstance(data__operations_value, (dict)):
                            raise JsonSchemaValueException(
                                ""
                                + (name_prefix or "data")
                                + ".operations.{data__operations_key}".format(**locals())
                                + " must be object",
                                value=data__operations_value,
                                name=""
                                + (name_prefix or "data")
                                + ".operations.{data__operations_key}".format(**locals())
                                + "",
                                definition={
                                    "type": "object",
                                    "required": ["errors"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "summary": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        "errors": {
                                            "description": "The errors the operation can end with: codes, or tag:NAME for every code that carries the tag.",
                                            "type": "array",
                                            "maxItems": 500,
                                            "items": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])",
                                            },
                                        },
                                        "exits": {
                                            "description": "Code -> exit name: in this operation the code exits with that declared exit code instead of its own (docker run exits 125 where other commands exit 1).",
                                            "type": "object",
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                        },
                                        "results": {
                                            "description": "Answer name -> exit number: in this operation that status is an answer, not a failure (kubectl diff exits 1 when it found differences, where 1 is every other command's error); on a shared number of its errors, the envelope tells them apart.",
                                            "type": "object",
                                            "maxProperties": 20,
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 255,
                                            },
                                        },
                                        "passes_exit_status": {
                                            "description": "true: any exit status that is not one of the operation's own is the status of the program it ran, passed through (docker run, kubectl exec, npm run).",
                                            "type": "boolean",
                                        },
                                        "http": {
                                            "description": "The operation's HTTP method and path, for the openapi target: its responses are limited to the operation's codes.",
                                            "type": "object",
                                            "required": ["method", "path"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "method": {
                                                    "description": "The HTTP method, lower case.",
                                                    "enum": [
                                                        "get",
                                                        "put",
                                                        "post",
                                                        "delete",
                                                        "options",
                                                        "head",
                                                        "patch",
                                                        "trace",
                                                    ],
                                                },
                                                "path": {
                                                    "description": "The path template, as OpenAPI writes it (/notes/{id}).",
                                                    "type": "string",
                                                    "maxLength": 200,
                                                    "pattern": "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                                },
                                            },
                                        },
                                    },
                                },
                                rule="type",
                            )
                        data__operations_value_is_dict = isinstance(data__operations_value, dict)
                        if data__operations_value_is_dict:
                            data__operations_value__missing_keys = (
                                set(["errors"]) - data__operations_value.keys()
                            )
                            if data__operations_value__missing_keys:
                                raise JsonSchemaValueException(
                                    ""
                                    + (name_prefix or "data")
                                    + ".operations.{data__operations_key}".format(**locals())
                                    + " must contain "
                                    + (
                                        str(sorted(data__operations_value__missing_keys))
                                        + " properties"
                                    ),
                                    value=data__operations_value,
                                    name=""
                                    + (name_prefix or "data")
                                    + ".operations.{data__operations_key}".format(**locals())
                                    + "",
                                    definition={
                                        "type": "object",
                                        "required": ["errors"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "summary": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "errors": {
                                                "description": "The errors the operation can end with: codes, or tag:NAME for every code that carries the tag.",
                                                "type": "array",
                                                "maxItems": 500,
                                                "items": {
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])",
                                                },
                                            },
                                            "exits": {
                                                "description": "Code -> exit name: in this operation the code exits with that declared exit code instead of its own (docker run exits 125 where other commands exit 1).",
                                                "type": "object",
                                                "propertyNames": {
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                },
                                                "additionalProperties": {
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                },
                                            },
                                            "results": {
                                                "description": "Answer name -> exit number: in this operation that status is an answer, not a failure (kubectl diff exits 1 when it found differences, where 1 is every other command's error); on a shared number of its errors, the envelope tells them apart.",
                                                "type": "object",
                                                "maxProperties": 20,
                                                "propertyNames": {
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                },
                                                "additionalProperties": {
                                                    "type": "integer",
                                                    "minimum": 1,
                                                    "maximum": 255,
                                                },
                                            },
                                            "passes_exit_status": {
                                                "description": "true: any exit status that is not one of the operation's own is the status of the program it ran, passed through (docker run, kubectl exec, npm run).",
                                                "type": "boolean",
                                            },
                                            "http": {
                                                "description": "The operation's HTTP method and path, for the openapi target: its responses are limited to the operation's codes.",
                                                "type": "object",
                                                "required": ["method", "path"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "method": {
                                                        "description": "The HTTP method, lower case.",
                                                        "enum": [
                                                            "get",
                                                            "put",
                                                            "post",
                                                            "delete",
                                                            "options",
                                                            "head",
                                                            "patch",
                                                            "trace",
                                                        ],
                                                    },
                                                    "path": {
                                                        "description": "The path template, as OpenAPI writes it (/notes/{id}).",
                                                        "type": "string",
                                                        "maxLength": 200,
                                                        "pattern": "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                                    },
                                                },
                                            },
                                        },
                                    },
                                    rule="required",
                                )
                            data__operations_value_keys = set(data__operations_value.keys())
                            if "summary" in data__operations_value_keys:
                                data__operations_value_keys.remove("summary")
                                data__operations_value__summary = data__operations_value["summary"]
                                if not isinstance(data__operations_value__summary, (str)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".operations.{data__operations_key}.summary".format(
                                            **locals()
                                        )
                                        + " must be string",
                                        value=data__operations_value__summary,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".operations.{data__operations_key}.summary".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        rule="type",
                                    )
                                if isinstance(data__operations_value__summary, str):
                                    data__operations_value__summary_len = len(
                                        data__operations_value__summary
                                    )
                                    if data__operations_value__summary_len < 1:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".operations.{data__operations_key}.summary".format(
                                                **locals()
                                            )
                                            + " must be longer than or equal to 1 characters",
                                            value=data__operations_value__summary,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".operations.{data__operations_key}.summary".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            rule="minLength",
                                        )
                                    if data__operations_value__summary_len > 1000:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".operations.{data__operations_key}.summary".format(
                                                **locals()
                                            )
                                            + " must be shorter than or equal to 1000 characters",
                                            value=data__operations_value__summary,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".operations.{data__operations_key}.summary".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            rule="maxLength",
                                        )
                            if "errors" in data__operations_value_keys:
                                data__operations_value_keys.remove("errors")
                                data__operations_value__errors = data__operations_value["errors"]
                                if not isinstance(data__operations_value__errors, (list, tuple)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".operations.{data__operations_key}.errors".format(
                                            **locals()
                                        )
                                        + " must be array",
                                        value=data__operations_value__errors,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".operations.{data__operations_key}.errors".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "description": "The errors the operation can end with: codes, or tag:NAME for every code that carries the tag.",
                                            "type": "array",
                                            "maxItems": 500,
                                            "items": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])",
                                            },
                                        },
                                        rule="type",
                                    )
                                data__operations_value__errors_is_list = isinstance(
                                    data__operations_value__errors, (list, tuple)
                                )
                                if data__operations_value__errors_is_list:
                                    data__operations_value__errors_len = len(
                                        data__operations_value__errors
                                    )
                                    if data__operations_value__errors_len > 500:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".operations.{data__operations_key}.errors".format(
                                                **locals()
                                            )
                                            + " must contain less than or equal to 500 items",
                                            value=data__operations_value__errors,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".operations.{data__operations_key}.errors".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "The errors the operation can end with: codes, or tag:NAME for every code that carries the tag.",
                                                "type": "array",
                                                "maxItems": 500,
                                                "items": {
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])",
                                                },
                                            },
                                            rule="maxItems",
                                        )
                                    for (
                                        data__operations_value__errors_x,
                                        data__operations_value__errors_item,
                                    ) in enumerate(data__operations_value__errors):
                                        if not isinstance(
                                            data__operations_value__errors_item, (str)
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".operations.{data__operations_key}.errors[{data__operations_value__errors_x}]".format(
                                                    **locals()
                                                )
                                                + " must be string",
                                                value=data__operations_value__errors_item,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".operations.{data__operations_key}.errors[{data__operations_value__errors_x}]".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])",
                                                },
                                                rule="type",
                                            )
                                        if isinstance(data__operations_value__errors_item, str):
                                            data__operations_value__errors_item_len = len(
                                                data__operations_value__errors_item
                                            )
                                            if data__operations_value__errors_item_len > 100:
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".operations.{data__operations_key}.errors[{data__operations_value__errors_x}]".format(
                                                        **locals()
                                                    )
                                                    + " must be shorter than or equal to 100 characters",
                                                    value=data__operations_value__errors_item,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".operations.{data__operations_key}.errors[{data__operations_value__errors_x}]".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "string",
                                                        "maxLength": 100,
                                                        "pattern": "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])",
                                                    },
                                                    rule="maxLength",
                                                )
                                            if not REGEX_PATTERNS[
                                                "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])"
                                            ].search(data__operations_value__errors_item):
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".operations.{data__operations_key}.errors[{data__operations_value__errors_x}]".format(
                                                        **locals()
                                                    )
                                                    + " must match pattern ^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])",
                                                    value=data__operations_value__errors_item,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".operations.{data__operations_key}.errors[{data__operations_value__errors_x}]".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "string",
                                                        "maxLength": 100,
                                                        "pattern": "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])",
                                                    },
                                                    rule="pattern",
                                                )
                            if "exits" in data__operations_value_keys:
                                data__operations_value_keys.remove("exits")
                                data__operations_value__exits = data__operations_value["exits"]
                                if not isinstance(data__operations_value__exits, (dict)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".operations.{data__operations_key}.exits".format(
                                            **locals()
                                        )
                                        + " must be object",
                                        value=data__operations_value__exits,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".operations.{data__operations_key}.exits".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "description": "Code -> exit name: in this operation the code exits with that declared exit code instead of its own (docker run exits 125 where other commands exit 1).",
                                            "type": "object",
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                        },
                                        rule="type",
                                    )
                                data__operations_value__exits_is_dict = isinstance(
                                    data__operations_value__exits, dict
                                )
                                if data__operations_value__exits_is_dict:
                                    data__operations_value__exits_keys = set(
                                        data__operations_value__exits.keys()
                                    )
                                    for (
                                        data__operations_value__exits_key
                                    ) in data__operations_value__exits_keys:
                                        if data__operations_value__exits_key not in []:
                                            data__operations_value__exits_value = (
                                                data__operations_value__exits.get(
                                                    data__operations_value__exits_key
                                                )
                                            )
                                            if not isinstance(
                                                data__operations_value__exits_value, (str)
                                            ):
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".operations.{data__operations_key}.exits.{data__operations_value__exits_key}".format(
                                                        **locals()
                                                    )
                                                    + " must be string",
                                                    value=data__operations_value__exits_value,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".operations.{data__operations_key}.exits.{data__operations_value__exits_key}".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "string",
                                                        "maxLength": 100,
                                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                    },
                                                    rule="type",
                                                )
                                            if isinstance(data__operations_value__exits_value, str):
                                                data__operations_value__exits_value_len = len(
                                                    data__operations_value__exits_value
                                                )
                                                if data__operations_value__exits_value_len > 100:
                                                    raise JsonSchemaValueException(
                                                        ""
                                                        + (name_prefix or "data")
                                                        + ".operations.{data__operations_key}.exits.{data__operations_value__exits_key}".format(
                                                            **locals()
                                                        )
                                                        + " must be shorter than or equal to 100 characters",
                                                        value=data__operations_value__exits_value,
                                                        name=""
                                                        + (name_prefix or "data")
                                                        + ".operations.{data__operations_key}.exits.{data__operations_value__exits_key}".format(
                                                            **locals()
                                                        )
                                                        + "",
                                                        definition={
                                                            "type": "string",
                                                            "maxLength": 100,
                                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                        },
                                                        rule="maxLength",
                                                    )
                                                if not REGEX_PATTERNS[
                                                    "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])"
                                                ].search(data__operations_value__exits_value):
                                                    raise JsonSchemaValueException(
                                                        ""
                                                        + (name_prefix or "data")
                                                        + ".operations.{data__operations_key}.exits.{data__operations_value__exits_key}".format(
                                                            **locals()
                                                        )
                                                        + " must match pattern ^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                        value=data__operations_value__exits_value,
                                                        name=""
                                                        + (name_prefix or "data")
                                                        + ".operations.{data__operations_key}.exits.{data__operations_value__exits_key}".format(
                                                            **locals()
                                                        )
                                                        + "",
                                                        definition={
                                                            "type": "string",
                                                            "maxLength": 100,
                                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                        },
                                                        rule="pattern",
                                                    )
                                    data__operations_value__exits_len = len(
                                        data__operations_value__exits
                                    )
                                    if data__operations_value__exits_len != 0:
                                        data__operations_value__exits_property_names = True
                                        for (
                                            data__operations_value__exits_key
                                        ) in data__operations_value__exits:
                                            try:
                                                if not isinstance(
                                                    data__operations_value__exits_key, (str)
                                                ):
                                                    raise JsonSchemaValueException(
                                                        ""
                                                        + (name_prefix or "data")
                                                        + ".operations.{data__operations_key}.exits".format(
                                                            **locals()
                                                        )
                                                        + " must be string",
                                                        value=data__operations_value__exits_key,
                                                        name=""
                                                        + (name_prefix or "data")
                                                        + ".operations.{data__operations_key}.exits".format(
                                                            **locals()
                                                        )
                                                        + "",
                                                        definition={
                                                            "type": "string",
                                                            "maxLength": 100,
                                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                        },
                                                        rule="type",
                                                    )
                                                if isinstance(
                                                    data__operations_value__exits_key, str
                                                ):
                                                    data__operations_value__exits_key_len = len(
                                                        data__operations_value__exits_key
                                                    )
                                                    if data__operations_value__exits_key_len > 100:
                                                        raise JsonSchemaValueException(
                                                            ""
                                                            + (name_prefix or "data")
                                                            + ".operations.{data__operations_key}.exits".format(
                                                                **locals()
                                                            )
                                                            + " must be shorter than or equal to 100 characters",
                                                            value=data__operations_value__exits_key,
                                                            name=""
                                                            + (name_prefix or "data")
                                                            + ".operations.{data__operations_key}.exits".format(
                                                                **locals()
                                                            )
                                                            + "",
                                                            definition={
                                                                "type": "string",
                                                                "maxLength": 100,
                                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                            },
                                                            rule="maxLength",
                                                        )
                                                    if not REGEX_PATTERNS[
                                                        "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])"
                                                    ].search(data__operations_value__exits_key):
                                                        raise JsonSchemaValueException(
                                                            ""
                                                            + (name_prefix or "data")
                                                            + ".operations.{data__operations_key}.exits".format(
                                                                **locals()
                                                            )
                                                            + " must match pattern ^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                            value=data__operations_value__exits_key,
                                                            name=""
                                                            + (name_prefix or "data")
                                                            + ".operations.{data__operations_key}.exits".format(
                                                                **locals()
                                                            )
                                                            + "",
                                                            definition={
                                                                "type": "string",
                                                                "maxLength": 100,
                                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                            },
                                                            rule="pattern",
                                                        )
                                            except (
                                                JsonSchemaValueException,
                                                JsonSchemaValuesException,
                                            ):
                                                data__operations_value__exits_property_names = False
                                        if not data__operations_value__exits_property_names:
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".operations.{data__operations_key}.exits".format(
                                                    **locals()
                                                )
                                                + " must be named by propertyName definition",
                                                value=data__operations_value__exits,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".operations.{data__operations_key}.exits".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "Code -> exit name: in this operation the code exits with that declared exit code instead of its own (docker run exits 125 where other commands exit 1).",
                                                    "type": "object",
                                                    "propertyNames": {
                                                        "type": "string",
                                                        "maxLength": 100,
                                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                    },
                                                    "additionalProperties": {
                                                        "type": "string",
                                                        "maxLength": 100,
                                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                    },
                                                },
                                                rule="propertyNames",
                                            )
                            if "results" in data__operations_value_keys:
                                data__operations_value_keys.remove("results")
                                data__operations_value__results = data__operations_value["results"]
                                if not isinstance(data__operations_value__results, (dict)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".operations.{data__operations_key}.results".format(
                                            **locals()
                                        )
                                        + " must be object",
                                        value=data__operations_value__results,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".operations.{data__operations_key}.results".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "description": "Answer name -> exit number: in this operation that status is an answer, not a failure (kubectl diff exits 1 when it found differences, where 1 is every other command's error); on a shared number of its errors, the envelope tells them apart.",
                                            "type": "object",
                                            "maxProperties": 20,
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 255,
                                            },
                                        },
                                        rule="type",
                                    )
                                data__operations_value__results_is_dict = isinstance(
                                    data__operations_value__results, dict
                                )
                                if data__operations_value__results_is_dict:
                                    data__operations_value__results_len = len(
                                        data__operations_value__results
                                    )
                                    if data__operations_value__results_len > 20:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".operations.{data__operations_key}.results".format(
                                                **locals()
                                            )
                                            + " must contain less than or equal to 20 properties",
                                            value=data__operations_value__results,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".operations.{data__operations_key}.results".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "Answer name -> exit number: in this operation that status is an answer, not a failure (kubectl diff exits 1 when it found differences, where 1 is every other command's error); on a shared number of its errors, the envelope tells them apart.",
                                                "type": "object",
                                                "maxProperties": 20,
                                                "propertyNames": {
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                },
                                                "additionalProperties": {
                                                    "type": "integer",
                                                    "minimum": 1,
                                                    "maximum": 255,
                                                },
                                            },
                                            rule="maxProperties",
                                        )
                                    data__operations_value__results_keys = set(
                                        data__operations_value__results.keys()
                                    )
                                    for (
                                        data__operations_value__results_key
                                    ) in data__operations_value__results_keys:
                                        if data__operations_value__results_key not in []:
                                            data__operations_value__results_value = (
                                                data__operations_value__results.get(
                                                    data__operations_value__results_key
                                                )
                                            )
                                            if (
                                                not isinstance(
                                                    data__operations_value__results_value, (int)
                                                )
                                                and not (
                                                    isinstance(
                                                        data__operations_value__results_value, float
                                                    )
                                                    and data__operations_value__results_value.is_integer()
                                                )
                                                or isinstance(
                                                    data__operations_value__results_value, bool
                                                )
                                            ):
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".operations.{data__operations_key}.results.{data__operations_value__results_key}".format(
                                                        **locals()
                                                    )
                                                    + " must be integer",
                                                    value=data__operations_value__results_value,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".operations.{data__operations_key}.results.{data__operations_value__results_key}".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 255,
                                                    },
                                                    rule="type",
                                                )
                                            if isinstance(
                                                data__operations_value__results_value,
                                                (int, float, Decimal),
                                            ) and not isinstance(
                                                data__operations_value__results_value, bool
                                            ):
                                                if data__operations_value__results_value < 1:
                                                    raise JsonSchemaValueException(
                                                        ""
                                                        + (name_prefix or "data")
                                                        + ".operations.{data__operations_key}.results.{data__operations_value__results_key}".format(
                                                            **locals()
                                                        )
                                                        + " must be bigger than or equal to 1",
                                                        value=data__operations_value__results_value,
                                                        name=""
                                                        + (name_prefix or "data")
                                                        + ".operations.{data__operations_key}.results.{data__operations_value__results_key}".format(
                                                            **locals()
                                                        )
                                                        + "",
                                                        definition={
                                                            "type": "integer",
                                                            "minimum": 1,
                                                            "maximum": 255,
                                                        },
                                                        rule="minimum",
                                                    )
                                                if data__operations_value__results_value > 255:
                                                    raise JsonSchemaValueException(
                                                        ""
                                                        + (name_prefix or "data")
                                                        + ".operations.{data__operations_key}.results.{data__operations_value__results_key}".format(
                                                            **locals()
                                                        )
                                                        + " must be smaller than or equal to 255",
                                                        value=data__operations_value__results_value,
                                                        name=""
                                                        + (name_prefix or "data")
                                                        + ".operations.{data__operations_key}.results.{data__operations_value__results_key}".format(
                                                            **locals()
                                                        )
                                                        + "",
                                                        definition={
                                                            "type": "integer",
                                                            "minimum": 1,
                                                            "maximum": 255,
                                                        },
                                                        rule="maximum",
                                                    )
                                    if data__operations_value__results_len != 0:
                                        data__operations_value__results_property_names = True
                                        for (
                                            data__operations_value__results_key
                                        ) in data__operations_value__results:
                                            try:
                                                if not isinstance(
                                                    data__operations_value__results_key, (str)
                                                ):
                                                    raise JsonSchemaValueException(
                                                        ""
                                                        + (name_prefix or "data")
                                                        + ".operations.{data__operations_key}.results".format(
                                                            **locals()
                                                        )
                                                        + " must be string",
                                                        value=data__operations_value__results_key,
                                                        name=""
                                                        + (name_prefix or "data")
                                                        + ".operations.{data__operations_key}.results".format(
                                                            **locals()
                                                        )
                                                        + "",
                                                        definition={
                                                            "type": "string",
                                                            "maxLength": 100,
                                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                        },
                                                        rule="type",
                                                    )
                                                if isinstance(
                                                    data__operations_value__results_key, str
                                                ):
                                                    data__operations_value__results_key_len = len(
                                                        data__operations_value__results_key
                                                    )
                                                    if (
                                                        data__operations_value__results_key_len
                                                        > 100
                                                    ):
                                                        raise JsonSchemaValueException(
                                                            ""
                                                            + (name_prefix or "data")
                                                            + ".operations.{data__operations_key}.results".format(
                                                                **locals()
                                                            )
                                                            + " must be shorter than or equal to 100 characters",
                                                            value=data__operations_value__results_key,
                                                            name=""
                                                            + (name_prefix or "data")
                                                            + ".operations.{data__operations_key}.results".format(
                                                                **locals()
                                                            )
                                                            + "",
                                                            definition={
                                                                "type": "string",
                                                                "maxLength": 100,
                                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                            },
                                                            rule="maxLength",
                                                        )
                                                    if not REGEX_PATTERNS[
                                                        "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])"
                                                    ].search(data__operations_value__results_key):
                                                        raise JsonSchemaValueException(
                                                            ""
                                                            + (name_prefix or "data")
                                                            + ".operations.{data__operations_key}.results".format(
                                                                **locals()
                                                            )
                                                            + " must match pattern ^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                            value=data__operations_value__results_key,
                                                            name=""
                                                            + (name_prefix or "data")
                                                            + ".operations.{data__operations_key}.results".format(
                                                                **locals()
                                                            )
                                                            + "",
                                                            definition={
                                                                "type": "string",
                                                                "maxLength": 100,
                                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                            },
                                                            rule="pattern",
                                                        )
                                            except (
                                                JsonSchemaValueException,
                                                JsonSchemaValuesException,
                                            ):
                                                data__operations_value__results_property_names = (
                                                    False
                                                )
                                        if not data__operations_value__results_property_names:
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".operations.{data__operations_key}.results".format(
                                                    **locals()
                                                )
                                                + " must be named by propertyName definition",
                                                value=data__operations_value__results,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".operations.{data__operations_key}.results".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "Answer name -> exit number: in this operation that status is an answer, not a failure (kubectl diff exits 1 when it found differences, where 1 is every other command's error); on a shared number of its errors, the envelope tells them apart.",
                                                    "type": "object",
                                                    "maxProperties": 20,
                                                    "propertyNames": {
                                                        "type": "string",
                                                        "maxLength": 100,
                                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                    },
                                                    "additionalProperties": {
                                                        "type": "integer",
                                                        "minimum": 1,
                                                        "maximum": 255,
                                                    },
                                                },
                                                rule="propertyNames",
                                            )
                            if "passes_exit_status" in data__operations_value_keys:
                                data__operations_value_keys.remove("passes_exit_status")
                                data__operations_value__passesexitstatus = data__operations_value[
                                    "passes_exit_status"
                                ]
                                if not isinstance(data__operations_value__passesexitstatus, (bool)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".operations.{data__operations_key}.passes_exit_status".format(
                                            **locals()
                                        )
                                        + " must be boolean",
                                        value=data__operations_value__passesexitstatus,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".operations.{data__operations_key}.passes_exit_status".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "description": "true: any exit status that is not one of the operation's own is the status of the program it ran, passed through (docker run, kubectl exec, npm run).",
                                            "type": "boolean",
                                        },
                                        rule="type",
                                    )
                            if "http" in data__operations_value_keys:
                                data__operations_value_keys.remove("http")
                                data__operations_value__http = data__operations_value["http"]
                                if not isinstance(data__operations_value__http, (dict)):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".operations.{data__operations_key}.http".format(
                                            **locals()
                                        )
                                        + " must be object",
                                        value=data__operations_value__http,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".operations.{data__operations_key}.http".format(
                                            **locals()
                                        )
                                        + "",
                                        definition={
                                            "description": "The operation's HTTP method and path, for the openapi target: its responses are limited to the operation's codes.",
                                            "type": "object",
                                            "required": ["method", "path"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "method": {
                                                    "description": "The HTTP method, lower case.",
                                                    "enum": [
                                                        "get",
                                                        "put",
                                                        "post",
                                                        "delete",
                                                        "options",
                                                        "head",
                                                        "patch",
                                                        "trace",
                                                    ],
                                                },
                                                "path": {
                                                    "description": "The path template, as OpenAPI writes it (/notes/{id}).",
                                                    "type": "string",
                                                    "maxLength": 200,
                                                    "pattern": "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                                },
                                            },
                                        },
                                        rule="type",
                                    )
                                data__operations_value__http_is_dict = isinstance(
                                    data__operations_value__http, dict
                                )
                                if data__operations_value__http_is_dict:
                                    data__operations_value__http__missing_keys = (
                                        set(["method", "path"])
                                        - data__operations_value__http.keys()
                                    )
                                    if data__operations_value__http__missing_keys:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".operations.{data__operations_key}.http".format(
                                                **locals()
                                            )
                                            + " must contain "
                                            + (
                                                str(
                                                    sorted(
                                                        data__operations_value__http__missing_keys
                                                    )
                                                )
                                                + " properties"
                                            ),
                                            value=data__operations_value__http,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".operations.{data__operations_key}.http".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "The operation's HTTP method and path, for the openapi target: its responses are limited to the operation's codes.",
                                                "type": "object",
                                                "required": ["method", "path"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "method": {
                                                        "description": "The HTTP method, lower case.",
                                                        "enum": [
                                                            "get",
                                                            "put",
                                                            "post",
                                                            "delete",
                                                            "options",
                                                            "head",
                                                            "patch",
                                                            "trace",
                                                        ],
                                                    },
                                                    "path": {
                                                        "description": "The path template, as OpenAPI writes it (/notes/{id}).",
                                                        "type": "string",
                                                        "maxLength": 200,
                                                        "pattern": "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                                    },
                                                },
                                            },
                                            rule="required",
                                        )
                                    data__operations_value__http_keys = set(
                                        data__operations_value__http.keys()
                                    )
                                    if "method" in data__operations_value__http_keys:
                                        data__operations_value__http_keys.remove("method")
                                        data__operations_value__http__method = (
                                            data__operations_value__http["method"]
                                        )
                                        if not (
                                            isinstance(data__operations_value__http__method, str)
                                            and data__operations_value__http__method == "get"
                                            or isinstance(data__operations_value__http__method, str)
                                            and data__operations_value__http__method == "put"
                                            or isinstance(data__operations_value__http__method, str)
                                            and data__operations_value__http__method == "post"
                                            or isinstance(data__operations_value__http__method, str)
                                            and data__operations_value__http__method == "delete"
                                            or isinstance(data__operations_value__http__method, str)
                                            and data__operations_value__http__method == "options"
                                            or isinstance(data__operations_value__http__method, str)
                                            and data__operations_value__http__method == "head"
                                            or isinstance(data__operations_value__http__method, str)
                                            and data__operations_value__http__method == "patch"
                                            or isinstance(data__operations_value__http__method, str)
                                            and data__operations_value__http__method == "trace"
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".operations.{data__operations_key}.http.method".format(
                                                    **locals()
                                                )
                                                + " must be one of ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']",
                                                value=data__operations_value__http__method,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".operations.{data__operations_key}.http.method".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "The HTTP method, lower case.",
                                                    "enum": [
                                                        "get",
                                                        "put",
                                                        "post",
                                                        "delete",
                                                        "options",
                                                        "head",
                                                        "patch",
                                                        "trace",
                                                    ],
                                                },
                                                rule="enum",
                                            )
                                    if "path" in data__operations_value__http_keys:
                                        data__operations_value__http_keys.remove("path")
                                        data__operations_value__http__path = (
                                            data__operations_value__http["path"]
                                        )
                                        if not isinstance(
                                            data__operations_value__http__path, (str)
                                        ):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".operations.{data__operations_key}.http.path".format(
                                                    **locals()
                                                )
                                                + " must be string",
                                                value=data__operations_value__http__path,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".operations.{data__operations_key}.http.path".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "description": "The path template, as OpenAPI writes it (/notes/{id}).",
                                                    "type": "string",
                                                    "maxLength": 200,
                                                    "pattern": "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                                },
                                                rule="type",
                                            )
                                        if isinstance(data__operations_value__http__path, str):
                                            data__operations_value__http__path_len = len(
                                                data__operations_value__http__path
                                            )
                                            if data__operations_value__http__path_len > 200:
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".operations.{data__operations_key}.http.path".format(
                                                        **locals()
                                                    )
                                                    + " must be shorter than or equal to 200 characters",
                                                    value=data__operations_value__http__path,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".operations.{data__operations_key}.http.path".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "description": "The path template, as OpenAPI writes it (/notes/{id}).",
                                                        "type": "string",
                                                        "maxLength": 200,
                                                        "pattern": "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                                    },
                                                    rule="maxLength",
                                                )
                                            if not REGEX_PATTERNS[
                                                "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])"
                                            ].search(data__operations_value__http__path):
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".operations.{data__operations_key}.http.path".format(
                                                        **locals()
                                                    )
                                                    + " must match pattern ^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                                    value=data__operations_value__http__path,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".operations.{data__operations_key}.http.path".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "description": "The path template, as OpenAPI writes it (/notes/{id}).",
                                                        "type": "string",
                                                        "maxLength": 200,
                                                        "pattern": "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                                    },
                                                    rule="pattern",
                                                )
                                    if data__operations_value__http_keys:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".operations.{data__operations_key}.http".format(
                                                **locals()
                                            )
                                            + " must not contain "
                                            + str(data__operations_value__http_keys)
                                            + " properties",
                                            value=data__operations_value__http,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".operations.{data__operations_key}.http".format(
                                                **locals()
                                            )
                                            + "",
                                            definition={
                                                "description": "The operation's HTTP method and path, for the openapi target: its responses are limited to the operation's codes.",
                                                "type": "object",
                                                "required": ["method", "path"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "method": {
                                                        "description": "The HTTP method, lower case.",
                                                        "enum": [
                                                            "get",
                                                            "put",
                                                            "post",
                                                            "delete",
                                                            "options",
                                                            "head",
                                                            "patch",
                                                            "trace",
                                                        ],
                                                    },
                                                    "path": {
                                                        "description": "The path template, as OpenAPI writes it (/notes/{id}).",
                                                        "type": "string",
                                                        "maxLength": 200,
                                                        "pattern": "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                                    },
                                                },
                                            },
                                            rule="additionalProperties",
                                        )
                            if data__operations_value_keys:
                                raise JsonSchemaValueException(
                                    ""
                                    + (name_prefix or "data")
                                    + ".operations.{data__operations_key}".format(**locals())
                                    + " must not contain "
                                    + str(data__operations_value_keys)
                                    + " properties",
                                    value=data__operations_value,
                                    name=""
                                    + (name_prefix or "data")
                                    + ".operations.{data__operations_key}".format(**locals())
                                    + "",
                                    definition={
                                        "type": "object",
                                        "required": ["errors"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "summary": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "errors": {
                                                "description": "The errors the operation can end with: codes, or tag:NAME for every code that carries the tag.",
                                                "type": "array",
                                                "maxItems": 500,
                                                "items": {
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])",
                                                },
                                            },
                                            "exits": {
                                                "description": "Code -> exit name: in this operation the code exits with that declared exit code instead of its own (docker run exits 125 where other commands exit 1).",
                                                "type": "object",
                                                "propertyNames": {
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                },
                                                "additionalProperties": {
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                },
                                            },
                                            "results": {
                                                "description": "Answer name -> exit number: in this operation that status is an answer, not a failure (kubectl diff exits 1 when it found differences, where 1 is every other command's error); on a shared number of its errors, the envelope tells them apart.",
                                                "type": "object",
                                                "maxProperties": 20,
                                                "propertyNames": {
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                },
                                                "additionalProperties": {
                                                    "type": "integer",
                                                    "minimum": 1,
                                                    "maximum": 255,
                                                },
                                            },
                                            "passes_exit_status": {
                                                "description": "true: any exit status that is not one of the operation's own is the status of the program it ran, passed through (docker run, kubectl exec, npm run).",
                                                "type": "boolean",
                                            },
                                            "http": {
                                                "description": "The operation's HTTP method and path, for the openapi target: its responses are limited to the operation's codes.",
                                                "type": "object",
                                                "required": ["method", "path"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "method": {
                                                        "description": "The HTTP method, lower case.",
                                                        "enum": [
                                                            "get",
                                                            "put",
                                                            "post",
                                                            "delete",
                                                            "options",
                                                            "head",
                                                            "patch",
                                                            "trace",
                                                        ],
                                                    },
                                                    "path": {
                                                        "description": "The path template, as OpenAPI writes it (/notes/{id}).",
                                                        "type": "string",
                                                        "maxLength": 200,
                                                        "pattern": "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                                    },
                                                },
                                            },
                                        },
                                    },
                                    rule="additionalProperties",
                                )
                if data__operations_len != 0:
                    data__operations_property_names = True
                    for data__operations_key in data__operations:
                        try:
                            if not isinstance(data__operations_key, (str)):
                                raise JsonSchemaValueException(
                                    "" + (name_prefix or "data") + ".operations must be string",
                                    value=data__operations_key,
                                    name="" + (name_prefix or "data") + ".operations",
                                    definition={
                                        "description": "An operation's name: the command as typed, words of letters, digits, '.', '_' and '-' separated by one space, the first the tool's name or a companion's (depot push).",
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*( [A-Za-z0-9][A-Za-z0-9._-]*)*(?![\\s\\S])",
                                    },
                                    rule="type",
                                )
                            if isinstance(data__operations_key, str):
                                data__operations_key_len = len(data__operations_key)
                                if data__operations_key_len > 100:
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".operations must be shorter than or equal to 100 characters",
                                        value=data__operations_key,
                                        name="" + (name_prefix or "data") + ".operations",
                                        definition={
                                            "description": "An operation's name: the command as typed, words of letters, digits, '.', '_' and '-' separated by one space, the first the tool's name or a companion's (depot push).",
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*( [A-Za-z0-9][A-Za-z0-9._-]*)*(?![\\s\\S])",
                                        },
                                        rule="maxLength",
                                    )
                                if not REGEX_PATTERNS[
                                    "^[A-Za-z0-9][A-Za-z0-9._-]*( [A-Za-z0-9][A-Za-z0-9._-]*)*(?![\\s\\S])"
                                ].search(data__operations_key):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".operations must match pattern ^[A-Za-z0-9][A-Za-z0-9._-]*( [A-Za-z0-9][A-Za-z0-9._-]*)*(?![\\s\\S])",
                                        value=data__operations_key,
                                        name="" + (name_prefix or "data") + ".operations",
                                        definition={
                                            "description": "An operation's name: the command as typed, words of letters, digits, '.', '_' and '-' separated by one space, the first the tool's name or a companion's (depot push).",
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*( [A-Za-z0-9][A-Za-z0-9._-]*)*(?![\\s\\S])",
                                        },
                                        rule="pattern",
                                    )
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__operations_property_names = False
                    if not data__operations_property_names:
                        raise JsonSchemaValueException(
                            ""
                            + (name_prefix or "data")
                            + ".operations must be named by propertyName definition",
                            value=data__operations,
                            name="" + (name_prefix or "data") + ".operations",
                            definition={
                                "description": "The tool's own commands (or MCP tools, or HTTP operations), each with the errors it can end with: operation name (the tool's or a companion's command, as typed: depot push) -> operation. errgen's built-in INTERNAL_ERROR belongs to every operation.",
                                "type": "object",
                                "maxProperties": 500,
                                "propertyNames": {
                                    "description": "An operation's name: the command as typed, words of letters, digits, '.', '_' and '-' separated by one space, the first the tool's name or a companion's (depot push).",
                                    "type": "string",
                                    "maxLength": 100,
                                    "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*( [A-Za-z0-9][A-Za-z0-9._-]*)*(?![\\s\\S])",
                                },
                                "additionalProperties": {
                                    "type": "object",
                                    "required": ["errors"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "summary": {
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 1000,
                                        },
                                        "errors": {
                                            "description": "The errors the operation can end with: codes, or tag:NAME for every code that carries the tag.",
                                            "type": "array",
                                            "maxItems": 500,
                                            "items": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])",
                                            },
                                        },
                                        "exits": {
                                            "description": "Code -> exit name: in this operation the code exits with that declared exit code instead of its own (docker run exits 125 where other commands exit 1).",
                                            "type": "object",
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                        },
                                        "results": {
                                            "description": "Answer name -> exit number: in this operation that status is an answer, not a failure (kubectl diff exits 1 when it found differences, where 1 is every other command's error); on a shared number of its errors, the envelope tells them apart.",
                                            "type": "object",
                                            "maxProperties": 20,
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 255,
                                            },
                                        },
                                        "passes_exit_status": {
                                            "description": "true: any exit status that is not one of the operation's own is the status of the program it ran, passed through (docker run, kubectl exec, npm run).",
                                            "type": "boolean",
                                        },
                                        "http": {
                                            "description": "The operation's HTTP method and path, for the openapi target: its responses are limited to the operation's codes.",
                                            "type": "object",
                                            "required": ["method", "path"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "method": {
                                                    "description": "The HTTP method, lower case.",
                                                    "enum": [
                                                        "get",
                                                        "put",
                                                        "post",
                                                        "delete",
                                                        "options",
                                                        "head",
                                                        "patch",
                                                        "trace",
                                                    ],
                                                },
                                                "path": {
                                                    "description": "The path template, as OpenAPI writes it (/notes/{id}).",
                                                    "type": "string",
                                                    "maxLength": 200,
                                                    "pattern": "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                                },
                                            },
                                        },
                                    },
                                },
                            },
                            rule="propertyNames",
                        )
        if "docs_url" in data_keys:
            data_keys.remove("docs_url")
            data__docsurl = data["docs_url"]
            if not isinstance(data__docsurl, (str)):
                raise JsonSchemaValueException(
                    "" + (name_prefix or "data") + ".docs_url must be string",
                    value=data__docsurl,
                    name="" + (name_prefix or "data") + ".docs_url",
                    definition={
                        "description": "Base URL of the published docs page; an error's help_url is it plus the error's anchor.",
                        "type": "string",
                        "maxLength": 200,
                        "pattern": "^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+(?![\\s\\S])",
                    },
                    rule="type",
                )
            if isinstance(data__docsurl, str):
                data__docsurl_len = len(data__docsurl)
                if data__docsurl_len > 200:
                    raise JsonSchemaValueException(
                        ""
                        + (name_prefix or "data")
                        + ".docs_url must be shorter than or equal to 200 characters",
                        value=data__docsurl,
                        name="" + (name_prefix or "data") + ".docs_url",
                        definition={
                            "description": "Base URL of the published docs page; an error's help_url is it plus the error's anchor.",
                            "type": "string",
                            "maxLength": 200,
                            "pattern": "^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+(?![\\s\\S])",
                        },
                        rule="maxLength",
                    )
                if not REGEX_PATTERNS[
                    "^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+(?![\\s\\S])"
                ].search(data__docsurl):
                    raise JsonSchemaValueException(
                        ""
                        + (name_prefix or "data")
                        + ".docs_url must match pattern ^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+(?![\\s\\S])",
                        value=data__docsurl,
                        name="" + (name_prefix or "data") + ".docs_url",
                        definition={
                            "description": "Base URL of the published docs page; an error's help_url is it plus the error's anchor.",
                            "type": "string",
                            "maxLength": 200,
                            "pattern": "^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+(?![\\s\\S])",
                        },
                        rule="pattern",
                    )
        if "docs_layout" in data_keys:
            data_keys.remove("docs_layout")
            data__docslayout = data["docs_layout"]
            if not (
                isinstance(data__docslayout, str)
                and data__docslayout == "page"
                or isinstance(data__docslayout, str)
                and data__docslayout == "pages"
            ):
                raise JsonSchemaValueException(
                    "" + (name_prefix or "data") + ".docs_layout must be one of ['page', 'pages']",
                    value=data__docslayout,
                    name="" + (name_prefix or "data") + ".docs_layout",
                    definition={
                        "description": "How the docs are published: page (one page, an error's help_url is docs_url plus its anchor, the default) or pages (a page per code: docs_url is the index page's folder and an error's help_url is its own page, docs_url/anchor/).",
                        "enum": ["page", "pages"],
                    },
                    rule="enum",
                )
        if "include" in data_keys:
            data_keys.remove("include")
            data__include = data["include"]
            if not isinstance(data__include, (list, tuple)):
                raise JsonSchemaValueException(
                    "" + (name_prefix or "data") + ".include must be array",
                    value=data__include,
                    name="" + (name_prefix or "data") + ".include",
                    definition={
                        "description": "Other catalogue files, relative to this one, whose errors, commands and companions are merged in; an entry may be {path, prefix, exits} to prefix the included file's codes and to map its exit codes onto this file's.",
                        "type": "array",
                        "uniqueItems": True,
                        "items": {
                            "description": "A catalogue file relative to this one, or {path, prefix, exits}: its codes (and its replaced_by references) get the prefix, and its errors that exit with a name of exits exit with this file's name instead.",
                            "type": ["string", "object"],
                            "minLength": 1,
                            "maxLength": 500,
                            "required": ["path"],
                            "additionalProperties": False,
                            "properties": {
                                "path": {
                                    "description": "The included catalogue file, relative to this one.",
                                    "type": "string",
                                    "minLength": 1,
                                    "maxLength": 500,
                                },
                                "prefix": {
                                    "description": "Capitals and digits ending in an underscore, like AWS_.",
                                    "type": "string",
                                    "maxLength": 40,
                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])",
                                },
                                "exits": {
                                    "description": "The included file's exit names -> this file's: its errors that exit with a name here exit with this file's exit code instead (an error relayed from another tool exits as this tool does), and the name leaves the table unless something else uses it. This file's exit must be shared or of the same class; never a result.",
                                    "type": "object",
                                    "propertyNames": {
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                    },
                                    "additionalProperties": {
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                    },
                                },
                            },
                        },
                    },
                    rule="type",
                )
            data__include_is_list = isinstance(data__include, (list, tuple))
            if data__include_is_list:

                def fn(var):
                    return (
                        frozenset(dict((k, fn(v)) for k, v in var.items()).items())
                        if hasattr(var, "items")
                        else tuple(fn(v) for v in var)
                        if isinstance(var, (dict, list))
                        else (bool, var)
                        if isinstance(var, bool)
                        else var
                    )

                data__include_len = len(data__include)
                if data__include_len > len(
                    set(fn(data__include_x) for data__include_x in data__include)
                ):
                    raise JsonSchemaValueException(
                        "" + (name_prefix or "data") + ".include must contain unique items",
                        value=data__include,
                        name="" + (name_prefix or "data") + ".include",
                        definition={
                            "description": "Other catalogue files, relative to this one, whose errors, commands and companions are merged in; an entry may be {path, prefix, exits} to prefix the included file's codes and to map its exit codes onto this file's.",
                            "type": "array",
                            "uniqueItems": True,
                            "items": {
                                "description": "A catalogue file relative to this one, or {path, prefix, exits}: its codes (and its replaced_by references) get the prefix, and its errors that exit with a name of exits exit with this file's name instead.",
                                "type": ["string", "object"],
                                "minLength": 1,
                                "maxLength": 500,
                                "required": ["path"],
                                "additionalProperties": False,
                                "properties": {
                                    "path": {
                                        "description": "The included catalogue file, relative to this one.",
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 500,
                                    },
                                    "prefix": {
                                        "description": "Capitals and digits ending in an underscore, like AWS_.",
                                        "type": "string",
                                        "maxLength": 40,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])",
                                    },
                                    "exits": {
                                        "description": "The included file's exit names -> this file's: its errors that exit with a name here exit with this file's exit code instead (an error relayed from another tool exits as this tool does), and the name leaves the table unless something else uses it. This file's exit must be shared or of the same class; never a result.",
                                        "type": "object",
                                        "propertyNames": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        "additionalProperties": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                    },
                                },
                            },
                        },
                        rule="uniqueItems",
                    )
                for data__include_x, data__include_item in enumerate(data__include):
                    if not isinstance(data__include_item, (str, dict)):
                        raise JsonSchemaValueException(
                            ""
                            + (name_prefix or "data")
                            + ".include[{data__include_x}]".format(**locals())
                            + " must be string or object",
                            value=data__include_item,
                            name=""
                            + (name_prefix or "data")
                            + ".include[{data__include_x}]".format(**locals())
                            + "",
                            definition={
                                "description": "A catalogue file relative to this one, or {path, prefix, exits}: its codes (and its replaced_by references) get the prefix, and its errors that exit with a name of exits exit with this file's name instead.",
                                "type": ["string", "object"],
                                "minLength": 1,
                                "maxLength": 500,
                                "required": ["path"],
                                "additionalProperties": False,
                                "properties": {
                                    "path": {
                                        "description": "The included catalogue file, relative to this one.",
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 500,
                                    },
                                    "prefix": {
                                        "description": "Capitals and digits ending in an underscore, like AWS_.",
                                        "type": "string",
                                        "maxLength": 40,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])",
                                    },
                                    "exits": {
                                        "description": "The included file's exit names -> this file's: its errors that exit with a name here exit with this file's exit code instead (an error relayed from another tool exits as this tool does), and the name leaves the table unless something else uses it. This file's exit must be shared or of the same class; never a result.",
                                        "type": "object",
                                        "propertyNames": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        "additionalProperties": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                    },
                                },
                            },
                            rule="type",
                        )
                    if isinstance(data__include_item, str):
                        data__include_item_len = len(data__include_item)
                        if data__include_item_len < 1:
                            raise JsonSchemaValueException(
                                ""
                                + (name_prefix or "data")
                                + ".include[{data__include_x}]".format(**locals())
                                + " must be longer than or equal to 1 characters",
                                value=data__include_item,
                                name=""
                                + (name_prefix or "data")
                                + ".include[{data__include_x}]".format(**locals())
                                + "",
                                definition={
                                    "description": "A catalogue file relative to this one, or {path, prefix, exits}: its codes (and its replaced_by references) get the prefix, and its errors that exit with a name of exits exit with this file's name instead.",
                                    "type": ["string", "object"],
                                    "minLength": 1,
                                    "maxLength": 500,
                                    "required": ["path"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "path": {
                                            "description": "The included catalogue file, relative to this one.",
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 500,
                                        },
                                        "prefix": {
                                            "description": "Capitals and digits ending in an underscore, like AWS_.",
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])",
                                        },
                                        "exits": {
                                            "description": "The included file's exit names -> this file's: its errors that exit with a name here exit with this file's exit code instead (an error relayed from another tool exits as this tool does), and the name leaves the table unless something else uses it. This file's exit must be shared or of the same class; never a result.",
                                            "type": "object",
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                        },
                                    },
                                },
                                rule="minLength",
                            )
                        if data__include_item_len > 500:
                            raise JsonSchemaValueException(
                                ""
                                + (name_prefix or "data")
                                + ".include[{data__include_x}]".format(**locals())
                                + " must be shorter than or equal to 500 characters",
                                value=data__include_item,
                                name=""
                                + (name_prefix or "data")
                                + ".include[{data__include_x}]".format(**locals())
                                + "",
                                definition={
                                    "description": "A catalogue file relative to this one, or {path, prefix, exits}: its codes (and its replaced_by references) get the prefix, and its errors that exit with a name of exits exit with this file's name instead.",
                                    "type": ["string", "object"],
                                    "minLength": 1,
                                    "maxLength": 500,
                                    "required": ["path"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "path": {
                                            "description": "The included catalogue file, relative to this one.",
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 500,
                                        },
                                        "prefix": {
                                            "description": "Capitals and digits ending in an underscore, like AWS_.",
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])",
                                        },
                                        "exits": {
                                            "description": "The included file's exit names -> this file's: its errors that exit with a name here exit with this file's exit code instead (an error relayed from another tool exits as this tool does), and the name leaves the table unless something else uses it. This file's exit must be shared or of the same class; never a result.",
                                            "type": "object",
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                        },
                                    },
                                },
                                rule="maxLength",
                            )
                    data__include_item_is_dict = isinstance(data__include_item, dict)
                    if data__include_item_is_dict:
                        data__include_item__missing_keys = set(["path"]) - data__include_item.keys()
                        if data__include_item__missing_keys:
                            raise JsonSchemaValueException(
                                ""
                                + (name_prefix or "data")
                                + ".include[{data__include_x}]".format(**locals())
                                + " must contain "
                                + (str(sorted(data__include_item__missing_keys)) + " properties"),
                                value=data__include_item,
                                name=""
                                + (name_prefix or "data")
                                + ".include[{data__include_x}]".format(**locals())
                                + "",
                                definition={
                                    "description": "A catalogue file relative to this one, or {path, prefix, exits}: its codes (and its replaced_by references) get the prefix, and its errors that exit with a name of exits exit with this file's name instead.",
                                    "type": ["string", "object"],
                                    "minLength": 1,
                                    "maxLength": 500,
                                    "required": ["path"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "path": {
                                            "description": "The included catalogue file, relative to this one.",
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 500,
                                        },
                                        "prefix": {
                                            "description": "Capitals and digits ending in an underscore, like AWS_.",
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])",
                                        },
                                        "exits": {
                                            "description": "The included file's exit names -> this file's: its errors that exit with a name here exit with this file's exit code instead (an error relayed from another tool exits as this tool does), and the name leaves the table unless something else uses it. This file's exit must be shared or of the same class; never a result.",
                                            "type": "object",
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                        },
                                    },
                                },
                                rule="required",
                            )
                        data__include_item_keys = set(data__include_item.keys())
                        if "path" in data__include_item_keys:
                            data__include_item_keys.remove("path")
                            data__include_item__path = data__include_item["path"]
                            if not isinstance(data__include_item__path, (str)):
                                raise JsonSchemaValueException(
                                    ""
                                    + (name_prefix or "data")
                                    + ".include[{data__include_x}].path".format(**locals())
                                    + " must be string",
                                    value=data__include_item__path,
                                    name=""
                                    + (name_prefix or "data")
                                    + ".include[{data__include_x}].path".format(**locals())
                                    + "",
                                    definition={
                                        "description": "The included catalogue file, relative to this one.",
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 500,
                                    },
                                    rule="type",
                                )
                            if isinstance(data__include_item__path, str):
                                data__include_item__path_len = len(data__include_item__path)
                                if data__include_item__path_len < 1:
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".include[{data__include_x}].path".format(**locals())
                                        + " must be longer than or equal to 1 characters",
                                        value=data__include_item__path,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".include[{data__include_x}].path".format(**locals())
                                        + "",
                                        definition={
                                            "description": "The included catalogue file, relative to this one.",
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 500,
                                        },
                                        rule="minLength",
                                    )
                                if data__include_item__path_len > 500:
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".include[{data__include_x}].path".format(**locals())
                                        + " must be shorter than or equal to 500 characters",
                                        value=data__include_item__path,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".include[{data__include_x}].path".format(**locals())
                                        + "",
                                        definition={
                                            "description": "The included catalogue file, relative to this one.",
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 500,
                                        },
                                        rule="maxLength",
                                    )
                        if "prefix" in data__include_item_keys:
                            data__include_item_keys.remove("prefix")
                            data__include_item__prefix = data__include_item["prefix"]
                            if not isinstance(data__include_item__prefix, (str)):
                                raise JsonSchemaValueException(
                                    ""
                                    + (name_prefix or "data")
                                    + ".include[{data__include_x}].prefix".format(**locals())
                                    + " must be string",
                                    value=data__include_item__prefix,
                                    name=""
                                    + (name_prefix or "data")
                                    + ".include[{data__include_x}].prefix".format(**locals())
                                    + "",
                                    definition={
                                        "description": "Capitals and digits ending in an underscore, like AWS_.",
                                        "type": "string",
                                        "maxLength": 40,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])",
                                    },
                                    rule="type",
                                )
                            if isinstance(data__include_item__prefix, str):
                                data__include_item__prefix_len = len(data__include_item__prefix)
                                if data__include_item__prefix_len > 40:
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".include[{data__include_x}].prefix".format(**locals())
                                        + " must be shorter than or equal to 40 characters",
                                        value=data__include_item__prefix,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".include[{data__include_x}].prefix".format(**locals())
                                        + "",
                                        definition={
                                            "description": "Capitals and digits ending in an underscore, like AWS_.",
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])",
                                        },
                                        rule="maxLength",
                                    )
                                if not REGEX_PATTERNS[
                                    "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])"
                                ].search(data__include_item__prefix):
                                    raise JsonSchemaValueException(
                                        ""
                                        + (name_prefix or "data")
                                        + ".include[{data__include_x}].prefix".format(**locals())
                                        + " must match pattern ^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])",
                                        value=data__include_item__prefix,
                                        name=""
                                        + (name_prefix or "data")
                                        + ".include[{data__include_x}].prefix".format(**locals())
                                        + "",
                                        definition={
                                            "description": "Capitals and digits ending in an underscore, like AWS_.",
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])",
                                        },
                                        rule="pattern",
                                    )
                        if "exits" in data__include_item_keys:
                            data__include_item_keys.remove("exits")
                            data__include_item__exits = data__include_item["exits"]
                            if not isinstance(data__include_item__exits, (dict)):
                                raise JsonSchemaValueException(
                                    ""
                                    + (name_prefix or "data")
                                    + ".include[{data__include_x}].exits".format(**locals())
                                    + " must be object",
                                    value=data__include_item__exits,
                                    name=""
                                    + (name_prefix or "data")
                                    + ".include[{data__include_x}].exits".format(**locals())
                                    + "",
                                    definition={
                                        "description": "The included file's exit names -> this file's: its errors that exit with a name here exit with this file's exit code instead (an error relayed from another tool exits as this tool does), and the name leaves the table unless something else uses it. This file's exit must be shared or of the same class; never a result.",
                                        "type": "object",
                                        "propertyNames": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        "additionalProperties": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                    },
                                    rule="type",
                                )
                            data__include_item__exits_is_dict = isinstance(
                                data__include_item__exits, dict
                            )
                            if data__include_item__exits_is_dict:
                                data__include_item__exits_keys = set(
                                    data__include_item__exits.keys()
                                )
                                for data__include_item__exits_key in data__include_item__exits_keys:
                                    if data__include_item__exits_key not in []:
                                        data__include_item__exits_value = (
                                            data__include_item__exits.get(
                                                data__include_item__exits_key
                                            )
                                        )
                                        if not isinstance(data__include_item__exits_value, (str)):
                                            raise JsonSchemaValueException(
                                                ""
                                                + (name_prefix or "data")
                                                + ".include[{data__include_x}].exits.{data__include_item__exits_key}".format(
                                                    **locals()
                                                )
                                                + " must be string",
                                                value=data__include_item__exits_value,
                                                name=""
                                                + (name_prefix or "data")
                                                + ".include[{data__include_x}].exits.{data__include_item__exits_key}".format(
                                                    **locals()
                                                )
                                                + "",
                                                definition={
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                },
                                                rule="type",
                                            )
                                        if isinstance(data__include_item__exits_value, str):
                                            data__include_item__exits_value_len = len(
                                                data__include_item__exits_value
                                            )
                                            if data__include_item__exits_value_len > 100:
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".include[{data__include_x}].exits.{data__include_item__exits_key}".format(
                                                        **locals()
                                                    )
                                                    + " must be shorter than or equal to 100 characters",
                                                    value=data__include_item__exits_value,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".include[{data__include_x}].exits.{data__include_item__exits_key}".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "string",
                                                        "maxLength": 100,
                                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                    },
                                                    rule="maxLength",
                                                )
                                            if not REGEX_PATTERNS[
                                                "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])"
                                            ].search(data__include_item__exits_value):
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".include[{data__include_x}].exits.{data__include_item__exits_key}".format(
                                                        **locals()
                                                    )
                                                    + " must match pattern ^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                    value=data__include_item__exits_value,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".include[{data__include_x}].exits.{data__include_item__exits_key}".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "string",
                                                        "maxLength": 100,
                                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                    },
                                                    rule="pattern",
                                                )
                                data__include_item__exits_len = len(data__include_item__exits)
                                if data__include_item__exits_len != 0:
                                    data__include_item__exits_property_names = True
                                    for data__include_item__exits_key in data__include_item__exits:
                                        try:
                                            if not isinstance(data__include_item__exits_key, (str)):
                                                raise JsonSchemaValueException(
                                                    ""
                                                    + (name_prefix or "data")
                                                    + ".include[{data__include_x}].exits".format(
                                                        **locals()
                                                    )
                                                    + " must be string",
                                                    value=data__include_item__exits_key,
                                                    name=""
                                                    + (name_prefix or "data")
                                                    + ".include[{data__include_x}].exits".format(
                                                        **locals()
                                                    )
                                                    + "",
                                                    definition={
                                                        "type": "string",
                                                        "maxLength": 100,
                                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                    },
                                                    rule="type",
                                                )
                                            if isinstance(data__include_item__exits_key, str):
                                                data__include_item__exits_key_len = len(
                                                    data__include_item__exits_key
                                                )
                                                if data__include_item__exits_key_len > 100:
                                                    raise JsonSchemaValueException(
                                                        ""
                                                        + (name_prefix or "data")
                                                        + ".include[{data__include_x}].exits".format(
                                                            **locals()
                                                        )
                                                        + " must be shorter than or equal to 100 characters",
                                                        value=data__include_item__exits_key,
                                                        name=""
                                                        + (name_prefix or "data")
                                                        + ".include[{data__include_x}].exits".format(
                                                            **locals()
                                                        )
                                                        + "",
                                                        definition={
                                                            "type": "string",
                                                            "maxLength": 100,
                                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                        },
                                                        rule="maxLength",
                                                    )
                                                if not REGEX_PATTERNS[
                                                    "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])"
                                                ].search(data__include_item__exits_key):
                                                    raise JsonSchemaValueException(
                                                        ""
                                                        + (name_prefix or "data")
                                                        + ".include[{data__include_x}].exits".format(
                                                            **locals()
                                                        )
                                                        + " must match pattern ^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                        value=data__include_item__exits_key,
                                                        name=""
                                                        + (name_prefix or "data")
                                                        + ".include[{data__include_x}].exits".format(
                                                            **locals()
                                                        )
                                                        + "",
                                                        definition={
                                                            "type": "string",
                                                            "maxLength": 100,
                                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                        },
                                                        rule="pattern",
                                                    )
                                        except (
                                            JsonSchemaValueException,
                                            JsonSchemaValuesException,
                                        ):
                                            data__include_item__exits_property_names = False
                                    if not data__include_item__exits_property_names:
                                        raise JsonSchemaValueException(
                                            ""
                                            + (name_prefix or "data")
                                            + ".include[{data__include_x}].exits".format(**locals())
                                            + " must be named by propertyName definition",
                                            value=data__include_item__exits,
                                            name=""
                                            + (name_prefix or "data")
                                            + ".include[{data__include_x}].exits".format(**locals())
                                            + "",
                                            definition={
                                                "description": "The included file's exit names -> this file's: its errors that exit with a name here exit with this file's exit code instead (an error relayed from another tool exits as this tool does), and the name leaves the table unless something else uses it. This file's exit must be shared or of the same class; never a result.",
                                                "type": "object",
                                                "propertyNames": {
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                },
                                                "additionalProperties": {
                                                    "type": "string",
                                                    "maxLength": 100,
                                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                                },
                                            },
                                            rule="propertyNames",
                                        )
                        if data__include_item_keys:
                            raise JsonSchemaValueException(
                                ""
                                + (name_prefix or "data")
                                + ".include[{data__include_x}]".format(**locals())
                                + " must not contain "
                                + str(data__include_item_keys)
                                + " properties",
                                value=data__include_item,
                                name=""
                                + (name_prefix or "data")
                                + ".include[{data__include_x}]".format(**locals())
                                + "",
                                definition={
                                    "description": "A catalogue file relative to this one, or {path, prefix, exits}: its codes (and its replaced_by references) get the prefix, and its errors that exit with a name of exits exit with this file's name instead.",
                                    "type": ["string", "object"],
                                    "minLength": 1,
                                    "maxLength": 500,
                                    "required": ["path"],
                                    "additionalProperties": False,
                                    "properties": {
                                        "path": {
                                            "description": "The included catalogue file, relative to this one.",
                                            "type": "string",
                                            "minLength": 1,
                                            "maxLength": 500,
                                        },
                                        "prefix": {
                                            "description": "Capitals and digits ending in an underscore, like AWS_.",
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])",
                                        },
                                        "exits": {
                                            "description": "The included file's exit names -> this file's: its errors that exit with a name here exit with this file's exit code instead (an error relayed from another tool exits as this tool does), and the name leaves the table unless something else uses it. This file's exit must be shared or of the same class; never a result.",
                                            "type": "object",
                                            "propertyNames": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                            "additionalProperties": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                        },
                                    },
                                },
                                rule="additionalProperties",
                            )
        if "retired" in data_keys:
            data_keys.remove("retired")
            data__retired = data["retired"]
            if not isinstance(data__retired, (list, tuple)):
                raise JsonSchemaValueException(
                    "" + (name_prefix or "data") + ".retired must be array",
                    value=data__retired,
                    name="" + (name_prefix or "data") + ".retired",
                    definition={
                        "description": "Codes that were removed and must never be defined again.",
                        "type": "array",
                        "uniqueItems": True,
                        "items": {
                            "type": "string",
                            "maxLength": 100,
                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                        },
                    },
                    rule="type",
                )
            data__retired_is_list = isinstance(data__retired, (list, tuple))
            if data__retired_is_list:

                def fn(var):
                    return (
                        frozenset(dict((k, fn(v)) for k, v in var.items()).items())
                        if hasattr(var, "items")
                        else tuple(fn(v) for v in var)
                        if isinstance(var, (dict, list))
                        else (bool, var)
                        if isinstance(var, bool)
                        else var
                    )

                data__retired_len = len(data__retired)
                if data__retired_len > len(
                    set(fn(data__retired_x) for data__retired_x in data__retired)
                ):
                    raise JsonSchemaValueException(
                        "" + (name_prefix or "data") + ".retired must contain unique items",
                        value=data__retired,
                        name="" + (name_prefix or "data") + ".retired",
                        definition={
                            "description": "Codes that were removed and must never be defined again.",
                            "type": "array",
                            "uniqueItems": True,
                            "items": {
                                "type": "string",
                                "maxLength": 100,
                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                            },
                        },
                        rule="uniqueItems",
                    )
                for data__retired_x, data__retired_item in enumerate(data__retired):
                    if not isinstance(data__retired_item, (str)):
                        raise JsonSchemaValueException(
                            ""
                            + (name_prefix or "data")
                            + ".retired[{data__retired_x}]".format(**locals())
                            + " must be string",
                            value=data__retired_item,
                            name=""
                            + (name_prefix or "data")
                            + ".retired[{data__retired_x}]".format(**locals())
                            + "",
                            definition={
                                "type": "string",
                                "maxLength": 100,
                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                            },
                            rule="type",
                        )
                    if isinstance(data__retired_item, str):
                        data__retired_item_len = len(data__retired_item)
                        if data__retired_item_len > 100:
                            raise JsonSchemaValueException(
                                ""
                                + (name_prefix or "data")
                                + ".retired[{data__retired_x}]".format(**locals())
                                + " must be shorter than or equal to 100 characters",
                                value=data__retired_item,
                                name=""
                                + (name_prefix or "data")
                                + ".retired[{data__retired_x}]".format(**locals())
                                + "",
                                definition={
                                    "type": "string",
                                    "maxLength": 100,
                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                },
                                rule="maxLength",
                            )
                        if not REGEX_PATTERNS["^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])"].search(
                            data__retired_item
                        ):
                            raise JsonSchemaValueException(
                                ""
                                + (name_prefix or "data")
                                + ".retired[{data__retired_x}]".format(**locals())
                                + " must match pattern ^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                value=data__retired_item,
                                name=""
                                + (name_prefix or "data")
                                + ".retired[{data__retired_x}]".format(**locals())
                                + "",
                                definition={
                                    "type": "string",
                                    "maxLength": 100,
                                    "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                },
                                rule="pattern",
                            )
        if "tags" in data_keys:
            data_keys.remove("tags")
            data__tags = data["tags"]
            if not isinstance(data__tags, (list, tuple)):
                raise JsonSchemaValueException(
                    "" + (name_prefix or "data") + ".tags must be array",
                    value=data__tags,
                    name="" + (name_prefix or "data") + ".tags",
                    definition={
                        "description": "The tags errors may carry (groups such as card-error or network); each error's tags are a subset.",
                        "type": "array",
                        "uniqueItems": True,
                        "maxItems": 100,
                        "items": {
                            "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                            "type": "string",
                            "maxLength": 40,
                            "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                        },
                    },
                    rule="type",
                )
            data__tags_is_list = isinstance(data__tags, (list, tuple))
            if data__tags_is_list:
                data__tags_len = len(data__tags)
                if data__tags_len > 100:
                    raise JsonSchemaValueException(
                        ""
                        + (name_prefix or "data")
                        + ".tags must contain less than or equal to 100 items",
                        value=data__tags,
                        name="" + (name_prefix or "data") + ".tags",
                        definition={
                            "description": "The tags errors may carry (groups such as card-error or network); each error's tags are a subset.",
                            "type": "array",
                            "uniqueItems": True,
                            "maxItems": 100,
                            "items": {
                                "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                "type": "string",
                                "maxLength": 40,
                                "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                            },
                        },
                        rule="maxItems",
                    )

                def fn(var):
                    return (
                        frozenset(dict((k, fn(v)) for k, v in var.items()).items())
                        if hasattr(var, "items")
                        else tuple(fn(v) for v in var)
                        if isinstance(var, (dict, list))
                        else (bool, var)
                        if isinstance(var, bool)
                        else var
                    )

                if data__tags_len > len(set(fn(data__tags_x) for data__tags_x in data__tags)):
                    raise JsonSchemaValueException(
                        "" + (name_prefix or "data") + ".tags must contain unique items",
                        value=data__tags,
                        name="" + (name_prefix or "data") + ".tags",
                        definition={
                            "description": "The tags errors may carry (groups such as card-error or network); each error's tags are a subset.",
                            "type": "array",
                            "uniqueItems": True,
                            "maxItems": 100,
                            "items": {
                                "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                "type": "string",
                                "maxLength": 40,
                                "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                            },
                        },
                        rule="uniqueItems",
                    )
                for data__tags_x, data__tags_item in enumerate(data__tags):
                    if not isinstance(data__tags_item, (str)):
                        raise JsonSchemaValueException(
                            ""
                            + (name_prefix or "data")
                            + ".tags[{data__tags_x}]".format(**locals())
                            + " must be string",
                            value=data__tags_item,
                            name=""
                            + (name_prefix or "data")
                            + ".tags[{data__tags_x}]".format(**locals())
                            + "",
                            definition={
                                "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                "type": "string",
                                "maxLength": 40,
                                "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                            },
                            rule="type",
                        )
                    if isinstance(data__tags_item, str):
                        data__tags_item_len = len(data__tags_item)
                        if data__tags_item_len > 40:
                            raise JsonSchemaValueException(
                                ""
                                + (name_prefix or "data")
                                + ".tags[{data__tags_x}]".format(**locals())
                                + " must be shorter than or equal to 40 characters",
                                value=data__tags_item,
                                name=""
                                + (name_prefix or "data")
                                + ".tags[{data__tags_x}]".format(**locals())
                                + "",
                                definition={
                                    "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                    "type": "string",
                                    "maxLength": 40,
                                    "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                },
                                rule="maxLength",
                            )
                        if not REGEX_PATTERNS[
                            "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])"
                        ].search(data__tags_item):
                            raise JsonSchemaValueException(
                                ""
                                + (name_prefix or "data")
                                + ".tags[{data__tags_x}]".format(**locals())
                                + " must match pattern ^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                value=data__tags_item,
                                name=""
                                + (name_prefix or "data")
                                + ".tags[{data__tags_x}]".format(**locals())
                                + "",
                                definition={
                                    "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                    "type": "string",
                                    "maxLength": 40,
                                    "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                },
                                rule="pattern",
                            )
        if "version" in data_keys:
            data_keys.remove("version")
            data__version = data["version"]
            if not isinstance(data__version, (str)):
                raise JsonSchemaValueException(
                    "" + (name_prefix or "data") + ".version must be string",
                    value=data__version,
                    name="" + (name_prefix or "data") + ".version",
                    definition={
                        "description": "The catalogue's own version, MAJOR.MINOR[.PATCH]; errgen diff accepts breaking changes across a major version bump.",
                        "type": "string",
                        "maxLength": 40,
                        "pattern": "^[0-9]+(\\.[0-9]+){1,2}(?![\\s\\S])",
                    },
                    rule="type",
                )
            if isinstance(data__version, str):
                data__version_len = len(data__version)
                if data__version_len > 40:
                    raise JsonSchemaValueException(
                        ""
                        + (name_prefix or "data")
                        + ".version must be shorter than or equal to 40 characters",
                        value=data__version,
                        name="" + (name_prefix or "data") + ".version",
                        definition={
                            "description": "The catalogue's own version, MAJOR.MINOR[.PATCH]; errgen diff accepts breaking changes across a major version bump.",
                            "type": "string",
                            "maxLength": 40,
                            "pattern": "^[0-9]+(\\.[0-9]+){1,2}(?![\\s\\S])",
                        },
                        rule="maxLength",
                    )
                if not REGEX_PATTERNS["^[0-9]+(\\.[0-9]+){1,2}(?![\\s\\S])"].search(data__version):
                    raise JsonSchemaValueException(
                        ""
                        + (name_prefix or "data")
                        + ".version must match pattern ^[0-9]+(\\.[0-9]+){1,2}(?![\\s\\S])",
                        value=data__version,
                        name="" + (name_prefix or "data") + ".version",
                        definition={
                            "description": "The catalogue's own version, MAJOR.MINOR[.PATCH]; errgen diff accepts breaking changes across a major version bump.",
                            "type": "string",
                            "maxLength": 40,
                            "pattern": "^[0-9]+(\\.[0-9]+){1,2}(?![\\s\\S])",
                        },
                        rule="pattern",
                    )
        if data_keys:
            raise JsonSchemaValueException(
                ""
                + (name_prefix or "data")
                + " must not contain "
                + str(data_keys)
                + " properties",
                value=data,
                name="" + (name_prefix or "data") + "",
                definition={
                    "$schema": "http://json-schema.org/draft-07/schema#",
                    "$id": "urn:errgen:catalogue:1",
                    "title": "errgen error catalogue",
                    "description": "One tool's errors, each answering: what failed, is it worth repeating, what must change, what command changes it.",
                    "type": "object",
                    "required": ["errgen", "tool", "errors"],
                    "additionalProperties": False,
                    "properties": {
                        "errgen": {"description": "Format version of the catalogue.", "const": 1},
                        "tool": {
                            "type": "object",
                            "required": ["name"],
                            "additionalProperties": False,
                            "properties": {
                                "name": {
                                    "type": "string",
                                    "maxLength": 64,
                                    "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                },
                                "companions": {
                                    "description": "Other executables a registered command may start with.",
                                    "type": "array",
                                    "uniqueItems": True,
                                    "items": {
                                        "type": "string",
                                        "maxLength": 64,
                                        "pattern": "^[a-z][a-z0-9]*([._-][a-z0-9]+)*(?![\\s\\S])",
                                    },
                                },
                                "commands": {
                                    "description": "The command registry: exact command lines and their effect.",
                                    "type": "object",
                                    "additionalProperties": {
                                        "type": "object",
                                        "required": ["effect"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "effect": {
                                                "description": "What running the command does: read-only (changes nothing), idempotent (running it again changes nothing more) or destructive.",
                                                "enum": ["read-only", "idempotent", "destructive"],
                                            },
                                            "interactive": {
                                                "description": "The command needs a person.",
                                                "type": "boolean",
                                            },
                                            "description": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "safe_because": {
                                                "type": "string",
                                                "minLength": 1,
                                                "maxLength": 1000,
                                            },
                                            "ignore": {
                                                "description": "Warnings acknowledged for this command, by rule id: each is known and meant.",
                                                "type": "array",
                                                "uniqueItems": True,
                                                "items": {
                                                    "enum": [
                                                        "command-effect-understated",
                                                        "command-interactive-undeclared",
                                                        "command-placeholder-word",
                                                        "command-unjudged",
                                                    ]
                                                },
                                            },
                                        },
                                    },
                                },
                            },
                        },
                        "errors": {
                            "description": "Error code -> error. Codes are SCREAMING_SNAKE_CASE and never change meaning.",
                            "type": "object",
                            "propertyNames": {
                                "type": "string",
                                "maxLength": 100,
                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                            },
                            "additionalProperties": {
                                "type": "object",
                                "required": ["message", "retryable", "exit"],
                                "additionalProperties": False,
                                "properties": {
                                    "message": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 1000,
                                    },
                                    "params": {
                                        "description": "The values the message names as {name}: parameter name -> its type; the generated constructor takes them.",
                                        "type": "object",
                                        "propertyNames": {
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                        },
                                        "additionalProperties": {
                                            "type": "object",
                                            "required": ["type"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "type": {
                                                    "description": "The value's type: str, int, float or bool.",
                                                    "enum": ["str", "int", "float", "bool"],
                                                },
                                                "description": {
                                                    "type": "string",
                                                    "minLength": 1,
                                                    "maxLength": 1000,
                                                },
                                            },
                                        },
                                    },
                                    "details": {
                                        "description": "Machine-readable context carried in the envelope's details, never in the message (request ids).",
                                        "type": "object",
                                        "propertyNames": {
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                                        },
                                        "additionalProperties": {
                                            "type": "object",
                                            "required": ["type"],
                                            "additionalProperties": False,
                                            "properties": {
                                                "type": {
                                                    "description": "A scalar, or a list of them (at most 100 items; more are cut): list[str], list[int], list[float], list[bool].",
                                                    "enum": [
                                                        "str",
                                                        "int",
                                                        "float",
                                                        "bool",
                                                        "list[str]",
                                                        "list[int]",
                                                        "list[float]",
                                                        "list[bool]",
                                                    ],
                                                },
                                                "optional": {
                                                    "description": "The tool may leave this detail out: its absence (no key in the envelope) is distinct from an empty value.",
                                                    "type": "boolean",
                                                },
                                                "description": {
                                                    "type": "string",
                                                    "minLength": 1,
                                                    "maxLength": 1000,
                                                },
                                            },
                                        },
                                    },
                                    "aliases": {
                                        "description": "Other spellings of this code in the systems the tool wraps; each alias belongs to one code.",
                                        "type": "array",
                                        "uniqueItems": True,
                                        "maxItems": 100,
                                        "items": {
                                            "description": "Another spelling of a code in a system the tool wraps: card_declined, NotFound, 404.",
                                            "type": "string",
                                            "maxLength": 64,
                                            "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]*(?![\\s\\S])",
                                        },
                                    },
                                    "http_status": {
                                        "description": "The HTTP status of this error, for tools that are also APIs.",
                                        "type": "integer",
                                        "minimum": 100,
                                        "maximum": 599,
                                    },
                                    "title": {
                                        "description": "A short constant summary of the code, the problem details' title (RFC 9457); default: the code in words, STORE_LOCKED -> Store locked.",
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 100,
                                    },
                                    "tags": {
                                        "description": "A subset of the catalogue's declared tags.",
                                        "type": "array",
                                        "uniqueItems": True,
                                        "maxItems": 100,
                                        "items": {
                                            "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                            "type": "string",
                                            "maxLength": 40,
                                            "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                                        },
                                    },
                                    "retryable": {
                                        "description": "The identical unchanged invocation may succeed and no side effects occurred.",
                                        "type": "boolean",
                                    },
                                    "retry_after_ms": {
                                        "description": "How long to wait before reissuing the identical call, in milliseconds: at most an hour, or up to a day where retry_after_range reaches it (a server's documented wait, such as a card's 24-hour retry limit).",
                                        "type": "integer",
                                        "minimum": 1,
                                        "maximum": 86400000,
                                    },
                                    "retry_after_range": {
                                        "description": "The tool may pass the wait a server asked for (Retry-After) as retry_after_ms, clamped to these bounds at run time; retry_after_ms is the wait when it passes none.",
                                        "type": "object",
                                        "required": ["min_ms", "max_ms"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "min_ms": {
                                                "description": "The shortest wait the tool may pass, in milliseconds.",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 86400000,
                                            },
                                            "max_ms": {
                                                "description": "The longest wait the tool may pass, in milliseconds.",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 86400000,
                                            },
                                        },
                                    },
                                    "max_attempts": {
                                        "description": "Attempts in all, the first included; default 3.",
                                        "type": "integer",
                                        "minimum": 1,
                                        "maximum": 20,
                                    },
                                    "backoff": {
                                        "description": "How the wait grows from one attempt to the next: constant (the envelope's retry_after_ms each time, the default) or exponential (doubled after each failure up to max_ms, with jitter if asked: each wait drawn between half and all of it); never below the envelope's retry_after_ms.",
                                        "type": "object",
                                        "required": ["policy"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "policy": {
                                                "description": "How the wait grows: constant or exponential.",
                                                "enum": ["constant", "exponential"],
                                            },
                                            "max_ms": {
                                                "description": "The longest wait of an exponential backoff.",
                                                "type": "integer",
                                                "minimum": 1,
                                                "maximum": 86400000,
                                            },
                                            "jitter": {
                                                "description": "Spread the waits of an exponential backoff (equal jitter); default false.",
                                                "type": "boolean",
                                            },
                                        },
                                    },
                                    "fix_required": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 1000,
                                    },
                                    "fix_command": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 200,
                                    },
                                    "refresh_command": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 200,
                                    },
                                    "reauth_command": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 200,
                                    },
                                    "diagnose_command": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 200,
                                    },
                                    "suggestion": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 1000,
                                    },
                                    "exit": {
                                        "type": "string",
                                        "maxLength": 100,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                    },
                                    "description": {
                                        "description": "Markdown for the docs page.",
                                        "type": "string",
                                        "maxLength": 20000,
                                    },
                                    "since": {
                                        "type": "string",
                                        "maxLength": 40,
                                        "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                    },
                                    "deprecated": {
                                        "description": "The code is deprecated: since which version, and the code that replaces it.",
                                        "type": "object",
                                        "required": ["since"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "since": {
                                                "type": "string",
                                                "maxLength": 40,
                                                "pattern": "^[A-Za-z0-9][A-Za-z0-9.+_-]*(?![\\s\\S])",
                                            },
                                            "replaced_by": {
                                                "type": "string",
                                                "maxLength": 100,
                                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                            },
                                        },
                                    },
                                    "ignore": {
                                        "description": "Warnings acknowledged for this error, by rule id: each is known and meant.",
                                        "type": "array",
                                        "uniqueItems": True,
                                        "items": {
                                            "enum": [
                                                "prose-only-recovery",
                                                "deprecated-without-replacement",
                                                "operation-unreachable",
                                                "usage-error-builtin",
                                            ]
                                        },
                                    },
                                },
                            },
                        },
                        "default_exit_codes": {
                            "description": "false: the tool's exit codes are exactly SUCCESS 0 and those exit_codes declares, for a tool that already has its own table (gh exits 0, 1, 2, 4 and 8 only); default true: exit_codes extends the default table.",
                            "type": "boolean",
                        },
                        "exit_codes": {
                            "description": "Extends the default exit-code table (FAILURE 1, USAGE 2, NOT_FOUND 3, CONFLICT 4, TRANSIENT 5, PRECONDITION 6, PERMISSION_DENIED 7, AUTH_REQUIRED 8, INTERNAL 9): name -> number (1-255; 126-165 draw a warning) and class. An entry replaces the default of its name and of its number. class: shared lets errors of several classes use one number (the envelope tells them apart); class: result declares a status that is no failure (a diff that found differences).",
                            "type": "object",
                            "propertyNames": {
                                "type": "string",
                                "maxLength": 100,
                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                            },
                            "additionalProperties": {
                                "type": "object",
                                "required": ["code", "class"],
                                "additionalProperties": False,
                                "properties": {
                                    "code": {
                                        "description": "The exit number, 1-255.",
                                        "type": "integer",
                                        "minimum": 1,
                                        "maximum": 255,
                                    },
                                    "class": {
                                        "description": "The recovery class of every error that exits so; shared: errors of several classes (the envelope tells them apart); result: a status that is no failure.",
                                        "enum": [
                                            "transient",
                                            "correctable",
                                            "terminal",
                                            "shared",
                                            "result",
                                        ],
                                    },
                                    "ignore": {
                                        "description": "Warnings acknowledged for this exit code, by rule id: each is known and meant.",
                                        "type": "array",
                                        "uniqueItems": True,
                                        "items": {
                                            "enum": ["exit-code-shell-reserved", "exit-code-shared"]
                                        },
                                    },
                                },
                            },
                        },
                        "operations": {
                            "description": "The tool's own commands (or MCP tools, or HTTP operations), each with the errors it can end with: operation name (the tool's or a companion's command, as typed: depot push) -> operation. errgen's built-in INTERNAL_ERROR belongs to every operation.",
                            "type": "object",
                            "maxProperties": 500,
                            "propertyNames": {
                                "description": "An operation's name: the command as typed, words of letters, digits, '.', '_' and '-' separated by one space, the first the tool's name or a companion's (depot push).",
                                "type": "string",
                                "maxLength": 100,
                                "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*( [A-Za-z0-9][A-Za-z0-9._-]*)*(?![\\s\\S])",
                            },
                            "additionalProperties": {
                                "type": "object",
                                "required": ["errors"],
                                "additionalProperties": False,
                                "properties": {
                                    "summary": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 1000,
                                    },
                                    "errors": {
                                        "description": "The errors the operation can end with: codes, or tag:NAME for every code that carries the tag.",
                                        "type": "array",
                                        "maxItems": 500,
                                        "items": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^(tag:[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*|[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)(?![\\s\\S])",
                                        },
                                    },
                                    "exits": {
                                        "description": "Code -> exit name: in this operation the code exits with that declared exit code instead of its own (docker run exits 125 where other commands exit 1).",
                                        "type": "object",
                                        "propertyNames": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        "additionalProperties": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                    },
                                    "results": {
                                        "description": "Answer name -> exit number: in this operation that status is an answer, not a failure (kubectl diff exits 1 when it found differences, where 1 is every other command's error); on a shared number of its errors, the envelope tells them apart.",
                                        "type": "object",
                                        "maxProperties": 20,
                                        "propertyNames": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        "additionalProperties": {
                                            "type": "integer",
                                            "minimum": 1,
                                            "maximum": 255,
                                        },
                                    },
                                    "passes_exit_status": {
                                        "description": "true: any exit status that is not one of the operation's own is the status of the program it ran, passed through (docker run, kubectl exec, npm run).",
                                        "type": "boolean",
                                    },
                                    "http": {
                                        "description": "The operation's HTTP method and path, for the openapi target: its responses are limited to the operation's codes.",
                                        "type": "object",
                                        "required": ["method", "path"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "method": {
                                                "description": "The HTTP method, lower case.",
                                                "enum": [
                                                    "get",
                                                    "put",
                                                    "post",
                                                    "delete",
                                                    "options",
                                                    "head",
                                                    "patch",
                                                    "trace",
                                                ],
                                            },
                                            "path": {
                                                "description": "The path template, as OpenAPI writes it (/notes/{id}).",
                                                "type": "string",
                                                "maxLength": 200,
                                                "pattern": "^/[A-Za-z0-9._~!&'()*+,;=:@%{}/-]*(?![\\s\\S])",
                                            },
                                        },
                                    },
                                },
                            },
                        },
                        "docs_url": {
                            "description": "Base URL of the published docs page; an error's help_url is it plus the error's anchor.",
                            "type": "string",
                            "maxLength": 200,
                            "pattern": "^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+(?![\\s\\S])",
                        },
                        "docs_layout": {
                            "description": "How the docs are published: page (one page, an error's help_url is docs_url plus its anchor, the default) or pages (a page per code: docs_url is the index page's folder and an error's help_url is its own page, docs_url/anchor/).",
                            "enum": ["page", "pages"],
                        },
                        "include": {
                            "description": "Other catalogue files, relative to this one, whose errors, commands and companions are merged in; an entry may be {path, prefix, exits} to prefix the included file's codes and to map its exit codes onto this file's.",
                            "type": "array",
                            "uniqueItems": True,
                            "items": {
                                "description": "A catalogue file relative to this one, or {path, prefix, exits}: its codes (and its replaced_by references) get the prefix, and its errors that exit with a name of exits exit with this file's name instead.",
                                "type": ["string", "object"],
                                "minLength": 1,
                                "maxLength": 500,
                                "required": ["path"],
                                "additionalProperties": False,
                                "properties": {
                                    "path": {
                                        "description": "The included catalogue file, relative to this one.",
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 500,
                                    },
                                    "prefix": {
                                        "description": "Capitals and digits ending in an underscore, like AWS_.",
                                        "type": "string",
                                        "maxLength": 40,
                                        "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_(?![\\s\\S])",
                                    },
                                    "exits": {
                                        "description": "The included file's exit names -> this file's: its errors that exit with a name here exit with this file's exit code instead (an error relayed from another tool exits as this tool does), and the name leaves the table unless something else uses it. This file's exit must be shared or of the same class; never a result.",
                                        "type": "object",
                                        "propertyNames": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                        "additionalProperties": {
                                            "type": "string",
                                            "maxLength": 100,
                                            "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                                        },
                                    },
                                },
                            },
                        },
                        "retired": {
                            "description": "Codes that were removed and must never be defined again.",
                            "type": "array",
                            "uniqueItems": True,
                            "items": {
                                "type": "string",
                                "maxLength": 100,
                                "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(?![\\s\\S])",
                            },
                        },
                        "tags": {
                            "description": "The tags errors may carry (groups such as card-error or network); each error's tags are a subset.",
                            "type": "array",
                            "uniqueItems": True,
                            "maxItems": 100,
                            "items": {
                                "description": "A tag: lowercase kebab-case words, each starting with a letter (card-error, network).",
                                "type": "string",
                                "maxLength": 40,
                                "pattern": "^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*(?![\\s\\S])",
                            },
                        },
                        "version": {
                            "description": "The catalogue's own version, MAJOR.MINOR[.PATCH]; errgen diff accepts breaking changes across a major version bump.",
                            "type": "string",
                            "maxLength": 40,
                            "pattern": "^[0-9]+(\\.[0-9]+){1,2}(?![\\s\\S])",
                        },
                    },
                },
                rule="additionalProperties",
            )
    return data


validate = validate_urn_errgen_catalogue_1
