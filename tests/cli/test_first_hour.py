"""The first hour of a new user (issue 15): conventions, one finding per mistake, paths as
written, registry changes in diff, init's editor hook-up, colour and escaping."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.conftest import CASES, GUIDE, run_errgen, run_process, write

TOOL = """\
errgen: 1
tool:
  name: shipit
  commands:
    shipit auth login: {effect: idempotent, interactive: true}
    shipit doctor: {effect: read-only}
errors:
  LOGGED_OUT:
    message: Not logged in
    retryable: false
    fix_required: A person must run `shipit auth login`
    exit: AUTH_REQUIRED
"""


# 1. conventions


@pytest.mark.parametrize("flag", ["--version", "-V"])
def test_version(flag: str) -> None:
    from errgen import __version__

    result = run_errgen(flag)
    assert result.code == 0 and result.out == f"errgen {__version__}\n"


def test_short_help_and_target_names_in_build_help() -> None:
    assert run_errgen("-h").out.startswith("Usage: errgen")
    shown = run_errgen("build", "-h").out
    assert all(
        name in shown.replace("-\n", "-").replace("\n", " ") for name in ("python", "markdown")
    )


def test_completion_scripts_and_answers(tmp_path: Path) -> None:
    """`--show-completion SHELL` prints typer's script; the script's question (errgen run with
    _ERRGEN_COMPLETE set and the words typed so far) is answered with errgen's own words."""
    script = run_process("--show-completion", "bash")
    assert script.code == 0 and "_ERRGEN_COMPLETE=complete_bash" in script.out
    assert "complete -o default -F _errgen_completion errgen" in script.out
    login_shell = run_process("--show-completion", env={**os.environ, "SHELL": "/bin/zsh"})
    assert login_shell.code == 0 and "#compdef errgen" in login_shell.out
    assert "--show-completion" in run_errgen("--help").out
    typed = [
        ("errgen bu", {"build"}),
        ("errgen build --ch", {"--check"}),
        ("errgen build --target ty", {"typescript"}),
        ("errgen explain yaml-dup", {"yaml-duplicate-key"}),
    ]
    for line, expected in typed:
        env = {
            **os.environ,
            "_ERRGEN_COMPLETE": "complete_bash",
            "COMP_WORDS": line,
            "COMP_CWORD": str(len(line.split()) - 1),
        }
        answered = run_process(cwd=tmp_path, env=env)
        assert answered.code == 0 and set(answered.out.split()) == expected, line


def test_python_dash_m() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "errgen", "--version"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0 and done.stdout.startswith("errgen ")


# 2. one mistake, one finding


def test_a_typo_of_retryable_is_one_unknown_key(tmp_path: Path) -> None:
    case = (CASES / "bad" / "unknown_key_retryable_typo.yaml").read_text()
    write(tmp_path / "errors.yaml", case)
    data = run_errgen("validate", "--json", cwd=tmp_path).envelope()["data"]
    [only] = data["diagnostics"]
    assert only["rule"] == "unknown-key" and only["hint"] == "did you mean 'retryable'?"


def test_a_standalone_finding_still_stands(tmp_path: Path) -> None:
    """Follow-ons are skipped only where the schema spoke: retry_after_ms on a real false."""
    write(
        tmp_path / "errors.yaml",
        "errgen: 1\ntool: {name: tool}\nerrors:\n"
        "  A: {message: x, retryable: false, retry_after_ms: 5, exit: FAILURE}\n",
    )
    data = run_errgen("validate", "--json", cwd=tmp_path).envelope()["data"]
    assert [d["rule"] for d in data["diagnostics"]] == ["retry-after-without-retryable"]


# 4. a warning has a way out


def test_an_acknowledged_warning_passes_strict(tmp_path: Path) -> None:
    write(tmp_path / "errors.yaml", TOOL)
    assert run_errgen("validate", "--strict", cwd=tmp_path).code == 2
    write(tmp_path / "errors.yaml", TOOL + "    ignore: [prose-only-recovery]\n")
    assert run_errgen("validate", "--strict", cwd=tmp_path).code == 0


