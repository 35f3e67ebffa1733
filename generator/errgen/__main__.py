"""`python -m errgen`: the console script."""

from errgen.cli import run

run()
