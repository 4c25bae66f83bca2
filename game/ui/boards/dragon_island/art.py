"""The island's look: terrain tiles from the hex textures, tinted so the colour that matters
for the rules reads at a glance, plus the small vector glyphs for icons and pieces.

Everything is drawn once per size and cached; zooming quantises sizes to whole pixels.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import assets, theme
from game.ui.kit.hexgrid import SQRT3, HexLayout

Colour = tuple[int, int, int]

# Rule colours as chips, dragons and figures (the sea-and-meadow palette of the title tile).
CHIP: dict[str, Colour] = {
    "blue": (64, 136, 226),
    "green": (84, 176, 86),
    "red": (222, 82, 58),
    "white": (238, 240, 244),
    "gold": (236, 190, 64),
    "wild": (40, 40, 48),
    "keep": (200, 176, 130),
}
SEA_TOP: Colour = (28, 78, 118)
SEA_BOTTOM: Colour = (12, 38, 70)
FOAM: Colour = (150, 200, 220)
INK: Colour = (18, 22, 28)
CREAM: Colour = (250, 244, 228)

# Terrain texture and how far it is pushed towards its rule colour.
_TERRAIN: dict[str, tuple[str, Colour | None, float]] = {
    "blue": ("water", None, 0.0),
    "green": ("grass", None, 0.0),
    "red": ("lava", None, 0.0),
    "white": ("mountain", (236, 240, 246), 0.62),
    "gold": ("sand", (240, 196, 72), 0.35),
    "wild": ("forest", (26, 26, 32), 0.72),
    "keep": ("mountain", (196, 170, 122), 0.45),
}
ICON_BADGES: dict[str, tuple[str, ...]] = {
    "dragon_build": ("dragon", "build"),
    "double_dragon": ("dragon", "dragon"),
    "build": ("build",),
    "telekinesis": ("telekinesis",),
    "wild_build": ("build",),
    "storm": ("storm",),
    "map": ("map",),
    "gold_coin": ("gold_coin",),
}


def energy_colour(name: str) -> Colour:
    return CHIP.get(name, CHIP["keep"])


@lru_cache(maxsize=96)
def tile(colour: str, size: int) -> pygame.Surface:
    """A bevelled terrain hexagon of ``colour`` whose centre-to-corner is ``size``."""
    texture_name, tint, amount = _TERRAIN.get(colour, _TERRAIN["keep"])
    w, h = round(SQRT3 * size), 2 * size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    texture = assets.image(f"textures/hex_{texture_name}.png")
    if texture is not None:
        surf.blit(pygame.transform.smoothscale(texture, (w, h)), (0, 0))
    else:
        surf.fill(energy_colour(colour))
    if tint is not None:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((*tint, round(255 * amount)))
        surf.blit(veil, (0, 0))
    local = HexLayout(size, (w / 2, h / 2))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), local.corners((0, 0), 0.5))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    corners = local.corners((0, 0), max(1.5, size * 0.06))
    light = theme.shade(energy_colour(colour), 1.45)
    dark = theme.shade(energy_colour(colour), 0.45)
    width = max(1, round(size * 0.07))
    for i in range(6):
        a, b = corners[i], corners[(i + 1) % 6]
        upper = (a[1] + b[1]) / 2 < h / 2
        edge = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.line(edge, (*(light if upper else dark), 120), a, b, width)
        surf.blit(edge, (0, 0))
    pygame.draw.polygon(surf, (*INK, 255), local.corners((0, 0), 0.5), max(1, size // 22))
    return surf


@lru_cache(maxsize=64)
def figure(name: str, colour: Colour, height: int) -> pygame.Surface | None:
    """An SVG figure recoloured for its owner: grey it, lift it, multiply by the colour, so
    the shading survives and a white dragon is as readable as a red one."""
    img = assets.icon(name, height)
    if img is None:
        return None
    grey = pygame.transform.grayscale(img)
    grey.fill((110, 110, 110, 0), special_flags=pygame.BLEND_RGB_ADD)
    grey.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out = pygame.Surface((height + 2, height + 2), pygame.SRCALPHA)
    edge = pygame.mask.from_surface(img, 90).to_surface(
        setcolor=(*INK, 255), unsetcolor=(0, 0, 0, 0)
    )
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2)):
        out.blit(edge, (dx, dy))
    out.blit(grey, (1, 1))
    return out


@lru_cache(maxsize=64)
def silhouette(name: str, colour: Colour, size: int) -> pygame.Surface | None:
    """An icon's shape in one flat colour: the most legible way to show a dragon small."""
    img = assets.icon(name, size)
    if img is None:
        return None
    return pygame.mask.from_surface(img, 90).to_surface(
        setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0)
    )


