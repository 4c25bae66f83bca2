"""The State protocol every engine implements, modelled on OpenSpiel's State API."""

from __future__ import annotations

import hashlib
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.errors import IllegalActionError
from game.core.events import Event

if TYPE_CHECKING:
    from game.core.game import Game


def copy_rng(rng: random.Random) -> random.Random:
    """An independent RNG in the same state.

    ``Random.__new__`` skips the OS-entropy seeding that ``Random()`` does, which was
    most of the cost of every clone in the AI's inner loop (26 µs -> 16 µs here).
    """
    twin = random.Random.__new__(random.Random)
    twin.setstate(rng.getstate())
    return twin


def fresh_rng(rng: random.Random) -> random.Random:
    """A new RNG seeded by drawing from ``rng`` (the searcher's own RNG): determinize uses
    it so a sampled world never carries the real game's future draws."""
    return random.Random(rng.getrandbits(64))


def view_rng(rng: random.Random) -> random.Random:
    """A new RNG for a view, derived from the real one *without advancing it* (taking a view
    must never change the game, or it would drift from its replay) and through a one-way
    hash, so the view's RNG tells nothing about the real future draws."""
    digest = hashlib.sha256(repr(rng.getstate()).encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "little"))


def seat_label(names: Sequence[str], seat: int) -> str:
    """``names[seat]``, or "Player N" for a seat the caller did not name."""
    return names[seat] if 0 <= seat < len(names) and names[seat] else f"Player {seat + 1}"


class State(ABC):
    """One moment of one game.

    Engines implement the abstract methods; this base class adds the checks and the
    derived helpers every caller relies on (validation in :meth:`apply`, hashing for
    replay equality). A *view* is a State whose ``viewer`` is a seat: hidden information
    in it is masked, and it can be handed to an AI or a UI for that seat.
    """

    game: Game
    num_players: int
    rng: random.Random
    viewer: int | None = None
    # What ``Game.new_state`` did before the first decision (who starts, a first reveal,
    # the first turn's start): an engine sets it on the state it returns, and the play
    # scene's log tells these events, rendered per seat, before the first move. Copies
    # and views need not carry them (the log reads the session's own state).
    opening_events: tuple[Event, ...] = ()

    # --- whose decision --------------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat that must decide now (may be an out-of-turn responder); None when over."""

    @property
    def active_player(self) -> int | None:
        """Whose turn it is (as opposed to who decides right now); engines override."""
        return self.current_player

    @property
    def turn(self) -> int:
        """A turn counter for save listings and charts; engines override."""
        return 0

    def status_line(self, names: Sequence[str]) -> str:
        """One line for the play scene's top bar, saying where the game stands; ``names``
        are the seats' display names.

        The default speaks of turns and whose turn it is, which is wrong for phases that
        are not turns (a draft, a set-up): engines with such phases override it. It is
        asked of the viewer's view, so it may only say what that seat may see.
        """
        if self.is_over:
            return "Game over"
        parts = [f"Turn {self.turn}"] if self.turn > 0 else []
        active, current = self.active_player, self.current_player
        if active is not None:
            parts.append(f"{seat_label(names, active)}'s turn")
        if current is not None and current != active:
            parts.append(f"{seat_label(names, current)} decides")
        return "  ·  ".join(parts)

    # --- decisions -------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal decision for ``current_player``, in a stable order."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Mutate the state by a legal action and return what happened."""

    def apply(self, action: Action, *, check: bool = True) -> list[Event]:
        """Apply ``action``; an illegal one raises and leaves the state untouched.

        ``check=False`` skips the legality test for callers that took the action from
        ``legal_actions()`` of this very state (the AI's inner loop).
        """
        if check:
            if self.is_over:
                raise IllegalActionError(f"the game is over; {action} cannot be played")
            legal = self.legal_actions()
            if action not in legal:
                raise IllegalActionError(
                    f"{action} is not a legal action for seat {self.current_player} now "
                    f"({len(legal)} legal: {', '.join(str(a) for a in legal[:8])}"
                    f"{', ...' if len(legal) > 8 else ''})"
                )
            # Give the action its canonical label (a replayed action arrives without one).
            action = legal[legal.index(action)]
        return self._apply(action)

    def describe(self, action: Action) -> str:
        """A human wording of ``action`` in this state."""
        return str(action)

    # --- outcome ---------------------------------------------------------------------
    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @property
    @abstractmethod
    def winners(self) -> list[int]:
        """Winning seats (several on a shared win, empty on a draw or while playing)."""

    @property
    def scores(self) -> list[float]:
        """Per-seat scores; games without points report 1 for winners, 0 otherwise."""
        won = set(self.winners)
        return [1.0 if s in won else 0.0 for s in range(self.num_players)]

    # --- copies and hidden information ---------------------------------------------------
    @abstractmethod
    def clone(self) -> State:
        """An independent copy, fast: the AI calls this thousands of times per decision."""

    @abstractmethod
    def view(self, seat: int) -> State:
        """What ``seat`` may see: a copy with everything hidden from it masked and a
        fresh RNG. A view of a view for the same seat is equal to it."""

    @abstractmethod
    def determinize(self, seat: int, rng: random.Random) -> State:
        """A full state consistent with what ``seat`` knows: hidden cards resampled from
        what they could be, with a fresh RNG drawn from ``rng``. ``view(seat)`` and, when
        ``seat`` decides, its legal actions, are the same as in ``self``."""

    @abstractmethod
    def snapshot(self) -> Any:
        """A JSON-compatible description of everything in the state except the RNG;
        equal snapshots mean equal states."""

    # --- derived ---------------------------------------------------------------------
    def state_hash(self, *, include_rng: bool = True) -> str:
        """A digest for replay checks; two states with equal hashes behave identically."""
        h = hashlib.sha256(
            json.dumps(self.snapshot(), sort_keys=True, separators=(",", ":")).encode()
        )
        if include_rng:
            h.update(repr(self.rng.getstate()).encode())
        return h.hexdigest()

    def returns(self) -> list[float]:
        """Per-seat outcome in [0, 1]: winners share 1, a draw gives everyone an equal part."""
        winners = self.winners
        if not self.is_over:
            return [0.0] * self.num_players
        if not winners:
            return [1.0 / self.num_players] * self.num_players
        share = 1.0 / len(winners)
        return [share if s in winners else 0.0 for s in range(self.num_players)]
