"""A bridge track of N tiles between two ends, with tokens standing on tiles."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.kit.token import draw_token


class BridgeTrack:
    def __init__(
        self,
        rect: pygame.Rect,
        tiles: int,
        *,
        labels: list[str] | None = None,
        on_click: Callable[[int], None] | None = None,
    ):
        self.rect = pygame.Rect(rect)
        self.tiles = tiles
        self.labels = labels or [""] * tiles
        self.on_click = on_click
        self.tokens: dict[str, tuple[int, theme.Colour, str]] = {}
        self.legal: set[int] = set()
        self.hover: int | None = None

    def tile_rect(self, index: int) -> pygame.Rect:
        gap = 4
        w = (self.rect.w - gap * (self.tiles - 1)) / self.tiles
        return pygame.Rect(
            round(self.rect.x + index * (w + gap)), self.rect.y, round(w), self.rect.h
        )

    def tile_centre(self, index: int) -> tuple[int, int]:
        return self.tile_rect(index).center

    def index_at(self, point: tuple[int, int]) -> int | None:
        for i in range(self.tiles):
            if self.tile_rect(i).collidepoint(point):
                return i
        return None

    def place(self, key: str, index: int, colour: theme.Colour, label: str = "") -> None:
        self.tokens[key] = (index, colour, label)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.index_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self.index_at(event.pos)
            if index is not None and self.on_click:
                self.on_click(index)
                return True
        return False

    def draw(
        self, surface: pygame.Surface, positions: dict[str, tuple[float, float]] | None = None
    ) -> None:
        """``positions`` overrides token centres (tweens moving a token between tiles)."""
        pal = theme.palette()
        chasm = self.rect.inflate(40, 60)
        pygame.draw.rect(surface, (10, 10, 16), chasm, border_radius=12)
        for i in range(self.tiles):
            r = self.tile_rect(i)
            stone = (128, 104, 82) if i % 2 else (112, 92, 74)
            pygame.draw.rect(surface, (40, 30, 24), r.move(0, 4), border_radius=6)
            pygame.draw.rect(surface, stone, r, border_radius=6)
            pygame.draw.line(
                surface, theme.shade(stone, 1.25), (r.x + 4, r.y + 2), (r.right - 5, r.y + 2), 2
            )
            if i in self.legal:
                pygame.draw.rect(
                    surface,
                    pal.glow,
                    r.inflate(-2, -2),
                    3 if i == self.hover else 2,
                    border_radius=6,
                )
            if self.labels[i]:
                theme.text(
                    surface,
                    self.labels[i],
                    (r.centerx, r.bottom - 6),
                    size=11,
                    colour=(40, 30, 24),
                    anchor="midbottom",
                )
        stacks: dict[int, int] = {}
        for key, (index, colour, label) in self.tokens.items():
            n = stacks.get(index, 0)
            stacks[index] = n + 1
            cx, cy = self.tile_centre(index)
            centre = (positions or {}).get(key, (cx, cy - 8 - n * 10))
            draw_token(
                surface, centre, colour, radius=min(16, self.tile_rect(0).w // 2 - 2), label=label
            )
