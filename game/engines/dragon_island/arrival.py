"""Step 5: deal with the dragons where the wizard arrived: tame a lone one, or capture all."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.dragon_island import actions as act
from game.engines.dragon_island import payment
from game.engines.dragon_island.board import where
from game.engines.dragon_island.content import COLOURS, GOLD
from game.engines.dragon_island.costs import (
    can_capture,
    can_tame,
    capture_cost,
    tame_bank_help,
)
from game.engines.dragon_island.dragons import dragons_text, pen_owner
from game.engines.dragon_island.economy import gain, in_lair

if TYPE_CHECKING:
    from game.engines.dragon_island.state import DragonIslandState


def enter(s: DragonIslandState, events: list[Event]) -> None:
    seat = s.turn_player
    h = s.wizards[seat]
    if not s.moved or not s.dragons.get(h):
        s.step = "action"  # only arriving makes you deal; a wizard that stayed did not arrive
        return
    # A move may only end where the wizard can deal with the dragons there (a Pen's only
    # with its owner able to capture them), so there is always something to choose.
    s.stack.push(Decision(seat, "deal"))


def legal_deal(s: DragonIslandState) -> list[Action]:
    seat = s.turn_player
    h = s.wizards[seat]
    dragons = s.dragons[h]
    out: list[Action] = []
    # Penned dragons can only be captured: taming would move them out of the Pen.
    if pen_owner(s, h) is None and can_tame(s, seat, h):
        out.append(act.tame(dragons[0]))
    if can_capture(s, seat, h):
        out.append(act.capture(len(dragons), capture_cost(s, seat, h)))
    return out


def apply_deal(s: DragonIslandState, action: Action, events: list[Event]) -> None:
    seat = s.turn_player
    h = s.wizards[seat]
    if action.kind == "tame":
        colour = s.dragons[h][0]
        ci = COLOURS.index(colour)
        help_ = tame_bank_help(s, seat)
        gain(s, seat, GOLD, help_)
        cost = s.rules.tame_cost
        s.gold[seat] -= cost
        s.pets[seat][ci] = cost
        del s.dragons[h]  # the figure sits on the pet card
        if in_lair(s, seat, colour):
            # A pet lost from its needs_pet building and tamed again lives there too, so
            # its figure goes home like the first one's (a Lair that also shelters never
            # loses its pet, so the shipped content never comes here).
            s.dragon_supply[ci] += 1
        events.append(
            Event(
                "tame",
                f"{s.name(seat)} tames the {colour} dragon on {where(s, h)}",
                {"seat": seat, "colour": colour, "hex": list(h)},
                seat=seat,
            )
        )
        s.step = "action"
    else:
        payment.start(s, capture_cost(s, seat, h), ("captured",))


def finish_capture(s: DragonIslandState, events: list[Event]) -> None:
    """Fame: more for the first dragon of each colour ever captured; tokens for new colours."""
    seat = s.turn_player
    h = s.wizards[seat]
    cap = s.rules.setup.capture
    gained = 0
    caught = list(s.dragons.pop(h))
    tokens: list[str] = []  # colours captured for the first time: their tokens are taken
    for colour in caught:
        ci = COLOURS.index(colour)
        bit = 1 << ci
        if s.captured[seat] & bit:
            gained += cap.fame_other
        else:
            s.captured[seat] |= bit
            gained += cap.fame_first_of_colour
            tokens.append(colour)
        s.dragon_supply[ci] += 1
    s.fame[seat] += gained
    text = f"{s.name(seat)} captures {dragons_text(caught)} on {where(s, h)} for {gained} fame"
    if tokens:
        tokens.sort(key=COLOURS.index)
        plural = "s" if len(tokens) > 1 else ""
        text += f" and takes the {' and '.join(tokens)} Captured Dragon token{plural}"
    events.append(
        Event(
            "capture",
            text,
            {"seat": seat, "fame": gained, "dragons": caught, "tokens": tokens},
            seat=seat,
        )
    )
    s.step = "action"
