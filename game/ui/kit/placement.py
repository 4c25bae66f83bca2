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


SIDES = ("right", "left", "above", "below")


def beside(
    size: tuple[int, int],
    anchor: pygame.Rect,
    bounds: pygame.Rect,
    *,
    level: tuple[int, int] | None = None,
    sides: Sequence[str] = SIDES,
    avoid: Sequence[pygame.Rect] = (),
    keep: Sequence[pygame.Rect] = (),
    within: pygame.Rect | None = None,
    gap: int = 12,
) -> pygame.Rect:
    """Where a hover panel of ``size`` goes: beside ``anchor`` (the hovered card), on one of
    ``sides`` in that order, level with ``level`` (the mouse; else the anchor's centre),
    always inside ``bounds``. Of those places, the one covering least of ``keep`` (what
    must stay readable, the prompt bar) wins, then least of the anchor itself, then least
    of ``avoid`` (what else may be clicked now), then one inside ``within`` (the board, not
    the log beside it), then the order of ``sides``. A place over ``keep`` also tries
    sliding above, below or beside it, so a tall panel finds the room left around it.

    Every board's zoom goes through here, so the panel behaves the same in every game."""
    mx, my = level if level is not None else anchor.center
    panel = pygame.Rect((0, 0), size)
    options: list[pygame.Rect] = []
    for side in sides:
        r = panel.copy()
        if side == "right":
            r.midleft = (anchor.right + gap, my)
        elif side == "left":
            r.midright = (anchor.x - gap, my)
        elif side == "above":
            r.midbottom = (mx, anchor.y - gap)
        elif side == "below":
            r.midtop = (mx, anchor.bottom + gap)
        else:
            raise ValueError(f"no side {side!r}: one of {', '.join(SIDES)}")
        r = r.clamp(bounds)
        options.append(r)
        for k in keep:
            if r.colliderect(k):
                options.append(pygame.Rect(r.x, k.bottom + 2, r.w, r.h).clamp(bounds))
                options.append(pygame.Rect(r.x, k.y - 2 - r.h, r.w, r.h).clamp(bounds))
                options.append(pygame.Rect(k.right + 2, r.y, r.w, r.h).clamp(bounds))
                options.append(pygame.Rect(k.x - 2 - r.w, r.y, r.w, r.h).clamp(bounds))

    def area(r: pygame.Rect, other: pygame.Rect) -> int:
        c = r.clip(other)
        return c.w * c.h

    def cost(i: int) -> tuple[int, int, int, int, int]:
        r = options[i]
        off = 0 if within is None or within.contains(r) else 1
        covered = sum(area(r, k) for k in keep)
        return (covered, area(r, anchor), sum(area(r, a) for a in avoid), off, i)

    return options[min(range(len(options)), key=cost)]


def hover_bounds(screen: pygame.Rect, table: pygame.Rect, height: int) -> pygame.Rect:
    """The room a hover panel may use: the window below the top bar (from the table's top),
    or the whole window for a panel taller than that, so it is never cut."""
    bounds = pygame.Rect(screen.x + 4, table.y, screen.w - 8, screen.bottom - table.y - 4)
    return bounds if bounds.h >= height else screen.inflate(-8, -8)
