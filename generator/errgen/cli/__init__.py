"""The command line: errgen.cli.commands holds the commands (each parses its flags, calls one
function and shows its result), errgen.cli.app makes them a typer application, and
errgen.cli.entry turns a command's data, or one of errgen's errors, into the envelope (with
--json) and the exit code. `run`, the console script, is the one place that touches the
process itself (the collector, the exit).
"""

from __future__ import annotations

import gc
import os
import sys
from typing import Any, NoReturn


def main(argv: list[str] | None = None) -> NoReturn:
    """Every outcome of a command is an envelope (with --json) and an exit code; never a
    traceback (ERRGEN_DEBUG=1 shows one for errgen's own INTERNAL_ERROR)."""
    from errgen.cli.app import parse
    from errgen.cli.entry import main as entry_main

    entry_main(parse, argv)


def _template_cache() -> Any:
    """errgen's compiled templates for this user (imports Jinja: called at the first compile)."""
    from errgen.cli.bytecode import template_cache

    return template_cache()


def run() -> NoReturn:
    """The console script: `main` without the cyclic garbage collector, then exit without
    tearing the interpreter down. A run is short and makes next to no cycles, while the
    collector walks the whole catalogue again and again, and freeing it object by object at
    exit costs more than the run. Only this entry point does this: `main` and every module it
    calls are ordinary library code."""
    gc.disable()
    from errgen.package import TEMPLATE_CACHE

    TEMPLATE_CACHE[:] = [_template_cache]
    code = 0
    try:
        main()
    except SystemExit as done:
        code = done.code if isinstance(done.code, int) else 0 if done.code is None else 1
        if not isinstance(done.code, (int, type(None))):
            print(done.code, file=sys.stderr)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            code = code or 120  # what the interpreter exits with when it cannot flush
    os._exit(code)
