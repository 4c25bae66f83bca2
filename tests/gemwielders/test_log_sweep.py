"""How Gemwielders speaks, over seeded random games (a wording review's findings)."""

from __future__ import annotations

import re

from tests.log_sweep import sweep

LINES, LABELS = sweep("gemwielders", range(1, 7))


def test_an_empty_defense_setup_reads_as_none_not_as_nothing_revealed() -> None:
    assert not [t for t in LINES if "revealed: nothing" in t]
    assert any(" has no defense cards: defense 0" in t for t in LINES)


def test_cards_go_into_their_hand_and_gems_are_counted_by_name() -> None:
    assert not [t for t in LINES if "into the hand" in t]
    assert any("into their hand" in t for t in LINES)
    assert not [t for t in LINES if re.search(r"\((ruby|sapphire|emerald|topaz|amethyst) \d", t)]
    assert any(" socketed, " in t for t in LINES)


def test_a_power_clause_is_paid_for_and_the_end_names_both_lives() -> None:
    pays = [a for a in LABELS if ": pay " in a]
    assert pays and not [a for a in pays if " power to " in a]
    ends = [t for t in LINES if " wins: " in t]
    assert ends and all(re.search(r"\(life: Player 1 -?\d+, Player 2 -?\d+\)$", t) for t in ends)
    assert not [t for t in LINES if "the rulebook's Player 1" in t]
