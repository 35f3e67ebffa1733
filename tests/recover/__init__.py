"""errgen.recover: the recovery loop driven end to end, on the Python and Go depots."""
