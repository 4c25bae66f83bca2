"""Protocol guarantees checked uniformly on every registered game (the test game included).

Each engine has its own deeper suite; this one makes sure no game, present or future,
breaks the contract the UI, the saves and the AI rely on.
"""

from __future__ import annotations

import random

import pytest

from game.ai.conformance import check_determinization
from game.core import registry
from game.core.record import GameRecord, SeatSpec

GAMES = registry.available_ids()


def sample_positions(game_id: str, players: int, seed: int, every: int = 7):  # type: ignore[no-untyped-def]
    """Yield (state, actions so far) along one random game, every few actions."""
    game = registry.load_game(game_id)
    state = game.new_state(players, seed)
    rng = random.Random(seed)
    taken = []
    while not state.is_over and len(taken) < 3000:
        if len(taken) % every == 0:
            yield state, list(taken)
        action = rng.choice(state.legal_actions())
        state.apply(action)
        taken.append(action)
    yield state, taken


@pytest.mark.parametrize("game_id", GAMES)
def test_taking_views_and_determinizing_never_changes_the_game(game_id: str) -> None:
    game = registry.load_game(game_id)
    for players in range(game.min_players, game.max_players + 1):
        for state, _ in sample_positions(game_id, players, seed=players):
            before = state.state_hash()
            for seat in range(players):
                state.view(seat)
                state.determinize(seat, random.Random(seat))
            assert state.state_hash() == before, "view()/determinize() changed the real state"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_determinized_world_agrees_with_the_deciders_view(game_id: str) -> None:
    game = registry.load_game(game_id)
    rng = random.Random(5)
    for players in range(game.min_players, game.max_players + 1):
        for state, _ in sample_positions(game_id, players, seed=10 + players, every=5):
            seat = state.current_player
            if seat is None:
                continue
            view = state.view(seat)
            world = view.determinize(seat, rng)
            assert world.view(seat).snapshot() == view.snapshot()
            assert world.legal_actions() == state.legal_actions()
            assert view.rng.getstate() != state.rng.getstate()


@pytest.mark.parametrize("game_id", GAMES)
def test_replaying_the_record_rebuilds_the_same_state(game_id: str) -> None:
    game = registry.load_game(game_id)
    players = game.min_players
    *_, (final, actions) = sample_positions(game_id, players, seed=99)
    record = GameRecord(
        game.id, game.content_hash, [SeatSpec()] * players, 99, game.resolve_options(None), actions
    )
    assert record.replay(game).state_hash() == final.state_hash()


@pytest.mark.parametrize("game_id", GAMES)
def test_clones_are_equal_and_independent(game_id: str) -> None:
    game = registry.load_game(game_id)
    for state, _ in sample_positions(game_id, game.max_players, seed=3, every=11):
        twin = state.clone()
        assert twin.state_hash() == state.state_hash()
        if not twin.is_over:
            before = state.state_hash()
            twin.apply(twin.legal_actions()[0])
            assert state.state_hash() == before


@pytest.mark.parametrize("game_id", GAMES)
def test_the_status_line_reads_for_every_seat_at_every_moment(game_id: str) -> None:
    """The play scene's top bar asks every game, in every phase, where it stands."""
    game = registry.load_game(game_id)
    names = [f"Seat{s}" for s in range(game.max_players)]
    for players in range(game.min_players, game.max_players + 1):
        for state, _ in sample_positions(game_id, players, seed=20 + players, every=3):
            for seat in range(players):
                line = state.view(seat).status_line(names[:players])
                assert line and line == line.strip(), line
                assert "Turn 0" not in line and "None" not in line, line
                if state.is_over:
                    assert line == "Game over"
                else:
                    deciding = state.current_player
                    assert deciding is not None and names[deciding] in line, line


@pytest.mark.parametrize("game_id", GAMES)
def test_every_determinization_keeps_the_view_and_draws_a_fresh_rng(game_id: str) -> None:
    """The shared conformance check (views and sampled worlds leak neither hidden cards
    nor the real RNG) on a random game at the smallest table; the larger tables are in
    each engine's own suite (a random three-player Storm game runs to thousands of
    actions)."""
    game = registry.load_game(game_id)
    assert check_determinization(game, game.min_players, range(1), max_actions=3000) >= 100
