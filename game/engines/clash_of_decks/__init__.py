"""Clash of Decks: draft eight cards, hold two lanes, break the enemy Bastion then Fort."""

from __future__ import annotations

from pathlib import Path

from game.core import paths
from game.engines.clash_of_decks.content import GAME_ID, load
from game.engines.clash_of_decks.game import ClashGame


def create_game(content_root: Path | None = None) -> ClashGame:
    root = content_root if content_root is not None else paths.content_root()
    return ClashGame(load(root / GAME_ID))


__all__ = ["ClashGame", "create_game"]
