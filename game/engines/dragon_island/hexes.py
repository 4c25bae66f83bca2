"""Axial hex coordinates (q, r): the six neighbours and straight lines."""

from __future__ import annotations

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


@lru_cache(maxsize=4096)
def bearing(h: Hex) -> str:
    """Where ``h`` lies, in words a player finds on the island: "north-east of the Keep",
    "3 west of the Keep", "2 east, 1 north-east of the Keep". Coordinates mean nothing on
    the table, while the Keep is the one landmark every island has, at its centre.

    A tile is reached from the Keep by steps in one hex direction and then, maybe, in
    the next one counter-clockwise; its name gives those steps, the longer leg first, so
    no two spaces share a name (a compass point on the screen named 12 spaces two steps
    out with 8 words, and the log told two tiles apart by nothing). Equal legs straight
    up or down read as the screen's "2 north" or "4 south"."""
    if h == ORIGIN:
        return "at the Keep"
    i, a, b = _legs(h)
    if b == 0:
        return (
            f"{DIRECTION_NAMES[i]} of the Keep"
            if a == 1
            else f"{a} {DIRECTION_NAMES[i]} of the Keep"
        )
    j = (i + 1) % 6
    if a == b and DIRECTION_NAMES[i] == "north-east":
        return f"{2 * a} north of the Keep"
    if a == b and DIRECTION_NAMES[i] == "south-west":
        return f"{2 * a} south of the Keep"
    legs = sorted(((a, i), (b, j)), key=lambda leg: -leg[0])
    return ", ".join(f"{n} {DIRECTION_NAMES[d]}" for n, d in legs) + " of the Keep"


def _legs(h: Hex) -> tuple[int, int, int]:
    """``(i, a, b)`` with ``h = a * DIRECTIONS[i] + b * DIRECTIONS[i + 1]``, ``a >= 1``
    and ``b >= 0``: one way for every space but the Keep."""
    q, r = h
    for i in range(6):
        (q1, r1), (q2, r2) = DIRECTIONS[i], DIRECTIONS[(i + 1) % 6]
        det = q1 * r2 - q2 * r1
        a = (q * r2 - q2 * r) // det
        b = (q1 * r - q * r1) // det
        if a >= 1 and b >= 0 and a * q1 + b * q2 == q and a * r1 + b * r2 == r:
            return i, a, b
    raise AssertionError(f"no legs for {h}")  # pragma: no cover - every hex has one


def parse_hex(text: str) -> Hex:
    q, r = text.split(",")
    return (int(q), int(r))


def spot(h: Hex) -> str:
    """A placed tile named by its place alone, for wordings built without the state."""
    return "the Keep" if h == ORIGIN else f"the tile {bearing(h)}"
