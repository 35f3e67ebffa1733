"""The go target, checked by the real toolchain: go vet (which builds), gofmt, go test, and
hostile catalogue text that stays an inert constant."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errgen.golang import go_literal, go_name, go_string

from tests.polyglot import GOLDEN, go_module, go_package_of, need_go, run
from tests.regen import SOURCES
from tests.test_polyglot_inert import inert_outputs, inert_python_constants

TESTS = Path(__file__).resolve().parent / "go"


def test_golden_packages_are_gofmt_and_vet_clean(tmp_path: Path) -> None:
    go = need_go()
    go_module(tmp_path, {name: (GOLDEN / name / "errors.go").read_bytes() for name in SOURCES})
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
