"""A one-line text entry (the seed field): typed keys, Backspace, a length limit."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme


class TextField:
    def __init__(
        self,
        rect: pygame.Rect,
        value: str = "",
        *,
        placeholder: str = "",
        allowed: Callable[[str], bool] = lambda ch: ch.isprintable(),
        max_len: int = 12,
        on_change: Callable[[str], None] | None = None,
    ):
        self.rect = pygame.Rect(rect)
        self.value = value
        self.placeholder = placeholder
        self.allowed = allowed
        self.max_len = max_len
        self.on_change = on_change
        self.focused = False
        self._blink = 0.0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self._set(self.value[:-1])
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.focused = False
                return True
        if event.type == pygame.TEXTINPUT:
            added = "".join(ch for ch in event.text if self.allowed(ch))
            if added:
                self._set((self.value + added)[: self.max_len])
            return True
        return False

    def _set(self, value: str) -> None:
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        r = self.rect
        pygame.draw.rect(surface, (20, 23, 30), r, border_radius=8)
        pygame.draw.rect(
            surface,
            pal.gold if self.focused else pal.panel_edge,
            r,
            2 if self.focused else 1,
            border_radius=8,
        )
        shown = self.value or self.placeholder
        colour = pal.text if self.value else pal.text_dim
        rect = theme.text(
            surface, shown, (r.x + 12, r.centery), size=17, colour=colour, anchor="midleft"
        )
        if self.focused and self._blink < 0.5:
            x = rect.right + 2 if self.value else r.x + 12
            pygame.draw.line(surface, pal.text, (x, r.y + 9), (x, r.bottom - 9), 2)
