"""The arena: spec parsing, seat balance, statistics and the documented JSON shape."""

from __future__ import annotations

import json

import pytest

from game.ai.arena import main, parse_options, parse_spec, run_arena, seatings, split_specs
from game.ai.stats import percentile, wilson_interval
from game.core.game import Game


def test_spec_parsing() -> None:
    assert parse_spec("random").name == "random"
    normal = parse_spec("ismcts:normal")
    assert normal.name == "ismcts" and ("iterations", 100) in normal.settings
    explicit = parse_spec("ismcts:iters=50,c=0.4,depth=5,tree=2")
    assert dict(explicit.settings) == {
        "iterations": 50,
        "exploration": 0.4,
        "rollout_depth": 5,
        "tree_depth": 2,
    }
    assert parse_spec("hard").name == "ismcts"
    assert split_specs("ismcts:iters=50,c=0.4,greedy,random") == [
        "ismcts:iters=50,c=0.4",
        "greedy",
        "random",
    ]
    with pytest.raises(ValueError, match="unknown agent"):
        parse_spec("alpha")
    with pytest.raises(ValueError, match="cannot read"):
        parse_spec("ismcts:speed=3")


def test_seatings_are_balanced() -> None:
    assert seatings(2, 2) == [(0, 1), (1, 0)]
    three = seatings(2, 3)
    assert len(three) == 3 and all(sorted(s) == [0, 0, 1] for s in three)
    assert len(seatings(4, 4)) == 24


def test_wilson_interval_and_percentile() -> None:
    lo, hi = wilson_interval(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson_interval(0, 10)[0] == 0.0 and wilson_interval(10, 10)[1] == 1.0
    assert percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95) == 10
    assert percentile([], 95) == 0.0


def test_arena_json_has_the_documented_shape(
    sparks: Game, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(
        [
            "--game",
            "sparks",
            "--agents",
            "ismcts:iters=20,random",
            "--games",
            "4",
            "--seed",
            "3",
            "--report",
            "--json",
        ]
    )
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {
        "game",
        "options",
        "players",
        "games",
        "seed",
        "seatings",
        "draws",
        "cut_off",
        "mean_length",
        "median_length",
        "agents",
        "tags",
        "endings",
    }
    assert data["games"] == 4 and data["seatings"] == 2 and data["players"] == 2
    assert [a["spec"] for a in data["agents"]] == ["ismcts:iters=20", "random"]
    for agent in data["agents"]:
        assert set(agent) == {
            "index",
            "spec",
            "seats_per_game",
            "games",
            "wins",
            "win_rate",
            "ci95",
            "mean_length",
            "decisions",
            "decision_ms",
        }
        assert set(agent["decision_ms"]) == {"mean", "median", "p95"}
        lo, hi = agent["ci95"]
        assert 0.0 <= lo <= agent["win_rate"] <= hi <= 1.0
    assert sum(a["wins"] for a in data["agents"]) == pytest.approx(4.0)
    tags = {t["tag"]: t for t in data["tags"]}
    assert set(tags) <= {"strike", "blast", "potion", "counter"} and tags
    assert all(
        set(t) == {"tag", "kind", "uses", "users", "user_win_rate", "ci95"} for t in tags.values()
    )
    for t in tags.values():
        lo, hi = t["ci95"]
        assert 0.0 <= lo <= t["user_win_rate"] <= hi <= 1.0
    assert set(data["endings"]) <= {"knock-out", "time"}
    assert sum(data["endings"].values()) == 4


def test_arena_is_reproducible_and_fills_seats_round_robin(sparks: Game) -> None:
    specs = [parse_spec("greedy"), parse_spec("random")]
    a = run_arena("sparks", specs, games=6, seed=2, players=3)
    b = run_arena("sparks", specs, games=6, seed=2, players=3)
    assert a["games"] == 6 and a["seatings"] == 3
    strip = [{k: v for k, v in x.items() if k != "decision_ms"} for x in a["agents"]]
    assert strip == [{k: v for k, v in x.items() if k != "decision_ms"} for x in b["agents"]]
    assert [x["seats_per_game"] for x in a["agents"]] == [2, 1]


def test_arena_reports_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "sparks", "--agents", "nobody", "--games", "2"]) == 2
    assert "unknown agent" in capsys.readouterr().err


def test_options_are_typed_from_the_game_and_reach_every_game(
    sparks: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert parse_options("sparks", ["long=true"]) == {"long": True}
    assert parse_options("sparks", ["long=no"]) == {"long": False}
    with pytest.raises(ValueError, match="true or false"):
        parse_options("sparks", ["long=maybe"])
    with pytest.raises(ValueError, match="KEY one of long"):
        parse_options("sparks", ["short=1"])
    specs = [parse_spec("random"), parse_spec("random")]
    seen: list[object] = []
    original = type(sparks).new_state

    def spy(self: Game, players: int, seed: int, options: object = None) -> object:
        seen.append(options)
        return original(self, players, seed, options)  # type: ignore[arg-type]

    monkeypatch.setattr(type(sparks), "new_state", spy)
    summary = run_arena("sparks", specs, games=4, seed=5, options={"long": True})
    assert summary["options"] == {"long": True}
    assert seen == [{"long": True}] * 4
    with pytest.raises(ValueError, match=r"must be one of|expects bool"):
        run_arena("sparks", specs, games=2, options={"long": "very"})


def test_a_level_spec_takes_the_game_budget(sparks: Game) -> None:
    from game.ai.levels import LEVELS

    hard = LEVELS["hard"]
    for game_id, budget in hard.games.items():
        spec = dict(parse_spec("ismcts:hard", game_id).settings)
        assert spec["iterations"] == (budget.iterations or hard.iterations)
    assert dict(parse_spec("ismcts:hard").settings)["iterations"] == hard.iterations


def test_an_agent_listed_twice_is_one_agent_with_two_seats(sparks: Game) -> None:
    specs = [parse_spec("greedy"), parse_spec("random"), parse_spec("random")]
    summary = run_arena("sparks", specs, games=6, seed=3, players=3)
    assert summary["seatings"] == 3  # greedy in each of the 3 seats, randoms fill the rest
    assert [a["spec"] for a in summary["agents"]] == ["greedy", "random"]
    assert [a["seats_per_game"] for a in summary["agents"]] == [1, 2]
    assert sum(a["wins"] for a in summary["agents"]) == pytest.approx(6.0)


def test_a_game_past_the_action_limit_is_a_draw_counted_as_cut_off(
    sparks: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One endless game must not end a run of hundreds (Clash of Decks has no turn
    limit): it is scored as an even split and counted."""
    from game.ai import arena

    monkeypatch.setattr(arena, "MAX_ACTIONS", 3)
    summary = run_arena("sparks", [parse_spec("random"), parse_spec("greedy")], games=4, seed=2)
    assert summary["cut_off"] == 4 and summary["draws"] == 4
    assert [a["wins"] for a in summary["agents"]] == [2.0, 2.0]
    assert "4 cut off at 3 actions" in arena.format_text(summary)
