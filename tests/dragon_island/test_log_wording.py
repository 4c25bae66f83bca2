"""The log and the action wordings name places the way a player finds them on the island:
by what the tile shows and its bearing from the Keep, never by axial coordinates."""

from __future__ import annotations

import random
import re

import pytest

from game.engines.dragon_island.board import where
from game.engines.dragon_island.hexes import (
    DIRECTION_NAMES,
    DIRECTIONS,
    ORIGIN,
    bearing,
    hex_distance,
    neighbours,
    spot,
)
from tests.dragon_island.helpers import at_step, do, give, new, put_tile, seat_hand

COORDINATES = re.compile(r"-?\d+\s*,\s*-?\d+")


@pytest.mark.parametrize(("h", "name"), list(zip(DIRECTIONS, DIRECTION_NAMES, strict=True)))
def test_a_neighbour_of_the_keep_is_named_by_its_hex_direction(h, name) -> None:
    assert bearing(h) == f"{name} of the Keep"


@pytest.mark.parametrize(
    ("h", "text"),
    [
        ((3, 0), "3 east of the Keep"),
        ((-2, 0), "2 west of the Keep"),
        ((1, -2), "2 north of the Keep"),  # straight up: between two hex directions
        ((-1, 2), "2 south of the Keep"),
        ((0, -3), "3 north-west of the Keep"),
        ((2, 1), "2 east, 1 south-east of the Keep"),  # the longer leg first
        ((1, 1), "1 south-east, 1 east of the Keep"),
        ((1, -4), "3 north-west, 1 north-east of the Keep"),
    ],
)
def test_a_farther_tile_is_named_by_its_steps_from_the_keep(h, text) -> None:
    assert bearing(h) == text


def test_no_two_tiles_share_a_log_name() -> None:
    """The log and the choices name a space by its steps from the Keep: before, a compass
    point gave 12 spaces two steps out 8 names, and "2 south-east" was two tiles."""
    spaces = [
        (q, r)
        for q in range(-9, 10)
        for r in range(-9, 10)
        if 0 < hex_distance((q, r), (0, 0)) <= 9
    ]
    names = {bearing(h) for h in spaces}
    assert len(names) == len(spaces)
    assert all(not COORDINATES.search(name) for name in names)


def test_the_keep_is_its_own_landmark() -> None:
    assert spot(ORIGIN) == "the Keep"
    assert spot((1, 0)) == "the tile east of the Keep"


def test_where_names_what_the_tile_shows() -> None:
    s = new(2, seed=3)
    assert where(s, ORIGIN) == "the Keep"
    h = (1, 0)
    tile_id, face = next(
        (t, f)
        for t, faces in s.rules.faces.items()
        for f, info in enumerate(faces)
        if info.colour == "red" and s.rules.icons[info.icon].name == "Build"
    )
    s.board[h] = (tile_id, face, "red", s.rules.faces[tile_id][face].icon)
    assert where(s, h) == "the red Build tile east of the Keep"
    tower_id, colour = next(iter(s.rules.tower_colour.items()))
    s.board[(0, -1)] = (tower_id, 0, colour, "map")
    assert where(s, (0, -1)) == f"the {s.rules.towers[colour].name} north-west of the Keep"
    assert where(s, (5, 5)) == "the space 5 south-east, 5 east of the Keep"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_log_line_or_choice_shows_coordinates(players: int) -> None:
    s = new(players, seed=11 + players)
    rng = random.Random(players)
    while not s.is_over:
        legal = s.legal_actions()
        for a in legal:
            assert not COORDINATES.search(str(a)), str(a)
        for e in s.apply(rng.choice(legal)):
            for seen in (e, e.redacted):
                if seen is not None:
                    assert not COORDINATES.search(seen.text), seen.text


def _ring(s):  # type: ignore[no-untyped-def]
    colours = ["red", "blue", "green", "white", "gold", "red"]
    for h, c in zip(neighbours(ORIGIN), colours, strict=True):
        put_tile(s, h, c, "dragon_build")


def _texts(events) -> list[str]:  # type: ignore[no-untyped-def]
    return [e.text for e in events]


def test_a_storm_loss_names_cubes_and_a_pets_gold_lost_has_its_line() -> None:
    """ "loses 1 blue" said neither cube nor coin, and a pet's gold lost to the Storm
    left no line at all; a pet losing its last gold says so in the same single line."""
    s = new(3)
    seat = s.turn_player
    a, b = (seat + 1) % 3, (seat + 2) % 3
    give(s, a, "blue", 2)
    s.bank -= 4
    s.pets[a][2] = 3  # a red pet with 3 gold
    s.pets[b][4] = 1  # a gold pet with its last gold
    s.dragon_supply[2] -= 1
    s.dragon_supply[4] -= 1
    seat_hand(s, seat, ["T31"])  # face 0: blue Storm
    at_step(s, "place", seat)
    texts = _texts(do(s, "place", "T31", 0, 1, 0))
    assert f"{s.name(a)} loses 1 blue cube to the Storm" in texts
    assert f"{s.name(a)}'s red pet loses 1 gold (2 left on its card)" in texts
    assert f"{s.name(b)}'s gold pet loses its last gold and is lost" in texts


