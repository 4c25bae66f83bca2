"""Building positions for the rule tests: a real new game, then the table arranged by
hand (leaders, parties, sections, hands), with the active player in the open state."""

from __future__ import annotations

from typing import Any

from game.core import registry
from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge.game import StormGame
from game.engines.storm_the_bridge.state import StormState


def game() -> StormGame:
    g = registry.load_game("storm_the_bridge")
    assert isinstance(g, StormGame)
    return g


def new(players: int = 2, seed: int = 1, **options: Any) -> StormState:
    s = game().new_state(players, seed, options)
    assert isinstance(s, StormState)
    return s


def _take_card(s: StormState, design: str) -> str:
    """An instance of ``design`` taken from the Action Stack or the discard pile."""
    for pile in (s.action_stack, s.discard):
        for inst in pile:
            if inst is not None and s.game.design_of[inst] == design:
                pile.remove(inst)
                return inst
    for hand in s.hand:
        for inst in hand:
            if inst is not None and s.game.design_of[inst] == design:
                hand.remove(inst)
                return inst
    raise AssertionError(f"no {design} left to give")


def _take_crew(s: StormState, crew: str) -> None:
    for pile in (s.crew_stack, s.pool, *s.party):
        if crew in pile:
            pile.remove(crew)
            s.assigned.pop(crew, None)
            s.tapped.discard(crew)
            for known in s.crew_known:
                known.discard(crew)
            return
    if crew in s.set_aside:
        raise AssertionError(f"{crew} is set aside in this game")
    raise AssertionError(f"{crew} is nowhere")


def position(
    players: int = 2,
    *,
    leaders: list[str] | None = None,
    parties: list[list[str]] | None = None,
    hands: list[list[str]] | None = None,
    sections: dict[str, int] | None = None,
    stationed: dict[str, str] | None = None,
    pool: list[str] | None = None,
    active: int = 0,
    turns: int = 3,
    seed: int = 1,
    **options: Any,
) -> StormState:
    """A game whose table is set as given, the active player deciding in the open state.

    Hands given replace the dealt hands (the dealt cards go back to the Action Stack).
    """
    s = new(players, seed, **options)
    g = s.game
    if leaders is not None:
        s.leader = list(leaders)
        doubles = [g.leaders[ld].crew_double for ld in leaders]
        for c in s.set_aside:
            if c not in doubles:
                s.crew_stack.insert(0, c)
        for c in doubles:
            if c not in s.set_aside:
                _take_crew(s, c)
        s.set_aside = doubles
    if hands is not None:
        for seat in range(players):
            for inst in s.hand[seat]:
                s.action_stack.insert(0, inst)
            s.hand[seat] = []
        for seat, designs in enumerate(hands):
            s.hand[seat] = [_take_card(s, d) for d in designs]
    if pool is not None:
        for c in list(s.pool):
            s.pool.remove(c)
            s.crew_stack.insert(0, c)
        for c in pool:
            _take_crew(s, c)
            s.pool.append(c)
    for seat, members in enumerate(parties or []):
        for c in members:
            _take_crew(s, c)
            s.party[seat].append(c)
    for sec, seat in (sections or {}).items():
        s.occupier[sec] = seat
    for crew, sec in (stationed or {}).items():
        s.assigned[crew] = sec
    s.tapped = set()
    s.turns = turns
    s.turn_player = active
    at_open(s)
    return s


def at_open(s: StormState) -> None:
    s.stack.frames.clear()
    s.items = []
    s.stage = "open"
    s.stack.push(Decision(s.turn_player, "open"))


def find(s: StormState, kind: str, *args: Any) -> Action:
    """The legal action of that kind whose args start with ``args``."""
    legal = s.legal_actions()
    for a in legal:
        if a.kind == kind and tuple(a.args[: len(args)]) == tuple(args):
            return a
    raise AssertionError(
        f"no legal {kind}{args} for seat {s.current_player}; legal: "
        + ", ".join(f"{a.kind}{a.args}" for a in legal[:30])
    )


def has(s: StormState, kind: str, *args: Any) -> bool:
    return any(
        a.kind == kind and tuple(a.args[: len(args)]) == tuple(args) for a in s.legal_actions()
    )


def act(s: StormState, kind: str, *args: Any) -> list[Event]:
    return s.apply(find(s, kind, *args))


def declare(s: StormState, kind: str, target: str, *keys: str) -> list[Event]:
    """Declare a recruit or attack with these cards committed (a leader is ``leader``)."""
    events = act(s, kind, target)
    seat = s.current_player
    assert seat is not None
    for key in keys:
        events += act(s, "commit", P.leader_key(seat) if key == "leader" else key)
    events += act(s, "declare")
    return events


def pass_until_empty(s: StormState) -> list[Event]:
    """Everyone passes until the stack is empty (the open state or later)."""
    events: list[Event] = []
    while s.items or (s.stack.top is not None and s.stack.top.kind == "priority"):
        top = s.stack.top
        assert top is not None and top.kind == "priority", top
        events += act(s, "pass")
    return events


def texts(events: list[Event]) -> list[str]:
    return [e.text for e in events]
