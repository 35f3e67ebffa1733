"""`errgen explain "<registry line>"` says how the line's effect stands (issue 33): judged from
the table, judged by the general knowledge, proven by a contract file, acknowledged by a cited
safe_because, the tool's own, or unknown."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import run_errgen, write

CATALOGUE = """\
errgen: 1
tool:
  name: depot
  companions: [git, flux, vault]
  commands:
    depot auth refresh: {effect: idempotent}
    git fetch --prune: {effect: idempotent}
    flux get kustomizations: {effect: read-only}
    vault status:
      effect: read-only
      safe_because: prints the seal status only, https://developer.hashicorp.com/vault/docs/commands/status
    flux suspend kustomization apps: {effect: destructive}
errors:
  TOKEN_EXPIRED:
    message: the token expired
    retryable: false
    exit: AUTH_REQUIRED
    fix_required: a fresh token
    fix_command: depot auth refresh
"""


def standing_of(folder: Path, line: str) -> dict[str, object]:
    envelope = run_errgen("explain", line, "--json", "--catalog", "errors.yaml", cwd=folder)
    data: dict[str, object] = envelope.envelope()["data"]
    return data


def test_each_registry_line_says_how_it_stands(tmp_path: Path) -> None:
    write(tmp_path / "errors.yaml", CATALOGUE)
    assert standing_of(tmp_path, "git fetch --prune")["standing"] == "judged"
    assert standing_of(tmp_path, "vault status")["standing"] == "acknowledged"
    unknown = standing_of(tmp_path, "flux get kustomizations")
    assert unknown["standing"] == "unknown" and "contract probe" in str(unknown["why"])
    assert standing_of(tmp_path, "depot auth refresh")["standing"] == "own"
    assert standing_of(tmp_path, "flux suspend kustomization apps")["standing"] == "not-run-blindly"
    text = run_errgen("explain", "git fetch --prune", "--catalog", "errors.yaml", cwd=tmp_path)
    assert text.code == 0, text.err
    assert "standing: judged" in text.out and "programs.yaml" in text.out


def test_a_contract_file_proves_the_lines_it_probes(tmp_path: Path) -> None:
    write(tmp_path / "errors.yaml", CATALOGUE)
    write(tmp_path / "errgen.contract.yaml", "catalog: errors.yaml\nprobes: {skip: [vault status]}\n")
    assert standing_of(tmp_path, "flux get kustomizations")["standing"] == "proven"
    assert standing_of(tmp_path, "depot auth refresh")["standing"] == "proven"
    assert standing_of(tmp_path, "vault status")["standing"] == "acknowledged"
