"""errgen.cli: the command line as users meet it: text, envelopes, exit codes, the first hour."""
