"""The turn machine: Action phase, Gem phase, Pounce check, Dragon Check, Draw.

``run`` advances the state until someone must decide: pending effect steps first, then
queued triggers, then the next phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Decision
from game.core.events import Event
from game.engines.dragon_bridge import dragon, effects, movement, outcome, powers, setup

if TYPE_CHECKING:
    from game.engines.dragon_bridge.state import DragonBridgeState as S


def run(s: S, events: list[Event]) -> None:
    while not s.over and not s.stack:
        if s.queue:
            step, actor = s.queue.pop(0)
            effects.execute(s, step, actor, events)
        elif s.triggers:
            powers.next_trigger(s, events)
        else:
            advance(s, events)


def advance(s: S, events: list[Event]) -> None:
    tp = s.turn_player
    phase = s.phase
    if phase == "setup":
        setup.next_wizard_pick(s)
    elif phase == "start":
        s.start_ready[tp] = s.ready[tp]
        s.used_turn.clear()
        s.phase = "action"
        powers.fire(s, "turn_start", (tp,))  # "your turn": the player whose turn starts
    elif phase == "action":
        s.stack.push(Decision(tp, "play"))
    elif phase == "card":
        # The card enters the Nest only once its action is resolved.
        if s.in_play is not None:
            card = s.game.cards[s.in_play]
            s.nest.append((card.id, True))
            s.last_played = card.id
            s.in_play = None
            if effects.has_move(card.action):
                powers.fire(s, "played_move_card", (tp,))
            powers.fire(s, "after_action", (tp,))
        s.phase = "gem"
    elif phase == "gem":
        s.stack.push(Decision(tp, "gem"))
    elif phase == "pounce":
        if outcome.can_decide(s, tp) and movement.is_threatened(s, s.pos[tp]):
            outcome.lose(s, tp, "pounced", events)
            return
        s.phase = "dragon"
    elif phase == "dragon":
        s.phase = "draw"
        dragon.check(s, events)
    elif phase == "draw":
        # A hand above its limit (Bill Milton's 5, after Bait's take and a gift) is cut
        # down at the Draw step, one chosen card at a time, before anyone draws.
        for seat in (tp, 1 - tp):
            limit = powers.hand_limit(s, seat)
            if limit is not None and len(s.hands[seat]) > limit:
                s.stack.push(Decision(seat, "discard", {"limit": limit}))
                return
        draw_up(s, tp, events)
        s.turn_player = 1 - tp
        s.turns += 1
        s.phase = "start"
    else:  # pragma: no cover
        raise AssertionError(phase)


def draw_up(s: S, seat: int, events: list[Event]) -> None:
    """Draw back up to the hand size (a player holding more draws nothing)."""
    size = s.game.setup.facts.hand_size
    while len(s.hands[seat]) < size and s.deck:
        seen = s.known_top[1 - seat] > 0  # the rival had looked at this top card
        card = s.pop_top()
        s.hands[seat].append(card)
        if seen:
            s.shown[seat].append(card)
        events.append(
            Event(
                "draw",
                f"Player {seat + 1} draws {s.game.cards[card].name}",
                {"card": card},
                seat=seat,
                visible_to=frozenset({seat}),
                redacted=Event("draw", f"Player {seat + 1} draws a card", seat=seat),
                irreversible=True,
            )
        )
