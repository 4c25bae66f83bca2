"""Storm the Bridge: lead a party aboard the FSS Polemus, recruit crew, take ship
sections and hold the Bridge long enough to tap it for Victory, while every rival may
answer every move."""

from __future__ import annotations

from pathlib import Path

from game.core import paths
from game.engines.storm_the_bridge.content import GAME_ID, load
from game.engines.storm_the_bridge.game import StormGame


def create_game(content_root: Path | None = None) -> StormGame:
    root = content_root if content_root is not None else paths.content_root()
    return StormGame(load(root / GAME_ID))


__all__ = ["StormGame", "create_game"]
