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


@dataclass
class IslandMarks:
    """What the board wants highlighted this frame."""

    targets: set[Hex] = field(default_factory=set)
    hover: Hex | None = None
    ghost: tuple[str, str] | None = None  # (colour, icon) of the held tile
    costs: dict[Hex, str] = field(default_factory=dict)
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
        _draw_dragons(surface, view, lay, h)
    _draw_wizards(surface, view, lay, marks)
    for h, text in marks.costs.items():
        cx, cy = lay.to_pixel(h)
        _pill(surface, text, (cx, cy + s * 0.98), max(11, round(s * 0.27)))
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
    elif tile_id in view.rules.tower_colour:
        _tower(surface, (cx, cy - s * 0.1), s * 0.46, art.energy_colour(colour))
    n = len(badges)
    br = s * 0.24
    for i, kind in enumerate(badges):
        bx = cx + (i - (n - 1) / 2) * s * 0.56
        by = cy + s * (0.5 if (is_keep or tile_id in view.rules.tower_colour) else 0.42)
        if kind == "build" and building is not None:
            _building(surface, view, building, (bx, by), s * 0.3)
        elif kind == "dragon":
            _nest(surface, (bx, by), br)
        else:
            art.badge(surface, kind, (bx, by), br)
    if building is not None and "build" not in badges:
        _building(surface, view, building, (cx, cy + s * 0.32), s * 0.3)
    if view.rules.faces.get(tile_id) and _is_wild(view, tile_id, view.board[h][1]):
        _wild_marker(surface, (cx - s * 0.52, cy - s * 0.3), s * 0.2, colour)
    if h in view.treasure:
        _treasure(surface, (cx + s * 0.5, cy - s * 0.3), s * 0.2)


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
    surface.blit(layer, vp)


def _draw_ghost(surface: pygame.Surface, lay: HexLayout, h: Hex, colour: str, icon: str) -> None:
    img = art.tile(colour, max(6, round(lay.size))).copy()
    img.set_alpha(170)
    cx, cy = lay.to_pixel(h)
    surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
    for i, kind in enumerate(art.ICON_BADGES.get(icon, ())):
        n = len(art.ICON_BADGES[icon])
        art.badge(surface, kind, (cx + (i - (n - 1) / 2) * lay.size * 0.5, cy), lay.size * 0.2)


def _draw_dragons(surface: pygame.Surface, view: DragonIslandState, lay: HexLayout, h: Hex) -> None:
    dragons = view.dragons.get(h)
    if not dragons:
        return
    s = lay.size
    cx, cy = lay.to_pixel(h)
    n = len(dragons)
    r = s * (0.3 if n <= 2 else 0.24)
    spread = min(r * 1.9, s * 1.25 / max(1, n - 1)) if n > 1 else 0
    penned = view.buildings.get(h, ("", -1, ""))[0] in view.rules.pen_ids
    for i, colour in enumerate(dragons):
        x = cx + (i - (n - 1) / 2) * spread
        art.dragon_token(surface, (x, cy - s * 0.12), colour, r)
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
        for i, seat in enumerate(seats):
            x = cx + s * 0.4 + (i - (n - 1) / 2) * s * 0.32
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


def _pill(surface: pygame.Surface, text: str, centre: tuple[float, float], size: int) -> None:
    img = theme.rendered(text, size, "bold", art.INK)
    rect = img.get_rect(center=(round(centre[0]), round(centre[1])))
    bg = rect.inflate(12, 4)
    pygame.draw.rect(surface, (10, 14, 20), bg.move(0, 2), border_radius=bg.h // 2)
    pygame.draw.rect(surface, GLOW, bg, border_radius=bg.h // 2)
    surface.blit(img, rect)


def _draw_vignette(surface: pygame.Surface, vp: pygame.Rect) -> None:
    pygame.draw.rect(surface, (8, 20, 34), vp, 2, border_radius=4)


def pet_colours() -> tuple[str, ...]:
    return COLOURS
