"""include {path, prefix, exits}: an included file's exit names mapped onto the includer's, so
that the errors a tool relays exit as the tool does (kubectl exits 1 for aws's 253 and 254)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import errgen
import pytest
from errgen.validation import Report, check_bytes

from tests.conftest import write

AWS = """errgen: 1
tool: {name: aws}
exit_codes:
  CONFIG_INVALID: {code: 253, class: correctable}
  SERVICE_ERROR: {code: 254, class: shared, ignore: [exit-code-shared]}
errors:
  NO_CREDENTIALS:
    message: Unable to locate credentials
    retryable: false
    fix_required: Configure credentials, then reissue
    exit: CONFIG_INVALID
  THROTTLED: {message: Rate exceeded, retryable: true, retry_after_ms: 1000, exit: SERVICE_ERROR}
  ACCESS_DENIED: {message: Access denied, retryable: false, exit: SERVICE_ERROR}
"""

KUBE = """errgen: 1
include:
  - {{path: aws.yaml, prefix: AWS_, exits: {exits}}}
tool: {{name: kube}}
exit_codes:
  ERROR: {{code: 1, class: shared, ignore: [exit-code-shared]}}
  FATAL: {{code: 70, class: terminal}}
  RETRY: {{code: 75, class: transient}}
  DIFFERENT: {{code: 80, class: result}}
errors:
  GONE: {{message: Gone, retryable: false, exit: FATAL}}
"""

BOTH = "{CONFIG_INVALID: ERROR, SERVICE_ERROR: ERROR}"


def check(folder: Path, root: str = "kube.yaml") -> Report:
    path = folder / root
    return check_bytes(path.read_bytes(), root, file=path)


def found(report: Report) -> list[tuple[str, str, int, int]]:
    return [(Path(d.file).name, d.rule, d.line, d.column) for d in report.diagnostics]


def said(report: Report, folder: Path) -> list[tuple[str, str, str]]:
    """Each diagnostic's rule, message and hint, with the folder's path left out."""
    return [
        (d.rule, d.message.replace(f"{folder}/", ""), d.hint.replace(f"{folder}/", ""))
        for d in report.diagnostics
    ]


def kube(folder: Path, exits: str = BOTH, aws: str = AWS) -> Report:
    write(folder / "aws.yaml", aws)
    write(folder / "kube.yaml", KUBE.format(exits=exits))
    return check(folder)


def exits_of(report: Report) -> tuple[dict[str, int], dict[str, str]]:
    """The merged exit table (name -> number) and each error's exit name."""
    catalogue = report.catalogue()
    return (
        {e.name: e.code for e in catalogue.exit_codes},
        {e.code: e.exit.name for e in catalogue.errors},
    )


def test_relayed_errors_exit_as_the_includer_does(tmp_path: Path) -> None:
    report = kube(tmp_path)
    assert found(report) == []
    table, exit_of = exits_of(report)
    assert exit_of["AWS_NO_CREDENTIALS"] == exit_of["AWS_THROTTLED"] == "ERROR"
    assert exit_of["AWS_ACCESS_DENIED"] == "ERROR"
    # the mapped names are no exit codes of kube's: not in the table nor in any target
    assert "CONFIG_INVALID" not in table and "SERVICE_ERROR" not in table
    files = errgen.render(errgen.load(tmp_path / "kube.yaml"))
    assert set(json.loads(files["exit_codes.json"])) >= {"ERROR", "FATAL"}
    for name in ("exit_codes.json", "errors.py", "errors.ts", "errors.go", "errors.md"):
        text = files[name].decode()
        assert not re.search(r"\b25[34]\b", text), name
        assert "CONFIG_INVALID" not in text and "SERVICE_ERROR" not in text, name


def test_an_unmapped_name_keeps_its_own_exit_code(tmp_path: Path) -> None:
    report = kube(tmp_path, "{CONFIG_INVALID: ERROR}")
    assert found(report) == []
    table, exit_of = exits_of(report)
    assert exit_of["AWS_NO_CREDENTIALS"] == "ERROR"
    assert exit_of["AWS_THROTTLED"] == "SERVICE_ERROR" and table["SERVICE_ERROR"] == 254
    assert "CONFIG_INVALID" not in table


