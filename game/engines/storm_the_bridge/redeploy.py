"""The Redeployment phase: the active player stations crew at the sections they occupy
(skipped with no section). No action card is played in it. Each crew member is moved at
most once per phase, so the phase always ends; stationed crew stay put until their
owner's next Redeployment, and the crew of a lost section stay unstationed until then."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge.words import who

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import StormState as S


def begin(s: S, events: list[Event]) -> None:
    seat = s.turn_player
    s.redeployed = set()
    if not P.sections_of(s, seat) or not s.party[seat]:
        s.stage = "end_turn"
        return
    s.stage = "redeploy"
    s.stack.push(Decision(seat, "redeploy"))


def actions(s: S, seat: int) -> list[Action]:
    out: list[Action] = []
    secs = P.sections_of(s, seat)
    for crew in s.party[seat]:
        if crew in s.redeployed:
            continue
        name = s.game.crew[crew].name
        for sec in secs:
            if s.assigned.get(crew) != sec:
                out.append(
                    Action(
                        "station", (crew, sec), f"Station {name} at the {s.game.sections[sec].name}"
                    )
                )
        if crew in s.assigned:
            out.append(Action("unstation", (crew,), f"Take {name} off their post"))
    out.append(Action("done", (), "End the Redeployment (and the turn)"))
    return out


def _anything_left(s: S, seat: int) -> bool:
    """Would ``actions`` list more than "done"? (Without building the list.)"""
    secs = P.sections_of(s, seat)
    for crew in s.party[seat]:
        if crew in s.redeployed:
            continue
        where = s.assigned.get(crew)
        if where is not None or any(where != sec for sec in secs):
            return True
    return False


def apply(s: S, seat: int, action: Action, events: list[Event]) -> None:
    if action.kind == "done":
        s.stage = "end_turn"
        return
    crew = str(action.args[0])
    s.redeployed.add(crew)
    name = s.game.crew[crew].name
    if action.kind == "station":
        sec = str(action.args[1])
        s.assigned[crew] = sec
        text = f"{who(seat)} stations {name} at the {s.game.sections[sec].name}"
    else:
        s.assigned.pop(crew, None)
        text = f"{who(seat)} takes {name} off their post"
    events.append(Event("redeploy", text, {"seat": seat, "crew": crew}, seat=seat))
    if _anything_left(s, seat):
        s.stack.push(Decision(seat, "redeploy"))
    else:
        s.stage = "end_turn"
