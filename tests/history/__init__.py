"""errgen.history: a catalogue's versions in git, and what the docs pages say of them."""
