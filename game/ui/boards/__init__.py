"""The board plug-in API: each game may bring game/ui/boards/<game_id>.py with a ``BOARD``
class (a :class:`Board` subclass); until it exists the GenericBoard plays the game.

A board draws the state as the viewing seat sees it and turns clicks into *proposed*
actions. It never applies them: the play scene checks them against the legal actions
and applies them through the Session, so the record, undo and saves stay exact.

A board that plays events back over time says how far it has got with ``unshown``: the
play scene logs an event only once the table has shown it, so the log never tells what
the table has not yet shown. A board that does not animate shows everything at once.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import cast

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.game import Game
from game.core.session import Session
from game.core.state import State
from game.ui import theme
from game.ui.kit.tween import Animator, Tween

log = logging.getLogger(__name__)

BOARD_RECT = pygame.Rect(16, 72, 904, 632)


def seat_view(state: State, seat: int) -> State:
    """``state.view(seat)``: the one way boards and the AI look at a game.

    The core guarantees a view never advances the live RNG (``view_rng``), so taking one
    from the real state cannot make the live game drift from its replay; the protocol
    tests check that for every registered game.
    """
    return state.view(seat)


@dataclass
class Cue:
    """The next ``count`` events of a playback, shown once ``ready()`` says so."""

    count: int
    ready: Callable[[], bool]


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
        # Events handed to on_events that the table has yet to show, in order.
        self.cues: list[Cue] = []

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
        """Events of the last action as the viewer perceives them: start animations.

        Every event handed here counts as shown at once unless the board holds it back
        (``show_with``, ``show_when`` or its own ``unshown``)."""

    @property
    def unshown(self) -> int:
        """How many of the latest events handed to ``on_events`` the table has not shown
        yet. A playback shows events in the order they happened, so these are always the
        last ones; the play scene logs the others. Zero once the playback ends or is
        skipped."""
        hidden = 0
        for cue in self.cues:
            if hidden or not cue.ready():
                hidden += cue.count
        return hidden

    def show_when(self, count: int, ready: Callable[[], bool]) -> None:
        """Hold the next ``count`` events back until ``ready()`` (and every event before
        them is shown)."""
        if count > 0:
            self.cues.append(Cue(count, ready))

    def show_with(self, tellers: Sequence[Tween | None]) -> None:
        """Hold back the events just handed over along the tweens that show them, one
        per event: an event with a tween is shown once that tween is under way, one the
        table does not animate once the tween before it has ended (it happened after
        what that tween shows), or at once if no tween came before it."""
        last: Tween | None = None
        for tween in tellers:
            if tween is not None:
                self.show_when(1, cast("Callable[[], bool]", lambda t=tween: t.started))
                last = tween
            elif last is not None:
                self.show_when(1, cast("Callable[[], bool]", lambda t=last: t.done))
            else:
                self.show_when(1, _at_once)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        self.anim.update(dt)
        while self.cues and self.cues[0].ready():
            self.cues.pop(0)

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

    @classmethod
    def colour_of_seat(cls, game: Game, seat: int) -> tuple[int, int, int]:
        """The colour that stands for ``seat`` at this game's table. The set-up screen, the
        log and the game-over chart use it too, so a game whose pieces have their own
        colours (Dragon Island's wizards) reads the same everywhere."""
        return theme.seat_colour(seat)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return self.colour_of_seat(self.session.game, seat)

    @property
    def animating(self) -> bool:
        return self.anim.busy

    def skip_animations(self) -> None:
        """Finish every running animation now. The play scene calls this on a mouse press
        while ``animating`` and keeps that press and its release from the board, so the
        click that skips never also plays on the table it reveals; boards need no guard.
        Everything held back is shown with it."""
        self.anim.skip()
        self.cues.clear()


def _at_once() -> bool:
    return True


BoardFactory = type[Board]


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
