"""A game in progress: the live state, its record, and the undo policy.

The UI and the arena drive games through a Session so the record (the save, the replay,
the undo stack) can never drift from the state: both change only in :meth:`apply`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.core.actions import Action
from game.core.errors import IllegalActionError, SaveError
from game.core.events import Event
from game.core.game import Game
from game.core.record import GameRecord, HintMark, SeatSpec
from game.core.state import State


@dataclass(frozen=True)
class Step:
    """One applied action with who took it and whether undo may cross it."""

    action: Action
    actor: int
    irreversible: bool
    events: tuple[Event, ...]


class Session:
    def __init__(self, game: Game, record: GameRecord):
        self.game = game
        self.record = GameRecord(
            record.game_id,
            record.content_hash,
            list(record.seats),
            record.seed,
            dict(record.options),
            [],
            list(record.hints),
        )
        self.state: State = self.record.new_state(game)
        self.steps: list[Step] = []
        self.timeline: list[list[float]] = [list(self.state.scores)]
        # The game's own clock (Game.clock) beside each timeline row: the chart's x-axis.
        self.clock: list[int | None] = [game.clock(self.state)]
        record.check_compatible(game)
        for i, action in enumerate(record.actions):
            try:
                self.apply(action)
            except IllegalActionError as exc:
                raise SaveError(f"move {i + 1} of the record cannot be replayed: {exc}") from exc

    @classmethod
    def new(
        cls,
        game: Game,
        seats: list[SeatSpec],
        seed: int,
        options: dict[str, Any] | None = None,
    ) -> Session:
        return cls(game, GameRecord.start(game, seats, seed, options))

    @property
    def seats(self) -> list[SeatSpec]:
        return self.record.seats

    def note_hint(self, seat: int, action: Action) -> HintMark:
        """``seat`` was shown a hint for the decision at hand: keep it with the record."""
        mark = HintMark(seat, len(self.record.actions), str(action))
        self.record.hints.append(mark)
        return mark

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action (raises IllegalActionError otherwise) and record it."""
        actor = self.state.current_player
        events = self.state.apply(action)
        self.record.actions.append(action)
        irreversible = any(e.irreversible for e in events)
        self.steps.append(
            Step(action, actor if actor is not None else -1, irreversible, tuple(events))
        )
        self.timeline.append(list(self.state.scores))
        self.clock.append(self.game.clock(self.state))
        return events

    # --- undo -------------------------------------------------------------------------
    def undo_count(self, seat: int, *, across_ai: bool = True) -> int:
        """How many trailing actions undoing ``seat``'s last decision removes (0 = none).

        Following Board Game Arena's policy, undo never crosses a reveal of hidden
        information or a random outcome, nor a decision of another human seat; with
        ``across_ai`` it may take back AI replies that came after the seat's decision.
        """
        for count, step in enumerate(reversed(self.steps), start=1):
            if step.irreversible:
                return 0
            if step.actor == seat:
                return count
            if not across_ai or step.actor < 0 or self.seats[step.actor].is_human:
                return 0
        return 0

    def can_undo(self, seat: int, *, across_ai: bool = True) -> bool:
        return self.undo_count(seat, across_ai=across_ai) > 0

    def undo(self, seat: int, *, across_ai: bool = True) -> int:
        """Take back ``seat``'s last decision (and the AI replies after it) by replaying."""
        count = self.undo_count(seat, across_ai=across_ai)
        if count:
            keep = len(self.steps) - count
            self.state = self.record.replay(self.game, upto=keep)
            del self.record.actions[keep:]
            # A hint for a decision taken back still counts, but is no longer told.
            self.record.hints = [
                h if h.move is None or h.move <= keep else replace(h, move=None)
                for h in self.record.hints
            ]
            del self.steps[keep:]
            del self.timeline[keep + 1 :]
            del self.clock[keep + 1 :]
        return count
