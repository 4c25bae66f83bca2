"""Action constructors: one place for the kinds, their arguments and their wording.

Every constructor is memoised: an Action is an immutable value fully determined by the
constructor's arguments (the wording included), so equal calls may share one object. The
AI lists the legal actions at every step of thousands of playouts per decision, and
building the labels (f-strings, hex texts) was a large part of that; a cache hit is one
C-level dictionary lookup. The caches stay small: their keys are bounded by the content
(tiles, faces, maps, colours) and the hexes an island can reach.
"""

from __future__ import annotations

from functools import cache

from game.core.actions import Action
from game.engines.dragon_island.hexes import DIRECTION_NAMES, Hex, bearing, spot


@cache
def keep_map(map_id: str, text: str) -> Action:
    return Action("keep_map", (map_id,), f"Keep map {map_id} ({text})")


@cache
def place(tile_id: str, face: int, h: Hex, text: str) -> Action:
    return Action("place", (tile_id, face, h[0], h[1]), f"Place {text} {bearing(h)}")


@cache
def declare(colour: str) -> Action:
    return Action("declare", (colour,), f"Declare the Wild tile {colour}")


@cache
def skip(what: str) -> Action:
    return Action("skip", (), what)


@cache
def dragon_source(h: Hex, n: int) -> Action:
    return Action("dragon_from", (h[0], h[1]), f"Move dragons away from {spot(h)} ({n} there)")


@cache
def pick_dragon(colour: str, cost: int) -> Action:
    return Action("pick_dragon", (colour,), f"Take a {colour} dragon (pay {cost} gold)")


@cache
def done_picking() -> Action:
    return Action("done_picking", (), "Those are all the dragons to move")


@cache
def dragon_dest(h: Hex) -> Action:
    return Action("dragon_to", (h[0], h[1]), f"Send the dragons to {spot(h)}")


@cache
def move(h: Hex, how: str) -> Action:
    return Action("move", (h[0], h[1]), f"Move the wizard to {spot(h)} ({how})")


@cache
def stay(text: str) -> Action:
    return Action("stay", (), text)


@cache
def tame(colour: str) -> Action:
    return Action("tame", (colour,), f"Tame the {colour} dragon")


@cache
def capture(n: int, cost: int) -> Action:
    noun = "dragon" if n == 1 else "dragons"
    return Action("capture", (), f"Capture the {n} {noun} for {cost} Active Energy")


@cache
def pay(colour: str, n: int) -> Action:
    return Action("pay", (colour, n), f"Pay {n} {colour} cube{'s' if n != 1 else ''}")


@cache
def build(building: str, colour: str, text: str) -> Action:
    return Action("build", (building, colour), f"Build {text}")


@cache
def telekinesis(direction: int, text: str) -> Action:
    return Action("telekinesis", (direction,), f"Telekinesis {DIRECTION_NAMES[direction]}: {text}")


@cache
def draw_maps(draw: int, keep: int) -> Action:
    return Action("draw_maps", (), f"Draw {draw} Treasure Maps and keep {keep}")


@cache
def take_gold(n: int) -> Action:
    return Action("take_gold", (), f"Take {n} gold from the Bank")


@cache
def play_map(map_id: str, text: str) -> Action:
    return Action("play_map", (map_id,), f"Play Treasure Map {map_id} ({text})")
