"""The pause menu (Esc): resume, rules, settings, save and leave, quit."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.scenes.common import WidgetScene
from game.ui.widgets.button import Button

BOX = pygame.Rect(470, 150, 340, 440)


class PauseScene(WidgetScene):
    name = "pause"
    opaque = False

    def __init__(self, app: Any):
        super().__init__(app)
        from game.ui.scenes.play import PlayScene

        self.play = app.find(PlayScene)
        entries: list[tuple[str, Any, str]] = [("Resume", self.app.pop, "primary")]
        if self.play is not None:
            entries.append(("Rules", self._rules, "secondary"))
        entries.append(("Settings", self._settings, "secondary"))
        if self.play is not None:
            entries.append(("Save and leave", self._leave, "secondary"))
        else:
            entries.append(("Title screen", self._title, "secondary"))
        entries.append(("Quit Gemtable", self.app.quit, "danger"))
        self.box = BOX.copy()
        y = BOX.y + 90
        for label, action, style in entries:
            self.add(Button((BOX.x + 40, y, BOX.w - 80, 50), label, action, style=style))
            y += 64
        self.box.h = y - BOX.y + 16

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def _rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        self.app.replace(RulesScene(self.app, self.play.game_id))

    def _settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.replace(SettingsScene(self.app))

    def _leave(self) -> None:
        if self.play is not None:
            self.play.autosave()
        self._title()

    def _title(self) -> None:
        from game.ui.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 160))
        surface.blit(veil, (0, 0))
        theme.panel(surface, self.box, edge=theme.palette().gold, radius=18, alpha=250)
        theme.text(
            surface,
            "Paused",
            (self.box.centerx, self.box.y + 26),
            size=32,
            weight="title",
            colour=theme.palette().gold,
            anchor="midtop",
        )
        self.draw_widgets(surface)
