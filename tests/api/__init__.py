"""The public Python API (errgen.check, load, render, build) and the Target interface."""
