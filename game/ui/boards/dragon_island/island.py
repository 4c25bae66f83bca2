"""Drawing the island itself: terrain, icons, Wild markers, buildings, Treasure Found
markers, dragons and wizards, and the glows of the legal targets on top."""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field

import pygame

from game.engines.dragon_island.content import COLOURS
from game.engines.dragon_island.hexes import ORIGIN, Hex
from game.engines.dragon_island.state import DragonIslandState
from game.ui import theme
from game.ui.boards.dragon_island import art
from game.ui.boards.dragon_island import layout as L
from game.ui.boards.dragon_island.camera import Camera
from game.ui.kit.hexgrid import HexLayout

GLOW = (255, 222, 120)
SQRT3 = 3**0.5


@dataclass
class IslandMarks:
    """What the board wants highlighted this frame."""

    targets: set[Hex] = field(default_factory=set)
    hover: Hex | None = None
    ghost: tuple[str, str] | None = None  # (colour, icon) of the held tile
    # A pill inside a target tile (a dragons' price, a telekinesis haul): its wordings,
    # longest first; the longest that fits inside the tile at this zoom is drawn.
    costs: dict[Hex, tuple[str, ...]] = field(default_factory=dict)
    line: set[Hex] = field(default_factory=set)  # the tiles a hovered telekinesis collects
    landing: Hex | None = None  # where the dragons in the air would land (hovered target)
    recent: Hex | None = None
    drop: float = 1.0  # 0..1 progress of the last tile's landing
    # A wizard walking: where from, where to and how far (0..1) it has gone.
    walks: dict[int, tuple[Hex, Hex, float]] = field(default_factory=dict)
    clock: float = 0.0


def cell_colour(view: DragonIslandState, h: Hex) -> str:
    colour = view.board[h][2]
    return "keep" if h == ORIGIN else colour


def draw_island(
    surface: pygame.Surface, view: DragonIslandState, camera: Camera, marks: IslandMarks
) -> None:
    vp = camera.viewport
    surface.blit(art.sea(vp.size), vp)
    saved = surface.get_clip()
    surface.set_clip(vp)
    lay = camera.layout
    s = lay.size
    order = sorted(view.board, key=lambda h: (h[1], h[0]))
    layouts = {h: tile_layout(view, h) for h in order}
    _draw_shore(surface, lay, order)
    for h in order:
        lift = 0.0
        if h == marks.recent and marks.drop < 1:
            lift = (1 - marks.drop) * s * 0.8
        _draw_cell(surface, view, lay, h, lift, layouts[h])
    _draw_targets(surface, camera, marks)
    if marks.ghost and marks.hover in marks.targets:
        _draw_ghost(surface, lay, marks.hover, *marks.ghost)
    for h in order:
        _draw_dragons(surface, view, lay, h, marks)
    _draw_wizards(surface, view, lay, marks)
    for h, texts in marks.costs.items():
        placed = pill_layout(texts, lay.to_pixel(h), s)
        if placed is not None:
            _pill(surface, *placed)
    surface.set_clip(saved)
    _draw_vignette(surface, vp)


def _draw_shore(surface: pygame.Surface, lay: HexLayout, cells: list[Hex]) -> None:
    """A pale shallow-water rim so the island sits in the sea rather than on it."""
    shallow = (74, 150, 170)
    for h in cells:
        rim = HexLayout(lay.size * 1.2, lay.to_pixel(h))
        pygame.draw.polygon(surface, shallow, rim.corners((0, 0)))
    for h in cells:
        corners = [(x, y + lay.size * 0.12) for x, y in lay.corners(h)]
        pygame.draw.polygon(surface, (10, 30, 44), corners)


# --- what stands on a tile, and where (see layout.py) ------------------------------------


def building_kind(view: DragonIslandState, built: tuple[str, int, str]) -> str:
    """How a building is drawn: a Pen, a Pet Dragon Lair (it has a pet colour) or a
    Spire."""
    bid, _, pet = built
    if bid in view.rules.pen_ids:
        return "pen"
    return "lair" if pet else "spire"


