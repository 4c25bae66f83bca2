"""The Reset phase, in the rulebook's order: cycle the Available Crew Pool, untap your
cards, draw up to your hand size. No action card is played in it (so no window opens).

Rulings: the first player's very first Reset skips the cycle (A2: two crew are
available on the first turn of the game, three thereafter); a leader's Reset ability
(Long-Range Scan) comes before the cycle, as its text says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Decision
from game.core.events import Event
from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge import zones as Z
from game.engines.storm_the_bridge.words import who

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import StormState as S


def begin(s: S, events: list[Event]) -> None:
    """Stage "reset": a new turn starts."""
    s.turns += 1
    s.turn_player = s.first if s.turns == 1 else (s.turn_player + 1) % s.num_players
    s.recruits = s.extra_recruits = s.attacks = s.infl_discards = 0
    s.failed = set()
    s.once_used = set()
    s.redeployed = set()
    s.capture_party = []
    seat = s.turn_player
    leader = s.game.leaders[s.leader[seat]]
    events.append(
        Event(
            "turn",
            f"Turn {s.turns} (round {s.round}): {who(seat)} ({leader.name})",
            {"seat": seat, "turn": s.turns},
            seat=seat,
        )
    )
    s.stage = "cycle"
    if leader.ability.kind == "reset" and s.crew_stack:
        s.stack.push(Decision(seat, "reset_ability"))


def cycle(s: S, events: list[Event]) -> None:
    s.stage = "untap"
    if s.turns > 1:
        Z.cycle(s, events)


def untap(s: S, events: list[Event]) -> None:
    seat = s.turn_player
    mine = [*P.characters(s, seat), *P.sections_of(s, seat)]
    back = [k for k in mine if k in s.tapped]
    s.tapped.difference_update(back)
    if back:
        events.append(
            Event(
                "untap",
                f"{who(seat)} untaps {', '.join(P.key_phrase(s, k) for k in back)}",
                {"seat": seat, "keys": back},
                seat=seat,
            )
        )
    s.stage = "draw"


def draw(s: S, events: list[Event]) -> None:
    seat = s.turn_player
    target = P.hand_size(s, seat)
    missing = target - len(s.hand[seat])
    if missing > 0:
        Z.draw(s, seat, missing, events, f"(refilling to {target})")
    s.stage = "open"
