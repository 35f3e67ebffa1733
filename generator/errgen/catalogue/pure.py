"""PyYAML's own loader, as errgen uses it where libyaml is missing (and to scan a file again
when it explains a syntax error)."""

from __future__ import annotations

from typing import Any

import yaml


class PureLoader(yaml.SafeLoader):
    """PyYAML's own loader (where libyaml is missing), failing as libyaml does on a `\\U`
    escape past U+10FFFF in a double-quoted value: a ScannerError at the escape's digits, where
    PyYAML's scanner lets chr()'s ValueError out (found by tests/fuzz)."""

    def scan_flow_scalar_non_spaces(self, double: bool, start_mark: Any) -> Any:
        try:
            return super().scan_flow_scalar_non_spaces(double, start_mark)
        except ValueError:
            raise yaml.scanner.ScannerError(
                "while parsing a quoted scalar",
                start_mark,
                "found invalid Unicode character escape code",
                self.get_mark(),
            ) from None
