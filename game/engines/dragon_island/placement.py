"""Steps 1 and 2: place a tile (Wild colour, Storm), produce, then place dragons."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.dragon_island import actions as act
from game.engines.dragon_island import board as B
from game.engines.dragon_island.board import where
from game.engines.dragon_island.content import COLOURS, ENERGY
from game.engines.dragon_island.economy import (
    describe_counts,
    gain_all,
    lose,
    pet_loses_gold,
    sheltered,
)
from game.engines.dragon_island.hexes import Hex, bearing

if TYPE_CHECKING:
    from game.engines.dragon_island.state import DragonIslandState


def tile_text(s: DragonIslandState, tile_id: str, face: int) -> str:
    rules = s.rules
    if tile_id in rules.tower_colour:
        return f"the {rules.towers[rules.tower_colour[tile_id]].name}"
    info = rules.faces[tile_id][face]
    icon = rules.icons[info.icon].name
    return f"a {icon} tile" if info.colour == "wild" else f"a {info.colour} {icon} tile"


def enter(s: DragonIslandState, events: list[Event]) -> None:
    seat = s.turn_player
    if not s.hands[seat]:  # cannot happen with equal shares; kept so a turn never stalls
        s.step = "spawn"
        return
    s.stack.push(Decision(seat, "place"))


def _place_options(s: DragonIslandState) -> tuple[list[tuple[str, int]], list[Hex]]:
    """The (tile, face) pairs and the hexes that :func:`legal_place` combines, in its
    order: every hex for the first pair, then for the next."""
    seat = s.turn_player
    hand = s.hands[seat]
    towers = s.rules.tower_colour
    # The first tile you place is your Tower.
    choices = [t for t in hand if t in towers] or hand
    pairs: list[tuple[str, int]] = []
    seen: set[str] = set()
    for tile_id in choices:
        if tile_id is None or tile_id in seen:
            continue
        seen.add(tile_id)
        faces = (0,) if tile_id in towers else (0, 1)
        pairs.extend((tile_id, face) for face in faces)
    return pairs, B.placement_hexes(s)


def legal_place(s: DragonIslandState) -> list[Action]:
    pairs, hexes = _place_options(s)
    out: list[Action] = []
    for tile_id, face in pairs:
        text = tile_text(s, tile_id, face)
        out.extend([act.place(tile_id, face, h, text) for h in hexes])
    return out


def random_place(s: DragonIslandState, rng: random.Random) -> Action | None:
    """``rng.choice(legal_place(s))`` (None when there is none) without building the list:
    the same single draw picks the same index, and only that action is made. The rollout
    policy places a random tile every turn of every AI playout."""
    pairs, hexes = _place_options(s)
    n = len(pairs) * len(hexes)
    if n == 0:
        return None
    i = rng.choice(range(n))  # the draw rng.choice makes on any sequence of length n
    tile_id, face = pairs[i // len(hexes)]
    return act.place(tile_id, face, hexes[i % len(hexes)], tile_text(s, tile_id, face))


def apply_place(s: DragonIslandState, action: Action, events: list[Event]) -> None:
    seat = s.turn_player
    tile_id, face, q, r = action.args
    assert isinstance(tile_id, str) and isinstance(face, int)
    assert isinstance(q, int) and isinstance(r, int)
    h: Hex = (q, r)
    s.hands[seat].remove(tile_id)
    rules = s.rules
    if tile_id in rules.tower_colour:
        colour, icon = rules.tower_colour[tile_id], rules.towers[rules.tower_colour[tile_id]].icon
    else:
        info = rules.faces[tile_id][face]
        colour, icon = info.colour, info.icon
    s.board[h] = (tile_id, face, colour, icon)
    s.order.append(h)
    B.note_placed(s, h)
    s.placed_hex = h
    events.append(
        Event(
            "place",
            f"{s.name(seat)} places {tile_text(s, tile_id, face)} {bearing(h)}",
            {"seat": seat, "tile": tile_id, "face": face, "hex": [q, r]},
            seat=seat,
            irreversible=True,
        )
    )
    if colour == "wild":
        s.stack.push(Decision(seat, "wild"))
    else:
        s.step = "produce"


def legal_wild(s: DragonIslandState) -> list[Action]:
    # Gold is never a Wild colour; a colour whose markers are all used cannot be declared.
    return [act.declare(c) for i, c in enumerate(ENERGY) if s.wild_left[i] > 0]


def apply_wild(s: DragonIslandState, action: Action, events: list[Event]) -> None:
    colour = str(action.args[0])
    h = s.placed_hex
    assert h is not None
    tile_id, face, _, icon = s.board[h]
    s.board[h] = (tile_id, face, colour, icon)
    s.wild_left[ENERGY.index(colour)] -= 1
    events.append(
        Event(
            "wild",
            f"{s.name(s.turn_player)} declares the Wild tile {colour}",
            {"hex": list(h), "colour": colour},
            seat=s.turn_player,
        )
    )
    s.step = "produce"


def storm(s: DragonIslandState, h: Hex, pet_gold: int, resource: int, events: list[Event]) -> None:
    """Every other wizard: each unsheltered pet loses gold, and one of the Storm's colour."""
    seat = s.turn_player
    colour = s.board[h][2]
    events.append(
        Event("storm", f"A {colour} Storm sweeps the island", {"colour": colour}, seat=seat)
    )
    for other in range(s.num_players):
        if other == seat:
            continue
        for ci, c in enumerate(COLOURS):
            if s.pets[other][ci] > 0 and not sheltered(s, other, c):
                pet_loses_gold(s, other, ci, pet_gold, events)
        lost = lose(s, other, colour, resource)
        if lost:
            events.append(
                Event(
                    "storm_loss",
                    f"{s.name(other)} loses {describe_counts({colour: lost})} to the Storm",
                    {"seat": other, "colour": colour, "n": lost},
                    seat=other,
                )
            )