def test_a_gold_storm_loss_says_gold() -> None:
    s = new(2)
    seat = s.turn_player
    give(s, 1 - seat, "gold", 2)
    seat_hand(s, seat, ["T35"])  # face 0: gold Storm
    at_step(s, "place", seat)
    assert f"{s.name(1 - seat)} loses 1 gold to the Storm" in _texts(do(s, "place", "T35", 0, 1, 0))


def test_a_payment_is_one_log_line_however_many_colours() -> None:
    """A capture paid in blue (chosen) and red (forced) was logged as one line per colour."""
    s = new(2)
    seat = s.turn_player
    s.colours[seat] = "white"
    _ring(s)
    give(s, seat, "red", 7)
    give(s, seat, "blue", 5)
    s.dragons[(1, 0)] = ("red", "red")
    s.dragon_supply[2] -= 2
    s.wizards[seat] = (1, 0)
    s.moved = True
    at_step(s, "deal", seat)
    events = do(s, "capture") + do(s, "pay", "blue", 4)
    pays = [e.text for e in events if e.kind == "pay"]
    assert pays == [f"{s.name(seat)} pays 4 blue cubes, 6 red cubes for the capture"]


def test_a_dragon_flight_is_one_short_line_with_its_gold() -> None:
    """Each dragon paid for had its own line, then the flight named both tiles in full
    (four lines of the log column); now one line says the gold, the dragons and where."""
    s = new(2)
    seat = s.turn_player
    _ring(s)
    put_tile(s, (2, 0), "green")
    s.dragons[(1, 0)] = ("red", "gold", "red")
    s.dragon_supply[2] -= 2
    s.dragon_supply[4] -= 1
    give(s, seat, "gold", 3)
    at_step(s, "move_dragons", seat)
    events = do(s, "dragon_from", 1, 0)
    for colour in ("red", "gold", "red"):
        events += do(s, "pick_dragon", colour)
    events += do(s, "dragon_to", 2, 0)
    texts = [e.text for e in events if e.seat == seat and e.kind != "turn"]
    flight = f"{s.name(seat)} pays 3 gold: 2 red and 1 gold dragons fly from 1 east to 2 east of the Keep"
    assert texts[:1] == [flight]
    assert not any(e.kind == "dragon_pick" for e in events)


def _final(s, fame, colours, gold):  # type: ignore[no-untyped-def]
    """The last tile placed and drawn: the game ends at the end of this turn."""
    s.bag.clear()
    s.hands = [[] for _ in range(s.num_players)]
    s.bank += sum(s.gold)
    s.gold = [0] * s.num_players
    for seat in range(s.num_players):
        s.fame[seat] = fame[seat]
        s.captured[seat] = (1 << colours[seat]) - 1
        give(s, seat, "gold", gold[seat])
    return [e.text for e in _end_events(s)]


def _end_events(s):  # type: ignore[no-untyped-def]
    from game.engines.dragon_island import turn as turn_mod

    s.stack.frames.clear()
    s.step = "end"
    events: list = []
    turn_mod.run(s, events)
    assert s.is_over
    return [e for e in events if e.kind == "game_over"]


@pytest.mark.parametrize(
    ("fame", "colours", "gold", "verdict"),
    [
        ([9, 7, 8], [0, 0, 0], [0, 0, 0], "Blue wizard wins."),
        (
            [9, 9, 8],
            [1, 3, 5],
            [0, 0, 0],
            "Blue wizard and Green wizard tie on 9; Green wizard wins on dragon colours "
            "captured (3 to 1).",
        ),
        (
            [9, 9, 9],
            [2, 2, 1],
            [1, 4, 9],
            "Blue wizard, Green wizard and Red wizard tie on 9; Green wizard wins on gold "
            "behind the screen (4 to 1).",
        ),
        (
            [9, 9, 9],
            [2, 2, 1],
            [3, 3, 0],
            "Blue wizard, Green wizard and Red wizard tie on 9; Blue wizard and Green wizard "
            "tie on both tie-breaks too and share the win.",
        ),
        (
            [9, 9, 1],
            [2, 2, 1],
            [3, 3, 0],
            "Blue wizard and Green wizard tie on 9 and on both tie-breaks, and share the win.",
        ),
    ],
)
def test_the_game_over_line_names_the_winner_and_the_tie_break(
    fame, colours, gold, verdict
) -> None:
    s = new(3, seed=2)
    s.colours = ["blue", "green", "red"]
    texts = _final(s, fame, colours, gold)
    assert len(texts) == 1 and texts[0].endswith(" " + verdict), texts


def test_the_first_players_set_up_map_draw_opens_the_log() -> None:
    """The first player's set-up draw ran before the first decision and reached no log,
    which then opened with "keeps map M04"; the draw is told, the maps to their drawer
    only."""
    s = new(3, seed=4)
    draws = [e for e in s.opening_events if e.kind == "draw_maps"]
    assert len(draws) == 1
    draw = draws[0]
    assert draw.visible_to == frozenset({0})
    assert draw.redacted is not None and draw.redacted.text.endswith("draws 2 Treasure Maps")
    assert s.drawn and all(str(m) in draw.text for m in s.drawn)
