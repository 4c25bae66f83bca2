"""Step 6 (the tile's action), step 7 (Treasure Maps), step 8 (draw) and the end."""

from __future__ import annotations

from game.engines.dragon_island.hexes import ORIGIN, neighbours
from tests.dragon_island.helpers import at_step, do, give, kinds, new, put_tile


def _ring(s):  # type: ignore[no-untyped-def]
    for h, c in zip(
        neighbours(ORIGIN), ["red", "blue", "green", "white", "gold", "red"], strict=True
    ):
        put_tile(s, h, c, "build")


def _stand(s, seat, h, step="action"):  # type: ignore[no-untyped-def]
    s.wizards[seat] = h
    s.moved = True
    return at_step(s, step, seat)


def test_build_costs_five_active_energy_and_a_pen_gives_two_fame() -> None:
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "white"
    _ring(s)
    give(s, seat, "red", 5)
    _stand(s, seat, (1, 0))
    do(s, "build", "pen")
    assert s.buildings[(1, 0)] == ("pen", seat, "") and s.fame[seat] == 2
    assert s.cubes[seat][2] == 0


def test_building_on_your_terrain_costs_four() -> None:
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "red"
    _ring(s)
    give(s, seat, "red", 4)
    _stand(s, seat, (1, 0))
    assert "build" in kinds(s)
    s.colours[seat] = "white"
    _stand(s, seat, (1, 0))
    assert "build" not in kinds(s)


def test_each_player_builds_only_their_own_pen_once() -> None:
    s = new(2)
    seat = s.turn_player
    _ring(s)
    s.buildings[(0, 1)] = ("pen", seat, "")
    give(s, seat, "red", 5)
    _stand(s, seat, (1, 0))
    assert ("pen", "") not in {a.args for a in s.legal_actions() if a.kind == "build"}


def test_spire_gives_three_fame_and_only_four_exist() -> None:
    s = new(2)
    seat = s.turn_player
    _ring(s)
    give(s, seat, "red", 10)
    _stand(s, seat, (1, 0))
    do(s, "build", "spire")
    assert s.fame[seat] == 3
    for h in [(1, -1), (0, -1), (-1, 0)]:
        s.buildings[h] = ("spire", 1 - seat, "")
    _stand(s, seat, (0, 1))
    assert ("spire", "") not in {a.args for a in s.legal_actions() if a.kind == "build"}


def test_lair_needs_the_pet_gives_one_fame_and_sends_the_figure_home() -> None:
    s = new(2)
    seat = s.turn_player
    _ring(s)
    give(s, seat, "red", 5)
    _stand(s, seat, (1, 0))
    assert not [a for a in s.legal_actions() if a.kind == "build" and a.args[0] == "lair"]
    s.pets[seat][1] = 3  # a green pet
    s.bank -= 3
    s.dragon_supply[1] -= 1
    _stand(s, seat, (1, 0))
    do(s, "build", "lair", "green")
    assert s.fame[seat] == 1 and s.dragon_supply[1] == 10
    assert s.buildings[(1, 0)] == ("lair", seat, "green")


def test_only_one_lair_per_dragon_colour() -> None:
    s = new(2)
    seat = s.turn_player
    _ring(s)
    s.buildings[(0, 1)] = ("lair", 1 - seat, "green")
    s.pets[seat][1] = 3
    s.bank -= 3
    s.dragon_supply[1] -= 1
    give(s, seat, "red", 5)
    _stand(s, seat, (1, 0))
    assert ("lair", "green") not in {a.args for a in s.legal_actions()}


def test_no_building_where_dragons_or_a_building_stand() -> None:
    s = new(2)
    seat = s.turn_player
    _ring(s)
    give(s, seat, "red", 10)
    s.buildings[(1, 0)] = ("spire", 1 - seat, "")
    _stand(s, seat, (1, 0))
    assert "build" not in kinds(s)
    s.dragons[(0, 1)] = ("gold",)  # flown in after the wizard arrived
    s.dragon_supply[4] -= 1
    s.stack.frames.clear()
    s.wizards[seat] = (0, 1)
    s.step = "action"
    from game.engines.dragon_island import turn

    turn.run(s, [])
    assert "build" not in kinds(s)


def test_telekinesis_gains_the_tile_and_one_straight_line() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "blue", "telekinesis", "T21")
    put_tile(s, (2, 0), "red")
    put_tile(s, (3, 0), "red")
    put_tile(s, (5, 0), "white")  # beyond a gap: not reached
    put_tile(s, (1, -1), "green")
    _stand(s, seat, (1, 0))
    do(s, "telekinesis", 0)  # east
    assert s.cubes[seat] == [1, 0, 2, 0]


def test_telekinesis_through_the_keep_yields_gold() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "blue", "telekinesis", "T21")
    put_tile(s, (-1, 0), "green")
    _stand(s, seat, (1, 0))
    do(s, "telekinesis", 3)  # west: Keep, then the green tile
    assert s.gold[seat] == 1 and s.cubes[seat] == [1, 1, 0, 0]


