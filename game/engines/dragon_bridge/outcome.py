"""How a match ends: an Escape or a Pounce, only ever on the player's own turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import DecisionStack
from game.core.events import Event

if TYPE_CHECKING:
    from game.engines.dragon_bridge.state import DragonBridgeState as S


def win(s: S, seat: int, reason: str, events: list[Event]) -> None:
    _end(s, seat, reason, events, f"Player {seat + 1} {reason} and wins")


def lose(s: S, seat: int, reason: str, events: list[Event]) -> None:
    _end(s, 1 - seat, reason, events, f"Player {seat + 1} is {reason} and loses")


def _end(s: S, winner: int, reason: str, events: list[Event], text: str) -> None:
    s.over = True
    s.winner = winner
    s.end_reason = reason
    s.stack = DecisionStack()
    s.queue = []
    s.triggers = []
    events.append(Event("game_over", text, {"winner": winner, "reason": reason}))
