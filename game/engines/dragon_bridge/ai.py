"""Heuristics for the AI: a position score and a cheap rollout policy.

The bridge is one line, so a wizard's safety and its chance to escape are the same
number: how far it stands from the Dragon's end. A FLIGHT mirrors that number, so the
score shrinks it toward the middle as the Nest's wings approach the threshold.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.engines.dragon_bridge import dragon, effects, movement

if TYPE_CHECKING:
    from game.engines.dragon_bridge.state import DragonBridgeState as S


def _expected_distance(s: S, seat: int, flight_risk: float) -> float:
    b = s.bridge
    pos = s.pos[seat]
    far = pos if s.dragon_end == 0 else b.last - pos
    return (1 - flight_risk) * far + flight_risk * (b.last - far)


def _gem_value(s: S, seat: int) -> float:
    """READY gems, plus Andromeda's set-aside ones at a discount: they come back READY
    one at the start of each of her turns, so spending the Gem Action on them is not a
    plain loss."""
    return s.ready[seat] + 0.6 * s.aside[seat]


def evaluate(s: S, seat: int) -> float:
    if s.over:
        return s.returns()[seat]
    other = 1 - seat
    risk = min(1.0, dragon.visible_wings(s) / max(1, dragon.flight_threshold(s))) ** 2 * 0.5
    score = (
        (_expected_distance(s, seat, risk) - _expected_distance(s, other, risk))
        / s.bridge.last
        * 3.0
    )
    score += 0.15 * (_gem_value(s, seat) - _gem_value(s, other))
    score += 0.3 * (len(s.tableau[seat]) - len(s.tableau[other]))
    for who, sign in ((seat, 1.0), (other, -1.0)):
        pos = s.pos[who]
        if movement.is_threatened(s, pos):
            score -= sign * 1.5
        elif s.bridge.is_exit(pos, s.dragon_end):
            score += sign * 1.2
    return 1.0 / (1.0 + math.exp(-score))


def rollout_action(s: S, rng: random.Random) -> Action | None:
    """Mostly: run from the Dragon, push the rival toward it, spend gems on items."""
    top = s.stack.top
    if top is None or rng.random() < 0.15:
        return None
    legal = s.legal_actions()
    kind = top.kind
    if kind == "direction":
        toward = s.bridge.toward_dragon(s.dragon_end)
        want = toward if top.data["kind"] == "bump" else -toward
        return next((a for a in legal if a.args[0] == want), None)
    if kind == "distance":
        away = top.data["dir"] != s.bridge.toward_dragon(s.dragon_end)
        return legal[-1] if away else legal[0]
    if kind == "bump_bonus":
        return legal[0]
    if kind == "discard":
        # MOVE cards escape and BUMP cards push the rival toward the Dragon: give back a
        # card that does neither when there is one.
        cards = s.game.cards
        idle = [
            a
            for a in legal
            if not effects.has_move(cards[str(a.args[0])].action)
            and not effects.has_bump(cards[str(a.args[0])].action)
        ]
        return rng.choice(idle or legal)
    if kind == "gem":
        buys = [a for a in legal if a.kind == "buy" or a.args[0] == "draw_item"]
        if buys:
            return rng.choice(buys)
        return legal[0]
    return None
