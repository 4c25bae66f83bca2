"""The turn as a machine of stages: Reset (cycle, untap, draw), the Action phase's open
state, windows and resolutions, Redeployment and the end of the turn.

``run`` advances until a decision is needed or the game is over. Steps waiting in
``queue`` always run before the stage moves on, so an effect's choices come before the
rest of the resolution.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Decision
from game.core.events import Event
from game.engines.storm_the_bridge import effects as E
from game.engines.storm_the_bridge import reset, responses, victory

if TYPE_CHECKING:
    from collections.abc import Callable

    from game.engines.storm_the_bridge.state import StormState as S


def run(s: S, events: list[Event]) -> None:
    while s.winner is None and not s.stack.frames:
        if s.queue:
            E.run_next(s, events)
            continue
        STAGES[s.stage](s, events)


def _open(s: S, events: list[Event]) -> None:
    s.stack.push(Decision(s.turn_player, "open"))


def _redeploy(s: S, events: list[Event]) -> None:
    # Reached only through redeploy.begin, which pushes the frame; kept for completeness.
    s.stage = "end_turn"


def _end_turn(s: S, events: list[Event]) -> None:
    """Instants kept on the table for the turn are discarded; what lasted for the turn
    ends; after the last round the game is decided (victory.by_limit)."""
    kept = [inst for inst, _ in s.table]
    s.table = []
    E.clear_table(s, kept, "the turn is over", events)
    s.mods = []
    s.shields = []
    if victory.limited(s) and s.turns >= s.game.max_rounds * s.num_players:
        victory.by_limit(s, events)
        return
    s.stage = "reset"


STAGES: dict[str, Callable[[S, list[Event]], None]] = {
    "reset": reset.begin,
    "cycle": reset.cycle,
    "untap": reset.untap,
    "draw": reset.draw,
    "open": _open,
    "window": responses.offer,
    "resolve": E.resolve_top,
    "finish": E.finish,
    "triggers": E.trigger_stage,
    "next": responses.next_round,
    "last_call": responses.last_call,
    "redeploy": _redeploy,
    "end_turn": _end_turn,
}
