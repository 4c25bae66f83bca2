"""Step 3 (move dragons for gold) and step 4 (move your wizard)."""

from __future__ import annotations

from game.engines.dragon_island.hexes import ORIGIN, neighbours
from tests.dragon_island.helpers import at_step, do, find, give, kinds, new, put_tile


def _island(s):  # type: ignore[no-untyped-def]
    """A ring of six tiles around the Keep plus one beyond, colours fixed for the tests."""
    colours = ["red", "blue", "green", "white", "gold", "red"]
    for h, c in zip(neighbours(ORIGIN), colours, strict=True):
        put_tile(s, h, c)
    put_tile(s, (2, 0), "green")
    put_tile(s, (2, -1), "blue")


def test_moving_dragons_costs_one_gold_per_dragon_and_is_optional() -> None:
    s = new(2)
    seat = s.turn_player
    _island(s)
    s.dragons[(1, 0)] = ("red", "red")
    s.dragon_supply[2] -= 2
    give(s, seat, "gold", 3)
    at_step(s, "move_dragons", seat)
    assert "skip" in kinds(s)
    do(s, "dragon_from", 1, 0)
    do(s, "pick_dragon", "red")
    do(s, "pick_dragon", "red")
    assert s.stack.top.kind == "dragon_dest"  # nothing left to pick
    do(s, "dragon_to", 2, 0)
    assert s.gold[seat] == 1 and s.bank == 39
    assert s.dragons[(2, 0)] == ("red", "red") and (1, 0) not in s.dragons
    assert s.stack.top.kind == "move"


def test_dragons_are_moved_from_one_tile_only() -> None:
    s = new(2)
    seat = s.turn_player
    _island(s)
    s.dragons[(1, 0)] = ("red",)
    s.dragons[(0, 1)] = ("red",)
    s.dragon_supply[2] -= 2
    give(s, seat, "gold", 5)
    at_step(s, "move_dragons", seat)
    do(s, "dragon_from", 1, 0)
    do(s, "pick_dragon", "red")
    do(s, "dragon_to", 2, 0)
    assert s.stack.top.kind == "move"  # no second source this turn


def test_dragons_never_move_onto_the_keep() -> None:
    s = new(2)
    seat = s.turn_player
    _island(s)
    s.dragons[(1, 0)] = ("red",)
    s.dragon_supply[2] -= 1
    give(s, seat, "gold", 1)
    at_step(s, "move_dragons", seat)
    do(s, "dragon_from", 1, 0)
    do(s, "pick_dragon", "red")
    dests = {(a.args[0], a.args[1]) for a in s.legal_actions()}
    assert ORIGIN not in dests and (1, 0) not in dests and (2, 0) in dests


def test_no_gold_means_no_dragon_moving() -> None:
    s = new(2)
    _island(s)
    s.dragons[(1, 0)] = ("red",)
    s.dragon_supply[2] -= 1
    at_step(s, "move_dragons", s.turn_player)
    assert s.stack.top.kind == "move"


def test_dragons_moved_into_a_pen_are_penned_and_never_move_again() -> None:
    s = new(2)
    seat = s.turn_player
    _island(s)
    s.buildings[(2, 0)] = ("pen", 1 - seat, "")
    s.dragons[(1, 0)] = ("red",)
    s.dragon_supply[2] -= 1
    give(s, seat, "gold", 2)
    at_step(s, "move_dragons", seat)
    do(s, "dragon_from", 1, 0)
    do(s, "pick_dragon", "red")
    do(s, "dragon_to", 2, 0)
    at_step(s, "move_dragons", seat)
    assert s.stack.top.kind == "move"  # the only dragons are penned


def test_first_turn_wizard_only_to_the_keep_or_own_tower() -> None:
    s = new(2)
    seat = s.turn_player
    tower = s.rules.towers[s.colours[seat]].id
    other_tower = s.rules.towers[s.colours[1 - seat]].id
    put_tile(s, (1, 0), s.colours[seat], "map", tower)
    put_tile(s, (0, 1), s.colours[1 - seat], "map", other_tower)
    s.stack.frames.clear()
    s.seat_turns[seat] = 1
    s.step = "move_wizard"
    from game.engines.dragon_island import turn

    turn.run(s, [])
    assert [a.kind for a in s.legal_actions()] == ["stay", "move"]
    assert find(s, "move").args == (1, 0)


def test_wizard_steps_to_an_adjacent_tile_and_must_leave_its_tile() -> None:
    s = new(2)
    seat = s.turn_player
    _island(s)
    s.wizards[seat] = (2, 0)
    at_step(s, "move_wizard", seat)
    dests = {(a.args[0], a.args[1]) for a in s.legal_actions()}
    assert (1, 0) in dests and (2, -1) in dests
    assert (2, 0) not in dests
    assert "stay" not in kinds(s)


