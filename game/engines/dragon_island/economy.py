"""Moving cubes, gold and fame between the supplies, the screens and the pet cards.

Supplies are finite (a gain the supply cannot pay is lost), so every transfer goes through
here and the conservation of cubes and gold holds by construction. With the unlimited-
supply option a shortfall is paid with cubes or gold from outside the box, counted in
``cubes_added`` / ``gold_added`` so the conservation still adds up exactly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import Event
from game.engines.dragon_island.content import COLOURS, ENERGY, GOLD

if TYPE_CHECKING:
    from game.engines.dragon_island.state import DragonIslandState


def unlimited(s: DragonIslandState) -> bool:
    return bool(s.options.get("unlimited_supply"))


def payable(s: DragonIslandState, colour: str, amount: int) -> int:
    """How much of ``amount`` the supply of ``colour`` (or the Bank) can pay now."""
    if amount <= 0:
        return 0
    if unlimited(s):
        return amount
    return min(amount, s.bank if colour == GOLD else s.cube_supply[ENERGY.index(colour)])


def gain(s: DragonIslandState, seat: int, colour: str, amount: int) -> int:
    """Take up to ``amount`` cubes of ``colour`` (or gold coins) from the supply."""
    got = payable(s, colour, amount)
    if got <= 0:
        return 0
    if colour == GOLD:
        from_box = min(got, s.bank)
        s.bank -= from_box
        s.gold_added += got - from_box
        s.gold[seat] += got
        return got
    i = ENERGY.index(colour)
    from_box = min(got, s.cube_supply[i])
    s.cube_supply[i] -= from_box
    s.cubes_added[i] += got - from_box
    s.cubes[seat][i] += got
    return got


def lose(s: DragonIslandState, seat: int, colour: str, amount: int) -> int:
    """Return up to ``amount`` of a colour (or gold) from behind a screen to the supply."""
    if colour == GOLD:
        paid = min(amount, s.gold[seat])
        s.gold[seat] -= paid
        s.bank += paid
        return paid
    i = ENERGY.index(colour)
    paid = min(amount, s.cubes[seat][i])
    s.cubes[seat][i] -= paid
    s.cube_supply[i] += paid
    return paid


def gain_all(s: DragonIslandState, seat: int, counts: dict[str, int]) -> dict[str, int]:
    return {c: gain(s, seat, c, n) for c, n in counts.items() if n > 0}


def describe_counts(counts: dict[str, int]) -> str:
    parts = []
    for c in COLOURS:
        n = counts.get(c, 0)
        if n:
            parts.append(f"{n} gold" if c == GOLD else f"{n} {c} cube{'s' if n != 1 else ''}")
    return ", ".join(parts) if parts else "nothing"


def pet_loses_gold(
    s: DragonIslandState, seat: int, colour_index: int, amount: int, events: list[Event]
) -> None:
    """Gold leaves a pet card for the Bank; at zero the pet is lost and its dragon freed.
    One log line either way: the gold lost and what is left, or the pet lost with it."""
    on_card = s.pets[seat][colour_index]
    lost = min(amount, on_card)
    if lost <= 0:
        return
    s.pets[seat][colour_index] -= lost
    s.bank += lost
    colour = COLOURS[colour_index]
    left = s.pets[seat][colour_index]
    pet = f"{s.name(seat)}'s {colour} pet"
    if left == 0:
        if not in_lair(s, seat, colour):
            s.dragon_supply[colour_index] += 1
        events.append(
            Event(
                "pet_lost",
                f"{pet} loses its last gold and is lost",
                {"seat": seat, "colour": colour, "gold": lost},
                seat=seat,
            )
        )
    else:
        events.append(
            Event(
                "pet_gold",
                f"{pet} loses {lost} gold ({left} left on its card)",
                {"seat": seat, "colour": colour, "gold": lost, "left": left},
                seat=seat,
            )
        )


def in_lair(s: DragonIslandState, seat: int, colour: str) -> bool:
    """Whether the seat has built a ``needs_pet`` building for its pet of ``colour``: that
    pet's figure has gone home to the supply, so losing the pet frees no figure."""
    return _has_building(s, s.rules.lair_ids, seat, colour)


def sheltered(s: DragonIslandState, seat: int, colour: str) -> bool:
    """Whether a ``storm_shelter`` building of the seat keeps its pet of ``colour`` safe
    from Storms; this word alone decides it, whatever else the building does."""
    return _has_building(s, s.rules.shelter_ids, seat, colour)


def _has_building(s: DragonIslandState, ids: tuple[str, ...], seat: int, colour: str) -> bool:
    return any(b[0] in ids and b[1] == seat and b[2] == colour for b in s.buildings.values())


def add_fame(s: DragonIslandState, seat: int, amount: int) -> None:
    s.fame[seat] += amount
