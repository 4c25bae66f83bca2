# Every target creates .venv itself, so a fresh clone needs nothing but Python 3.11.
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
JOBS ?= 2

.PHONY: run test lint build bench arena ladder check-content clean soak screenshots

$(STAMP): pyproject.toml
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "$(PYTHON) not found; set PYTHON=python3"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

run: $(STAMP)
	$(PY) main.py

test: $(STAMP) lint
	$(HEADLESS) $(PY) main.py --check-content
	$(HEADLESS) $(PY) -m pytest -n $(JOBS) -p no:cacheprovider

soak: $(STAMP)
	$(HEADLESS) GEMTABLE_SOAK=1 $(PY) -m pytest -n $(JOBS) -p no:cacheprovider

lint: $(STAMP)
	$(PY) -m ruff check game tests build_scripts main.py
	$(PY) -m ruff format --check game tests build_scripts main.py
	$(PY) -m mypy

check-content: $(STAMP)
	$(HEADLESS) $(PY) main.py --check-content

bench: $(STAMP)
	$(HEADLESS) $(PY) -m game.bench $(BENCH_ARGS)

arena: $(STAMP)
	$(HEADLESS) $(PY) -m game.ai.arena --game $(GAME) --agents $(AGENTS) --games $(or $(GAMES),200) --seed 1 --jobs $(JOBS) $(ARENA_ARGS)

# The difficulty ladder of one game (400 games per step), recorded in docs/ladder/;
# `make ladder GAME=clash_of_decks LADDER_ARGS="--option mode=preconstructed --resume"`.
ladder: $(STAMP)
	$(HEADLESS) $(PY) -m game.ai.ladder --game $(GAME) --jobs $(JOBS) $(LADDER_ARGS)

# Re-render the README screenshots with the real renderer (headless).
screenshots: $(STAMP)
	for scene in title setup settings rules kit statistics; do \
		$(HEADLESS) $(PY) main.py --screenshot docs/screenshots/$$scene.png --scene $$scene || exit 1; \
	done
	$(HEADLESS) $(PY) main.py --screenshot docs/screenshots/replay.png --scene replay --game clash_of_decks --seed 3
	$(HEADLESS) $(PY) main.py --screenshot docs/screenshots/analysis.png --scene analysis --game clash_of_decks --seed 3
	for board in dragon_bridge clash_of_decks dragon_island gemwielders storm_the_bridge; do \
		$(HEADLESS) $(PY) -m game.ui.boards.$$board.shots docs/screenshots || exit 1; \
	done

build: $(STAMP)
	$(PY) build_scripts/build.py

clean:
	rm -rf build dist .pytest_cache
