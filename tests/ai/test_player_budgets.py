"""A level's budget by number of players (issue 17): read strictly from levels.yaml, taken
by the agent at search time from the table's size, and carried by the arena's specs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import game.ai.arena as arena
import game.ai.levels as levels
from game.ai.agents import make_agent
from game.ai.arena import parse_spec, run_arena
from game.ai.ismcts import IsmctsAgent
from game.ai.levels import PLAYER_RANGES, load_levels, make_level_agent
from game.core import registry
from game.core.errors import ContentErrors
from game.core.game import Game
from tests.ai.helpers import positions

LEVELS_WITH_MAP = (
    "levels:\n"
    "  - key: normal\n"
    "    label: Normal\n"
    "    agent: ismcts\n"
    "    iterations: 100\n"
    "    time_limit: 0.3\n"
    "    games:\n"
    "      sparks:\n"
    "        iterations: 20\n"
    "        players: {3: {iterations: 40}, 4: {iterations: 60, time_limit: 0.6}}\n"
    "  - key: plain\n"
    "    label: Plain\n"
    "    agent: ismcts\n"
    "    iterations: 25\n"
    "    time_limit: 0.2\n"
    "    games:\n"
    "      sparks: {iterations: 30}\n"
)


@pytest.fixture
def tmp_levels(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, levels.Level]:
    """The levels above in place of levels.yaml, for the UI's factory and the arena."""
    path = tmp_path / "levels.yaml"
    path.write_text(LEVELS_WITH_MAP)
    loaded = load_levels(path)
    monkeypatch.setattr(levels, "LEVELS", loaded)
    monkeypatch.setattr(arena, "LEVELS", loaded)
    return loaded


def _searched(agent: IsmctsAgent, game: Game, players: int) -> int:
    """Iterations the agent spent on a decision at a table of ``players``."""
    state = positions(game, 1, players=players, seed=players)[0]
    seat = state.current_player
    assert seat is not None
    agent.choose(state.view(seat))
    return agent.last_iterations


def test_the_agent_takes_the_budget_of_its_table_size(sparks: Game) -> None:
    agent = make_agent(
        "ismcts", sparks, seed=1, iterations=20, by_players={3: {"iterations": 40}, 4: {}}
    )
    assert isinstance(agent, IsmctsAgent)
    assert [_searched(agent, sparks, n) for n in (2, 3, 4)] == [20, 40, 20]
    timed = IsmctsAgent(sparks, iterations=50, time_limit=0.5, by_players={4: {"time_limit": 2}})
    assert timed.budget(2) == (50, 0.5) and timed.budget(4) == (50, 2)


def test_bad_budgets_by_players_are_refused(sparks: Game) -> None:
    with pytest.raises(ValueError, match="iterations at 3 players"):
        make_agent("ismcts", sparks, iterations=10, by_players={3: {"iterations": 0}})
    with pytest.raises(ValueError, match="time_limit at 4 players"):
        make_agent("ismcts", sparks, iterations=10, by_players={4: {"time_limit": -1.0}})
    with pytest.raises(ValueError, match="not depth"):
        make_agent("ismcts", sparks, iterations=10, by_players={4: {"depth": 3}})
    with pytest.raises(ValueError, match="for ismcts"):
        make_agent("greedy", sparks, by_players={4: {"iterations": 3}})


def test_a_level_map_is_read_and_applied_by_the_ui_factory(
    sparks: Game, tmp_levels: dict[str, levels.Level]
) -> None:
    normal = tmp_levels["normal"].for_game("sparks")
    assert normal.iterations == 20
    assert normal.players == {
        3: levels.PlayerBudget(iterations=40),
        4: levels.PlayerBudget(iterations=60, time_limit=0.6),
    }
    assert tmp_levels["normal"].for_game("dragon_bridge").players == {}
    agent = make_level_agent(sparks, "normal", seed=1)
    assert isinstance(agent, IsmctsAgent)
    assert [_searched(agent, sparks, n) for n in (2, 3, 4)] == [20, 40, 60]
    # The arena and the tests play untimed: no time limit at any table size.
    assert agent.budget(4) == (60, None)
    timed = make_level_agent(sparks, "normal", seed=1, timed=True)
    assert isinstance(timed, IsmctsAgent)
    assert [timed.budget(n) for n in (2, 3, 4)] == [(20, 0.3), (40, 0.3), (60, 0.6)]
    plain = make_level_agent(sparks, "plain", seed=1)
    assert isinstance(plain, IsmctsAgent) and plain.by_players == {}


def test_an_arena_spec_carries_the_map(
    sparks: Game, tmp_levels: dict[str, levels.Level], tmp_path: Path
) -> None:
    for text in ("ismcts:normal", "normal"):
        spec = parse_spec(text, "sparks")
        assert dict(spec.settings) == {"noise": 0.0, "iterations": 20}
        assert spec.players == ((3, (("iterations", 40),)), (4, (("iterations", 60),)))
        assert spec.settings_for(2) == {"noise": 0.0, "iterations": 20}
        assert spec.settings_for(4) == {"noise": 0.0, "iterations": 60}
        agent = spec.build(sparks, seed=1)
        assert isinstance(agent, IsmctsAgent) and agent.budget(3) == (40, None)
    assert parse_spec("ismcts:normal", "dragon_bridge").players == ()
    # A match at 3 players names the budget its agent plays with there.
    ckpt = tmp_path / "m.jsonl"
    specs = [parse_spec("ismcts:normal", "sparks"), parse_spec("random")]
    run_arena("sparks", specs, games=3, seed=2, players=3, checkpoint=ckpt)
    header = json.loads(ckpt.read_text(encoding="utf-8").splitlines()[0])
    assert header["settings"] == [{"noise": 0.0, "iterations": 40}, {}]