def tile_key(view: DragonIslandState, h: Hex) -> L.TileKey:
    """What the tile at ``h`` holds, as its layout sees it: the dragons standing on it
    (not those in the air) and every wizard there, walking in too (room is made for
    it as it sets off)."""
    tile_id, face, _, icon = view.board[h]
    rules = view.rules
    built = view.buildings.get(h)
    badges = []
    for kind in art.ICON_BADGES.get(icon, ()):
        if kind == "build" and built is not None:
            badges.append(f"build:{building_kind(view, built)}")
            built = None
        else:
            badges.append(kind)
    landmark = "keep" if h == ORIGIN else ("tower" if tile_id in rules.tower_colour else "")
    standing = len(view.dragons.get(h, ()))
    if h == view.src:
        standing -= len([c for c in in_the_air(view) if c in view.dragons.get(h, ())])
    return L.TileKey(
        landmark=landmark,
        badges=tuple(badges),
        building=building_kind(view, built) if built is not None else "",
        wild=bool(rules.faces.get(tile_id)) and _is_wild(view, tile_id, face),
        treasure=h in view.treasure,
        dragons=max(0, standing),
        wizards=sum(w == h for w in view.wizards),
        count=standing >= L.COUNT_FROM,
    )


def tile_layout(view: DragonIslandState, h: Hex) -> L.TileLayout:
    return L.tile_layout(tile_key(view, h))


def _at(centre: tuple[float, float], s: float, piece: L.Piece) -> tuple[float, float]:
    return centre[0] + piece.x * s, centre[1] + piece.y * s


def piece_rect(centre: tuple[float, float], s: float, piece: L.Piece) -> pygame.Rect:
    """The screen rect a piece of a tile centred at ``centre`` covers at tile size ``s``."""
    x0, y0, x1, y1 = piece.box
    cx, cy = centre
    left, top = round(cx + x0 * s), round(cy + y0 * s)
    return pygame.Rect(left, top, round(cx + x1 * s) - left, round(cy + y1 * s) - top)


def tile_rects(view: DragonIslandState, lay: HexLayout, h: Hex) -> list[tuple[str, pygame.Rect]]:
    """Every piece standing on the tile at ``h`` (its Keep or Tower, icons, building,
    markers, dragons and wizards) with the screen rect it covers: for tests."""
    out = []
    for piece in tile_layout(view, h).pieces():
        out.append((piece.kind, piece_rect(lay.to_pixel(h), lay.size, piece)))
    return out


def _draw_cell(
    surface: pygame.Surface,
    view: DragonIslandState,
    lay: HexLayout,
    h: Hex,
    lift: float,
    layout: L.TileLayout,
) -> None:
    s = lay.size
    size = max(6, round(s))
    _, _, colour, _ = view.board[h]
    img = art.tile("keep" if h == ORIGIN else colour, size)
    cx, cy = lay.to_pixel(h)
    cy -= lift
    centre = (cx, cy)
    surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
    mark = layout.landmark
    if mark is not None and mark.kind == "keep":
        _castle(surface, _at(centre, s, mark), L.CASTLE_R * s * mark.scale)
    elif mark is not None:
        _tower(surface, _at(centre, s, mark), L.TOWER_R * s * mark.scale, art.energy_colour(colour))
    built = view.buildings.get(h)
    for piece in layout.badges:
        at = _at(centre, s, piece)
        if piece.kind.startswith("build:") and built is not None:
            _building(surface, view, built, at, L.BUILDING_R * s * piece.scale)
        elif piece.kind == "dragon":
            _nest(surface, at, L.BADGE_R * s * piece.scale)
        else:
            art.badge(surface, piece.kind, at, L.BADGE_R * s * piece.scale)
    if layout.building is not None and built is not None:
        piece = layout.building
        _building(surface, view, built, _at(centre, s, piece), L.BUILDING_R * s * piece.scale)
    if layout.wild is not None:
        piece = layout.wild
        _wild_marker(surface, _at(centre, s, piece), L.MARKER_R * s * piece.scale, colour)
    if layout.treasure is not None:
        piece = layout.treasure
        _treasure(surface, _at(centre, s, piece), L.MARKER_R * s * piece.scale)


