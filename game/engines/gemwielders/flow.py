"""The turn as a machine of stages: draft, main, attack and draw phases in the
rulebook's order, the effects waiting to resolve, and the checks that end the game.

``run`` advances until a decision is needed or the game is over. Effects waiting in
``queue`` always resolve before the turn moves on, so a card's choices come before the
next step of the phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Decision
from game.core.events import Event
from game.engines.gemwielders import attack, cards, draft, effects
from game.engines.gemwielders.words import plural, who

if TYPE_CHECKING:
    from game.engines.gemwielders.content import Card
    from game.engines.gemwielders.state import GemState as S

PHASE_OF_STAGE = {
    "bearer": "set-up",
    "redeal": "set-up",
    "turn_start": "draft",
    "dead_scrap": "draft",
    "refill": "draft",
    "socket": "draft",
    "draft": "draft",
    "source": "draft",
    "draft_end": "draft",
    "main": "main",
    "attack": "attack",
    "reveal": "attack",
    "attack_effects": "attack",
    "defense_effects": "attack",
    "other_effects_start": "attack",
    "other_effects": "attack",
    "compare": "attack",
    "hit_miss": "attack",
    "damage": "attack",
    "cleanup": "attack",
    "draw": "draw",
    "end_turn": "draw",
    "over": "over",
}


def run(s: S, events: list[Event], phase: str | None = None) -> None:
    """Advance to the next decision. ``phase`` is the phase the last action was taken
    in: when it ends with both players at 0 life or below, the game ends (rulebook)."""
    # ``s.phase`` spelt out (PHASE_OF_STAGE): this loop runs on every action of a search.
    phase_of = PHASE_OF_STAGE
    stack = s.stack
    phase = phase if phase is not None else phase_of[s.stage]
    while s.winner is None and not stack.frames:
        now = phase_of[s.stage]
        if now != phase:
            if _phase_ended(s, events, phase):
                return
            phase = now
        if s.queue:
            effects.resolve_next(s, events)
            continue
        STAGES[s.stage](s, events)
    if s.winner is None and stack.frames[-1].kind in BETWEEN_ACTIONS:
        check_life(s, events)


# The decisions the turn's stages ask, when nothing is resolving. Every other decision
# (a ⚡ clause to pay, a card to discard, the order of the attacker's effects...) is asked
# inside a card, an ability or an attack that has not finished resolving: from the reveal
# to the damage no such decision is one of these, and while a card's effects wait in the
# queue neither is.
BETWEEN_ACTIONS = frozenset(
    {"bearer", "redeal", "dead_scrap", "socket", "draft", "source", "main", "attack"}
)


def check_life(s: S, events: list[Event], phase: str | None = None) -> None:
    """Once what was resolving has resolved: a player at 0 or below loses, unless both
    are; then the current phase is finished first (rules.md ruling 21). Never in the
    middle of it, so that a ⚡ question asked between two of its effects decides nothing.
    ``phase`` is the phase they fell in, when the stage has already moved on."""
    life = s.life
    if life[0] > 0 and life[1] > 0:
        return
    down = [p for p in (0, 1) if life[p] <= 0]
    if len(down) == 2:
        if not s.both_down:
            s.both_down = True
            events.append(
                Event(
                    "both_down",
                    f"Both players are at 0 life or below: the {phase or s.phase} phase is "
                    "finished, then more life wins",
                )
            )
    elif len(down) == 1 and not s.both_down:
        loser = down[0]
        finish(s, 1 - loser, f"{who(loser)} has no life left", events)


def _phase_ended(s: S, events: list[Event], phase: str) -> bool:
    check_life(s, events, phase)
    if s.winner is not None:
        return True
    if s.both_down:
        by_life(s, "both players fell to 0 life or below in the same phase", events)
        return True
    return False


def by_life(s: S, why: str, events: list[Event]) -> None:
    if s.life[0] == s.life[1]:
        finish(s, 1 - s.first, f"{why}; life is tied, so the player who went second wins", events)
    else:
        finish(s, 0 if s.life[0] > s.life[1] else 1, f"{why}; more life wins", events)


def finish(s: S, winner: int, why: str, events: list[Event]) -> None:
    s.winner = winner
    s.end_reason = why
    s.stage = "over"
    s.stack.frames.clear()
    s.queue.clear()
    events.append(
        Event(
            "game_over",
            f"{who(winner)} wins: {why} (life: Player 1 {s.life[0]}, Player 2 {s.life[1]})",
            {"winner": winner, "life": list(s.life)},
            seat=winner,
        )
    )


# --- the stages ---------------------------------------------------------------------------


def _turn_start(s: S, events: list[Event]) -> None:
    s.turns += 1
    s.turn_player = s.first if s.turns == 1 else 1 - s.turn_player
    s.atk_mod = 0
    seat = s.turn_player
    events.append(
        Event(
            "turn",
            f"Turn {s.turns}: {who(seat)} ({s.life[seat]} life, {s.power[seat]} power)",
            {"seat": seat, "turn": s.turns},
            seat=seat,
        )
    )
    s.stage = "dead_scrap"


def _dead_scrap(s: S, events: list[Event]) -> None:
    s.stage = "refill"
    if draft.dead_slots(s):
        s.stack.push(Decision(s.turn_player, "dead_scrap"))


def _refill(s: S, events: list[Event]) -> None:
    draft.refill(s, events)
    s.stage = "socket"


def _socket(s: S, events: list[Event]) -> None:
    s.stage = "draft"
    if draft.can_socket(s, s.turn_player):
        s.stack.push(Decision(s.turn_player, "socket"))


def _draft(s: S, events: list[Event]) -> None:
    s.stage = "source"
    if draft.eligible_slots(s, s.turn_player):
        s.stack.push(Decision(s.turn_player, "draft"))


def _source(s: S, events: list[Event]) -> None:
    # The Source is the draft phase's last step: the phase ends once it is decided.
    s.stage = "draft_end"
    if s.sources:
        s.stack.push(Decision(s.turn_player, "source"))


def _draft_end(s: S, events: list[Event]) -> None:
    s.stage = "main"


def _main(s: S, events: list[Event]) -> None:
    s.stack.push(Decision(s.turn_player, "main"))


def _draw(s: S, events: list[Event]) -> None:
    seat = s.turn_player
    s.bearer_used[seat] = False
    s.used.difference_update(s.mods[seat])
    s.played.clear()
    target = hand_target(s, seat)
    missing = target - len(s.hand[seat])
    if missing > 0:
        cards.draw(s, seat, missing, events, why=f"(draw phase, up to {target})")
    s.stage = "end_turn"


def hand_target(s: S, seat: int) -> int:
    bonus = s.game.hand_bonus
    extra = 0
    for inst in s.mods[seat]:
        more = bonus.get(inst)
        extra += more if more is not None else hand_bonus(cards.defn(s, inst))
    return max(0, s.game.setup.hand_target + extra)


def hand_bonus(card: Card) -> int:
    """How much a modification in play changes its owner's draw-phase target
    (``GemGame.hand_bonus`` holds it per card instance)."""
    return sum(
        step.amount
        for ab in card.abilities
        if ab.trigger == "static"
        for step in ab.do
        if step.name == "hand_size"
    )


def _end_turn(s: S, events: list[Event]) -> None:
    if not s.gem_deck:
        by_life(s, "the gem card deck is empty", events)
        return
    limit = s.game.setup.max_turns.value
    if s.turns >= limit:
        by_life(s, f"{plural(limit, 'turn')} have been played (the turn limit)", events)
        return
    s.stage = "turn_start"


STAGES = {
    "turn_start": _turn_start,
    "dead_scrap": _dead_scrap,
    "refill": _refill,
    "socket": _socket,
    "draft": _draft,
    "source": _source,
    "draft_end": _draft_end,
    "main": _main,
    "attack": attack.pick_stage,
    "reveal": attack.reveal,
    "attack_effects": attack.attack_effects,
    "defense_effects": attack.defense_effects,
    "other_effects_start": attack.other_effects_start,
    "other_effects": attack.other_effects,
    "compare": attack.compare,
    "hit_miss": attack.hit_miss,
    "damage": attack.damage,
    "cleanup": attack.cleanup,
    "draw": _draw,
    "end_turn": _end_turn,
}
