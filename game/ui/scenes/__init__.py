"""Every scene of the table, and building one by name (``--scene`` for screenshots)."""

from __future__ import annotations

import argparse
from typing import Any

from game.ui.scene import Scene

SCENE_NAMES = (
    "title",
    "setup",
    "play",
    "handoff",
    "gameover",
    "rules",
    "settings",
    "load",
    "pause",
    "error",
    "kit",
    "replay",
    "statistics",
    "analysis",
)


def build_scene(app: Any, name: str, args: argparse.Namespace | None = None) -> Scene:
    """A scene ready to show; the game scenes use --game/--seats/--seed/--moves."""
    args = args or argparse.Namespace()
    game_id = getattr(args, "game", None)
    if name == "title":
        from game.ui.scenes.title import TitleScene

        return TitleScene(app)
    if name == "settings":
        from game.ui.scenes.settings import SettingsScene

        return SettingsScene(app)
    if name == "load":
        from game.ui.scenes.load import LoadScene

        return LoadScene(app)
    if name == "statistics":
        from game.ui.scenes.statistics import StatisticsScene, demo_db

        return StatisticsScene(app, demo_db() if getattr(args, "screenshot", None) else None)
    if name == "kit":
        from game.ui.scenes.kit import KitScene

        return KitScene(app)
    if name == "error":
        from game.ui.scenes.error import ErrorScene

        return ErrorScene(app, "RuntimeError: an example failure", None, None)
    if name == "replay" and getattr(args, "replay", None):
        from game.core.errors import SaveError
        from game.ui.scenes.replay import ReplayScene

        try:
            return ReplayScene.open_file(app, args.replay)
        except SaveError as exc:
            raise ValueError(f"cannot replay {args.replay}: {exc}") from exc
    game_scenes = ("setup", "rules", "play", "handoff", "gameover", "pause", "replay", "analysis")
    if name in game_scenes:
        from game.core.registry import available_ids

        ids = available_ids()
        if game_id is None:
            if not ids:
                raise ValueError("no playable game is installed yet; try --scene title")
            game_id = ids[0]
        if game_id not in ids:
            raise ValueError(f"no playable game {game_id!r} (available: {', '.join(ids)})")
        if name == "setup":
            from game.ui.scenes.setup import SetupScene

            return SetupScene(app, game_id)
        if name == "rules":
            from game.ui.scenes.rules import RulesScene

            return RulesScene(app, game_id)
        if name == "replay":
            from game.ui.scenes.replay import ReplayScene

            return ReplayScene.from_args(app, game_id, args)
        if name == "analysis":
            from game.ui.scenes.analysis import AnalysisScene

            return AnalysisScene.from_args(app, game_id, args)
        from game.ui.scenes.play import PlayScene

        play = PlayScene.from_args(app, game_id, args)
        if name == "play":
            return play
        app.push(play)
        if name == "handoff":
            from game.ui.scenes.handoff import HandoffScene

            return HandoffScene(app, "Player 2")
        if name == "pause":
            from game.ui.scenes.pause import PauseScene

            return PauseScene(app)
        from game.ui.scenes.gameover import GameOverScene

        play.finish_with_ai()
        app.scenes.remove(play)
        return GameOverScene(app, play.session)
    raise ValueError(f"unknown scene {name!r} (known: {', '.join(SCENE_NAMES)})")
