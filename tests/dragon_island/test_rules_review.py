"""Rules a read-only review found working but pinned by no named test: the Towers as
terrain, a Storm against several pets, a lost pet tamed again, the last turn played in
full, and a cleared Dragon Icon refilled."""

from __future__ import annotations

import random

from game.engines.dragon_island.content import COLOURS
from game.engines.dragon_island.costs import capture_cost
from tests.dragon_island.helpers import at_step, do, give, kinds, new, put_tile, seat_hand

RED, BLUE = COLOURS.index("red"), COLOURS.index("blue")


def _pet(s, seat, ci, gold=3):  # type: ignore[no-untyped-def]
    s.bank -= gold
    s.pets[seat][ci] = gold
    s.dragon_supply[ci] -= 1


def test_your_own_tower_is_your_wizards_terrain() -> None:
    """ "The Wizard's Tower Start Tiles act as the Terrain of their color": a capture on
    your own Tower costs 9, on a rival's (another colour) the full 10."""
    s = new(2)
    seat = s.turn_player
    rival = 1 - seat
    for who, h in ((seat, (1, 0)), (rival, (-1, 0))):
        colour = s.colours[who]
        s.board[h] = (s.rules.towers[colour].id, 0, colour, "map")
        s.order.append(h)
    assert capture_cost(s, seat, (1, 0)) == 9
    assert capture_cost(s, seat, (-1, 0)) == 10


def test_a_storm_takes_a_gold_from_each_unhoused_pet() -> None:
    """ "All players' Pets … immediately lose 1 Gold": each of a rival's pets, not one."""
    s = new(2)
    seat = s.turn_player
    other = 1 - seat
    _pet(s, other, RED)
    _pet(s, other, BLUE, gold=2)
    seat_hand(s, seat, ["T31"])  # face 0: a blue Storm
    at_step(s, "place", seat)
    do(s, "place", "T31", 0, 1, 0)
    assert s.pets[other][RED] == 2 and s.pets[other][BLUE] == 1


def test_a_lost_pet_can_be_tamed_again() -> None:
    """A pet whose last gold a Storm takes goes "back behind your screen": the colour is
    free, and its dragon can be tamed again with the shipped cards."""
    s = new(2)
    seat = s.turn_player
    other = 1 - seat
    _pet(s, other, RED, gold=1)
    seat_hand(s, seat, ["T31"])
    at_step(s, "place", seat)
    do(s, "place", "T31", 0, 1, 0)
    assert s.pets[other][RED] == 0
    put_tile(s, (0, 1), "red", "dragon_build")
    s.dragons[(0, 1)] = ("red",)
    s.dragon_supply[RED] -= 1
    give(s, other, "gold", 3)
    s.wizards[other] = (0, 1)
    s.moved = True
    at_step(s, "deal", other)
    assert "tame" in kinds(s)
    do(s, "tame", "red")
    assert s.pets[other][RED] == 3


def test_the_last_turn_is_played_in_full() -> None:
    """ "The game ends when that player completes their turn": after the last tile is
    placed its player still moves (and so on); only the draw finds nothing to take."""
    for seed in (4, 5):
        s = new(2, seed=seed)
        rng = random.Random(seed)
        seen: list[tuple[int, str]] = []
        while not s.is_over:
            top = s.stack.top
            assert top is not None
            seen.append((s.turns, top.kind))
            s.apply(rng.choice(s.legal_actions()))
        last = [kind for turn, kind in seen if turn == s.turns]
        assert "place" in last and "move" in last[last.index("place") :]
        assert not any(s.hands) and not s.bag


def test_a_cleared_dragon_icon_refills_next_turn() -> None:
    """Step 2 runs every turn: a Dragon Icon emptied by a capture gets a new dragon at the
    next turn's step 2."""
    s = new(2)
    put_tile(s, (1, 0), "red", "dragon_build", "T05")
    at_step(s, "spawn")
    assert s.dragons[(1, 0)] == ("red",)
    del s.dragons[(1, 0)]  # captured: the figure goes back to the supply
    s.dragon_supply[RED] += 1
    at_step(s, "spawn")
    assert s.dragons[(1, 0)] == ("red",)
