"""errgen.validation: the schema, the rule registry and the rules, on good and bad catalogues."""
