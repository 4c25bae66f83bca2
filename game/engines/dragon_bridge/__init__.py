"""Dragon Bridge: two wizards on a bridge, a Dragon circling, escape or push the rival in."""

from __future__ import annotations

from pathlib import Path

from game.core import paths
from game.engines.dragon_bridge.content import GAME_ID, load
from game.engines.dragon_bridge.game import DragonBridgeGame


def create_game(content_root: Path | None = None) -> DragonBridgeGame:
    root = content_root if content_root is not None else paths.content_root()
    return DragonBridgeGame(load(root / GAME_ID))
