# The two commands a newcomer needs: `make run` and `make test`.
PYTHON ?= $(shell for p in python3.13 python3.12 python3.11 python3; do \
	command -v $$p >/dev/null 2>&1 && $$p -c 'import sys; sys.exit(sys.version_info < (3, 11))' && echo $$p && break; done)
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test lint bench clean

$(BIN)/python:
	@test -n "$(PYTHON)" || { echo "cardtable needs Python 3.11 or newer"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed-run: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.installed-run

run: $(VENV)/.installed-run
	$(BIN)/cardtable

# Test processes (pytest-xdist): one more than the cores. A third of the suite's time is spent
# waiting (on app processes the tests start, the computer players' worker, animation frames),
# and the extra process fills those waits: measured on 2 cores, 95 s with three against 104 s
# with two. An idle process takes tests queued for another (worksteal), so no slow test is left
# alone at the end. Byte code is written even where the environment says not to
# (PYTHONDONTWRITEBYTECODE): every worker and every app process the tests start would
# otherwise compile the package and rewrite the tests again.
TEST_WORKERS ?= $(shell echo $$(( $$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1) + 1 )))
test: $(VENV)/.installed-test
	PYTHONDONTWRITEBYTECODE= QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -n $(TEST_WORKERS) --dist worksteal

# ruff, then mypy over the whole package, the Qt layer included ([tool.mypy] in pyproject.toml): any error fails.
lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/mypy

bench: $(VENV)/.installed-run
	$(BIN)/cardtable bench

clean:
	rm -rf $(VENV) build *.egg-info

# ----- translations: refresh the French .ts from the sources (lupdate keeps the translations
# already made; new texts come in unfinished, for a translator), then compile the .qm the app loads
.PHONY: translations
TS_FR := resources/i18n/cardtable_fr.ts

translations: $(VENV)/.installed-run
	$(BIN)/pyside6-lupdate $$(git ls-files 'cardtable/*.py') -ts $(TS_FR) -no-obsolete
	$(BIN)/pyside6-lrelease $(TS_FR) -qm $(TS_FR:.ts=.qm)

# ----- native installers (packaging/README.md); not part of `make test`: a build takes minutes
.PHONY: deb deb-test deb-deps
VERSION = $(shell sed -n 's/^__version__ = "\(.*\)"$$/\1/p' cardtable/__init__.py)
DEB = dist/cardtable_$(VERSION)_$(shell dpkg --print-architecture 2>/dev/null).deb
SUDO = $(if $(filter 0,$(shell id -u)),,sudo)

$(VENV)/.installed-build: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[build]'
	touch $@ $(VENV)/.installed-run

deb-deps:
	$(SUDO) apt-get install -y --no-install-recommends $$(grep -v '^#' packaging/linux/build-deps.txt)

deb: $(VENV)/.installed-build
	$(BIN)/python packaging/icon/make_icons.py
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
		packaging/cardtable.spec
	packaging/linux/build-deb.sh dist/cardtable dist
	lintian --fail-on error $(DEB)

deb-test:
	packaging/linux/test-deb.sh $(DEB)
