"""The log and the action wordings name places the way a player finds them on the island:
by what the tile shows and its bearing from the Keep, never by axial coordinates."""

from __future__ import annotations

import random
import re

import pytest

from game.engines.dragon_island.board import where
from game.engines.dragon_island.hexes import DIRECTION_NAMES, DIRECTIONS, ORIGIN, bearing, spot
from tests.dragon_island.helpers import new

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
        ((2, 1), "3 east of the Keep"),  # 2.5 columns right, 1.5 rows down: mostly east
    ],
)
def test_a_farther_tile_is_named_by_distance_and_compass_point(h, text) -> None:
    assert bearing(h) == text


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
    assert where(s, (5, 5)) == "the space 10 south-east of the Keep"


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
