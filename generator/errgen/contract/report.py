"""How a contract run is shown: a line a result for a person, JUnit XML for a CI system (one
test case a code, a probe, and coverage), the transcripts for the docs."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from errgen.building.write import write_atomic
from errgen.contract import Run
from errgen.contract.checks import Result
from errgen.text import escaped

# what XML 1.0 cannot carry at all, even escaped: made visible before it is written
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def line(result: Result) -> str:
    """One result in a line: state, what it is, and its checks (or why it failed)."""
    what = escaped(result.name if result.kind != "probe" else f"probe {result.name!r}")
    if result.skipped is not None:
        return f"skip  {what}: {escaped(result.skipped)}"
    seconds = f" ({result.duration_ms / 1000:.1f} s)" if result.kind != "coverage" else ""
    if result.ok:
        if result.kind == "coverage":
            return f"ok    {result.checks[0].detail}"
        names = ", ".join(
            check.name + (" (skipped)" if check.skipped else "") for check in result.checks
        )
        return f"ok    {what}: {names}{seconds}"
    failed = "\n".join(f"        {check.name}: {check.detail}" for check in result.failed)
    return f"FAIL  {what}{seconds}\n{failed}"


def summary(run: Run) -> str:
    passed, failed, skipped = run.checks()
    return (
        f"contract {run.contract.shown}: {passed} checks passed, {failed} failed, "
        f"{skipped} skipped in {run.duration_ms / 1000:.1f} s"
    )


def junit(run: Run) -> bytes:
    """The run as JUnit XML: a test case per scenario (named by its code), per registry probe
    and for coverage; each failed check a <failure> named by the check."""
    tests = failures = skipped = 0
    suite = ET.Element("testsuite", name=f"errgen contract {_xml(run.contract.shown)}")
    for result in run.results:
        classname = {
            "scenario": "errgen.contract.scenario",
            "probe": "errgen.contract.probe",
        }.get(result.kind, "errgen.contract")
        case = ET.SubElement(
            suite,
            "testcase",
            classname=classname,
            name=_xml(result.name),
            time=f"{result.duration_ms / 1000:.3f}",
        )
        tests += 1
        if result.skipped is not None:
            ET.SubElement(case, "skipped", message=_xml(result.skipped))
            skipped += 1
        elif result.failed:
            first = result.failed[0]
            failure = ET.SubElement(
                case, "failure", message=_xml(f"{first.name}: {first.detail}"), type=first.name
            )
            failure.text = _xml("\n".join(f"{c.name}: {c.detail}" for c in result.failed))
            failures += 1
        if result.transcript:
            ET.SubElement(case, "system-out").text = _xml("\n".join(result.transcript))
    suite.set("tests", str(tests))
    suite.set("failures", str(failures))
    suite.set("errors", "0")
    suite.set("skipped", str(skipped))
    suite.set("time", f"{run.duration_ms / 1000:.3f}")
    root = ET.Element("testsuites", name="errgen contract")
    root.append(suite)
    for name in ("tests", "failures", "errors", "skipped", "time"):
        root.set(name, suite.get(name, "0"))
    ET.indent(root)
    text: bytes = ET.tostring(root, encoding="utf-8", xml_declaration=True)
    return text + b"\n"


def _xml(text: str) -> str:
    return _NOT_XML.sub(lambda m: f"\\u{{{ord(m.group(0)):04x}}}", text)


# What differs between two runs of the same contract, which a recorded page must not show: an
# envelope's duration, a clock reading (an ISO 8601 time, or seconds or milliseconds since
# 1970 between 2001 and 2286 in a JSON value), and the sandbox's folder
_DURATION = re.compile(r'("duration_ms": ?)[0-9]+')
_ISO_TIME = re.compile(
    r"\b[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]+)?(?:Z|[+-][0-9]{2}:?[0-9]{2})?"
)
_EPOCH = re.compile(r'(": ?)(1[0-9]{9}|[1-9][0-9]{12})(?=[,}\]])')


def stable(line: str, sandbox: str) -> str:
    """A transcript's line as a recording shows it: the same on every run of the contract."""
    if sandbox:
        line = line.replace(sandbox, "<sandbox>")
    line = _DURATION.sub(r"\g<1>0", line)
    line = _ISO_TIME.sub("<time>", line)
    return _EPOCH.sub(r'\g<1>"<time>"', line)


def record(run: Run, folder: Path) -> list[Path]:
    """Write each scenario's transcript to FOLDER/<CODE>.txt, for the docs, each file whole and
    the same on every run (no duration, clock reading or sandbox folder)."""
    written = []
    for result in run.results:
        if result.kind == "scenario":
            target = folder / f"{result.name}.txt"
            lines = [stable(line, result.sandbox) for line in result.transcript]
            write_atomic(target, ("\n".join(lines) + "\n").encode("utf-8"))
            written.append(target)
    return written
