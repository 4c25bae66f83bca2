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