def dragon_token(
    surface: pygame.Surface, centre: tuple[float, float], colour: str, r: float
) -> None:
    """A dragon on the island: a disc in its colour with the dragon's shape in ink."""
    x, y = round(centre[0]), round(centre[1])
    ri = max(3, round(r))
    c = energy_colour(colour)
    # Its shadow down and a little right, in proportion (the tile's layout counts on it).
    pygame.draw.circle(surface, (6, 10, 14), (x + round(ri * 0.1), y + round(ri * 0.3)), ri)
    pygame.draw.circle(surface, theme.shade(c, 0.6), (x, y + 1), ri)
    pygame.draw.circle(surface, c, (x, y), ri)
    pygame.draw.circle(surface, CREAM if colour != "white" else INK, (x, y), ri, max(1, ri // 8))
    ink = INK if sum(c) > 300 or colour in ("green", "red", "blue") else CREAM
    shape = silhouette("dragon", ink, max(5, round(ri * 1.7)))
    if shape is not None:
        surface.blit(shape, shape.get_rect(center=(x, y + 1)))


def badge(surface: pygame.Surface, kind: str, centre: tuple[float, float], r: float) -> None:
    """One round icon badge as printed on a tile: dark disc, light glyph."""
    x, y = centre
    ri = max(4, round(r))
    disc = pygame.Surface((ri * 2 + 2, ri * 2 + 2), pygame.SRCALPHA)
    pygame.draw.circle(disc, (*INK, 185), (ri + 1, ri + 1), ri)
    pygame.draw.circle(disc, (*CREAM, 150), (ri + 1, ri + 1), ri, max(1, ri // 7))
    surface.blit(disc, (round(x) - ri - 1, round(y) - ri - 1))
    glyph(surface, kind, centre, r * 0.62, CREAM)


def glyph(
    surface: pygame.Surface, kind: str, centre: tuple[float, float], r: float, colour: Colour
) -> None:
    x, y = centre
    if kind == "build":
        roof = [(x - r, y - r * 0.05), (x, y - r * 0.95), (x + r, y - r * 0.05)]
        pygame.draw.polygon(surface, colour, roof)
        pygame.draw.rect(surface, colour, (x - r * 0.7, y - r * 0.1, r * 1.4, r * 0.95))
        door = pygame.Rect(0, 0, max(2, r * 0.45), max(2, r * 0.55))
        door.midbottom = (round(x), round(y + r * 0.85))
        pygame.draw.rect(surface, INK, door)
    elif kind == "storm":
        bolt = [
            (x + r * 0.25, y - r),
            (x - r * 0.65, y + r * 0.15),
            (x - r * 0.05, y + r * 0.15),
            (x - r * 0.3, y + r),
            (x + r * 0.65, y - r * 0.2),
            (x + r * 0.05, y - r * 0.2),
        ]
        pygame.draw.polygon(surface, (255, 224, 96), bolt)
    elif kind == "wild":
        star(surface, centre, r, colour)
    elif kind == "dragon":
        img = silhouette("dragon", colour, max(8, round(r * 2.2)))
        if img is not None:
            surface.blit(img, img.get_rect(center=(round(x), round(y))))
    else:
        name = {"telekinesis": "teleport", "map": "scroll", "gold_coin": "gold"}.get(kind, kind)
        img = assets.icon(name, max(8, round(r * 2.1)))
        if img is not None:
            surface.blit(img, img.get_rect(center=(round(x), round(y))))


def star(
    surface: pygame.Surface, centre: tuple[float, float], r: float, colour: Colour, points: int = 5
) -> None:
    x, y = centre
    pts = []
    for i in range(points * 2):
        rad = r if i % 2 == 0 else r * 0.45
        a = math.pi * i / points - math.pi / 2
        pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)


def hexagon(
    surface: pygame.Surface,
    centre: tuple[float, float],
    r: float,
    colour: Colour | tuple[int, int, int, int],
    width: int = 0,
) -> None:
    pygame.draw.polygon(surface, colour, HexLayout(r, centre).corners((0, 0)), width)


def chip(
    surface: pygame.Surface,
    centre: tuple[float, float],
    colour_name: str,
    r: int,
    *,
    dim: bool = False,
    label: str = "",
) -> pygame.Rect:
    """An energy cube as a rounded square chip; ``dim`` for colours not active here."""
    c = energy_colour(colour_name)
    if dim:
        c = theme.lerp(c, (46, 54, 66), 0.72)
    rect = pygame.Rect(0, 0, r * 2, r * 2)
    rect.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surface, INK, rect.move(1, 2), border_radius=max(2, r // 3))
    pygame.draw.rect(surface, c, rect, border_radius=max(2, r // 3))
    pygame.draw.rect(
        surface, theme.shade(c, 1.3), rect.inflate(-r // 2, -r // 2), 1, max(2, r // 4)
    )
    if label:
        # By luminance, not by the channels' sum, which put near-black digits on blue.
        dark = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2] > 170
        theme.text(
            surface,
            label,
            rect.center,
            size=max(11, round(r * 1.1)),
            weight="bold",
            colour=INK if dark else CREAM,
            anchor="center",
        )
    return rect


@lru_cache(maxsize=4)
def sea(size: tuple[int, int]) -> pygame.Surface:
    """Open water under the island: a deep gradient with short foam strokes like the tile."""
    surf = theme.vertical_gradient(size, SEA_TOP, SEA_BOTTOM)
    w, h = size
    seed = 7
    for i in range(140):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        x = seed % w
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        y = seed % h
        length = 6 + i % 9
        alpha = 40 + (i * 13) % 50
        line = pygame.Surface((length, 2), pygame.SRCALPHA)
        line.fill((*FOAM, alpha))
        surf.blit(line, (x, y))
    return surf
