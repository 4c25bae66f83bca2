"""Card instances and the zones they move between: decks that reshuffle when needed,
hands, discard piles, the scrap pile and the stack of Sources.

A card instance is ``"<card id>#<n>"`` (``slash#3``); actions name the card id only, so
two copies of one card are one choice and an AI's sampled worlds agree on it.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, cast

from game.core.events import Event
from game.engines.gemwielders.words import who

if TYPE_CHECKING:
    from game.engines.gemwielders.content import Card
    from game.engines.gemwielders.state import GemState as S


_IDS: dict[str, str] = {}


def card_id(inst: str) -> str:
    """``slash#3`` -> ``slash``, memoised: the AI asks this hundreds of thousands of times."""
    cid = _IDS.get(inst)
    if cid is None:
        cid = _IDS[inst] = inst.split("#", 1)[0]
    return cid


def defn(s: S, inst: str) -> Card:
    card = s.game.inst_defs.get(inst)
    if card is None:
        return s.game.defs[_IDS.get(inst) or card_id(inst)]
    return card


def name(s: S, inst: str) -> str:
    card = s.game.inst_defs.get(inst)
    return (card if card is not None else defn(s, inst)).name


def first_with(zone: Sequence[str | None], cid: str, skip: Collection[str] = ()) -> str | None:
    """The first instance of card ``cid`` in ``zone`` not in ``skip`` (actions name cards,
    not copies; ``skip`` holds copies that may not be chosen, e.g. played this turn)."""
    for inst in zone:
        if inst is not None and inst not in skip and card_id(inst) == cid:
            return inst
    return None


def reshuffle(s: S, seat: int, events: list[Event]) -> bool:
    """The discard pile becomes the deck, shuffled (rulebook: whenever the deck is needed
    and empty, also in the middle of an effect). False when there is nothing to shuffle."""
    if s.deck[seat] or not s.discard[seat]:
        return bool(s.deck[seat])
    pile = s.discard[seat]
    s.discard[seat] = []
    s.rng.shuffle(pile)
    s.deck[seat] = cast("list[str | None]", pile)
    s.top_known[seat] = 0
    # Everyone saw the pile: the new deck holds these cards and no other. In the middle of
    # a look (the deck ran out under it) a card looked at, from the old deck, may go back
    # on top unseen: the old deck's pool stays in with the pile's.
    old = s.deck_pool[seat]
    if s.looking[seat]:
        s.deck_pool[seat] = None if old is None else old | frozenset(pile)
    else:
        s.deck_pool[seat] = frozenset(pile)
    events.append(
        Event(
            "shuffle",
            f"{who(seat)} shuffles the discard pile ({len(pile)} cards) into a new deck",
            {"seat": seat, "count": len(pile)},
            seat=seat,
            irreversible=True,
        )
    )
    return True


def take_top(s: S, seat: int, events: list[Event]) -> str | None:
    """The top card of ``seat``'s deck, reshuffling first if needed; None if there is none
    (rules.md: draws from an empty deck and an empty discard pile are skipped)."""
    if not s.deck[seat] and not reshuffle(s, seat, events):
        return None
    inst = s.deck[seat].pop()
    assert inst is not None, "a hidden card was drawn from a view"
    if s.top_known[seat]:
        s.top_known[seat] -= 1
    return inst


def draw(s: S, seat: int, n: int, events: list[Event], *, why: str = "") -> int:
    drawn: list[str] = []
    for _ in range(n):
        inst = take_top(s, seat, events)
        if inst is None:
            break
        s.hand[seat].append(inst)
        drawn.append(inst)
    if drawn:
        count = len(drawn)
        noun = "a card" if count == 1 else f"{count} cards"
        names = ", ".join(name(s, c) for c in drawn)
        tail = f" {why}" if why else ""
        events.append(
            Event(
                "draw",
                f"{who(seat)} draws {names}{tail}",
                {"seat": seat, "cards": drawn},
                seat=seat,
                visible_to=frozenset({seat}),
                redacted=Event(
                    "draw",
                    f"{who(seat)} draws {noun}{tail}",
                    {"seat": seat, "count": count},
                    seat=seat,
                ),
                irreversible=True,
            )
        )
    return len(drawn)


def to_discard(s: S, seat: int, inst: str) -> None:
    s.exposed[seat].discard(inst)
    s.discard[seat].append(inst)


def to_hand_openly(s: S, seat: int, inst: str) -> None:
    """A card taken into hand from a face-up place: the opponent knows it is there."""
    s.hand[seat].append(inst)
    s.exposed[seat].add(inst)


def scrap(s: S, seat: int, inst: str, events: list[Event]) -> None:
    """Out of the game, face up; a Source is indestructible and goes back to its stack."""
    s.exposed[seat].discard(inst)
    if card_id(inst) == s.game.source_id:
        s.owner.pop(inst, None)
        s.sources.append(inst)
        events.append(
            Event(
                "scrap",
                f"{who(seat)} scraps a Source; it returns to the stack of Sources",
                {"seat": seat, "card": inst},
                seat=seat,
            )
        )
        return
    s.scrap.append(inst)
    events.append(
        Event(
            "scrap", f"{who(seat)} scraps {name(s, inst)}", {"seat": seat, "card": inst}, seat=seat
        )
    )


def remove_from_hand(s: S, seat: int, inst: str) -> None:
    s.hand[seat].remove(inst)
