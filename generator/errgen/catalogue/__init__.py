"""The read and load stage: a catalogue file's bytes in, located data out.

Takes the bytes of a catalogue (files.read_file bounds what is read), loads them strictly
(load: duplicate keys, YAML 1.1 traps, aliases and size limits refused, every node's file,
line and column kept), follows its includes (include) and merges them into one document
(merge). Gives a `Document`/`Merged` and the `Problem`s found on the way, without severities:
the check stage decides what they mean. Imports no rule, no target and no renderer.
"""
