"""Gemwielders: socket gems into your Gembearer, draft gem cards, hide a defense setup
and outduel the other wielder."""

from __future__ import annotations

from pathlib import Path

from game.core import paths
from game.engines.gemwielders.content import GAME_ID, load
from game.engines.gemwielders.game import GemGame


def create_game(content_root: Path | None = None) -> GemGame:
    root = content_root if content_root is not None else paths.content_root()
    return GemGame(load(root / GAME_ID))


__all__ = ["GemGame", "create_game"]
