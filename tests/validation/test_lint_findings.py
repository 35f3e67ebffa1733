"""The fourth red-team pass on the command lint (issue 33, findings 1-3): each case passed
validation on the old main as a safe fix command."""

from __future__ import annotations

import pytest
from errgen.validation.commands import judge

PROGRAMS = frozenset("tool git cargo pip gh helm kubectl npm go uv gem dotnet flatpak snap".split())
EFFECTS = ("command-effect-contradicted", "command-effect-understated", "command-runs-program")
RUNS = ("command-runs-program", "command-option-runs-program", "program-unsafe")


def rules(line: str, effect: str = "idempotent") -> set[str]:
    return {rule for rule, _, _ in judge(line, PROGRAMS | {line.split()[0]}, effect)}


@pytest.mark.parametrize(
    "line",
    [
        "git clean -fdx -n --no-dry-run",
        "git clean -fdx --dry-run --no-dry-run",
        "kubectl delete ns prod --dry-run=client --dry-run=none",
        "tool purge --dry-run --no-dry-run",
        "tool db drop --dry-run=false",
    ],
)
def test_finding_1_a_negated_dry_run_is_not_read_only(line: str) -> None:
    assert set(EFFECTS) & rules(line, "read-only"), line


@pytest.mark.parametrize(
    "line",
    [
        "git remote remove origin",
        "git switch -f main",
        "git tag -f v1",
        "git update-ref -d refs/x",
        "git revert HEAD",
        "git apply fix.patch",
        "cargo clean --target-dir /",
        "pip install --only-binary :all: requests",
        "gh release upload v1 a.tgz --clobber",
        "git branch -f main",
    ],
)
def test_finding_2_a_state_changing_sibling_does_not_pass_as_read_only(line: str) -> None:
    assert set(EFFECTS) & rules(line, "read-only"), line


@pytest.mark.parametrize(
    "line",
    [
        "helm template web . --post-renderer ./r",
        "git grep -Oless x",
        "git clone -u ./x repo",
        "git merge -s ours main",
        "git config diff.pdf.textconv x",
        "git config gpg.program x",
        "git config sequence.editor x",
        "kubectl config set users.dev.exec.command x",
        "npm config set script-shell x",
        "go vet -vettool=./x ./pkg",
        "uv pip install x",
        "cargo publish",
        "gh workflow run ci.yml",
        "gem install rails",
        "dotnet tool run ef",
        "flatpak run org.x.App",
        "snap run hello",
        "ssh-agent x",
        "firejail x",
        "wsl ls",
        "git daemon --access-hook=./x",
        "openssl req -engine x",
        "schtasks /create x",
    ],
)
def test_finding_3_a_program_starting_sibling_is_caught_as_one(line: str) -> None:
    assert set(RUNS) & rules(line), line


def test_a_contract_file_covering_the_catalogue_proves_its_lines(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from errgen.building import check_catalogue

    catalogue = tmp_path / "errors.yaml"
    catalogue.write_text(
        "errgen: 1\ntool:\n  name: tool\n  companions: [acmectl]\n  commands:\n"
        "    acmectl sync: {effect: idempotent}\n    acmectl pull: {effect: idempotent}\n"
        "errors: {}\n"
    )
    noticed = lambda: {  # noqa: E731
        d.message.split("'")[1] for d in check_catalogue(catalogue, tmp_path).diagnostics
    }
    assert noticed() == {"acmectl sync", "acmectl pull"}
    assert {d.severity for d in check_catalogue(catalogue, tmp_path, strict=True).diagnostics} == {
        "warning"
    }
    (tmp_path / "errgen.contract.yaml").write_text(
        "catalog: errors.yaml\nprobes:\n  skip: {acmectl pull: needs the acme server}\n"
    )
    assert noticed() == {"acmectl pull"}
