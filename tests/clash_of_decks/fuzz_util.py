"""Sampled decision points from seeded random games, for conformance tests."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.engines.clash_of_decks.state import ClashState
from tests.clash_of_decks.helpers import game

OPTIONS = ({}, {"mode": "preconstructed", "incantation_timing": "legacy"}, {"supplement": True})


def sample_states(count: int) -> Iterator[ClashState]:
    """Every few decisions of random games, across the game's options."""
    rng = random.Random(count)
    seed = 0
    produced = 0
    while produced < count:
        state = game().new_state(2, seed, OPTIONS[seed % len(OPTIONS)])
        seed += 1
        while not state.is_over and produced < count:
            if rng.random() < 0.2:
                produced += 1
                yield state.clone()
            state.apply(rng.choice(state.legal_actions()), check=False)
