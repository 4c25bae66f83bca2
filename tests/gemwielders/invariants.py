"""Whole-state checks run after every action of the fuzz games (and on built positions)."""

from __future__ import annotations

from collections import Counter

from game.engines.gemwielders.cards import card_id
from game.engines.gemwielders.state import GemState


def all_cards(s: GemState) -> list[str | None]:
    """Every card instance in every zone of the table (a gap in the row is no card)."""
    out: list[str | None] = [
        *s.scrap,
        *(c for c in s.row if c is not None),
        *s.gem_deck,
        *s.sources,
    ]
    for p in (0, 1):
        out += [*s.deck[p], *s.hand[p], *s.discard[p], *s.defense[p], *s.mods[p]]
        out += [*s.table[p], *s.looking[p]]
    return out


def check(s: GemState) -> None:
    g = s.game
    setup = g.setup
    assert s.viewer is None
    # Every card in exactly one zone.
    dealt = s.bearer if None not in s.bearer else [None, None]
    counts = Counter(all_cards(s))
    assert None not in counts, "a hidden card in a real state"
    universe = g.universe(dealt)
    missing = set(universe) - set(counts)
    extra = set(counts) - set(universe)
    assert not missing and not extra, f"missing {sorted(missing)}, unknown {sorted(extra)}"
    twice = [c for c, n in counts.items() if n > 1]
    assert not twice, f"in two places: {twice}"
    # Counters in range.
    for p in (0, 1):
        assert s.life[p] <= setup.life_cap, f"life {s.life[p]} above the cap"
        assert s.power[p] >= 0, f"power {s.power[p]} below 0"
        assert len(s.gems[p]) <= setup.max_gems
    for gem in g.gems:
        held = sum(gs.count(gem) for gs in s.gems)
        assert s.pool[gem] >= 0 and s.pool[gem] + held == setup.gems_per_type.value
    assert len(s.row) <= setup.draft_row_size
    assert len(s.sources) <= setup.source_count.value
    # Owners: a player's zones hold that player's cards; the shared ones nobody's.
    for p in (0, 1):
        for zone in (s.deck, s.hand, s.discard, s.defense, s.mods, s.table, s.looking):
            for c in zone[p]:
                assert s.owner.get(str(c)) == p, f"{c} in seat {p}'s zone owned by {s.owner.get(c)}"
        assert all(g.defs[card_id(str(c))].type == "defense" for c in s.defense[p])
        assert all(g.defs[card_id(c)].type == "modification" for c in s.mods[p])
        # What the opponent knows of a hidden zone is a card that is there.
        assert s.exposed[p] <= {*s.hand[p], *s.defense[p]}, "a known card is not in hand/defense"
        assert 0 <= s.top_known[p] <= len(s.deck[p])
        # A deck holds only cards of its pool (the weapon deck, then each reshuffled pile):
        # a determinized world too, which is what keeps the AI's sampled decks honest.
        pool = s.deck_pool[p]
        assert pool is None or set(map(str, s.deck[p])) <= pool, "a deck card out of its pool"
    for c in [*s.row, *s.gem_deck, *s.sources]:
        assert c is None or c not in s.owner
    assert all(card_id(c) == g.source_id for c in s.sources)
    assert all(card_id(c) != g.source_id for c in s.scrap), "a Source in the scrap pile"
    assert s.used <= {*s.mods[0], *s.mods[1]}
    assert set(s.attack_cards) <= set(s.table[s.turn_player])
    # Between actions nothing is half-resolved at a main-phase decision.
    if s.stack.top is not None and s.stack.top.kind == "main":
        assert s.table == [[], []] and not s.queue and not s.looking[0] and not s.looking[1]
    # The end.
    assert s.is_over == (s.winner is not None) == (s.stage == "over")
    if s.is_over:
        assert s.current_player is None and s.legal_actions() == []
        assert len(s.winners) == 1 and s.end_reason
    else:
        assert s.current_player in (0, 1)
        assert s.legal_actions(), "no legal action before the end"
