"""Settings change by click, persist as JSON, and a corrupt file never stops the app."""

from __future__ import annotations

import json
import logging

import pytest

from game.ui import theme
from game.ui.scenes.settings import SettingsScene
from game.ui.settings import Settings, load_settings, save_settings, settings_path
from tests.ui.harness import click, make_app


def test_toggle_colourblind_persists(user_home) -> None:
    app = make_app()
    app.push(SettingsScene(app))
    scene = app.top
    toggles = [w for w in scene.widgets if type(w).__name__ == "Toggle"]
    colourblind = toggles[1]
    click(app, colourblind.rect.center)
    assert app.settings.colourblind is True
    assert theme.palette() is theme.COLOURBLIND
    on_disk = json.loads(settings_path().read_text())
    assert on_disk["colourblind"] is True
    assert load_settings().colourblind is True
    click(app, colourblind.rect.center)
    assert load_settings().colourblind is False
    assert theme.palette() is theme.STANDARD


def test_slider_and_cycle_persist(user_home) -> None:
    app = make_app()
    app.push(SettingsScene(app))
    scene = app.top
    slider = next(w for w in scene.widgets if type(w).__name__ == "Slider")
    click(app, (slider.rect.x + slider.rect.w // 4, slider.rect.centery))
    assert load_settings().music_volume == pytest.approx(0.25, abs=0.02)
    speed = next(w for w in scene.widgets if type(w).__name__ == "Cycle")
    click(app, (speed.rect.right - 10, speed.rect.centery))
    assert load_settings().animation_speed == "fast"


@pytest.mark.parametrize(
    "content",
    ["{not json", "[1, 2]", '{"music_volume": "loud"}', '{"colourblind": 3}', "\x00\xff"],
)
def test_corrupt_settings_fall_back_to_defaults(user_home, caplog, content) -> None:
    path = settings_path()
    path.write_text(content, encoding="latin-1")
    with caplog.at_level(logging.WARNING):
        assert load_settings() == Settings()
    assert "using defaults" in caplog.text
    app = make_app()  # and the app still starts
    assert app.settings == Settings()


def test_out_of_range_values_are_clamped(user_home) -> None:
    save_settings(Settings())
    settings_path().write_text(
        json.dumps({"effects_volume": 7, "ui_scale": 1.4, "animation_speed": "warp", "unknown": 1})
    )
    s = load_settings()
    assert s.effects_volume == 1.0
    assert s.ui_scale == 1.25
    assert s.animation_speed == "normal"
