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


def _free_plain_tiles(s: S) -> list[int]:
    used = {tile for _, tile, _ in s.hacks_placed}
    return [i for i in range(s.bridge.size) if s.bridge.has(i, "plain") and i not in used]


def hack_actions(s: S) -> list[Action]:
    seat = s.turn_player
    out = []
    for hid in s.hack_row:
        hack = s.game.hacks[hid]
        if hack.cost > s.white[seat]:
            continue
        if hack.place == "plain_tile" and not _free_plain_tiles(s):
            continue
        if hack.nest_card_to_bottom and len(s.nest) < 2:
            continue
        out.append(Action("hack", (hid,), f"Pay {hack.cost} White Gems: {hack.name} ({hack.text})"))
    return out


def play_hack(s: S, hid: str, events: list[Event]) -> None:
    seat = s.turn_player
    hack = s.game.hacks[hid]
    s.white[seat] -= hack.cost
    s.white_supply += hack.cost
    s.hack_row.remove(hid)
    events.append(Event("hack", f"Player {seat + 1} plays {hack.name}", {"hack": hid}, seat=seat))
    if hack.place == "plain_tile":
        s.stack.push(Decision(seat, "hack_tile", {"hack": hid}))
    elif hack.place == "own_tile":
        s.hacks_placed.append((hid, s.pos[seat], seat))
    elif hack.place == "dragon":
        s.hacks_placed.append((hid, OFF_BRIDGE, seat))
    elif hack.nest_card_to_bottom:
        s.hack_discard.append(hid)  # used once, then out of play
        s.stack.push(Decision(seat, "hack_nest", {"hack": hid}))
    refill_row(s, events)


def tile_choices(s: S, hid: str) -> list[Action]:
    name = s.game.hacks[hid].name
    return [Action("tile", (i,), f"Put {name} on tile {i + 1}") for i in _free_plain_tiles(s)]


def nest_choices(s: S) -> list[Action]:
    cards = s.game.cards
    return [
        Action("nest", (i,), f"Put {cards[c].name} at the bottom of the deck")
        for i, (c, _) in enumerate(s.nest[:-1])  # never the card just played
    ]


def place_on_tile(s: S, seat: int, hid: str, tile: int) -> None:
    s.hacks_placed.append((hid, tile, seat))


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
            s.hack_discard.append(entry[0])
        else:
            keep.append(entry)
    s.hacks_placed = keep
