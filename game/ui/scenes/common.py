"""What menu-like scenes share: a table background, a heading, widgets and a toast."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import assets, theme
from game.ui.scene import Scene
from game.ui.widgets.button import Button
from game.ui.widgets.toast import Toast
from game.ui.widgets.tooltip import draw_tooltip


class WidgetScene(Scene):
    title = ""
    subtitle = ""
    game_id = ""

    def __init__(self, app: Any):
        super().__init__(app)
        self.widgets: list[Any] = []
        self.toast = Toast()
        self.mouse = (0, 0)

    def add(self, widget: Any) -> Any:
        if isinstance(widget, Button):
            widget.on_refused = lambda reason: self.toast.show(reason, "error")
        self.widgets.append(widget)
        return widget

    def handle_event(self, event: pygame.event.Event) -> None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        for widget in list(self.widgets):
            if widget.handle_event(event):
                if isinstance(widget, Button) and event.type == pygame.MOUSEBUTTONUP:
                    self.app.audio.play("click")
                return

    def update(self, dt: float) -> None:
        self.toast.update(dt)
        for widget in self.widgets:
            upd = getattr(widget, "update", None)
            if upd is not None:
                upd(dt)

    @property
    def settled(self) -> bool:
        return not self.toast.visible

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(assets.table_background(self.game_id), (0, 0))

    def draw_heading(self, surface: pygame.Surface) -> None:
        if self.title:
            theme.text(
                surface,
                self.title,
                (640, 38),
                size=40,
                weight="title",
                colour=theme.palette().gold,
                anchor="midtop",
                shadow=True,
            )
        if self.subtitle:
            theme.text(
                surface,
                self.subtitle,
                (640, 92),
                size=17,
                colour=theme.palette().text_dim,
                anchor="midtop",
            )

    def draw_widgets(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface)
        for widget in self.widgets:
            if isinstance(widget, Button) and widget.hover and widget.tooltip:
                draw_tooltip(surface, widget.tooltip, self.mouse)
        self.toast.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_heading(surface)
        self.draw_widgets(surface)
