"""The bench: sections run per registered game, report errors, and print one JSON object."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game import bench
from game.core.game import Game


def test_sections_report_figures_and_errors(sparks: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bench, "SECTIONS", list(bench.SECTIONS))

    def broken(ctx: bench.BenchContext) -> dict[str, Any]:
        raise RuntimeError("no screen")

    bench.add_section("broken", broken)
    result = bench.run(bench.BenchContext(["sparks"], quick=True), ["engine", "broken"])
    assert set(result["sections"]) == {"engine", "broken"}
    engine = result["sections"]["engine"]["sparks"]
    assert engine["random_games_per_s"] > 0 and engine["apply_us"] > 0
    assert set(engine) >= {"clone_us", "legal_actions_us", "view_us", "determinize_us"}
    assert result["sections"]["broken"]["error"] == "RuntimeError: no screen"


def test_bench_json_lists_registered_games(
    sparks: Game, capsys: pytest.CaptureFixture[str]
) -> None:
    assert bench.main(["--quick", "--json", "--game", "sparks", "--sections", "ismcts"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == ["sparks"] and data["quick"] is True
    assert data["sections"]["ismcts"]["sparks"]["iterations_per_s"] > 0
    assert bench.main(["--game", "no_such_game"]) == 2


def test_positions_for_speed_come_from_the_whole_game_not_only_its_opening(sparks: Game) -> None:
    """A figure taken at openings flatters a game whose middle is heavier: the bench's
    positions run from the game's first choices to its last, in order."""
    game_turns = [s.turns for s in bench._random_choices(sparks, 3)]  # type: ignore[attr-defined]
    picked = bench.spread_positions(sparks, 4, seed=3)
    turns = [s.turns for s in picked]  # type: ignore[attr-defined]
    assert len(picked) == 4 and all(len(s.legal_actions()) > 1 for s in picked)
    assert turns == sorted(turns)
    assert turns[0] <= game_turns[len(game_turns) // 4]
    assert turns[-1] >= game_turns[3 * len(game_turns) // 4]
    assert bench.positions(sparks, 4, seed=3)[-1].turns < turns[-1]  # type: ignore[attr-defined]


def test_latency_says_how_often_the_time_limit_cut_a_search(sparks: Game) -> None:
    result = bench.run(bench.BenchContext(["sparks"], quick=True), ["latency"])
    levels = result["sections"]["latency"]["sparks"]
    for key in ("normal", "hard"):
        cut, searched = map(int, levels[key]["time_limited"].split("/"))
        assert 0 <= cut <= searched <= 3
