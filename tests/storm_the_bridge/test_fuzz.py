"""Random-agent games with the invariants checked after every action: every card in
exactly one place, a decision waiting until the end, and every game over within the
bound (rules.md, "Termination": at most max_rounds rounds; random play measured well
under MAX_ACTIONS decisions)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.core.record import GameRecord, SeatSpec
from tests.storm_the_bridge import invariants
from tests.storm_the_bridge.helpers import game

MAX_ACTIONS = 12_000
OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"auto_pass_1": True, "auto_pass_2": True, "auto_pass_3": True},
    {"loyalty": True, "auto_pass_2": True},
]


def play_random(
    seed: int, players: int, options: dict[str, Any], *, checked: bool = True
) -> tuple[Any, list[Any]]:
    state = game().new_state(players, seed, options)
    rng = random.Random(seed * 7919 + 1)
    taken = []
    if checked:
        invariants.check(state)  # type: ignore[arg-type]
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        state.apply(action, check=False)
        taken.append(action)
        if checked:
            invariants.check(state, legal=False)  # type: ignore[arg-type]
        assert len(taken) < MAX_ACTIONS, f"seed {seed}: the game did not end"
    return state, taken


def test_random_games_keep_every_invariant_and_end_within_the_bound() -> None:
    limit = game().max_rounds
    lengths = []
    for seed in range(200):
        players = 2 + seed % 2
        state, taken = play_random(seed, players, OPTION_SETS[seed % len(OPTION_SETS)])
        assert state.winners
        assert state.turns <= limit * players  # type: ignore[attr-defined]
        lengths.append(len(taken))
    assert max(lengths) < MAX_ACTIONS


@pytest.mark.soak
def test_soak_five_thousand_random_games() -> None:
    for seed in range(1000, 6000):
        play_random(seed, 2 + seed % 2, OPTION_SETS[seed % len(OPTION_SETS)])


@pytest.mark.parametrize("seed", range(12))
def test_replaying_the_action_list_reproduces_the_same_state(seed: int) -> None:
    players = 2 + seed % 2
    options = OPTION_SETS[seed % len(OPTION_SETS)]
    state, taken = play_random(seed + 500, players, options, checked=False)
    again = game().new_state(players, seed + 500, options)
    for action in taken:
        again.apply(action)
    assert again.state_hash() == state.state_hash()


def test_a_saved_record_replays_to_the_same_state() -> None:
    g = game()
    state, taken = play_random(42, 3, {}, checked=False)
    record = GameRecord.start(g, [SeatSpec()] * 3, 42, {})
    record.actions = list(taken)
    data = GameRecord.from_json(record.to_json())
    assert data.replay(g).state_hash() == state.state_hash()
