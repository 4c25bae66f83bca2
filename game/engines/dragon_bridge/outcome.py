"""How a match ends: an Escape or a Pounce, only ever on the player's own turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import DecisionStack
from game.core.events import Event

if TYPE_CHECKING:
    from game.engines.dragon_bridge.state import DragonBridgeState as S


# The turn's phases, in order ("card": the played card joins the Nest; "pounce": the
# check after the Gem phase). The Dragon Check comes after both win conditions, so a
# match can be decided only up to the Pounce check: whatever happens from the Dragon
# Check on (an after-FLIGHT power, the Draw) can no longer win or lose it.
PHASES = ("setup", "start", "action", "card", "gem", "pounce", "dragon", "draw")
LAST_DECIDING = PHASES.index("pounce")


def can_decide(s: S, seat: int) -> bool:
    """Whether ``seat`` may win or lose now: on their own turn, before the Dragon Check."""
    return seat == s.turn_player and PHASES.index(s.phase) <= LAST_DECIDING


def win(s: S, seat: int, reason: str, events: list[Event]) -> None:
    said = {"escaped": "escapes the bridge"}.get(reason, reason)
    _end(s, seat, reason, events, f"Player {seat + 1} {said} and wins")


def lose(s: S, seat: int, reason: str, events: list[Event]) -> None:
    if reason == "pounced":
        text = f"The Dragon pounces on Player {seat + 1}: Player {2 - seat} wins"
    else:
        text = f"Player {seat + 1} is {reason} and loses"
    _end(s, 1 - seat, reason, events, text)


def _end(s: S, winner: int, reason: str, events: list[Event], text: str) -> None:
    s.over = True
    s.winner = winner
    s.end_reason = reason
    s.stack = DecisionStack()
    s.queue = []
    s.triggers = []
    events.append(Event("game_over", text, {"winner": winner, "reason": reason}))
