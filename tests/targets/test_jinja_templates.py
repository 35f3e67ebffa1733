"""Custom templates: a sandbox, located errors, and no way for a value to skip its filter."""

from __future__ import annotations

import ast
from importlib import resources
from pathlib import Path

import pytest

from tests.conftest import CASES, GUIDE, run_errgen

HOSTILE = CASES / "hostile.yaml"


def build_with(
    tmp_path: Path, name: str, template: str, catalogue: Path = GUIDE
) -> tuple[int, dict]:  # type: ignore[type-arg]
    folder = tmp_path / "templates"
    folder.mkdir(exist_ok=True)
    (folder / name).write_text(template)
    target = {"errors.md.jinja": "markdown", "errors.py.jinja": "python"}[name]
    result = run_errgen(
        "build",
        str(catalogue),
        "--out",
        str(tmp_path / "out"),
        "--target",
        target,
        "--templates",
        str(folder),
        "--json",
        cwd=tmp_path,
    )
    return result.code, result.envelope()


def test_a_user_template_overrides_errgen_by_name(tmp_path: Path) -> None:
    code, _ = build_with(
        tmp_path,
        "errors.md.jinja",
        "# Our errors\n{% for e in catalogue.errors %}\n- {{ e.code | md_code }}: {{ e.message | md_code }}\n{% endfor %}\n",
    )
    assert code == 0
    assert (
        (tmp_path / "out" / "errors.md")
        .read_text()
        .startswith("# Our errors\n- `CREDENTIALS_EXPIRED`")
    )


@pytest.mark.parametrize(
    ("template", "line", "problem"),
    [
        ("ok\n{{ catalogue.errors[0].message }}\n", 2, "printed without a filter"),
        # refused when the template is loaded, even where no value would ever be printed
        ("a\n{% if false %}{{ catalogue.tool }}{% endif %}\n", 2, "printed without a filter"),
        ("{{ catalogue.errors[0].exit.code }}\n", 1, "a value printed without a filter"),
        ("{% macro m() %}{{ 1 | number }}{% endmacro %}\n{{ m() }}\n", 2, "without a filter"),
        ("{% filter upper %}{{ catalogue.tool | md_text }}{% endfilter %}\n", 1, "filter block"),
        ("{{ catalogue.tool | md_text | upper }}\n", 1, "not one of this target's filters"),
        ("{{ catalogue.__class__.__mro__ | md_text }}\n", 1, "SecurityError"),
        (
            "{{ catalogue.errors[0].code.__class__.__base__.__subclasses__() | md_text }}\n",
            1,
            "SecurityError",
        ),
        ("{% include '/etc/passwd' %}\n", 1, "TemplateNotFound"),
        ("{% include '../../../../etc/passwd' %}\n", 1, "TemplateNotFound"),
        ("line one\n{% for x in %}\n", 2, "Expected an expression"),
        ("{{ no_such_name | md_text }}\n", 1, "UndefinedError"),
        ("{% set items = [] %}{% set x = items.append(1) %}\n", 1, "SecurityError"),
        ("{{ catalogue.errors.append(1) | md_text }}\n", 1, "UndefinedError"),
        ("{{ catalogue.tool | number }}\n", 1, "not an integer"),
    ],
)
def test_template_failures_are_located_errgen_errors(
    tmp_path: Path, template: str, line: int, problem: str
) -> None:
    code, envelope = build_with(tmp_path, "errors.md.jinja", template)
    assert code == 2
    error = envelope["error"]
    assert error["code"] == "TEMPLATE_INVALID"
    assert error["details"]["template"].endswith("errors.md.jinja")
    assert error["details"]["line"] == line
    assert problem in error["details"]["problem"]
    assert not (tmp_path / "out").exists(), "nothing is written when a template fails"


def test_a_user_python_template_is_formatted_and_values_stay_literals(tmp_path: Path) -> None:
    template = (
        "MESSAGES = {\n{% for e in catalogue.errors %}"
        "{{ e.code | py }}:{{ e.message | py }},\n{% endfor %}}\n"
    )
    code, _ = build_with(tmp_path, "errors.py.jinja", template, HOSTILE)
    assert code == 0
    source = (tmp_path / "out" / "errors.py").read_text()
    assert source.startswith("MESSAGES = {\n    ")  # black laid it out
    namespace: dict[str, object] = {}
    exec(compile(source, "errors.py", "exec"), namespace)
    messages = namespace["MESSAGES"]
    assert messages["QUOTES_AND_BACKSLASHES"].startswith("It's \"quoted\" '''")  # type: ignore[index]


def test_user_python_template_output_must_be_python(tmp_path: Path) -> None:
    code, envelope = build_with(tmp_path, "errors.py.jinja", "def broken(:\n")
    assert code == 2 and "not valid Python" in envelope["error"]["message"]


