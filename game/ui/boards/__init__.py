"""The board plug-in API: each game may bring game/ui/boards/<game_id>.py with a ``BOARD``
class (a :class:`Board` subclass); until it exists the GenericBoard plays the game.

A board draws the state as the viewing seat sees it and turns clicks into *proposed*
actions. It never applies them: the play scene checks them against the legal actions
and applies them through the Session, so the record, undo and saves stay exact.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
from collections.abc import Callable

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.session import Session
from game.core.state import State
from game.ui import theme
from game.ui.kit.tween import Animator

log = logging.getLogger(__name__)

BOARD_RECT = pygame.Rect(16, 72, 904, 632)


def seat_view(state: State, seat: int) -> State:
    """``state.view(seat)``: the one way boards and the AI look at a game.

    The core guarantees a view never advances the live RNG (``view_rng``), so taking one
    from the real state cannot make the live game drift from its replay; the protocol
    tests check that for every registered game.
    """
    return state.view(seat)


class Board:
    """Base of every board. ``viewer`` is the human seat whose view is drawn."""

    def __init__(
        self,
        session: Session,
        human_seats: list[int],
        propose: Callable[[Action], None],
        *,
        rect: pygame.Rect = BOARD_RECT,
        speed: float = 1.0,
        notify: Callable[[str], None] | None = None,
    ):
        self.session = session
        self.human_seats = list(human_seats)
        self.viewer = human_seats[0] if human_seats else 0
        self.propose = propose
        self.rect = pygame.Rect(rect)
        self.anim = Animator(speed)
        self.notify = notify or (lambda message: None)

    @property
    def view(self) -> State:
        """What the viewer may see; boards draw from this, never from the full state."""
        return seat_view(self.session.state, self.viewer)

    @property
    def my_decision(self) -> bool:
        state = self.session.state
        # At an all-AI table the viewer is only watching: no seat of its own to play.
        return (
            not state.is_over
            and self.viewer in self.human_seats
            and state.current_player == self.viewer
        )

    def legal_actions(self) -> list[Action]:
        return self.session.state.legal_actions() if self.my_decision else []

    def refresh(self) -> None:
        """The state changed (an action, an undo, a hand-off): rebuild derived layout."""

    def on_events(self, events: list[Event]) -> None:
        """Events of the last action as the viewer perceives them: start animations."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        self.anim.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    @property
    def modal(self) -> bool:
        """True while the board shows its own modal dialog: it then gets every event
        first and its overlay is drawn above the whole scene."""
        return False

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Drawn after the log and the top buttons: a board's modal dialog goes here."""

    @property
    def end_display(self) -> pygame.Rect | None:
        """Where the board shows its own end-of-game display (say a final score breakdown),
        or None. A board with one keeps the play scene from moving on to the game-over
        scene until the player has read it: the scene puts a Continue button just below
        this rect (a watched all-AI game goes on by itself after a while)."""
        return None

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """The colour that stands for ``seat`` on this table. The log and the game-over
        chart use it too, so a game whose pieces have their own colours (Dragon Island's
        wizards) reads the same everywhere."""
        return theme.seat_colour(seat)

    @property
    def animating(self) -> bool:
        return self.anim.busy

    def skip_animations(self) -> None:
        """Finish every running animation now. The play scene calls this on a mouse press
        while ``animating`` and keeps that press and its release from the board, so the
        click that skips never also plays on the table it reveals; boards need no guard."""
        self.anim.skip()


BoardFactory = Callable[..., Board]


def board_for(game_id: str) -> BoardFactory:
    """The board class for ``game_id``: its own module if written, else the GenericBoard."""
    from game.ui.boards.generic import GenericBoard

    name = f"game.ui.boards.{game_id}"
    try:
        found = game_id.isidentifier() and importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        found = False
    if not found:
        return GenericBoard
    try:
        module = importlib.import_module(name)
        board = getattr(module, "BOARD", None)
        if isinstance(board, type) and issubclass(board, Board):
            return board
        log.error("%s has no BOARD class; using the generic board", name)
    except Exception as exc:  # a broken board must not stop the game from being played
        log.error("board %s failed to import (%s); using the generic board", name, exc)
    return GenericBoard
