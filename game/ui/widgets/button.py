"""A clickable button: click on release inside, refusal explained instead of silence."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import assets, theme

STYLES = ("primary", "secondary", "danger", "ghost")


class Button:
    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        on_click: Callable[[], object] | None = None,
        *,
        style: str = "secondary",
        size: int = 18,
        icon: str | None = None,
        tooltip: str = "",
        enabled: bool = True,
        disabled_reason: str = "",
        selected: bool = False,
    ):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.size = size
        self.icon = icon
        self.tooltip = tooltip
        self.enabled = enabled
        self.disabled_reason = disabled_reason
        self.selected = selected
        self.hover = False
        self._pressed = False
        self.on_refused: Callable[[str], None] | None = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event was consumed by this button."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self._pressed = True
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self._pressed
            self._pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
        return False

    def click(self) -> None:
        if not self.enabled:
            if self.on_refused and self.disabled_reason:
                self.on_refused(self.disabled_reason)
            return
        if self.on_click:
            self.on_click()

    def colours(self) -> tuple[theme.Colour, theme.Colour, theme.Colour]:
        pal = theme.palette()
        if self.style == "primary":
            base, fg = pal.gold, (30, 24, 14)
        elif self.style == "danger":
            base, fg = pal.bad, (255, 245, 240)
        elif self.style == "ghost":
            base, fg = pal.panel, pal.text
        else:
            base, fg = (58, 68, 88), pal.text
        if self.selected:
            base = pal.accent if self.style != "primary" else base
            fg = (12, 20, 34)
        edge = theme.shade(base, 1.35)
        return base, fg, edge

    def draw(self, surface: pygame.Surface) -> None:
        base, fg, edge = self.colours()
        r = self.rect
        if not self.enabled:
            base = theme.lerp(base, (40, 44, 52), 0.65)
            fg = theme.lerp(fg, (120, 120, 128), 0.6)
            edge = theme.shade(base, 1.2)
        elif self.hover:
            base = theme.shade(base, 1.15)
        offset = 1 if self._pressed and self.hover else 0
        shadow = r.move(0, 3)
        pygame.draw.rect(surface, (8, 10, 14), shadow, border_radius=10)
        body = r.move(0, offset)
        pygame.draw.rect(surface, base, body, border_radius=10)
        lower = body.inflate(-4, 0)
        lower.y = body.centery
        lower.h = body.bottom - body.centery - 2
        pygame.draw.rect(surface, theme.shade(base, 0.93), lower, border_radius=8)
        pygame.draw.line(
            surface, theme.shade(base, 1.3), (body.x + 8, body.y + 1), (body.right - 9, body.y + 1)
        )
        pygame.draw.rect(surface, edge if self.hover else theme.shade(edge, 0.8), body, 1, 10)
        # Through theme.rendered: symbols (▶, ◀) come from the symbol font, not as boxes.
        label = theme.rendered(self.label, self.size, "semibold", fg)
        icon = assets.icon(self.icon, self.size + 6) if self.icon else None
        width = label.get_width() + (icon.get_width() + 8 if icon else 0)
        x = body.centerx - width // 2
        if icon:
            surface.blit(icon, icon.get_rect(midleft=(x, body.centery)))
            x += icon.get_width() + 8
        if label.get_width() > body.w - 12:  # shrink text that would spill out
            scale = (body.w - 12) / label.get_width()
            label = pygame.transform.smoothscale_by(label, scale)
            x = body.centerx - label.get_width() // 2
        at = label.get_rect(midleft=(x, body.centery))
        surface.blit(label, at)
        theme.note_box(surface, body)
        theme.note_ink(surface, label, at, self.label)
