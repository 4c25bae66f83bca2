"""Rows of cards (a market, a tableau) and a hand fan, with hover, zoom and click."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.kit.card import CardSprite


class CardRow:
    """Cards side by side in ``rect``, overlapping when they do not fit; ``fan`` curves
    them like a hand held in front of the player."""

    def __init__(
        self,
        rect: pygame.Rect,
        cards: list[CardSprite] | None = None,
        *,
        fan: bool = False,
        on_click: Callable[[int], None] | None = None,
    ):
        self.rect = pygame.Rect(rect)
        self.cards: list[CardSprite] = cards or []
        self.fan = fan
        self.on_click = on_click
        self.hover: int | None = None
        self.mouse = (0, 0)
        self.playable: set[int] = set()
        self.layout()

    def set_cards(self, cards: list[CardSprite]) -> None:
        self.cards = cards
        self.hover = None
        self.layout()

    def layout(self) -> None:
        n = len(self.cards)
        if not n:
            return
        w = self.cards[0].size[0]
        step = min(w + 12, (self.rect.w - w) / max(1, n - 1)) if n > 1 else 0
        total = w + step * (n - 1)
        x0 = self.rect.centerx - total / 2 + w / 2
        for i, card in enumerate(self.cards):
            offset = i - (n - 1) / 2
            lift = -18 if i == self.hover else 0
            if self.fan:
                card.angle = -offset * min(6.0, 30 / max(1, n))
                curve = abs(offset) ** 2 * min(6.0, 40 / max(1, n))
            else:
                card.angle = 0.0
                curve = 0.0
            card.pos = (x0 + i * step, self.rect.centery + curve + lift)
            card.highlight = i in self.playable and i == self.hover

    def index_at(self, point: tuple[int, int]) -> int | None:
        """The topmost card under ``point`` (later cards lie on top)."""
        for i in range(len(self.cards) - 1, -1, -1):
            if self.cards[i].hit(point):
                return i
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            hover = self.index_at(event.pos)
            if hover != self.hover:
                self.hover = hover
                self.layout()
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self.index_at(event.pos)
            if index is not None and self.on_click:
                self.on_click(index)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for i, card in enumerate(self.cards):
            if i != self.hover:
                card.draw(surface)
        if self.hover is not None and self.hover < len(self.cards):
            self.cards[self.hover].draw(surface)

    def draw_zoom(self, surface: pygame.Surface) -> None:
        """Call last, over everything: the hovered card enlarged with its full text."""
        if self.hover is not None and self.hover < len(self.cards):
            self.cards[self.hover].draw_zoom(surface, self.mouse)
