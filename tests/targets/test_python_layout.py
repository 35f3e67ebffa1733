"""errgen's own Python templates emit black's layout by construction, whatever the names' lengths:
black (the tests' oracle) leaves every module and stub as it is."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from pathlib import Path

import black
import errgen
import pytest

GUIDE = Path(__file__).parents[2] / "examples" / "guide" / "errors.yaml"

# tool names whose lengths, between them, reach every split of every length-dependent line (24:
# _clamped_wait's first; 36: ERRORS wrapped; 57: the deepest of most; 64: the stub's and except's);
# with a long code, whose entry in ERRORS must still fit when that dict is indented once more
SAMPLED = (24, 36, 57, 64)
LONG_CODE = "RATE_LIMITED_BY_THE_UPSTREAM_SERVICE_FOR_THIS_ACCOUNT"


def _unchanged_by_black(
    tool: str, base_class: str | None = None, code: str = "RATE_LIMITED"
) -> None:
    text = GUIDE.read_text().replace("name: tool ", f"name: {tool} ").replace("tool ", f"{tool} ")
    text = text.replace("RATE_LIMITED", code)
    catalogue = errgen.load(text.encode(), name="errors.yaml", base_class=base_class)
    files = errgen.render(catalogue, ["python"])
    for name, stub in (("errors.py", False), ("errors.pyi", True)):
        source = files[name].decode()
        assert black.format_str(source, mode=black.Mode(is_pyi=stub)) == source, (tool, name)


@pytest.mark.parametrize("length", SAMPLED)
def test_a_tool_name_of_any_length_makes_a_module_black_leaves_alone(length: int) -> None:
    _unchanged_by_black("d" + "x" * (length - 1), code=LONG_CODE)


@pytest.mark.slow
@pytest.mark.parametrize("length", range(2, 65))
def test_every_tool_name_length_makes_a_module_black_leaves_alone(length: int) -> None:
    _unchanged_by_black("d" + "x" * (length - 1))


@pytest.mark.slow
@pytest.mark.parametrize("length", range(1, 30))
def test_every_configured_base_class_length_keeps_black_s_layout(length: int) -> None:
    _unchanged_by_black("tool" + "x" * 60, base_class="B" + "x" * (length - 1))


def test_operations_answers_of_any_length_make_a_module_black_leaves_alone() -> None:
    """Each answer's constant on one line, its arguments on the next, or one a line: black
    leaves the answers' part of the module and of the stub alone (that part alone is
    formatted, as the whole module takes black seconds)."""
    for operation, answer in (
        ("depot diff", "DIFFERENT"),
        ("depot diff", "D" * 50),
        ("depot diff-of-things-that-are-long", "D" * 60),
    ):
        text = (
            "errgen: 1\ntool: {name: depot}\noperations:\n"
            f"  {operation}: {{errors: [X], results: {{{answer}: 10}}}}\n"
            "errors:\n  X: {message: X, retryable: false, exit: FAILURE}\n"
        )
        files = errgen.render(errgen.load(text.encode(), name="errors.yaml"), ["python"])
        for name, stub in (("errors.py", False), ("errors.pyi", True)):
            source = files[name].decode()
            part = source[source.index("class Answer:") : source.index("class Result:")]
            part = part.rstrip() + "\n"
            assert "ANSWERS" in part
            formatted = black.format_str(part, mode=black.Mode(is_pyi=stub))
            assert formatted == part, (operation, answer, name)


@pytest.mark.parametrize("exit_class", ["shared", "terminal"])
def test_an_exit_table_without_a_recovery_class_keeps_black_s_layout(exit_class: str) -> None:
    """EXIT_CLASSES is `MappingProxyType({})` when no exit has a recovery class (every exit
    shared, as kubectl's transcription has), and one entry a line when some have: black's
    layout either way (that part alone is formatted, as the whole module takes black seconds)."""
    text = (
        "errgen: 1\ntool: {name: depot}\ndefault_exit_codes: false\n"
        f"exit_codes: {{ERROR: {{code: 1, class: {exit_class}}}}}\n"
        "errors:\n  X: {message: X, retryable: false, exit: ERROR}\n"
    )
    source = errgen.render(errgen.load(text.encode(), name="errors.yaml"), ["python"])["errors.py"]
    module = source.decode()
    start = module.index("EXIT_CLASSES:")
    part = module[start : module.index("\n\n", start)] + "\n"
    assert ("ExitCode.ERROR" in part) == (exit_class == "terminal")
    assert black.format_str(part, mode=black.Mode()) == part


# Operations laid out by length: the constant of `depot <word>` is the word in capitals, so a
# word of each length below reaches each regime of each operation line, base DepotError:
# `_ERRORS: tuple[...] = (` on one line to 47, split in its brackets to 73, the annotation in
# parentheses to 78, split in its brackets again from 79; the stub's Final likewise (44, 72,
# 78); the stub's `Errors: TypeAlias = (` to 66, `Errors: (` to 78; an ANSWER_ assignment's
# call in parentheses from 62 to 79; an operation without exits' `MappingProxyType({})` entry
# split from 48; and 92, the longest name a catalogue takes with its `x` and `y-z` siblings.
OPERATION_LENGTHS = (5, 44, 45, 47, 48, 61, 62, 66, 67, 72, 73, 74, 78, 79, 80, 92)


def _operations_catalogue(
    tool: str, lengths: Iterable[int], code: str, answer: str
) -> errgen.Catalogue:
    """Three operations of each length: one with two errors, an exit of its own and an answer;
    one of several words with one error; one with no error of its own (its tuple has one
    member, whose comma is not magic)."""
    lines = []
    for length in lengths:
        name = f"{tool} o{'p' * (length - 1)}"
        if len(name) + 4 > 100:  # an operation's name has at most 100 characters
            continue
        lines += [
            f"  {name}: {{errors: [{code}, X], exits: {{{code}: OTHER}}, "
            f"results: {{{answer}: 10}}}}",
            f"  {name} x: {{errors: [{code}]}}",
            f"  {name} y-z: {{errors: []}}",
        ]
    text = "\n".join(
        [
            "errgen: 1",
            f"tool: {{name: {tool}}}",
            "exit_codes: {OTHER: {code: 9, class: terminal}}",
            "operations:",
            *lines,
            "errors:",
            f"  {code}: {{message: X, retryable: false, exit: FAILURE}}",
            "  X: {message: X, retryable: false, exit: FAILURE}",
            "",
        ]
    )
    return errgen.load(text.encode(), name="errors.yaml")


def _black_differences(catalogue: errgen.Catalogue) -> list[str]:
    """What black changes in the module and the stub: one black call for each."""
    files = errgen.render(catalogue, ["python"])
    differences = []
    for name, stub in (("errors.py", False), ("errors.pyi", True)):
        source = files[name].decode()
        formatted = black.format_str(source, mode=black.Mode(is_pyi=stub))
        lines = difflib.unified_diff(
            source.splitlines(), formatted.splitlines(), name, "black", lineterm="", n=0
        )
        differences += list(lines)
    return differences


def test_operations_of_every_regime_of_length_make_a_module_black_leaves_alone() -> None:
    catalogue = _operations_catalogue("depot", OPERATION_LENGTHS, "NOT_FOUND", "DIFFERENT")
    differences = _black_differences(catalogue)
    assert not differences, "\n".join(differences[:80])


@pytest.mark.slow
@pytest.mark.parametrize(
    ("tool", "code", "answer"),
    [
        ("depot", "NOT_FOUND", "DIFFERENT"),
        # a long base class, and codes and answers of the longest kind
        ("d" + "x" * 63, "C" + "X" * 99, "A" + "N" * 99),
        ("depot-cli-thing", "THE_" + "LONG_" * 16 + "CODE", "SOME_" * 8 + "DIFF"),
    ],
)
def test_operations_of_every_length_make_a_module_black_leaves_alone(
    tool: str, code: str, answer: str
) -> None:
    differences = _black_differences(_operations_catalogue(tool, range(1, 100), code, answer))
    assert not differences, "\n".join(differences[:80])