def test_only_warnings_can_be_acknowledged(tmp_path: Path) -> None:
    from errgen.validation.registry import all_rules
    from errgen.validation.schema import catalogue_schema

    defs = catalogue_schema()["$defs"]
    # an exit code's warning is acknowledged on the exit code
    enum = [
        *defs["error"]["properties"]["ignore"]["items"]["enum"],
        *defs["exit_code"]["properties"]["ignore"]["items"]["enum"],
        *defs["command"]["properties"]["ignore"]["items"]["enum"],  # a registry line's
    ]
    # every warning but ignore-unneeded, which is about an acknowledgement itself: removing
    # the stale entry is its only answer
    warnings = [r.id for r in all_rules().values() if r.severity in ("warning", "info")]
    assert sorted(enum) == sorted(set(warnings) - {"ignore-unneeded"})
    write(tmp_path / "errors.yaml", TOOL + "    ignore: [fix-command-interactive]\n")
    result = run_errgen("validate", "--json", cwd=tmp_path)
    assert "invalid-value" in {d["rule"] for d in result.envelope()["data"]["diagnostics"]}


# 5. usage errors and did-you-means


def test_a_bad_target_is_a_usage_error_with_did_you_mean(tmp_path: Path) -> None:
    write(tmp_path / "errgen.toml", 'catalog = "errors.yaml"\n')
    write(tmp_path / "errors.yaml", GUIDE.read_text())
    error = run_errgen("build", "-t", "pyton", "--json", cwd=tmp_path).envelope()["error"]
    assert error["code"] == "USAGE_INVALID" and "did you mean python?" in error["message"]
    assert "errgen.toml" not in error["message"]


@pytest.mark.parametrize(
    ("topic", "meant"),
    [("fix-comand-destructive", "fix-command-destructive"), ("CATALOG_INVALD", "CATALOG_INVALID")],
)
def test_explain_did_you_mean(tmp_path: Path, topic: str, meant: str) -> None:
    result = run_errgen("explain", topic, "--json", cwd=tmp_path)
    assert result.code == 3 and f"did you mean {meant}" in result.envelope()["error"]["message"]


def test_explain_did_you_mean_a_code_of_the_catalogue(tmp_path: Path) -> None:
    write(tmp_path / "errors.yaml", GUIDE.read_text())
    result = run_errgen("explain", "CREDENTIALS_EXPRED", cwd=tmp_path)
    assert "did you mean CREDENTIALS_EXPIRED?" in result.err


# 6. --check names every stale file; --diff shows them


def test_check_names_every_stale_file_and_diff_shows_them(tmp_path: Path) -> None:
    write(tmp_path / "errgen.toml", 'out = "gen"\ntargets = ["python", "exit-codes"]\n')
    write(tmp_path / "errors.yaml", GUIDE.read_text())
    assert run_errgen("build", cwd=tmp_path).code == 0
    (tmp_path / "gen" / "errors.py").write_text("# edited\n")
    (tmp_path / "gen" / "exit_codes.json").unlink()
    checked = run_errgen("build", "--check", "--json", cwd=tmp_path).envelope()
    assert checked["data"]["stale"] == ["gen/errors.py", "gen/exit_codes.json"]
    assert checked["error"]["details"]["paths"] == "gen/errors.py, gen/exit_codes.json"
    shown = run_errgen("build", "--diff", cwd=tmp_path)
    assert shown.code == 6 and "--- a/gen/errors.py\n+++ b/gen/errors.py\n" in shown.out
    assert "-# edited\n" in shown.out and "+++ b/gen/exit_codes.json" in shown.out
    assert (tmp_path / "gen" / "errors.py").read_text() == "# edited\n", "--diff writes nothing"


# 7. paths as written; a folder exits as a missing file


def test_paths_are_shown_as_written(tmp_path: Path) -> None:
    bad = write(tmp_path / "sub" / "errors.yaml", "errgen: 1\ntool: {name: tool}\nerrors: []\n")
    relative = run_errgen("validate", "sub/errors.yaml", cwd=tmp_path)
    assert relative.out.startswith("sub/errors.yaml:3:")
    absolute = run_errgen("validate", str(bad), cwd=tmp_path / "sub")
    assert absolute.out.startswith(f"{bad}:3:")
    folder = run_errgen("validate", "sub", cwd=tmp_path)
    assert folder.code == run_errgen("validate", "nothing.yaml", cwd=tmp_path).code == 3
    assert "Catalogue sub is a folder" in folder.err


