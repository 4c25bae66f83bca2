"""A resource counter: an icon and a number, the way cardboard trackers read."""

from __future__ import annotations

import pygame

from game.ui import assets, theme


class Counter:
    def __init__(self, pos: tuple[int, int], icon: str, value: int | float = 0, *, label: str = ""):
        self.pos = pos
        self.icon = icon
        self.value = value
        self.label = label

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.pos[0], self.pos[1], 96, 40)

    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        r = self.rect
        pygame.draw.rect(surface, (14, 16, 22), r.move(0, 2), border_radius=20)
        pygame.draw.rect(surface, (44, 50, 64), r, border_radius=20)
        pygame.draw.rect(surface, pal.panel_edge, r, 1, border_radius=20)
        img = assets.icon(self.icon, 28)
        if img is not None:
            surface.blit(img, img.get_rect(midleft=(r.x + 8, r.centery)))
        else:
            pygame.draw.circle(surface, pal.gold, (r.x + 22, r.centery), 11)
        value = self.value
        shown = theme.number_text(value)
        theme.text(
            surface, shown, (r.right - 14, r.centery), size=20, weight="bold", anchor="midright"
        )
