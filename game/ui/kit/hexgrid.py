"""A hex grid with exact pixel <-> hex mapping (pointy-top, axial coordinates).

The maths follows Red Blob Games' hexagon guide: axial (q, r) to pixel is a linear map,
pixel to hex inverts it and rounds in cube coordinates, so a click anywhere inside a
hexagon selects that hexagon, edges included.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import pygame

from game.ui import assets, theme

SQRT3 = math.sqrt(3.0)
Hex = tuple[int, int]
NEIGHBOURS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def cube_round(qf: float, rf: float) -> Hex:
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return int(q), int(r)


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


@dataclass(frozen=True)
class HexLayout:
    size: float  # centre to corner, in pixels
    origin: tuple[float, float] = (0.0, 0.0)

    def to_pixel(self, h: Hex) -> tuple[float, float]:
        q, r = h
        return (
            self.origin[0] + self.size * SQRT3 * (q + r / 2),
            self.origin[1] + self.size * 1.5 * r,
        )

    def fractional(self, x: float, y: float) -> tuple[float, float]:
        px = (x - self.origin[0]) / self.size
        py = (y - self.origin[1]) / self.size
        return SQRT3 / 3 * px - py / 3, 2 / 3 * py

    def to_hex(self, x: float, y: float) -> Hex:
        return cube_round(*self.fractional(x, y))

    def corners(self, h: Hex, shrink: float = 0.0) -> list[tuple[float, float]]:
        cx, cy = self.to_pixel(h)
        r = self.size - shrink
        return [
            (
                cx + r * math.cos(math.radians(60 * i - 30)),
                cy + r * math.sin(math.radians(60 * i - 30)),
            )
            for i in range(6)
        ]

    @staticmethod
    def fitting(cells: Iterable[Hex], rect: pygame.Rect, max_size: float = 64) -> HexLayout:
        """The largest layout (up to ``max_size``) that shows ``cells`` centred in ``rect``."""
        cells = list(cells) or [(0, 0)]
        unit = HexLayout(1.0)
        xs = [unit.to_pixel(c)[0] for c in cells]
        ys = [unit.to_pixel(c)[1] for c in cells]
        w = max(xs) - min(xs) + SQRT3
        h = max(ys) - min(ys) + 2
        size = min(max_size, rect.w / w, rect.h / h)
        cx = (max(xs) + min(xs)) / 2 * size
        cy = (max(ys) + min(ys)) / 2 * size
        return HexLayout(size, (rect.centerx - cx, rect.centery - cy))


@dataclass
class HexGridView:
    """Terrain hexes with textures, a hover glow on legal hexes and a click callback."""

    layout: HexLayout
    terrain: dict[Hex, str]
    on_click: Callable[[Hex], None] | None = None
    legal: set[Hex] = field(default_factory=set)
    hover: Hex | None = None
    _cache: dict[tuple[str, int], pygame.Surface] = field(default_factory=dict)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            h = self.layout.to_hex(*event.pos)
            self.hover = h if h in self.terrain else None
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            h = self.layout.to_hex(*event.pos)
            if h in self.terrain and self.on_click:
                self.on_click(h)
                return True
        return False

    def _tile(self, kind: str) -> pygame.Surface:
        size = round(self.layout.size)
        key = (kind, size)
        if key not in self._cache:
            w, h = round(SQRT3 * size), 2 * size
            tile = pygame.Surface((w, h), pygame.SRCALPHA)
            texture = assets.image(f"textures/hex_{kind}.png")
            if texture is not None:
                tile.blit(pygame.transform.smoothscale(texture, (w, h)), (0, 0))
            else:
                tile.fill(theme.DEFAULT_ACCENT)
            mask = pygame.Surface((w, h), pygame.SRCALPHA)
            local = HexLayout(size, (w / 2, h / 2))
            pygame.draw.polygon(mask, (255, 255, 255, 255), local.corners((0, 0), 1))
            tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            self._cache[key] = tile
        return self._cache[key]

    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        for h, kind in self.terrain.items():
            cx, cy = self.layout.to_pixel(h)
            pygame.draw.polygon(
                surface, (8, 10, 14), [(x, y + 4) for x, y in self.layout.corners(h)]
            )
            tile = self._tile(kind)
            surface.blit(tile, tile.get_rect(center=(round(cx), round(cy))))
            pygame.draw.polygon(surface, (20, 24, 30), self.layout.corners(h), 2)
        for h in self.legal:
            if h in self.terrain:
                colour = pal.glow if h == self.hover else theme.shade(pal.glow, 0.7)
                pygame.draw.polygon(
                    surface, colour, self.layout.corners(h, 3), 3 if h == self.hover else 2
                )
