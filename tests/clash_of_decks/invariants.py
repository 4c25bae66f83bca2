"""Cheap whole-state checks run after every action of the fuzz games."""

from __future__ import annotations

from collections import Counter

from game.engines.clash_of_decks.state import ClashState
from tests.clash_of_decks.helpers import B


def check(s: ClashState) -> None:
    zones: list[str | None] = [*s.pool, *s.row]
    for seat in (0, 1):
        zones += [c for c in s.hands[seat] if c != B]
        zones += s.lanes[seat][0] + s.lanes[seat][1]
    if s.casting is not None:
        zones.append(s.casting)
    counts = Counter(zones)
    assert sorted(counts) == sorted(s.universe), "a card is missing or unknown"
    assert max(counts.values()) == 1, "a card is in two places"
    if s.in_draft:
        assert all(c not in s.owner for c in s.pool + s.row)
        return
    for seat in (0, 1):
        hand = s.hands[seat]
        assert hand.count(B) == 1
        if not s.is_over:
            assert hand[-1] != B, "a stronghold sits in the last space"
        for card in [*hand, *s.lanes[seat][0], *s.lanes[seat][1]]:
            assert card == B or s.owner[card] == seat
        assert s.public[seat] <= set(hand)
    in_play = {c for side in s.lanes for lane in side for c in lane}
    assert set(s.damage) <= in_play and s.entered <= in_play
    for card, dmg in s.damage.items():
        health = s.cards[card].health
        assert health is not None and 0 < dmg < health
    assert s.mana >= 0
    assert s.is_over or s.legal_actions(), "no legal action before the end"
    assert s.is_over == (s.loser is not None)
