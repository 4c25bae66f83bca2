"""Random-agent games with every invariant checked after every action, and replays.

The normal run plays the issue's 1,000 games per player count (about 55 s on one core);
the soak run (GEMTABLE_SOAK=1) plays 10,000 more per player count.
"""

from __future__ import annotations

import random

import pytest

from game.core.actions import Action
from tests.dragon_island.helpers import check_invariants, drain_supplies, game, play_random

NORMAL_GAMES = 1000
SOAK_GAMES = 10_000
SCARCE_GAMES = 100


def _run(n: int, games: int, offset: int) -> None:
    g = game()
    for seed in range(offset, offset + games):
        s = g.new_state(n, seed)
        check_invariants(s)
        play_random(s, random.Random(seed * 7 + n))
        assert s.is_over and s.winners
        # Everyone had the same number of turns, and every tile was placed.
        assert len(set(s.seat_turns)) == 1
        assert not s.bag and not any(s.hands)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players: int) -> None:
    _run(players, NORMAL_GAMES, 0)


@pytest.mark.soak
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant_soak(players: int) -> None:
    _run(players, SOAK_GAMES, 10_000)


@pytest.mark.parametrize("unlimited", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_scarce_supplies_keep_every_invariant(players: int, unlimited: bool) -> None:
    """Random play never empties a full supply, so these games start with the supplies
    nearly shared out: finite ones then lose gains, unlimited ones pay them from outside
    the box, and the conservation check counts those in."""
    g = game()
    beyond_box = 0
    for seed in range(SCARCE_GAMES):
        s = g.new_state(players, seed, {"unlimited_supply": unlimited})
        drain_supplies(s)
        check_invariants(s)
        play_random(s, random.Random(seed * 11 + players))
        assert s.is_over and s.winners
        beyond_box += sum(s.cubes_added) + s.gold_added
    assert (beyond_box > 0) == unlimited


@pytest.mark.parametrize("players", [2, 3, 4])
def test_replaying_the_actions_reproduces_the_state(players: int) -> None:
    g = game()
    s = g.new_state(players, 99)
    taken = play_random(s, random.Random(5), check=False)
    again = g.new_state(players, 99)
    for a in taken:
        again.apply(Action.from_json(a.to_json()))
    assert again.state_hash() == s.state_hash()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_turn_counts_per_player_count(players: int) -> None:
    """2 players play 10 turns each, 3 players 9, 4 players 8."""
    s = game().new_state(players, 3)
    play_random(s, random.Random(3), check=False)
    assert s.seat_turns == [{2: 10, 3: 9, 4: 8}[players]] * players
    assert len(s.board) == {2: 21, 3: 28, 4: 33}[players]


def test_longer_game_gives_each_player_more_turns() -> None:
    s = game().new_state(3, 3, {"extra_turns": 2})
    play_random(s, random.Random(3), check=False)
    assert s.seat_turns == [11, 11, 11]
