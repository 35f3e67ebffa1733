"""errgen.names: the identifiers the targets derive, and their collisions."""
