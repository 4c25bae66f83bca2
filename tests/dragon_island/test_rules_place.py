"""Step 1 (place a tile and produce) and step 2 (place dragons)."""

from __future__ import annotations

from game.engines.dragon_island.hexes import ORIGIN, neighbours
from tests.dragon_island.helpers import (
    at_step,
    do,
    give,
    kinds,
    new,
    put_tile,
    seat_hand,
    through_setup,
)


def test_first_tile_placed_must_be_the_tower() -> None:
    s = through_setup(new(2, seed=1))
    tower = s.rules.towers[s.colours[s.turn_player]].id
    assert {a.args[0] for a in s.legal_actions()} == {tower}


def test_first_tower_touches_the_keep() -> None:
    s = through_setup(new(2, seed=1))
    assert {(a.args[2], a.args[3]) for a in s.legal_actions()} == set(neighbours(ORIGIN))


def test_tile_must_touch_the_keep_or_at_least_two_tiles() -> None:
    s = new(2)
    put_tile(s, (1, 0), "red")
    put_tile(s, (2, 0), "red")
    s.seat_turns[s.turn_player] = 2
    seat_hand(s, s.turn_player, ["T11"])
    at_step(s, "place", s.turn_player)
    hexes = {(a.args[2], a.args[3]) for a in s.legal_actions()}
    assert (3, 0) not in hexes  # touches only one tile
    assert (2, -1) in hexes  # touches (1,0) and (2,0)
    assert (-1, 0) in hexes  # touches the Keep
    assert (1, 0) not in hexes  # occupied


def test_either_face_may_be_placed() -> None:
    s = new(2)
    seat_hand(s, s.turn_player, ["T11"])
    at_step(s, "place", s.turn_player)
    assert {a.args[1] for a in s.legal_actions()} == {0, 1}


def test_wild_tile_colour_is_declared_and_never_gold() -> None:
    s = new(2)
    seat = s.turn_player
    seat_hand(s, seat, ["T01"])
    at_step(s, "place", seat)
    do(s, "place", "T01", 0, 1, 0)
    assert s.stack.top.kind == "wild"
    assert [a.args[0] for a in s.legal_actions()] == ["blue", "green", "red", "white"]
    do(s, "declare", "green")
    assert s.board[(1, 0)][2] == "green"
    assert s.wild_left[1] == 4
    # The declared colour is what it produces: 1 for itself, Keep gives 1 gold.
    assert s.cubes[seat][1] == 1 and s.gold[seat] == 1


def test_wild_colour_whose_markers_are_gone_cannot_be_declared() -> None:
    s = new(2)
    seat_hand(s, s.turn_player, ["T01"])
    s.wild_left[2] = 0
    at_step(s, "place", s.turn_player)
    do(s, "place", "T01", 0, 1, 0)
    assert "red" not in [a.args[0] for a in s.legal_actions()]


def test_production_is_one_for_the_tile_and_one_per_touching_tile() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "red")
    put_tile(s, (1, -1), "blue")
    seat_hand(s, seat, ["T11"])  # face 1: green Build
    at_step(s, "place", seat)
    do(s, "place", "T11", 1, 2, -1)  # touches (1,0) red and (1,-1) blue only
    assert s.cubes[seat] == [1, 1, 1, 0] and s.gold[seat] == 0


def test_keep_produces_as_gold() -> None:
    s = new(2)
    seat = s.turn_player
    seat_hand(s, seat, ["T11"])
    at_step(s, "place", seat)
    do(s, "place", "T11", 1, 0, 1)
    assert s.gold[seat] == 1 and s.cubes[seat][1] == 1


def test_tower_produces_its_colour() -> None:
    s = through_setup(new(2, seed=2))
    seat = s.turn_player
    tower = s.rules.towers[s.colours[seat]].id
    do(s, "place", tower, 0, 1, 0)
    colour_index = ["blue", "green", "red", "white"].index(s.colours[seat])
    assert s.cubes[seat][colour_index] == 1 and s.gold[seat] == 1


def test_spire_makes_its_tile_produce_two() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "red")
    s.buildings[(1, 0)] = ("spire", 1 - seat, "")
    seat_hand(s, seat, ["T11"])
    at_step(s, "place", seat)
    do(s, "place", "T11", 1, 1, -1)  # touches the Keep and the red Spire tile
    assert s.cubes[seat] == [0, 1, 2, 0] and s.gold[seat] == 1


