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


def test_a_game_may_give_a_level_its_own_slip_rate(tmp_path: Path) -> None:
    path = tmp_path / "levels.yaml"
    path.write_text(
        "levels:\n"
        "  - key: normal\n"
        "    label: Normal\n"
        "    agent: ismcts\n"
        "    iterations: 100\n"
        "    games:\n"
        "      storm_the_bridge: {noise: 0.1}\n"
        "      dragon_bridge: {noise: 1.5}\n"
    )
    with pytest.raises(ContentErrors, match=r"games\.dragon_bridge\.noise"):
        load_levels(path)
    path.write_text(path.read_text().replace("noise: 1.5", "iterations: 50"))
    normal = load_levels(path)["normal"]
    storm = normal.for_game("storm_the_bridge")
    assert (storm.iterations, storm.noise) == (100, 0.1)
    assert normal.for_game("dragon_bridge").noise == 0.0


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
