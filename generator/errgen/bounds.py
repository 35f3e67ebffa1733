"""The bounds of a catalogue file, past which errgen refuses to read further.

Apart from the loader, so that reading a file (and a cache hit) need not import YAML.
"""

MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 16
MAX_SCALAR_CHARS = 64 * 1024
MAX_ALIAS_REPORTS = 10  # every alias is refused; past this many, the first ones make the point
