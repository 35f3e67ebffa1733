"""errgen.catalogue: reading, the strict loader, include and merge."""
