"""The Storm the Bridge board plug-in (``BOARD``): the parties, the ship's sections, the
Available Crew Pool and the response stack as a column with priority and live totals."""

from game.ui.boards.storm_the_bridge.board import StormBoard

BOARD = StormBoard

__all__ = ["BOARD", "StormBoard"]
