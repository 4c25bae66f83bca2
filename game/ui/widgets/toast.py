"""A short message that fades out: how an illegal click or a refused button says why.

A scene decides where it may cover the screen: by default the toast is centred on
``centre``; a scene that sets ``top`` hangs it from that line instead, so it can keep the
box out of the parts of its screen a player is looking at (the play scene puts it over
the game log, never over the board).
"""

from __future__ import annotations

import pygame

from game.ui import theme

PAD_X = 24  # text to the box's side edges
PAD_Y = 10  # text to the box's top and bottom edges


class Toast:
    def __init__(self, centre: tuple[int, int] = (640, 660), *, width: int = 640):
        self.centre = centre
        self.width = width  # the widest line of text; longer messages wrap
        self.top: int | None = None
        self.message = ""
        self.kind = "info"
        self.left = 0.0

    def show(self, message: str, kind: str = "info", seconds: float = 2.6) -> None:
        self.message = message
        self.kind = kind
        self.left = seconds

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    @property
    def visible(self) -> bool:
        return self.left > 0 and bool(self.message)

    @staticmethod
    def _font() -> pygame.font.Font:
        return theme.font(17, "semibold")

    def _lines(self) -> list[str]:
        return theme.wrap(self.message, self.width, self._font()) or [""]

    def size(self) -> tuple[int, int]:
        """The box the current message needs, so a scene can choose where it fits."""
        f = self._font()
        lines = self._lines()
        w = max(theme.text_width(line, 17, "semibold") for line in lines) + 2 * PAD_X
        return w, len(lines) * f.get_linesize() + 2 * PAD_Y

    @property
    def rect(self) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.size())
        if self.top is None:
            rect.center = self.centre
        else:
            rect.midtop = (self.centre[0], self.top)
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        pal = theme.palette()
        f = self._font()
        rect = self.rect
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        alpha = round(255 * min(1.0, self.left / 0.4))
        edge = {"error": pal.bad, "good": pal.good}.get(self.kind, pal.gold)
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, alpha // 2), shadow.get_rect(), border_radius=12)
        surface.blit(shadow, rect.move(0, 4))
        pygame.draw.rect(box, (18, 20, 26, min(240, alpha)), box.get_rect(), border_radius=12)
        pygame.draw.rect(box, (*edge, alpha), box.get_rect(), 2, border_radius=12)
        y = PAD_Y
        for line in self._lines():
            # Through the theme, so a ⚙ or ⚡ in the message comes from the symbol font.
            img = theme.rendered(line, 17, "semibold", pal.text).copy()
            img.set_alpha(alpha)
            box.blit(img, img.get_rect(midtop=(rect.w // 2, y)))
            y += f.get_linesize()
        surface.blit(box, rect)
