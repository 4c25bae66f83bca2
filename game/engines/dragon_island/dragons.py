"""Step 3: pay gold to move dragons from one tile to another (never onto the Keep)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.dragon_island import actions as act
from game.engines.dragon_island.content import COLOURS, GOLD
from game.engines.dragon_island.economy import lose
from game.engines.dragon_island.hexes import ORIGIN, Hex, bearing

if TYPE_CHECKING:
    from game.engines.dragon_island.state import DragonIslandState


def is_pen(s: DragonIslandState, h: Hex) -> bool:
    b = s.buildings.get(h)
    return b is not None and b[0] in s.rules.pen_ids


def pen_owner(s: DragonIslandState, h: Hex) -> int | None:
    b = s.buildings.get(h)
    return b[1] if b is not None and b[0] in s.rules.pen_ids else None


def movable_sources(s: DragonIslandState) -> list[Hex]:
    """Tiles with dragons that may still fly: penned dragons never move again.

    :func:`is_pen` inlined: this is asked at the start of every turn of every playout."""
    buildings = s.buildings
    pens = s.rules.pen_ids
    out = []
    for h, d in s.dragons.items():
        if d:
            b = buildings.get(h)
            if b is None or b[0] not in pens:
                out.append(h)
    out.sort()
    return out


def cost(s: DragonIslandState) -> int:
    return s.rules.setup.dragon_move_cost


def enter(s: DragonIslandState, events: list[Event]) -> None:
    seat = s.turn_player
    if s.gold[seat] >= cost(s) and movable_sources(s):
        s.stack.push(Decision(seat, "dragon_source"))
    else:
        s.step = "move_wizard"


def legal_source(s: DragonIslandState) -> list[Action]:
    out = [act.skip("Do not move dragons")]
    out.extend(act.dragon_source(h, len(s.dragons[h])) for h in movable_sources(s))
    return out


def apply_source(s: DragonIslandState, action: Action, events: list[Event]) -> None:
    if action.kind == "skip":
        s.step = "move_wizard"
        return
    q, r = action.args
    assert isinstance(q, int) and isinstance(r, int)
    s.src = (q, r)
    s.picked = []
    s.stack.push(Decision(s.turn_player, "dragon_pick"))


def remaining(s: DragonIslandState) -> list[str]:
    assert s.src is not None
    left = list(s.dragons.get(s.src, ()))
    for c in s.picked:
        left.remove(c)
    return left


def legal_pick(s: DragonIslandState) -> list[Action]:
    seat = s.turn_player
    out: list[Action] = []
    c1 = cost(s)
    if s.gold[seat] >= c1:
        seen: list[str] = []
        for c in remaining(s):
            if c not in seen:
                seen.append(c)
                out.append(act.pick_dragon(c, c1))
    if s.picked:
        out.append(act.done_picking())
    return out


def apply_pick(s: DragonIslandState, action: Action, events: list[Event]) -> None:
    seat = s.turn_player
    if action.kind == "done_picking":
        s.stack.push(Decision(seat, "dragon_dest"))
        return
    colour = str(action.args[0])
    lose(s, seat, GOLD, cost(s))
    s.picked.append(colour)  # logged with the flight, in one line
    if not remaining(s) or s.gold[seat] < cost(s):
        s.stack.push(Decision(seat, "dragon_dest"))
    else:
        s.stack.push(Decision(seat, "dragon_pick"))


def short_bearing(h: Hex) -> str:
    """ "3 south-east", "1 east": a bearing whose "of the Keep" the line says once, after
    the next ("from 1 east to 2 east of the Keep"; a bare "from east" read oddly)."""
    short = bearing(h).removesuffix(" of the Keep")
    return short if short[0].isdigit() else f"1 {short}"


def dragons_text(picked: list[str]) -> str:
    """ "a red dragon", "2 red dragons", "2 red and 1 gold dragons"."""
    if len(picked) == 1:
        return f"a {picked[0]} dragon"
    counts = [f"{picked.count(c)} {c}" for c in COLOURS if c in picked]
    return f"{' and '.join(counts)} dragons"


def legal_dest(s: DragonIslandState) -> list[Action]:
    return [act.dragon_dest(h) for h in sorted(s.board) if h != ORIGIN and h != s.src]


def apply_dest(s: DragonIslandState, action: Action, events: list[Event]) -> None:
    q, r = action.args
    assert isinstance(q, int) and isinstance(r, int) and s.src is not None
    dest: Hex = (q, r)
    left = remaining(s)
    if left:
        s.dragons[s.src] = tuple(left)
    else:
        del s.dragons[s.src]
    s.dragons[dest] = s.dragons.get(dest, ()) + tuple(s.picked)
    owner = pen_owner(s, dest)
    penned = f", into the {s.colours[owner]} Pen" if owner is not None else ""
    gold = cost(s) * len(s.picked)
    fly = "flies" if len(s.picked) == 1 else "fly"
    # "from ... to ...": an arrow after "flies 3 west" read as the way the dragons flew.
    # The bearings place the flight; the island shows the dragons landing.
    events.append(
        Event(
            "dragons_move",
            f"{s.name(s.turn_player)} pays {gold} gold: {dragons_text(s.picked)} {fly} "
            f"from {short_bearing(s.src)} to {bearing(dest)}{penned}",
            {"from": list(s.src), "to": list(dest), "dragons": list(s.picked), "gold": gold},
            seat=s.turn_player,
        )
    )
    s.src = None
    s.picked = []
    s.step = "move_wizard"
