"""`errgen lsp`: errgen's rules in the editor, as a language server over stdio.

The same checks as `errgen validate`, through the public check API, on the editor's unsaved
buffers; hover, completion, definition and references on the last state that loaded; quick
fixes from the diagnostics' structured fixes. Needs the `lsp` extra (pygls, lsprotocol).
"""
