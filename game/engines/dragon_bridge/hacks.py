"""Bridge Hacking expansion: White Gems buy Bridge Hacks that change the bridge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event

if TYPE_CHECKING:
    from game.engines.dragon_bridge.state import DragonBridgeState as S

OFF_BRIDGE = -1  # where hacks placed beside the Dragon are recorded


def is_gem_tile(s: S, pos: int) -> bool:
    if s.bridge.has(pos, "gem"):
        return True
    hacks = s.game.hacks
    return any(hacks[h].makes_gem_tile and tile == pos for h, tile, _ in s.hacks_placed)


def extra_threatened(s: S) -> int:
    return sum(s.game.hacks[h].extra_threatened for h, _, _ in s.hacks_placed)


def threshold_change(s: S) -> int:
    return sum(s.game.hacks[h].threshold_change for h, _, _ in s.hacks_placed)


def bump_against(s: S, target: int) -> int:
    hacks = s.game.hacks
    return sum(
        hacks[h].bump_against_owner
        for h, tile, owner in s.hacks_placed
        if owner == target and tile == s.pos[target]
    )


ON_TILE = ("plain_tile", "own_tile", "empty_tile", "two_tiles")


def _tile_hacks(s: S) -> set[int]:
    """Tiles that hold a hack's marker (gaps and the Dragon's side are not tiles)."""
    hacks = s.game.hacks
    return {tile for h, tile, _ in s.hacks_placed if hacks[h].place in ON_TILE}


def _non_orange(s: S) -> list[int]:
    return [i for i in range(s.bridge.size) if not s.bridge.has(i, "orange")]


def _free_tiles(s: S, place: str) -> list[int]:
    """Where a hack of this placement may go now."""
    used = _tile_hacks(s)
    if place == "plain_tile":
        # "Plain" is the research's "non-gem, non-orange": Start and Center tiles too.
        return [i for i in _non_orange(s) if not s.bridge.has(i, "gem") and i not in used]
    if place == "empty_tile":
        return [i for i in _non_orange(s) if i not in used and i not in s.pos]
    if place == "two_tiles":
        return [i for i in _non_orange(s) if i not in used]
    if place == "gap":
        # Gap g lies between tiles g and g + 1.
        barred = {t for h, t, _ in s.hacks_placed if s.game.hacks[h].place == "gap"}
        return [
            g
            for g in _non_orange(s)
            if g + 1 < s.bridge.size and not s.bridge.has(g + 1, "orange") and g not in barred
        ]
    return []


def room(s: S, pos: int, direction: int, kind: str) -> int:
    """Tiles a MOVE/BUMP/TELEPORT can cover from ``pos``: the bridge's end, a Barricade
    (MOVE and BUMP) and a Sticky Tile (MOVE only, which may enter it but not leave it)."""
    r = s.bridge.room(pos, direction)
    if kind == "teleport":
        return r
    hacks = s.game.hacks
    for hid, at, _ in s.hacks_placed:
        hack = hacks[hid]
        if hack.stops_move_and_bump:
            if direction > 0 and at >= pos:
                r = min(r, at - pos)
            elif direction < 0 and at < pos:
                r = min(r, pos - at - 1)
        elif hack.sticky and kind == "move":
            ahead = (at - pos) * direction
            if ahead > 0:
                r = min(r, ahead)
    return r


def slide_at(s: S, pos: int) -> int:
    hacks = s.game.hacks
    return max((hacks[h].slide for h, tile, _ in s.hacks_placed if tile == pos), default=0)


def warp_exit(s: S, pos: int) -> int | None:
    """The other Warp Gate when ``pos`` holds one."""
    hacks = s.game.hacks
    gates = [(h, tile) for h, tile, _ in s.hacks_placed if hacks[h].warp]
    for h, tile in gates:
        if tile == pos:
            return next(t for g, t in gates if g == h and t != pos)
    return None


def hack_actions(s: S) -> list[Action]:
    seat = s.turn_player
    out = []
    for hid in s.hack_row:
        hack = s.game.hacks[hid]
        if hack.cost > s.white[seat]:
            continue
        need = 2 if hack.place == "two_tiles" else 1
        if hack.place in ("plain_tile", "empty_tile", "two_tiles", "gap") and (
            len(_free_tiles(s, hack.place)) < need
        ):
            continue
        if hack.nest_card_to_bottom and len(s.nest) < 2:
            continue
        gems = "1 White Gem" if hack.cost == 1 else f"{hack.cost} White Gems"
        out.append(Action("hack", (hid,), f"Pay {gems}: {hack.name} ({hack.text})"))
    return out


def play_hack(s: S, hid: str, events: list[Event]) -> None:
    seat = s.turn_player
    hack = s.game.hacks[hid]
    s.white[seat] -= hack.cost
    s.white_supply += hack.cost
    s.hack_row.remove(hid)
    events.append(Event("hack", f"Player {seat + 1} plays {hack.name}", {"hack": hid}, seat=seat))
    if hack.place in ("plain_tile", "empty_tile", "two_tiles", "gap"):
        s.stack.push(Decision(seat, "hack_tile", {"hack": hid, "first": None}))
    elif hack.place == "own_tile":
        s.hacks_placed.append((hid, s.pos[seat], seat))
    elif hack.place == "dragon":
        s.hacks_placed.append((hid, OFF_BRIDGE, seat))
    elif hack.nest_card_to_bottom:
        s.hack_discard.append(hid)  # used once, then out of play
        s.stack.push(Decision(seat, "hack_nest", {"hack": hid}))
    refill_row(s, events)


def tile_choices(s: S, data: dict) -> list[Action]:
    hack = s.game.hacks[data["hack"]]
    if hack.place == "gap":
        return [
            Action("tile", (g,), f"Put {hack.name} between tiles {g + 1} and {g + 2}")
            for g in _free_tiles(s, "gap")
        ]
    first = data["first"]
    word = "the second marker of " if first is not None else ""
    return [
        Action("tile", (i,), f"Put {word}{hack.name} on tile {i + 1}")
        for i in _free_tiles(s, hack.place)
        if i != first
    ]


def place_on_tile(s: S, seat: int, data: dict, tile: int, events: list[Event]) -> None:
    hid = data["hack"]
    hack = s.game.hacks[hid]
    if hack.place == "two_tiles" and data["first"] is None:
        s.stack.push(Decision(seat, "hack_tile", {"hack": hid, "first": tile}))
        return
    if data["first"] is not None:
        s.hacks_placed.append((hid, data["first"], seat))
    s.hacks_placed.append((hid, tile, seat))
    events.append(Event("hack_placed", f"{hack.name} is in place", {"hack": hid, "tile": tile}))


def nest_choices(s: S) -> list[Action]:
    cards = s.game.cards
    played = s.played_index()  # never the card just played
    return [
        Action("nest", (i,), f"Put {cards[c].name} at the bottom of the deck")
        for i, (c, _) in enumerate(s.nest)
        if i != played
    ]


def nest_to_bottom(s: S, hid: str, index: int, events: list[Event]) -> None:
    card, _ = s.nest.pop(index)
    s.deck.insert(0, card)
    events.append(
        Event("hack", f"{s.game.cards[card].name} goes to the bottom of the deck", {"card": card})
    )


def refill_row(s: S, events: list[Event]) -> None:
    size = s.game.hack_row_size
    while len(s.hack_row) < size and s.hack_deck:
        hid = s.hack_deck.pop()
        assert hid is not None
        s.hack_row.append(hid)
        events.append(
            Event("hack_row", f"{s.game.hacks[hid].name} is turned up", irreversible=True)
        )


def after_flight(s: S) -> None:
    """Hacks that last until the next FLIGHT are discarded."""
    keep = []
    for entry in s.hacks_placed:
        if s.game.hacks[entry[0]].lasts == "until_flight":
            if entry[0] not in s.hack_discard:  # (a hack with two markers goes once)
                s.hack_discard.append(entry[0])
        else:
            keep.append(entry)
    s.hacks_placed = keep
