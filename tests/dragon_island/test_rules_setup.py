"""Set-up rules for 2, 3 and 4 players."""

from __future__ import annotations

import pytest

from game.engines.dragon_island.hexes import ORIGIN
from tests.dragon_island.helpers import new, through_setup


@pytest.mark.parametrize(("players", "removed"), [(2, 22), (3, 16), (4, 12)])
def test_setup_removes_tiles_by_player_count(players: int, removed: int) -> None:
    s = new(players)
    assert len(s.removed) == removed
    assert len(s.bag) == 40 - removed - players  # each player drew one tile already


def test_longer_game_option_keeps_the_bag_a_multiple_of_players() -> None:
    for players in (2, 3, 4):
        for extra in (0, 1, 2, 3):
            s = new(players, extra_turns=extra)
            assert (len(s.bag) + players) % players == 0
            assert len(s.removed) == max(0, {2: 22, 3: 16, 4: 12}[players] - extra * players)


def test_keep_is_in_the_middle_and_every_wizard_starts_on_it() -> None:
    s = new(4)
    assert s.board[ORIGIN][0] == "keep"
    assert list(s.board) == [ORIGIN]
    assert s.wizards == [ORIGIN] * 4


def test_every_player_gets_their_tower_and_one_random_tile() -> None:
    s = new(3)
    for seat in range(3):
        tower, tile = s.hands[seat]
        assert tower == s.rules.towers[s.colours[seat]].id
        assert tile in s.rules.faces
    assert len({c for c in s.colours}) == 3


def test_player_kit_pets_behind_screen_no_pen_built_no_resources() -> None:
    s = new(2)
    assert s.pets == [[0] * 5, [0] * 5]
    assert not s.buildings
    assert s.cubes == [[0] * 4, [0] * 4] and s.gold == [0, 0] and s.fame == [0, 0]


def test_each_player_draws_two_maps_and_keeps_one_in_turn_order() -> None:
    s = new(3, seed=6)
    order = []
    while s.stack.top is not None and s.stack.top.kind == "keep_map":
        order.append(s.stack.top.seat)
        assert len(s.legal_actions()) == 2
        s.apply(s.legal_actions()[1])
    assert order == [(s.first_player + i) % 3 for i in range(3)]
    assert [len(m) for m in s.maps] == [1, 1, 1]
    assert len(s.map_deck) == 40 - 3
    # The three cards put back are at the bottom, each known to the player who put it there.
    assert s.map_known[-3:] == [1 << seat for seat in order]


def test_start_player_is_chosen_at_random() -> None:
    firsts = {new(4, seed=k).first_player for k in range(30)}
    assert firsts == {0, 1, 2, 3}


def test_first_turn_starts_with_the_start_player_placing() -> None:
    s = through_setup(new(2, seed=3))
    assert s.stack.top.kind == "place"
    assert s.current_player == s.first_player == s.turn_player
