"""The Game object: player counts, options, heuristics, tags, snapshots and properties."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.dragon_island.helpers import check_invariants, game


def test_player_counts_are_two_to_four() -> None:
    g = game()
    for bad in (1, 5):
        with pytest.raises(ValueError):
            g.new_state(bad, 1)


def test_longer_game_option_is_checked() -> None:
    with pytest.raises(ValueError):
        game().new_state(2, 1, {"extra_turns": 9})
    with pytest.raises(ValueError):
        game().new_state(2, 1, {"no_such_option": True})


def test_evaluate_is_a_probability_and_rollout_picks_a_legal_action() -> None:
    g = game()
    s = g.new_state(3, 2)
    rng = random.Random(2)
    while not s.is_over:
        for seat in range(3):
            assert 0.0 <= g.evaluate(s, seat) <= 1.0
        a = g.rollout_action(s, rng)
        assert a in s.legal_actions()
        s.apply(a)
    assert sum(g.evaluate(s, seat) for seat in range(3)) == pytest.approx(1.0)


def test_action_and_seat_tags_name_content() -> None:
    g = game()
    s = g.new_state(2, 2)
    assert g.seat_tags(s, 0) == ("wizard_blue",)
    from game.engines.dragon_island import actions as act

    assert g.action_tags(s, act.build("lair", "red", "x")) == ("lair_red",)
    assert g.action_tags(s, act.tame("gold")) == ("pet_gold",)
    assert g.action_tags(s, act.skip("no")) == ()


def test_snapshot_is_json_and_clone_hashes_equal() -> None:
    s = game().new_state(4, 3)
    rng = random.Random(3)
    for _ in range(60):
        s.apply(rng.choice(s.legal_actions()))
    json.dumps(s.snapshot())
    assert s.clone().state_hash() == s.state_hash()


def test_illegal_action_leaves_the_state_unchanged() -> None:
    from game.core.actions import Action
    from game.core.errors import IllegalActionError

    s = game().new_state(2, 3)
    before = s.state_hash()
    with pytest.raises(IllegalActionError):
        s.apply(Action("place", ("T01", 0, 5, 5)))
    assert s.state_hash() == before


@settings(max_examples=25, deadline=None)
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 10_000),
    choices=st.lists(st.integers(0, 10_000), min_size=1, max_size=120),
)
def test_any_play_keeps_invariants_and_views_agree(
    players: int, seed: int, choices: list[int]
) -> None:
    s = game().new_state(players, seed)
    for c in choices:
        if s.is_over:
            break
        legal = s.legal_actions()
        s.apply(legal[c % len(legal)])
    check_invariants(s)
    seat = seed % players
    d = s.view(seat).determinize(seat, random.Random(seed))
    check_invariants(d)
    assert d.view(seat).snapshot() == s.view(seat).snapshot()


def test_the_status_line_calls_the_map_choice_set_up_not_a_turn() -> None:
    """Each wizard keeps a Treasure Map before the first turn: the default line said
    "Player 2's turn · Player 1 decides"."""
    s = game().new_state(3, 4)
    names = ["Ann", "Bo", "Cy"]
    seen = []
    while s.turn == 0:
        top = s.stack.top
        assert top is not None and top.kind == "keep_map"
        assert s.status_line(names) == f"Set-up  ·  {names[top.seat]} keeps a Treasure Map"
        seen.append(top.seat)
        s.apply(s.legal_actions()[0])
    assert sorted(seen) == [0, 1, 2]
    assert s.status_line(names).startswith("Turn 1  ·  ")
