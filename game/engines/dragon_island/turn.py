"""The turn sequencer: set-up maps, the eight steps in order, drawing a tile, the end.

``state.step`` names the next automatic step; a step either pushes a decision frame
(and the sequencer stops until it is answered) or finishes and names the next step.
Decision frames are dispatched to the module that owns their rule.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.events import Event
from game.engines.dragon_island import (
    arrival,
    dragons,
    maps,
    movement,
    payment,
    placement,
    tile_actions,
)

if TYPE_CHECKING:
    from game.engines.dragon_island.state import DragonIslandState

StepFn = Callable[["DragonIslandState", list[Event]], None]
LegalFn = Callable[["DragonIslandState"], list[Action]]
ApplyFn = Callable[["DragonIslandState", Action, list[Event]], None]


def _setup(s: DragonIslandState, events: list[Event]) -> None:
    """Each player in turn order draws maps and keeps some, then the first turn begins."""
    if s.setup_seat < s.num_players:
        seat = (s.first_player + s.setup_seat) % s.num_players
        s.setup_seat += 1
        sm = s.rules.setup.start_maps
        maps.draw(s, seat, sm.draw, sm.keep, "setup", events)
        return
    s.step = "begin"


def _begin(s: DragonIslandState, events: list[Event]) -> None:
    seat = s.turn_player
    s.turns += 1
    s.seat_turns[seat] += 1
    s.start_hex = s.wizards[seat]
    s.placed_hex = None
    s.moved = False
    events.append(Event("turn", f"Turn {s.turns}: {s.name(seat)}", {"seat": seat}, seat=seat))
    s.step = "place"


def _draw(s: DragonIslandState, events: list[Event]) -> None:
    seat = s.turn_player
    if s.bag:
        tile = s.bag.pop()
        s.hands[seat].append(tile)
        events.append(
            Event(
                "draw_tile",
                f"{s.name(seat)} draws tile {tile}",
                {"seat": seat, "tile": tile},
                seat=seat,
                visible_to=frozenset({seat}),
                redacted=Event(
                    "draw_tile", f"{s.name(seat)} draws a tile", {"seat": seat}, seat=seat
                ),
                irreversible=True,
            )
        )
    s.step = "end"


def _end(s: DragonIslandState, events: list[Event]) -> None:
    """After the turn that placed the last tile, the game is over."""
    if not s.bag and not any(s.hands):
        s.over = True
        s.stack.frames.clear()
        ranking = ", ".join(f"{s.name(i)} {s.final_score(i)}" for i in range(s.num_players))
        events.append(
            Event(
                "game_over",
                f"The island is explored. Final scores (fame + gold on pets): {ranking}. "
                f"{verdict(s)}",
                {"scores": [s.final_score(i) for i in range(s.num_players)], "winners": s.winners},
            )
        )
        return
    s.turn_player = (s.turn_player + 1) % s.num_players
    s.step = "begin"


def _names(s: DragonIslandState, seats: list[int]) -> str:
    names = [s.name(i) for i in seats]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def verdict(s: DragonIslandState) -> str:
    """Who won and, when scores tie, the tie-break that decided it (most dragon colours
    captured, then most gold behind the screen), or that the win is shared."""
    keys = [s.ranking_key(i) for i in range(s.num_players)]
    best = max(k[0] for k in keys)
    tied = [i for i in range(s.num_players) if keys[i][0] == best]
    if len(tied) == 1:
        return f"{s.name(tied[0])} wins."
    text = f"{_names(s, tied)} tie on {best}"
    everyone = len(tied)
    breaks = (("dragon colours captured", 1), ("gold behind the screen", 2))
    for what, k in breaks:
        top = max(keys[i][k] for i in tied)
        still = [i for i in tied if keys[i][k] == top]
        if len(still) == 1:
            next_best = max(keys[i][k] for i in tied if i != still[0])
            return f"{text}; {s.name(still[0])} wins on {what} ({top} to {next_best})."
        tied = still
    if len(tied) == everyone:
        return f"{text} and on both tie-breaks, and share the win."
    return f"{text}; {_names(s, tied)} tie on both tie-breaks too and share the win."


STEPS: dict[str, StepFn] = {
    "setup": _setup,
    "begin": _begin,
    "place": placement.enter,
    "produce": placement.produce,
    "spawn": placement.spawn,
    "move_dragons": dragons.enter,
    "move_wizard": movement.enter,
    "deal": arrival.enter,
    "pay": payment.enter,
    "captured": arrival.finish_capture,
    "action": tile_actions.enter,
    "built": tile_actions.finish_build,
    "map": maps.enter,
    "draw": _draw,
    "end": _end,
}

FRAMES: dict[str, tuple[LegalFn, ApplyFn]] = {
    "keep_map": (maps.legal_keep, maps.apply_keep),
    "place": (placement.legal_place, placement.apply_place),
    "wild": (placement.legal_wild, placement.apply_wild),
    "dragon_source": (dragons.legal_source, dragons.apply_source),
    "dragon_pick": (dragons.legal_pick, dragons.apply_pick),
    "dragon_dest": (dragons.legal_dest, dragons.apply_dest),
    "move": (movement.legal_move, movement.apply_move),
    "deal": (arrival.legal_deal, arrival.apply_deal),
    "pay": (payment.legal_pay, payment.apply_pay),
    "action": (tile_actions.legal_action, tile_actions.apply_action),
    "map": (maps.legal_map, maps.apply_map),
}


def run(s: DragonIslandState, events: list[Event]) -> None:
    """Run automatic steps until someone must decide or the game is over."""
    frames = s.stack.frames  # the list itself: cheaper to test than the stack object
    while not frames and not s.over:
        STEPS[s.step](s, events)


def start(s: DragonIslandState) -> DragonIslandState:
    """Run the set-up up to the first decision; what it did opens the log (the first
    player's set-up map draw among it)."""
    events: list[Event] = []
    run(s, events)
    s.opening_events = tuple(events)
    return s


def legal(s: DragonIslandState) -> list[Action]:
    top = s.stack.top
    assert top is not None
    return FRAMES[top.kind][0](s)


def apply(s: DragonIslandState, action: Action) -> list[Event]:
    events: list[Event] = []
    frame = s.stack.pop()
    FRAMES[frame.kind][1](s, action, events)
    run(s, events)
    return events
