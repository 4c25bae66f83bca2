"""Axial hex coordinates (q, r): the six neighbours and straight lines."""

from __future__ import annotations

import math
from functools import lru_cache

Hex = tuple[int, int]

# The order is fixed so the direction index in an action always means the same way.
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
DIRECTION_NAMES: tuple[str, ...] = (
    "east",
    "north-east",
    "north-west",
    "west",
    "south-west",
    "south-east",
)
ORIGIN: Hex = (0, 0)


def neighbours(h: Hex) -> list[Hex]:
    return list(adjacent(h))


# Memo of :func:`adjacent`. Hexes are few (the island never spans more than a few hundred),
# and the rules ask for the same ones thousands of times per AI decision.
_ADJACENT: dict[Hex, tuple[Hex, ...]] = {}


def adjacent(h: Hex) -> tuple[Hex, ...]:
    """The six neighbours of ``h`` in :data:`DIRECTIONS` order, as a shared (memoised)
    tuple: the hot paths' version of :func:`neighbours`, which builds a fresh list."""
    nbs = _ADJACENT.get(h)
    if nbs is None:
        q, r = h
        nbs = _ADJACENT[h] = tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)
    return nbs


def step(h: Hex, direction: int) -> Hex:
    dq, dr = DIRECTIONS[direction]
    return (h[0] + dq, h[1] + dr)


def are_adjacent(a: Hex, b: Hex) -> bool:
    return (b[0] - a[0], b[1] - a[1]) in DIRECTIONS


def hex_text(h: Hex) -> str:
    """The machine form of a hex, for saves and action arguments; players see
    :func:`bearing` instead."""
    return f"{h[0]},{h[1]}"


def hex_distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


# Screen compass points, counter-clockwise from east, each owning a 45-degree sector.
_COMPASS = (
    "east",
    "north-east",
    "north",
    "north-west",
    "west",
    "south-west",
    "south",
    "south-east",
)


@lru_cache(maxsize=1024)
def bearing(h: Hex) -> str:
    """Where ``h`` lies, in words a player finds on the island: "north-east of the Keep",
    "3 south-west of the Keep". Coordinates mean nothing on the table, while the Keep is
    the one landmark every island has, at its centre. Compass points follow the screen
    (north is up), so a bearing can fall between two hex directions ("north")."""
    if h == ORIGIN:
        return "at the Keep"
    q, r = h
    x = math.sqrt(3.0) * (q + r / 2.0)
    y = -1.5 * r  # axial r grows downwards on the screen
    sector = round(math.degrees(math.atan2(y, x)) / 45.0) % 8
    d = hex_distance(h, ORIGIN)
    return f"{_COMPASS[sector]} of the Keep" if d == 1 else f"{d} {_COMPASS[sector]} of the Keep"


def parse_hex(text: str) -> Hex:
    q, r = text.split(",")
    return (int(q), int(r))


def spot(h: Hex) -> str:
    """A placed tile named by its place alone, for wordings built without the state."""
    return "the Keep" if h == ORIGIN else f"the tile {bearing(h)}"