def produce(s: DragonIslandState, events: list[Event]) -> None:
    """Resolve the placed tile's own effect (Storm), then produce for it and its neighbours."""
    seat = s.turn_player
    h = s.placed_hex
    assert h is not None
    face = B.face_at(s, h)
    if face is not None:
        for step in face.on_place:
            if step.name == "storm":
                storm(s, h, step.pet_gold, step.resource, events)
    counts: dict[str, int] = {}
    for t in (h, *B.tiles_touching(s, h)):
        c = B.produce_colour(s, t)
        counts[c] = counts.get(c, 0) + B.production_of(s, t)
    got = gain_all(s, seat, counts)
    events.append(
        Event(
            "produce",
            f"{s.name(seat)} produces {describe_counts(got)}",
            {"seat": seat, "gained": got},
            seat=seat,
        )
    )
    s.step = "spawn"


def spawn(s: DragonIslandState, events: list[Event]) -> None:
    """One dragon of the tile's colour on each dragon icon of every tile with no dragon
    and no building on it, while the supply lasts (ruling 9).

    Runs every turn of every AI playout over the whole island, so the icons come from the
    precompiled ``rules.dragon_icons`` (what :func:`board.dragon_icons_at` answers)."""
    icons_of = s.rules.dragon_icons
    board = s.board
    buildings = s.buildings
    for h in s.order:
        cell = board[h]
        per_face = icons_of.get(cell[0])
        if per_face is None:
            continue
        icons = per_face[cell[1]]
        if not icons or h in buildings:
            continue
        if h in s.dragons:
            continue  # step 2 fills only tiles "which do not already have Dragons"
        colour = cell[2]
        ci = COLOURS.index(colour)
        n = min(icons, s.dragon_supply[ci])
        if n <= 0:
            continue
        s.dragon_supply[ci] -= n
        s.dragons[h] = (colour,) * n
        events.append(
            Event(
                "dragon_appears",
                f"{n} {colour} dragon{'s' if n > 1 else ''} land{'' if n > 1 else 's'}"
                f" on {where(s, h)}",
                {"hex": list(h), "colour": colour, "n": n},
            )
        )
    s.step = "move_dragons"