def _is_wild(view: DragonIslandState, tile_id: str, face: int) -> bool:
    return view.rules.faces[tile_id][face].colour == "wild"


def _draw_targets(surface: pygame.Surface, camera: Camera, marks: IslandMarks) -> None:
    if not marks.targets:
        return
    pulse = 0.5 + 0.5 * math.sin(marks.clock * 4)
    vp = camera.viewport
    lay = camera.layout
    local = HexLayout(lay.size, (lay.origin[0] - vp.x, lay.origin[1] - vp.y))
    layer = pygame.Surface(vp.size, pygame.SRCALPHA)
    for h in marks.targets:
        hover = h == marks.hover
        fill = round(90 + 50 * pulse) if hover else round(45 + 40 * pulse)
        pygame.draw.polygon(layer, (*GLOW, fill), local.corners(h, 2))
        width = max(3, round(lay.size / 9)) + (2 if hover else 0)
        pygame.draw.polygon(layer, (*GLOW, 255), local.corners(h, width / 2 + 1), width)
        pygame.draw.polygon(layer, (40, 26, 6, 200), local.corners(h, width + 1), 1)
    for h in marks.line - marks.targets:  # the rest of a hovered telekinesis line
        pygame.draw.polygon(layer, (255, 248, 220, 70), local.corners(h, 2))
        pygame.draw.polygon(layer, (255, 248, 220, 230), local.corners(h, 3), 3)
    surface.blit(layer, vp)


def _draw_ghost(surface: pygame.Surface, lay: HexLayout, h: Hex, colour: str, icon: str) -> None:
    img = art.tile(colour, max(6, round(lay.size))).copy()
    img.set_alpha(170)
    cx, cy = lay.to_pixel(h)
    surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
    for i, kind in enumerate(art.ICON_BADGES.get(icon, ())):
        n = len(art.ICON_BADGES[icon])
        art.badge(surface, kind, (cx + (i - (n - 1) / 2) * lay.size * 0.5, cy), lay.size * 0.2)


@dataclass(frozen=True)
class Token:
    """One dragon as drawn: ``alpha`` below 255 is a dragon in the air (lifted off the
    tile it leaves, or shown where it would land)."""

    colour: str
    centre: tuple[float, float]
    r: float
    alpha: int = 255


def in_the_air(view: DragonIslandState) -> tuple[str, ...]:
    """The dragons paid for and about to fly (the engine keeps them on their tile until
    they land): while the player picks them and chooses where they go."""
    return tuple(view.picked) if view.src is not None else ()


def dragon_tokens(
    view: DragonIslandState, lay: HexLayout, h: Hex, marks: IslandMarks | None = None
) -> list[Token]:
    """The dragons of ``h`` as drawn. Those standing on it where the tile's layout puts
    them; those in the air lifted above their tile and see-through; a hovered landing
    place shows them faintly where they would land."""
    s = lay.size
    cx, cy = lay.to_pixel(h)
    standing = list(view.dragons.get(h, ()))
    flying = in_the_air(view)
    lifted: list[str] = []
    if h == view.src:
        for colour in flying:
            if colour in standing:
                standing.remove(colour)
                lifted.append(colour)
    spots = tile_layout(view, h).dragons
    n = len(spots)
    out = [
        Token(colour, _at((cx, cy), s, piece), L.DRAGON_R[0 if n <= 2 else 1] * s * piece.scale)
        for colour, piece in zip(standing, spots, strict=False)
    ]
    out += _row(lifted, cx, cy - s * 0.62, s, 150)
    if marks is not None and marks.landing == h and flying:
        out += _row(list(flying), cx, cy - s * 0.12, s, 120)
    return out


