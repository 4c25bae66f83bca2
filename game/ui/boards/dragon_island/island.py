"""Drawing the island itself: terrain, icons, Wild markers, buildings, Treasure Found
markers, dragons and wizards, and the glows of the legal targets on top."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.engines.dragon_island.content import COLOURS
from game.engines.dragon_island.hexes import ORIGIN, Hex
from game.engines.dragon_island.state import DragonIslandState
from game.ui import theme
from game.ui.boards.dragon_island import art
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
    wizard_at: dict[int, tuple[float, float]] = field(default_factory=dict)  # axial floats
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
    _draw_shore(surface, lay, order)
    for h in order:
        lift = 0.0
        if h == marks.recent and marks.drop < 1:
            lift = (1 - marks.drop) * s * 0.8
        _draw_cell(surface, view, lay, h, lift)
    _draw_targets(surface, camera, marks)
    if marks.ghost and marks.hover in marks.targets:
        _draw_ghost(surface, lay, marks.hover, *marks.ghost)
    for h in order:
        _draw_dragons(surface, view, lay, h, marks)
    for h in order:
        # Drawn over the dragons standing there, so both read: the dragons stand above
        # the badge row and the building keeps its place in it; a Tower moves up to the
        # tile's top, clear of them (in the middle they would hide all but its roof).
        if not view.dragons.get(h):
            continue
        if h in view.buildings:
            centre, r = building_spot(view, lay, h)
            _building(surface, view, view.buildings[h], centre, r)
        tile_id, _, colour, _ = view.board[h]
        if tile_id in view.rules.tower_colour:  # a smaller Tower above the dragons
            cx, cy = lay.to_pixel(h)
            _tower(surface, (cx, cy - s * 0.6), s * 0.28, art.energy_colour(colour))
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


def _draw_cell(
    surface: pygame.Surface, view: DragonIslandState, lay: HexLayout, h: Hex, lift: float
) -> None:
    s = lay.size
    size = max(6, round(s))
    tile_id, _, colour, icon = view.board[h]
    is_keep = h == ORIGIN
    img = art.tile("keep" if is_keep else colour, size)
    cx, cy = lay.to_pixel(h)
    cy -= lift
    surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
    building = view.buildings.get(h)
    badges = list(art.ICON_BADGES.get(icon, ()))
    if is_keep:
        _castle(surface, (cx, cy - s * 0.12), s * 0.42)
    elif tile_id in view.rules.tower_colour and not view.dragons.get(h):
        _tower(surface, (cx, cy - s * 0.1), s * 0.46, art.energy_colour(colour))
    n = len(badges)
    br = s * 0.24
    under_dragons = bool(view.dragons.get(h))  # then the building comes after the dragons
    for i, kind in enumerate(badges):
        bx, by = _badge_spot(view, h, cx, cy, s, i, n)
        if kind == "build" and building is not None:
            if not under_dragons:
                _building(surface, view, building, (bx, by), s * 0.3)
        elif kind == "dragon":
            _nest(surface, (bx, by), br)
        else:
            art.badge(surface, kind, (bx, by), br)
    if building is not None and "build" not in badges and not under_dragons:
        _building(surface, view, building, (cx, cy + s * 0.32), s * 0.3)
    if view.rules.faces.get(tile_id) and _is_wild(view, tile_id, view.board[h][1]):
        _wild_marker(surface, (cx - s * 0.52, cy - s * 0.3), s * 0.2, colour)
    if h in view.treasure:
        _treasure(surface, (cx + s * 0.5, cy - s * 0.3), s * 0.2)


def _badge_spot(
    view: DragonIslandState, h: Hex, cx: float, cy: float, s: float, i: int, n: int
) -> tuple[float, float]:
    """The centre of the i-th of n icon badges along the bottom of a tile."""
    tile_id = view.board[h][0]
    low = h == ORIGIN or tile_id in view.rules.tower_colour
    return cx + (i - (n - 1) / 2) * s * 0.56, cy + s * (0.5 if low else 0.42)


def building_spot(
    view: DragonIslandState, lay: HexLayout, h: Hex
) -> tuple[tuple[float, float], float]:
    """Where the building on ``h`` is drawn and its size: in place of the tile's Build
    badge, or low in the middle of a tile without one; below the dragons, which stand
    above the middle."""
    s = lay.size
    cx, cy = lay.to_pixel(h)
    badges = art.ICON_BADGES.get(view.board[h][3], ())
    if "build" in badges:
        centre = _badge_spot(view, h, cx, cy, s, badges.index("build"), len(badges))
    else:
        centre = (cx, cy + s * 0.32)
    return centre, s * 0.3


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
    """The dragons of ``h`` as drawn. Those in the air are lifted above their tile and
    see-through, the ones staying behind on it as usual; a hovered landing place shows
    them faintly where they would land."""
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
    out = _row(standing, cx, cy - s * 0.12, s, 255)
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
    cx, cy = lay.to_pixel(h)
    penned = view.buildings.get(h, ("", -1, ""))[0] in view.rules.pen_ids
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
    if penned:
        for k in range(4):
            px = cx - s * 0.45 + k * s * 0.3
            pygame.draw.line(
                surface,
                (120, 84, 44),
                (px, cy - s * 0.42),
                (px, cy + s * 0.14),
                max(2, round(s / 16)),
            )


def _draw_wizards(
    surface: pygame.Surface, view: DragonIslandState, lay: HexLayout, marks: IslandMarks
) -> None:
    s = lay.size
    groups: dict[tuple[float, float], list[int]] = {}
    for seat in range(view.num_players):
        pos = marks.wizard_at.get(seat, (float(view.wizards[seat][0]), view.wizards[seat][1]))
        groups.setdefault(pos, []).append(seat)
    height = max(16, round(s * 1.05))
    for (q, r), seats in sorted(groups.items(), key=lambda kv: kv[0][1]):
        cx, cy = lay.to_pixel((q, r))  # type: ignore[arg-type]
        n = len(seats)
        side = wizard_side(view, lay, (q, r))  # type: ignore[arg-type]
        for i, seat in enumerate(seats):
            x = cx + side * s + (i - (n - 1) / 2) * s * 0.32
            foot = (x, cy + s * 0.66)
            colour = art.energy_colour(view.colours[seat])
            pygame.draw.ellipse(
                surface, (6, 10, 14), pygame.Rect(x - height * 0.25, foot[1] - 4, height * 0.5, 8)
            )
            img = art.figure("wizard", colour, height)
            if img is not None:
                surface.blit(img, img.get_rect(midbottom=(round(x), round(foot[1]))))
            if seat == view.turn_player and not view.over:
                pygame.draw.circle(surface, GLOW, (round(x), round(foot[1] - height - 4)), 4)
    # A building where a wizard stands is drawn again in front of the figure: the wizard
    # stands beside it (``wizard_side``), and whatever still overlaps shows the building.
    for h in {view.wizards[seat] for seat in range(view.num_players)}:
        if h in view.buildings and someone_stands_on(marks, view, h):
            centre, br = building_spot(view, lay, h)
            _building(surface, view, view.buildings[h], centre, br)


def someone_stands_on(marks: IslandMarks, view: DragonIslandState, h: Hex) -> bool:
    """True unless every wizard on ``h`` is still walking there (then none stands on it)."""
    return any(
        view.wizards[seat] == h and seat not in marks.wizard_at for seat in range(view.num_players)
    )


def wizard_side(view: DragonIslandState, lay: HexLayout, h: Hex) -> float:
    """Where the wizards on ``h`` stand, as a fraction of the tile size right of its
    centre: right of the middle as usual, but left of a building on the tile's right
    (a Build badge beside a Dragon badge) and further right of one in the middle, so
    the figure no longer covers a Pen or hides a Spire."""
    if h not in view.buildings:
        return 0.4
    (bx, _), _ = building_spot(view, lay, h)
    dx = (bx - lay.to_pixel(h)[0]) / lay.size
    if dx > 0.05:
        return -0.4
    return 0.4 if dx < -0.05 else 0.56


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
    art.hexagon(surface, (centre[0] + 1, centre[1] + 2), r + 2, art.INK)
    art.hexagon(surface, centre, r + 1, (30, 30, 36))
    fill = art.energy_colour(colour) if colour != "wild" else art.CREAM
    art.star(surface, centre, r * 0.8, fill)


def _treasure(surface: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    x, y = centre
    pygame.draw.circle(surface, art.INK, (round(x + 1), round(y + 2)), round(r + 2))
    pygame.draw.circle(surface, (206, 150, 40), (round(x), round(y)), round(r + 1))
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
