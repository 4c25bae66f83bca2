"""The engine-agnostic kernel: protocol, content loading, saves. Never imports pygame."""

from game.core.actions import Action
from game.core.errors import ContentError, ContentErrors, IllegalActionError, SaveError
from game.core.events import Event
from game.core.game import Game, OptionSpec
from game.core.state import State

__all__ = [
    "Action",
    "ContentError",
    "ContentErrors",
    "Event",
    "Game",
    "IllegalActionError",
    "OptionSpec",
    "SaveError",
    "State",
]
