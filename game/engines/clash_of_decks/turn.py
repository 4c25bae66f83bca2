"""A player's turn: mana, the summoning phase, incantation targets, the legacy window
during the assault, and the end of turn (damage healed, mana lost)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.clash_of_decks import actions, assault, board
from game.engines.clash_of_decks.effects import resolve_spell, spell_targets
from game.engines.clash_of_decks.hand import return_to_hand, take_from_hand, window

if TYPE_CHECKING:
    from game.engines.clash_of_decks.state import ClashState


def start_turn(state: ClashState, seat: int, events: list[Event]) -> None:
    """Mana = cards in hand, stronghold included, +2 per Catalyst in play; the starting
    player's very first turn has a fixed amount instead."""
    setup = state.game.setup
    state.turn_player = seat
    state.turns += 1
    if state.turns == 1:
        state.mana = setup.first_turn_mana
    else:
        state.mana = len(state.hands[seat]) + setup.catalyst_mana * board.catalysts(state, seat)
    state.assault_lane = -1
    state.assault_queue = []
    events.append(
        Event(
            "turn",
            f"Turn {state.turns}: Player {seat + 1} has {state.mana} mana",
            {"seat": seat, "mana": state.mana, "turn": state.turns},
            seat=seat,
        )
    )
    state.stack.push(Decision(seat, "summon"))


def end_turn(state: ClashState, events: list[Event]) -> None:
    """Damage that did not destroy is healed and unspent mana is lost."""
    state.damage.clear()
    state.sprint.clear()
    state.entered.clear()
    state.shielded.clear()
    state.mana = 0
    state.assault_lane = -1
    state.assault_queue = []
    state.window_done = False
    start_turn(state, 1 - state.turn_player, events)


def castable(state: ClashState, seat: int) -> list[str]:
    """Incantations ``seat`` may cast now: in the window, affordable, with a target."""
    spells = [
        c
        for c in window(state, seat)
        if c is not None and not state.cards[c].is_creature and state.cards[c].cost <= state.mana
    ]
    if spells and not spell_targets(state):
        return []
    return spells


def open_window(state: ClashState) -> None:
    state.stack.push(Decision(state.turn_player, "window"))


def legal(state: ClashState, frame: Decision) -> list[Action]:
    seat = frame.seat
    if frame.kind == "summon":
        out: list[Action] = []
        targets = None
        for card in window(state, seat):
            if card is None:
                continue
            c = state.cards[card]
            if c.cost > state.mana:
                continue
            if c.is_creature:
                out.extend(actions.summon(state, card, lane) for lane in board.LANES)
            else:
                if targets is None:
                    targets = spell_targets(state)
                if targets:
                    out.append(actions.cast(state, card))
        out.append(actions.ASSAULT)
        return out
    if frame.kind == "target":
        spell = frame.data["card"]
        return [actions.target(state, spell, t, seat) for t in spell_targets(state)]
    if frame.kind == "window":
        return [*(actions.cast(state, c) for c in castable(state, seat)), actions.FIGHT]
    raise AssertionError(frame.kind)


def apply(state: ClashState, frame: Decision, action: Action, events: list[Event]) -> None:
    seat = frame.seat
    kind = action.kind
    if kind == "summon":
        _summon(state, seat, str(action.args[0]), int(action.args[1]), events)  # type: ignore[arg-type]
        if state.loser is None:
            state.stack.push(frame)
    elif kind == "cast":
        spell = str(action.args[0])
        _pay(state, seat, spell, events, "casts")
        state.casting = spell
        if state.loser is None:
            if frame.kind == "summon":
                state.stack.push(frame)
            state.stack.push(Decision(seat, "target", {"card": spell}))
    elif kind == "target":
        spell = frame.data["card"]
        target = str(action.args[0])
        events.append(
            Event(
                "spell_target",
                f"{state.cards[spell].name} strikes {state.cards[target].name}",
                {"card": spell, "target": target},
                seat=seat,
            )
        )
        resolve_spell(state, spell, target, events)
        state.casting = None
        return_to_hand(state, seat, spell)
        if state.assault_lane >= 0:
            assault.run(state, events)
    elif kind == "assault":
        events.append(Event("assault", f"Player {seat + 1} begins the assault", seat=seat))
        assault.begin(state)
        assault.run(state, events)
    elif kind == "fight":
        state.window_done = True
        assault.run(state, events)
    else:  # pragma: no cover - apply() only passes legal actions
        raise AssertionError(kind)


def _pay(state: ClashState, seat: int, card: str, events: list[Event], verb: str) -> None:
    c = state.cards[card]
    state.mana -= c.cost
    events.append(
        Event(
            "play",
            f"Player {seat + 1} {verb} {c.name} for {c.cost} mana ({state.mana} left)",
            {"card": card, "seat": seat, "cost": c.cost},
            seat=seat,
        )
    )
    take_from_hand(state, seat, card, events)


def _summon(state: ClashState, seat: int, card: str, lane: int, events: list[Event]) -> None:
    """Creatures enter at the far end of the lane; Focus puts them next to the bridge."""
    _pay(state, seat, card, events, "summons")
    if state.loser is not None:
        # Taking it from the hand put the Fort in the last space: the game ended there,
        # so the creature never reaches the lane (it stays in the air, like a spell).
        state.casting = card
        return
    front = "focus" in state.kw[card]
    index = board.place(state, seat, lane, card, front=front)
    state.entered.add(card)
    events.append(
        Event(
            "summoned",
            f"{state.cards[card].name} enters the {board.LANE_NAMES[lane]} lane"
            + (" next to the bridge" if front else ""),
            {"card": card, "seat": seat, "lane": lane, "index": index},
            seat=seat,
        )
    )
