"""The modal chooser: every decision without a place on the table (and, on request, any
decision at all) is answered here, so the game can never get stuck.

The shared ChoiceDialog draws one-line buttons; the engine's labels carry the power or
card text ("Use Gelf Lanz: +1 BUMP (in full)"), so options here wrap over several lines
and fall into columns when there are many (up to the 24 orders of four cards).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.actions import Action
from game.ui import theme
from game.ui.boards.dragon_bridge import palette as P

PAD = 18
SIZE = 15
# Option type sizes with the room above and below an option's text, tried largest first
# (15 reads best; 13 is the smallest that does).
SIZES = ((SIZE, 16), (14, 12), (13, 10))


class Chooser:
    def __init__(
        self,
        bounds: pygame.Rect,
        title: str,
        message: str,
        actions: list[Action],
        on_choose: Callable[[Action], None],
        *,
        can_hide: bool = True,
        wide: pygame.Rect | None = None,
    ):
        self.bounds = pygame.Rect(bounds)
        # Room beyond the board (over the log) for options too long to fit on it whole.
        self.wide = pygame.Rect(wide) if wide is not None else None
        self.title = title
        self.message = message
        self.actions = actions
        self.on_choose = on_choose
        self.can_hide = can_hide
        self.open = True
        self.hover: int | None = None
        self.rects: list[pygame.Rect] = []
        self.lines: list[list[str]] = []
        self.hide_rect = pygame.Rect(0, 0, 0, 0)
        self.size = SIZE
        self.msg_lines: list[str] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.area = self.bounds
        self._layout()

    def _layout(self) -> None:
        """The first arrangement, from few columns and the largest type down, that shows
        every option's whole text inside the bounds: the wizard pick offers 14 options of
        two or three lines each, which in two columns at full size ran past the bottom of
        the window and under the hide line."""
        n = len(self.actions)
        first = 1 if n <= 6 else (2 if n <= 16 else 3)
        areas = [self.bounds] + ([self.wide] if self.wide is not None else [])
        for area in areas:
            for size, room in SIZES:
                for cols in range(first, 4):
                    if self._arrange(area, n, cols, size, room, whole=True):
                        return
        self._arrange(areas[-1], n, 3 if n > 6 else first, *SIZES[-1], whole=False)

    def _arrange(
        self, area: pygame.Rect, n: int, cols: int, size: int, room: int, *, whole: bool
    ) -> bool:
        """Lay the options out in ``area`` in ``cols`` columns at ``size``; False
        (nothing kept) when ``whole`` and they do not fit. Not ``whole``: options are cut
        to three lines and the panel to the area, the last resort for very many."""
        widest = 560 if cols == 1 else 820 if cols == 2 else 1180
        width = min(area.w - 40, widest)
        col_w = (width - 2 * PAD - 12 * (cols - 1)) // cols
        f = theme.font(size, "semibold")
        lines = [theme.wrap(str(a), col_w - 24, f) for a in self.actions]
        if not whole:
            lines = [ls if len(ls) <= 3 else [*ls[:2], ls[2] + " …"] for ls in lines]
        line_h = f.get_linesize()
        row_hs: list[int] = []
        for start in range(0, n, cols):
            row = lines[start : start + cols]
            row_hs.append(max(len(ls) for ls in row) * line_h + room)
        fm = theme.font(16)
        msg_lines = theme.wrap(self.message, width - 2 * PAD, fm) if self.message else []
        head = 54 + len(msg_lines) * fm.get_linesize()
        body = sum(row_hs) + 8 * (len(row_hs) - 1)
        need = head + body + PAD + (30 if self.can_hide else 0)
        if whole and need > area.h - 20:
            return False
        self.size, self.lines, self.msg_lines, self.area = size, lines, msg_lines, area
        self.rect = pygame.Rect(0, 0, width, min(area.h - 20, need))
        self.rect.center = area.center
        self.rects = []
        y = self.rect.y + head
        for r, rh in enumerate(row_hs):
            for c in range(cols):
                i = r * cols + c
                if i >= n:
                    break
                x = self.rect.x + PAD + c * (col_w + 12)
                self.rects.append(pygame.Rect(x, y, col_w, rh))
            y += rh + 8
        self.hide_rect = pygame.Rect(0, 0, 300, 24)
        self.hide_rect.midbottom = (self.rect.centerx, self.rect.bottom - 8)
        return True

    def point_for(self, action: Action) -> tuple[int, int] | None:
        for a, r in zip(self.actions, self.rects, strict=False):
            if a == action:
                return r.center
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Swallows every pointer event while open: it is modal over the board."""
        if not self.open:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = next(
                (i for i, r in enumerate(self.rects) if r.collidepoint(event.pos)), None
            )
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.rects):
                if r.collidepoint(event.pos):
                    self.open = False
                    self.on_choose(self.actions[i])
                    return True
            if self.can_hide and self.hide_rect.collidepoint(event.pos):
                self.open = False
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            # Right-click takes a step back on every board; here the one step there is
            # to take is setting the chooser aside to look at the table.
            if self.can_hide:
                self.open = False
            return True
        return hasattr(event, "pos")

    def draw(self, surface: pygame.Surface) -> None:
        if not self.open:
            return
        veil = pygame.Surface(self.area.size, pygame.SRCALPHA)
        veil.fill((8, 4, 10, 150))
        surface.blit(veil, self.area.topleft)
        theme.panel(surface, self.rect, colour=P.PANEL, edge=P.GOLD, radius=14, alpha=248)
        theme.text(
            surface,
            self.title,
            (self.rect.centerx, self.rect.y + 14),
            size=22,
            weight="title",
            colour=P.GOLD,
            anchor="midtop",
        )
        y = self.rect.y + 48
        fm = theme.font(16)
        for line in self.msg_lines:
            theme.text(
                surface, line, (self.rect.centerx, y), size=16, colour=P.TEXT_DIM, anchor="midtop"
            )
            y += fm.get_linesize()
        f = theme.font(self.size, "semibold")
        for i, (r, lines) in enumerate(zip(self.rects, self.lines, strict=False)):
            hot = i == self.hover
            base = (96, 44, 40) if hot else (64, 36, 40)
            pygame.draw.rect(surface, base, r, border_radius=9)
            pygame.draw.rect(
                surface, P.GOLD if hot else P.PANEL_EDGE, r, 2 if hot else 1, border_radius=9
            )
            ty = r.y + (r.h - len(lines) * f.get_linesize()) // 2
            for line in lines:
                theme.text(
                    surface, line, (r.x + 12, ty), size=self.size, weight="semibold", colour=P.TEXT
                )
                ty += f.get_linesize()
        if self.can_hide:
            theme.text(
                surface,
                "Hide to look at the table (or right-click)",
                self.hide_rect.center,
                size=14,
                colour=P.TEXT_DIM,
                anchor="center",
            )
