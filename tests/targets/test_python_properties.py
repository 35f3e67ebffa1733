"""Properties over any text: literals round-trip and stay in black's form; messages stay clean."""

from __future__ import annotations

import ast
import json
import unicodedata

import black
from errgen.model.resolve import resolve_catalogue
from errgen.targets.json_text import dump_json
from errgen.targets.python import py_assign, py_str, render_python
from hypothesis import given, settings
from hypothesis import strategies as st

# Text the prose fields allow: no Cc, Cf, Zl, Zp, Co, Cs or Cn, in NFC.
prose = (
    st.text(
        st.characters(blacklist_categories=("Cc", "Cf", "Zl", "Zp", "Co", "Cs", "Cn")), min_size=1
    )
    .map(lambda s: unicodedata.normalize("NFC", s))
    .filter(lambda s: "{" not in s and "}" not in s)
)


@given(st.text())
@settings(max_examples=400)
def test_py_str_round_trips_in_black_form(value: str) -> None:
    literal = py_str(value)
    assert literal.isascii()
    assert ast.literal_eval(literal) == value
    source = py_assign("x", value, 4)
    wrapped = f"class A:\n{source}\n"
    assert black.format_str(wrapped, mode=black.Mode()) == wrapped


def catalogue(message: str, fix_required: str, suggestion: str) -> dict[str, object]:
    return {
        "errgen": 1,
        "tool": {"name": "tool", "commands": {"tool doctor": {"effect": "read-only"}}},
        "errors": {
            "PROPERTY": {
                "message": message.replace("{", "{{").replace("}", "}}") + " {value}",
                "params": {"value": {"type": "str"}},
                "retryable": False,
                "fix_required": fix_required,
                "fix_command": "tool doctor",
                "suggestion": suggestion,
                "exit": "USAGE",
            }
        },
    }


@given(prose, prose, prose, st.text())
@settings(max_examples=60, deadline=None)
def test_module_compiles_and_keeps_constants_exactly(
    message: str, fix_required: str, suggestion: str, value: str
) -> None:
    source = render_python(resolve_catalogue(catalogue(message, fix_required, suggestion)))
    namespace: dict[str, object] = {"__name__": "property_errors"}
    exec(compile(source, "errors.py", "exec"), namespace)
    cls = namespace["ERRORS"]["PROPERTY"]  # type: ignore[index]
    assert cls.fix_required == fix_required  # type: ignore[attr-defined]
    assert cls.suggestion == suggestion  # type: ignore[attr-defined]
    error = cls(value=value)  # type: ignore[operator]
    text = error.message
    assert text.startswith(message)
    assert all(
        unicodedata.category(c) not in ("Cc", "Cf", "Zl", "Zp", "Co", "Cs", "Cn") for c in text
    )


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)


@given(json_values, st.integers(min_value=0, max_value=3))
@settings(max_examples=400)
def test_json_outputs_are_ascii_and_read_back_whatever_the_encoder(
    value: object, expand: int
) -> None:
    # dump_json takes orjson's bytes where they match json's ASCII form and json's otherwise:
    # whichever wrote a part, the file is ASCII, loads back equal, and compact parts match json.
    text = dump_json(value, expand)
    assert text.isascii() and "\x7f" not in text
    assert json.loads(text) == value
    if expand == 0:
        compact = json.dumps(value, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
        assert text == compact + "\n"
