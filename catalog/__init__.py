"""errgen's own error catalogue, shipped inside the package as errgen.catalog."""
