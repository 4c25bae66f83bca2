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
    ):
        self.bounds = pygame.Rect(bounds)
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
        self._layout()

    def _layout(self) -> None:
        n = len(self.actions)
        cols = 1 if n <= 6 else (2 if n <= 16 else 3)
        width = min(self.bounds.w - 40, 560 if cols == 1 else 820)
        col_w = (width - 2 * PAD - 12 * (cols - 1)) // cols
        f = theme.font(SIZE, "semibold")
        self.lines = [theme.wrap(str(a), col_w - 24, f)[:3] for a in self.actions]
        line_h = f.get_linesize()
        row_hs: list[int] = []
        for start in range(0, n, cols):
            row = self.lines[start : start + cols]
            row_hs.append(max(len(ls) for ls in row) * line_h + 16)
        fm = theme.font(16)
        self.msg_lines = theme.wrap(self.message, width - 2 * PAD, fm) if self.message else []
        head = 54 + len(self.msg_lines) * fm.get_linesize()
        body = sum(row_hs) + 8 * (len(row_hs) - 1)
        h = min(self.bounds.h - 20, head + body + PAD + (30 if self.can_hide else 0))
        self.rect = pygame.Rect(0, 0, width, h)
        self.rect.center = self.bounds.center
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
        self.hide_rect = pygame.Rect(0, 0, 220, 24)
        self.hide_rect.midbottom = (self.rect.centerx, self.rect.bottom - 8)

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
        veil = pygame.Surface(self.bounds.size, pygame.SRCALPHA)
        veil.fill((8, 4, 10, 150))
        surface.blit(veil, self.bounds.topleft)
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
        f = theme.font(SIZE, "semibold")
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
                    surface, line, (r.x + 12, ty), size=SIZE, weight="semibold", colour=P.TEXT
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