def test_a_mapped_name_another_error_still_exits_with_stays(tmp_path: Path) -> None:
    # kube's own error relies on aws.yaml's declaration of SERVICE_ERROR (tables join by name)
    write(tmp_path / "aws.yaml", AWS)
    text = KUBE.format(exits=BOTH) + "  PROXIED: {message: Proxied, retryable: false, "
    write(tmp_path / "kube.yaml", text + "exit: SERVICE_ERROR}\n")
    report = check(tmp_path)
    assert found(report) == []
    table, exit_of = exits_of(report)
    assert table["SERVICE_ERROR"] == 254 and exit_of["PROXIED"] == "SERVICE_ERROR"
    assert exit_of["AWS_THROTTLED"] == "ERROR"
    assert "CONFIG_INVALID" not in table


@pytest.mark.parametrize(
    ("exits", "expected"),
    [
        # a typo on the included side: pointed at the key, its hint names the close one
        ("{CONFIG_INVALD: ERROR}", [("kube.yaml", "include-exit-unknown", 3, 44)]),
        # on the includer's side: pointed at the value
        ("{CONFIG_INVALID: EROR}", [("kube.yaml", "include-exit-unknown", 3, 60)]),
        # a correctable exit code onto a terminal one
        ("{CONFIG_INVALID: FATAL}", [("kube.yaml", "include-exit-class", 3, 60)]),
        # a shared one whose errors are of two classes, onto a transient one
        ("{SERVICE_ERROR: RETRY}", [("kube.yaml", "include-exit-class", 3, 59)]),
        # onto a result, or onto SUCCESS: no failure
        ("{CONFIG_INVALID: DIFFERENT}", [("kube.yaml", "include-exit-class", 3, 60)]),
        ("{CONFIG_INVALID: SUCCESS}", [("kube.yaml", "include-exit-class", 3, 60)]),
    ],
    ids=["unknown-included", "unknown-includer", "class", "shared-misfit", "result", "success"],
)
def test_an_unsound_mapping_is_one_finding_at_the_include(
    tmp_path: Path, exits: str, expected: list[tuple[str, str, int, int]]
) -> None:
    # one mistake, one finding: the errors it carried are not also reported for their exits
    assert found(kube(tmp_path, exits)) == expected


def test_what_the_findings_say(tmp_path: Path) -> None:
    def one(exits: str) -> tuple[str, str]:
        ((_, message, hint),) = said(kube(tmp_path, exits), tmp_path)
        return message, hint

    assert one("{CONFIG_INVALD: ERROR}") == (
        "aws.yaml has no exit code CONFIG_INVALD to map",
        "did you mean CONFIG_INVALID?",
    )
    assert one("{CONFIG_INVALID: EROR}") == (
        "CONFIG_INVALID of aws.yaml is mapped onto EROR, which is not in the exit-code table",
        "did you mean ERROR?",
    )
    assert one("{CONFIG_INVALID: FATAL}") == (
        "CONFIG_INVALID of aws.yaml is correctable but FATAL (70) is terminal",
        "map it onto a shared exit code or one of its class: AUTH_REQUIRED, CONFLICT, ERROR, "
        "NOT_FOUND, PRECONDITION, SERVICE_ERROR, USAGE",
    )
    assert one("{SERVICE_ERROR: RETRY}") == (
        "SERVICE_ERROR of aws.yaml is shared, and errors that exit with it are not transient, "
        "as RETRY (75) is: AWS_ACCESS_DENIED (terminal)",
        "map it onto a shared exit code, or give those errors exit codes of their class in "
        "aws.yaml",
    )
    assert one("{CONFIG_INVALID: DIFFERENT}")[0] == (
        "CONFIG_INVALID of aws.yaml is mapped onto DIFFERENT (80), a result, not a failure"
    )
    assert one("{CONFIG_INVALID: SUCCESS}")[0] == (
        "CONFIG_INVALID of aws.yaml is mapped onto SUCCESS (0), a success, not a failure"
    )


def test_class_agreement_that_holds(tmp_path: Path) -> None:
    # a correctable exit code onto a correctable one; a shared one onto a terminal one, when
    # every error that exits with it is terminal
    aws = AWS.replace("retryable: true, retry_after_ms: 1000", "retryable: false")
    assert found(kube(tmp_path, "{CONFIG_INVALID: USAGE, SERVICE_ERROR: FATAL}", aws)) == []


def test_an_included_result_has_nothing_to_map(tmp_path: Path) -> None:
    aws = AWS.replace("exit_codes:\n", "exit_codes:\n  CHANGES: {code: 2, class: result}\n")
    assert said(kube(tmp_path, "{CHANGES: ERROR}", aws), tmp_path) == [
        (
            "include-exit-class",
            "CHANGES of aws.yaml is a result, not a failure: no error exits with it, so there "
            "is nothing to map",
            "remove CHANGES from exits",
        )
    ]


