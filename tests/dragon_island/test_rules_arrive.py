"""Step 5: deal with the dragons on arrival (tame or capture), and Active Energy."""

from __future__ import annotations

from game.engines.dragon_island import board as B
from game.engines.dragon_island.hexes import ORIGIN, neighbours
from tests.dragon_island.helpers import at_step, do, give, kinds, new, put_tile


def _arrive(s, seat, h, dragons):  # type: ignore[no-untyped-def]
    """Dragons on ``h`` (taken from the supply) and the wizard standing there, at step 5."""
    s.dragons[h] = tuple(dragons)
    for c in dragons:
        s.dragon_supply[["blue", "green", "red", "white", "gold"].index(c)] -= 1
    s.wizards[seat] = h
    s.moved = True
    return at_step(s, "deal", seat)


def _ring(s):  # type: ignore[no-untyped-def]
    for h, c in zip(
        neighbours(ORIGIN), ["red", "blue", "green", "white", "gold", "red"], strict=True
    ):
        put_tile(s, h, c, "dragon_build")
    put_tile(s, (2, 0), "green", "dragon_build")
    put_tile(s, (2, -1), "blue", "build")


def test_taming_a_lone_dragon_puts_it_and_three_gold_on_the_pet_card() -> None:
    s = new(2)
    seat = s.turn_player
    _ring(s)
    give(s, seat, "gold", 4)
    _arrive(s, seat, (1, 0), ["red"])
    do(s, "tame", "red")
    assert s.pets[seat][2] == 3 and s.gold[seat] == 1
    assert (1, 0) not in s.dragons and s.dragon_supply[2] == 9  # figure sits on the card


def test_only_one_pet_of_each_colour() -> None:
    s = new(2)
    seat = s.turn_player
    _ring(s)
    give(s, seat, "gold", 3)
    s.pets[seat][2] = 1
    s.bank -= 1
    s.dragon_supply[2] -= 1
    _arrive(s, seat, (1, 0), ["red"])
    assert s.stack.top is None or "tame" not in kinds(s)


def test_two_dragons_cannot_be_tamed() -> None:
    s = new(2)
    seat = s.turn_player
    _ring(s)
    give(s, seat, "gold", 6)
    give(s, seat, "red", 10)
    _arrive(s, seat, (1, 0), ["red", "red"])
    assert kinds(s) == ["capture"]


def test_capture_costs_ten_active_energy_for_all_the_dragons() -> None:
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "white"  # not red: no terrain discount on the red tile
    _ring(s)
    give(s, seat, "red", 6)
    give(s, seat, "blue", 4)
    _arrive(s, seat, (1, 0), ["red", "red"])
    do(s, "capture")
    assert s.cubes[seat][0] == 0 and s.cubes[seat][2] == 0
    assert (1, 0) not in s.dragons and s.dragon_supply[2] == 10


def test_capture_on_your_wizards_terrain_costs_nine() -> None:
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "red"
    _ring(s)
    give(s, seat, "red", 9)
    _arrive(s, seat, (1, 0), ["red", "red"])
    assert kinds(s) == ["capture"]
    do(s, "capture")
    assert s.cubes[seat][2] == 0


def _three_dragons_to_capture():  # type: ignore[no-untyped-def]
    """Two red dragons and a blue on the red tile east of the Keep, reached by a white
    wizard (no terrain discount) with 20 red cubes: its first capture ever."""
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "white"
    _ring(s)
    give(s, seat, "red", 20)
    _arrive(s, seat, (1, 0), ["red", "red", "blue"])
    return s, seat


def test_capture_fame_two_for_a_first_colour_then_one() -> None:
    s, seat = _three_dragons_to_capture()
    do(s, "capture")
    assert s.fame[seat] == 2 + 1 + 2
    assert s.captured[seat] == 0b00101  # blue and red tokens
    s.step = "deal"
    _arrive(s, seat, (1, 0), ["red"])
    do(s, "capture")
    assert s.fame[seat] == 6


def test_active_energy_is_the_tile_and_its_touching_tiles_never_gold() -> None:
    s = new(2)
    _ring(s)
    # (2,-1) blue touches (1,-1) blue, (1,0) red, (2,0) green: no white, gold never counts.
    assert B.active_energy(s, (2, -1)) == [0, 1, 2]
    # The Keep contributes nothing; around it: red, blue, green, white (gold is not AE).
    assert B.active_energy(s, ORIGIN) == [0, 1, 2, 3]


