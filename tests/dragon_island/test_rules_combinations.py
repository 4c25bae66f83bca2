"""Rules a review found untested (issue 18, item 10): where two rules meet (a Storm and the
placer's pets, a Wild face and a building, stacked discounts, a Lair and its pet's power,
a Wild tile as Wizard's Terrain or in a telekinesis line) and one Treasure Map per turn.

Wild tiles are laid and declared through the legal actions, as a player would."""

from __future__ import annotations

from game.engines.dragon_island.hexes import ORIGIN, neighbours
from tests.dragon_island.helpers import at_step, do, give, kinds, new, put_tile, seat_hand

BLUE, GREEN, RED, WHITE, GOLD = range(5)


def _pet(s, seat, ci):  # type: ignore[no-untyped-def]
    s.pets[seat][ci] = 3
    s.bank -= 3
    s.dragon_supply[ci] -= 1


def _stand(s, seat, h, step="action"):  # type: ignore[no-untyped-def]
    s.wizards[seat] = h
    s.moved = True
    return at_step(s, step, seat)


def _lay_wild(s, seat, h, colour):  # type: ignore[no-untyped-def]
    """Place T01 on its Wild/Build face at ``h`` and declare ``colour``, by legal actions."""
    seat_hand(s, seat, ["T01"])
    at_step(s, "place", seat)
    do(s, "place", "T01", 0, *h)
    do(s, "declare", colour)
    assert s.board[h][2:] == (colour, "wild_build")


def _build_costs(s) -> set[str]:  # type: ignore[no-untyped-def]
    return {str(a).rsplit(" for ", 1)[1] for a in s.legal_actions() if a.kind == "build"}


def test_a_storm_spares_the_placers_own_pets() -> None:
    s = new(2)
    seat = s.turn_player
    other = 1 - seat
    _pet(s, seat, RED)
    _pet(s, seat, GOLD)
    _pet(s, other, RED)
    seat_hand(s, seat, ["T31"])  # face 0: blue Storm
    at_step(s, "place", seat)
    do(s, "place", "T31", 0, 1, 0)
    assert s.pets[seat] == [0, 0, 3, 0, 3]
    assert s.pets[other] == [0, 0, 2, 0, 0]


def test_building_on_a_wild_build_face() -> None:
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "white"
    _lay_wild(s, seat, (1, 0), "green")  # produces 1 green and 1 gold (the Keep)
    give(s, seat, "green", 4)
    _stand(s, seat, (1, 0))
    assert _build_costs(s) == {"5 Active Energy"}
    do(s, "build", "spire")
    assert s.buildings[(1, 0)] == ("spire", seat, "")
    assert s.cubes[seat][GREEN] == 0 and s.fame[seat] == 3


def test_a_white_pet_and_your_own_terrain_make_a_building_cost_three() -> None:
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "red"
    put_tile(s, (1, 0), "red", "build")
    _pet(s, seat, WHITE)
    give(s, seat, "red", 3)
    _stand(s, seat, (1, 0))
    assert _build_costs(s) == {"3 Active Energy"}
    do(s, "build", "pen")
    assert s.buildings[(1, 0)] == ("pen", seat, "") and s.cubes[seat][RED] == 0


def test_only_one_treasure_map_per_turn() -> None:
    """Two maps that both match the tile: once one is played the turn goes on to the draw,
    and the other stays in hand."""
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "gold")
    put_tile(s, (2, 0), "red")
    put_tile(s, (2, -1), "red")
    put_tile(s, (1, -1), "green")
    s.maps[seat] = ["M36", "M33"]  # gold centre: two red and a green; a blue and a green
    put_tile(s, (1, 1), "blue")
    _stand(s, seat, (1, 0), "map")
    assert {a.args[0] for a in s.legal_actions() if a.kind == "play_map"} == {"M36", "M33"}
    hand = len(s.hands[seat])
    do(s, "play_map", "M36")
    assert s.maps[seat] == ["M33"]
    assert len(s.hands[seat]) == hand + 1 and s.turn_player != seat  # drawn; turn over


def test_a_pet_in_its_lair_keeps_its_power_and_its_gold_scores() -> None:
    """A Lair sends the pet's figure home, but the card keeps its gold: the pet's power
    (White: build for 1 less), its flight and its gold at the end all stay."""
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "blue"
    for h, c in zip(
        neighbours(ORIGIN), ["red", "blue", "green", "white", "gold", "red"], strict=True
    ):
        put_tile(s, h, c, "build")
    _pet(s, seat, WHITE)
    give(s, seat, "red", 8)
    _stand(s, seat, (1, 0))
    do(s, "build", "lair", "white")  # 5 - 1 (White pet) = 4
    assert s.buildings[(1, 0)] == ("lair", seat, "white")
    assert s.pets[seat][WHITE] == 3 and s.dragon_supply[WHITE] == 10
    assert s.cubes[seat][RED] == 4
    _stand(s, seat, (0, 1))  # the red tile south-east of the Keep
    assert _build_costs(s) == {"4 Active Energy"}  # the White pet's power stays
    put_tile(s, (3, -3), "white")  # far off: only a White pet's flight reaches it
    at_step(s, "move_wizard", seat)
    assert any(a.args == (3, -3) and "white pet" in str(a) for a in s.legal_actions())
    assert s.final_score(seat) == s.fame[seat] + 3


def test_a_wild_tile_declared_in_your_colour_is_your_wizards_terrain() -> None:
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "red"
    _lay_wild(s, seat, (1, 0), "red")  # produces 1 red and 1 gold (the Keep)
    give(s, seat, "red", 3)
    _stand(s, seat, (1, 0))
    assert _build_costs(s) == {"4 Active Energy"}
    s.colours[seat] = "blue"  # the same tile is no terrain of a blue wizard
    _stand(s, seat, (1, 0))
    assert "build" not in kinds(s)


def test_telekinesis_across_a_wild_tile_yields_its_declared_colour() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "blue", "telekinesis", "T21")
    put_tile(s, (2, -1), "white")
    _lay_wild(s, seat, (2, 0), "green")  # touches the telekinesis tile and the white one
    put_tile(s, (3, 0), "red")
    before = list(s.cubes[seat])
    _stand(s, seat, (1, 0))
    do(s, "telekinesis", 0)  # east: the blue tile, the Wild declared green, the red tile
    gained = [a - b for a, b in zip(s.cubes[seat], before, strict=True)]
    assert gained == [1, 1, 1, 0]
