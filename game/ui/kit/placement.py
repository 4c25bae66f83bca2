"""Finding room on a busy table for something drawn over it for a moment (a damage number,
a "Bastion falls!"), so it never hides a card's name or a label a player reads."""

from __future__ import annotations

from collections.abc import Sequence

import pygame


def clear_shift(
    rects: Sequence[pygame.Rect],
    avoid: Sequence[pygame.Rect],
    bounds: pygame.Rect,
    *,
    reach: int = 120,
    step: int = 4,
) -> int | None:
    """The smallest sideways shift (nearest first, left before right) that puts every one
    of ``rects`` inside ``bounds`` and over none of ``avoid``; None when no shift within
    ``reach`` pixels does. Sideways only: the words stay at the height that ties them to
    their card, and slide along it just far enough to clear what is in the way."""
    for i in range(reach // step + 1):
        for dx in (0,) if i == 0 else (-i * step, i * step):
            moved = [r.move(dx, 0) for r in rects]
            if all(bounds.contains(m) and m.collidelist(avoid) == -1 for m in moved):
                return dx
    return None


def clamp_shift(rects: Sequence[pygame.Rect], bounds: pygame.Rect) -> tuple[int, int]:
    """The shift that brings the union of ``rects`` inside ``bounds`` (as far as it fits):
    the last resort when nothing is clear, so the words at least stay on the table."""
    if not rects:
        return 0, 0
    union = rects[0].unionall(list(rects[1:]))
    inside = union.clamp(bounds)
    return inside.x - union.x, inside.y - union.y
