"""The levels file is checked strictly, with the file, line and key in the message."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ai.levels import load_levels
from game.core.errors import ContentErrors


def test_bad_levels_file_names_line_and_key(tmp_path: Path) -> None:
    path = tmp_path / "levels.yaml"
    path.write_text(
        "levels:\n"
        "  - key: easy\n"
        "    label: Easy\n"
        "    agent: alphazero\n"
        "    iterations: 10\n"
        "  - key: easy\n"
        "    label: Again\n"
        "    agent: ismcts\n"
        "    noise: 2.0\n"
        "    colour: red\n"
    )
    with pytest.raises(ContentErrors) as info:
        load_levels(path)
    text = str(info.value)
    assert "levels[0].agent" in text and ":4" in text
    assert 'duplicate level id "easy"' in text
    assert "levels[1].noise" in text
    assert "levels[1].colour: unknown key" in text


def test_ismcts_level_needs_an_iteration_budget(tmp_path: Path) -> None:
    path = tmp_path / "levels.yaml"
    path.write_text("levels:\n  - {key: a, label: A, agent: ismcts, time_limit: 1.0}\n")
    with pytest.raises(ContentErrors, match="needs iterations"):
        load_levels(path)


def test_a_game_budget_overrides_the_level_for_that_game_only(tmp_path: Path) -> None:
    path = tmp_path / "levels.yaml"
    path.write_text(
        "levels:\n"
        "  - key: hard\n"
        "    label: Hard\n"
        "    agent: ismcts\n"
        "    iterations: 1000\n"
        "    time_limit: 1.0\n"
        "    games:\n"
        "      dragon_island: {iterations: 400, rollout_depth: 6}\n"
    )
    hard = load_levels(path)["hard"]
    island = hard.for_game("dragon_island")
    assert (island.iterations, island.rollout_depth, island.time_limit) == (400, 6, 1.0)
    assert hard.for_game("dragon_bridge") is hard
    assert hard.for_game(None) is hard


def test_a_game_budget_for_an_unknown_game_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "levels.yaml"
    path.write_text(
        "levels:\n"
        "  - key: hard\n"
        "    label: Hard\n"
        "    agent: ismcts\n"
        "    iterations: 1000\n"
        "    games:\n"
        "      dragon_iland: {iterations: 400}\n"
        "      dragon_bridge: {iterations: 0, speed: 3}\n"
    )
    with pytest.raises(ContentErrors) as info:
        load_levels(path)
    text = str(info.value)
    assert "levels[0].games.dragon_iland: unknown game" in text
    assert "levels[0].games.dragon_bridge.iterations" in text
    assert "levels[0].games.dragon_bridge.speed: unknown key" in text