def test_a_tower_lets_you_draw_two_maps_and_keep_one() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "green", "map", "tower_green")
    before = len(s.maps[seat])
    _stand(s, seat, (1, 0))
    do(s, "draw_maps")
    assert s.stack.top.kind == "keep_map" and len(s.legal_actions()) == 2
    s.apply(s.legal_actions()[0])
    assert len(s.maps[seat]) == before + 1
    assert s.map_known[-1] == 1 << seat


def test_the_keep_action_takes_two_gold() -> None:
    s = new(2)
    seat = s.turn_player
    _stand(s, seat, ORIGIN)
    do(s, "take_gold")
    assert s.gold[seat] == 2 and s.bank == 38


def test_double_dragon_and_storm_tiles_have_no_action() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "blue", "double_dragon", "T11")
    put_tile(s, (0, 1), "blue", "storm", "T31")
    give(s, seat, "blue", 10)
    for h in [(1, 0), (0, 1)]:
        _stand(s, seat, h)
        assert s.stack.top is None or s.stack.top.kind not in ("action",)


# --- Treasure Maps ------------------------------------------------------------------------
def _map_island(s):  # type: ignore[no-untyped-def]
    """The published example: a Gold tile with two Red and one Green tile next to it."""
    put_tile(s, (1, 0), "gold")
    put_tile(s, (2, 0), "red")
    put_tile(s, (2, -1), "red")
    put_tile(s, (1, -1), "green")


def test_the_published_map_pattern_matches_gold_with_two_red_and_a_green() -> None:
    s = new(2)
    seat = s.turn_player
    _map_island(s)
    s.maps[seat] = ["M36"]
    _stand(s, seat, (1, 0), "map")
    do(s, "play_map", "M36")
    assert s.fame[seat] == 3 and s.gold[seat] == 2
    assert (1, 0) in s.treasure and s.treasure_left == 19
    assert s.map_deck[-1] == "M36" and s.map_known[-1] == 0b11
    assert not s.maps[seat]


def test_a_map_needs_the_centre_colour_and_every_listed_neighbour() -> None:
    s = new(2)
    seat = s.turn_player
    _map_island(s)
    s.board[(2, -1)] = (*s.board[(2, -1)][:2], "white", "build")
    s.maps[seat] = ["M36", "M01"]
    _stand(s, seat, (1, 0), "map")
    assert s.stack.top is None or s.stack.top.kind != "map"


def test_extra_neighbours_do_not_spoil_a_map() -> None:
    s = new(2)
    seat = s.turn_player
    _map_island(s)
    put_tile(s, (1, 1), "blue")
    s.maps[seat] = ["M36"]
    _stand(s, seat, (1, 0), "map")
    assert kinds(s) == ["play_map", "skip"]


def test_the_keep_is_no_gold_tile_for_maps_and_holds_no_treasure() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "blue")
    put_tile(s, (0, 1), "green")
    s.maps[seat] = ["M33"]  # gold centre with blue and green
    _stand(s, seat, ORIGIN, "map")
    assert s.stack.top is None or s.stack.top.kind != "map"


def test_only_one_treasure_per_tile() -> None:
    s = new(2)
    seat = s.turn_player
    _map_island(s)
    s.treasure.add((1, 0))
    s.treasure_left -= 1
    s.maps[seat] = ["M36"]
    _stand(s, seat, (1, 0), "map")
    assert s.stack.top is None or s.stack.top.kind != "map"


def test_a_map_is_played_only_on_the_tile_moved_to() -> None:
    s = new(2)
    seat = s.turn_player
    _map_island(s)
    s.maps[seat] = ["M36"]
    s.wizards[seat] = (1, 0)
    s.moved = False
    at_step(s, "map", seat)
    assert s.stack.top is None or s.stack.top.kind != "map"


def test_a_tile_is_drawn_at_the_end_of_the_turn() -> None:
    s = new(2)
    seat = s.turn_player
    n = len(s.hands[seat])
    bag = len(s.bag)
    at_step(s, "draw", seat)
    assert len(s.hands[seat]) == n + 1 and len(s.bag) == bag - 1
    assert s.turn_player == 1 - seat


def test_the_build_line_names_the_building_with_its_article_and_a_lairs_pet() -> None:
    """A Lair's colour is public and tells rivals which pet their Storms now spare."""
    from game.engines.dragon_island.board import where

    s = new(2)
    seat = s.turn_player
    _ring(s)
    s.pets[seat][1] = 3  # a green pet
    s.bank -= 3
    s.dragon_supply[1] -= 1
    give(s, seat, "red", 10)
    _stand(s, seat, (1, 0))
    line = next(e.text for e in do(s, "build", "lair", "green") if e.kind == "build")
    assert line == (
        f"{s.name(seat)} builds a Pet Dragon Lair for the green pet on {where(s, (1, 0))} "
        "for 1 fame"
    )
    _stand(s, seat, (1, -1))
    line = next(e.text for e in do(s, "build", "spire") if e.kind == "build")
    assert line.startswith(f"{s.name(seat)} builds an Energy Spire on ")
