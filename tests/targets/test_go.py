"""The go target, checked by the real toolchain: go vet (which builds), gofmt, go test, and
hostile catalogue text that stays an inert constant."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errgen.targets.go import go_literal, go_name, go_string

from tests.conftest import TESTS
from tests.golden_records import SOURCES
from tests.polyglot import GOLDEN, go_module, go_package_of, need_go, run
from tests.targets.test_polyglot_inert import inert_outputs, inert_python_constants

pytestmark = pytest.mark.slow  # the Go toolchain

TESTS = TESTS / "go"


def test_golden_packages_are_gofmt_and_vet_clean(tmp_path: Path) -> None:
    go = need_go()
    go_module(tmp_path, {name: (GOLDEN / name / "errors.go").read_bytes() for name in SOURCES})
    for name in SOURCES:  # the mcp-go target's file joins its package
        (tmp_path / name / "mcp.go").write_bytes((GOLDEN / name / "mcp.go").read_bytes())
    fmt = run([str(Path(go).parent / "gofmt"), "-l", "."], tmp_path)
    assert fmt.returncode == 0 and fmt.stdout == "", fmt.stdout + fmt.stderr
    vet = run([go, "vet", "./..."], tmp_path)
    assert vet.returncode == 0, vet.stderr


def test_the_contract_under_go_test(tmp_path: Path) -> None:
    go = need_go()
    assert go_package_of("guide") == "toolerrors"
    go_module(tmp_path, {"guide": (GOLDEN / "guide" / "errors.go").read_bytes()})
    (tmp_path / "guide" / "contract_test.go").write_bytes((TESTS / "contract_test.go").read_bytes())
    done = run([go, "test", "./..."], tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


def test_golden_go_is_ascii_and_stdlib_only() -> None:
    for name in SOURCES:
        source = (GOLDEN / name / "errors.go").read_bytes()
        assert source.isascii()
        block = source.decode().split("import (\n", 1)[1].split(")", 1)[0]
        assert all("." not in line.split('"')[1] for line in block.splitlines() if '"' in line)


def test_hostile_text_stays_inert_constants(tmp_path: Path) -> None:
    go = need_go()
    outputs, codes = inert_outputs()
    go_module(tmp_path, {"inert": outputs["errors.go"]})
    calls = "".join(f"\t\tm.New{cls}(),\n" for cls in codes.values())
    (tmp_path / "cmd").mkdir()
    (tmp_path / "cmd" / "main.go").write_text(
        'package main\n\nimport (\n\t"encoding/json"\n\t"os"\n\n'
        '\tm "errgen.test/m/inert"\n)\n\n'
        "func main() {\n\tvar out []map[string]string\n"
        f"\tfor _, e := range []m.ToolError{{\n{calls}\t}} {{\n"
        '\t\tout = append(out, map[string]string{"code": string(e.Code()), "message": e.Message(), '
        '"fix_required": e.FixRequired(), "suggestion": e.Suggestion()})\n\t}\n'
        "\t_ = json.NewEncoder(os.Stdout).Encode(out)\n}\n"
    )
    done = run([go, "run", "./cmd"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == inert_python_constants(outputs)


@pytest.mark.parametrize(
    ("value", "literal"),
    [
        ('a"b\\c', '"a\\"b\\\\c"'),
        ("\x00\x1b\x7f\n\t", '"\\x00\\x1b\\x7f\\n\\t"'),
        ("é\u2028🙂", '"\\u00e9\\u2028\\U0001f642"'),
        ("`", '"`"'),
    ],
)
def test_go_strings_are_ascii_literals(value: str, literal: str) -> None:
    assert go_string(value) == literal


def test_go_filters_refuse_what_is_not_safe() -> None:
    for bad in ("func", "string", "a-b", "é", "Code", "1x"):
        with pytest.raises(ValueError):
            go_name(bad)
    with pytest.raises(ValueError):
        go_string("\ud800")
    with pytest.raises(ValueError):
        go_literal(float("nan"))
    with pytest.raises(TypeError):
        go_literal([1])


def build_with_template(tmp_path: Path, name: str, target: str, template: str) -> tuple[int, dict]:  # type: ignore[type-arg]
    from tests.conftest import CASES, run_errgen

    (tmp_path / "templates").mkdir(exist_ok=True)
    (tmp_path / "templates" / name).write_text(template)
    result = run_errgen(
        "build",
        str(CASES / "hostile.yaml"),
        "--out",
        str(tmp_path / "out"),
        "--target",
        target,
        "--templates",
        str(tmp_path / "templates"),
        "--json",
        cwd=tmp_path,
    )
    return result.code, result.envelope()


def test_a_user_go_template_gets_the_go_filters_and_values_stay_literals(tmp_path: Path) -> None:
    template = (
        "package {{ package | go_name }}\n\nvar Messages = []string{\n"
        "{% for e in catalogue.errors %}\t{{ e.message | go }},\n{% endfor %}}\n"
    )
    code, _ = build_with_template(tmp_path, "errors.go.jinja", "go", template)
    assert code == 0
    source = (tmp_path / "out" / "errors.go").read_text()
    assert source.startswith("package hostiletoolname24chrerrors\n") and source.isascii()
    code, envelope = build_with_template(tmp_path, "errors.go.jinja", "go", "{{ package }}\n")
    assert code == 2 and envelope["error"]["code"] == "TEMPLATE_INVALID"


def test_go_package_is_configurable_and_checked(tmp_path: Path) -> None:
    from tests.conftest import GUIDE, run_errgen

    (tmp_path / "errors.yaml").write_bytes(GUIDE.read_bytes())
    (tmp_path / "errgen.toml").write_text('targets = ["go"]\ngo_package = "apierrs"\n')
    assert run_errgen("build", cwd=tmp_path).code == 0
    assert "\npackage apierrs\n" in (tmp_path / "errors.go").read_text()
    (tmp_path / "errgen.toml").write_text('targets = ["go"]\ngo_package = "func"\n')
    result = run_errgen("build", "--json", cwd=tmp_path)
    assert result.envelope()["error"]["code"] == "CONFIG_INVALID"


def test_go_package_is_the_go_targets_own_option(tmp_path: Path) -> None:
    from tests.conftest import GUIDE, run_errgen

    (tmp_path / "errors.yaml").write_bytes(GUIDE.read_bytes())
    (tmp_path / "errgen.toml").write_text('targets = ["go"]\n[go]\npackage = "apierrs"\n')
    assert run_errgen("build", cwd=tmp_path).code == 0
    assert "\npackage apierrs\n" in (tmp_path / "errors.go").read_text()
    for table, problem in (
        ('[go]\npackage = "Bad"\n', "option package"),
        ('[go]\npackge = "x"\n', "did you mean package?"),
        ('[exit-codes]\npackage = "x"\n', "its options: none"),
        ('go = "x"\n', "must be a table"),
    ):
        (tmp_path / "errgen.toml").write_text('targets = ["go"]\n' + table)
        result = run_errgen("build", "--json", cwd=tmp_path)
        error = result.envelope()["error"]
        assert error["code"] == "CONFIG_INVALID" and problem in error["message"], table


def test_explain_lists_every_target() -> None:
    from errgen.targets import TARGETS

    from tests.conftest import run_errgen

    result = run_errgen("explain", "targets", "--json")
    assert result.code == 0
    listed = {t["target"]: t["files"] for t in result.envelope()["data"]["targets"]}
    assert listed == {name: [f.name for f in t.files] for name, t in TARGETS.items()}
    assert listed["go"] == ["errors.go"] and listed["typescript"] == ["errors.ts"]
