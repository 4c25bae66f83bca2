"""How Storm the Bridge speaks, over seeded random games (a wording review's findings):
sections with their article, verbs that agree, a trap named once, a recruit by name."""

from __future__ import annotations

import re

from tests.log_sweep import sweep

LINES, LABELS = sweep("storm_the_bridge", range(1, 5))
SECTIONS = "Bridge|Engine Room|Armory|Sickbay|Diplomatic Suite"


def test_sections_are_named_with_their_article() -> None:
    bare = re.compile(
        rf"(attached to|leaves|moves [\w ]+ to|untaps(?: [\w ]+,)*|taps) ({SECTIONS})\b"
    )
    assert not [t for t in LINES if bare.search(t)]
    assert any(" is attached to the " in t for t in LINES)
    assert any(a.startswith("Tap the ") for a in LABELS)


def test_the_leaders_verb_agrees_and_a_trap_is_named_once() -> None:
    assert not [t for t in LINES if "leader add nothing" in t]
    assert not [t for t in LINES if re.search(r"(\b[A-Z][\w ]+) \(\1\)", t)]
    assert any("Booby Trap goes on the stack" in t for t in LINES)


def test_a_recruit_joins_by_name_and_a_passive_is_attached_to_its_host() -> None:
    joins = [t for t in LINES if "joins the party tapped" in t]
    assert joins and not [t for t in joins if "; it joins" in t]
    attach = [a for a in LABELS if a.startswith("Attach ")]
    assert attach and not [a for a in attach if " on " in a.split(" (")[0]]


def test_a_play_on_ones_own_card_and_the_refill_read_naturally() -> None:
    for seat in (1, 2):
        assert not [
            t for t in LINES if t.startswith(f"Player {seat} ") and f" on Player {seat}'s " in t
        ]
    assert any(" plays " in t and " on their own " in t for t in LINES)
    assert not [t for t in LINES if "(up to " in t]
