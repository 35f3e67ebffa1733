"""Aliases scoped by the catalogue that defines them: kubectl's and AWS's ServiceUnavailable
both resolve where the envelope's domain is known, and an unqualified shared spelling is
unknown (terminal), never the wrong code."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import errgen
from errgen.recover import Answer, Classifier

from tests.conftest import ROOT, write

SKYCTL = ROOT / "examples" / "real-tools" / "skyctl" / "errors.yaml"


def test_the_same_spelling_in_two_catalogues_is_allowed_and_scoped() -> None:
    catalogue = errgen.load(SKYCTL)
    scoped = {(d, a): c for d, a, c in catalogue.scoped_aliases}
    assert scoped["skyctl", "ServiceUnavailable"] == "SERVICE_UNAVAILABLE"
    assert scoped["sky-storage", "ServiceUnavailable"] == "STORAGE_SERVICE_UNAVAILABLE"
    unqualified = dict(catalogue.aliases)
    assert "ServiceUnavailable" not in unqualified  # ambiguous without a domain
    assert unqualified["503"] == "STORAGE_SERVICE_UNAVAILABLE"  # one domain's: unambiguous


def test_two_codes_of_one_catalogue_still_cannot_share_an_alias(tmp_path: Path) -> None:
    text = SKYCTL.read_text().replace(
        "  ACCESS_DENIED:\n", "  ACCESS_DENIED:\n    aliases: [ServiceUnavailable]\n", 1
    )
    path = write(tmp_path / "skyctl" / "errors.yaml", text)
    for part in (SKYCTL.parent / "services").iterdir():
        write(tmp_path / "skyctl" / "services" / part.name, part.read_text())
    rules = [d.rule for d in errgen.check(path).diagnostics]
    assert rules == ["alias-taken"]


def test_the_generated_module_reads_an_alias_in_its_domain(tmp_path: Path) -> None:
    module = errgen.render(errgen.load(SKYCTL), ["python"])["errors.py"]
    write(tmp_path / "skyerrors.py", module.decode())
    sys.path.insert(0, str(tmp_path))
    try:
        import skyerrors  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(tmp_path))
    envelope = {"ok": False, "error": {"code": "ServiceUnavailable", "message": "down"}}
    assert skyerrors.from_envelope(envelope, "sky-storage").code == "STORAGE_SERVICE_UNAVAILABLE"
    assert skyerrors.from_envelope(envelope, "skyctl").code == "SERVICE_UNAVAILABLE"
    unknown = skyerrors.from_envelope(envelope)  # ambiguous: unknown, terminal
    assert unknown.recovery == "terminal" and unknown.foreign_code == "ServiceUnavailable"
    in_other = skyerrors.from_envelope(envelope, "nowhere")
    assert in_other.recovery == "terminal"
    # the included tool's own code, unprefixed, as its own envelope carries it: read in its
    # domain only (the held-out glab found git's NOT_A_REPOSITORY unknown beside GIT_...)
    own = {"ok": False, "error": {"code": "SLOW_DOWN", "message": "slow"}}
    assert skyerrors.from_envelope(own, "sky-storage").code == "STORAGE_SLOW_DOWN"
    assert skyerrors.from_envelope(own).recovery == "terminal"  # unprefixed, no domain: unknown


def test_an_included_tools_own_codes_are_spellings_in_its_domain_only() -> None:
    scoped = {(d, a): c for d, a, c in errgen.load(SKYCTL).scoped_aliases}
    assert scoped["sky-storage", "NO_SUCH_BUCKET"] == "STORAGE_NO_SUCH_BUCKET"
    assert not any(domain == "skyctl" and alias == "NO_SUCH_BUCKET" for domain, alias in scoped)


def test_recover_reads_an_ambiguous_alias_as_unknown() -> None:
    classifier = Classifier(errgen.load(SKYCTL))
    envelope = {"ok": False, "error": {"code": "ServiceUnavailable", "message": "down"}}
    verdict = classifier.classify(Answer(75, json.dumps(envelope), envelope))
    assert verdict is not None and verdict.recovery == "terminal"
