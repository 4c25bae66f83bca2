"""Random-agent games with the invariants checked after every action."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.record import GameRecord, SeatSpec
from tests.clash_of_decks import invariants
from tests.clash_of_decks.helpers import game

MAX_ACTIONS = 3000
OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"mode": "preconstructed"},
    {"incantation_timing": "legacy"},
    {"supplement": True},
    {"mode": "preconstructed", "incantation_timing": "legacy", "printing": "database"},
    {"supplement": True, "incantation_timing": "legacy"},
]


def play_random(seed: int, options: dict[str, Any], *, checked: bool = True) -> tuple[Any, list]:
    state = game().new_state(2, seed, options)
    rng = random.Random(seed * 7919 + 1)
    taken = []
    while not state.is_over:
        legal = state.legal_actions()
        action = rng.choice(legal)
        state.apply(action, check=False)
        taken.append(action)
        if checked:
            invariants.check(state)
        assert len(taken) < MAX_ACTIONS, "the game did not end"
    return state, taken


def test_one_thousand_random_games_keep_every_invariant() -> None:
    lengths = []
    for seed in range(1000):
        state, taken = play_random(seed, OPTION_SETS[seed % len(OPTION_SETS)])
        assert len(state.winners) == 1
        lengths.append(len(taken))
    assert max(lengths) < MAX_ACTIONS


@pytest.mark.soak
def test_soak_ten_thousand_random_games() -> None:
    for seed in range(1000, 11000):
        play_random(seed, OPTION_SETS[seed % len(OPTION_SETS)])


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), which=st.integers(0, len(OPTION_SETS) - 1))
def test_replaying_the_action_list_reproduces_the_same_state(seed: int, which: int) -> None:
    options = OPTION_SETS[which]
    state, taken = play_random(seed, options, checked=False)
    again = game().new_state(2, seed, options)
    for action in taken:
        again.apply(action)
    assert again.state_hash() == state.state_hash()


def test_a_saved_record_replays_to_the_same_state() -> None:
    g = game()
    state, taken = play_random(42, {"mode": "preconstructed"}, checked=False)
    record = GameRecord.start(g, [SeatSpec(), SeatSpec()], 42, {"mode": "preconstructed"})
    record.actions = list(taken)
    data = GameRecord.from_json(record.to_json())
    assert data.replay(g).state_hash() == state.state_hash()
