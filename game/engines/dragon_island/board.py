"""Read-only questions about the island: colours, placement, production, Active Energy.

Every rule that looks at the shape of the island asks here, so "what touches what" and
"what colour is this tile" have one answer for the whole engine.
"""

from __future__ import annotations

from collections.abc import Container
from typing import TYPE_CHECKING

from game.engines.dragon_island.content import ENERGY, FaceInfo
from game.engines.dragon_island.hexes import ORIGIN, Hex, adjacent, bearing

if TYPE_CHECKING:
    from game.engines.dragon_island.state import DragonIslandState

KEEP = "keep"  # the colour slot of the Keep: it produces, but is no colour otherwise


def colour_at(s: DragonIslandState, h: Hex) -> str | None:
    """The tile's colour for every rule except production: Towers their colour, Wild faces
    the declared colour, the Keep "keep" (no colour)."""
    cell = s.board.get(h)
    return None if cell is None else cell[2]


def produce_colour(s: DragonIslandState, h: Hex) -> str:
    """What a tile yields when it produces: the Keep yields what start_tiles.yaml says it
    ``produces`` (Gold in the box), here and only here."""
    colour = s.board[h][2]
    return s.rules.keep.produces if colour == KEEP else colour


def face_at(s: DragonIslandState, h: Hex) -> FaceInfo | None:
    tile_id, face, _, _ = s.board[h]
    faces = s.rules.faces.get(tile_id)
    return None if faces is None else faces[face]


def icon_at(s: DragonIslandState, h: Hex) -> str:
    return s.board[h][3]


def dragon_icons_at(s: DragonIslandState, h: Hex) -> int:
    face = face_at(s, h)
    return 0 if face is None else face.dragon_icons


# The Keep's ring: a hex here may always take a tile (it touches the Keep).
_KEEP_RING: frozenset[Hex] = frozenset(adjacent(ORIGIN))


def can_place_at(s: DragonIslandState, h: Hex) -> bool:
    """An empty hex touching the Keep, or touching at least two placed tiles."""
    board = s.board
    if h in board:
        return False
    if h in _KEEP_RING:
        return True
    touching = 0
    for n in adjacent(h):
        if n in board:
            touching += 1
    return touching >= 2


def placement_hexes(s: DragonIslandState) -> list[Hex]:
    """Every hex a tile may be placed on, sorted.

    Asked before every placement of every AI playout, so the answer is cached on the
    state (``s.placeable``) and kept up to date by :func:`note_placed` when a tile is
    laid. The cache is keyed by the sizes of ``board`` and ``order``: the island only ever
    grows, so equal sizes mean the same island, and anything that lays a tile some other
    way (test scaffolding) changes a size and so forces a fresh scan.
    """
    key = (len(s.board), len(s.order))
    cached = s.placeable
    if cached is not None and cached[0] == key:
        return list(cached[1])
    out = _scan_placement_hexes(s)
    s.placeable = (key, tuple(out))
    return out


def _scan_placement_hexes(s: DragonIslandState) -> list[Hex]:
    """:func:`can_place_at` for each neighbour of each placed tile (inlined, with the
    memoised neighbour tuples)."""
    board = s.board
    seen: set[Hex] = set()
    out: list[Hex] = []
    for h in s.order:
        for n in adjacent(h):
            if n in seen:
                continue
            seen.add(n)
            if n not in board and _open(board, n):
                out.append(n)
    out.sort()
    return out


def _open(board: Container[Hex], n: Hex) -> bool:
    """Whether the empty hex ``n`` takes a tile: next to the Keep, or touching two tiles."""
    if n in _KEEP_RING:
        return True
    touching = 0
    for m in adjacent(n):
        if m in board:
            touching += 1
            if touching == 2:
                return True
    return False


def note_placed(s: DragonIslandState, h: Hex) -> None:
    """Update the cached placement hexes after a tile was laid at ``h`` (already added to
    ``board`` and ``order``). Laying a tile only fills ``h`` and adds touches around it,
    so only ``h`` leaves the set and only its empty neighbours may join."""
    board = s.board
    cached = s.placeable
    if cached is None or cached[0] != (len(board) - 1, len(s.order) - 1):
        return  # nothing cached for the island before this tile: scan when next asked
    hexes = set(cached[1])
    hexes.discard(h)
    for n in adjacent(h):
        if n not in board and n not in hexes and _open(board, n):
            hexes.add(n)
    s.placeable = ((len(board), len(s.order)), tuple(sorted(hexes)))


def tiles_touching(s: DragonIslandState, h: Hex) -> list[Hex]:
    board = s.board
    return [n for n in adjacent(h) if n in board]


def production_of(s: DragonIslandState, h: Hex) -> int:
    """How many a tile yields when counted in step 1: 1, more with a Spire on it."""
    b = s.buildings.get(h)
    return 1 + (s.rules.extra_production.get(b[0], 0) if b is not None else 0)


def active_energy(s: DragonIslandState, h: Hex) -> list[int]:
    """Indexes of the energy colours usable on ``h``: its colour and its neighbours'."""
    board = s.board
    found = {board[h][2]}
    for n in adjacent(h):
        cell = board.get(n)
        if cell is not None:
            found.add(cell[2])
    return [i for i, c in enumerate(ENERGY) if c in found]


def available_energy(s: DragonIslandState, seat: int, h: Hex) -> int:
    """The seat's cubes of the colours :func:`active_energy` finds on ``h`` (inlined: asked
    for every tile with dragons the wizard could reach, in every playout)."""
    board = s.board
    found = {board[h][2]}
    for n in adjacent(h):
        cell = board.get(n)
        if cell is not None:
            found.add(cell[2])
    cubes = s.cubes[seat]
    total = 0
    for i, c in enumerate(ENERGY):
        if c in found:
            total += cubes[i]
    return total


def on_own_terrain(s: DragonIslandState, seat: int, h: Hex) -> bool:
    return s.board[h][2] == s.colours[seat]


def line_from(s: DragonIslandState, h: Hex, direction: int) -> list[Hex]:
    """Tiles met walking straight out of ``h``; the line stops at the first gap."""
    from game.engines.dragon_island.hexes import step

    out: list[Hex] = []
    cur = step(h, direction)
    while cur in s.board:
        out.append(cur)
        cur = step(cur, direction)
    return out


def where(s: DragonIslandState, h: Hex) -> str:
    """A placed tile as the log names it: what it shows and where it lies, so a reader can
    find it on the island ("the blue Storm tile 2 south-west of the Keep")."""
    if h == ORIGIN:
        return "the Keep"
    cell = s.board.get(h)
    if cell is None:
        return f"the space {bearing(h)}"
    tile_id, _, colour, icon = cell
    rules = s.rules
    if tile_id in rules.tower_colour:
        return f"the {rules.towers[rules.tower_colour[tile_id]].name} {bearing(h)}"
    return f"the {colour} {rules.icons[icon].name} tile {bearing(h)}"