# 8. warnings once, and not at all where they are not the answer


def test_warnings_are_not_repeated(tmp_path: Path) -> None:
    write(tmp_path / "errgen.toml", 'out = "gen"\ntargets = ["exit-codes"]\n')
    write(tmp_path / "errors.yaml", TOOL)
    built = run_errgen("build", cwd=tmp_path)
    assert built.code == 0 and built.out.count("warning[prose-only-recovery]") == 1
    explained = run_errgen("explain", "LOGGED_OUT", cwd=tmp_path)
    assert explained.out.startswith("LOGGED_OUT (") and "warning" not in explained.out
    write(tmp_path / "new.yaml", TOOL)
    diffed = run_errgen("diff", "errors.yaml", "new.yaml", cwd=tmp_path)
    assert diffed.code == 0 and "warning" not in diffed.out + diffed.err


# 10. diff: the registry, and a breaking change that is meant


def _diff(tmp_path: Path, old: str, new: str) -> tuple[int, dict[str, object]]:
    write(tmp_path / "old.yaml", old)
    write(tmp_path / "new.yaml", new)
    result = run_errgen("diff", "old.yaml", "new.yaml", "--json", cwd=tmp_path)
    data = result.envelope()["data"]
    assert isinstance(data, dict)
    return result.code, data


def test_diff_reports_registry_changes(tmp_path: Path) -> None:
    new = TOOL.replace("shipit doctor: {effect: read-only}", "shipit doctor: {effect: destructive}")
    new = new.replace("  commands:\n", "  commands:\n    shipit status: {effect: read-only}\n")
    new = new.replace("    shipit auth login: {effect: idempotent, interactive: true}\n", "")
    new = new.replace("fix_required: A person must run `shipit auth login`", "fix_required: Log in")
    code, data = _diff(tmp_path, TOOL, new)
    changes = {(c["code"], c["kind"], c["breaking"]) for c in data["changes"]}  # type: ignore[attr-defined]
    assert {
        ("shipit doctor", "effect", True),
        ("shipit status", "command", False),
        ("shipit auth login", "command", True),
    } <= changes
    assert code == 6
    code, data = _diff(tmp_path, new, TOOL)
    assert ("shipit doctor", "effect", False) in {
        (c["code"], c["kind"], c["breaking"]) for c in data["changes"]  # type: ignore[attr-defined]
    }


def test_a_major_version_bump_makes_a_breaking_change_intended(tmp_path: Path) -> None:
    # PRECONDITION, not USAGE: an error moved to USAGE would become the usage error in force,
    # and the built-in USAGE_ERROR's going away is a breaking change of its own
    new = TOOL.replace("    exit: AUTH_REQUIRED\n", "    exit: PRECONDITION\n")
    code, data = _diff(tmp_path, 'version: "1.4"\n' + TOOL, 'version: "1.5"\n' + new)
    assert code == 6 and data["breaking"] == 1 and data["intended"] is False
    code, data = _diff(tmp_path, 'version: "1.4"\n' + TOOL, 'version: "2.0"\n' + new)
    assert code == 0 and data["breaking"] == 1 and data["intended"] is True
    shown = run_errgen("diff", "old.yaml", "new.yaml", cwd=tmp_path)
    assert "1 breaking (intended: version 1.4 -> 2.0)" in shown.err


# 11. configuration found from the catalogue given


def test_configuration_is_found_from_the_catalogue(tmp_path: Path) -> None:
    write(
        tmp_path / "pyproject.toml", '[tool.errgen]\ncatalog = "x.yaml"\ntargets = ["markdown"]\n'
    )
    write(tmp_path / "tool" / "errgen.toml", 'out = "gen"\ntargets = ["exit-codes"]\n')
    write(tmp_path / "tool" / "errors.yaml", GUIDE.read_text())
    result = run_errgen("build", "tool/errors.yaml", "--json", cwd=tmp_path)
    assert result.envelope()["data"]["written"] == ["tool/gen/exit_codes.json"]


# 12. init