def test_configured_templates_folder_must_exist(tmp_path: Path) -> None:
    (tmp_path / "errgen.toml").write_text('templates = "nowhere"\n')
    (tmp_path / "errors.yaml").write_bytes(GUIDE.read_bytes())
    result = run_errgen("build", "--json", cwd=tmp_path)
    assert result.envelope()["error"]["code"] == "CONFIG_INVALID"


def test_a_template_failing_late_publishes_nothing(tmp_path: Path) -> None:
    # The other files are rendered before the failing template's turn: nothing is written.
    folder = tmp_path / "templates"
    folder.mkdir()
    (folder / "errors.md.jinja").write_text("{{ catalogue.tool | number }}\n")
    result = run_errgen(
        "build",
        str(GUIDE),
        "--out",
        str(tmp_path / "out"),
        "--templates",
        str(folder),
        *("--target", "markdown", "--target", "jsonschema", "--target", "catalog-json"),
        "--json",
        cwd=tmp_path,
    )
    assert result.code == 2 and result.envelope()["error"]["code"] == "TEMPLATE_INVALID"
    assert not (tmp_path / "out").exists() or list((tmp_path / "out").iterdir()) == []


def test_filters_read_a_value_as_its_exact_type() -> None:
    # a str or int subclass's own methods (repr, str, format, translate, ...) never run
    from errgen.targets import markdown, python
    from errgen.targets.jinja import SHARED_FILTERS

    FILTERS = SHARED_FILTERS | python.FILTERS | markdown.FILTERS

    class Sneaky(str):
        def __str__(self) -> str:
            return "'; import os #"

        __repr__ = __str__

        def __format__(self, spec: str) -> str:
            return str(self)

        def translate(self, table: object) -> str:
            return "<script>"

        def lower(self) -> str:
            return "<b>"

    class SneakyInt(int):
        def __repr__(self) -> str:
            return "__import__('os')"

        __str__ = __repr__

        def __index__(self) -> int:
            return 666

    for name in ("py", "name", "md_text", "md_code", "md_block", "md_fenced", "anchor", "version"):
        shown = FILTERS[name](Sneaky("CODE"))
        assert type(shown) is str and "import" not in shown and "<" not in shown, name
    assert FILTERS["py"](SneakyInt(5)) == FILTERS["number"](SneakyInt(5)) == "5"
    assert FILTERS["assign"]("x", Sneaky("CODE")) == 'x = "CODE"'
    assert (
        FILTERS["class_header"](Sneaky("AError"), Sneaky("Exception")) == "class AError(Exception):"
    )
    for target in ("x = 1; y", Sneaky("x = 1; y"), "class"):
        with pytest.raises(ValueError):
            FILTERS["assign"](target, 1)
    with pytest.raises(TypeError):
        FILTERS["py"](object())


def test_filters_given_an_error_read_its_values_as_their_exact_types() -> None:
    # go_spec, go_new_default and ts_new_default print a whole error: only an error, and only
    # through the literal and name functions of their target
    from dataclasses import replace

    import errgen
    from errgen.targets.go import go_new_default, go_spec
    from errgen.targets.typescript import ts_new_default

    class Sneaky(str):
        def __str__(self) -> str:
            return '"; os.Exit(1) //'

        __repr__ = __format__ = __str__  # type: ignore[assignment]

    catalogue = errgen.load(GUIDE)
    error = replace(catalogue.errors[0], message=Sneaky("x {y}"), suggestion=Sneaky("s"))
    assert 'template: "x {y}"' in go_spec(error) and 'suggestion: "s"' in go_spec(error)
    assert "Exit(1)" not in go_spec(error)
    assert go_new_default(catalogue.internal) == "NewInternalError()"
    assert ts_new_default(catalogue.internal) == "new InternalError()"
    for function in (go_spec, go_new_default, ts_new_default):
        with pytest.raises(TypeError):
            function(Sneaky("CODE"))


def test_errgen_own_templates_pass_the_check_user_templates_get() -> None:
    # errgen's own templates are not checked when they load (they are compiled once and cached):
    # the check that every printed value goes through a filter is made here instead.
    import jinja2
    from errgen.targets import TARGETS
    from errgen.targets.jinja import SHARED_FILTERS, _CheckedLoader, _package_template

    package = jinja2.FunctionLoader(_package_template)
    for target, names in (
        ("python", ("errors.py.jinja", "errors.py.runtime.jinja", "errors.pyi.jinja")),
        (
            "markdown",
            (
                "errors.md.jinja",
                "errors.code.md.jinja",
                "errors.commands.md.jinja",
                "errors.exits.md.jinja",
            ),
        ),
        ("typescript", ("errors.ts.jinja", "errors.ts.runtime.jinja")),
        ("go", ("errors.go.jinja", "errors.go.runtime.jinja")),
        ("rust", ("errors.rs.jinja", "errors.rs.runtime.jinja")),
    ):
        filters = SHARED_FILTERS | dict(TARGETS[target].filters)
        checked = jinja2.Environment(loader=_CheckedLoader(package, frozenset(filters)))
        checked.filters.update(filters)
        for name in names:
            checked.get_template(name)


