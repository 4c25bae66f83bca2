"""Settings: volumes, fullscreen, animation speed, colour-blind palette, UI scale,
replays kept, the hint button and the analysis budget.

Each change is applied and saved at once, so there is no "did I press OK?" moment.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.kit import textfit
from game.ui.scenes.common import WidgetScene
from game.ui.settings import ANALYSIS_BUDGETS, ANIMATION_SPEEDS, REPLAYS_KEPT, UI_SCALES
from game.ui.widgets.button import Button
from game.ui.widgets.controls import Cycle, Slider, Toggle

BOX = pygame.Rect(290, 130, 700, 470)
ROW_X = BOX.x + 330


class SettingsScene(WidgetScene):
    name = "settings"
    title = "Settings"
    subtitle = "Changes apply and are saved at once"

    def __init__(self, app: Any):
        super().__init__(app)
        s = app.settings
        rows = self.rows = [
            "Music volume",
            "Effects volume",
            "Fullscreen",
            "Animation speed",
            "Colour-blind-safe colours",
            "Text size",
            "Finished games kept",
            '"Suggest a move" button',
            "Analysis budget",
        ]
        gap = min(66, (BOX.h - 60) // len(rows))
        y = [BOX.y + 30 + i * gap for i in range(len(rows))]
        self.add(
            Slider(
                pygame.Rect(ROW_X, y[0], 240, 30),
                s.music_volume,
                lambda v: self._set("music_volume", v),
            )
        )
        self.add(
            Slider(
                pygame.Rect(ROW_X, y[1], 240, 30),
                s.effects_volume,
                lambda v: self._set("effects_volume", v, sound=True),
            )
        )
        self.fullscreen = self.add(
            Toggle(
                pygame.Rect(ROW_X, y[2], 62, 30),
                s.fullscreen,
                lambda v: self.app.toggle_fullscreen(),
            )
        )
        self.add(
            Cycle(
                pygame.Rect(ROW_X, y[3] - 6, 240, 42),
                [(k, k.title()) for k in ANIMATION_SPEEDS],
                s.animation_speed,
                lambda v: self._set("animation_speed", v),
            )
        )
        self.add(
            Toggle(
                pygame.Rect(ROW_X, y[4], 62, 30),
                s.colourblind,
                lambda v: self._set("colourblind", v),
            )
        )
        self.add(
            Cycle(
                pygame.Rect(ROW_X, y[5] - 6, 240, 42),
                [(k, f"{round(k * 100)} %") for k in UI_SCALES],
                s.ui_scale,
                lambda v: self._set("ui_scale", v),
            )
        )
        self.add(
            Cycle(
                pygame.Rect(ROW_X, y[6] - 6, 240, 42),
                [(k, f"the last {k}") for k in REPLAYS_KEPT],
                s.replays_kept,
                lambda v: self._set("replays_kept", v),
            )
        )
        self.add(Toggle(pygame.Rect(ROW_X, y[7], 62, 30), s.hints, lambda v: self._set("hints", v)))
        self.add(
            Cycle(
                pygame.Rect(ROW_X, y[8] - 6, 240, 42),
                [(k, k.title()) for k in ANALYSIS_BUDGETS],
                s.analysis_budget,
                lambda v: self._set("analysis_budget", v),
            )
        )
        self.row_y = y
        self.add(Button((560, 630, 160, 50), "Done", self.app.pop, style="primary"))

    def _set(self, key: str, value: Any, *, sound: bool = False) -> None:
        setattr(self.app.settings, key, value)
        self.app.apply_settings()
        if sound:
            self.app.audio.play("card")

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_heading(surface)
        theme.panel(surface, BOX, radius=16)
        room = ROW_X - (BOX.x + 40) - 14
        for label, y in zip(self.rows, self.row_y, strict=True):
            # At 125% text "Colour-blind-safe colours" ran under its switch.
            size = textfit.fit_size(label, room, 19, "semibold", low=14)
            theme.text(
                surface, label, (BOX.x + 40, y + 15), size=size, weight="semibold", anchor="midleft"
            )
        self.draw_widgets(surface)
