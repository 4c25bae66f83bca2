"""Counted nouns in the logs and labels of every game."""

from __future__ import annotations

from game.core.wording import plural, plural_of, possessive


def test_gem_and_card_names_take_their_english_plurals() -> None:
    assert [plural_of(n) for n in ("Ruby", "Topaz", "Emerald", "Amethyst", "Sapphire")] == [
        "Rubies",
        "Topazes",
        "Emeralds",
        "Amethysts",
        "Sapphires",
    ]
    assert plural_of("Bay") == "Bays" and plural_of("Pass") == "Passes"
    assert plural(1, "Ruby") == "1 Ruby" and plural(3, "Ruby") == "3 Rubies"
    assert plural(0, "card") == "0 cards"


def test_a_name_ending_in_s_takes_only_an_apostrophe() -> None:
    assert possessive("Tome of Currents") == "Tome of Currents'"
    assert possessive("Crimson Crown") == "Crimson Crown's"
