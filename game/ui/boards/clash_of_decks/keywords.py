"""Keyword icons and their plain-words meaning, drawn in code so every ability has a
distinct glyph at card size without a new art file per keyword."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

Colour = tuple[int, int, int]

EXPLAIN: dict[str, str] = {
    "aerial": "Only creatures with Aim can attack it.",
    "aim": "May attack Aerial creatures.",
    "aquatic": "Its attack is doubled while it stands next to the bridge.",
    "berserk": "When its attack destroys an enemy creature, it attacks again (not the Bastion).",
    "catalyst": "2 extra mana at the start of your turn.",
    "focus": "When played it goes next to the bridge, in front of the others.",
    "indestructible": "Incantations do nothing to it.",
    "perforation": "Also hits the card behind its target.",
    "protection": "The first damage aimed at it each turn is cancelled.",
    "rage": "May attack enemy creatures on the turn it enters (never the Bastion/Fort).",
    "splash": "Also hits the card at the same place in the other lane.",
    "sprint": "Before attacking it moves next to the bridge: +1 attack per space moved.",
    "wrecker": "Attacks the Bastion/Fort, never creatures.",
}

COLOURS: dict[str, Colour] = {
    "aerial": (120, 170, 210),
    "aim": (200, 200, 200),
    "aquatic": (60, 140, 200),
    "berserk": (190, 40, 40),
    "catalyst": (90, 170, 110),
    "focus": (150, 110, 200),
    "indestructible": (120, 120, 130),
    "perforation": (210, 120, 40),
    "protection": (70, 150, 190),
    "rage": (220, 70, 40),
    "splash": (40, 150, 160),
    "sprint": (230, 170, 40),
    "wrecker": (140, 90, 50),
}


def title(keyword: str) -> str:
    return keyword.capitalize()


@lru_cache(maxsize=256)
def icon(keyword: str, radius: int, framed: bool = False) -> pygame.Surface:
    """A round badge with the keyword's glyph; ``framed`` (square) marks an Aura given
    to neighbours, as the printed cards frame those icons."""
    size = radius * 2 + 2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (radius + 1, radius + 1)
    base = COLOURS.get(keyword, (150, 130, 100))
    if framed:
        rect = pygame.Rect(1, 1, size - 2, size - 2)
        pygame.draw.rect(surf, (20, 14, 8), rect, border_radius=3)
        pygame.draw.rect(surf, base, rect.inflate(-3, -3), border_radius=3)
        pygame.draw.rect(surf, (250, 226, 150), rect, 2, border_radius=3)
    else:
        pygame.draw.circle(surf, (20, 14, 8), c, radius)
        pygame.draw.circle(surf, base, c, radius - 1)
        pygame.draw.circle(surf, (250, 236, 200), c, radius, 1)
    _glyph(surf, keyword, c, radius * 0.62)
    return surf


def _glyph(surf: pygame.Surface, kw: str, c: tuple[int, int], r: float) -> None:
    ink = (255, 250, 238)
    x, y = c
    w = max(1, round(r / 3.2))

    def p(dx: float, dy: float) -> tuple[float, float]:
        return (x + dx * r, y + dy * r)

    if kw == "rage":  # a flame
        pygame.draw.polygon(
            surf,
            ink,
            [
                p(0, -1),
                p(0.55, 0.1),
                p(0.45, 0.7),
                p(0, 0.95),
                p(-0.45, 0.7),
                p(-0.55, 0.1),
                p(-0.15, -0.25),
            ],
        )
    elif kw == "sprint":  # double chevron towards the bridge
        for dx in (-0.45, 0.25):
            pygame.draw.lines(surf, ink, False, [p(dx, -0.7), p(dx + 0.5, 0), p(dx, 0.7)], w + 1)
    elif kw == "perforation":  # an arrow through two cards
        pygame.draw.line(surf, ink, p(-0.9, 0), p(0.5, 0), w + 1)
        pygame.draw.polygon(surf, ink, [p(0.95, 0), p(0.35, -0.45), p(0.35, 0.45)])
        pygame.draw.line(surf, ink, p(-0.2, -0.8), p(-0.2, 0.8), w)
    elif kw == "splash":  # one hit splitting into two lanes
        pygame.draw.line(surf, ink, p(-0.9, 0), p(-0.1, 0), w + 1)
        pygame.draw.line(surf, ink, p(-0.1, 0), p(0.7, -0.65), w + 1)
        pygame.draw.line(surf, ink, p(-0.1, 0), p(0.7, 0.65), w + 1)
    elif kw == "berserk":  # crossed blades
        pygame.draw.line(surf, ink, p(-0.75, -0.75), p(0.75, 0.75), w + 1)
        pygame.draw.line(surf, ink, p(0.75, -0.75), p(-0.75, 0.75), w + 1)
    elif kw in ("indestructible", "protection"):  # a shield; protection is hollow
        pts = [p(-0.7, -0.75), p(0.7, -0.75), p(0.7, 0.05), p(0, 0.9), p(-0.7, 0.05)]
        pygame.draw.polygon(surf, ink, pts, 0 if kw == "indestructible" else w + 1)
    elif kw == "aerial":  # a wing
        pygame.draw.arc(surf, ink, pygame.Rect(p(-0.9, -0.6), (1.8 * r, 1.6 * r)), 0.2, 2.9, w + 1)
        pygame.draw.line(surf, ink, p(-0.5, 0.2), p(0.5, 0.2), w)
    elif kw == "aim":  # a cross-hair
        pygame.draw.circle(surf, ink, c, round(r * 0.65), w)
        for a in range(4):
            ang = a * math.pi / 2
            pygame.draw.line(
                surf,
                ink,
                p(math.cos(ang) * 0.3, math.sin(ang) * 0.3),
                p(math.cos(ang) * 1.0, math.sin(ang) * 1.0),
                w,
            )
    elif kw == "aquatic":  # waves
        for dy in (-0.35, 0.35):
            pts = [p(-0.9 + i * 0.2, dy + 0.22 * math.sin(i * 1.6)) for i in range(10)]
            pygame.draw.lines(surf, ink, False, pts, w + 1)
    elif kw == "catalyst":  # a mana gem
        pygame.draw.polygon(surf, ink, [p(0, -0.9), p(0.6, 0), p(0, 0.9), p(-0.6, 0)])
    elif kw == "focus":  # straight to the front
        pygame.draw.line(surf, ink, p(0.75, -0.75), p(0.75, 0.75), w + 1)
        pygame.draw.line(surf, ink, p(-0.8, 0), p(0.3, 0), w + 1)
        pygame.draw.polygon(surf, ink, [p(0.6, 0), p(0.1, -0.45), p(0.1, 0.45)])
    elif kw == "wrecker":  # a tower with a crack
        pygame.draw.rect(surf, ink, pygame.Rect(p(-0.55, -0.5), (1.1 * r, 1.4 * r)))
        for dx in (-0.55, -0.1, 0.35):
            pygame.draw.rect(surf, ink, pygame.Rect(p(dx, -0.85), (0.2 * r, 0.4 * r)))
        pygame.draw.lines(surf, (60, 30, 10), False, [p(0.1, -0.5), p(-0.15, 0.1), p(0.15, 0.9)], w)
    else:
        pygame.draw.circle(surf, ink, c, round(r * 0.4))
