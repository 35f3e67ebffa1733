"""errgen.targets: each target's output, read by its real consumers (test_<target>_*.py), and
what holds across targets (envelopes, parsers, inert text, cleaning, real tools)."""
