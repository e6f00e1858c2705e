# Two commands on a fresh machine: `make run` and `make test`. Everything else is
# set up on the way: the virtualenv, the Python packages, the compiled catalogs
# and (for the tests) the Debian packages the browser tests and PDFs need.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp
# Biome lints and formats the browser code (static/*.js); pinned in package-lock.json.
BIOME  := node_modules/.bin/biome
HOST   ?= 0.0.0.0
# 0.0.0.0: the other phones at the table reach the app over the Wi-Fi (HOST=127.0.0.1 keeps it private)
PORT   ?= 5000
# Two test workers a core: a browser or server test spends about half its time waiting on
# Chromium, gunicorn or a socket, and two a core keep the cores busy (docs/benchmarks.md).
WORKERS ?= $(shell echo $$(( 2 * $$(nproc) )))

.PHONY: run serve test test-quick lint format bench setup system-packages translations extract-messages update-translations clean

setup: $(STAMP) translations

# uv installs the packages in about a quarter of pip's time (the largest part of a fresh
# clone's set-up, docs/benchmarks.md); pip does it where uv cannot be had or fails.
$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet uv && $(VENV)/bin/uv pip install --quiet --native-tls \
		--python $(PY) --compile-bytecode -e '.[dev]' \
		|| $(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

## Compile the gettext catalogs (the .mo files are build output, never committed).
translations: $(STAMP)
	$(VENV)/bin/pybabel compile -d translations >/dev/null

## Pull every user-visible string into messages.pot and merge it into each language.
extract-messages: $(STAMP)
	$(VENV)/bin/pybabel extract -F translations/babel.cfg --add-comments=Translators: -k _l -k lazy_gettext -k N_ -k NP_:1,2 \
		--no-location --sort-output --width 100 -o translations/messages.pot . >/dev/null
	$(VENV)/bin/pybabel update -i translations/messages.pot -d translations --no-fuzzy-matching --ignore-obsolete --width 100 >/dev/null

$(BIOME): package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $(BIOME)

system-packages:
	bash scripts/system-packages.sh

## The app, with an embedded SQLite database under instance/ (DATABASE_URL overrides it).
run: setup
	-bash scripts/system-packages.sh fonts
	$(VENV)/bin/flask --app companion run --host $(HOST) --port $(PORT)

## Production serving from a checkout: `companion serve` (gunicorn with companion/gunicorn_config.py),
## as an installed app runs it (docs/hosting.md). Needs SECRET_KEY and PUBLIC_BASE_URL or
## TRUSTED_HOSTS; migrate first with `$(VENV)/bin/flask --app companion db upgrade`.
serve: setup
	$(VENV)/bin/companion serve

lint: $(STAMP) $(BIOME)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(BIOME) check static

format: $(STAMP) $(BIOME)
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .
	$(BIOME) check --write static

## Everything, browser and servers included, two workers a core (each with its own PostgreSQL,
## Redis, ports and folders: tests/services.py); a missing tool or service fails the run with the
## reason instead of skipping its tests (REQUIRE_ALL, tests/conftest.py).
test: system-packages setup lint
	@# Bytecode for the servers and commands the tests start: with PYTHONDONTWRITEBYTECODE set
	@# each of them would compile the app again (0.7 s a process start).
	$(PY) -m compileall -q companion loadtest >/dev/null
	REQUIRE_ALL=1 $(PY) -m pytest -n $(WORKERS) --dist worksteal

## The inner loop, about two minutes on two cores: every test not marked slow (no browser, no
## proxy), spread over the cores; tests that need a missing tool skip with the reason.
test-quick: setup
	$(PY) -m pytest -m "not slow" -n auto --dist worksteal

bench: setup
	$(PY) -m benchmarks

clean:
	rm -rf $(VENV) node_modules instance artifacts .pytest_cache .ruff_cache build
	find translations -name '*.mo' -delete
