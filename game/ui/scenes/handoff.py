"""Hot-seat hand-off: an opaque screen between two human seats so no one sees the other's
hidden cards; the table is drawn again only once the next player clicks.

It comes up once the last move has been played back, often the instant a click skipped
that playback: the button may still be down, so only a click begun on this screen counts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import assets, theme
from game.ui.scene import Scene


class HandoffScene(Scene):
    name = "handoff"
    opaque = True

    def __init__(
        self,
        app: Any,
        who: str,
        on_ready: Callable[[], None] | None = None,
        *,
        opening: bool = False,
    ):
        super().__init__(app)
        self.who = who
        self.opening = opening
        # The first decision of a game (or of a loaded one): nobody has passed the screen
        # yet, so it says who starts.
        self.heading = f"{who} starts" if opening else f"Pass to {who}"
        self.note = (
            f"Pass the screen to {who}; the others look away."
            if opening
            else "The other players look away: hidden cards stay hidden."
        )
        self.on_ready = on_ready
        self.t = 0.0
        self.pressed = False  # the left button went down on this screen, not on the table

    def ready(self) -> None:
        if self.on_ready:
            self.on_ready()
            self.on_ready = None

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.t < 0.25:  # a click meant for the table must not skip the hand-off
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True
            return
        clicked = event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed
        key = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        if clicked or key:
            if self.app.top is self:
                self.app.pop()
            self.ready()

    def on_escape(self) -> bool:
        return False

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        surface.blit(assets.table_background(), (0, 0))
        card = pygame.Rect(0, 0, 620, 300)
        card.center = (640, 360)
        theme.panel(surface, card, edge=pal.gold, radius=20)
        theme.text(
            surface,
            self.heading,
            (640, card.y + 60),
            size=40,
            weight="title",
            colour=pal.gold,
            anchor="midtop",
            shadow=True,
        )
        theme.text(
            surface,
            self.note,
            (640, card.y + 130),
            size=17,
            colour=pal.text_dim,
            anchor="midtop",
        )
        pulse = 0.5 + 0.5 * abs(((self.t * 0.8) % 2) - 1)
        theme.text(
            surface,
            "Click when ready",
            (640, card.y + 200),
            size=24,
            weight="semibold",
            colour=theme.lerp(pal.text_dim, pal.text, pulse),
            anchor="midtop",
        )
