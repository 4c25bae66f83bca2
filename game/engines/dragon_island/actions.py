"""Action constructors: one place for the kinds, their arguments and their wording."""

from __future__ import annotations

from game.core.actions import Action
from game.engines.dragon_island.hexes import DIRECTION_NAMES, Hex, hex_text


def keep_map(map_id: str, text: str) -> Action:
    return Action("keep_map", (map_id,), f"Keep map {map_id} ({text})")


def place(tile_id: str, face: int, h: Hex, text: str) -> Action:
    return Action("place", (tile_id, face, h[0], h[1]), f"Place {text} at {hex_text(h)}")


def declare(colour: str) -> Action:
    return Action("declare", (colour,), f"Declare the Wild tile {colour}")


def skip(what: str) -> Action:
    return Action("skip", (), what)


def dragon_source(h: Hex, n: int) -> Action:
    return Action("dragon_from", (h[0], h[1]), f"Move dragons away from {hex_text(h)} ({n} there)")


def pick_dragon(colour: str, cost: int) -> Action:
    return Action("pick_dragon", (colour,), f"Take a {colour} dragon (pay {cost} gold)")


def done_picking() -> Action:
    return Action("done_picking", (), "Those are all the dragons to move")


def dragon_dest(h: Hex) -> Action:
    return Action("dragon_to", (h[0], h[1]), f"Send the dragons to {hex_text(h)}")


def move(h: Hex, how: str) -> Action:
    return Action("move", (h[0], h[1]), f"Move the wizard to {hex_text(h)} ({how})")


def stay(text: str) -> Action:
    return Action("stay", (), text)


def tame(colour: str) -> Action:
    return Action("tame", (colour,), f"Tame the {colour} dragon")


def capture(n: int, cost: int) -> Action:
    noun = "dragon" if n == 1 else "dragons"
    return Action("capture", (), f"Capture the {n} {noun} for {cost} Active Energy")


def pay(colour: str, n: int) -> Action:
    return Action("pay", (colour, n), f"Pay {n} {colour} cube{'s' if n != 1 else ''}")


def build(building: str, colour: str, text: str) -> Action:
    return Action("build", (building, colour), f"Build {text}")


def telekinesis(direction: int, text: str) -> Action:
    return Action("telekinesis", (direction,), f"Telekinesis {DIRECTION_NAMES[direction]}: {text}")


def draw_maps(draw: int, keep: int) -> Action:
    return Action("draw_maps", (), f"Draw {draw} Treasure Maps and keep {keep}")


def take_gold(n: int) -> Action:
    return Action("take_gold", (), f"Take {n} gold from the Bank")


def play_map(map_id: str, text: str) -> Action:
    return Action("play_map", (map_id,), f"Play Treasure Map {map_id} ({text})")
