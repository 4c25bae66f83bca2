"""What taming, capturing and building cost a given wizard on a given tile, and whether
they can afford it. Discounts stack: Wizard's Terrain and pet powers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.dragon_island import board as B
from game.engines.dragon_island.content import COLOURS, GOLD
from game.engines.dragon_island.economy import payable

if TYPE_CHECKING:
    from game.engines.dragon_island.hexes import Hex
    from game.engines.dragon_island.state import DragonIslandState


def _pet_bonus(s: DragonIslandState, seat: int, table: dict[str, int]) -> int:
    # A plain loop: asked for every tile with dragons the wizard could reach, per playout.
    pets = s.pets[seat]
    total = 0
    for i, c in enumerate(COLOURS):
        if pets[i] > 0:
            total += table[c]
    return total


def terrain_discount(s: DragonIslandState, seat: int, h: Hex) -> int:
    return s.rules.setup.terrain_discount if B.on_own_terrain(s, seat, h) else 0


def capture_cost(s: DragonIslandState, seat: int, h: Hex) -> int:
    base = s.rules.setup.capture.cost
    off = terrain_discount(s, seat, h) + _pet_bonus(s, seat, s.rules.capture_discount)
    return max(0, base - off)


def build_cost(s: DragonIslandState, seat: int, h: Hex) -> int:
    off = terrain_discount(s, seat, h) + _pet_bonus(s, seat, s.rules.build_discount)
    return max(0, s.rules.build_cost - off)


def tame_bank_help(s: DragonIslandState, seat: int) -> int:
    """Gold the Bank adds before a taming (Green pet), as far as the Bank can pay."""
    return payable(s, GOLD, _pet_bonus(s, seat, s.rules.tame_bank_gold))


def map_fame_bonus(s: DragonIslandState, seat: int) -> int:
    return _pet_bonus(s, seat, s.rules.map_fame)


def map_draw(s: DragonIslandState, seat: int, draw: int, keep: int) -> tuple[int, int]:
    pets = s.pets[seat]
    for i, c in enumerate(COLOURS):
        if pets[i] > 0:
            d, k = s.rules.extra_draw[c]
            draw, keep = draw + d, keep + k
    return draw, keep


def can_tame(s: DragonIslandState, seat: int, h: Hex) -> bool:
    """A lone dragon, no pet of its colour yet, and the gold for the card."""
    dragons = s.dragons.get(h, ())
    if len(dragons) != 1:
        return False
    if s.pets[seat][COLOURS.index(dragons[0])] > 0:
        return False
    return s.gold[seat] + tame_bank_help(s, seat) >= s.rules.tame_cost


def can_capture(s: DragonIslandState, seat: int, h: Hex) -> bool:
    return B.available_energy(s, seat, h) >= capture_cost(s, seat, h)


def can_build(s: DragonIslandState, seat: int, h: Hex) -> bool:
    return B.available_energy(s, seat, h) >= build_cost(s, seat, h)
