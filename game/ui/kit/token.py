"""Tokens and figures: a round piece with a colour and an icon or letter, and a standing
figure drawn from an SVG (wizard, dragon), each with a shadow and an optional glow."""

from __future__ import annotations

import pygame

from game.ui import assets, theme


def draw_token(
    surface: pygame.Surface,
    centre: tuple[float, float],
    colour: theme.Colour,
    *,
    radius: int = 16,
    label: str = "",
    icon: str | None = None,
    highlight: bool = False,
) -> pygame.Rect:
    x, y = round(centre[0]), round(centre[1])
    if highlight:
        halo = pygame.Surface((radius * 4, radius * 4), pygame.SRCALPHA)
        pygame.draw.circle(
            halo, (*theme.palette().glow, 70), (radius * 2, radius * 2), round(radius * 1.6)
        )
        surface.blit(halo, (x - radius * 2, y - radius * 2))
    pygame.draw.circle(surface, (6, 8, 12), (x + 2, y + 4), radius)
    pygame.draw.circle(surface, theme.shade(colour, 0.7), (x, y + 2), radius)
    pygame.draw.circle(surface, colour, (x, y), radius)
    pygame.draw.circle(
        surface, theme.shade(colour, 1.35), (x - radius // 3, y - radius // 3), max(2, radius // 3)
    )
    pygame.draw.circle(surface, (250, 246, 236), (x, y), radius, 2)
    if icon:
        img = assets.icon(icon, radius + 6)
        if img is not None:
            surface.blit(img, img.get_rect(center=(x, y)))
    elif label:
        theme.text(
            surface,
            label,
            (x, y),
            size=max(10, radius),
            weight="bold",
            colour=(20, 18, 14),
            anchor="center",
        )
    return pygame.Rect(x - radius, y - radius, radius * 2, radius * 2)


def draw_figure(
    surface: pygame.Surface,
    foot: tuple[float, float],
    figure: str,
    *,
    height: int = 56,
    tint: theme.Colour | None = None,
    highlight: bool = False,
) -> pygame.Rect:
    """A standing figure whose feet touch ``foot``; ``tint`` colours it for its owner."""
    img = assets.icon(figure, height)
    rect = pygame.Rect(0, 0, height, height)
    rect.midbottom = (round(foot[0]), round(foot[1]))
    if img is None:
        return draw_token(surface, rect.center, tint or theme.DEFAULT_ACCENT, highlight=highlight)
    if tint is not None:
        img = img.copy()
        img.fill((*tint, 255), special_flags=pygame.BLEND_RGBA_MULT)
    if highlight:
        outline = pygame.mask.from_surface(img).outline()
        if len(outline) > 2:
            pts = [(rect.x + x, rect.y + y) for x, y in outline]
            pygame.draw.lines(surface, theme.palette().glow, True, pts, 3)
    surface.blit(img, rect)
    return rect
