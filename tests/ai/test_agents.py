"""Every agent answers with a legal action, from a view, reproducibly."""

from __future__ import annotations

import pytest

from game.ai.agents import make_agent
from game.ai.ismcts import IsmctsAgent
from game.ai.levels import LEVELS, PLAYER_RANGES, make_level_agent
from game.core import registry
from game.core.actions import Action
from game.core.game import Game
from tests.ai.helpers import positions


@pytest.mark.parametrize("name", ["random", "greedy", "ismcts"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_agents_return_legal_actions(sparks: Game, name: str, players: int) -> None:
    agent = make_agent(name, sparks, seed=3, iterations=30)
    for state in positions(sparks, 12, players=players, seed=players):
        seat = state.current_player
        assert seat is not None
        action = agent.choose(state.view(seat))
        assert action in state.legal_actions()


def test_agents_play_whole_games(sparks: Game) -> None:
    agents = [make_agent("ismcts", sparks, seed=1, iterations=20), make_agent("greedy", sparks)]
    for seed in range(3):
        state = sparks.new_state(2, seed)
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            state.apply(agents[seat].choose(state.view(seat)))
        assert state.is_over


def test_agents_refuse_the_real_state(sparks: Game) -> None:
    state = sparks.new_state(2, 1)
    with pytest.raises(ValueError, match="view"):
        make_agent("ismcts", sparks, iterations=5).choose(state)


def test_unknown_agent_and_bad_budgets_are_refused(sparks: Game) -> None:
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("minimax", sparks)
    with pytest.raises(ValueError, match="iterations"):
        make_agent("ismcts", sparks, iterations=0)
    with pytest.raises(ValueError, match="noise"):
        make_agent("random", sparks, noise=1.5)


def test_ismcts_is_deterministic_for_a_seed_and_budget(sparks: Game) -> None:
    views = [s.view(s.current_player) for s in positions(sparks, 10, players=3, seed=5)]

    def run(seed: int) -> list[tuple[object, int]]:
        agent = make_agent("ismcts", sparks, seed=seed, iterations=120)
        out = []
        for view in views:
            action = agent.choose(view)
            assert isinstance(agent, IsmctsAgent) and agent.last_root is not None
            out.append((action, agent.last_root.children[action].visits))
        return out

    first = run(11)
    assert run(11) == first
    assert len(first) == 10


def test_ismcts_respects_its_iteration_budget_and_time_limit(sparks: Game) -> None:
    state = positions(sparks, 1, seed=2)[0]
    view = state.view(state.current_player)
    agent = make_agent("ismcts", sparks, iterations=77)
    agent.choose(view)
    assert isinstance(agent, IsmctsAgent)
    assert agent.last_iterations == 77
    assert agent.last_root is not None
    assert sum(c.visits for c in agent.last_root.children.values()) == 77
    timed = make_agent("ismcts", sparks, time_limit=0.05)
    timed.choose(view)
    assert isinstance(timed, IsmctsAgent) and timed.last_iterations >= 1
    assert timed.progress == 1.0


def _depth(node: object) -> int:
    children = node.children.values()  # type: ignore[attr-defined]
    return 1 + max((_depth(c) for c in children), default=0)


def test_ismcts_tree_depth_bounds_how_far_below_the_root_the_tree_grows(sparks: Game) -> None:
    """``tree_depth`` keeps the iterations on the first decisions (the rest is rollout);
    unbounded, the same budget grows a deeper tree."""
    state = positions(sparks, 1, seed=2)[0]
    view = state.view(state.current_player)
    depths = {}
    for bound in (None, 1, 2):
        agent = make_agent("ismcts", sparks, seed=3, iterations=300, tree_depth=bound)
        agent.choose(view)
        assert isinstance(agent, IsmctsAgent) and agent.last_root is not None
        assert agent.last_iterations == 300
        depths[bound] = _depth(agent.last_root) - 1  # levels below the root
    assert depths[1] == 1 and depths[2] == 2
    assert depths[None] > 2
    with pytest.raises(ValueError, match="tree_depth"):
        make_agent("ismcts", sparks, tree_depth=0)


def test_ismcts_counters_a_lethal_blast(sparks: Game) -> None:
    """Blast at 3 HP kills unless countered: the responder's search must see it, which
    checks that rewards are backed up for the seat that chose each action."""
    state = next(
        s
        for s in (sparks.new_state(2, seed) for seed in range(200))
        if "blast" in s.hands[0] and "counter" in s.hands[1]
    )
    state.hp[1] = 3
    state.apply(Action("play", ("blast",)))
    assert state.current_player == 1
    agent = make_agent("ismcts", sparks, seed=1, iterations=200)
    action = agent.choose(state.view(1))
    assert action.kind == "counter"
    assert isinstance(agent, IsmctsAgent) and agent.last_root is not None
    stats = {a.kind: c.reward / c.visits for a, c in agent.last_root.children.items()}
    assert stats["counter"] > stats["pass"]
    assert stats["pass"] == 0.0


def test_levels_are_ordered_and_build_agents(sparks: Game) -> None:
    assert list(LEVELS) == ["easy", "normal", "hard", "expert"]
    budgets = [LEVELS[k].iterations or 0 for k in LEVELS]
    assert budgets == sorted(budgets)
    state = positions(sparks, 1, seed=9)[0]
    for key, level in LEVELS.items():
        agent = make_level_agent(sparks, key, seed=1)
        assert agent.name == level.agent
        assert agent.noise == level.noise
        timed = make_level_agent(sparks, key, timed=True)
        if isinstance(timed, IsmctsAgent):
            assert timed.time_limit == level.time_limit
    easy = make_level_agent(sparks, "easy", seed=1)
    assert easy.choose(state.view(state.current_player)) in state.legal_actions()
    with pytest.raises(ValueError, match="unknown level"):
        make_level_agent(sparks, "godlike")


@pytest.mark.parametrize("game_id", sorted(PLAYER_RANGES))
def test_each_games_levels_grow_stronger_in_order(game_id: str) -> None:
    """Per-game budgets and slips must keep Easy < Normal < Hard < Expert in every game:
    a level never searches less, nor slips more, than the one below it."""
    levels = [LEVELS[k].for_game(game_id) for k in ("easy", "normal", "hard", "expert")]
    assert [lv.iterations for lv in levels] == sorted(lv.iterations or 0 for lv in levels)
    slips = [lv.noise for lv in levels]
    assert slips == sorted(slips, reverse=True)


def test_storm_the_bridge_normal_slips_one_move_in_ten() -> None:
    """Its search levels off early, so its Normal stands below Hard by slips (levels.yaml)."""
    storm = registry.load_game("storm_the_bridge")
    assert make_level_agent(storm, "normal").noise == 0.1
    assert make_level_agent(storm, "hard").noise == 0.0
    assert make_level_agent(registry.load_game("dragon_bridge"), "normal").noise == 0.0


def test_greedy_follows_up_as_deep_as_the_game_says(
    sparks: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``Game.greedy_follow_up``: at depth 0 every action is scored once per world, on
    the position right after it (and the other seats' answers)."""
    calls = []
    evaluate = sparks.evaluate
    monkeypatch.setattr(sparks, "evaluate", lambda s, seat: calls.append(1) or evaluate(s, seat))
    monkeypatch.setattr(sparks, "greedy_follow_up", (0, 16), raising=False)
    agent = make_agent("greedy", sparks, seed=2)
    assert (agent.depth, agent.width) == (0, 16)  # type: ignore[attr-defined]
    for state in positions(sparks, 6, players=2, seed=4):
        legal = state.legal_actions()
        if len(legal) < 2:
            continue
        calls.clear()
        agent.choose(state.view(state.current_player))  # type: ignore[arg-type]
        assert len(calls) == len(legal) * agent.worlds  # type: ignore[attr-defined]


def test_a_slip_is_drawn_from_the_moves_the_search_weighs(
    sparks: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Noise stands for a person's slip: a weaker move, never one the game's search leaves
    out as no player's choice (a boon on a rival's card)."""
    monkeypatch.setattr(sparks, "search_actions", lambda state, legal: legal[-1:])
    agent = make_agent("ismcts", sparks, seed=2, iterations=5, noise=1.0)
    for state in positions(sparks, 12, players=2, seed=7):
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        assert agent.choose(state.view(seat)) == legal[-1]


def test_storm_the_bridges_easy_never_slips_into_a_play_against_a_cards_aim() -> None:
    """Easy's slips drawn from every legal action put a boon on the rival's leader or a
    blow on its own crew about ten times a game; drawn from the search's moves, never."""
    import random

    from game.core import registry

    game = registry.load_game("storm_the_bridge")
    slipper = make_agent("random", game, seed=1, noise=1.0)
    rng = random.Random(4)
    checked = 0
    for seed in range(3):
        state = game.new_state(2, seed)
        for _ in range(3000):
            if state.is_over:
                break
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            legal = view.legal_actions()
            weighed = game.search_actions(view, legal)
            if len(weighed) < len(legal):
                for _ in range(5):
                    assert slipper.choose(view) in weighed
                checked += 1
            state.apply(legal[rng.randrange(len(legal))])
    assert checked >= 20
