# Two commands do all the set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
ERRGEN := $(VENV)/bin/errgen
STAMP := $(VENV)/.installed

TS_STAMP := tests/typescript/node_modules/.installed

.PHONY: install run test check regen bench fuzz lint clean toolchains browser dist tmux

$(STAMP): pyproject.toml examples/depot/pyproject.toml tests/constraints.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -c tests/constraints.txt \
		-e '.[test]' -e examples/depot
	touch $(STAMP)

install: $(STAMP)

# The Node tools the tests read errgen's outputs with (ajv, json-schema-to-typescript,
# github-slugger), pinned by the lock file and installed once; without npm those tests skip.
NODE_DIR := tests/node
NODE_STAMP := $(NODE_DIR)/node_modules/.installed

$(NODE_STAMP): $(NODE_DIR)/package.json $(NODE_DIR)/package-lock.json
	@if command -v npm >/dev/null 2>&1; then \
		cd $(NODE_DIR) && npm ci --no-audit --no-fund --loglevel=error && touch node_modules/.installed; \
	else \
		echo "npm not found: the tests that read outputs with Node tools will be skipped"; \
	fi

# errgen's main job on an example: build the example tool's catalogue (every target its
# errgen.toml configures), then drive the tool through each class of failure with errgen recover;
# with Go on the machine, then the Go depot built from the same catalogue, by the same script.
run: $(STAMP)
	cd examples/depot && ../../$(ERRGEN) validate && ../../$(ERRGEN) build
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" bash examples/depot/demo.sh
	@printf '\n### The recovery contract: every code of the catalogue triggered and its recovery checked\n$$ errgen contract -j 2\n'
	cd examples/depot && ../../$(ERRGEN) contract -j 2
	@if command -v go >/dev/null 2>&1; then \
		bin=$$(mktemp -d) && (cd examples/depot-go && go build -o "$$bin/depot" .) && \
		printf '\n### The same ladder, the same catalogue, the Go depot (examples/depot-go)\n' && \
		PATH="$$bin:$(CURDIR)/$(VENV)/bin:$$PATH" bash examples/depot/demo.sh && \
		printf '\n### The same contract file, the Go depot\n$$ errgen contract examples/depot/errgen.contract.yaml --program ./depot\n' && \
		$(ERRGEN) contract examples/depot/errgen.contract.yaml -j 2 --program "$$bin/depot"; \
		status=$$?; rm -rf "$$bin"; exit $$status; \
	else echo "go not found: the Go depot's demo is skipped (make test installs Go)"; fi
	@if command -v node >/dev/null 2>&1 && [ -x tests/typescript/node_modules/.bin/tsc ]; then \
		bin=$$(mktemp -d) && tests/typescript/node_modules/.bin/tsc -p examples/depot-ts --outDir "$$bin/js" && \
		printf '#!/bin/sh\nexec node "%s/js/main.js" "$$@"\n' "$$bin" > "$$bin/depot" && chmod +x "$$bin/depot" && \
		printf '\n### The same ladder, the same catalogue, the TypeScript depot (examples/depot-ts)\n' && \
		PATH="$$bin:$(CURDIR)/$(VENV)/bin:$$PATH" bash examples/depot/demo.sh && \
		printf '\n### The same contract file, the TypeScript depot\n$$ errgen contract examples/depot/errgen.contract.yaml --program ./depot\n' && \
		$(ERRGEN) contract examples/depot/errgen.contract.yaml -j 2 --program "$$bin/depot"; \
		status=$$?; rm -rf "$$bin"; exit $$status; \
	else echo "node or tsc not found: the TypeScript depot's demo is skipped (make toolchains installs tsc)"; fi
	@if command -v cargo >/dev/null 2>&1; then \
		bin=$$(mktemp -d) && (cd examples/depot-rs && CARGO_TARGET_DIR="$$bin" cargo build --offline -q) && \
		printf '\n### The same ladder, the same catalogue, the Rust depot (examples/depot-rs)\n' && \
		PATH="$$bin/debug:$(CURDIR)/$(VENV)/bin:$$PATH" bash examples/depot/demo.sh && \
		printf '\n### The same contract file, the Rust depot\n$$ errgen contract examples/depot/errgen.contract.yaml --program ./depot\n' && \
		$(ERRGEN) contract examples/depot/errgen.contract.yaml -j 2 --program "$$bin/debug/depot"; \
		status=$$?; rm -rf "$$bin"; exit $$status; \
	else echo "cargo not found: the Rust depot's demo is skipped"; fi

