"""The public Python API (errgen.validation, load, render, build) and the Target interface, as a
project that embeds errgen uses them."""

from __future__ import annotations

import re
from pathlib import Path

import errgen
import pytest
from errgen import targets
from errgen.names.registry import Registered

from tests.conftest import GUIDE, ROOT


def test_the_readme_example_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    readme = (ROOT / "docs" / "development.md").read_text("utf-8")
    example = re.search(r"<!-- api-example -->\n```python\n(.*?)```", readme, re.S)
    assert example, "docs/development.md's API example is marked <!-- api-example -->"
    (tmp_path / "errors.yaml").write_bytes(GUIDE.read_bytes())
    monkeypatch.chdir(tmp_path)
    namespace: dict[str, object] = {}
    exec(compile(example.group(1), "docs/development.md", "exec"), namespace)
    assert (tmp_path / "gen" / "errors.py").is_file()


def test_check_load_render_and_build() -> None:
    report = errgen.check(GUIDE)
    assert not report.failed() and isinstance(report, errgen.Report)
    catalogue = errgen.load(GUIDE)
    assert isinstance(catalogue, errgen.Catalogue)
    files = errgen.render(catalogue, ["python", "jsonschema"])
    assert sorted(files) == ["envelope.schema.json", "errors.py", "errors.pyi"]
    golden = ROOT / "tests" / "golden" / "guide"
    assert files["errors.py"] == (golden / "errors.py").read_bytes()
    every = errgen.render(catalogue)
    assert len(every) == sum(len(t.files) for t in targets.TARGETS.values())


def test_one_exception_type_for_library_callers(tmp_path: Path) -> None:
    bad = b"errgen: 1\ntool: {name: t}\nerrors:\n  X:\n    message: m\n"
    assert errgen.check(bad).failed()
    with pytest.raises(errgen.CatalogInvalidError) as caught:
        errgen.load(bad)
    assert isinstance(caught.value, errgen.ErrgenError)
    assert {d.rule for d in caught.value.diagnostics} >= {"missing-field"}  # type: ignore[attr-defined]
    with pytest.raises(errgen.ErrgenError) as missing:
        errgen.load(tmp_path / "nowhere.yaml")
    assert missing.value.to_dict()["code"] == "CATALOG_NOT_FOUND"
    with pytest.raises(errgen.ErrgenError) as unknown:
        errgen.render(errgen.load(GUIDE), ["pyhton"])
    assert unknown.value.to_dict()["code"] == "USAGE_INVALID"
    (tmp_path / "errors.yaml").write_bytes(bad)
    with pytest.raises(errgen.CatalogInvalidError):
        errgen.build(tmp_path / "errors.yaml", out=tmp_path / "gen")
    assert not (tmp_path / "gen").exists()


def test_the_api_is_typed_and_listed() -> None:
    assert (ROOT / "generator" / "errgen" / "py.typed").is_file()
    for name in errgen.__all__:
        assert getattr(errgen, name) is not None, name


TOY = Registered("tests.toy.target", "tests.toy.naming")


def test_adding_a_target_is_one_module_and_one_registry_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(targets.MODULES, "toy", TOY)
    templates = tmp_path / "templates"
    templates.mkdir()
    # the toy's template, and a second one trying a filter of another target
    (templates / "codes.txt.jinja").write_text(
        "{{ heading | name }}\n{% for e in catalogue.errors %}{{ e.code | code }}\n{% endfor %}"
    )
    (tmp_path / "errors.yaml").write_bytes(GUIDE.read_bytes())
    (tmp_path / "errgen.toml").write_text(
        'targets = ["toy", "python"]\ntemplates = "templates"\n[toy]\nheading = "all_codes"\n'
    )
    result = errgen.build(cwd=tmp_path)
    codes = (tmp_path / "codes.txt").read_text().splitlines()
    assert codes[0] == "all_codes" and "CREDENTIALS_EXPIRED" in codes
    assert tmp_path / "codes.txt" in result.written
    assert "toy" in [entry for entry in targets.TARGETS]
    # a template sees only its own target's filters (and the shared ones)
    (templates / "codes.txt.jinja").write_text("{{ heading | md_text }}\n")
    with pytest.raises(errgen.ErrgenError) as caught:
        errgen.build(cwd=tmp_path)
    assert caught.value.to_dict()["code"] == "TEMPLATE_INVALID"
    (templates / "codes.txt.jinja").write_text("x\n")
    (tmp_path / "errgen.toml").write_text('targets = ["toy"]\n[toy]\nheading = "not one"\n')
    with pytest.raises(errgen.ErrgenError) as refused:
        errgen.build(cwd=tmp_path)
    assert refused.value.to_dict()["code"] == "CONFIG_INVALID"


def test_a_targets_naming_module_is_read_by_the_generated_name_rule(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the toy's naming module (tests/toy/naming.py) and its registry line, and nothing else
    catalogue = (
        b"errgen: 1\ntool: {name: tool}\nexit_codes:\n  FAILED: {code: 1, class: terminal}\n"
        b"errors:\n  END: {message: x, retryable: false, exit: FAILED}\n"
    )
    assert not errgen.check(catalogue).failed()
    monkeypatch.setitem(targets.MODULES, "toy", TOY)
    [found] = errgen.check(catalogue).diagnostics
    assert (found.rule, found.line) == ("generated-name-collision", 6)
    assert found.message == "END is a word the toy's codes.txt reserves"
    assert found.hint == "rename it: the go, rust, toy or typescript target would not compile"


def test_a_str_is_a_path_everywhere_and_a_wrong_type_is_errgens_own_error(tmp_path: Path) -> None:
    # a new user's trial: errgen.check("errors.yaml") read the str as catalogue text
    (tmp_path / "errors.yaml").write_bytes(GUIDE.read_bytes())
    assert not errgen.check(str(tmp_path / "errors.yaml")).failed()
    assert isinstance(errgen.load(str(tmp_path / "errors.yaml")), errgen.Catalogue)
    for wrong in (None, 42):
        with pytest.raises(errgen.ErrgenError):
            errgen.check(wrong)  # type: ignore[arg-type]
    with pytest.raises(errgen.ErrgenError):
        errgen.render({"a": 1}, ["python"])  # type: ignore[arg-type]
    # one target's name is that target, not its letters
    assert sorted(errgen.render(errgen.load(GUIDE), "python")) == ["errors.py", "errors.pyi"]
