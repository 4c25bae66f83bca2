"""The list panels of the menu scenes (saved games, finished games, statistics): a panel
with column heads, a message where the list is empty, and rows in alternating shades.
One look for every list, so a new one is not drawn by copying another."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import theme

ROW_SHADES = ((38, 44, 58), (34, 39, 51))
ROWS_INSET = 12  # rows end this far inside the panel, leaving the scroll bar its room


def draw_list_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    heads: Sequence[tuple[int, str]],
    *,
    head_y: int = 20,
    head_size: int = 13,
    empty: Sequence[str] = (),
    empty_dy: int = 0,
) -> None:
    """The panel, its column heads (``(x from the panel's left, text)``) and, when the
    list has nothing to show, ``empty`` centred in it, one line under another."""
    pal = theme.palette()
    theme.panel(surface, rect, radius=16)
    for x, head in heads:
        theme.text(
            surface,
            head,
            (rect.x + x, rect.y + head_y),
            size=head_size,
            weight="bold",
            colour=pal.text_dim,
        )
    top = rect.centery + empty_dy - 14 * (len(empty) - 1)
    for i, line in enumerate(empty):
        theme.text(
            surface,
            line,
            (rect.centerx, top + 28 * i),
            size=18,
            colour=pal.text_dim,
            anchor="center",
        )


def draw_row_band(surface: pygame.Surface, row: pygame.Rect, index: int, radius: int = 8) -> None:
    """A row's background: even and odd rows shaded apart so a wide row reads across."""
    pygame.draw.rect(surface, ROW_SHADES[index % 2], row, border_radius=radius)


def wheel_scroll(scroll: int, wheel_y: int, total: int, page: int) -> int:
    """The first row shown after a mouse-wheel step, kept so the last page stays full."""
    return min(max(0, total - page), max(0, scroll - wheel_y))


def row_rect(panel: pygame.Rect, y: int, height: int) -> pygame.Rect:
    """A row of ``panel`` at ``y``: ``ROWS_INSET`` in from either side."""
    return pygame.Rect(panel.x + ROWS_INSET, y, panel.w - 2 * ROWS_INSET, height)


def scroll_track(rows_right: int, top: int, page: int, row_h: int) -> pygame.Rect:
    """Where a list's scroll bar runs: just right of its rows (which end ``ROWS_INSET``
    inside the panel), from the first row's top to the last's bottom."""
    return pygame.Rect(rows_right + 3, top, 5, page * row_h - 6)


def draw_scroll_bar(
    surface: pygame.Surface,
    rows_right: int,
    top: int,
    row_h: int,
    scroll: int,
    page: int,
    total: int,
) -> None:
    """A list longer than its page shows how much lies above and below (as the log's bar
    does), so rows past the last shown are not left for the wheel to find by chance."""
    if total <= page:
        return
    track = scroll_track(rows_right, top, page, row_h)
    pygame.draw.rect(surface, (50, 56, 70), track, border_radius=3)
    h = max(24, round(track.h * page / total))
    y = track.y + round((track.h - h) * scroll / (total - page))
    pygame.draw.rect(surface, theme.palette().gold, (track.x, y, track.w, h), border_radius=3)
