"""What the search weighs (``GemGame.search_actions``): a free ⚙ that only gains is
taken before anything else in the main phase, so it is never left unused when the phase
ends and its power can pay the ⚡ clauses of the cards played after it."""

from __future__ import annotations

from game.ai.agents import make_agent
from tests.gemwielders.helpers import do, has, position


def _kinds(s, legal=None):  # type: ignore[no-untyped-def]
    legal = s.legal_actions() if legal is None else legal
    return {a.kind for a in s.game.search_actions(s, legal)}


def test_the_staff_ready_keeps_the_main_phase_open_in_the_search_only() -> None:
    s = position(bearers=("staff", "hammer"))
    assert has(s, "end_main"), "a player may always end the phase"
    assert _kinds(s) == {"wield"}
    do(s, "wield")
    assert "end_main" in _kinds(s)


def test_a_use_that_costs_power_or_gains_nothing_leaves_the_choice_open() -> None:
    s = position(bearers=("sword", "hammer"), power=(3, 0))  # ⚙ ⚡1: take 1 of the top 2
    assert has(s, "wield") and "end_main" in _kinds(s)
    s = position(mods=(["heartwood_aegis"], []))  # ⚙: gain 1 life, at the cap of 50
    assert has(s, "use", "heartwood_aegis") and "end_main" in _kinds(s)
    s = position(mods=(["heartwood_aegis"], []), life=(44, 50))
    assert _kinds(s) == {"use"}


def test_the_staffs_power_comes_before_a_card_whose_clause_it_pays() -> None:
    """Channel's ⚡ clause cannot be paid at 0 power; the Staff's ⚙ gains the power first,
    in the search and in the rollouts."""
    import random

    from game.engines.gemwielders import ai

    s = position(bearers=("staff", "hammer"), hands=(["channel", "ward"], []), power=(0, 0))
    assert has(s, "play", "channel")
    assert [a.kind for a in s.game.search_actions(s, s.legal_actions())] == ["wield"]
    assert ai.rollout_action(s, random.Random(1)).kind == "wield"  # type: ignore[union-attr]


def test_a_small_search_never_ends_the_main_phase_with_the_staff_ready() -> None:
    for seed in range(8):
        s = position(
            bearers=("staff", "hammer"),
            hands=(["staff_strike", "ward", "channel", "staff_strike"], []),
        )
        agent = make_agent("ismcts", s.game, seed=seed, iterations=12)
        for _ in range(12):
            if s.current_player != 0 or s.stack.top.kind != "main":
                break
            action = agent.choose(s.view(0))
            if action.kind == "end_main":
                assert s.bearer_used[0], f"seed {seed}: the phase ended with the Staff ready"
                break
            s.apply(action)
