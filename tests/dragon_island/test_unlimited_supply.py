"""The unlimited-supply option: cubes and gold never run out, dragons still do.

Each rule is checked both ways from the same position: by default a gain the supply
cannot pay is lost (rules.md, ruling 4); with the option it is paid in full and the cubes
or gold from outside the box are counted, so the conservation check still adds up.
"""

from __future__ import annotations

import pytest

from game.engines.dragon_island.content import ENERGY
from game.engines.dragon_island.hexes import ORIGIN, neighbours
from tests.dragon_island.helpers import (
    at_step,
    check_supplies,
    do,
    game,
    give,
    new,
    put_tile,
    seat_hand,
)

GREEN_CUBE = ENERGY.index("green")
BLUE_DRAGON, GREEN_PET, RED_DRAGON = 0, 1, 2


def _stand(s, seat, h, step="action"):  # type: ignore[no-untyped-def]
    s.wizards[seat] = h
    s.moved = True
    return at_step(s, step, seat)


def test_unlimited_supply_is_a_setup_option_off_by_default() -> None:
    spec = {o.key: o for o in game().options}["unlimited_supply"]
    assert spec.default is False
    assert new(2).options["unlimited_supply"] is False
    assert new(2, unlimited_supply=True).options["unlimited_supply"] is True


@pytest.mark.parametrize(("unlimited", "paid"), [(False, 1), (True, 2)])
def test_the_keep_gold_an_almost_empty_bank_cannot_pay(unlimited: bool, paid: int) -> None:
    s = new(2, unlimited_supply=unlimited)
    seat = s.turn_player
    give(s, 1 - seat, "gold", s.bank - 1)  # one coin left in the Bank
    _stand(s, seat, ORIGIN)
    do(s, "take_gold")
    assert s.gold[seat] == paid and s.bank == 0
    assert s.gold_added == paid - 1
    check_supplies(s)


@pytest.mark.parametrize(("unlimited", "paid"), [(False, 0), (True, 1)])
def test_production_from_an_empty_cube_supply(unlimited: bool, paid: int) -> None:
    s = new(2, unlimited_supply=unlimited)
    seat = s.turn_player
    give(s, 1 - seat, "green", s.cube_supply[GREEN_CUBE])
    seat_hand(s, seat, ["T11"])
    at_step(s, "place", seat)
    do(s, "place", "T11", 1, 0, 1)  # the green face touching the Keep: 1 green, 1 gold
    assert s.cubes[seat][GREEN_CUBE] == paid and s.gold[seat] == 1
    assert s.cube_supply[GREEN_CUBE] == 0 and s.cubes_added[GREEN_CUBE] == paid
    check_supplies(s)


@pytest.mark.parametrize("unlimited", [False, True])
def test_green_pet_help_from_an_empty_bank(unlimited: bool) -> None:
    """The Green pet has the Bank add 1 gold to a taming: from an empty Bank only when
    the supply is unlimited (compare the ruling in test_rulings.py)."""
    s = new(2, unlimited_supply=unlimited)
    seat = s.turn_player
    put_tile(s, (1, 0), "red", "dragon_build", "T05")
    s.pets[seat][GREEN_PET] = 3  # its card's gold came from the Bank
    s.bank -= 3
    s.dragon_supply[GREEN_PET] -= 1
    give(s, seat, "gold", 2)  # one short of the taming cost
    give(s, 1 - seat, "gold", s.bank)
    s.dragons[(1, 0)] = ("red",)
    s.dragon_supply[RED_DRAGON] -= 1
    check_supplies(s)
    at_step(s, "move_wizard", seat)
    assert ((1, 0) in {a.args for a in s.legal_actions()}) is unlimited
    if unlimited:
        do(s, "move", 1, 0)
        do(s, "tame", "red")
        assert s.pets[seat][RED_DRAGON] == 3 and s.gold[seat] == 0 and s.gold_added == 1
        check_supplies(s)


def test_unlimited_supply_still_runs_out_of_dragons() -> None:
    """The rulebook says dragons can run out; the option leaves the figures limited."""
    s = new(2, unlimited_supply=True)
    put_tile(s, (0, 1), "blue", "double_dragon", "T11")
    s.dragon_supply[BLUE_DRAGON] = 1
    at_step(s, "spawn")
    assert s.dragons[(0, 1)] == ("blue",) and s.dragon_supply[BLUE_DRAGON] == 0


def test_cubes_from_outside_the_box_return_to_the_supply_when_spent() -> None:
    s = new(2, unlimited_supply=True)
    seat = s.turn_player
    s.colours[seat] = "white"
    ring = ["red", "blue", "green", "white", "gold", "red"]
    for h, c in zip(neighbours(ORIGIN), ring, strict=True):
        put_tile(s, h, c, "build")
    give(s, 1 - seat, "red", s.cube_supply[ENERGY.index("red")])
    red = ENERGY.index("red")
    s.cubes[seat][red] += 5  # five red cubes from outside the box
    s.cubes_added[red] = 5
    check_supplies(s)
    _stand(s, seat, (1, 0))
    do(s, "build", "pen")
    assert s.cubes[seat][red] == 0 and s.cube_supply[red] == 5
    check_supplies(s)