def test_init_names_the_tool_after_its_folder_and_hooks_up_editors(tmp_path: Path) -> None:
    folder = tmp_path / "Ship It_2"
    folder.mkdir()
    assert run_errgen("init", cwd=folder).code == 0
    catalogue = (folder / "errors.yaml").read_text()
    assert catalogue.startswith("# yaml-language-server: $schema=errgen.schema.json\n")
    assert yaml.safe_load(catalogue)["tool"]["name"] == "ship-it_2"
    assert json.loads((folder / "errgen.schema.json").read_text()) == json.loads(
        run_errgen("schema").out
    )
    assert run_errgen("validate", "--strict", cwd=folder).code == 0
    assert run_errgen("build", cwd=folder).code == 0


def test_init_name(tmp_path: Path) -> None:
    assert run_errgen("init", "--name", "deploy", cwd=tmp_path).code == 0
    assert "deploy auth refresh" in (tmp_path / "errors.yaml").read_text()
    refused = run_errgen("init", "--name", "Deploy Tool", "--json", cwd=tmp_path / "..")
    assert refused.code == 2 and "try deploy-tool" in refused.envelope()["error"]["message"]


def test_no_cache_folder_when_the_first_build_fails(tmp_path: Path) -> None:
    write(tmp_path / "errors.yaml", "errgen: 1\ntool: {name: tool}\nerrors: []\n")
    assert run_errgen("build", cwd=tmp_path).code == 2
    assert not (tmp_path / ".errgen_cache").exists()


# 14. messages say it in words


def test_help_and_explain_cite_nothing_users_cannot_see() -> None:
    recover_help = run_errgen("recover", "--help").out
    assert "guide" not in recover_help and "last attempt's exit code" in recover_help
    for rule in run_errgen("explain", "--json").envelope()["data"]["rules"]:
        assert "REQ-" not in run_errgen("explain", rule["rule"]).out


# 15. colour and the source line


def test_source_line_and_caret(tmp_path: Path) -> None:
    write(
        tmp_path / "errors.yaml",
        "errgen: 1\ntool: {name: tool}\nerrors:\n  A: {message: x, retryable: yes, exit: FAILURE}\n",
    )
    result = run_errgen("validate", cwd=tmp_path)
    assert result.out.splitlines()[:4] == [
        "errors.yaml:4:30: error[yaml-boolean]: 'yes' is a boolean in some YAML readers and a string in others",
        "  |",
        "4 |   A: {message: x, retryable: yes, exit: FAILURE}",
        "  |                              ^",
    ]
    assert "\x1b[" not in result.out + result.err


def test_colour_follows_force_and_no_color(tmp_path: Path) -> None:
    import os

    write(tmp_path / "errors.yaml", "errgen: 1\ntool: {name: tool}\nerrors: []\n")
    env = {**os.environ, "FORCE_COLOR": "1"}
    env.pop("NO_COLOR", None)
    forced = run_process("validate", cwd=tmp_path, env=env)
    assert "\x1b[1;31merror\x1b[0m[\x1b[36mwrong-type\x1b[0m]" in forced.out
    assert "\x1b[1;31merror\x1b[0m[" in forced.err
    plain = run_process("validate", cwd=tmp_path, env={**env, "NO_COLOR": "1"})
    assert "\x1b[" not in plain.out + plain.err


# issue 13 #6: what errgen prints is escaped, paths included


def test_an_include_named_with_escapes_cannot_rewrite_the_terminal(tmp_path: Path) -> None:
    name = "x\x1b[2K\r" + "errors.yaml: valid, 0 warnings\x1b[8m.yaml"
    write(tmp_path / name, "errgen: 1\ntool: {name: tool}\nerrors: []\n")
    write(
        tmp_path / "errors.yaml",
        f"errgen: 1\ntool: {{name: tool}}\ninclude: [{json.dumps(name)}]\nerrors: {{}}\n",
    )
    result = run_errgen("validate", cwd=tmp_path)
    assert result.code == 2
    assert "\x1b" not in result.out + result.err and "\r" not in result.out + result.err
    assert "\\x1b[2K\\x0d" in result.out


# 3. syntax errors read the same under both parsers: catalogue/test_without_libyaml.py


# 9. recover without an envelope names no fix_required it does not have


def test_recover_without_an_envelope_says_escalate(tmp_path: Path) -> None:
    result = run_errgen("recover", "--", sys.executable, "-c", "raise SystemExit(6)", cwd=tmp_path)
    assert result.code == 6
    assert "no envelope says how: escalate" in result.err and "fix_required" not in result.err
