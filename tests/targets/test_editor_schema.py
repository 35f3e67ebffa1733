"""The editor-schema target: the format's schema made this catalogue's own. check-jsonschema
(what editors' YAML language server applies: JSON Schema on the YAML document) accepts the
catalogue and refuses an exit name, a tag, a fix command or a replacement it does not have."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import errgen
import pytest

from tests.conftest import ROOT, write

PAYMENTS = ROOT / "examples" / "payments" / "errors.yaml"


def schema_for(source: Path, folder: Path) -> Path:
    files = errgen.render(errgen.load(source), ["editor-schema"])
    return write(folder / "errgen.schema.json", files["errgen.schema.json"].decode())


def check(schema: Path, document: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "check_jsonschema", "--schemafile", str(schema), str(document)],
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("exit: TRANSIENT", "exit: TRANSIENT_ERROR"),
        ("fix_command: pay auth refresh", "fix_command: pay auth rfresh"),
        ("tags: [card-error]", "tags: [card-eror]"),
    ],
    ids=["exit", "fix-command", "tag"],
)
def test_what_only_this_catalogue_knows_is_checked(tmp_path: Path, old: str, new: str) -> None:
    schema = schema_for(PAYMENTS, tmp_path)
    text = PAYMENTS.read_text("utf-8")
    assert check(schema, PAYMENTS).returncode == 0
    assert old in text, old
    broken = write(tmp_path / "errors.yaml", text.replace(old, new, 1))
    done = check(schema, broken)
    assert done.returncode == 1, done.stdout
    assert new.split(": ", 1)[1].strip("[]") in done.stdout


def test_the_schema_lists_this_catalogues_names() -> None:
    import json

    catalogue = errgen.load(PAYMENTS)
    schema = json.loads(errgen.render(catalogue, ["editor-schema"])["errgen.schema.json"])
    error = schema["$defs"]["error"]["properties"]
    assert error["exit"]["enum"] == [
        e.name for e in catalogue.exit_codes if e.name != "SUCCESS" and not e.result
    ]
    assert error["tags"]["items"]["enum"] == list(catalogue.tags)
    assert set(error["fix_command"]["enum"]) <= {c.line for c in catalogue.commands}
    assert schema["$id"].endswith(":" + catalogue.tool)


def test_init_then_build_writes_it_beside_the_catalogue(tmp_path: Path) -> None:
    from tests.conftest import run_errgen

    assert run_errgen("init", "--name", "mytool", cwd=tmp_path).code == 0
    generic = (tmp_path / "errgen.schema.json").read_text()
    assert run_errgen("build", cwd=tmp_path).code == 0
    own = (tmp_path / "errgen.schema.json").read_text()
    assert own != generic and '"mytool auth refresh"' in own
    assert (tmp_path / "errors.yaml").read_text().startswith(
        "# yaml-language-server: $schema=errgen.schema.json"
    )
