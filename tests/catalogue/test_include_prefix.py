"""include {path, prefix}: prefixed codes, each file's docs_url and tool name, and sources."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
from errgen.targets.catalog_json import catalog_json_schema

from tests.conftest import CASES, ROOT, run_errgen

PREFIX = CASES / "include" / "prefix"


def diagnostics(name: str) -> set[tuple[str, str, int]]:
    result = run_errgen("validate", f"tests/cases/include/prefix/{name}", "--json", cwd=ROOT)
    return {
        (d["file"].removeprefix("tests/cases/include/prefix/"), d["rule"], d["line"])
        for d in result.envelope()["data"]["diagnostics"]
    }


def built(tmp_path: Path, name: str = "root.yaml") -> dict[str, object]:
    result = run_errgen(
        "build", str(PREFIX / name), "--out", str(tmp_path), "--target", "catalog-json"
    )
    assert result.code == 0, result.err
    catalogue: dict[str, object] = json.loads((tmp_path / "catalog.json").read_text())
    jsonschema.validate(catalogue, catalog_json_schema())
    return catalogue


def test_prefixed_codes_sources_and_each_files_docs_url(tmp_path: Path) -> None:
    assert diagnostics("root.yaml") == set()
    catalogue = built(tmp_path)
    errors = {e["code"]: e for e in catalogue["errors"]}  # type: ignore[attr-defined]
    assert sorted(errors) == [
        "INTERNAL_ERROR",
        "NOT_FOUND",
        "QUOTA_EXCEEDED",
        "STORAGE_BUCKET_MISSING",
        "STORAGE_NOT_FOUND",
        "USAGE_ERROR",  # errgen's built-in: no error of the USAGE exit takes a message alone
    ]
    # replaced_by inside the prefixed file names the prefixed code
    assert errors["STORAGE_NOT_FOUND"]["deprecated"] == {
        "since": "2.0",
        "replaced_by": "STORAGE_BUCKET_MISSING",
    }
    # the included file's page is its own: its anchors are its own codes
    assert errors["STORAGE_BUCKET_MISSING"]["help_url"] == (
        "https://docs.example.com/storage#bucket_missing"
    )
    # without a docs_url of its own, an included error is on the root's page
    assert errors["QUOTA_EXCEEDED"]["help_url"] == "https://docs.example.com/sky#quota_exceeded"
    assert errors["NOT_FOUND"]["help_url"] == "https://docs.example.com/sky#not_found"
    assert errors["STORAGE_NOT_FOUND"]["source"] == "services/storage.yaml"
    assert errors["QUOTA_EXCEEDED"]["source"] == "services/compute.yaml"
    assert "source" not in errors["NOT_FOUND"] and "source" not in errors["INTERNAL_ERROR"]
    # the included tool's name is a program of its commands without being listed again
    assert catalogue["tool"]["companions"] == ["sky-storage"]  # type: ignore[index]
    assert catalogue["retired"] == ["STORAGE_OLD_BUCKET"]


def test_the_build_is_the_same_from_another_working_folder(tmp_path: Path) -> None:
    first = built(tmp_path / "a")
    result = run_errgen(
        "build", "root.yaml", "--out", str(tmp_path / "b"), "--target", "catalog-json", cwd=PREFIX
    )
    assert result.code == 0, result.err
    assert json.loads((tmp_path / "b" / "catalog.json").read_text()) == first


def test_a_conflict_after_prefixing_is_located_in_both_files() -> None:
    assert diagnostics("conflict.yaml") == {
        ("conflict.yaml", "include-conflict", 6),
        ("services/storage.yaml", "include-conflict", 14),  # BUCKET_MISSING, prefixed
    }


def test_bad_entries_are_located_and_not_followed() -> None:
    assert diagnostics("bad-entries.yaml") == {
        ("bad-entries.yaml", "invalid-value", 3),  # prefix not capitals ending in _
        ("bad-entries.yaml", "unknown-key", 4),  # prefx
        ("bad-entries.yaml", "missing-field", 5),  # no path
        ("bad-entries.yaml", "invalid-value", 6),  # AWS: no trailing underscore
    }


def test_one_file_under_two_prefixes_is_a_conflict() -> None:
    assert diagnostics("two-prefixes.yaml") == {("two-prefixes.yaml", "include-conflict", 4)}


def test_rules_find_their_place_in_a_prefixed_file() -> None:
    assert diagnostics("rule-inside.yaml") == {
        ("services/broken.yaml", "program-unsafe", 3),  # an included tool's name is a program
        ("services/broken.yaml", "fix-command-unregistered", 9),
    }


def test_a_prefix_too_long_for_a_code_is_reported(tmp_path: Path) -> None:
    from errgen.validation import check_bytes

    (tmp_path / "long.yaml").write_text(
        "errgen: 1\ntool: {name: sky}\nerrors:\n"
        f"  {'A' * 90}: {{message: x, retryable: false, exit: FAILURE}}\n"
    )
    root = b"errgen: 1\ninclude: [{path: long.yaml, prefix: LONG_PREFIX_}]\ntool: {name: sky}\nerrors: {}\n"
    report = check_bytes(root, "root.yaml", file=tmp_path / "root.yaml")
    assert [(d.rule, d.line) for d in report.diagnostics] == [("code-format", 4)]


def _write(folder: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)


def test_replaced_by_names_a_code_of_a_nested_include_as_the_file_names_it(
    tmp_path: Path,
) -> None:
    from errgen.validation import check_bytes

    error = "{message: x, retryable: false, exit: FAILURE"
    _write(
        tmp_path,
        {
            "svc/a.yaml": "errgen: 1\ntool: {name: atool}\n"
            "include: [{path: deep/b.yaml, prefix: B_}, deep/c.yaml]\nerrors:\n"
            f"  THING: {error}, deprecated: {{since: '1.0', replaced_by: B_THING}}}}\n"
            f"  OTHER: {error}, deprecated: {{since: '1.0', replaced_by: C_THING}}}}\n"
            f"  OWN: {error}, deprecated: {{since: '1.0', replaced_by: X_FAILED}}}}\n",
            "svc/deep/b.yaml": f"errgen: 1\ntool: {{name: btool}}\nerrors:\n  THING: {error}}}\n",
            "svc/deep/c.yaml": f"errgen: 1\ntool: {{name: ctool}}\nerrors:\n  C_THING: {error}}}\n",
        },
    )
    root = (
        "errgen: 1\ntool: {name: tool}\ninclude: [{path: svc/a.yaml, prefix: A_}]\n"
        f"errors:\n  X_FAILED: {error}}}\n"
    )
    report = check_bytes(root.encode(), "root.yaml", file=tmp_path / "root.yaml")
    assert report.diagnostics == ()
    replaced = {
        code: entry["deprecated"]["replaced_by"]
        for code, entry in report.data["errors"].items()
        if "deprecated" in entry
    }
    # nested prefixes join outermost first; a code the file cannot name (the root's) is as written
    assert replaced == {"A_THING": "A_B_THING", "A_OTHER": "A_C_THING", "A_OWN": "X_FAILED"}


def test_an_entry_whose_prefix_is_too_long_is_reported_and_not_followed(tmp_path: Path) -> None:
    from errgen.validation import check_bytes

    _write(tmp_path, {"s.yaml": "errgen: 1\ntool: {name: sky}\nerrors:\n  lower: {message: x}\n"})
    root = (
        f"errgen: 1\ninclude: [{{path: s.yaml, prefix: {'A' * 300}_}}]\n"
        "tool: {name: sky}\nerrors: {}\n"
    )
    report = check_bytes(root.encode(), "root.yaml", file=tmp_path / "root.yaml")
    assert [(d.file, d.rule, d.line) for d in report.diagnostics] == [
        ("root.yaml", "invalid-value", 2)
    ]
