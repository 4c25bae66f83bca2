"""Paying Active Energy: one decision per colour, and only where there is a real choice.

A cost is paid colour by colour in a fixed order; for each colour the player says how
many cubes of it to give, within what the later colours can still cover. Forced amounts
are paid without asking, so a player with exactly one way to pay is never asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.dragon_island import actions as act
from game.engines.dragon_island import board as B
from game.engines.dragon_island.content import ENERGY
from game.engines.dragon_island.economy import describe_counts

if TYPE_CHECKING:
    from game.engines.dragon_island.state import DragonIslandState


def start(s: DragonIslandState, cost: int, purpose: tuple[Any, ...]) -> None:
    """Begin paying ``cost`` from the Active Energy where the wizard stands; when paid the
    turn continues at step ``purpose[0]``."""
    seat = s.turn_player
    h = s.wizards[seat]
    s.pay_left = cost
    s.pay_colours = tuple(i for i in B.active_energy(s, h) if s.cubes[seat][i] > 0)
    s.pay_purpose = purpose
    s.pay_paid = (0,) * len(ENERGY)
    s.step = "pay"


def _bounds(s: DragonIslandState) -> tuple[int, int]:
    seat = s.turn_player
    first, *rest = s.pay_colours
    later = sum(s.cubes[seat][i] for i in rest)
    lo = max(0, s.pay_left - later)
    hi = min(s.cubes[seat][first], s.pay_left)
    return lo, hi


def _pay(s: DragonIslandState, n: int, events: list[Event]) -> None:
    seat = s.turn_player
    i = s.pay_colours[0]
    s.cubes[seat][i] -= n
    s.cube_supply[i] += n
    s.pay_left -= n
    s.pay_colours = s.pay_colours[1:]
    if n:
        paid = list(s.pay_paid)
        paid[i] += n
        s.pay_paid = tuple(paid)


def enter(s: DragonIslandState, events: list[Event]) -> None:
    while s.pay_left > 0:
        assert s.pay_colours, "a payment was started that cannot be paid"
        lo, hi = _bounds(s)
        if lo != hi:
            s.stack.push(Decision(s.turn_player, "pay"))
            return
        _pay(s, lo, events)
    s.pay_colours = ()
    _log_payment(s, events)
    s.step = str(s.pay_purpose[0])


def _log_payment(s: DragonIslandState, events: list[Event]) -> None:
    """One line for the whole payment, however many colours and decisions it took."""
    seat = s.turn_player
    paid = {c: n for c, n in zip(ENERGY, s.pay_paid, strict=True) if n}
    s.pay_paid = ()
    if not paid:
        return
    purpose = s.pay_purpose
    if purpose[0] == "built" and str(purpose[1]) in s.rules.buildings:
        what = f"the {s.rules.buildings[str(purpose[1])].name}"
    else:
        what = "the capture"
    events.append(
        Event(
            "pay",
            f"{s.name(seat)} pays {describe_counts(paid)} for {what}",
            {"seat": seat, "paid": paid},
            seat=seat,
        )
    )


def legal_pay(s: DragonIslandState) -> list[Action]:
    lo, hi = _bounds(s)
    colour = ENERGY[s.pay_colours[0]]
    return [act.pay(colour, n) for n in range(hi, lo - 1, -1)]


def apply_pay(s: DragonIslandState, action: Action, events: list[Event]) -> None:
    n = action.args[1]
    assert isinstance(n, int)
    _pay(s, n, events)
    s.step = "pay"
