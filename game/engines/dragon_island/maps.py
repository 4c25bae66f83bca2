"""Treasure Maps: drawing and keeping (hidden), matching a pattern, playing one (step 7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.dragon_island import actions as act
from game.engines.dragon_island import board as B
from game.engines.dragon_island.board import where
from game.engines.dragon_island.content import GOLD, TreasureMap
from game.engines.dragon_island.costs import map_fame_bonus
from game.engines.dragon_island.economy import gain
from game.engines.dragon_island.hexes import ORIGIN, Hex

if TYPE_CHECKING:
    from game.engines.dragon_island.state import DragonIslandState


def map_text(m: TreasureMap) -> str:
    return f"{m.centre} centre, next to {' + '.join(m.neighbours)}: {m.fame} fame, {m.gold} gold"


def draw(
    s: DragonIslandState, seat: int, n: int, keep: int, after: str, events: list[Event]
) -> None:
    """Draw ``n`` from the top; the seat keeps ``keep`` and the rest go to the bottom."""
    n = min(n, len(s.map_deck))
    s.drawn = s.map_deck[:n]
    del s.map_deck[:n]
    del s.map_known[:n]
    s.drawn_seat = seat
    s.keep_left = min(keep, n)
    s.after_keep = after
    events.append(
        Event(
            "draw_maps",
            f"{s.name(seat)} draws {', '.join(str(c) for c in s.drawn)}",
            {"seat": seat, "maps": list(s.drawn)},
            seat=seat,
            visible_to=frozenset({seat}),
            redacted=Event(
                "draw_maps", f"{s.name(seat)} draws {n} Treasure Maps", {"seat": seat}, seat=seat
            ),
            irreversible=True,
        )
    )
    if s.keep_left:
        s.stack.push(Decision(seat, "keep_map"))
    else:
        _return_rest(s)


def _return_rest(s: DragonIslandState) -> None:
    seat = s.drawn_seat
    s.map_deck.extend(s.drawn)
    s.map_known.extend([1 << seat] * len(s.drawn))
    s.drawn = []
    s.drawn_seat = -1
    s.keep_left = 0
    s.step = s.after_keep


def legal_keep(s: DragonIslandState) -> list[Action]:
    maps = s.rules.maps
    out: list[Action] = []
    for m in s.drawn:
        if m is not None and all(a.args[0] != m for a in out):
            out.append(act.keep_map(m, map_text(maps[m])))
    return out


def apply_keep(s: DragonIslandState, action: Action, events: list[Event]) -> None:
    seat = s.drawn_seat
    m = str(action.args[0])
    s.drawn.remove(m)
    s.maps[seat].append(m)
    s.keep_left -= 1
    events.append(
        Event(
            "keep_map",
            f"{s.name(seat)} keeps map {m}",
            {"seat": seat, "map": m},
            seat=seat,
            visible_to=frozenset({seat}),
            redacted=Event("keep_map", f"{s.name(seat)} keeps a map", {"seat": seat}, seat=seat),
        )
    )
    if s.keep_left and s.drawn:
        s.stack.push(Decision(seat, "keep_map"))
    else:
        _return_rest(s)


def matches(s: DragonIslandState, m: TreasureMap, h: Hex) -> bool:
    """Centre colour, and at least the printed neighbour colours (positions do not matter)."""
    if B.colour_at(s, h) != m.centre:
        return False
    around = [B.colour_at(s, t) for t in B.tiles_touching(s, h)]
    for colour in m.neighbours:
        if colour in around:
            around.remove(colour)
        else:
            return False
    return True


def playable(s: DragonIslandState, seat: int) -> list[str]:
    h = s.wizards[seat]
    if not s.moved or h == ORIGIN or h in s.treasure or s.treasure_left <= 0:
        return []
    maps = s.rules.maps
    out: list[str] = []
    for m in s.maps[seat]:
        if m is not None and m not in out and matches(s, maps[m], h):
            out.append(m)
    return out


def enter(s: DragonIslandState, events: list[Event]) -> None:
    if playable(s, s.turn_player):
        s.stack.push(Decision(s.turn_player, "map"))
    else:
        s.step = "draw"


def legal_map(s: DragonIslandState) -> list[Action]:
    maps = s.rules.maps
    out = [act.play_map(m, map_text(maps[m])) for m in playable(s, s.turn_player)]
    out.append(act.skip("Play no Treasure Map"))
    return out


def apply_map(s: DragonIslandState, action: Action, events: list[Event]) -> None:
    seat = s.turn_player
    if action.kind == "play_map":
        m = str(action.args[0])
        card = s.rules.maps[m]
        h = s.wizards[seat]
        s.maps[seat].remove(m)
        fame = card.fame + map_fame_bonus(s, seat)
        s.fame[seat] += fame
        got = gain(s, seat, GOLD, card.gold)
        s.map_deck.append(m)
        s.map_known.append((1 << s.num_players) - 1)  # everyone saw it go under
        s.treasure.add(h)
        s.treasure_left -= 1
        events.append(
            Event(
                "treasure",
                f"{s.name(seat)} finds treasure on {where(s, h)} with map {m}: "
                f"{fame} fame and {got} gold",
                {"seat": seat, "map": m, "fame": fame, "gold": got},
                seat=seat,
                irreversible=True,
            )
        )
    s.step = "draw"
