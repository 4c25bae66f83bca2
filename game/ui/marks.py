"""Marking one action on any board: a hint, or the better move an analysis found.

No board knows about hints. Every board already knows where a click proposes a given
action (the hook its own tests post real clicks through: ``click_point(action)``, or
``click_points(action)`` for a move made of several clicks, or a generic board's
``buttons``); a board may also offer ``hint_point(action)`` to choose the spot itself.
Where none answers (a choice in a dialog not open yet), the banner naming the action
says it alone, so every game gets marks without game-specific code.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.core.actions import Action
from game.ui import theme

Point = tuple[int, int]


def action_point(board: Any, action: Action) -> Point | None:
    """Where on ``board`` one clicks first to propose ``action``, or None."""
    for name in ("hint_point", "click_point"):
        hook = getattr(board, name, None)
        if callable(hook):
            try:
                point = hook(action)
            except Exception:  # "no click for that action now": the banner tells it
                point = None
            if point:
                return (int(point[0]), int(point[1]))
    hook = getattr(board, "click_points", None)
    if callable(hook):
        try:
            points = hook(action)
        except TypeError:  # click_points() listing every (point, actions) on screen
            try:
                points = [p for p, acts in hook() if acts and acts[0] == action]
            except Exception:
                points = []
        except Exception:
            points = []
        if points:
            first = points[0]
            return (int(first[0]), int(first[1]))
    for entry in getattr(board, "buttons", []) or []:
        if isinstance(entry, tuple) and len(entry) == 2 and entry[1] == action:
            return entry[0].rect.center
    return None


def draw_ring(surface: pygame.Surface, point: Point, clock: float) -> None:
    """A pulsing gold ring, the way legal targets glow, around ``point``."""
    pal = theme.palette()
    pulse = 0.5 + 0.5 * math.sin(clock * 5.0)
    radius = round(26 + 6 * pulse)
    glow = pygame.Surface((radius * 2 + 16, radius * 2 + 16), pygame.SRCALPHA)
    centre = (radius + 8, radius + 8)
    pygame.draw.circle(glow, (*pal.gold, round(60 + 60 * pulse)), centre, radius + 6)
    pygame.draw.circle(glow, (0, 0, 0, 0), centre, radius - 4)
    surface.blit(glow, (point[0] - centre[0], point[1] - centre[1]))
    pygame.draw.circle(surface, pal.gold, point, radius, 4)
    pygame.draw.circle(surface, (250, 246, 236), point, radius + 2, 1)


def banner_height(text: str, *, width: int = 860) -> int:
    """How tall :func:`draw_banner` draws ``text`` at ``width`` (one or two lines)."""
    f = theme.font(17, "semibold")
    return 14 + len(theme.wrap(text, width - 40, f)[:2]) * f.get_linesize()


def draw_banner(
    surface: pygame.Surface, text: str, midtop: Point, *, width: int = 860
) -> pygame.Rect:
    """A pill naming the marked action: always shown, so a mark is never only a ring.
    Returns where it was drawn."""
    pal = theme.palette()
    f = theme.font(17, "semibold")
    lines = theme.wrap(text, width - 40, f)[:2]
    h = banner_height(text, width=width)
    w = min(width, max(theme.text_width(line, 17, "semibold") for line in lines) + 40)
    rect = pygame.Rect(0, 0, w, h)
    rect.midtop = midtop
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (16, 18, 24, 225), shade.get_rect(), border_radius=12)
    surface.blit(shade, rect)
    pygame.draw.rect(surface, pal.gold, rect, 2, border_radius=12)
    y = rect.y + 7
    for line in lines:
        theme.text(surface, line, (rect.centerx, y), size=17, weight="semibold", anchor="midtop")
        y += f.get_linesize()
    return rect
