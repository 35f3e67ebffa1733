# Two commands do all the set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
ERRGEN := $(VENV)/bin/errgen
STAMP := $(VENV)/.installed

.PHONY: install run test regen bench fuzz lint clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

# errgen's main job on an example: validate the guide's catalogue, then build every target
# its errgen.toml configures.
run: $(STAMP)
	cd examples/guide && ../../$(ERRGEN) validate && ../../$(ERRGEN) build
	@echo "--- examples/guide/docs:" && ls examples/guide/docs

test: $(STAMP)
	$(PY) -m pytest

# Rewrite the golden records of generated output; review the diff like code.
regen: $(STAMP)
	$(ERRGEN) build
	$(PY) -m tests.regen

lint: $(STAMP)
	$(PY) -m ruff check generator tests
	$(PY) -m mypy

clean:
	rm -rf $(VENV) build *.egg-info generator/*.egg-info

# Figures for the README's performance section; ratios to baselines measured in the same run.
bench: $(STAMP)
	$(PY) -m benchmarks.bench
