"""Dragon Island's own board (issue #7): the island, the wizards' panels and the tray."""

from game.ui.boards.dragon_island.board import DragonIslandBoard

BOARD = DragonIslandBoard

__all__ = ["BOARD", "DragonIslandBoard"]