def test_template_bytecode_cache_survives_damage_and_unwritable_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from errgen.building import generate
    from errgen.building.config import Config
    from errgen.cli.bytecode import template_cache
    from errgen.targets import TARGETS
    from errgen.targets import jinja as render
    from errgen.validation import check_bytes

    data = check_bytes(GUIDE.read_bytes(), "guide").data
    config = Config(GUIDE, tmp_path, tuple(TARGETS), None, None)
    expected = generate(data, config)
    monkeypatch.setattr(render, "TEMPLATE_CACHE", [template_cache])  # as the console script
    for state in ("fresh", "cached", "damaged", "unwritable"):
        cache = tmp_path / "cache"
        monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
        if state == "damaged":
            for entry in (cache / "errgen" / "templates").iterdir():
                entry.write_bytes(b"\x00not bytecode")
        if state == "unwritable":
            monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "a-file"))
            (tmp_path / "a-file").write_text("not a folder")
        render.environment.cache_clear()  # the next compile makes the cache anew
        assert generate(data, config) == expected, state
        if state == "fresh":  # the pages layout's templates too: a tag, a retired code, an
            # operation
            errors = {
                **data["errors"],
                "RATE_LIMITED": {**data["errors"]["RATE_LIMITED"], "tags": ["a"]},
            }
            paged = {
                **data,
                "docs_layout": "pages",
                "tags": ["a"],
                "retired": ["OLD"],
                "errors": errors,
                # an operation: its section and page
                "operations": {data["tool"]["name"] + " x": {"errors": ["RATE_LIMITED"]}},
            }
            generate(paged, config)
            templates = resources.files("errgen.templates").iterdir()
            compiled = [t for t in templates if t.name.endswith(".jinja")]
            assert len(list((cache / "errgen" / "templates").iterdir())) == len(compiled)
    render.environment.cache_clear()


def test_two_installs_of_errgen_keep_their_own_compiled_templates(tmp_path: Path) -> None:
    """Two installs (a project's errgen and the previous release beside it, or two checkouts)
    share the user's cache folder: an entry is each install's own, so neither compiles again
    after every run of the other (each would replace the other's entry of the same name)."""
    from errgen.cli.bytecode import TemplateCache

    here, other = TemplateCache(tmp_path), TemplateCache(tmp_path)
    other.templates = str(tmp_path / "another-install" / "templates")
    name = "errors.py.jinja"
    assert here.get_cache_key(name) != other.get_cache_key(name)
    assert here.get_cache_key(name) == TemplateCache(tmp_path / "x").get_cache_key(name)


def test_errgens_own_templates_pass_the_sandbox_a_user_folder_brings(tmp_path: Path) -> None:
    """With --templates, errgen's own templates (those the folder does not override) load
    through the same check as the user's: each must pass it and render the same bytes (the
    guide has no HTTP statuses: the opt-in HTTP targets, which have no template, are left out)."""
    from errgen.targets import DEFAULT_TARGETS

    every = [arg for target in DEFAULT_TARGETS for arg in ("--target", target)]
    (tmp_path / "mine").mkdir()
    plain = run_errgen("build", str(GUIDE), "--out", "plain", *every, cwd=tmp_path)
    checked = run_errgen(
        "build", str(GUIDE), "--out", "checked", "--templates", "mine", *every, cwd=tmp_path
    )
    assert plain.code == 0 and checked.code == 0, checked.err
    for path in sorted((tmp_path / "plain").iterdir()):
        checked_bytes = (tmp_path / "checked" / path.name).read_bytes()
        if path.name == "errors.py":  # the sandbox's `py` writes ; { } " [ ] … as \x escapes
            plain_text = path.read_text("utf-8")
            checked_text = checked_bytes.decode("utf-8")
            for char in ";{}":
                checked_text = checked_text.replace(f"\\x{ord(char):02x}", char)
            # describe_errors' JSON is all such characters: the same code, other literals
            assert ast.dump(ast.parse(checked_text)) == ast.dump(ast.parse(plain_text))
            describe = checked_text.index("\n_DESCRIPTION = (")
            assert checked_text[:describe] == plain_text[:describe]
            continue
        assert checked_bytes == path.read_bytes(), path.name
