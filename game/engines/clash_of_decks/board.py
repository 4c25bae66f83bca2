"""Where creatures stand in the two lanes, and the abilities they have there.

Abilities are computed on demand from the lane neighbours instead of being cached, so
an Aura is right after every move (summon, Sprint, destruction, closing up) by design.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engines.clash_of_decks.state import ClashState

UPPER = 0
LOWER = 1
LANES = (UPPER, LOWER)
LANE_NAMES = ("upper", "lower")


def locate(state: ClashState, card: str) -> tuple[int, int, int] | None:
    """(side, lane, index from the bridge) of a creature in play, else None."""
    side = state.owner.get(card)
    if side is None:
        return None
    lanes = state.lanes[side]
    for lane in LANES:
        row = lanes[lane]
        if card in row:
            return side, lane, row.index(card)
    return None


def keywords_at(state: ClashState, side: int, lane: int, index: int) -> frozenset[str]:
    """Own abilities plus those given by the Aura of the neighbours left and right."""
    row = state.lanes[side][lane]
    card = state.cards[row[index]]
    kws = state.kw[card.id]
    for j in (index - 1, index + 1):
        if 0 <= j < len(row):
            aura = state.auras[row[j]]
            if aura:
                kws = kws | aura
    return kws


def keywords(state: ClashState, card: str) -> frozenset[str]:
    where = locate(state, card)
    if where is None:
        return state.kw[card]
    return keywords_at(state, *where)


def in_play(state: ClashState, side: int) -> list[str]:
    return state.lanes[side][UPPER] + state.lanes[side][LOWER]


def place(state: ClashState, side: int, lane: int, card: str, *, front: bool) -> int:
    """Put a creature into a lane (front = next to the bridge); its index."""
    row = state.lanes[side][lane]
    if front:
        row.insert(0, card)
        return 0
    row.append(card)
    return len(row) - 1


def move_within(state: ClashState, side: int, lane: int, card: str, *, front: bool) -> int:
    """Move a creature to the front or back of its lane; how many spaces it moved."""
    row = state.lanes[side][lane]
    old = row.index(card)
    row.pop(old)
    if front:
        row.insert(0, card)
        return old
    row.append(card)
    return len(row) - 1 - old


def remove(state: ClashState, card: str) -> tuple[int, int, int]:
    """Take a creature out of play; the lane closes up at once (official FAQ)."""
    where = locate(state, card)
    assert where is not None, card
    side, lane, index = where
    state.lanes[side][lane].pop(index)
    return where


def catalysts(state: ClashState, side: int) -> int:
    count = 0
    for lane in LANES:
        for i in range(len(state.lanes[side][lane])):
            if "catalyst" in keywords_at(state, side, lane, i):
                count += 1
    return count
