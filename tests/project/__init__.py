"""The project as a whole: its own lint and import graph, the wheel, the benchmark script."""
