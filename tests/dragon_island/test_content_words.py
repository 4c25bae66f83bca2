"""What the Lair's words do on their own, each read from a copy of the content where the
Lair keeps only that word: ``storm_shelter`` shelters, ``needs_pet`` asks for the pet and
sends its figure home. Before, ``needs_pet`` did the sheltering and ``storm_shelter``
nothing, and the supply kind asked for the pet."""

from __future__ import annotations

import shutil
from pathlib import Path

from game.core.paths import content_root
from game.engines.dragon_island import create_game
from game.engines.dragon_island.state import DragonIslandState
from tests.dragon_island.helpers import at_step, do, give, put_tile

RED = 2


def _lair_with(tmp_path: Path, effects: str) -> DragonIslandState:
    dest = tmp_path / "dragon_island"
    shutil.copytree(content_root() / "dragon_island", dest)
    text = (dest / "buildings.yaml").read_text()
    old = "effects: [needs_pet, storm_shelter]"
    assert text.count(old) == 1
    (dest / "buildings.yaml").write_text(text.replace(old, f"effects: [{effects}]"))
    return create_game(tmp_path).new_state(2, 1, {})


def _tame_red(s: DragonIslandState, seat: int, gold: int) -> None:
    s.pets[seat][RED] = gold
    s.bank -= gold
    s.dragon_supply[RED] -= 1


def _red_figures_counted(s: DragonIslandState) -> None:
    """Every red figure is on the island, in the supply or on a pet card not housed by a
    ``needs_pet`` building (the dragon count of ``helpers.check_invariants``)."""
    on_board = sum(d.count("red") for d in s.dragons.values())
    on_cards = sum(
        1
        for seat in range(s.num_players)
        if s.pets[seat][RED] > 0
        and not any(
            b[0] in s.rules.lair_ids and b[1] == seat and b[2] == "red"
            for b in s.buildings.values()
        )
    )
    assert s.dragon_supply[RED] + on_board + on_cards == 10


def _blue_storm_by(s: DragonIslandState, seat: int) -> None:
    for place in (s.bag, s.removed, *s.hands):
        if "T31" in place:
            place.remove("T31")
    s.hands[seat] = ["T31"]  # face 0: a blue Storm
    at_step(s, "place", seat)
    do(s, "place", "T31", 0, 1, 0)


def test_storm_shelter_alone_keeps_the_pet_safe_from_storms(tmp_path: Path) -> None:
    s = _lair_with(tmp_path, "storm_shelter")
    seat = s.turn_player
    other = 1 - seat
    _tame_red(s, other, 3)
    put_tile(s, (0, -1), "green")
    s.buildings[(0, -1)] = ("lair", other, "red")
    _blue_storm_by(s, seat)
    assert s.pets[other][RED] == 3


def test_needs_pet_alone_does_not_shelter(tmp_path: Path) -> None:
    s = _lair_with(tmp_path, "needs_pet")
    seat = s.turn_player
    other = 1 - seat
    _tame_red(s, other, 3)
    put_tile(s, (0, -1), "green")
    s.buildings[(0, -1)] = ("lair", other, "red")
    s.dragon_supply[RED] += 1  # the housed pet's figure is home
    _blue_storm_by(s, seat)
    assert s.pets[other][RED] == 2


def test_needs_pet_asks_for_the_pet_and_sends_its_figure_home(tmp_path: Path) -> None:
    s = _lair_with(tmp_path, "needs_pet")
    seat = s.turn_player
    put_tile(s, (1, 0), "green", "build", "T11")
    give(s, seat, "green", 5)
    s.wizards[seat] = (1, 0)
    s.moved = True
    at_step(s, "action", seat)
    assert not [a for a in s.legal_actions() if a.kind == "build" and a.args[0] == "lair"]
    _tame_red(s, seat, 3)
    at_step(s, "action", seat)
    lairs = [a.args for a in s.legal_actions() if a.kind == "build" and a.args[0] == "lair"]
    assert lairs == [("lair", "red")]
    do(s, "build", "lair", "red")
    assert s.dragon_supply[RED] == 10
    _red_figures_counted(s)


def test_without_needs_pet_a_colour_building_asks_for_no_pet(tmp_path: Path) -> None:
    """The supply kind (one marker per dragon colour) only counts markers: with no
    ``needs_pet`` there is no pet to own, and no figure goes home."""
    s = _lair_with(tmp_path, "storm_shelter")
    seat = s.turn_player
    put_tile(s, (1, 0), "green", "build", "T11")
    give(s, seat, "green", 5)
    s.wizards[seat] = (1, 0)
    s.moved = True
    at_step(s, "action", seat)
    lairs = [a.args[1] for a in s.legal_actions() if a.kind == "build" and a.args[0] == "lair"]
    assert lairs == ["blue", "green", "red", "white", "gold"]
    do(s, "build", "lair", "red")
    assert s.dragon_supply == [10] * 5
    _red_figures_counted(s)


def test_a_housed_pet_lost_to_a_storm_and_tamed_again_keeps_the_figures_counted(
    tmp_path: Path,
) -> None:
    """An unsheltered housed pet can now be lost: its figure is already home, so losing it
    frees none, and a new pet of that colour lives in the same building."""
    s = _lair_with(tmp_path, "needs_pet")
    seat = s.turn_player
    other = 1 - seat
    _tame_red(s, other, 1)
    put_tile(s, (0, -1), "green")
    s.buildings[(0, -1)] = ("lair", other, "red")
    s.dragon_supply[RED] += 1
    _blue_storm_by(s, seat)
    assert s.pets[other][RED] == 0 and s.dragon_supply[RED] == 10
    _red_figures_counted(s)
    put_tile(s, (-1, 0), "red", "dragon_build", "T05")
    s.dragons[(-1, 0)] = ("red",)
    s.dragon_supply[RED] -= 1
    give(s, other, "gold", 3)
    s.wizards[other] = (-1, 0)
    s.moved = True
    at_step(s, "deal", other)
    do(s, "tame", "red")  # the turn then runs on into the next player's
    assert s.pets[other][RED] == 3
    _red_figures_counted(s)
