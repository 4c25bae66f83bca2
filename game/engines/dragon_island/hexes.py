"""Axial hex coordinates (q, r): the six neighbours and straight lines."""

from __future__ import annotations

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
    return f"{h[0]},{h[1]}"


def parse_hex(text: str) -> Hex:
    q, r = text.split(",")
    return (int(q), int(r))
