"""The draft phase: the dead-card scrap, refilling the row, socketing a gem, drafting or
scrapping one gem card, and taking a Source."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import Event
from game.engines.gemwielders import cards
from game.engines.gemwielders.words import article, plural, who

if TYPE_CHECKING:
    from game.engines.gemwielders.state import GemState as S


def gems_of(s: S, seat: int, gem: str) -> int:
    return s.gems[seat].count(gem)


def meets(s: S, seat: int, inst: str) -> bool:
    """Drafting (or scrapping) needs as many gems of the card's own colour as its
    requirement; gems of other colours never count (rules.md)."""
    card = s.game.gem_cards[cards.card_id(inst)]
    return gems_of(s, seat, card.gem) >= card.requirement


def could_ever_draft(s: S, seat: int, inst: str) -> bool:
    """Whether ``seat`` can still reach the card's requirement: the gems of its colour
    it has, plus as many more as its free sockets and the pool allow (research 7.4)."""
    card = s.game.gem_cards[cards.card_id(inst)]
    free = s.game.setup.max_gems - len(s.gems[seat])
    return gems_of(s, seat, card.gem) + min(free, s.pool[card.gem]) >= card.requirement


def dead_slots(s: S) -> list[int]:
    """Row slots holding a card that neither player could ever draft; only once both
    players have at least the rulebook's three gems."""
    game = s.game
    least = game.setup.dead_card_scrap_min_gems
    mine, theirs = s.gems[0], s.gems[1]
    if min(len(mine), len(theirs)) < least:
        return []
    # ``could_ever_draft`` for seat 0, then (only if not) seat 1, spelt out: the search
    # asks this at the start of every turn.
    pool = s.pool
    gem_cards = game.gem_cards
    free0 = game.setup.max_gems - len(mine)
    free1 = game.setup.max_gems - len(theirs)
    out: list[int] = []
    for i, c in enumerate(s.row):
        if c is None:
            continue
        card = gem_cards[cards.card_id(c)]
        gem, need = card.gem, card.requirement
        if mine.count(gem) + min(free0, pool[gem]) >= need:
            continue
        if theirs.count(gem) + min(free1, pool[gem]) < need:
            out.append(i)
    return out


def refill(s: S, events: list[Event]) -> None:
    dealt: list[str] = []
    size = s.game.setup.draft_row_size
    s.row += [None] * (size - len(s.row))
    for i in range(size):
        if s.row[i] is None and s.gem_deck:
            inst = s.gem_deck.pop()
            assert inst is not None, "a hidden gem card was dealt from a view"
            s.row[i] = inst
            dealt.append(inst)
    if dealt:
        names = ", ".join(cards.name(s, c) for c in dealt)
        left = len(s.gem_deck)
        events.append(
            Event(
                "refill",
                f"The draft row is refilled with {names} ({left} left in the gem card deck)",
                {"cards": dealt, "left": left},
                irreversible=True,
            )
        )


def can_socket(s: S, seat: int) -> bool:
    return len(s.gems[seat]) < s.game.setup.max_gems and any(s.pool.values())


def socket(s: S, seat: int, gem: str, events: list[Event]) -> None:
    s.pool[gem] -= 1
    s.gems[seat].append(gem)
    name = s.game.gem_defs[gem].name
    n = gems_of(s, seat, gem)
    events.append(
        Event(
            "socket",
            f"{who(seat)} sockets {article(name)} "
            f"({plural(n, name)} socketed, {plural(len(s.gems[seat]), 'gem')} in all)",
            {"seat": seat, "gem": gem},
            seat=seat,
        )
    )


def eligible_slots(s: S, seat: int) -> list[int]:
    # ``meets`` for every card in the row, spelt out: the search asks it every turn.
    gems = s.gems[seat]
    gem_cards = s.game.gem_cards
    out: list[int] = []
    for i, c in enumerate(s.row):
        if c is not None:
            card = gem_cards[cards.card_id(c)]
            if gems.count(card.gem) >= card.requirement:
                out.append(i)
    return out


def take(s: S, seat: int, slot: int, events: list[Event]) -> None:
    inst = s.row[slot]
    assert inst is not None
    s.row[slot] = None
    s.owner[inst] = seat
    s.discard[seat].append(inst)
    events.append(
        Event(
            "draft",
            f"{who(seat)} drafts {cards.name(s, inst)} into the discard pile",
            {"seat": seat, "card": inst, "slot": slot},
            seat=seat,
        )
    )


def scrap_from_row(s: S, seat: int, slot: int, events: list[Event], *, dead: bool) -> None:
    inst = s.row[slot]
    assert inst is not None
    s.row[slot] = None
    s.scrap.append(inst)
    why = " (no player could ever draft it)" if dead else ""
    events.append(
        Event(
            "scrap",
            f"{who(seat)} scraps {cards.name(s, inst)} from the draft row{why}",
            {"seat": seat, "card": inst, "slot": slot},
            seat=seat,
        )
    )


def take_source(s: S, seat: int, events: list[Event]) -> None:
    inst = s.sources.pop()
    s.owner[inst] = seat
    s.discard[seat].append(inst)
    left = len(s.sources)
    events.append(
        Event(
            "source",
            f"{who(seat)} adds a Source to the discard pile ({left} left in the stack)",
            {"seat": seat, "card": inst},
            seat=seat,
        )
    )
