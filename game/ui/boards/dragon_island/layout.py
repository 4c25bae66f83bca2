"""Where the occupants of a tile go: its Keep or Tower, its icon badges (a building in place
of its Build badge), the Wild and Treasure Found markers, the dragons standing on it and
the wizards standing on it, laid out so that none covers another.

A wizard used to stand on the right half of any tile over whatever was there (the empty
dragon icon of a Dragon / Build tile, a dragon, a Tower), and dragons covered the Wild
marker. Now every piece has a box, and the pieces are placed one after the other, each
as near its usual place as the boxes already placed allow, inside the hexagon; a tile too
crowded for that sets its pieces smaller. Wizards come first (they are what a player
looks for), then the printed icons, the dragons, the Keep or Tower and the markers.

Everything is in tile units (centre to corner = 1, y down) around the tile's centre and
depends only on what the tile holds, so one layout serves every zoom and is worked out
once per kind of tile (``tile_layout``).
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from functools import lru_cache

SQRT3 = 3**0.5
INSET = 0.04  # the tile's dark outline: pieces stay inside it
MARGIN = 0.025  # a hair of space around each box, about a pixel at the usual zoom
WIZARD_H = 1.05  # a standing wizard's height
WIZARD_STEP = 0.36  # wizards on one tile stand in a huddle, this far apart (of a height)
BADGE_R = 0.24
BADGE_GAP = 0.006  # two badges' centres 0.56 apart, as printed on the tiles
DRAGON_GAP = 0.01
DRAGON_R = (0.3, 0.24)  # one or two dragons, three and more
COUNT_FROM = 4  # this many dragons get a count disc: at a late-game zoom they are small
COUNT_R = 0.2  # the count disc, larger than a dragon among many so its number reads
BUILDING_R = 0.3
MARKER_R = 0.2
CASTLE_R = 0.42
TOWER_R = 0.46
LEVELS = tuple(round(1 - 0.05 * i, 2) for i in range(13))  # least sizes: 1 to 0.4
LEAD = {"wizards": 0.1, "": 0.3}  # how much larger than the level a group may be
KEEP_CROWDED = 0.5  # the Keep's castle with wizards on it
LANDMARK_MIN = 0.4  # a Tower or the Keep may shrink this far at any level
MARKER_MIN = 0.7  # the Wild and Treasure Found markers this far
ROW = 0.025  # the rows of places tried

Box = tuple[float, float, float, float]  # x0, y0, x1, y1


@dataclass(frozen=True)
class Piece:
    """One occupant: ``kind`` (as in ``TileKey``), its anchor (the point it is drawn
    around: a wizard's feet, a Tower's centre as ``_tower`` takes it) and its size as
    a fraction of its usual size; ``box`` is what it covers, in tile units."""

    kind: str
    x: float
    y: float
    scale: float
    box: Box


@dataclass(frozen=True)
class TileKey:
    """What a tile holds, as far as its layout goes."""

    landmark: str = ""  # "keep", "tower" or ""
    badges: tuple[str, ...] = ()  # per badge: its kind, or "build:pen" etc. when built on
    building: str = ""  # a building on a tile without a Build badge: "pen", "lair", "spire"
    wild: bool = False
    treasure: bool = False
    dragons: int = 0
    wizards: int = 0
    count: bool = False  # a disc with the number of dragons, beside them


@dataclass(frozen=True)
class TileLayout:
    landmark: Piece | None
    badges: tuple[Piece, ...]
    building: Piece | None
    wild: Piece | None
    treasure: Piece | None
    dragons: tuple[Piece, ...]
    wizards: tuple[Piece, ...]
    count: Piece | None = None  # the disc with the number of dragons, when they are many

    def pieces(self) -> list[Piece]:
        out = [p for p in (self.landmark, self.building, self.wild, self.treasure) if p]
        more = [self.count] if self.count is not None else []
        return [*out, *self.badges, *self.dragons, *more, *self.wizards]


# --- the boxes, around an anchor, at scale 1 -------------------------------------------


def building_box(kind: str, r: float) -> Box:
    """What ``island._building`` covers around its centre (its dark outline included)."""
    if kind == "pen":
        return (-1.15 * r, -0.9 * r, 1.15 * r, 0.9 * r)
    if kind == "lair":
        return (-1.15 * r, -1.05 * r, 1.15 * r, 1.05 * r)
    return (-0.6 * r, -1.75 * r, 0.6 * r, 0.9 * r)  # a Spire: a tall crystal


def badge_box(slot: str, r: float) -> Box:
    if slot.startswith("build:"):
        return building_box(slot.split(":", 1)[1], BUILDING_R / BADGE_R * r)
    return (-1.05 * r, -1.05 * r, 1.05 * r, 1.05 * r)


def dragon_box(r: float) -> Box:
    """A dragon disc and its shadow, down and a little right."""
    return (-r, -r, 1.1 * r, 1.35 * r)


def wizard_box(h: float) -> Box:
    """A wizard figure of height ``h`` around its feet, with its shadow."""
    return (-0.3 * h, -1.03 * h, 0.3 * h, 0.13 * h)


def castle_box(r: float) -> Box:
    return (-1.12 * r, -1.25 * r, 1.2 * r, 0.7 * r)


def tower_box(r: float) -> Box:
    return (-0.58 * r, -1.45 * r, 0.58 * r, 0.68 * r)


def marker_box(r: float) -> Box:
    """The Wild and Treasure Found markers, their shadow down and right."""
    return (-1.2 * r, -1.2 * r, 1.4 * r, 1.6 * r)


# --- the solver -------------------------------------------------------------------------


@dataclass(frozen=True)
class _Group:
    """Pieces placed together (a badge row, a dragon row, a huddle of wizards): their
    kinds and anchors around the group's anchor, and their boxes, as a function of the
    scale; ``prefer`` is the group's usual anchor; ``tall`` weighs moving it up or down
    against moving it sideways."""

    name: str
    prefer: tuple[float, float]
    shapes: tuple[str, ...]  # the layouts to try in turn ("row", "rows")
    tall: float = 1.0
    top: float = 1.0  # the largest size tried


_NORMALS = tuple(
    (math.cos(math.radians(a)), math.sin(math.radians(a))) for a in (0, 60, 120, 180, 240, 300)
)
APOTHEM = SQRT3 / 2  # the tile's centre to the middle of a side


def overlap(a: Box, b: Box) -> bool:
    """True when two boxes share more than an edge (their margins keep touching pieces
    apart)."""
    e = 1e-6
    return a[0] < b[2] - e and b[0] < a[2] - e and a[1] < b[3] - e and b[1] < a[3] - e


def _move(box: Box, x: float, y: float) -> Box:
    return (x + box[0] - MARGIN, y + box[1] - MARGIN, x + box[2] + MARGIN, y + box[3] + MARGIN)


def _reach(kind: str, box: Box) -> tuple[float, ...]:
    """How far a piece reaches along each of the hexagon's normals from the group's
    anchor: a badge by its disc, a dragon by its disc and the shadow under it (either
    may go nearer the rim than a box's corner would), anything else by its box."""
    x0, y0, x1, y1 = box
    if kind == "token":
        r = (x1 - x0 - 2 * MARGIN) / 2.1
        cx, cy = x0 + MARGIN + r, y0 + MARGIN + r
        discs = [(cx, cy), (cx + 0.1 * r, cy + 0.3 * r)]
        return tuple(max(x * a + y * b for x, y in discs) + r + MARGIN for a, b in _NORMALS)
    if kind == "tower":  # a box below a pointed roof: the box's top corners are empty
        shoulder = y0 + 0.376 * (y1 - y0)
        points = [(x0, y1), (x1, y1), (x0, shoulder), (x1, shoulder), ((x0 + x1) / 2, y0)]
        return tuple(max(x * a + y * b for x, y in points) for a, b in _NORMALS)
    if kind not in SQUARE and not kind.startswith("build:"):
        r = (x1 - x0) / 2
        cx, cy = x0 + r, y0 + r
        return tuple(cx * a + cy * b + r for a, b in _NORMALS)
    return tuple(max(x0 * a, x1 * a) + max(y0 * b, y1 * b) for a, b in _NORMALS)


SQUARE = frozenset({"wizard", "tower", "keep", "building", "wild", "treasure"})


def _members(
    key: TileKey, name: str, shape: str, k: float
) -> list[tuple[str, float, float, float, Box]]:
    """The pieces of one group at scale ``k``: (kind, dx, dy, scale, box around dx, dy)."""
    if name == "wizards":
        h = WIZARD_H * k
        n = key.wizards
        return [
            ("wizard", (i - (n - 1) / 2) * WIZARD_STEP * h, 0.0, k, wizard_box(h)) for i in range(n)
        ]
    if name == "badges":
        # Side by side, a small gap apart (a building is wider than the badge it is on).
        boxes = [badge_box(slot, BADGE_R * k) for slot in key.badges]
        return _side_by_side(list(key.badges), boxes, BADGE_GAP, 0.0, k)
    if name == "building":
        return [("building", 0.0, 0.0, k, building_box(key.building, BUILDING_R * k))]
    if name == "dragons":
        n = key.dragons
        r = DRAGON_R[0 if n <= 2 else 1] * k
        lines = {"row": 1, "rows": 2, "rows3": 3}[shape]
        rows = [n // lines + (i < n % lines) for i in range(lines)]
        out = []
        for row, count in enumerate(rows):
            y = row * (2.35 * r + 2 * MARGIN + DRAGON_GAP)
            out += _side_by_side(["dragon"] * count, [dragon_box(r)] * count, DRAGON_GAP, y, k)
        return out
    if name == "count":
        r = COUNT_R * k
        return [("count", 0.0, 0.0, k, (-r, -r, r, r))]
    if name == "landmark":
        if key.landmark == "keep":
            return [("keep", 0.0, 0.0, k, castle_box(CASTLE_R * k))]
        return [("tower", 0.0, 0.0, k, tower_box(TOWER_R * k))]
    r = MARKER_R * k
    return [(name, 0.0, 0.0, k, marker_box(r))]


def _side_by_side(
    kinds: list[str], boxes: list[Box], gap: float, y: float, k: float
) -> list[tuple[str, float, float, float, Box]]:
    """Pieces in a row, each ``gap`` clear of the next (beyond their margins), the first
    and last centred on the row's anchor."""
    xs = []
    x = 0.0
    for box in boxes:
        xs.append(x - box[0])
        x += box[2] - box[0] + gap + 2 * MARGIN
    mid = (xs[0] + xs[-1]) / 2 if xs else 0.0
    return [(kind, cx - mid, y, k, box) for kind, cx, box in zip(kinds, xs, boxes, strict=True)]


def _groups(key: TileKey) -> list[_Group]:
    low = key.landmark != ""  # the Keep's and a Tower's icons sit lower, under the building
    out = []
    if key.wizards and key.landmark == "keep":
        # Where every wizard starts: the castle a little smaller at the top, the wizards
        # in a huddle below it.
        out.append(_Group("landmark", (0.0, -0.45), ("row",), top=KEEP_CROWDED))
        out.append(_Group("wizards", (0.1, 0.62), ("row",)))
    elif key.wizards:
        out.append(_Group("wizards", (0.42, 0.5), ("row",)))
    if key.badges:
        out.append(_Group("badges", (0.0, 0.53 if low else 0.42), ("row",), tall=2.0))
    if key.building:
        out.append(_Group("building", (0.0, 0.32), ("row",)))
    if key.dragons:
        shapes = ("row", "rows", "rows3")[: 1 + (key.dragons >= 3) + (key.dragons >= 5)]
        out.append(_Group("dragons", (0.0, -0.12), shapes))
    if key.count and key.dragons:
        out.append(_Group("count", (0.52, -0.4), ("row",)))
    if key.landmark == "keep" and not key.wizards:
        out.append(_Group("landmark", (0.0, -0.12), ("row",)))
    elif key.landmark == "tower":
        out.append(_Group("landmark", (0.0, -0.1), ("row",)))
    if key.wild:
        out.append(_Group("wild", (-0.52, -0.3), ("row",)))
    if key.treasure:
        out.append(_Group("treasure", (0.5, -0.3), ("row",)))
    return out


def _scales(group: _Group, level: float) -> list[float]:
    """The sizes a group tries at a ``level`` of crowding, largest first: the pieces
    that tell the game (wizards, icons, buildings, dragons) no smaller than the level,
    and no larger than a little above it, so the first placed do not take all the room
    the next ones need (wizards, placed first, by less). A Tower or the Keep, which
    only shows whose tile it is, may shrink further at any level; the markers a little.
    """
    top = min(group.top, level + LEAD.get(group.name, LEAD[""]))
    least = level
    if group.name == "landmark":
        least = LANDMARK_MIN
    elif group.name in ("wild", "treasure", "count"):
        top, least = 1.0, min(level, MARKER_MIN)
    out = []
    k = top
    while k >= least - 1e-9:
        out.append(round(k, 3))
        k -= 0.05
    return out


def _nearest(
    group: _Group, reach: tuple[float, ...], hull: Box, taken: list[Box]
) -> tuple[float, float] | None:
    """The anchor nearest the group's usual place where it lies inside the tile and
    clear of ``taken``: row by row (``ROW`` apart), the free stretch of each row is
    worked out exactly, from the hexagon's sides and the boxes already placed."""
    limit = APOTHEM - INSET
    px, py = group.prefer
    best: tuple[float, float, float] | None = None
    n = round(1 / ROW)
    for j in range(-n, n + 1):
        y = j * ROW
        dy = (y - py) * group.tall
        if best is not None and abs(dy) >= best[0]:
            continue
        lo, hi = -2.0, 2.0
        for (a, b), r in zip(_NORMALS, reach, strict=True):
            c = (limit - r - y * b) / a
            if a > 0:
                hi = min(hi, c)
            else:
                lo = max(lo, c)
        if lo > hi:
            continue
        cuts = sorted(
            (t[0] - hull[2], t[2] - hull[0])
            for t in taken
            if y + hull[1] < t[3] and t[1] < y + hull[3]
        )
        stretches = []
        start = lo
        for a, b in cuts:
            if a > start:
                stretches.append((start, min(a, hi)))
            start = max(start, b)
            if start > hi:
                break
        if start <= hi:
            stretches.append((start, hi))
        for a, b in stretches:
            if a > b:
                continue
            x = min(max(px, a), b)
            d = math.hypot(x - px, dy)
            if best is None or d < best[0] - 1e-9:
                best = (d, x, y)
    return None if best is None else (best[1], best[2])


def _place(key: TileKey, group: _Group, level: float, taken: list[Box]) -> list[Piece] | None:
    for k in _scales(group, level):
        for shape in group.shapes:
            members = _members(key, group.name, shape, k)
            boxes = [_move(box, dx, dy) for _, dx, dy, _, box in members]
            reaches = [
                _reach("token" if group.name == "dragons" else m[0], b)
                for m, b in zip(members, boxes, strict=True)
            ]
            reach = tuple(max(r[i] for r in reaches) for i in range(6))
            hull = (
                min(b[0] for b in boxes),
                min(b[1] for b in boxes),
                max(b[2] for b in boxes),
                max(b[3] for b in boxes),
            )
            spot = _nearest(group, reach, hull, taken)
            if spot is None:
                continue
            x, y = spot
            return [
                Piece(kind, x + dx, y + dy, scale, (b[0] + x, b[1] + y, b[2] + x, b[3] + y))
                for (kind, dx, dy, scale, _), b in zip(members, boxes, strict=True)
            ]
    return None


def _attempt(key: TileKey, level: float) -> dict[str, list[Piece]] | None:
    placed: dict[str, list[Piece]] = {}
    taken: list[Box] = []
    for group in _groups(key):
        pieces = _place(key, group, level, taken)
        if pieces is None:
            return None
        placed[group.name] = pieces
        taken += [p.box for p in pieces]
    return placed


@lru_cache(maxsize=512)
def tile_layout(key: TileKey) -> TileLayout:
    """The tile's pieces, none covering another: each group as near its usual place as
    those placed before allow, at its largest size that fits; at a lower level of
    crowding (smaller pieces) when some group fits nowhere."""
    placed = None
    # The dragons' count is left out on a tile too crowded for it (a wizard, a marker or
    # a Tower beside many dragons): the tokens, smaller, still show. A Tower crowded by a
    # flock of dragons (seven, once in sixty sampled games) gives way to them: the tile's
    # colour still tells it.
    tries = [key, dataclasses.replace(key, count=False)] if key.count else [key]
    if key.landmark == "tower":
        tries += [dataclasses.replace(k, landmark="") for k in tries]
    for tried in tries:
        for level in LEVELS:
            placed = _attempt(tried, level)
            if placed is not None:
                break
        if placed is not None:
            break
    if placed is None:  # never seen: everything at its usual place, overlapping
        placed = {}
        for group in _groups(key):
            members = _members(key, group.name, group.shapes[0], LEVELS[-1])
            x, y = group.prefer
            placed[group.name] = [
                Piece(kind, x + dx, y + dy, scale, _move(box, x + dx, y + dy))
                for kind, dx, dy, scale, box in members
            ]

    def one(name: str) -> Piece | None:
        return placed[name][0] if name in placed else None

    return TileLayout(
        landmark=one("landmark"),
        badges=tuple(placed.get("badges", ())),
        building=one("building"),
        wild=one("wild"),
        treasure=one("treasure"),
        dragons=tuple(placed.get("dragons", ())),
        wizards=tuple(placed.get("wizards", ())),
        count=one("count"),
    )