def test_a_default_name_of_the_included_file_may_be_mapped(tmp_path: Path) -> None:
    aws = AWS.replace("exit: SERVICE_ERROR}", "exit: TRANSIENT}", 1)
    report = kube(tmp_path, "{TRANSIENT: ERROR}", aws)
    assert found(report) == []
    assert exits_of(report)[1]["AWS_THROTTLED"] == "ERROR"


NESTED_LEAF = """errgen: 1
tool: {name: leaf}
exit_codes:
  LEAF_FAILED: {code: 201, class: terminal}
  LEAF_BUSY: {code: 202, class: transient}
errors:
  BROKEN: {message: Broken, retryable: false, exit: LEAF_FAILED}
  BUSY: {message: Busy, retryable: true, retry_after_ms: 100, exit: LEAF_BUSY}
"""

NESTED_MID = """errgen: 1
include: [{{path: leaf.yaml, prefix: LEAF_, exits: {leaf}}}]
tool: {{name: mid}}
exit_codes:
  MID_FAILED: {{code: 101, class: terminal}}
errors:
  DOWN: {{message: Down, retryable: false, exit: MID_FAILED}}
"""

NESTED_ROOT = """errgen: 1
include: [{{path: mid.yaml, prefix: MID_, exits: {mid}}}]
tool: {{name: root}}
exit_codes:
  ERROR: {{code: 1, class: shared, ignore: [exit-code-shared]}}
errors: {{}}
"""


def nested(folder: Path, leaf: str, mid: str) -> Report:
    write(folder / "leaf.yaml", NESTED_LEAF)
    write(folder / "mid.yaml", NESTED_MID.format(leaf=leaf))
    write(folder / "root.yaml", NESTED_ROOT.format(mid=mid))
    return check(folder, "root.yaml")


def test_nested_mappings_compose(tmp_path: Path) -> None:
    # leaf's LEAF_FAILED -> mid's MID_FAILED -> root's ERROR; LEAF_BUSY goes up unmapped
    # through mid, and root maps it as a name mid sees
    report = nested(tmp_path, "{LEAF_FAILED: MID_FAILED}", "{MID_FAILED: ERROR, LEAF_BUSY: ERROR}")
    assert found(report) == []
    table, exit_of = exits_of(report)
    assert exit_of["MID_LEAF_BROKEN"] == exit_of["MID_DOWN"] == "ERROR"
    assert exit_of["MID_LEAF_BUSY"] == "ERROR"
    assert not {"LEAF_FAILED", "LEAF_BUSY", "MID_FAILED"} & set(table)


def test_a_nested_mapping_is_judged_where_it_is_written(tmp_path: Path) -> None:
    # mid maps a transient exit code onto a terminal one: the finding is in mid.yaml
    report = nested(tmp_path, "{LEAF_BUSY: MID_FAILED}", "{MID_FAILED: ERROR}")
    assert found(report) == [("mid.yaml", "include-exit-class", 2, 63)]
    # a name mid maps away is no name root can map
    report = nested(tmp_path, "{LEAF_FAILED: MID_FAILED}", "{LEAF_FAILED: ERROR}")
    assert found(report) == [("root.yaml", "include-exit-unknown", 2, 50)]


def test_a_file_included_twice_with_two_mappings_is_refused(tmp_path: Path) -> None:
    write(tmp_path / "aws.yaml", AWS)
    write(
        tmp_path / "other.yaml",
        "errgen: 1\ninclude: [{path: aws.yaml, prefix: AWS_}]\ntool: {name: other}\nerrors: {}\n",
    )
    root = KUBE.format(exits=BOTH).replace("include:\n", "include:\n  - other.yaml\n")
    write(tmp_path / "kube.yaml", root)
    report = check(tmp_path)
    assert [(d.file, d.rule, d.line) for d in report.diagnostics] == [
        ("kube.yaml", "include-conflict", 4)
    ]
    assert said(report, tmp_path)[0][1] == (
        "aws.yaml is included with exits none by other.yaml and with exits "
        "{CONFIG_INVALID: ERROR, SERVICE_ERROR: ERROR} here"
    )


@pytest.mark.parametrize(
    "exits", ["[ERROR]", "{config_invalid: ERROR}", "{CONFIG_INVALID: error}"]
)
def test_a_malformed_mapping_is_the_schemas_finding_and_not_followed(
    tmp_path: Path, exits: str
) -> None:
    report = kube(tmp_path, exits)
    assert {d.file for d in report.diagnostics} == {"kube.yaml"}
    assert {d.rule for d in report.diagnostics} <= {"wrong-type", "code-format", "invalid-value"}
    assert report.diagnostics
