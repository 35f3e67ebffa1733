"""`make dist`: build the sdist and the wheel, check them as an index and an installer would,
then install the wheel into a fresh virtual environment and build a catalogue with it.

    python -m tools.dist [--outdir DIR]

The checks: the core metadata of both is valid (packaging's own validation, what pip reads),
the version is the package's, the wheel holds every file errgen reads at run time (templates,
schemas, rules, its own catalogue, py.typed), the sdist holds the README, the CHANGELOG and the docs site's sources; the
installed `errgen --version` names the version and `errgen build` of the guide gives the
golden errors.py byte for byte.
"""

from __future__ import annotations

import argparse
import email
import subprocess
import sys
import tarfile
import tempfile
import venv
import zipfile
from pathlib import Path

from errgen.package import VERSION
from packaging.metadata import Metadata

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "examples" / "guide" / "errors.yaml"
GOLDEN = ROOT / "tests" / "golden" / "guide" / "errors.py"
WHEEL_FILES = (
    "errgen/py.typed",
    "errgen/catalogue.schema.json",
    "errgen/catalog-json.schema.json",
    "errgen/validation/rules.yaml",
    "errgen/validation/programs.yaml",
    "errgen/contract/contract.schema.json",
    "errgen/catalog/errgen.yaml",
    "errgen/generated/errors.py",
    "errgen/templates/errors.py.jinja",
)
SDIST_FILES = ("README.md", "CHANGELOG.md", "pyproject.toml", "mkdocs.yml", "docs/index.md")


def build(outdir: Path) -> tuple[Path, Path]:
    """The sdist and the wheel, built in isolation as a publisher builds them."""
    subprocess.run(
        [sys.executable, "-m", "build", "--sdist", "--wheel", "--outdir", str(outdir), str(ROOT)],
        check=True,
        capture_output=True,
    )
    [sdist] = outdir.glob(f"errgen-{VERSION}.tar.gz")
    [wheel] = outdir.glob(f"errgen-{VERSION}-py3-none-any.whl")
    return sdist, wheel


def check_metadata(raw: bytes, where: str) -> None:
    """Core metadata as pip reads it, validated field by field; the version is this package's."""
    metadata = Metadata.from_email(raw, validate=True)
    assert str(metadata.version) == VERSION, f"{where}: version {metadata.version}"
    assert metadata.requires_python is not None, f"{where}: no Requires-Python"
    assert "black" not in {r.name for r in metadata.requires_dist or () if not r.marker}, where
    assert email.message_from_bytes(raw).get_payload(), f"{where}: no description (the README)"


def check_archives(sdist: Path, wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        missing = [name for name in WHEEL_FILES if name not in names]
        assert not missing, f"the wheel lacks {missing}"
        [metadata] = [n for n in names if n.endswith(".dist-info/METADATA")]
        check_metadata(archive.read(metadata), wheel.name)
    with tarfile.open(sdist) as archive:
        top = f"errgen-{VERSION}/"
        names = set(archive.getnames())
        missing = [name for name in SDIST_FILES if top + name not in names]
        assert not missing, f"the sdist lacks {missing}"
        info = archive.extractfile(top + "PKG-INFO")
        assert info is not None
        check_metadata(info.read(), sdist.name)


def check_install(wheel: Path, work: Path) -> None:
    """The wheel in a fresh environment (its dependencies from the index, as a user gets them):
    the version it names, and a build of the guide equal to the golden record."""
    environment = work / "venv"
    venv.EnvBuilder(with_pip=True).create(environment)
    bin_dir = environment / "bin"
    subprocess.run(
        [
            bin_dir / "python",
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            str(wheel),
        ],
        check=True,
        capture_output=True,
    )
    version = subprocess.run(
        [bin_dir / "errgen", "--version"], check=True, capture_output=True, text=True
    ).stdout.strip()
    assert version == f"errgen {VERSION}", version
    out = work / "out"
    subprocess.run(
        [bin_dir / "errgen", "build", str(GUIDE), "--out", str(out), "--target", "python"],
        check=True,
        capture_output=True,
        cwd=work,
    )
    assert (out / "errors.py").read_bytes() == GOLDEN.read_bytes(), "the build differs"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--outdir", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    args.outdir.mkdir(parents=True, exist_ok=True)
    sdist, wheel = build(args.outdir)
    check_archives(sdist, wheel)
    with tempfile.TemporaryDirectory() as temp:
        check_install(wheel, Path(temp))
    print(f"{sdist.name} and {wheel.name}: metadata valid, files present, installed and built")


if __name__ == "__main__":
    main()
