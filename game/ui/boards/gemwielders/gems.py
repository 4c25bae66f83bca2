"""Gems drawn by colour *and* shape (Ruby a red triangle, Sapphire a blue circle, ...),
from the shapes in content/gemwielders/setup.yaml: a colour-blind player tells them apart
by the outline alone, on a Gembearer's sockets, in the pool and on the requirement badges
of the gem cards."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import theme

Colour = tuple[int, int, int]

# The colour names of setup.yaml as paint: saturated enough to read on parchment and on
# the dark table alike.
PAINT: dict[str, Colour] = {
    "red": (214, 48, 56),
    "blue": (48, 116, 230),
    "green": (36, 168, 92),
    "yellow": (238, 192, 40),
    "violet": (156, 84, 214),
}
FALLBACK: Colour = (170, 170, 180)
OUTLINE: Colour = (18, 14, 22)


def paint(colour: str) -> Colour:
    return PAINT.get(colour, FALLBACK)


def _points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]] | None:
    """The outline of ``shape`` inside a circle of radius ``r``; None for the circle."""
    if shape == "circle":
        return None
    if shape == "triangle":
        # Point up; lowered a little so its area sits in the middle of the circle.
        return [
            (cx + r * math.cos(math.radians(a)), cy + 0.12 * r + r * math.sin(math.radians(a)))
            for a in (-90, 30, 150)
        ]
    if shape == "square":
        s = r * 0.82
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r * 0.78, cy), (cx, cy + r), (cx - r * 0.78, cy)]
    if shape == "hexagon":
        return [
            (cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i)))
            for i in range(6)
        ]
    return None


@lru_cache(maxsize=256)
def gem_image(shape: str, colour: str, size: int, dim: bool = False) -> pygame.Surface:
    """One gem, ``size`` pixels square: a dark outline (the shape must read even in grey),
    the body in its colour and a light facet at its top left."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    r = size / 2 - max(1.0, size / 14)
    body = paint(colour)
    if dim:
        body = theme.lerp(body, (70, 70, 78), 0.6)
    light = theme.shade(body, 1.45)
    dark = theme.shade(body, 0.62)
    width = max(1, round(size / 11))
    pts = _points(shape, c, c, r)
    if pts is None:
        pygame.draw.circle(surf, OUTLINE, (c, c), r + width * 0.5)
        pygame.draw.circle(surf, dark, (c, c), r - width * 0.5)
        pygame.draw.circle(surf, body, (c - r * 0.1, c - r * 0.1), r * 0.78)
        pygame.draw.circle(surf, light, (c - r * 0.35, c - r * 0.35), max(1.0, r * 0.28))
        return surf
    pygame.draw.polygon(surf, OUTLINE, _grow(pts, c, c, width * 0.7))
    pygame.draw.polygon(surf, dark, pts)
    inner = _grow(pts, c, c, -max(1.0, r * 0.2))
    pygame.draw.polygon(surf, body, [(x - r * 0.05, y - r * 0.05) for x, y in inner])
    # A facet: the triangle between the centre and the first two corners, lit.
    facet = [(c, c), inner[-1], inner[0]]
    pygame.draw.polygon(surf, light, _grow(facet, c, c, -max(1.0, r * 0.12)))
    return surf


def _grow(
    pts: list[tuple[float, float]], cx: float, cy: float, by: float
) -> list[tuple[float, float]]:
    """The polygon pushed out from its centre by ``by`` pixels (pulled in when negative)."""
    out = []
    for x, y in pts:
        d = math.hypot(x - cx, y - cy) or 1.0
        k = (d + by) / d
        out.append((cx + (x - cx) * k, cy + (y - cy) * k))
    return out


def draw_gem(
    surface: pygame.Surface,
    centre: tuple[float, float],
    size: int,
    shape: str,
    colour: str,
    *,
    dim: bool = False,
) -> pygame.Rect:
    img = gem_image(shape, colour, size, dim)
    rect = img.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(img, rect)
    return rect


def draw_socket(surface: pygame.Surface, centre: tuple[float, float], size: int) -> None:
    """An empty socket: a dark hollow ring, so the five places read even when empty."""
    c = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, (206, 192, 162), c, size // 2)
    pygame.draw.circle(surface, (150, 132, 110), c, size // 2, max(1, size // 8))
    pygame.draw.circle(surface, (120, 104, 88), (c[0], c[1] + 1), max(1, size // 2 - 3), 1)


def requirement_badge(shape: str, colour: str, count: int, gem_size: int) -> pygame.Surface:
    """The gems a card needs, one shape per gem in a dark pill: 'two red triangles' reads
    as a requirement of 2 Rubies in colour and in shape."""
    return _requirement_badge(shape, colour, count, gem_size)


@lru_cache(maxsize=128)
def _requirement_badge(shape: str, colour: str, count: int, gem_size: int) -> pygame.Surface:
    pad = max(2, gem_size // 5)
    gap = max(1, gem_size // 8)
    w = count * gem_size + (count - 1) * gap + 2 * pad
    h = gem_size + 2 * pad
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (20, 16, 24, 235), surf.get_rect(), border_radius=h // 2)
    pygame.draw.rect(surf, (200, 170, 110), surf.get_rect(), 1, border_radius=h // 2)
    for i in range(count):
        surf.blit(gem_image(shape, colour, gem_size), (pad + i * (gem_size + gap), pad))
    return surf