def test_identities_of_levels_without_a_map_are_unchanged(
    sparks: Game, tmp_levels: dict[str, levels.Level], tmp_path: Path
) -> None:
    """Partial ladder files written before budgets by players must still be this match."""
    ckpt = tmp_path / "m.jsonl"
    specs = [parse_spec("ismcts:plain", "sparks"), parse_spec("greedy")]
    run_arena("sparks", specs, games=3, seed=2, players=3, checkpoint=ckpt)
    header = json.loads(ckpt.read_text(encoding="utf-8").splitlines()[0])
    assert header["settings"] == [{"noise": 0.0, "iterations": 30}, {}]
    assert set(header) == {
        "format", "game", "players", "agents", "settings", "seed", "options", "games",
        "content", "seats",
    }  # fmt: skip


def test_real_levels_without_a_map_keep_their_identity() -> None:
    """As before budgets by players: a level's settings are its noise and budgets, the same
    at every table size it has no map for (dragon_bridge's Hard: noise and iterations)."""
    hard = levels.LEVELS["hard"].for_game("dragon_bridge")
    spec = parse_spec("ismcts:hard", "dragon_bridge")
    assert spec.players == ()
    assert spec.settings_for(2) == {"noise": hard.noise, "iterations": hard.iterations}
    for key, level in levels.LEVELS.items():
        for game_id, (least, most) in PLAYER_RANGES.items():
            mapped = level.for_game(game_id).players
            spec = parse_spec(f"{level.agent}:{key}", game_id)
            for n in range(least, most + 1):
                if n not in mapped:
                    assert spec.settings_for(n) == dict(spec.settings), (key, game_id, n)


def _errors(tmp_path: Path, games: str, agent: str = "ismcts") -> str:
    path = tmp_path / "levels.yaml"
    path.write_text(
        "levels:\n"
        "  - key: normal\n"
        "    label: Normal\n"
        f"    agent: {agent}\n"
        "    iterations: 100\n"
        "    games:\n" + games
    )
    with pytest.raises(ContentErrors) as info:
        load_levels(path)
    return str(info.value)


def test_bad_maps_are_content_errors_with_file_line_and_key(tmp_path: Path) -> None:
    text = _errors(
        tmp_path,
        "      sparks:\n"
        "        players:\n"
        "          3: {iterations: 0}\n"
        "          4: {time_limit: 0}\n"
        "          5: {iterations: 600}\n"
        "          three: {iterations: 600}\n"
        "          2: {iterations: 50, speed: 2}\n"
        "      dragon_bridge:\n"
        "        players: {3: {iterations: 600}, 2: {}}\n",
    )
    file = str(tmp_path / "levels.yaml")
    assert f"{file}:9 levels[0].games.sparks.players.3.iterations: expected int 1-" in text
    assert f"{file}:10 levels[0].games.sparks.players.4.time_limit: expected number 0.01-" in text
    assert f"{file}:11 levels[0].games.sparks.players.5: sparks is played by 2 to 4" in text
    assert f"{file}:12 levels[0].games.sparks.players.three: expected a number of players" in text
    assert f"{file}:13 levels[0].games.sparks.players.2.speed: unknown key" in text
    assert (
        f"{file}:15 levels[0].games.dragon_bridge.players.3: dragon_bridge is played by 2" in text
    )
    assert "levels[0].games.dragon_bridge.players.2: give iterations, time_limit or both" in text
    assert len(text.splitlines()) == 7


def test_a_map_is_only_for_an_ismcts_level_and_only_per_game(tmp_path: Path) -> None:
    text = _errors(tmp_path, "      sparks: {players: {3: {iterations: 5}}}\n", agent="greedy")
    assert ":7 levels[0].games.sparks.players: budgets by number of players are for ismcts" in text
    text = _errors(tmp_path, "      sparks: {players: [3, 4]}\n")
    assert ":7 levels[0].games.sparks.players: expected a mapping of player counts" in text
    path = tmp_path / "top.yaml"
    path.write_text(
        "levels:\n  - {key: a, label: A, agent: ismcts, iterations: 5, players: {3: {}}}\n"
    )
    with pytest.raises(ContentErrors, match=r":2 levels\[0\].players: unknown key"):
        load_levels(path)


def test_player_ranges_match_the_engines(sparks: Game) -> None:
    """levels.py reads the ranges off the catalogue so as not to load every game."""
    for game_id, expected in PLAYER_RANGES.items():
        if not registry.has_engine(game_id):
            continue
        game = registry.load_game(game_id)
        assert (game.min_players, game.max_players) == expected, game_id
