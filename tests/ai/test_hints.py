"""A hint is the Hard search from the seat's view: it refuses the true state, and hidden
cards swapped behind the seat's back cannot change it."""

from __future__ import annotations

import random

import pytest

from game.ai.hints import suggest
from game.core import registry


def position(seed: int):  # type: ignore[no-untyped-def]
    """A Sparks game a few moves in, seat 0 to play its main decision."""
    game = registry.load_game("sparks")
    state = game.new_state(2, seed)
    rng = random.Random(seed)
    for _ in range(6):
        if (
            state.current_player == 0
            and state.stack.top.kind == "main"
            and len(state.legal_actions()) > 1
        ):
            break
        state.apply(rng.choice(state.legal_actions()))
    return game, state


@pytest.mark.parametrize("seed", range(6))
def test_swapping_hidden_cards_does_not_change_the_hint(seed: int) -> None:
    game, state = position(seed)
    seat = state.current_player
    assert seat is not None and len(state.legal_actions()) > 1
    other = state.clone()
    # Swap the rival's hidden hand with hidden deck cards: the seat cannot tell.
    rival = 1 - seat
    n = min(len(other.hands[rival]), len(other.deck))
    other.hands[rival][:n], other.deck[:n] = other.deck[:n], other.hands[rival][:n]
    other.rng = random.Random(seed + 1000)  # and the future draws differ too
    assert other.state_hash() != state.state_hash()
    assert other.view(seat).snapshot() == state.view(seat).snapshot()
    budget = {"seed": 3}
    assert suggest(game, state.view(seat), **budget) == suggest(game, other.view(seat), **budget)


def test_a_hint_is_never_computed_from_the_true_state() -> None:
    game, state = position(1)
    with pytest.raises(ValueError, match="view"):
        suggest(game, state)
    seat = state.current_player
    assert seat is not None
    with pytest.raises(ValueError, match="decision"):
        suggest(game, state.view(1 - seat))
