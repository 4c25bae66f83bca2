"""The Dragon Bridge board (issue #5): the bridge, the Dragon and the Nest on one table."""

from game.ui.boards.dragon_bridge.board import DragonBridgeBoard

BOARD = DragonBridgeBoard

__all__ = ["BOARD", "DragonBridgeBoard"]
