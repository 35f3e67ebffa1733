"""Coverage-guided fuzzing of load-and-validate with atheris: no input may raise.

    python tests/fuzz/fuzz_validate.py CORPUS_DIR -max_total_time=600    # make fuzz
    python tests/fuzz/fuzz_validate.py CORPUS_DIR -runs=3000             # the bounded run in make test

Every input goes through errgen's whole validation (strict loader, schema, rules, includes
refused by the file reader below). Any exception is a crash that atheris reports and saves.
"""

from __future__ import annotations

import sys
from pathlib import Path

import atheris

with atheris.instrument_imports():
    from errgen.validation import check_bytes


def no_files(path: Path) -> bytes:
    raise FileNotFoundError(2, "the fuzzer reads no files", str(path))


def one_input(data: bytes) -> None:
    report = check_bytes(data, "fuzz.yaml", read=no_files)
    for diagnostic in report.diagnostics:
        assert diagnostic.line >= 1 and diagnostic.column >= 1, diagnostic
        assert diagnostic.rule and diagnostic.message, diagnostic


def main() -> None:
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