def test_only_active_energy_cubes_pay_for_a_capture() -> None:
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "green"
    _ring(s)
    give(s, seat, "white", 10)  # white is not active on (2,-1)
    give(s, seat, "blue", 5)
    give(s, seat, "gold", 0)
    s.dragons[(2, -1)] = ("blue",)
    s.dragon_supply[0] -= 1
    at_step(s, "move_wizard", seat)
    assert (2, -1) not in {(a.args[0], a.args[1]) for a in s.legal_actions()}


def test_payment_asks_only_when_there_is_a_choice() -> None:
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "white"
    _ring(s)
    give(s, seat, "red", 7)
    give(s, seat, "blue", 5)
    _arrive(s, seat, (1, 0), ["red", "red"])
    do(s, "capture")
    assert s.stack.top.kind == "pay"
    # Blue first: between 3 (the red cannot cover more than 7) and 5.
    assert [a.args for a in s.legal_actions()] == [("blue", 5), ("blue", 4), ("blue", 3)]
    do(s, "pay", "blue", 4)
    assert s.cubes[seat][0] == 1 and s.cubes[seat][2] == 1  # the 6 red were forced
    assert s.fame[seat] == 3


def _pen_with_dragons(s, owner, dragons):  # type: ignore[no-untyped-def]
    """The ring, ``owner``'s Pen east of the Keep holding ``dragons``, and the turn
    player's wizard on the Keep about to move."""
    _ring(s)
    s.buildings[(1, 0)] = ("pen", owner, "")
    s.dragons[(1, 0)] = tuple(dragons)
    for c in dragons:
        s.dragon_supply[["blue", "green", "red", "white", "gold"].index(c)] -= 1
    s.wizards[s.turn_player] = ORIGIN
    return at_step(s, "move_wizard", s.turn_player)


def test_a_pen_holding_dragons_bars_visitors() -> None:
    """Penned dragons "can only be Captured by the owner", and a wizard "cannot move to"
    a tile whose dragons they cannot tame or capture (ruling 10): a visitor with the
    gold to tame and the cubes to capture still may not end on another wizard's Pen."""
    s = new(2)
    seat = s.turn_player
    give(s, seat, "red", 20)
    give(s, seat, "gold", 5)
    _pen_with_dragons(s, 1 - seat, ["red"])
    dests = {a.args for a in s.legal_actions() if a.kind == "move"}
    assert (1, 0) not in dests and (0, 1) in dests


def test_the_pen_owner_must_capture_penned_dragons_and_may_not_tame_or_leave_them() -> None:
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "white"
    give(s, seat, "red", 10)
    give(s, seat, "gold", 3)
    _pen_with_dragons(s, seat, ["red"])
    do(s, "move", 1, 0)
    assert kinds(s) == ["capture"]
    do(s, "capture")
    assert s.fame[seat] == 2 and (1, 0) not in s.dragons


def test_the_pen_owner_who_cannot_pay_the_capture_cannot_end_on_the_pen() -> None:
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "white"
    give(s, seat, "red", 9)
    give(s, seat, "gold", 3)  # enough to tame a lone dragon anywhere else
    _pen_with_dragons(s, seat, ["red"])
    assert (1, 0) not in {a.args for a in s.legal_actions() if a.kind == "move"}


def test_dealing_comes_before_the_tile_action() -> None:
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "white"
    _ring(s)
    give(s, seat, "red", 15)
    _arrive(s, seat, (1, 0), ["red"])
    assert s.stack.top.kind == "deal"
    do(s, "capture")
    # The tile is now empty, so its Build action is open this very turn.
    assert "build" in kinds(s)


def test_the_capture_line_names_the_dragons_and_the_tokens_taken() -> None:
    """ "Gain 2 Fame for the first Dragon of each Color … Take Captured Dragon Tokens":
    the log says how many dragons of which colours, and which tokens are new."""
    s, seat = _three_dragons_to_capture()
    line = next(e.text for e in do(s, "capture") if e.kind == "capture")
    assert line == (
        f"{s.name(seat)} captures 1 blue and 2 red dragons on {B.where(s, (1, 0))} for 5 fame "
        "and takes the blue and red Captured Dragon tokens"
    )
    s.step = "deal"
    _arrive(s, seat, (1, 0), ["red"])
    line = next(e.text for e in do(s, "capture") if e.kind == "capture")
    assert line == f"{s.name(seat)} captures a red dragon on {B.where(s, (1, 0))} for 1 fame"