def _row(colours: list[str], cx: float, y: float, s: float, alpha: int) -> list[Token]:
    n = len(colours)
    r = s * (0.3 if n <= 2 else 0.24)
    spread = min(r * 1.9, s * 1.25 / max(1, n - 1)) if n > 1 else 0
    return [
        Token(colour, (cx + (i - (n - 1) / 2) * spread, y), r, alpha)
        for i, colour in enumerate(colours)
    ]


def _draw_dragons(
    surface: pygame.Surface,
    view: DragonIslandState,
    lay: HexLayout,
    h: Hex,
    marks: IslandMarks | None = None,
) -> None:
    tokens = dragon_tokens(view, lay, h, marks)
    if not tokens:
        return
    s = lay.size
    cy = lay.to_pixel(h)[1]
    for t in tokens:
        if t.alpha >= 255:
            art.dragon_token(surface, t.centre, t.colour, t.r)
            continue
        if t.centre[1] < cy - s * 0.3:  # lifted: its shadow stays on the tile below
            shadow = pygame.Rect(0, 0, t.r * 1.6, t.r * 0.6)
            shadow.center = (round(t.centre[0]), round(cy - s * 0.02))
            layer = pygame.Surface(shadow.size, pygame.SRCALPHA)
            pygame.draw.ellipse(layer, (6, 10, 14, 110), layer.get_rect())
            surface.blit(layer, shadow)
        pad = round(t.r) + 6
        layer = pygame.Surface((2 * pad, 2 * pad), pygame.SRCALPHA)
        art.dragon_token(layer, (pad, pad), t.colour, t.r)
        layer.set_alpha(t.alpha)
        surface.blit(layer, (round(t.centre[0]) - pad, round(t.centre[1]) - pad))
    if view.buildings.get(h, ("", -1, ""))[0] in view.rules.pen_ids:
        _fence(surface, [t for t in tokens if t.alpha >= 255], s)
    count = dragon_count(view, lay, h)
    if count is not None:
        _count_badge(surface, *count)


def dragon_count(view: DragonIslandState, lay: HexLayout, h: Hex) -> tuple[str, pygame.Rect] | None:
    """How many dragons stand on ``h`` and the disc the number is drawn in, where the
    tile's layout keeps a place for it (``layout.COUNT_FROM`` dragons or more: late in
    the game five or six tokens are too small to count)."""
    piece = tile_layout(view, h).count
    if piece is None:
        return None
    s = lay.size
    r = L.COUNT_R * s * piece.scale
    x, y = _at(lay.to_pixel(h), s, piece)
    rect = pygame.Rect(0, 0, round(2 * r), round(2 * r))
    rect.center = (round(x), round(y))
    return str(tile_key(view, h).dragons), rect


def _count_badge(surface: pygame.Surface, text: str, rect: pygame.Rect) -> None:
    """A dark disc ringed in cream, the number in bold: unlike any dragon token."""
    disc = rect.inflate(-2, -2)
    pygame.draw.ellipse(surface, (6, 10, 14), disc.move(1, 1))
    pygame.draw.ellipse(surface, art.CREAM, disc)
    pygame.draw.ellipse(surface, (28, 34, 44), disc.inflate(-3, -3))
    size = max(9, round(rect.h * 0.75))
    while size > 8 and theme.text_width(text, size, "bold") > disc.w - 4:
        size -= 1  # two digits (ten dragons or more) in the same disc
    img = theme.rendered(text, size, "bold", art.CREAM)
    surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery)))


def _fence(surface: pygame.Surface, tokens: list[Token], s: float) -> None:
    """Penned dragons stand behind bars: posts across their row, within it."""
    if not tokens:
        return
    left = min(t.centre[0] - t.r for t in tokens)
    right = max(t.centre[0] + t.r for t in tokens)
    top = min(t.centre[1] - t.r for t in tokens)
    bottom = max(t.centre[1] + t.r for t in tokens)
    posts = max(2, round((right - left) / (s * 0.3)) + 1)
    width = max(2, round(s / 16))
    for k in range(posts):
        px = left + width / 2 + k * (right - left - width) / (posts - 1)
        pygame.draw.line(surface, (120, 84, 44), (px, top), (px, bottom), width)


