"""The adversarial corpus as one catalogue, for the TypeScript and Go tests: every payload that
the rules let through, in a message, a fix_required and a suggestion, must come out of the
generated code as exactly the constant the catalogue says (and the python module says)."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import pytest
from errgen.building import generate
from errgen.building.config import Config
from errgen.cli.terminal import render_diagnostic
from errgen.validation import check_bytes

from tests.validation.test_adversarial import INERT, catalogue

pytestmark = pytest.mark.slow  # tsc and go vet


@functools.cache
def inert_outputs() -> tuple[dict[str, bytes], dict[str, str]]:
    """(file name -> bytes of every target, code -> class name) of the corpus catalogue."""
    entries: dict[str, Any] = {}
    for index, text in enumerate(INERT.values()):
        entry: dict[str, Any] = {
            "message": text.replace("{", "{{").replace("}", "}}"),
            "retryable": False,
            "exit": "USAGE",
        }
        entry["fix_required"] = "f" if "{" in text or "}" in text else text
        if "{" not in text and "}" not in text:
            entry["suggestion"] = text
        entries[f"INERT_{index:02d}"] = entry
    data = json.loads(catalogue(entries["INERT_00"]))
    data["errors"] = entries
    report = check_bytes(json.dumps(data, ensure_ascii=False).encode(), "inert.yaml")
    assert not report.failed(), [render_diagnostic(d) for d in report.diagnostics]
    targets = ("python", "typescript", "go", "catalog-json")
    config = Config(Path("x"), Path("out"), targets, None, None)
    outputs = {o.path.name: o.data for o in generate(report.data, config)}
    resolved = json.loads(outputs["catalog.json"])["errors"]
    codes = {e["code"]: e["class_name"] for e in resolved if e["code"].startswith("INERT_")}
    return outputs, codes


def inert_python_constants(outputs: dict[str, bytes]) -> list[dict[str, str]]:
    """What the python module says of each corpus error, for the other languages to match."""
    namespace: dict[str, Any] = {"__name__": "inert"}
    exec(compile(outputs["errors.py"], "errors.py", "exec"), namespace)
    out = []
    for code in sorted(c for c in namespace["ERRORS"] if c.startswith("INERT_")):
        cls = namespace["ERRORS"][code]
        out.append(
            {
                "code": code,
                "message": cls().message,
                "fix_required": cls.fix_required,
                "suggestion": cls.suggestion or "",
            }
        )
    return out


def test_the_corpus_catalogue_carries_every_payload() -> None:
    outputs, codes = inert_outputs()
    constants = inert_python_constants(outputs)
    assert len(codes) == len(INERT) and [c["message"] for c in constants] == list(INERT.values())


RESERVED_WORDS = """errgen: 1
tool: {name: words}
errors:
  WORDS_AS_PARAMETERS:
    message: "{new} {default} {delete} {func} {var} {interface} {package} {chan} {this} {let}"
    params:
      new: {type: str}
      default: {type: int}
      delete: {type: bool}
      func: {type: str}
      var: {type: float}
      interface: {type: str}
      package: {type: str}
      chan: {type: int}
      this: {type: str}
      let: {type: str}
    retryable: false
    exit: FAILURE
"""


def test_parameters_named_like_reserved_words_compile_in_every_language(tmp_path: Path) -> None:
    # A parameter may be named `new` (errgen's own CATALOG_BREAKING has one), `func`, `this`:
    # words that TypeScript and Go reserve or predeclare must still give code that compiles,
    # never an internal error at build time.
    from tests.conftest import run_errgen
    from tests.polyglot import go_module, need_go, need_typescript, run, tsc

    (tmp_path / "errors.yaml").write_text(RESERVED_WORDS)
    built = run_errgen(
        "build",
        "errors.yaml",
        "--out",
        "out",
        "-t",
        "typescript",
        "-t",
        "go",
        "-t",
        "python",
        "--json",
        cwd=tmp_path,
    )
    assert built.code == 0, built.out + built.err
    need_typescript()
    done = tsc(tmp_path / "out", "--noEmit", "errors.ts")
    assert done.returncode == 0, done.stdout
    go = need_go()
    go_module(tmp_path / "gomod", {"words": (tmp_path / "out" / "errors.go").read_bytes()})
    vet = run([go, "vet", "./..."], tmp_path / "gomod")
    assert vet.returncode == 0, vet.stderr
