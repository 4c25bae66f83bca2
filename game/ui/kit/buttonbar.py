"""Laying out a prompt bar's answer buttons: right-aligned, the primary answer rightmost,
and rows that do not fit stacking upward over the table, so a decision with many answers
never pushes one off the screen."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

GAP = 8  # between buttons, and between a row and the bar's right edge (less 2)


def button_rows(
    bar: pygame.Rect, widths: Sequence[int], share: float
) -> list[tuple[int, pygame.Rect]]:
    """Each button's index into ``widths`` and its rect, the bar's row first and each
    row from the right (the order a player's eye meets them). A row takes buttons in
    order until they would pass ``share`` of the bar's width; each further row sits a
    bar's height above the last, and within a row the first button is leftmost."""
    limit = bar.w * share
    rows: list[list[int]] = [[]]
    used = 0.0
    for i, w in enumerate(widths):
        if rows[-1] and used + w + GAP > limit:
            rows.append([])
            used = 0
        rows[-1].append(i)
        used += w + GAP
    placed: list[tuple[int, pygame.Rect]] = []
    for r, row in enumerate(rows):
        x = bar.right - 6
        y = bar.y + 4 - r * (bar.h - 2)
        for i in reversed(row):
            rect = pygame.Rect(x - widths[i], y, widths[i], bar.h - 8)
            x = rect.x - GAP
            placed.append((i, rect))
    return placed
