"""How Dragon Bridge speaks, over seeded random games (a wording review's findings):
counted nouns, no choice of "0 tiles", the game's end said as it happens."""

from __future__ import annotations

from tests.log_sweep import sweep

LINES, LABELS = sweep("dragon_bridge", range(1, 25), options={"basic": False})
HACK_LINES, HACK_LABELS = sweep(
    "dragon_bridge", range(1, 6), options={"basic": False, "expansion": True}
)


def test_counted_nouns_agree() -> None:
    assert not [t for t in LINES if "top 1 Action cards" in t]
    assert any("the top Action card" in t for t in LINES)
    assert not [a for a in HACK_LABELS if "Pay 1 White Gems" in a]
    assert any(a.startswith("Pay 1 White Gem:") for a in HACK_LABELS)


def test_no_choice_or_line_speaks_of_zero_tiles() -> None:
    assert not [a for a in LABELS if " 0 tiles" in a or "up to 0 " in a]
    assert any(a == "Stay put" for a in LABELS)
    assert not [t for t in LINES if "of 0 tiles" in t]


def test_the_end_is_told_as_it_happens_and_names_are_used() -> None:
    assert not [t for t in LINES if "is pounced" in t or "escaped and wins" in t]
    assert any(t.startswith("The Dragon pounces on Player ") for t in LINES)
    assert any(t.endswith("escapes the bridge and wins") for t in LINES)
    assert not [t for t in LINES if "the wizard card" in t or "with the opponent" in t]
