"""A modal choice ("choose a direction", "use this power?"): while open it takes all input."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

import pygame

from game.ui import theme
from game.ui.widgets.button import Button


class ChoiceDialog:
    def __init__(
        self,
        title: str,
        message: str,
        options: Sequence[str],
        on_choose: Callable[[int], None],
        *,
        cancellable: bool = True,
        danger: Sequence[int] = (),
    ):
        self.title = title
        self.message = message
        self.on_choose = on_choose
        self.cancellable = cancellable
        self.open = True
        f = theme.font(17)
        self.lines = theme.wrap(message, 480, f) if message else []
        per_row = 1 if len(options) > 3 else len(options)
        bw = 480 if per_row == 1 else (480 - 16 * (per_row - 1)) // per_row
        rows = (len(options) + per_row - 1) // per_row
        h = 70 + len(self.lines) * f.get_linesize() + rows * 58 + 20
        self.rect = pygame.Rect(0, 0, 540, min(640, h))
        self.rect.center = (640, 360)
        y0 = self.rect.bottom - rows * 58 - 10
        self.buttons: list[Button] = []
        for i, label in enumerate(options):
            r, c = divmod(i, per_row)
            rect = pygame.Rect(self.rect.x + 30 + c * (bw + 16), y0 + r * 58, bw, 46)
            style = "danger" if i in danger else ("primary" if i == 0 else "secondary")
            self.buttons.append(
                Button(
                    rect,
                    label,
                    cast("Callable[[], None]", lambda i=i: self._choose(i)),
                    style=style,
                )
            )

    def _choose(self, index: int) -> None:
        self.open = False
        self.on_choose(index)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Always True while open: a modal swallows every event."""
        if not self.open:
            return False
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if (
            self.cancellable
            and event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and not self.rect.collidepoint(event.pos)
        ):
            self.open = False
        return True

    def escape(self) -> None:
        if self.cancellable:
            self.open = False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.open:
            return
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surface.blit(veil, (0, 0))
        theme.panel(surface, self.rect, edge=theme.palette().gold, radius=16, alpha=250)
        theme.text(
            surface,
            self.title,
            (self.rect.centerx, self.rect.y + 20),
            size=24,
            weight="title",
            colour=theme.palette().gold,
            anchor="midtop",
        )
        y = self.rect.y + 62
        f = theme.font(17)
        for line in self.lines:
            theme.text(surface, line, (self.rect.centerx, y), size=17, anchor="midtop")
            y += f.get_linesize()
        for button in self.buttons:
            button.draw(surface)
