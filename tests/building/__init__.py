"""errgen.building: configuration, the cache, writing, build --check, faults mid-build."""
