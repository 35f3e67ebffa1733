"""Without black (the `black` extra not installed), errgen's own templates build the same bytes,
and a user's own Python template is FORMATTER_NOT_INSTALLED, as errgen's catalogue says."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from errgen.generated.errors import ExitCode, FormatterNotInstalledError
from errgen.targets import DEFAULT_TARGETS

from tests.golden_records import GOLDEN, SOURCES

# errgen's console script in a process where `import black` fails, as it does without the extra
WITHOUT_BLACK = "import sys; sys.modules['black'] = None; from errgen.cli import run; run()"


def errgen_without_black(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", WITHOUT_BLACK, *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_errgen_own_templates_build_the_golden_bytes_without_black(tmp_path: Path) -> None:
    every = [arg for target in DEFAULT_TARGETS for arg in ("--target", target)]
    done = errgen_without_black(
        "build", str(SOURCES["guide"]), "--out", "out", *every, cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr
    built = sorted(path.name for path in (tmp_path / "out").iterdir())
    assert "errors.py" in built and "errors.pyi" in built
    for name in built:
        assert (tmp_path / "out" / name).read_bytes() == (
            GOLDEN / "guide" / name
        ).read_bytes(), name


def test_a_user_python_template_without_black_names_the_extra(tmp_path: Path) -> None:
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "errors.py.jinja").write_text("TOOL = {{ catalogue.tool | py }}\n")
    done = errgen_without_black(
        "build", str(SOURCES["guide"]), "--out", "out", "--target", "python",
        "--templates", "mine", "--json", cwd=tmp_path,
    )  # fmt: skip
    assert (
        done.returncode == int(ExitCode.PRECONDITION) == int(FormatterNotInstalledError.exit_code)
    )
    assert "Traceback" not in done.stderr
    error = json.loads(done.stdout)["error"]
    assert error["code"] == "FORMATTER_NOT_INSTALLED" and "errors.py.jinja" in error["message"]
    assert "errgen[black]" in error["fix_required"] and "fix_command" not in error
    assert not (tmp_path / "out").exists() or list((tmp_path / "out").iterdir()) == []
    # without --json, one line names the error and the extra
    done = errgen_without_black(
        "build", str(SOURCES["guide"]), "--out", "out", "--target", "python",
        "--templates", "mine", cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 6 and "Traceback" not in done.stderr
    assert "FORMATTER_NOT_INSTALLED" in done.stderr and "errgen[black]" in done.stderr
