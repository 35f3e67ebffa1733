"""The command line as users and pipelines see it: text, envelopes, exit codes, no tracebacks."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from tests.conftest import CASES, GUIDE, ROOT, run_errgen, run_process, write

SNAPSHOTS = CASES / "snapshots"
SNAPSHOT_CASES = [
    "yaml_duplicate_fix_command",
    "command_shell_semicolon",
    "message_field_dunder",
    "text_control_ansi",
    "fix_command_abbreviated_flag",
    # YAML syntax errors in a catalogue's terms, each with its source line and caret
    "yaml_syntax_tab_indent",
    "yaml_syntax_colon_in_value",
    "yaml_syntax_indent_deeper",
    "yaml_syntax_bad_indent",
    "yaml_syntax_unclosed_sequence",
    "yaml_syntax_comma_in_flow",
    "yaml_syntax_bracket_in_flow",
    # one mistake, one finding
    "unknown_key_retryable_typo",
    "wrong_type_retryable_true_with_retry",
]


def test_valid_catalogue(tmp_path: Path) -> None:
    result = run_errgen("validate", str(GUIDE))
    assert result.code == 0 and result.out == ""
    assert "valid, 0 warnings" in result.err


def test_validate_says_when_errgen_adds_internal_error() -> None:
    # the guide defines no INTERNAL_ERROR, payctl defines its own
    assert run_errgen("validate", str(GUIDE)).err.rstrip().endswith(
        "; INTERNAL_ERROR and USAGE_ERROR added"
    )
    own = run_errgen("validate", str(ROOT / "examples" / "real-tools" / "payctl" / "errors.yaml"))
    assert own.code == 0 and "INTERNAL_ERROR" not in own.err


def test_validate_json_envelope_on_success_and_failure() -> None:
    ok = run_errgen("validate", str(GUIDE), "--json").envelope()
    assert ok["ok"] is True and ok["error"] is None and ok["data"] == {"diagnostics": []}
    bad_path = CASES / "bad" / "fix_command_destructive.yaml"
    failed = run_errgen("validate", str(bad_path), "--json")
    assert failed.code == 2
    envelope = failed.envelope()
    assert envelope["ok"] is False
    assert envelope["error"]["code"] == "CATALOG_INVALID"
    assert envelope["error"]["retryable"] is False and "fix_required" in envelope["error"]
    [diagnostic] = envelope["data"]["diagnostics"]
    assert set(diagnostic) == {"file", "line", "column", "severity", "rule", "message", "hint"}
    assert diagnostic["rule"] == "fix-command-destructive" and diagnostic["line"] == 16


def test_strict_makes_warnings_fail() -> None:
    path = CASES / "bad" / "prose_only_recovery_backticks.yaml"
    assert run_errgen("validate", str(path)).code == 0
    strict = run_errgen("validate", str(path), "--strict")
    assert strict.code == 2 and "warning[prose-only-recovery]" in strict.out


def test_diagnostics_are_sorted_by_position() -> None:
    result = run_errgen("validate", str(CASES / "bad" / "yaml_billion_laughs.yaml"), "--json")
    positions = [(d["line"], d["column"]) for d in result.envelope()["data"]["diagnostics"]]
    assert positions == sorted(positions)


@pytest.mark.parametrize("name", SNAPSHOT_CASES)
def test_diagnostic_output_snapshot(name: str) -> None:
    """The full text a user sees, reviewed as text; rewrite with `make regen`."""
    result = run_errgen("validate", f"tests/cases/bad/{name}.yaml", cwd=ROOT)
    shown = f"$ errgen validate tests/cases/bad/{name}.yaml\n{result.out}{result.err}exit {result.code}\n"
    assert (SNAPSHOTS / f"{name}.txt").read_text("utf-8") == shown


@pytest.mark.parametrize(
    ("args", "code", "error"),
    [
        (["validate", "missing.yaml"], 3, "CATALOG_NOT_FOUND"),
        (["validate", "."], 3, "CATALOG_IS_FOLDER"),
        (["build", "--no-such-flag"], 2, "USAGE_INVALID"),
        (["frobnicate"], 2, "USAGE_INVALID"),
        (["explain", "NOPE"], 3, "TOPIC_NOT_FOUND"),
    ],
)
def test_errgen_errors_are_envelopes_with_their_exit_codes(
    tmp_path: Path, args: list[str], code: int, error: str
) -> None:
    result = run_errgen(*args, "--json", cwd=tmp_path)
    assert result.code == code
    envelope = result.envelope()
    assert envelope["error"]["code"] == error and envelope["data"] is None
    text = run_errgen(*args, cwd=tmp_path)
    assert text.code == code and f"error[{error}]" in text.err and "Traceback" not in text.err


def test_envelopes_match_errgen_own_exit_classes(tmp_path: Path) -> None:
    from errgen.generated import errors

    for cls in errors.ERRORS.values():
        assert errors.EXIT_CLASSES[cls.exit_code] == cls.recovery


def test_schema_command_prints_the_catalogue_schema() -> None:
    result = run_errgen("schema")
    schema = json.loads(result.out)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(schema)
    import yaml

    jsonschema.validate(yaml.safe_load(GUIDE.read_text()), schema)


def test_real_process_help_and_validate(tmp_path: Path) -> None:
    assert run_process("--help").code == 0
    write(
        tmp_path / "bad.yaml",
        "errgen: 1\ntool: {name: tool}\nerrors:\n  A: {message: x, retryable: yes, exit: FAILURE}\n",
    )
    result = run_process("validate", "bad.yaml", cwd=tmp_path)
    assert result.code == 2
    assert result.out.startswith("bad.yaml:4:30: error[yaml-boolean]:")
    assert "Traceback" not in result.err


def test_internal_error_is_an_envelope_without_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    import errgen.validation

    def explode(*_: object) -> None:
        raise RuntimeError("bug")

    monkeypatch.setattr(errgen.validation, "check_bytes", explode)
    result = run_errgen("validate", str(GUIDE), "--json")
    assert result.code == 9
    assert result.envelope()["error"]["code"] == "INTERNAL_ERROR"
    assert "Traceback" not in result.out + result.err


def test_schema_of_catalog_json() -> None:
    schema = json.loads(run_errgen("schema", "--catalog-json").out)
    assert schema["$id"] == "urn:errgen:catalog-json:1"
    jsonschema.Draft202012Validator.check_schema(schema)


def test_bare_errgen_shows_help(tmp_path: Path) -> None:
    result = run_errgen(cwd=tmp_path)
    assert result.code == 0 and result.out.startswith("Usage: errgen")
    assert "recover" in result.out and "diff" in result.out


# The command line's edges, as a new user and a red team found them (argparse's defaults differ
# from click's): each case is what errgen must do, not what a parser happens to.


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["schema", "--js"], "errgen schema: unrecognized arguments: --js"),  # no abbreviations
        (["build", "--c"], "errgen build: unrecognized arguments: --c"),
        (["buidl"], "no command 'buidl'; did you mean build?"),
        (["build", "--bogus"], "errgen build: unrecognized arguments: --bogus"),
    ],
)
def test_usage_mistakes_are_refused_and_named(tmp_path: Path, args: list[str], says: str) -> None:
    result = run_errgen(*args, "--json", cwd=tmp_path)
    error = result.envelope()["error"]
    assert result.code == 2 and error["code"] == "USAGE_INVALID" and says in error["message"]


def test_validate_takes_options_between_catalogues(tmp_path: Path) -> None:
    for name in ("a.yaml", "b.yaml"):
        (tmp_path / name).write_bytes(GUIDE.read_bytes())
    result = run_errgen("validate", "a.yaml", "--strict", "b.yaml", cwd=tmp_path)
    assert result.code == 0, result.err
    assert "a.yaml: valid" in result.err and "b.yaml: valid" in result.err


def test_a_childs_json_flag_is_the_childs(tmp_path: Path) -> None:
    # without --, everything from the command on is the command's: errgen answers in text
    result = run_errgen("recover", "no-such-program-here", "--json", cwd=tmp_path)
    assert result.code == 3 and result.out == "" and "error[COMMAND_NOT_FOUND]" in result.err
    ours = run_errgen("recover", "--json", "--", "no-such-program-here", cwd=tmp_path)
    assert ours.envelope()["error"]["code"] == "COMMAND_NOT_FOUND"


def test_a_closed_pipe_ends_errgen_quietly() -> None:
    import subprocess

    from tests.conftest import ERRGEN

    for args in (["schema"], ["schema", "--json"]):
        child = subprocess.Popen(
            [str(ERRGEN), *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        assert child.stdout is not None and child.stderr is not None
        child.stdout.close()  # the reader is gone before errgen writes
        err = child.stderr.read()
        assert child.wait(timeout=60) == 141 and err == b"", err


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="needs FIFOs")
def test_a_fifo_or_a_device_is_no_catalogue(tmp_path: Path) -> None:
    import os

    os.mkfifo(tmp_path / "fifo")
    for name in ("fifo", "/dev/zero"):
        result = run_errgen("validate", name, "--json", cwd=tmp_path)
        error = result.envelope()["error"]
        assert error["code"] == "CATALOG_UNREADABLE" and "not a regular file" in error["message"]


def test_paths_the_system_refuses_are_errgens_errors(tmp_path: Path) -> None:
    long = "A" * 300  # longer than a file name may be
    cases = [
        (["validate", f"{long}/x.yaml"], "USAGE_INVALID"),
        (["build", "--templates", long], "USAGE_INVALID"),
        (["diff", long, str(GUIDE)], "CATALOG_UNREADABLE"),
    ]
    for args, code in cases:
        result = run_errgen(*args, "--json", cwd=tmp_path)
        assert result.envelope()["error"]["code"] == code, (args, result.out)


def test_a_template_folder_with_a_name_that_is_not_utf8(tmp_path: Path) -> None:
    import os

    templates = tmp_path / "templates"
    templates.mkdir()
    (templates / os.fsdecode(b"notes-\xff.txt")).write_text("not a template")
    (tmp_path / "errors.yaml").write_bytes(GUIDE.read_bytes())
    result = run_errgen("build", "--templates", "templates", "--out", "out", cwd=tmp_path)
    assert result.code == 0, result.err


def test_a_long_source_line_is_shown_around_its_column() -> None:
    from errgen.cli.terminal import SHOWN_AFTER, SHOWN_BEFORE, render_diagnostics
    from errgen.diagnostics import Diagnostic

    line = "\x00" * 5_000_000 + "X" + "\x00" * 5_000_000  # a binary file's one line
    column = 5_000_001
    diagnostic = Diagnostic("f.yaml", 1, column, "error", "yaml-syntax", "bad", "fix it")
    shown = render_diagnostics((diagnostic,), {"f.yaml": line.encode()}, colour=False)
    source, caret = shown.splitlines()[2], shown.splitlines()[3]
    assert source.startswith("1 | …") and source.endswith("…")
    assert len(source) < 8 * (SHOWN_BEFORE + SHOWN_AFTER)  # each NUL is shown as \x00
    assert source[caret.index("^")] == "X"


def test_explain_an_error_of_the_configured_catalogue() -> None:
    site = ROOT / "examples" / "guide"
    text = run_errgen("explain", "CREDENTIALS_EXPIRED", cwd=site)
    assert text.code == 0, text.err
    assert "fix_command: tool auth refresh" in text.out
    envelope = run_errgen("explain", "RATE_LIMITED", "--json", cwd=site).envelope()
    assert envelope["data"]["retry_after_ms"] == 5000 and envelope["data"]["class"] == "transient"
    explicit = run_errgen(
        "explain", "PERMISSION_DENIED", "--catalog", "examples/guide/errors.yaml", cwd=ROOT
    )
    assert "terminal" in explicit.out
