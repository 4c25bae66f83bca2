"""A short message that fades out: how an illegal click or a refused button says why."""

from __future__ import annotations

import pygame

from game.ui import theme


class Toast:
    def __init__(self, centre: tuple[int, int] = (640, 660)):
        self.centre = centre
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

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        pal = theme.palette()
        f = theme.font(17, "semibold")
        lines = theme.wrap(self.message, 640, f)
        h = len(lines) * f.get_linesize() + 20
        w = max(f.size(line)[0] for line in lines) + 48
        rect = pygame.Rect(0, 0, w, h)
        rect.center = self.centre
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        alpha = round(255 * min(1.0, self.left / 0.4))
        edge = {"error": pal.bad, "good": pal.good}.get(self.kind, pal.gold)
        pygame.draw.rect(box, (18, 20, 26, min(235, alpha)), box.get_rect(), border_radius=12)
        pygame.draw.rect(box, (*edge, alpha), box.get_rect(), 2, border_radius=12)
        y = 10
        for line in lines:
            img = f.render(line, True, pal.text)
            img.set_alpha(alpha)
            box.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += f.get_linesize()
        surface.blit(box, rect)
