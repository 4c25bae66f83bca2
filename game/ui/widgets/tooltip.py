"""Tooltips: a wrapped note near the pointer, kept on screen."""

from __future__ import annotations

import pygame

from game.ui import theme


def draw_tooltip(
    surface: pygame.Surface, message: str, pos: tuple[int, int], *, width: int = 320
) -> None:
    if not message:
        return
    pal = theme.palette()
    f = theme.font(15)
    lines = theme.wrap(message, width - 20, f)
    w = min(width, max(theme.text_width(line, 15) for line in lines) + 20)
    h = len(lines) * f.get_linesize() + 14
    rect = pygame.Rect(pos[0] + 16, pos[1] + 18, w, h)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    if rect.collidepoint(pos):
        rect.bottom = pos[1] - 8
        rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    pygame.draw.rect(surface, (12, 14, 18), rect.move(0, 3), border_radius=8)
    pygame.draw.rect(surface, (250, 244, 226), rect, border_radius=8)
    pygame.draw.rect(surface, pal.gold, rect, 1, border_radius=8)
    y = rect.y + 7
    for line in lines:
        theme.text(surface, line, (rect.x + 10, y), size=15, colour=(30, 28, 24))
        y += f.get_linesize()
