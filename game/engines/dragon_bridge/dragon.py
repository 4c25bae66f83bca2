"""The Dragon Check: FLIGHT when enough wings are visible in the Nest, else ROOST when the
Nest is full; then the Market is refilled and "after" powers fire."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import Event
from game.engines.dragon_bridge import gems, hacks, powers

if TYPE_CHECKING:
    from game.engines.dragon_bridge.state import DragonBridgeState as S


def visible_wings(s: S) -> int:
    cards = s.game.cards
    return sum(cards[c].wings for c, up in s.nest if up)


def flight_threshold(s: S) -> int:
    dp = powers.dragon_power(s)
    base = s.game.setup.facts.flight_threshold
    base += hacks.threshold_change(s)
    if dp is None:
        return max(1, base)
    if dp.flight_threshold is not None:
        items = len(s.tableau[0]) + len(s.tableau[1])
        base = dp.flight_threshold + dp.threshold_per_item * items + hacks.threshold_change(s)
    return max(1, base + dp.threshold_change)


def roost_at(s: S) -> int:
    dp = powers.dragon_power(s)
    if dp is not None and dp.roost_at is not None:
        return dp.roost_at
    return s.game.setup.facts.roost_at


def check(s: S, events: list[Event]) -> None:
    if visible_wings(s) >= flight_threshold(s):
        flight(s, events)
    elif len(s.nest) >= roost_at(s):
        roost(s, events)


def flight(s: S, events: list[Event]) -> None:
    """The last card played goes under the Dragon (a card turned up into the Nest after it
    was never played), the rest (and the old power) are shuffled into the deck, and the
    Dragon flies to the other end."""
    last, _ = s.nest.pop(s.played_index())
    entering = [] if s.dragon_power is None else [s.dragon_power]
    entering += [c for c, _ in s.nest]
    s.deck.extend(entering)
    s.nest = []
    s.last_played = None
    s.dragon_power = last  # before the shuffle: what each seat knows is counted then
    s.shuffle_deck(len(entering))
    s.dragon_end = 1 - s.dragon_end
    s.used_nest.clear()
    hacks.after_flight(s)
    card = s.game.cards[last]
    power = card.dragon_power.name if card.dragon_power else "no power"
    events.append(
        Event(
            "flight",
            f"FLIGHT! The Dragon flies to the other end with {card.name} ({power})",
            {"card": last, "dragon_end": s.dragon_end},
            irreversible=True,
        )
    )
    gems.refill_market(s, events)
    powers.fire(s, "after_flight", (s.turn_player, 1 - s.turn_player))
    powers.fire(s, "after_flight_or_roost", (s.turn_player, 1 - s.turn_player))


def roost(s: S, events: list[Event]) -> None:
    """The Nest is shuffled into the deck and the top card starts the new Nest face up."""
    entering = [c for c, _ in s.nest]
    s.deck.extend(entering)
    s.nest = []
    s.shuffle_deck(len(entering))
    top = s.pop_top()
    s.nest = [(top, True)]
    s.last_played = None  # turned up, not played
    s.used_nest.clear()
    events.append(
        Event(
            "roost",
            f"ROOST. The Nest is reshuffled; {s.game.cards[top].name} starts the new Nest",
            {"card": top},
            irreversible=True,
        )
    )
    gems.refill_market(s, events)
    powers.fire(s, "after_roost", (s.turn_player, 1 - s.turn_player))
    powers.fire(s, "after_flight_or_roost", (s.turn_player, 1 - s.turn_player))


def reveal_to_nest(s: S, count: int, events: list[Event]) -> None:
    for _ in range(count):
        if not s.deck:
            return
        card = s.pop_top()
        s.nest.append((card, True))
        events.append(
            Event(
                "reveal",
                f"{s.game.cards[card].name} is turned up into the Nest",
                {"card": card},
                irreversible=True,
            )
        )
