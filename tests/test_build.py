"""`errgen build`: configuration, targets, writing only what changed, atomically, and --check."""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import pytest

from tests.conftest import GUIDE, write

ALL_FILES = sorted(
    [
        "catalog.json",
        "envelope.schema.json",
        "errors.md",
        "errors.py",
        "errors.pyi",
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
    assert stale.envelope()["error"]["details"] == {"count": 1, "path": "gen/errors.py"}


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


def test_writes_are_atomic_and_leftovers_are_cleaned(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    configure(tmp_path, out="gen")
    (tmp_path / "gen").mkdir()
    leftover = tmp_path / "gen" / ".errors.py.abc123.errgen-tmp"
    leftover.write_text("half a file")
    assert errgen_in("build").code == 0
    assert not leftover.exists()
    assert sorted(p.name for p in (tmp_path / "gen").iterdir()) == ALL_FILES


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
        ("module = 'not a name'\n", "is not a Python identifier"),
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
    assert result.envelope()["error"]["code"] == "CONFIG_INVALID"


def test_init_writes_a_starter_that_builds_and_never_overwrites(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    first = errgen_in("init", "--json")
    assert first.envelope()["data"] == {"created": ["errgen.toml", "errors.yaml"], "kept": []}
    assert errgen_in("validate", "--strict").code == 0
    assert errgen_in("build").code == 0
    (tmp_path / "errors.yaml").write_text("mine")
    again = errgen_in("init", "--json")
    assert again.envelope()["data"] == {"created": [], "kept": ["errgen.toml", "errors.yaml"]}
    assert (tmp_path / "errors.yaml").read_text() == "mine"


def test_rebuild_with_nothing_changed_is_a_cache_hit(tmp_path: Path, errgen_in) -> None:  # type: ignore[no-untyped-def]
    configure(tmp_path, out="gen")
    (tmp_path / "errors.yaml").write_text(
        GUIDE.read_text() + "  PROSE:\n    message: x\n    retryable: false\n"
        "    fix_required: Run `tool doctor`\n    exit: USAGE\n"
    )
    first = errgen_in("build", "--json")
    assert first.code == 0 and len(first.envelope()["data"]["written"]) == 6
    cache = tmp_path / ".errgen_cache"
    assert (cache / ".gitignore").read_text().endswith("*\n")
    entry = next(cache.glob("build-*.json"))
    mtimes = {p: p.stat().st_mtime_ns for p in [*(tmp_path / "gen").iterdir(), entry]}
    hit = errgen_in("build")
    assert hit.code == 0 and "0 written, 6 unchanged" in hit.err
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


def test_parallel_rendering_gives_the_same_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    from errgen import build
    from errgen.check import check_bytes
    from errgen.config import Config
    from errgen.render import TARGETS

    data = check_bytes(GUIDE.read_bytes(), "guide").data
    config = Config(GUIDE, Path("/nonexistent"), tuple(TARGETS), "errors", None, None)
    serial = build.generate(data, config)
    monkeypatch.setattr(build, "PARALLEL_FROM", 0)
    parallel = build.generate(data, config)
    assert [(o.path, o.data) for o in parallel] == [(o.path, o.data) for o in serial]


def test_head_start_renders_the_same_bytes_while_the_catalogue_is_checked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from errgen import build
    from errgen.config import Config
    from errgen.render import TARGETS

    config = Config(GUIDE, Path("/nonexistent"), tuple(TARGETS), "errors", None, None)
    serial = build.generate(build.check_catalog(GUIDE, GUIDE.parent).data, config)
    monkeypatch.setattr(build, "PARALLEL_FROM", 0)
    started = []
    with build.Renders(config) as renders:

        def head_start(data: dict[str, object]) -> None:
            renders.head_start(data)
            started.append(renders._child is not None)

        report = build.check_catalog(GUIDE, GUIDE.parent, loaded=head_start)
        outputs = renders.finish(report.data)
    assert started == [True]
    assert [(o.path, o.data) for o in outputs] == [(o.path, o.data) for o in serial]
    with pytest.raises(ChildProcessError):
        os.waitpid(-1, os.WNOHANG)  # the child was reaped


def test_invalid_catalogue_stops_the_head_start_and_writes_nothing(
    tmp_path: Path, errgen_in, monkeypatch: pytest.MonkeyPatch  # type: ignore[no-untyped-def]
) -> None:
    from errgen import build

    monkeypatch.setattr(build, "PARALLEL_FROM", 0)
    forked = []
    original = build.Forked

    def counted(work):  # type: ignore[no-untyped-def]
        forked.append(1)
        return original(work)

    monkeypatch.setattr(build, "Forked", counted)
    # loads cleanly (so rendering starts) but breaks a rule: the check fails after the fork
    text = GUIDE.read_text("utf-8").replace(
        "fix_command: tool auth refresh", "fix_command: rm -rf /"
    )
    write(tmp_path / "errors.yaml", text)
    result = errgen_in("build", "--out", "gen")
    assert result.code == 2 and "CATALOG_INVALID" in result.err
    assert forked == [1]
    assert not (tmp_path / "gen").exists()
    with pytest.raises(ChildProcessError):
        os.waitpid(-1, os.WNOHANG)  # killed and reaped, not left running or a zombie


def test_what_a_failed_child_took_is_rendered_here(monkeypatch: pytest.MonkeyPatch) -> None:
    from errgen import build
    from errgen.config import Config
    from errgen.render import TARGETS

    config = Config(GUIDE, Path("/nonexistent"), tuple(TARGETS), "errors", None, None)
    data = build.check_catalog(GUIDE, GUIDE.parent).data
    serial = build.generate(data, config)
    monkeypatch.setattr(build, "PARALLEL_FROM", 0)
    parent = os.getpid()
    renders = build.Renders(config)
    real = list(renders.renders)

    def crashing_in_the_child(render):  # type: ignore[no-untyped-def]
        def run(catalogue):  # type: ignore[no-untyped-def]
            if os.getpid() != parent:
                os._exit(3)  # the child dies after taking a file
            return render(catalogue)

        return run

    renders.renders = [crashing_in_the_child(r) for r in real]
    with renders:
        renders.head_start(data)
        outputs = renders.finish(data)
    assert [(o.path, o.data) for o in outputs] == [(o.path, o.data) for o in serial]


def test_a_staging_child_writes_the_same_files_and_leaves_no_temporary_one(
    tmp_path: Path, errgen_in, monkeypatch: pytest.MonkeyPatch  # type: ignore[no-untyped-def]
) -> None:
    from errgen import build

    serial = tmp_path / "serial"
    assert errgen_in("build", str(GUIDE), "--out", str(serial), "--no-cache").code == 0
    monkeypatch.setattr(build, "PARALLEL_FROM", 0)
    shared = tmp_path / "shared"
    assert errgen_in("build", str(GUIDE), "--out", str(shared), "--no-cache").code == 0
    assert {p.name: p.read_bytes() for p in shared.iterdir()} == {
        p.name: p.read_bytes() for p in serial.iterdir()
    }
    # again: every file is current, the child stages nothing and reports it unchanged
    again = errgen_in("build", str(GUIDE), "--out", str(shared), "--no-cache", "--json")
    assert again.code == 0 and again.envelope()["data"]["written"] == []
    with pytest.raises(ChildProcessError):
        os.waitpid(-1, os.WNOHANG)


def test_a_child_never_told_to_go_writes_nothing_and_ends(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The child writes only after this process says go; if this process dies (or the check
    # fails) first, its end of the pipe closes and the child ends instead of waiting for ever.
    import signal

    from errgen import build
    from errgen.config import Config
    from errgen.render import TARGETS

    monkeypatch.setattr(build, "PARALLEL_FROM", 0)
    config = Config(GUIDE, tmp_path / "out", tuple(TARGETS), "errors", None, None)
    data = build.check_catalog(GUIDE, GUIDE.parent).data
    renders = build.Renders(config, stage=True)
    renders.head_start(data)
    child = renders._child
    assert child is not None
    os.close(child.signal)  # as if this process had died before the go
    child.signal = -1

    def waited_too_long(*_: object) -> None:
        child.cancel()
        raise TimeoutError("the child is still waiting for a go that will never come")

    previous = signal.signal(signal.SIGALRM, waited_too_long)
    signal.alarm(30)  # a child waiting for ever fails the test instead of hanging it
    try:
        received = child.collect()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    assert received and all(isinstance(text, bytes) for text in received.values())
    assert not (tmp_path / "out").exists()
    with pytest.raises(ChildProcessError):
        os.waitpid(-1, os.WNOHANG)
