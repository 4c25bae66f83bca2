"""The stack of pending decisions engines use to turn every choice into an action.

A card effect that needs a choice pushes a frame and pauses; a response window
("any other player may counter") pushes one frame per responder in turn order. The
owner of the top frame is ``current_player``. Frames are plain data so states clone fast.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Decision:
    """One pending choice: who makes it, of what kind, and the engine's context for it."""

    seat: int
    kind: str
    data: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> Decision:
        return Decision(self.seat, self.kind, dict(self.data))


class DecisionStack:
    """A LIFO of :class:`Decision` frames with the helpers every engine needs."""

    __slots__ = ("frames",)

    def __init__(self, frames: list[Decision] | None = None):
        self.frames: list[Decision] = frames if frames is not None else []

    def copy(self) -> DecisionStack:
        return DecisionStack([f.copy() for f in self.frames])

    def push(self, decision: Decision) -> None:
        self.frames.append(decision)

    def pop(self) -> Decision:
        return self.frames.pop()

    @property
    def top(self) -> Decision | None:
        return self.frames[-1] if self.frames else None

    def __bool__(self) -> bool:
        return bool(self.frames)

    def __len__(self) -> int:
        return len(self.frames)

    def open_response_window(
        self, kind: str, actor: int, num_players: int, data: dict[str, Any] | None = None
    ) -> None:
        """Push one frame per other seat so they answer in turn order after ``actor``."""
        responders = [(actor + i) % num_players for i in range(1, num_players)]
        for seat in reversed(responders):
            self.push(Decision(seat, kind, dict(data or {})))

    def close_response_window(self, kind: str) -> None:
        """Drop the remaining frames of a window once one responder has answered."""
        while self.frames and self.frames[-1].kind == kind:
            self.frames.pop()

    def snapshot(self) -> list[Any]:
        return [[f.seat, f.kind, f.data] for f in self.frames]
