"""The scene the bridge spans: a dusk sky, a moon, two cliffs and the stone tiles, with
the orange ends named after what they mean *now* (Exit or Threatened), since that flips
every time the Dragon flies."""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from game.engines.dragon_bridge.bridge import Bridge
from game.ui import assets, theme
from game.ui.boards.dragon_bridge import layout as L
from game.ui.boards.dragon_bridge import palette as P


@lru_cache(maxsize=2)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        colour = (
            theme.lerp(P.SKY_TOP, P.SKY_MID, t * 1.6)
            if t < 0.62
            else theme.lerp(P.SKY_MID, P.SKY_LOW, (t - 0.62) / 0.38)
        )
        pygame.draw.line(surf, colour, (0, y), (w, y))
    rng = random.Random(7)
    for _ in range(70):
        x, y = rng.randrange(w), rng.randrange(int(h * 0.55))
        v = rng.randrange(150, 255)
        surf.set_at((x, y), (v, v, min(255, v + 20), 255))
    moon = (int(w * 0.3), int(h * 0.3))
    halo = pygame.Surface((160, 160), pygame.SRCALPHA)
    for r in range(80, 30, -6):
        pygame.draw.circle(halo, (*P.MOON, 10), (80, 80), r)
    surf.blit(halo, (moon[0] - 80, moon[1] - 80))
    pygame.draw.circle(surf, P.MOON, moon, 30)
    pygame.draw.circle(surf, theme.shade(P.MOON, 1.1), (moon[0] - 8, moon[1] - 8), 10)
    top = L.TILE_TOP - L.SCENE.y + 6
    for side in (0, 1):
        x0 = 0 if side == 0 else w
        edge = L.LAIR_W + 6
        xe = edge if side == 0 else w - edge
        pts = [(x0, top - 26), (xe, top), (xe - (18 if side == 0 else -18), h), (x0, h)]
        pygame.draw.polygon(surf, P.CLIFF, pts)
        pygame.draw.line(surf, P.CLIFF_EDGE, pts[0], pts[1], 3)
    rope_y = top - 4
    pygame.draw.line(surf, (60, 40, 32), (L.LAIR_W, rope_y), (w - L.LAIR_W, rope_y), 3)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=12)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


def tile_colour(bridge: Bridge, i: int, threatened: bool) -> P.Colour:
    if threatened:
        return P.THREAT
    if bridge.has(i, "orange"):
        return P.ORANGE
    if bridge.has(i, "center"):
        return (176, 150, 120)
    if bridge.has(i, "start"):
        return (160, 134, 106)
    return P.STONE if i % 2 else P.STONE_DARK


def draw_tile(surface: pygame.Surface, r: pygame.Rect, colour: P.Colour) -> None:
    """The stone of tile ``r`` (its mark and gem are drawn by :func:`draw_tile_marks`)."""
    pygame.draw.rect(surface, (24, 16, 14), r.move(0, 5), border_radius=5)
    pygame.draw.rect(surface, theme.shade(colour, 0.75), r.move(0, 2), border_radius=5)
    pygame.draw.rect(surface, colour, r.inflate(0, -2).move(0, -1), border_radius=5)
    pygame.draw.line(
        surface, theme.shade(colour, 1.3), (r.x + 4, r.y + 2), (r.right - 5, r.y + 2), 2
    )


def tile_mark(start: bool, center: bool) -> str:
    """ "S", "C", or "SC" for a tile that is both (the literal 18-tile bridge)."""
    return ("S" if start else "") + ("C" if center else "")


MARK_SIZE = 11
GEM_HALF = 6  # half the height of the gem drawn on a gem tile


def draw_tile_marks(
    surface: pygame.Surface, r: pygame.Rect, *, gem_tile: bool, mark: str
) -> pygame.Rect | None:
    """The Start/Center mark and the gem, in the foot of the tile (side by side when a
    tile has both); returns where the mark's letters went, if any."""
    foot = L.tile_foot(r)
    cy = foot.centery
    gem_x = foot.centerx
    mark_x = foot.centerx
    if gem_tile and mark:
        gem_x = foot.centerx - GEM_HALF - 1
        mark_x = foot.centerx + (theme.font(MARK_SIZE, "bold").size(mark)[0] + 1) // 2 + 1
    if gem_tile:
        h = GEM_HALF
        pts = [(gem_x, cy - h), (gem_x + h, cy - 1), (gem_x, cy + h), (gem_x - h, cy - 1)]
        pygame.draw.polygon(surface, P.GEM_GREEN, pts)
        pygame.draw.polygon(surface, (20, 40, 28), pts, 1)
    if not mark:
        return None
    return theme.text(
        surface,
        mark,
        (mark_x, cy),
        size=MARK_SIZE,
        weight="bold",
        colour=P.INK,
        anchor="center",
    )


def draw_dragon(
    surface: pygame.Surface, centre: tuple[float, float], facing_right: bool, size: int = 92
) -> pygame.Rect:
    img = assets.icon("dragon", size)
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (round(centre[0]), round(centre[1]))
    if img is None:
        pygame.draw.circle(surface, P.THREAT, rect.center, size // 3)
        return rect
    if not facing_right:
        img = pygame.transform.flip(img, True, False)
    glow = pygame.Surface((size + 40, size + 40), pygame.SRCALPHA)
    pygame.draw.circle(glow, (*P.ORANGE, 40), (size // 2 + 20, size // 2 + 20), size // 2 + 16)
    surface.blit(glow, (rect.x - 20, rect.y - 20))
    surface.blit(img, rect)
    return rect
