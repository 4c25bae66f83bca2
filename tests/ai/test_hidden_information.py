"""The AI decides on what its seat may see, and the engines' hidden-information plumbing
(view / determinize) is checked over thousands of sampled decisions."""

from __future__ import annotations

import random

import pytest

from game.ai.agents import make_agent
from game.ai.conformance import check_determinization
from game.core.game import Game
from game.core.state import copy_rng
from tests.ai.helpers import positions, pure_sparks_view
from tests.tinygame.game import SparksState


def _hidden_twin(state: SparksState) -> SparksState:
    """The same position with the opponent's hand swapped against the deck and a different
    RNG: everything differs that seat 0 cannot see."""
    twin = state.clone()
    pool = twin.hands[1] + twin.deck
    order = sorted(range(len(pool)), key=lambda i: (pool[i] == state.hands[1][0], i))
    pool = [pool[i] for i in order]
    twin.hands[1] = pool[: len(state.hands[1])]
    twin.deck = pool[len(state.hands[1]) :]
    twin.rng = random.Random(987654)
    return twin


@pytest.mark.parametrize("name", ["random", "greedy", "ismcts"])
def test_agent_choice_ignores_what_it_cannot_see(
    sparks: Game, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pure_sparks_view(monkeypatch):
        checked = 0
        for state in positions(sparks, 40, seed=21):
            if state.current_player != 0:
                continue
            assert isinstance(state, SparksState)
            twin = _hidden_twin(state)
            if twin.snapshot() == state.snapshot():
                continue  # nothing hidden to swap (an empty deck of identical cards)
            assert twin.view(0).snapshot() == state.view(0).snapshot()
            a = make_agent(name, sparks, seed=4, iterations=60).choose(state.view(0))
            b = make_agent(name, sparks, seed=4, iterations=60).choose(twin.view(0))
            assert a == b
            checked += 1
        assert checked >= 10


def test_determinization_conformance_on_sparks(
    sparks: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pure_sparks_view(monkeypatch):
        total = sum(check_determinization(sparks, n, range(12)) for n in (2, 3, 4))
    assert total >= 2000


def test_conformance_catches_a_view_that_moves_the_real_rng(
    sparks: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A view() that seeds itself by drawing from the real RNG (the bug every engine once
    had, before core's view_rng) changes the game it looks at: the checker must say so."""
    original = SparksState.view

    def consuming(self: SparksState, seat: int) -> SparksState:
        self.rng.getrandbits(64)
        return original(self, seat)

    monkeypatch.setattr(SparksState, "view", consuming)
    with pytest.raises(AssertionError, match=r"view\(0\) changed the real state"):
        check_determinization(sparks, 2, range(2))


def test_conformance_catches_a_copied_rng(sparks: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    original = SparksState.determinize

    def leaky(self: SparksState, seat: int, rng: random.Random) -> SparksState:
        world = original(self, seat, rng)
        world.rng = copy_rng(self.rng)
        return world

    with pure_sparks_view(monkeypatch):
        monkeypatch.setattr(SparksState, "determinize", leaky)
        with pytest.raises(AssertionError, match="RNG is not reseeded"):
            check_determinization(sparks, 2, range(6))


def test_conformance_catches_a_world_that_changes_the_own_hand(
    sparks: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = SparksState.determinize

    def wrong(self: SparksState, seat: int, rng: random.Random) -> SparksState:
        world = original(self, seat, rng)
        if world.deck:
            world.hands[seat][0], world.deck[0] = world.deck[0], world.hands[seat][0]
        return world

    with pure_sparks_view(monkeypatch):
        monkeypatch.setattr(SparksState, "determinize", wrong)
        with pytest.raises(AssertionError, match=r"something else than its view: \.hands"):
            check_determinization(sparks, 2, range(3))
