"""Player settings, persisted as JSON in the config folder.

A corrupt or foreign settings file must never stop the app: we log one line and use the
defaults, and the next save replaces it atomically.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game.core.paths import config_dir
from game.core.saves import atomic_write_text

log = logging.getLogger(__name__)

ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 0.0}
UI_SCALES = (0.9, 1.0, 1.1, 1.25)
REPLAYS_KEPT = (20, 50, 100, 200, 500)
ANALYSIS_BUDGETS = ("quick", "thorough")


@dataclass
class Settings:
    music_volume: float = 0.5
    effects_volume: float = 0.8
    fullscreen: bool = False
    animation_speed: str = "normal"
    colourblind: bool = False
    ui_scale: float = 1.0
    # How many finished games are kept as replays (the oldest are dropped first).
    replays_kept: int = 100
    # The "Suggest a move" button in the play scene; off by default, as hints change the
    # game (and are marked so in the statistics).
    hints: bool = False
    # Post-game analysis budget: "quick" or "thorough" (see game.ai.analysis.BUDGETS).
    analysis_budget: str = "quick"

    @property
    def speed_factor(self) -> float:
        """How fast animations run (0 = skip them)."""
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    def clean(self) -> Settings:
        """Values clamped into range so hand-edited files cannot break anything."""
        self.music_volume = min(1.0, max(0.0, float(self.music_volume)))
        self.effects_volume = min(1.0, max(0.0, float(self.effects_volume)))
        if self.animation_speed not in ANIMATION_SPEEDS:
            self.animation_speed = "normal"
        if self.ui_scale not in UI_SCALES:
            self.ui_scale = min(UI_SCALES, key=lambda s: abs(s - float(self.ui_scale)))
        if isinstance(self.replays_kept, bool) or not isinstance(self.replays_kept, int | float):
            self.replays_kept = 100
        self.replays_kept = min(1000, max(1, int(self.replays_kept)))
        if self.analysis_budget not in ANALYSIS_BUDGETS:
            self.analysis_budget = "quick"
        return self


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    path = path or settings_path()
    if not path.exists():
        return Settings()
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        known = {f.name: f for f in fields(Settings)}
        values: dict[str, Any] = {}
        for key, value in data.items():
            if key not in known:
                continue
            default = getattr(Settings, key)
            if isinstance(default, bool):
                if not isinstance(value, bool):
                    raise ValueError(f"{key} must be true or false")
            elif isinstance(default, float):
                if isinstance(value, bool) or not isinstance(value, int | float):
                    raise ValueError(f"{key} must be a number")
            elif isinstance(default, str) and not isinstance(value, str):
                raise ValueError(f"{key} must be text")
            values[key] = value
        return Settings(**values).clean()
    except (OSError, UnicodeDecodeError, ValueError, TypeError) as exc:
        log.warning("settings file %s unusable (%s); using defaults", path, exc)
        return Settings()


def save_settings(settings: Settings, path: Path | None = None) -> None:
    atomic_write_text(path or settings_path(), json.dumps(asdict(settings), indent=1))
