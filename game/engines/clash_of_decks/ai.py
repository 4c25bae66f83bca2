"""AI heuristics: a position score and a cheap rollout policy.

The score counts what actually decides games: how much damage each stronghold can
still take (cards right of it, plus a whole Fort's worth while the Bastion stands) and
the fighting power on the board; the hand size is also next turn's mana.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.vocabulary import Step
from game.engines.clash_of_decks import board
from game.engines.clash_of_decks.content import CardDef
from game.engines.clash_of_decks.effects import pattern_hits
from game.engines.clash_of_decks.hand import STRONGHOLD

if TYPE_CHECKING:
    from game.engines.clash_of_decks.state import ClashState

KEYWORD_WORTH = 1.5


def card_value(card: CardDef) -> float:
    body = card.attack + (card.health if card.health is not None else card.attack)
    return body + KEYWORD_WORTH * (len(card.keywords) + 2 * len(card.aura)) - 0.3 * card.cost


def endurance(state: ClashState, seat: int) -> int:
    hand = state.hands[seat]
    right = len(hand) - 1 - hand.index(STRONGHOLD)
    return right if state.fort[seat] else right + len(hand) - 1


def might(state: ClashState, seat: int) -> float:
    total = 0.0
    for lane in board.LANES:
        for card in state.lanes[seat][lane]:
            c = state.cards[card]
            health = (c.health or 1) - state.damage.get(card, 0)
            total += c.attack + 0.5 * health + 0.5 * len(state.kw[card])
    return total


def evaluate(state: ClashState, seat: int) -> float:
    if state.is_over:
        return 1.0 if state.winners == [seat] else 0.0
    other = 1 - seat
    if state.in_draft:
        mine = sum(card_value(state.cards[c]) for c in state.hands[seat] if c is not None)
        theirs = sum(card_value(state.cards[c]) for c in state.hands[other] if c is not None)
        return 1.0 / (1.0 + math.exp(-(mine - theirs) / 20.0))
    x = 1.0 * (endurance(state, seat) - endurance(state, other))
    x += 0.35 * (might(state, seat) - might(state, other))
    x += 0.3 * (len(state.hands[seat]) - len(state.hands[other]))
    return 1.0 / (1.0 + math.exp(-x / 6.0))


def _self_destructive(state: ClashState, seat: int, card: str) -> bool:
    """Playing the only card right of one's own stronghold destroys it."""
    hand = state.hands[seat]
    s = hand.index(STRONGHOLD)
    return len(hand) - 1 - s == 1 and hand[-1] == card


def _strike_worth(state: ClashState, step: Step | None, target: str, enemy: int) -> float:
    """What an incantation aimed at ``target`` does: every creature its pattern reaches
    that is not Indestructible (an Indestructible target is worth aiming at only for
    what stands behind or beside it), enemy creatures counted for, one's own against."""
    if step is None or step.name != "damage":
        return 0.0
    where = board.locate(state, target)
    assert where is not None
    side, lane, index = where
    worth = 0.0
    for card, _ in pattern_hits(state, side, lane, index, step.pattern, skip_aerial=False):
        if "indestructible" in board.keywords(state, card):
            continue
        if state.owner[card] != enemy:
            worth -= 50
            continue
        c = state.cards[card]
        worth += card_value(c)
        if state.damage.get(card, 0) + step.amount >= (c.health or 0):
            worth += 10
    return worth


def rollout_action(state: ClashState, rng: random.Random) -> Action | None:
    top = state.stack.top
    if top is None:
        return None
    legal = state.legal_actions()
    if top.kind == "pick":
        return max(legal, key=lambda a: card_value(state.cards[str(a.args[0])]) + 3 * rng.random())
    seat = top.seat
    enemy = 1 - seat
    if top.kind == "target":
        spell = state.cards[str(top.data["card"])]
        step = spell.effect[0] if spell.effect else None

        def score(a: Action) -> float:
            return _strike_worth(state, step, str(a.args[0]), enemy) + rng.random()

        return max(legal, key=score)
    plays = [a for a in legal if a.kind in ("summon", "cast")]
    plays = [a for a in plays if not _self_destructive(state, seat, str(a.args[0]))]
    if not plays or rng.random() < 0.1:
        return legal[-1]  # begin the assault / let the assault go on
    if top.kind == "window":
        return plays[0] if rng.random() < 0.5 else legal[-1]

    def play_score(a: Action) -> float:
        c = state.cards[str(a.args[0])]
        s = c.cost + 2 * rng.random()
        if a.kind == "summon":
            lane = int(a.args[1])  # type: ignore[arg-type]
            s += 0.5 * (len(state.lanes[enemy][lane]) - len(state.lanes[seat][lane]))
        elif not any(state.lanes[enemy][lane] for lane in board.LANES):
            s -= 20
        return s

    return max(plays, key=play_score)
