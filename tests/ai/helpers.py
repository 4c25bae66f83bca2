"""Shared helpers for the AI tests: Sparks positions and a view that leaves the RNG alone."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from game.core.game import Game
from game.core.state import State, copy_rng
from tests.tinygame.game import SparksState


def positions(game: Game, count: int, *, players: int = 2, seed: int = 0) -> list[State]:
    """Real states from random play, taken at decisions with a choice to make."""
    rng = random.Random(seed)
    found: list[State] = []
    game_seed = seed
    while len(found) < count:
        state = game.new_state(players, game_seed)
        game_seed += 1
        while not state.is_over and len(found) < count:
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.3:
                found.append(state.clone())
            state.apply(legal[rng.randrange(len(legal))])
    return found


@contextmanager
def pure_sparks_view(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Sparks' view() draws its fresh RNG from the real one (so it changes the real state);
    this wraps it to put the real RNG back, to test the rest of the contract."""
    original = SparksState.view

    def view(self: SparksState, seat: int) -> SparksState:
        saved = copy_rng(self.rng)
        result = original(self, seat)
        self.rng = saved
        return result

    monkeypatch.setattr(SparksState, "view", view)
    yield
