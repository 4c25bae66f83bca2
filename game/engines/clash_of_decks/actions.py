"""Action constructors with their human labels, so every module words them the same."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.engines.clash_of_decks.board import LANE_NAMES, locate

if TYPE_CHECKING:
    from game.engines.clash_of_decks.state import ClashState


def pick(state: ClashState, card: str) -> Action:
    return Action("pick", (card,), f"Take {state.cards[card].name}")


def summon(state: ClashState, card: str, lane: int) -> Action:
    name = state.cards[card].name
    return Action(
        "summon",
        (card, lane),
        f"Summon {name} ({state.cards[card].cost} mana) to the {LANE_NAMES[lane]} lane",
    )


def cast(state: ClashState, card: str) -> Action:
    c = state.cards[card]
    return Action("cast", (card,), f"Cast {c.name} ({c.cost} mana)")


def target(state: ClashState, spell: str, card: str, seat: int) -> Action:
    where = locate(state, card)
    assert where is not None
    side, lane, _ = where
    whose = "your" if side == seat else "enemy"
    return Action(
        "target",
        (card,),
        f"{state.cards[spell].name} on {whose} {state.cards[card].name} ({LANE_NAMES[lane]} lane)",
    )


ASSAULT = Action("assault", (), "End summoning: begin the assault")
FIGHT = Action("fight", (), "Let the next creature attack")
