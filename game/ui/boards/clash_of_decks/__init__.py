"""The Clash of Decks board plug-in (``BOARD``): draft screen, lanes and hands-as-life."""

from game.ui.boards.clash_of_decks.board import ClashBoard

BOARD = ClashBoard

__all__ = ["BOARD", "ClashBoard"]
