"""Building exact positions for rule tests, through the engine's own turn start."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from game.core import registry
from game.core.actions import Action
from game.core.decisions import DecisionStack
from game.core.events import Event
from game.engines.clash_of_decks import turn
from game.engines.clash_of_decks.game import ClashGame
from game.engines.clash_of_decks.state import ClashState

B = "@"  # the stronghold in a hand


def game() -> ClashGame:
    g = registry.load_game("clash_of_decks")
    assert isinstance(g, ClashGame)
    return g


def position(
    hands: Sequence[Sequence[str | int] | int],
    lanes: Sequence[Sequence[Sequence[str]]] = (((), ()), ((), ())),
    *,
    turn_player: int = 0,
    mana: int | None = None,
    fort: tuple[bool, bool] = (False, False),
    entered: Iterable[str] = (),
    legacy: bool = False,
    turns: int = 5,
) -> ClashState:
    """A game in the summoning phase of ``turn_player`` with exactly these cards.

    Every card of the base set and the supplement is available; cards not named are
    out of the game. A hand given as a number N is the stronghold followed by N cards
    nobody else uses; a number inside a hand list stands for that many such cards. Creatures listed in ``entered`` count as summoned this turn.
    """
    options: dict[str, Any] = {
        "mode": "preconstructed",
        "supplement": True,
        "incantation_timing": "legacy" if legacy else "current",
    }
    s = game().new_state(2, 0, options)
    named = [c for h in hands if not isinstance(h, int) for c in h if isinstance(c, str)]
    named = [c for c in named if c != B]
    named += [c for side in lanes for lane in side for c in lane]
    assert len(named) == len(set(named)), "a card is named twice"
    spare = [c for c in s.universe if c not in named]
    full: list[list[str]] = []
    for h in hands:
        row: list[str] = []
        for item in [B, h] if isinstance(h, int) else h:
            if isinstance(item, int):
                row.extend(spare[:item])
                spare = spare[item:]
            else:
                row.append(item)
        full.append(row)
    hands = full
    s.hands = [list(h) for h in hands]
    s.lanes = [[list(lane) for lane in side] for side in lanes]
    s.owner = {}
    for seat in (0, 1):
        for card in [*hands[seat], *lanes[seat][0], *lanes[seat][1]]:
            if card != B:
                s.owner[card] = seat
    s.pool = [c for c in s.universe if c not in s.owner]
    s.public = [set(), set()]
    s.fort = list(fort)
    s.stack = DecisionStack()
    s.turns = turns - 1
    s.damage, s.sprint, s.shielded = {}, {}, set()
    turn.start_turn(s, turn_player, [])
    s.entered = set(entered)
    if mana is not None:
        s.mana = mana
    return s


def act(state: ClashState, kind: str, *args: Any) -> list[Event]:
    return state.apply(Action(kind, tuple(args)))


def assault(state: ClashState) -> list[Event]:
    return act(state, "assault")


def kinds(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def attackers(events: list[Event]) -> list[str]:
    return [e.data["card"] for e in events if e.kind == "attack"]
