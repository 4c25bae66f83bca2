"""English that every game's log and labels share: counted nouns."""

from __future__ import annotations

_SIBILANT = ("s", "x", "z", "ch", "sh")


def plural_of(noun: str) -> str:
    """The plural of a one-word name as the games use them: Ruby → Rubies, Topaz →
    Topazes, card → cards (a vowel before the y keeps it: Bay → Bays)."""
    lower = noun.lower()
    if lower.endswith("y") and len(noun) > 1 and lower[-2] not in "aeiou":
        return noun[:-1] + "ies"
    if lower.endswith(_SIBILANT):
        return noun + "es"
    return noun + "s"


def plural(n: int, noun: str) -> str:
    """``n`` and the noun, plural unless n is one: "1 card", "3 Rubies"."""
    return f"{n} {noun}" if n == 1 else f"{n} {plural_of(noun)}"


def possessive(name: str) -> str:
    """Tome of Currents' ability, Crimson Crown's ability."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"
