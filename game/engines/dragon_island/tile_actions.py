"""Step 6: the action of the tile the wizard stands on (build, telekinesis, maps, gold)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.dragon_island import actions as act
from game.engines.dragon_island import board as B
from game.engines.dragon_island import maps, payment
from game.engines.dragon_island.board import where
from game.engines.dragon_island.content import COLOURS, GOLD
from game.engines.dragon_island.costs import build_cost, can_build, map_draw
from game.engines.dragon_island.economy import (
    describe_counts,
    gain,
    gain_all,
    in_lair,
    payable,
)
from game.engines.dragon_island.hexes import Hex
from game.engines.dragon_island.vocab_steps import tile_action_steps

if TYPE_CHECKING:
    from game.core.vocabulary import Step
    from game.engines.dragon_island.state import DragonIslandState


def building_options(s: DragonIslandState, seat: int, h: Hex) -> list[tuple[str, str, str]]:
    """(building id, pet colour or "", wording) for every building allowed here now.

    The words decide who may build what: ``needs_pet`` asks for a pet the seat owns (and
    has not housed yet), while ``supply`` only says how many markers there are, so a
    per_dragon_colour building without ``needs_pet`` may be put up for any colour."""
    if s.dragons.get(h) or h in s.buildings or not can_build(s, seat, h):
        return []
    rules = s.rules
    placed = list(s.buildings.values())
    pets = s.pets[seat]
    out: list[tuple[str, str, str]] = []
    for b in rules.buildings.values():
        colours: list[str]
        if b.id in rules.lair_ids:
            colours = [c for i, c in enumerate(COLOURS) if pets[i] > 0 and not in_lair(s, seat, c)]
        elif b.supply == "per_dragon_colour":
            colours = list(COLOURS)
        else:
            colours = [""]
        for c in colours:
            if b.supply == "per_player":
                taken = any(x[0] == b.id and x[1] == seat for x in placed)
            elif b.supply == "shared":
                taken = sum(1 for x in placed if x[0] == b.id) >= b.count
            else:  # one marker per dragon colour
                taken = any(x[0] == b.id and x[2] == c for x in placed)
            if not taken:
                out.append((b.id, c, f"{b.name} for the {c} pet" if c else b.name))
    return out


def telekinesis_yield(s: DragonIslandState, h: Hex, direction: int) -> dict[str, int]:
    counts: dict[str, int] = {}
    for t in (h, *B.line_from(s, h, direction)):
        c = B.produce_colour(s, t)
        counts[c] = counts.get(c, 0) + 1
    return counts


def options(s: DragonIslandState) -> list[Action]:
    seat = s.turn_player
    h = s.wizards[seat]
    out: list[Action] = []
    for step in tile_action_steps(s, h):
        if step.name == "build":
            cost = build_cost(s, seat, h)
            out.extend(
                act.build(bid, colour, f"{text} for {cost} Active Energy")
                for bid, colour, text in building_options(s, seat, h)
            )
        elif step.name == "telekinesis":
            for d in range(6):
                out.append(act.telekinesis(d, describe_counts(telekinesis_yield(s, h, d))))
        elif step.name == "draw_maps":
            if s.map_deck:
                draw, keep = map_draw(s, seat, step.draw, step.keep)
                out.append(act.draw_maps(draw, keep))
        elif step.name == "take_gold" and payable(s, GOLD, step.amount) > 0:
            out.append(act.take_gold(step.amount))
    return out


def has_options(s: DragonIslandState) -> bool:
    """Whether :func:`options` is non-empty, without building its actions (labels, the six
    telekinesis hauls): step 6 asks this every turn of every AI playout. Mirrors the
    conditions of :func:`options` one for one; a test checks they agree."""
    seat = s.turn_player
    h = s.wizards[seat]
    for step in tile_action_steps(s, h):
        name = step.name
        if name == "build":
            if building_options(s, seat, h):
                return True
        elif name == "telekinesis":
            return True
        elif name == "draw_maps":
            if s.map_deck:
                return True
        elif name == "take_gold" and payable(s, GOLD, step.amount) > 0:
            return True
    return False


def enter(s: DragonIslandState, events: list[Event]) -> None:
    if has_options(s):
        s.stack.push(Decision(s.turn_player, "action"))
    else:
        s.step = "map"


def legal_action(s: DragonIslandState) -> list[Action]:
    return [*options(s), act.skip("Skip the tile's action")]


def _step_named(s: DragonIslandState, h: Hex, name: str) -> Step:
    return next(st for st in tile_action_steps(s, h) if st.name == name)


def apply_action(s: DragonIslandState, action: Action, events: list[Event]) -> None:
    seat = s.turn_player
    h = s.wizards[seat]
    kind = action.kind
    s.step = "map"
    if kind == "build":
        bid, colour = str(action.args[0]), str(action.args[1])
        payment.start(s, build_cost(s, seat, h), ("built", bid, colour))
    elif kind == "telekinesis":
        d = action.args[0]
        assert isinstance(d, int)
        got = gain_all(s, seat, telekinesis_yield(s, h, d))
        events.append(
            Event(
                "telekinesis",
                f"{s.name(seat)} uses telekinesis and gains {describe_counts(got)}",
                {"seat": seat, "gained": got},
                seat=seat,
            )
        )
    elif kind == "draw_maps":
        step = _step_named(s, h, "draw_maps")
        draw, keep = map_draw(s, seat, step.draw, step.keep)
        maps.draw(s, seat, draw, keep, "map", events)
    elif kind == "take_gold":
        gold_got = gain(s, seat, GOLD, _step_named(s, h, "take_gold").amount)
        events.append(
            Event(
                "take_gold",
                f"{s.name(seat)} takes {gold_got} gold at the Keep",
                {"seat": seat, "gold": gold_got},
                seat=seat,
            )
        )


def finish_build(s: DragonIslandState, events: list[Event]) -> None:
    seat = s.turn_player
    h = s.wizards[seat]
    _, bid, colour = s.pay_purpose
    assert isinstance(bid, str) and isinstance(colour, str)
    b = s.rules.buildings[bid]
    s.buildings[h] = (bid, seat, colour)
    s.fame[seat] += b.fame
    if bid in s.rules.lair_ids:  # needs_pet: the pet's figure goes home to the supply
        s.dragon_supply[COLOURS.index(colour)] += 1
    what = f"{'an' if b.name[0] in 'AEIOU' else 'a'} {b.name}"
    if bid in s.rules.lair_ids:  # public, and what rivals' Storms now spare
        what = f"a {b.name} for the {colour} pet"
    events.append(
        Event(
            "build",
            f"{s.name(seat)} builds {what} on {where(s, h)} for {b.fame} fame",
            {"seat": seat, "building": bid, "hex": list(h), "colour": colour},
            seat=seat,
        )
    )
    s.pay_purpose = ()
    s.step = "map"