def wizard_spots(
    view: DragonIslandState, lay: HexLayout, marks: IslandMarks | None = None
) -> dict[int, tuple[tuple[float, float], float]]:
    """Each wizard's feet on the screen and its height: its place in the layout of the
    tile it stands on; a walking one on its way between its places on the two tiles."""
    s = lay.size
    out: dict[int, tuple[tuple[float, float], float]] = {}
    for h in set(view.wizards) & set(view.board):
        seats = [seat for seat in range(view.num_players) if view.wizards[seat] == h]
        for seat, piece in zip(seats, tile_layout(view, h).wizards, strict=False):
            out[seat] = (_at(lay.to_pixel(h), s, piece), L.WIZARD_H * s * piece.scale)
    for seat, (a, b, t) in (marks.walks if marks is not None else {}).items():
        if seat not in out or view.wizards[seat] != b or a not in view.board:
            continue
        (ex, ey), height = out[seat]
        key = tile_key(view, a)
        start = L.tile_layout(dataclasses.replace(key, wizards=key.wizards + 1)).wizards[-1]
        sx, sy = _at(lay.to_pixel(a), s, start)
        out[seat] = ((sx + (ex - sx) * t, sy + (ey - sy) * t), height)
    return out


def _draw_wizards(
    surface: pygame.Surface, view: DragonIslandState, lay: HexLayout, marks: IslandMarks
) -> None:
    spots = sorted(wizard_spots(view, lay, marks).items(), key=lambda kv: kv[1][0][::-1])
    # The shadows first, so the ring of light at the feet of the wizard whose turn it is
    # shows in a huddle too (the next wizard's shadow used to cover it).
    for seat, ((x, y), h) in spots:
        height = max(8, round(h))
        shadow = pygame.Rect(0, 0, height * 0.56, max(4, height * 0.2))
        shadow.center = (round(x), round(y))
        pygame.draw.ellipse(surface, (6, 10, 14), shadow)
        if seat == view.turn_player and not view.over:
            # Whose turn it is: a ring of light at the wizard's feet (a light over its
            # head stood out of its tile's layout, on whatever is above).
            pygame.draw.ellipse(surface, GLOW, shadow.inflate(4, 2), 2)
    for seat, ((x, y), h) in spots:
        height = max(8, round(h))
        img = art.figure("wizard", art.energy_colour(view.colours[seat]), height)
        if img is not None:
            surface.blit(img, img.get_rect(midbottom=(round(x), round(y))))


def _building(
    surface: pygame.Surface,
    view: DragonIslandState,
    built: tuple[str, int, str],
    centre: tuple[float, float],
    r: float,
) -> None:
    bid, owner, pet = built
    x, y = centre
    if bid in view.rules.pen_ids:
        colour = art.energy_colour(view.colours[owner]) if owner >= 0 else art.CREAM
        rect = pygame.Rect(0, 0, r * 2, r * 1.5)
        rect.center = (round(x), round(y))
        pygame.draw.rect(surface, art.INK, rect.inflate(4, 4), border_radius=4)
        pygame.draw.rect(surface, (132, 92, 50), rect, border_radius=3)
        for i in range(5):
            px = rect.x + 3 + i * (rect.w - 6) / 4
            pygame.draw.line(surface, colour, (px, rect.y + 2), (px, rect.bottom - 2), 2)
        pygame.draw.line(surface, colour, (rect.x, rect.centery), (rect.right, rect.centery), 2)
    elif pet:
        colour = art.energy_colour(pet)
        arch = pygame.Rect(0, 0, r * 2, r * 1.8)
        arch.center = (round(x), round(y))
        pygame.draw.ellipse(surface, art.INK, arch.inflate(4, 4))
        pygame.draw.ellipse(surface, (96, 86, 76), arch)
        inner = arch.inflate(-r * 0.8, -r * 0.7).move(0, r * 0.25)
        pygame.draw.ellipse(surface, colour, inner)
    else:  # an Energy Spire: a tall crystal
        spire = [(x, y - r * 1.7), (x + r * 0.55, y + r * 0.7), (x - r * 0.55, y + r * 0.7)]
        pygame.draw.polygon(surface, art.INK, [(px, py + 2) for px, py in spire])
        pygame.draw.polygon(surface, (168, 128, 236), spire)
        pygame.draw.polygon(surface, (222, 204, 255), [spire[0], (x, y + r * 0.7), spire[2]])
        pygame.draw.polygon(surface, art.INK, spire, 1)