# The toolchains the typescript and go targets' tests compile with: TypeScript from npm (pinned
# by tests/typescript/package-lock.json), Go from Debian when missing (as root, as CI runs), and
# Debian's serde_json and clap crates (/usr/share/cargo/registry) for the rust target's features.
# Without them those tests skip and say why; nothing else depends on them.
$(TS_STAMP): tests/typescript/package-lock.json
	@if command -v npm >/dev/null; then \
		cd tests/typescript && npm ci --no-audit --no-fund --loglevel=error && touch node_modules/.installed; \
	else echo "npm not found: the TypeScript tests will be skipped"; fi

toolchains: $(TS_STAMP)
	@command -v go >/dev/null || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
		apt-get update -qq && apt-get install -y -qq golang-go >/dev/null; } || \
		echo "go could not be installed: the Go tests will be skipped"
	@ls -d /usr/share/cargo/registry/serde_json-* /usr/share/cargo/registry/clap-4.* >/dev/null 2>&1 || \
		{ [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
		apt-get update -qq && apt-get install -y -qq librust-serde-json-dev librust-clap-dev >/dev/null; } || \
		echo "Debian's serde and clap crates could not be installed: the Rust tests' feature build is skipped"

# The browser the docs site's tests read the built pages with (tests/targets/test_site.py, through
# playwright, which is told never to download one): Debian's chromium when missing (as root).
browser:
	@command -v chromium >/dev/null || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
		apt-get update -qq && apt-get install -y -qq chromium >/dev/null; } || \
		echo "chromium could not be installed: the browser tests will be skipped"

# The terminal the test of what a person sees runs depot in (tests/examples/test_depot_terminal.py):
# Debian's tmux when missing (as root); without it that test skips and says why.
tmux:
	@command -v tmux >/dev/null || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
		apt-get update -qq && apt-get install -y -qq tmux >/dev/null; } || \
		echo "tmux could not be installed: the terminal test will be skipped"

# Every test, one worker a core (pytest-xdist, a module that builds something once for all its
# tests on one worker): 8 min 3 s for `CI=true bash .ci/run` in a fresh clone on two idle cores,
# installs included (7 min 9 s of tests, 2,967 of them; 2026-12-04).
test: $(STAMP) $(NODE_STAMP) toolchains browser tmux
	$(PY) -m pytest -n auto --dist loadgroup

# The fast loop: the import contracts, then every test but those marked slow (real toolchains,
# whole corpora, timing ratios, the fuzzer), one worker a core.
check: $(STAMP)
	$(VENV)/bin/lint-imports
	$(PY) -m pytest -m "not slow" -n auto --dist loadgroup

# Rewrite the golden records, the snapshots, the precompiled schema and every committed build
# (errgen's own errors, the examples); review the diff like code.
regen: $(STAMP)
	$(PY) -m tools.regen

# The sdist and the wheel in dist/, their metadata checked as pip reads it, the wheel installed
# into a fresh virtual environment (dependencies from the index) and building the guide.
dist: $(STAMP)
	$(PY) -m tools.dist

lint: $(STAMP)
	$(PY) -m ruff check generator tests tools
	$(PY) -m mypy
	$(VENV)/bin/lint-imports

clean:
	rm -rf $(VENV) build *.egg-info generator/*.egg-info $(NODE_DIR)/node_modules

# Figures for the README's performance section; ratios to baselines measured in the same run.
bench: $(STAMP)
	$(PY) -m benchmarks.bench

# Coverage-guided fuzzing of load-and-validate for ten minutes; crashes are saved as crash-*.
fuzz: $(STAMP)
	rm -rf .fuzz-corpus && mkdir .fuzz-corpus && cp tests/cases/bad/*.yaml examples/guide/errors.yaml .fuzz-corpus/
	$(PY) tests/fuzz/fuzz_validate.py .fuzz-corpus -max_total_time=600 -max_len=8192 -rss_limit_mb=2048 -print_final_stats=1
