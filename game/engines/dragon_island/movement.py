"""Step 4: where the wizard may end the move (step, pet flight, Keep teleport)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.dragon_island import actions as act
from game.engines.dragon_island.board import where
from game.engines.dragon_island.content import COLOURS
from game.engines.dragon_island.costs import can_capture, can_tame
from game.engines.dragon_island.dragons import pen_owner
from game.engines.dragon_island.hexes import ORIGIN, Hex, adjacent

if TYPE_CHECKING:
    from game.engines.dragon_island.state import DragonIslandState


def can_end_on(s: DragonIslandState, seat: int, h: Hex) -> bool:
    """You may only end where you can deal with the dragons there (ruling 10). Penned
    dragons "can only be Captured by the owner": a Pen holding dragons bars every visitor,
    and its owner too unless they can pay for the capture."""
    if not s.dragons.get(h):
        return True
    owner = pen_owner(s, h)
    if owner is not None:
        return owner == seat and can_capture(s, seat, h)
    return can_tame(s, seat, h) or can_capture(s, seat, h)


# The wordings of the ways to get somewhere, built once rather than per candidate hex.
_FLY = {c: f"fly on the {c} pet" for c in COLOURS}
_FLY_STEP = {c: f"fly on the {c} pet, then step" for c in COLOURS}
_KEEP_RING = adjacent(ORIGIN)


def reachable(s: DragonIslandState, seat: int) -> dict[Hex, str]:
    """Every tile the wizard may end on, with the simplest way of getting there.

    The first way found wins (a step before a flight before a teleport). This runs at every
    move of every AI playout, hence the inlined loops over memoised neighbour tuples.
    """
    out: dict[Hex, str] = {}
    board = s.board
    if s.seat_turns[seat] == 1:
        # First turn: only the Keep (where every wizard starts) or your own Tower.
        out[ORIGIN] = "stay on the Keep"
        tower = s.rules.towers[s.colours[seat]].id
        for h, cell in board.items():
            if cell[0] == tower:
                out[h] = "to your Tower"
        return {h: how for h, how in out.items() if can_end_on(s, seat, h)}
    cur = s.wizards[seat]
    for n in adjacent(cur):
        if n in board and n != cur and n not in out:
            out[n] = "step"
    pets = s.pets[seat]
    for i, colour in enumerate(COLOURS):
        if pets[i] <= 0:
            continue
        targets = [h for h, cell in board.items() if cell[2] == colour]
        how = _FLY[colour]
        for t in targets:
            if t != cur and t not in out:
                out[t] = how
        how = _FLY_STEP[colour]
        for t in targets:
            for n in adjacent(t):
                if n in board and n != cur and n not in out:
                    out[n] = how
    if ORIGIN in board and cur != ORIGIN and ORIGIN not in out:
        out[ORIGIN] = "teleport to the Keep"
    for n in _KEEP_RING:
        if n in board and n != cur and n not in out:
            out[n] = "teleport to the Keep, then step"
    # can_end_on is true at once where no dragon sits; only ask it where dragons do (a
    # few tiles, against the dozens reachable). Deleting keeps the others' order.
    for h, d in s.dragons.items():
        if d and h in out and not can_end_on(s, seat, h):
            del out[h]
    return out


def enter(s: DragonIslandState, events: list[Event]) -> None:
    s.stack.push(Decision(s.turn_player, "move"))


def legal_move(s: DragonIslandState) -> list[Action]:
    seat = s.turn_player
    dests = reachable(s, seat)
    if not dests:
        return [act.stay("No tile can be reached: stay, with no tile action")]
    out = []
    for h in sorted(dests):
        if h == s.wizards[seat]:
            out.append(act.stay("Stay on the Keep"))
        else:
            out.append(act.move(h, dests[h]))
    return out


def apply_move(s: DragonIslandState, action: Action, events: list[Event]) -> None:
    seat = s.turn_player
    if action.kind == "stay" and s.seat_turns[seat] != 1:
        # Trapped (ruling 7): every way off the Keep ends among dragons the wizard cannot
        # deal with. The move is a must, so a wizard that could not make it lands nowhere:
        # no dragons to deal with, no tile action, no map; the turn goes on to the draw.
        s.moved = False
        events.append(
            Event(
                "stay",
                f"{s.name(seat)} cannot move and stays on {where(s, s.wizards[seat])}, "
                "with no tile action",
                {"seat": seat, "trapped": True},
                seat=seat,
            )
        )
        s.step = "draw"
        return
    if action.kind == "stay":  # a first turn spent on the Keep, a move the rulebook allows
        s.moved = False
        events.append(
            Event(
                "stay",
                f"{s.name(seat)} stays on {where(s, s.wizards[seat])}",
                {"seat": seat},
                seat=seat,
            )
        )
    else:
        q, r = action.args
        assert isinstance(q, int) and isinstance(r, int)
        s.wizards[seat] = (q, r)
        s.moved = True
        events.append(
            Event(
                "wizard_move",
                f"{s.name(seat)} moves to {where(s, (q, r))}",
                {"seat": seat, "hex": [q, r]},
                seat=seat,
            )
        )
    s.step = "deal"
