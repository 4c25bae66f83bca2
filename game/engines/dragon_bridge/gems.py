"""Green gems, white gems and the Gem phase's one Gem Action (items are bought here)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.events import Event
from game.engines.dragon_bridge import hacks, powers

if TYPE_CHECKING:
    from game.engines.dragon_bridge.state import DragonBridgeState as S


def deplete(s: S, seat: int, count: int) -> int:
    n = min(count, s.ready[seat])
    s.ready[seat] -= n
    s.depleted[seat] += n
    return n


def ready(s: S, seat: int, count: int, events: list[Event], *, quiet: bool = False) -> int:
    n = min(count, s.depleted[seat])
    s.depleted[seat] -= n
    s.ready[seat] += n
    if n:
        events.append(
            Event(
                "ready",
                f"Player {seat + 1} readies {n} green gem{'s' if n != 1 else ''}",
                {"seat": seat, "count": n},
                seat=seat,
            )
        )
        if not quiet:
            powers.fire(s, "gem_readied", (seat,))
    return n


def gain_white(s: S, seat: int, events: list[Event]) -> None:
    """Each BUMP earns a White Gem: from the supply, else from the opponent."""
    if s.white_supply > 0:
        s.white_supply -= 1
        source = "the supply"
    elif s.white[1 - seat] > 0:
        s.white[1 - seat] -= 1
        source = "the opponent"
    else:
        return
    s.white[seat] += 1
    events.append(
        Event("white_gem", f"Player {seat + 1} gains a White Gem from {source}", seat=seat)
    )


def item_cost(s: S) -> int:
    dp = powers.dragon_power(s)
    if dp is not None and dp.item_cost is not None:
        return dp.item_cost
    return s.game.setup.facts.item_cost


def gem_actions(s: S) -> list[Action]:
    """The Gem phase's choices, in a fixed order; skipping is always allowed."""
    seat = s.turn_player
    g = s.game
    acts: list[Action] = []
    if s.ready[seat] > 0:
        acts.append(Action("gem", ("play",), "Play a green gem"))
    if s.depleted[seat] > 0 and hacks.is_gem_tile(s, s.pos[seat]):
        acts.append(Action("gem", ("ready",), "Ready a green gem (on a Gem tile)"))
    cost = item_cost(s)
    if s.ready[seat] >= cost:
        if s.options["basic"]:
            if s.item_deck:
                acts.append(Action("gem", ("draw_item",), f"Deplete {cost} gems: draw an item"))
        else:
            for iid in dict.fromkeys(s.market):
                acts.append(Action("buy", (iid,), f"Deplete {cost} gems: gain {g.items[iid].name}"))
    for key, name, p in powers.owned_powers(s, seat):
        if p.gem_action and powers.usable(s, seat, key, p):
            acts.append(Action("power", (key,), powers.power_label(s, p) or f"Use {name}"))
    if s.expansion:
        acts.extend(hacks.hack_actions(s))
    acts.append(Action("gem", ("skip",), "No Gem Action"))
    return acts


def apply_gem_action(s: S, action: Action, events: list[Event]) -> None:
    seat = s.turn_player
    g = s.game
    if action.kind == "buy":
        iid = str(action.args[0])
        deplete(s, seat, item_cost(s))
        s.market.remove(iid)
        _gain_item(s, seat, iid, events)
        return
    if action.kind == "hack":
        hacks.play_hack(s, str(action.args[0]), events)
        return
    if action.kind == "power":
        powers.resolve_power(s, seat, str(action.args[0]), events)
        return
    what = action.args[0]
    if what == "play":
        deplete(s, seat, 1)
        events.append(Event("gem", f"Player {seat + 1} plays a green gem", seat=seat))
        s.queue[:0] = [(step, seat) for step in g.setup.proposals.green_gem_action]
    elif what == "ready":
        ready(s, seat, 1, events)
    elif what == "draw_item":
        deplete(s, seat, item_cost(s))
        drawn = s.item_deck.pop()
        assert drawn is not None
        _gain_item(s, seat, drawn, events, blind=True)
    else:
        events.append(Event("gem", f"Player {seat + 1} takes no Gem Action", seat=seat))


def _gain_item(s: S, seat: int, iid: str, events: list[Event], *, blind: bool = False) -> None:
    s.tableau[seat].append(iid)
    how = "draws" if blind else "gains"
    events.append(
        Event(
            "item",
            f"Player {seat + 1} {how} {s.game.items[iid].name}",
            {"seat": seat, "item": iid},
            seat=seat,
            irreversible=blind,
        )
    )
    powers.fire(s, "item_gained", (seat,))


def refill_market(s: S, events: list[Event]) -> None:
    """After a FLIGHT or a ROOST the Market is refilled to its size (full game only)."""
    if s.options["basic"]:
        return
    size = s.game.setup.facts.market_size
    while len(s.market) < size and s.item_deck:
        iid = s.item_deck.pop()
        assert iid is not None
        s.market.append(iid)
        events.append(
            Event(
                "market",
                f"{s.game.items[iid].name} joins the Market",
                {"item": iid},
                irreversible=True,
            )
        )
