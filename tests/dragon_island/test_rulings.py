"""Rulings from content/dragon_island/rules.md not already covered by the step tests."""

from __future__ import annotations

from game.core.paths import content_root
from game.engines.dragon_island.hexes import ORIGIN
from tests.dragon_island.helpers import at_step, do, give, kinds, new, put_tile


def _stand(s, seat, h, step="action"):  # type: ignore[no-untyped-def]
    s.wizards[seat] = h
    s.moved = True
    return at_step(s, step, seat)


def test_rules_reference_ends_with_rulings() -> None:
    text = (content_root() / "dragon_island" / "rules.md").read_text()
    assert "## Rulings and choices" in text
    assert text.index("## Rulings and choices") > text.index("## End of the game")


def test_ruling_wizard_colours_follow_seat_order() -> None:
    assert new(4).colours == ["blue", "green", "red", "white"]
    assert new(2).colours == ["blue", "green"]


def test_ruling_no_treasure_once_the_markers_are_used_up() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "gold")
    put_tile(s, (2, 0), "red")
    put_tile(s, (2, -1), "red")
    put_tile(s, (1, -1), "green")
    s.maps[seat] = ["M36"]
    s.treasure_left = 0
    s.treasure = {(9, 9), *[(9, k) for k in range(19)]}
    _stand(s, seat, (1, 0), "map")
    assert s.stack.top is None or s.stack.top.kind != "map"


def test_ruling_you_choose_which_dragons_to_move_when_colours_are_mixed() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "red", "double_dragon", "T13")
    put_tile(s, (0, 1), "blue")
    s.dragons[(1, 0)] = ("red", "gold")
    s.dragon_supply[2] -= 1
    s.dragon_supply[4] -= 1
    give(s, seat, "gold", 1)
    at_step(s, "move_dragons", seat)
    do(s, "dragon_from", 1, 0)
    assert [a.args for a in s.legal_actions()] == [("red",), ("gold",)]
    do(s, "pick_dragon", "gold")
    do(s, "dragon_to", 0, 1)
    assert s.dragons == {(1, 0): ("red",), (0, 1): ("gold",)}


def test_ruling_spires_do_not_double_telekinesis() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "blue", "telekinesis", "T21")
    put_tile(s, (2, 0), "red")
    s.buildings[(2, 0)] = ("spire", 1 - seat, "")
    _stand(s, seat, (1, 0))
    do(s, "telekinesis", 0)
    assert s.cubes[seat] == [1, 0, 1, 0]


def test_ruling_a_spire_on_a_gold_mine_yields_two_gold() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "gold")
    s.buildings[(1, 0)] = ("spire", 1 - seat, "")
    s.hands[seat] = ["T11"]
    for place in (s.bag, s.removed, s.hands[1 - seat]):
        if "T11" in place:
            place.remove("T11")
    at_step(s, "place", seat)
    do(s, "place", "T11", 1, 1, -1)  # touches the gold Spire tile (2) and the Keep (1)
    assert s.gold[seat] == 3 and s.cubes[seat] == [0, 1, 0, 0]


def test_ruling_green_pet_help_needs_gold_in_the_bank() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "red", "dragon_build", "T05")
    s.pets[seat][1] = 3
    s.dragon_supply[1] -= 1
    s.gold[1 - seat] = s.bank - 3
    s.bank = 0
    s.gold[seat] = 2
    s.dragons[(1, 0)] = ("red",)
    s.dragon_supply[2] -= 1
    at_step(s, "move_wizard", seat)
    assert (1, 0) not in {a.args for a in s.legal_actions()}


def test_ruling_tracked_totals_show_the_others_screens_only_with_the_assist() -> None:
    s = new(2)
    give(s, 1, "red", 2)
    v = s.view(0)
    assert v.shown_totals(0) == ([0, 0, 0, 0], 0, 0)
    assert v.shown_totals(1) is None
    t = new(2, tracked_totals=True)
    give(t, 1, "red", 2)
    assert t.view(0).shown_totals(1) == ([0, 0, 2, 0], 0, 0)


def test_ruling_first_turn_stay_on_the_keep_takes_its_gold() -> None:
    s = new(2)
    seat = s.turn_player
    s.stack.frames.clear()
    s.seat_turns[seat] = 1
    s.hands[seat] = [h for h in s.hands[seat] if not h.startswith("tower")]
    put_tile(s, (1, 0), s.colours[seat], "map", s.rules.towers[s.colours[seat]].id)
    s.step = "move_wizard"
    from game.engines.dragon_island import turn

    turn.run(s, [])
    do(s, "stay")
    assert s.wizards[seat] == ORIGIN
    assert "take_gold" in kinds(s)


def test_ruling_a_wizard_that_stays_put_deals_with_no_dragons() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "red", "dragon_build", "T05")
    s.wizards[seat] = (1, 0)
    s.dragons[(1, 0)] = ("red", "red")
    s.dragon_supply[2] -= 2
    s.moved = False
    at_step(s, "deal", seat)
    assert s.stack.top is None or s.stack.top.kind != "deal"


def test_ruling_towers_and_declared_wild_tiles_match_maps_by_their_colour() -> None:
    """Ruling 3: a Tower counts as its colour and a Wild tile as the colour declared for
    it; the Keep, though it produces gold, matches nothing."""
    s = new(2)
    seat = s.turn_player
    own = s.colours[seat]
    other = ({"blue", "green"} - {own}).pop()
    tower = s.rules.towers[own].id
    put_tile(s, (1, 0), "gold", "build", "T14")
    for place in (s.bag, s.removed, *s.hands):
        if "T01" in place:
            place.remove("T01")
    s.hands[seat] = [tower]
    at_step(s, "place", seat)
    do(s, "place", tower, 0, 1, -1)
    s.hands[seat] = ["T01"]
    at_step(s, "place", seat)
    do(s, "place", "T01", 0, 2, -1)  # the Wild face, touching the gold tile and the Tower
    do(s, "declare", other)
    assert s.board[(1, -1)][2] == own and s.board[(2, -1)][2] == other
    s.maps[seat] = ["M33", "M35"]  # gold centre: blue + green / gold + green
    _stand(s, seat, (1, 0), "map")
    assert {a.args[0] for a in s.legal_actions() if a.kind == "play_map"} == {"M33"}


def test_ruling_a_short_dragon_supply_fills_earlier_placed_tiles_first() -> None:
    """Ruling 9: the tile placed first is filled first, whatever its place on the island."""
    s = new(2)
    put_tile(s, (1, 0), "red", "double_dragon", "T18")
    put_tile(s, (0, 1), "red", "double_dragon", "T13")  # sorts before (1, 0), placed after
    put_tile(s, (-1, 1), "red", "dragon_build", "T05")
    s.dragon_supply[2] = 3
    at_step(s, "spawn", s.turn_player)
    assert s.dragons == {(1, 0): ("red", "red"), (0, 1): ("red",)}
    assert s.dragon_supply[2] == 0
