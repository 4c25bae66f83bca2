"""Step 4: where the wizard may end the move (step, pet flight, Keep teleport)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.dragon_island import actions as act
from game.engines.dragon_island.content import COLOURS
from game.engines.dragon_island.costs import can_capture, can_tame
from game.engines.dragon_island.dragons import is_pen
from game.engines.dragon_island.hexes import ORIGIN, Hex, hex_text, neighbours

if TYPE_CHECKING:
    from game.engines.dragon_island.state import DragonIslandState


def can_end_on(s: DragonIslandState, seat: int, h: Hex) -> bool:
    """You may only end where you can deal with the dragons there. Penned dragons never
    force anything (only the Pen's owner may capture them, and need not)."""
    if not s.dragons.get(h) or is_pen(s, h):
        return True
    return can_tame(s, seat, h) or can_capture(s, seat, h)


def reachable(s: DragonIslandState, seat: int) -> dict[Hex, str]:
    """Every tile the wizard may end on, with the simplest way of getting there."""
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

    def add(h: Hex, how: str) -> None:
        if h in board and h != cur and h not in out:
            out[h] = how

    for n in neighbours(cur):
        add(n, "step")
    pets = s.pets[seat]
    for i, colour in enumerate(COLOURS):
        if pets[i] <= 0:
            continue
        targets = [h for h, cell in board.items() if cell[2] == colour]
        for t in targets:
            add(t, f"fly on the {colour} pet")
        for t in targets:
            for n in neighbours(t):
                add(n, f"fly on the {colour} pet, then step")
    add(ORIGIN, "teleport to the Keep")
    for n in neighbours(ORIGIN):
        add(n, "teleport to the Keep, then step")
    return {h: how for h, how in out.items() if can_end_on(s, seat, h)}


def enter(s: DragonIslandState, events: list[Event]) -> None:
    s.stack.push(Decision(s.turn_player, "move"))


def legal_move(s: DragonIslandState) -> list[Action]:
    seat = s.turn_player
    dests = reachable(s, seat)
    if not dests:
        return [act.stay("No tile can be reached: the wizard stays")]
    out = []
    for h in sorted(dests):
        if h == s.wizards[seat]:
            out.append(act.stay("Stay on the Keep"))
        else:
            out.append(act.move(h, dests[h]))
    return out


def apply_move(s: DragonIslandState, action: Action, events: list[Event]) -> None:
    seat = s.turn_player
    if action.kind == "stay":
        s.moved = False
        events.append(
            Event(
                "stay",
                f"{s.name(seat)} stays at {hex_text(s.wizards[seat])}",
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
                f"{s.name(seat)} moves to {q},{r}",
                {"seat": seat, "hex": [q, r]},
                seat=seat,
            )
        )
    s.step = "deal"
