"""Code errgen generated from its own catalogue (catalog/errgen.yaml) with errgen build."""
