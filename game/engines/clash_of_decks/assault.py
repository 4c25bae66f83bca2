"""The assault: upper lane then lower lane, in each the creatures far from the bridge
first; each attack hits the nearest enemy card it may attack, or the stronghold.

The order of a lane is fixed when that lane's assault begins, so a Sprint move neither
gives anyone a second attack nor skips anyone; a Berserk repeat goes to the front of
the queue so a creature finishes all its attacks before the next one acts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import Event
from game.engines.clash_of_decks import board
from game.engines.clash_of_decks.effects import deal, pattern_hits
from game.engines.clash_of_decks.hand import damage_stronghold, spaces, stronghold_name

if TYPE_CHECKING:
    from game.engines.clash_of_decks.state import ClashState

STRONGHOLD_TARGET = -1


def begin(state: ClashState) -> None:
    state.assault_lane = board.UPPER
    state.assault_queue = _order(state, board.UPPER)
    state.window_done = False


def _order(state: ClashState, lane: int) -> list[str]:
    return state.lanes[state.turn_player][lane][::-1]


def may_attack(state: ClashState, card: str) -> bool:
    """Whether ``card`` attacks now: in play, and not new this turn unless it has Rage
    and an enemy creature it may attack (Rage never reaches the stronghold)."""
    where = board.locate(state, card)
    if where is None or where[0] != state.turn_player:
        return False
    if card not in state.entered:
        return True
    return _may_attack_on_entry(state, card, board.keywords_at(state, *where), where[1])


def _may_attack_on_entry(state: ClashState, card: str, kws: frozenset[str], lane: int) -> bool:
    """A creature that entered play this turn attacks only with Rage, never as a
    Wrecker, and only an enemy creature it may attack (ruling 14, 15)."""
    if "rage" not in kws or "wrecker" in kws:
        return False
    return choose_target(state, card, kws, lane) != STRONGHOLD_TARGET


def choose_target(state: ClashState, card: str, kws: frozenset[str], lane: int) -> int:
    """Index of the enemy creature attacked, or STRONGHOLD_TARGET."""
    if "wrecker" in kws:
        return STRONGHOLD_TARGET
    enemy = 1 - state.owner[card]
    aim = "aim" in kws
    for i in range(len(state.lanes[enemy][lane])):
        if aim or "aerial" not in board.keywords_at(state, enemy, lane, i):
            return i
    return STRONGHOLD_TARGET


def attack_value(state: ClashState, card: str, kws: frozenset[str], index: int) -> int:
    value = state.cards[card].attack + state.sprint.get(card, 0)
    if "aquatic" in kws and index == 0:
        value *= 2
    return value


def attack(state: ClashState, card: str, events: list[Event]) -> int:
    """One attack by ``card`` (already known to be allowed); creatures destroyed."""
    side, lane, index = board.locate(state, card)  # type: ignore[misc]
    name = state.cards[card].name
    kws = board.keywords_at(state, side, lane, index)
    if "sprint" in kws and index > 0:
        moved = board.move_within(state, side, lane, card, front=True)
        state.sprint[card] = state.sprint.get(card, 0) + moved
        index = 0
        events.append(
            Event(
                "sprint",
                f"{name} sprints {spaces(moved)} to the bridge (+{moved} attack this turn)",
                {"card": card, "moved": moved, "lane": lane},
            )
        )
        kws = board.keywords_at(state, side, lane, index)
        if card in state.entered and not _may_attack_on_entry(state, card, kws, lane):
            # The move is made, the blow is not (ruling 16): it left the Aura that gave it
            # Rage, or lost its Aim and with it every enemy creature it could attack.
            why = "loses its Rage" if "rage" not in kws else "has nothing it may attack"
            events.append(
                Event(
                    "no_attack",
                    f"{name} {why} after its move and does not attack (it entered play this turn)",
                    {"card": card, "lane": lane},
                )
            )
            return 0
    value = attack_value(state, card, kws, index)
    enemy = 1 - side
    target = choose_target(state, card, kws, lane)
    if target == STRONGHOLD_TARGET:
        events.append(
            Event(
                "attack",
                f"{name} attacks Player {enemy + 1}'s {stronghold_name(state, enemy)}{_for(value)}",
                {"card": card, "target": None, "amount": value, "lane": lane},
            )
        )
        damage_stronghold(state, enemy, value, events)
        return 0
    parts = ["target"]
    if "perforation" in kws:
        parts.append("behind")
    if "splash" in kws:
        parts.append("other_lane")
    hits = pattern_hits(state, enemy, lane, target, parts, skip_aerial="aim" not in kws)
    victim = state.lanes[enemy][lane][target]
    events.append(
        Event(
            "attack",
            f"{name} attacks {state.cards[victim].name}{_for(value)}",
            {"card": card, "target": victim, "amount": value, "lane": lane},
        )
    )
    return deal(state, hits, value, card, events, spell=False)


def _for(value: int) -> str:
    """The end of an attack's log line; "for 0" reads like a bug, so a 0-attack blow (it
    still attacks, ruling 19) says what it did."""
    return f" for {value}" if value > 0 else " for no damage"


def run(state: ClashState, events: list[Event]) -> None:
    """Carry the assault on until it ends the turn or someone must decide."""
    from game.engines.clash_of_decks import turn

    while state.loser is None:
        if not state.assault_queue:
            if state.assault_lane == board.UPPER:
                state.assault_lane = board.LOWER
                state.assault_queue = _order(state, board.LOWER)
                continue
            turn.end_turn(state, events)
            return
        card = state.assault_queue[0]
        if not may_attack(state, card):
            state.assault_queue.pop(0)
            continue
        if state.legacy and not state.window_done and turn.castable(state, state.turn_player):
            turn.open_window(state)
            return
        state.window_done = False
        state.assault_queue.pop(0)
        killed = attack(state, card, events)
        if killed and board.locate(state, card) is not None:
            kws = board.keywords(state, card)
            if "berserk" in kws and may_attack(state, card):
                events.append(
                    Event(
                        "berserk",
                        f"{state.cards[card].name} goes berserk and attacks again",
                        {"card": card},
                    )
                )
                state.assault_queue.insert(0, card)