def _nest(surface: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    """An empty dragon icon: where a dragon will land."""
    art.badge(surface, "dragon", centre, r)


def _wild_marker(
    surface: pygame.Surface, centre: tuple[float, float], r: float, colour: str
) -> None:
    # Outline and shadow in proportion: the tile's layout gives the marker its box.
    art.hexagon(surface, (centre[0] + r * 0.08, centre[1] + r * 0.18), r * 1.2, art.INK)
    art.hexagon(surface, centre, r * 1.08, (30, 30, 36))
    fill = art.energy_colour(colour) if colour != "wild" else art.CREAM
    art.star(surface, centre, r * 0.8, fill)


def _treasure(surface: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    x, y = centre
    pygame.draw.circle(surface, art.INK, (round(x + r * 0.08), round(y + r * 0.2)), round(r * 1.2))
    pygame.draw.circle(surface, (206, 150, 40), (round(x), round(y)), round(r * 1.08))
    art.star(surface, centre, r * 0.85, (255, 236, 150))


def _castle(surface: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    x, y = centre
    stone, edge = (226, 214, 188), art.INK
    body = pygame.Rect(0, 0, r * 1.6, r * 1.1)
    body.midbottom = (round(x), round(y + r * 0.6))
    towers = [body.inflate(0, 0)]
    for dx in (-r * 0.8, r * 0.8):
        t = pygame.Rect(0, 0, r * 0.5, r * 1.5)
        t.midbottom = (round(x + dx), body.bottom)
        towers.append(t)
    for rect in towers:
        pygame.draw.rect(surface, edge, rect.inflate(3, 3))
    for rect in towers:
        pygame.draw.rect(surface, stone, rect)
    gate = pygame.Rect(0, 0, r * 0.5, r * 0.6)
    gate.midbottom = body.midbottom
    pygame.draw.rect(
        surface, (70, 50, 36), gate, border_top_left_radius=99, border_top_right_radius=99
    )
    flag = [(x, body.top - r * 0.7), (x + r * 0.45, body.top - r * 0.55), (x, body.top - r * 0.4)]
    pygame.draw.line(surface, edge, (x, body.top), (x, body.top - r * 0.7), 2)
    pygame.draw.polygon(surface, art.CHIP["gold"], flag)


def _tower(
    surface: pygame.Surface, centre: tuple[float, float], r: float, colour: art.Colour
) -> None:
    x, y = centre
    body = pygame.Rect(0, 0, r * 0.7, r * 1.2)
    body.midbottom = (round(x), round(y + r * 0.55))
    roof = [(body.x - r * 0.15, body.y), (x, body.y - r * 0.75), (body.right + r * 0.15, body.y)]
    pygame.draw.rect(surface, art.INK, body.inflate(4, 4))
    pygame.draw.rect(surface, (232, 224, 206), body)
    pygame.draw.polygon(surface, art.INK, [(px, py) for px, py in roof], 0)
    pygame.draw.polygon(surface, theme.shade(colour, 0.85), [(px, py + 2) for px, py in roof[:]])
    win = pygame.Rect(0, 0, r * 0.22, r * 0.32)
    win.center = (round(x), round(body.y + body.h * 0.4))
    pygame.draw.rect(
        surface, (60, 50, 40), win, border_top_left_radius=9, border_top_right_radius=9
    )


PILL_MIN = 10  # smaller than this is not read at a glance: the banner says it instead


def pill_layout(
    texts: tuple[str, ...], centre: tuple[float, float], s: float
) -> tuple[str, int, pygame.Rect] | None:
    """The wording, font size and rect of a tile's pill (a cost, a haul), kept inside its
    tile: it used to straddle the tile's bottom edge and cover the tiles below. Low in
    the tile, clear of the dragons above the middle; the longest wording at the largest
    size that fits, or None when not even the shortest fits at ``PILL_MIN``."""
    cx, cy = centre
    for size in range(max(PILL_MIN, round(s * 0.27)), PILL_MIN - 1, -1):
        f = theme.font(size, "bold")
        for text in texts:
            icons = icon_amounts(text)
            if icons is not None:
                w, h = _icon_pill_size(icons, size)
            else:
                tw, th = f.size(text)
                w, h = tw + 10, th + 2
            half = w / 2
            if half > s * SQRT3 / 2 - 3:
                continue
            # A pointy-top hexagon: at half-width x its edge is s - x/sqrt(3) below the centre.
            bottom = min(cy + s * 0.62 + h / 2, cy + s - half / SQRT3 - 3)
            if bottom - h < cy - s * 0.05:
                continue
            rect = pygame.Rect(0, 0, round(w), round(h))
            rect.midbottom = (round(cx), int(bottom))
            return text, size, rect
    return None


def icon_amounts(text: str) -> tuple[str, str] | None:
    """The gold and Active Energy of a compact "3g/9AE" cost, drawn as a coin and an
    energy cube with their numbers inside; None for any other wording."""
    gold, sep, energy = text.partition("g/")
    if sep and gold.isdigit() and energy.endswith("AE") and energy[:-2].isdigit():
        return gold, energy[:-2]
    return None


def _icon_pill_size(icons: tuple[str, str], size: int) -> tuple[int, int]:
    """A coin and a cube, each just big enough for its number: narrower and lower than
    "3g / 9AE" in letters, so both costs show on the tiles of a late-game island."""
    f = theme.font(size, "bold")
    d = size + 2
    widths = [max(d, f.size(n)[0] + 4) for n in icons]
    return sum(widths) + 3 + 6, d + 2


def _pill(surface: pygame.Surface, text: str, size: int, bg: pygame.Rect) -> None:
    pygame.draw.rect(surface, (10, 14, 20), bg.move(0, 1), border_radius=bg.h // 2)
    pygame.draw.rect(surface, GLOW, bg, border_radius=bg.h // 2)
    icons = icon_amounts(text)
    if icons is None:
        img = theme.rendered(text, size, "bold", art.INK)
        surface.blit(img, img.get_rect(center=bg.center))
        return
    f = theme.font(size, "bold")
    d = size + 2
    gold_w, energy_w = (max(d, f.size(n)[0] + 4) for n in icons)
    coin = pygame.Rect(bg.x + 3, bg.y + 1, gold_w, d)
    pygame.draw.ellipse(surface, art.INK, coin.inflate(2, 2))
    pygame.draw.ellipse(surface, art.CHIP["gold"], coin)
    cube = pygame.Rect(coin.right + 3, bg.y + 1, energy_w, d)
    pygame.draw.rect(surface, art.INK, cube.inflate(2, 2), border_radius=3)
    pygame.draw.rect(surface, ENERGY_CUBE, cube, border_radius=3)
    for n, rect, ink in ((icons[0], coin, art.INK), (icons[1], cube, art.CREAM)):
        img = theme.rendered(n, size, "bold", ink)
        surface.blit(img, img.get_rect(center=rect.center))


ENERGY_CUBE = (116, 82, 178)  # Active Energy of any colour: the Spire's violet, darker


def _draw_vignette(surface: pygame.Surface, vp: pygame.Rect) -> None:
    pygame.draw.rect(surface, (8, 20, 34), vp, 2, border_radius=4)


def pet_colours() -> tuple[str, ...]:
    return COLOURS
