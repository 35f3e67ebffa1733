"""errgen.model: the resolved catalogue and its fields."""
