"""The Gemwielders board plug-in (``BOARD``): two wielders, the draft row, the gem pool
and attacks played back step by step."""

from game.ui.boards.gemwielders.board import GemBoard

BOARD = GemBoard

__all__ = ["BOARD", "GemBoard"]
