"""The error screen: what went wrong, where the crash log is, and the way back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.ui import theme
from game.ui.scenes.common import WidgetScene
from game.ui.widgets.button import Button


class ErrorScene(WidgetScene):
    name = "error"

    def __init__(self, app: Any, message: str, log_path: Path | None, saved: Path | None):
        super().__init__(app)
        self.message = message
        self.log_path = log_path
        self.saved = saved
        self.add(Button((470, 560, 340, 54), "Return to the title", self.back, style="primary"))

    def back(self) -> None:
        from game.ui.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def on_escape(self) -> bool:
        self.back()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        self.draw_background(surface)
        box = pygame.Rect(190, 110, 900, 420)
        theme.panel(surface, box, edge=pal.bad, radius=18)
        theme.text(
            surface,
            "Something went wrong",
            (640, box.y + 30),
            size=36,
            weight="title",
            colour=pal.bad,
            anchor="midtop",
        )
        y = box.y + 100
        f = theme.font(17)
        for line in theme.wrap(self.message, box.w - 80, f)[:6]:
            theme.text(surface, line, (box.x + 40, y), size=17)
            y += f.get_linesize()
        y += 20
        saved = (
            f"Your game was saved first: {self.saved.name} (Continue on the title screen)."
            if self.saved
            else "No game in progress needed saving."
        )
        where = (
            f"Crash log: {self.log_path}"
            if self.log_path
            else "The crash log could not be written."
        )
        for line in (saved, where):
            for part in theme.wrap(line, box.w - 80, theme.font(15)):
                theme.text(surface, part, (box.x + 40, y), size=15, colour=pal.text_dim)
                y += theme.font(15).get_linesize()
            y += 8
        self.draw_widgets(surface)
