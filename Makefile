# Two entry points, both self-installing on a machine that has only Python 3.11:
#   make demo   -- de-identify the bundled demo dataset and print the scorecard
#   make test   -- run the test suite
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
STAMP := $(VENV)/.installed

.PHONY: demo test test-slow bench clean

$(STAMP): setup.cfg pyproject.toml
	test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -m pip install --quiet --upgrade pip
	$(VENV)/bin/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

demo: $(STAMP)
	$(VENV)/bin/mask run configuration.cnf

test: $(STAMP)
	$(VENV)/bin/python -m pytest -q

test-slow: $(STAMP)
	$(VENV)/bin/python -m pytest -q -m slow

# the benchmark's own extra (pyinstrument for the profile); Presidio and DEDUCE go into benchmarks/.venv-ref
$(VENV)/.bench-installed: $(STAMP)
	$(VENV)/bin/python -m pip install --quiet -e '.[test,bench]'
	touch $@

bench: $(VENV)/.bench-installed
	OMP_NUM_THREADS=1 $(VENV)/bin/python benchmarks/run_benchmarks.py

clean:
	rm -rf $(VENV) dataset/output
