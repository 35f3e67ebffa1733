"""Jinja templates of errgen's targets, shipped inside the package as errgen.templates."""
