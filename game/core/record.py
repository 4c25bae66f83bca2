"""A game record: everything needed to rebuild a game exactly (save, replay and undo)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Action
from game.core.errors import IllegalActionError, SaveError
from game.core.game import Game
from game.core.state import State


@dataclass(frozen=True)
class SeatSpec:
    """Who sits in a seat: a human, or an AI at a difficulty."""

    kind: str = "human"  # "human" or "ai"
    level: str = ""  # difficulty name for AI seats
    name: str = ""

    def to_json(self) -> dict[str, str]:
        return {"kind": self.kind, "level": self.level, "name": self.name}

    @staticmethod
    def from_json(data: Any) -> SeatSpec:
        if not isinstance(data, dict) or data.get("kind") not in ("human", "ai"):
            raise ValueError(f"not a seat: {data!r}")
        return SeatSpec(str(data["kind"]), str(data.get("level", "")), str(data.get("name", "")))

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass(frozen=True)
class HintMark:
    """A hint a seat asked for: at which decision (the number of actions taken before it;
    None once that decision was taken back) and the move suggested, as the log named it."""

    seat: int
    move: int | None
    action: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "move": self.move, "action": self.action}

    @staticmethod
    def from_json(data: Any) -> HintMark:
        if not isinstance(data, dict):
            raise ValueError(f"not a hint: {data!r}")
        seat, move = data.get("seat"), data.get("move")
        if not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
            raise ValueError(f"a hint's seat is not a seat number: {seat!r}")
        if move is not None and (not isinstance(move, int) or isinstance(move, bool)):
            raise ValueError(f"a hint's move is not a move number: {move!r}")
        return HintMark(seat, move, str(data.get("action", "")))


@dataclass
class GameRecord:
    """Game id, content hash, seats, seed, options and the list of actions taken."""

    game_id: str
    content_hash: str
    seats: list[SeatSpec]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)
    # Hints asked for, kept with the game so a resumed game and its replay stay marked.
    # Written only when there is one: a record without hints is the same JSON as before,
    # and an older Gemtable reading a newer save just ignores the entry.
    hints: list[HintMark] = field(default_factory=list)

    def hint_counts(self) -> dict[int, int]:
        """Seat -> hints asked for (taken-back decisions included: a hint was seen)."""
        counts: dict[int, int] = {}
        for mark in self.hints:
            counts[mark.seat] = counts.get(mark.seat, 0) + 1
        return counts

    @staticmethod
    def start(
        game: Game, seats: list[SeatSpec], seed: int, options: dict[str, Any] | None = None
    ) -> GameRecord:
        return GameRecord(
            game.id, game.content_hash, list(seats), seed, game.resolve_options(options)
        )

    def new_state(self, game: Game) -> State:
        return game.new_state(len(self.seats), self.seed, self.options)

    def replay(self, game: Game, upto: int | None = None) -> State:
        """Rebuild the state after the first ``upto`` actions (all by default).

        Raises :class:`SaveError` if the record belongs to another game or content, or
        an action is not legal where it stands (a tampered or mismatched record).
        """
        self.check_compatible(game)
        state = self.new_state(game)
        actions = self.actions if upto is None else self.actions[:upto]
        for i, action in enumerate(actions):
            try:
                state.apply(action)
            except IllegalActionError as exc:
                raise SaveError(f"move {i + 1} of the record cannot be replayed: {exc}") from exc
        return state

    def clock_readings(self, game: Game) -> list[int | None]:
        """The game's clock (``Game.clock``) before each action and after the last, for a
        chart drawn in rounds; all None for a game without a clock. A record that no
        longer replays reads None from the move it fails on."""
        state = self.new_state(game)
        out: list[int | None] = [game.clock(state)]
        if out[0] is None:
            return out * (len(self.actions) + 1)
        for action in self.actions:
            try:
                state.apply(action)
            except IllegalActionError:
                return out + [None] * (len(self.actions) + 1 - len(out))
            out.append(game.clock(state))
        return out

    def check_compatible(self, game: Game) -> None:
        """Refuse a record made for another game or with other content."""
        if game.id != self.game_id:
            raise SaveError(f"this record is for {self.game_id!r}, not {game.id!r}")
        if game.content_hash != self.content_hash:
            raise SaveError(
                "this game was saved with different content (another version of the cards); "
                "it cannot be replayed exactly"
            )
        if not game.min_players <= len(self.seats) <= game.max_players:
            raise SaveError(
                f"this record has {len(self.seats)} seats, which {game.name} does not allow"
            )
        try:
            game.resolve_options(self.options)
        except ValueError as exc:
            raise SaveError(f"this record's options do not fit: {exc}") from exc

    def to_json(self) -> dict[str, Any]:
        doc = {
            "game": self.game_id,
            "content_hash": self.content_hash,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "options": self.options,
            "actions": [a.to_json() for a in self.actions],
        }
        if self.hints:
            doc["hints"] = [h.to_json() for h in self.hints]
        return doc

    @staticmethod
    def from_json(data: Any) -> GameRecord:
        """Parse a record; any structural problem is a :class:`SaveError` in plain words."""
        try:
            if not isinstance(data, dict):
                raise ValueError("the record is not an object")
            seats = [SeatSpec.from_json(s) for s in data["seats"]]
            if not isinstance(data["seed"], int) or isinstance(data["seed"], bool):
                raise ValueError("the seed is not a whole number")
            if not isinstance(data["game"], str) or not isinstance(data["content_hash"], str):
                raise ValueError("the game id or content hash is not text")
            if not isinstance(data.get("options", {}), dict):
                raise ValueError("the options are not an object")
            actions = [Action.from_json(a) for a in data["actions"]]
            hints = data.get("hints", [])  # absent from saves made before hints were kept
            if not isinstance(hints, list):
                raise ValueError("the hints are not a list")
            marks = [HintMark.from_json(h) for h in hints]
            if any(m.seat >= len(seats) for m in marks):
                raise ValueError("a hint names a seat the game does not have")
            return GameRecord(
                data["game"],
                data["content_hash"],
                seats,
                data["seed"],
                dict(data.get("options", {})),
                actions,
                marks,
            )
        except KeyError as exc:
            raise SaveError(f"the save is missing its {exc.args[0]!r} entry") from exc
        except (TypeError, ValueError) as exc:
            raise SaveError(f"the save is damaged: {exc}") from exc