def test_storm_hits_the_other_wizards_then_produces_for_the_placer() -> None:
    s = new(3)
    seat = s.turn_player
    a, b = (seat + 1) % 3, (seat + 2) % 3
    give(s, a, "blue", 2)
    give(s, b, "red", 2)
    give(s, seat, "blue", 1)
    s.bank -= 3
    s.pets[a][2] = 3  # red pet
    s.dragon_supply[2] -= 1
    seat_hand(s, seat, ["T31"])  # face 0: blue Storm
    at_step(s, "place", seat)
    do(s, "place", "T31", 0, 1, 0)
    assert s.cubes[a][0] == 1  # lost a blue cube
    assert s.pets[a][2] == 2  # the pet lost a gold
    assert s.cubes[b][2] == 2 and s.cubes[b][0] == 0  # nothing blue to lose
    assert s.cubes[seat][0] == 2 and s.gold[seat] == 1  # the placer is spared and produces


def test_gold_storm_costs_the_others_a_gold_coin() -> None:
    s = new(2)
    seat = s.turn_player
    give(s, 1 - seat, "gold", 2)
    seat_hand(s, seat, ["T35"])  # face 0: gold Storm
    at_step(s, "place", seat)
    do(s, "place", "T35", 0, 1, 0)
    assert s.gold[1 - seat] == 1


def test_storm_spares_a_pet_in_its_lair() -> None:
    s = new(2)
    seat = s.turn_player
    other = 1 - seat
    s.bank -= 6
    s.pets[other][0] = 3
    s.pets[other][1] = 3
    s.dragon_supply[1] -= 1
    put_tile(s, (0, -1), "red")
    s.buildings[(0, -1)] = ("lair", other, "blue")
    seat_hand(s, seat, ["T32"])
    at_step(s, "place", seat)
    do(s, "place", "T32", 0, 1, 0)
    assert s.pets[other] == [3, 2, 0, 0, 0]


def test_a_gain_the_supply_cannot_pay_is_lost() -> None:
    s = new(2)
    seat = s.turn_player
    s.bank = 0
    s.gold[1 - seat] = 40
    seat_hand(s, seat, ["T11"])
    at_step(s, "place", seat)
    do(s, "place", "T11", 1, 0, 1)
    assert s.gold[seat] == 0 and s.cubes[seat][1] == 1


def test_dragons_are_placed_on_every_empty_dragon_icon() -> None:
    s = new(2)
    put_tile(s, (1, 0), "red", "dragon_build", "T05")
    put_tile(s, (0, 1), "blue", "double_dragon", "T11")
    at_step(s, "spawn")
    assert s.dragons[(1, 0)] == ("red",)
    assert s.dragons[(0, 1)] == ("blue", "blue")
    assert s.dragon_supply[2] == 9 and s.dragon_supply[0] == 8


def test_no_dragon_appears_where_a_building_stands() -> None:
    s = new(2)
    put_tile(s, (1, 0), "red", "dragon_build", "T05")
    s.buildings[(1, 0)] = ("spire", 0, "")
    at_step(s, "spawn")
    assert (1, 0) not in s.dragons


def test_an_empty_dragon_supply_leaves_the_icon_empty() -> None:
    s = new(2)
    put_tile(s, (0, 1), "blue", "double_dragon", "T11")
    s.dragon_supply[0] = 1
    at_step(s, "spawn")
    assert s.dragons[(0, 1)] == ("blue",) and s.dragon_supply[0] == 0


def test_single_icon_tile_holding_any_dragon_gets_no_new_one() -> None:
    s = new(2)
    put_tile(s, (1, 0), "red", "dragon_build", "T05")
    s.dragons[(1, 0)] = ("gold",)
    s.dragon_supply[4] -= 1
    at_step(s, "spawn")
    assert s.dragons[(1, 0)] == ("gold",)


def test_a_double_dragon_tile_holding_one_dragon_gets_no_second() -> None:
    """Step 2 fills only tiles "which do not already have Dragons" (ruling 9): one dragon
    left on a Double Dragon tile, or one flown in, keeps the tile from the refill."""
    s = new(2)
    put_tile(s, (0, 1), "blue", "double_dragon", "T11")
    put_tile(s, (1, 0), "red", "double_dragon", "T13")
    s.dragons[(0, 1)] = ("green",)  # flown in
    s.dragons[(1, 0)] = ("red",)  # its partner flew away
    s.dragon_supply[1] -= 1
    s.dragon_supply[2] -= 1
    at_step(s, "spawn")
    assert s.dragons[(0, 1)] == ("green",)
    assert s.dragons[(1, 0)] == ("red",)
    assert s.dragon_supply[0] == 10 and s.dragon_supply[2] == 9


def test_wild_and_storm_faces_never_spawn_dragons() -> None:
    s = new(2)
    put_tile(s, (1, 0), "red", "wild_build", "T01")
    put_tile(s, (0, 1), "blue", "storm", "T31")
    at_step(s, "spawn")
    assert not s.dragons
    assert "place" not in kinds(s)
