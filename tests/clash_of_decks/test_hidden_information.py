"""Views and determinizations: each seat sees what the cardboard table shows it."""

from __future__ import annotations

import random

from game.engines.clash_of_decks.state import ClashState
from tests.clash_of_decks import invariants
from tests.clash_of_decks.fuzz_util import sample_states
from tests.clash_of_decks.helpers import B, act, assault, position


def test_view_hides_the_opponents_hand_order_but_not_the_stronghold() -> None:
    s = game_state()
    v = s.view(0)
    assert v.hands[0] == s.hands[0]
    assert v.hands[1][0] == B and all(c is None for c in v.hands[1][1:])
    assert len(v.hands[1]) == len(s.hands[1])
    assert all(c is None for c in v.pool)


def test_cards_seen_entering_a_hand_stay_known_to_the_opponent() -> None:
    s = position([3, [B, 5]], [[["brute"], []], [["zombie"], []]])
    s.public[1] = set()
    assault(s)
    v = s.view(0)
    assert v.hands[1][-1] == "zombie"
    assert v.hands[1].count(None) == 5


def test_a_card_played_from_the_hand_is_revealed_and_leaves_no_gap() -> None:
    s = position([4, [B, "baron", 4]], turn_player=1, mana=9)
    act(s, "summon", "baron", 0)
    v = s.view(0)
    assert v.hands[1] == [B, None, None, None, None]


def test_determinizations_agree_with_the_view_and_the_legal_actions() -> None:
    rng = random.Random(5)
    for state in sample_states(60):
        for seat in (0, 1):
            view = state.view(seat)
            for source in (state, view):
                world = source.determinize(seat, rng)
                invariants.check(world)
                assert world.view(seat).snapshot() == view.snapshot()
                if state.current_player == seat:
                    assert world.legal_actions() == state.legal_actions()


def test_a_view_of_a_view_is_the_same_view() -> None:
    for state in sample_states(20):
        for seat in (0, 1):
            v = state.view(seat)
            assert v.view(seat).snapshot() == v.snapshot()


def test_determinization_resamples_the_hidden_order() -> None:
    s = game_state()
    orders = {tuple(s.determinize(0, random.Random(i)).hands[1]) for i in range(10)}
    assert len(orders) > 1
    assert all(sorted(map(str, o)) == sorted(map(str, s.hands[1])) for o in orders)


def test_views_and_determinizations_do_not_share_the_rng() -> None:
    s = game_state()
    a = s.view(0).rng.random()
    b = s.determinize(0, random.Random(1)).rng.random()
    assert s.clone().rng.random() not in (a, b)


def game_state() -> ClashState:
    from tests.clash_of_decks.helpers import game

    return game().new_state(2, 3, {"mode": "preconstructed"})