def test_teleport_to_the_keep_then_an_optional_step() -> None:
    s = new(2)
    seat = s.turn_player
    _island(s)
    put_tile(s, (3, 0), "green")
    put_tile(s, (3, -1), "green")
    s.wizards[seat] = (3, -1)
    at_step(s, "move_wizard", seat)
    dests = {(a.args[0], a.args[1]) for a in s.legal_actions()}
    assert ORIGIN in dests
    assert set(neighbours(ORIGIN)) <= dests


def test_pet_flight_to_a_tile_of_the_pet_colour_then_an_optional_step() -> None:
    s = new(2)
    seat = s.turn_player
    _island(s)
    put_tile(s, (3, 0), "green")
    put_tile(s, (4, 0), "white")
    put_tile(s, (4, -1), "white")
    put_tile(s, (5, -1), "red")
    s.wizards[seat] = (0, 0)
    s.seat_turns[seat] = 2
    at_step(s, "move_wizard", seat)
    before = {(a.args[0], a.args[1]) for a in s.legal_actions()}
    assert (5, -1) not in before
    s.pets[seat][3] = 3  # a white pet
    s.bank -= 3
    at_step(s, "move_wizard", seat)
    after = {(a.args[0], a.args[1]) for a in s.legal_actions()}
    assert (4, 0) in after and (5, -1) in after  # fly to white, then step


def test_gold_pet_flies_to_gold_tiles_but_not_to_the_keep() -> None:
    s = new(2)
    seat = s.turn_player
    _island(s)
    put_tile(s, (3, 0), "gold")
    put_tile(s, (3, -1), "red")
    put_tile(s, (4, -1), "red")
    s.pets[seat][4] = 3
    s.bank -= 3
    s.wizards[seat] = (4, -1)
    at_step(s, "move_wizard", seat)
    labels = {(a.args[0], a.args[1]): a.label for a in s.legal_actions()}
    assert "gold pet" in labels[(-1, 1)]  # the gold tile beside the Keep
    assert not labels[ORIGIN].endswith("(fly on the gold pet)")
    # With no Gold tile on the island the gold pet adds nothing: the Keep is not Gold.
    s.board[(-1, 1)] = ("T15", 1, "blue", "build")
    s.board[(3, 0)] = ("T16", 1, "red", "build")
    with_pet = {a.args for a in at_step(s, "move_wizard", seat).legal_actions()}
    s.pets[seat][4] = 0
    s.bank += 3
    without = {a.args for a in at_step(s, "move_wizard", seat).legal_actions()}
    assert with_pet == without


def test_wild_tile_counts_as_its_declared_colour_for_flight() -> None:
    s = new(2)
    seat = s.turn_player
    _island(s)
    put_tile(s, (3, 0), "green")
    put_tile(s, (4, -1), "blue", "wild_build", "T01")
    put_tile(s, (4, 0), "green")
    s.pets[seat][0] = 3
    s.bank -= 3
    at_step(s, "move_wizard", seat)
    labels = {(a.args[0], a.args[1]): a.label for a in s.legal_actions()}
    assert "blue pet" in labels[(4, -1)]


def test_wizard_cannot_end_where_it_cannot_deal_with_the_dragons() -> None:
    s = new(2)
    seat = s.turn_player
    _island(s)
    s.dragons[(1, 0)] = ("red",)
    s.dragon_supply[2] -= 1
    at_step(s, "move_wizard", seat)
    assert (1, 0) not in {(a.args[0], a.args[1]) for a in s.legal_actions()}
    give(s, seat, "gold", 3)  # now the lone dragon can be tamed
    at_step(s, "move_wizard", seat)
    assert (1, 0) in {(a.args[0], a.args[1]) for a in s.legal_actions()}


def test_wizards_never_block_each_other() -> None:
    s = new(2)
    seat = s.turn_player
    _island(s)
    s.wizards[1 - seat] = (1, 0)
    at_step(s, "move_wizard", seat)
    assert (1, 0) in {(a.args[0], a.args[1]) for a in s.legal_actions()}


def test_a_wizard_with_nowhere_to_go_stays() -> None:
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "red", "dragon_build", "T05")
    s.dragons[(1, 0)] = ("red", "red")
    s.dragon_supply[2] -= 2
    s.wizards[seat] = ORIGIN
    at_step(s, "move_wizard", seat)
    assert kinds(s) == ["stay"]


def test_a_trapped_wizard_stays_on_the_keep_with_no_tile_action() -> None:
    """The move is a must (ruling 7): a wizard that cannot make it lands nowhere, so it
    does not take the Keep's 2 gold; its turn goes on to drawing a tile."""
    s = new(2)
    seat = s.turn_player
    put_tile(s, (1, 0), "red", "dragon_build", "T05")
    s.dragons[(1, 0)] = ("red", "red")
    s.dragon_supply[2] -= 2
    s.wizards[seat] = ORIGIN
    hand = len(s.hands[seat])
    at_step(s, "move_wizard", seat)
    events = do(s, "stay")
    assert s.gold[seat] == 0 and s.wizards[seat] == ORIGIN
    assert len(s.hands[seat]) == hand + 1  # drew its tile; the turn has passed on
    assert s.turn_player != seat
    assert any("cannot move" in e.text for e in events)
