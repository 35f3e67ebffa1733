"""`errgen build`: configuration, targets, writing only what changed, atomically, and --check."""

from __future__ import annotations

import hashlib
import json
import os
import stat
import sys
from pathlib import Path

import pytest

from tests.conftest import GUIDE, ROOT, write

ALL_FILES = sorted(
    [
        "catalog.json",
        "errgen.schema.json",
        "envelope.schema.json",
        "errors.go",
        "errors.rs",
        "errors.md",
        "errors.py",
        "errors.pyi",
        "errors.ts",
        "exit_codes.json",
    ]
)


def configure(folder: Path, **settings: object) -> None:
    lines = [f"{key} = {json.dumps(value)}" for key, value in settings.items()]
    write(folder / "errgen.toml", "\n".join(lines) + "\n")
    (folder / "errors.yaml").write_bytes(GUIDE.read_bytes())


def test_bare_build_with_configuration_does_the_whole_job(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    configure(tmp_path, catalog="errors.yaml", out="gen")
    result = errgen_in("build")
    assert result.code == 0, result.err
    assert sorted(p.name for p in (tmp_path / "gen").iterdir()) == ALL_FILES
    table = json.loads((tmp_path / "gen" / "exit_codes.json").read_text())
    assert table["AUTH_REQUIRED"] == {"class": "correctable", "code": 8}
    assert table["SUCCESS"] == {"code": 0}


def test_pyproject_table_and_module_and_class_names(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    write(
        tmp_path / "pyproject.toml",
        '[project]\nname = "x"\n\n[tool.errgen]\ncatalog = "cat/errors.yaml"\nout = "pkg"\n'
        'targets = ["python"]\nmodule = "failures"\nbase_class = "AppError"\n',
    )
    (tmp_path / "cat").mkdir()
    (tmp_path / "cat" / "errors.yaml").write_bytes(GUIDE.read_bytes())
    result = errgen_in("build")
    assert result.code == 0, result.err
    source = (tmp_path / "pkg" / "failures.py").read_text()
    assert "class AppError(Exception):" in source
    stub = (tmp_path / "pkg" / "failures.pyi").read_text()
    assert "class CredentialsExpiredError(AppError):" in stub
    assert not (tmp_path / "pkg" / "exit_codes.json").exists()
    # the module is the python target's option; the top-level key above is its old spelling
    write(
        tmp_path / "pyproject.toml",
        '[project]\nname = "x"\n\n[tool.errgen]\ncatalog = "cat/errors.yaml"\nout = "pkg"\n'
        'targets = ["python"]\nmodule = "failures"\n[tool.errgen.python]\nmodule = "oops"\n',
    )
    assert errgen_in("build").code == 0
    assert (tmp_path / "pkg" / "oops.py").is_file() and (tmp_path / "pkg" / "oops.pyi").is_file()


def test_command_line_overrides_configuration(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    configure(tmp_path, out="gen")
    result = errgen_in("build", "errors.yaml", "--out", "elsewhere", "--target", "exit-codes")
    assert result.code == 0, result.err
    assert [p.name for p in (tmp_path / "elsewhere").iterdir()] == ["exit_codes.json"]
    assert not (tmp_path / "gen").exists()


def test_no_op_rebuild_touches_nothing(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    configure(tmp_path, out="gen")
    assert errgen_in("build").code == 0
    before = {p: p.stat().st_mtime_ns for p in (tmp_path / "gen").iterdir()}
    os.utime(tmp_path / "gen" / "errors.py", ns=(1, 1))
    before[tmp_path / "gen" / "errors.py"] = 1
    result = errgen_in("build", "--json")
    assert result.envelope()["data"]["written"] == []
    assert {p: p.stat().st_mtime_ns for p in (tmp_path / "gen").iterdir()} == before


def test_check_fails_on_stale_output_and_build_closes_the_loop(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    configure(tmp_path, out="gen")
    missing = errgen_in("build", "--check", "--json")
    assert missing.code == 6
    error = missing.envelope()["error"]
    assert error["code"] == "OUTPUT_STALE" and error["fix_command"] == "errgen build"
    assert not (tmp_path / "gen").exists(), "--check writes nothing"
    # the closed loop: run the fix command exactly as an agent would, then the check passes
    fix = errgen_in(*error["fix_command"].split()[1:])
    assert fix.code == 0
    assert errgen_in("build", "--check").code == 0
    (tmp_path / "gen" / "errors.py").write_text("# edited by hand\n")
    stale = errgen_in("build", "--check", "--json")
    assert stale.envelope()["error"]["details"] == {"count": 1, "paths": "gen/errors.py"}


def test_check_driven_by_arguments_has_no_fix_command(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "errors.yaml").write_bytes(GUIDE.read_bytes())
    result = errgen_in("build", "errors.yaml", "--out", "gen", "--check", "--json")
    assert result.code == 6
    error = result.envelope()["error"]
    assert error["code"] == "OUTPUT_STALE_ARGS" and "fix_command" not in error


def test_invalid_catalogue_writes_nothing(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    configure(tmp_path, out="gen")
    (tmp_path / "errors.yaml").write_text("errgen: 1\ntool: {name: tool}\nerrors:\n  A: {}\n")
    result = errgen_in("build", "--json")
    assert result.code == 2
    envelope = result.envelope()
    assert envelope["error"]["code"] == "CATALOG_INVALID"
    assert {d["rule"] for d in envelope["data"]["diagnostics"]} == {"missing-field"}
    assert not (tmp_path / "gen").exists()


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="root writes anywhere")
def test_unwritable_output_is_a_clean_error(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    configure(tmp_path, out="gen")
    (tmp_path / "gen").mkdir()
    (tmp_path / "gen").chmod(stat.S_IRUSR | stat.S_IXUSR)
    result = errgen_in("build", "--json")
    assert result.envelope()["error"]["code"] == "OUTPUT_UNWRITABLE"


def test_output_in_place_of_a_file_is_a_clean_error(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    configure(tmp_path, out="gen")
    (tmp_path / "gen").write_text("a file where a folder should be")
    result = errgen_in("build", "--json")
    assert result.code == 6
    assert result.envelope()["error"]["code"] == "OUTPUT_UNWRITABLE"
    assert (tmp_path / "gen").read_text() == "a file where a folder should be"


def test_existing_file_keeps_its_mode(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    configure(tmp_path, out="gen")
    assert errgen_in("build").code == 0
    target = tmp_path / "gen" / "errors.py"
    target.chmod(0o640)
    target.write_text("stale")
    assert errgen_in("build").code == 0
    assert stat.S_IMODE(target.stat().st_mode) == 0o640


@pytest.mark.parametrize(
    ("config", "problem"),
    [
        ("catalog = 3\n", "catalog must be a string"),
        ("targets = ['python', 'cobol']\n", "unknown target 'cobol'"),
        ("colour = 'blue'\n", "unknown key 'colour'"),
        # the python target's option; the old top-level key is still read
        ("module = 'not a name'\n", "python option module = 'not a name': the module's name"),
        ("[python]\nmodule = 'class'\n", "python option module = 'class': the module's name"),
        ("targets = [\n", "is not valid TOML"),
    ],
)
def test_bad_configuration_is_a_clean_error(tmp_path: Path, errgen_in, config: str, problem: str) -> None:  # type: ignore[no-untyped-def]
    write(tmp_path / "errgen.toml", config)
    (tmp_path / "errors.yaml").write_bytes(GUIDE.read_bytes())
    result = errgen_in("build", "--json")
    assert result.code == 2
    error = result.envelope()["error"]
    assert error["code"] == "CONFIG_INVALID" and problem in error["message"]


def test_unknown_target_on_the_command_line(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "errors.yaml").write_bytes(GUIDE.read_bytes())
    result = errgen_in("build", "--target", "cobol", "--json")
    assert (
        result.envelope()["error"]["code"] == "USAGE_INVALID"
    )  # the command line's, not the file's


def test_init_writes_a_starter_that_builds_and_never_overwrites(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    first = errgen_in("init", "--json")
    starter = ["errgen.toml", "errors.yaml", "errgen.schema.json"]
    assert first.envelope()["data"] == {"created": starter, "kept": []}
    assert errgen_in("validate", "--strict").code == 0
    assert errgen_in("build").code == 0
    (tmp_path / "errors.yaml").write_text("mine")
    again = errgen_in("init", "--json")
    assert again.envelope()["data"] == {"created": [], "kept": starter}
    assert (tmp_path / "errors.yaml").read_text() == "mine"


def test_rebuild_with_nothing_changed_is_a_cache_hit(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    configure(tmp_path, out="gen")
    (tmp_path / "errors.yaml").write_text(
        GUIDE.read_text() + "  PROSE:\n    message: x\n    retryable: false\n"
        "    fix_required: Run `tool doctor`\n    exit: USAGE\n"
    )
    first = errgen_in("build", "--json")
    assert first.code == 0 and len(first.envelope()["data"]["written"]) == len(ALL_FILES)
    cache = tmp_path / ".errgen_cache"
    assert (cache / ".gitignore").read_text().endswith("*\n")
    entry = next(cache.glob("build-*.json"))
    mtimes = {p: p.stat().st_mtime_ns for p in [*(tmp_path / "gen").iterdir(), entry]}
    hit = errgen_in("build")
    assert hit.code == 0 and f"0 written, {len(ALL_FILES)} unchanged" in hit.err
    assert "warning[prose-only-recovery]" in hit.out, "a hit reports the diagnostics again"
    assert {p: p.stat().st_mtime_ns for p in mtimes} == mtimes, "a no-op touches no file"


def test_cache_never_hides_a_change(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    configure(tmp_path, out="gen")
    assert errgen_in("build").code == 0
    (tmp_path / "gen" / "errors.md").write_text("edited by hand\n")
    assert errgen_in("build", "--json").envelope()["data"]["written"] == ["gen/errors.md"]
    text = (tmp_path / "errors.yaml").read_text().replace("Too many requests", "Slow down")
    (tmp_path / "errors.yaml").write_text(text)
    rebuilt = errgen_in("build", "--json").envelope()["data"]["written"]
    assert (
        "gen/errors.py" in rebuilt and "Slow down" in (tmp_path / "gen" / "errors.py").read_text()
    )
    (tmp_path / "gen" / "errors.py").unlink()
    assert errgen_in("build", "--check").code == 6


def test_check_and_no_cache_write_no_cache(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    configure(tmp_path, out="gen")
    assert errgen_in("build", "--no-cache").code == 0
    assert errgen_in("build", "--check").code == 0
    assert not (tmp_path / ".errgen_cache").exists()


def test_check_never_trusts_the_cache(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    # A poisoned cache entry (its digest rewritten to match a tampered output) must not make
    # --check pass, nor make build keep the tampered file.
    configure(tmp_path, out="gen")
    assert errgen_in("build").code == 0
    module = tmp_path / "gen" / "errors.py"
    module.write_text(module.read_text() + "__import__('os').system('id')\n")
    entry = next((tmp_path / ".errgen_cache").glob("build-*.json"))
    recorded = json.loads(entry.read_text())
    recorded["outputs"][str(module)] = hashlib.sha256(module.read_bytes()).hexdigest()
    entry.write_text(json.dumps(recorded))
    checked = errgen_in("build", "--check", "--json")
    assert checked.code == 6 and checked.envelope()["data"]["stale"] == ["gen/errors.py"]
    recorded["outputs"] = {}  # an entry that records no outputs is no hit either
    entry.write_text(json.dumps(recorded))
    assert errgen_in("build", "--json").envelope()["data"]["written"] == ["gen/errors.py"]
    assert "system" not in module.read_text()


def test_a_cache_entry_with_hostile_diagnostics_is_a_miss(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    configure(tmp_path, out="gen")
    assert errgen_in("build").code == 0
    entry = next((tmp_path / ".errgen_cache").glob("build-*.json"))
    recorded = json.loads(entry.read_text())
    for diagnostics in (
        [
            {
                "file": "x",
                "line": 1,
                "column": 1,
                "severity": "error",
                "rule": "r",
                "message": "\x1b]0;owned\x07",
                "hint": "h",
            }
        ],
        [{"file": "x"}],
        "not a list",
    ):
        recorded["diagnostics"] = diagnostics
        entry.write_text(json.dumps(recorded))
        result = errgen_in("build")
        assert result.code == 0 and "\x1b" not in result.out + result.err


def test_two_targets_given_one_path_is_a_configuration_error(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    configure(tmp_path)
    with (tmp_path / "errgen.toml").open("a") as handle:
        handle.write('[outputs]\njsonschema = "out.json"\ncatalog-json = "out.json"\n')
    result = errgen_in("build", "--json")
    assert result.code == 2 and result.envelope()["error"]["code"] == "CONFIG_INVALID"
    assert not (tmp_path / "out.json").exists()


def test_staged_files_of_another_build_in_the_same_folder_are_left_alone(
    tmp_path: Path, errgen_in  # type: ignore[no-untyped-def]
) -> None:
    configure(tmp_path, out="gen")
    (tmp_path / "gen").mkdir()
    other = tmp_path / "gen" / ".errors.py.abc123.errgen-tmp"  # another build's, mid-write
    other.write_text("another build's staged file")
    assert errgen_in("build").code == 0
    assert other.read_text() == "another build's staged file"
    assert not [
        p for p in (tmp_path / "gen").iterdir() if p.name.endswith(".errgen-tmp") and p != other
    ]


def test_a_library_build_runs_in_this_process_and_leaves_its_state_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Library functions never fork, touch the collector or the umask, or exit the process.
    import gc

    from errgen.building import run_build
    from errgen.building.config import Config
    from errgen.targets import DEFAULT_TARGETS

    def refused(*_: object) -> None:
        raise AssertionError("a library function touched the process's state")

    for name in ("fork", "umask", "_exit"):
        monkeypatch.setattr(os, name, refused, raising=False)
    for name in ("disable", "enable", "freeze", "unfreeze"):
        monkeypatch.setattr(gc, name, refused)
    config = Config(GUIDE, tmp_path / "out", DEFAULT_TARGETS, None, None)
    result = run_build(config, tmp_path)
    assert len(result.written) == len(ALL_FILES) and not result.stale
    assert run_build(config, tmp_path, check=True).stale == ()


def test_only_the_console_script_touches_the_process() -> None:
    # The static half of the test above: no module of the package but cli/__init__.py (whose
    # `run` is the console script) so much as names fork, the collector's switches, umask or os._exit.
    import re

    touching = re.compile(r"os\.fork\(|gc\.(disable|enable|freeze|unfreeze)\(|os\._exit\(|umask\(")
    package = ROOT / "generator" / "errgen"
    found = sorted(
        str(path.relative_to(package))
        for path in package.rglob("*.py")
        if path != package / "cli" / "__init__.py" and touching.search(path.read_text("utf-8"))
    )
    assert found == []
    assert touching.search((package / "cli" / "__init__.py").read_text("utf-8"))


def test_the_cache_key_follows_errgens_own_code_templates_and_generated_module() -> None:
    # a reinstalled or edited errgen never reuses an entry of the old one
    from errgen.building.cache import _errgen_digest

    digest = _errgen_digest.__wrapped__
    for path in (
        ROOT / "generator" / "errgen" / "targets" / "jinja.py",
        ROOT / "templates" / "errors.md.jinja",
        ROOT / "generator" / "errgen" / "generated" / "errors.py",
    ):
        before, stat = digest(), path.stat()
        os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
        try:
            assert digest() != before, path
        finally:
            os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
        assert digest() == before


def test_templates_obey_the_ownership_rule_the_configuration_obeys(tmp_path: Path) -> None:
    # issue 33, red team 4: another user's world-writable template rendered into errors.py
    # (and ran on import) although the configuration naming its folder had to be the user's own
    from tests.conftest import run_errgen

    configure(tmp_path, targets=["python"], templates="templates")
    folder = tmp_path / "templates"
    folder.mkdir()
    template = folder / "errors.py.jinja"
    template.write_text((ROOT / "templates" / "errors.py.jinja").read_text())

    def refused(code: str, words: str) -> None:
        error = run_errgen("build", "--json", cwd=tmp_path).envelope()["error"]
        assert error["code"] == code and words in error["message"], error
        assert not (tmp_path / "errors.py").exists()

    folder.chmod(0o777)  # the folder: anyone could plant a template in it
    refused("CONFIG_INVALID", "other users")
    folder.chmod(0o755)
    template.chmod(0o666)  # a template read from it: anyone could rewrite it
    refused("TEMPLATE_INVALID", "other users")
    template.chmod(0o644)
    if os.getuid() == 0:  # as root (as CI runs), files of another user's can be made
        os.chown(template, 12345, 12345)
        refused("TEMPLATE_INVALID", "owned by another user")
        os.chown(template, 0, 0)
        os.chown(folder, 12345, 12345)
        refused("CONFIG_INVALID", "owned by another user")
        os.chown(folder, 0, 0)
    # the same rule for a folder given on the command line
    folder.chmod(0o777)
    result = run_errgen("build", "--templates", str(folder), "--json", cwd=tmp_path)
    assert result.envelope()["error"]["code"] == "USAGE_INVALID"
    folder.chmod(0o755)
    assert run_errgen("build", cwd=tmp_path).code == 0 and (tmp_path / "errors.py").is_file()
