"""errgen.diff: changes between two catalogues, breaking or compatible."""
