"""Gemwielders heuristics for the shared agents: how a position looks for a seat, and a
cheap, sensible move for rollouts. Both read only what the seat's own view holds."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from game.core.actions import Action

if TYPE_CHECKING:
    from game.engines.gemwielders.state import GemState as S


def _card_value(s: S, inst: str) -> float:
    card = s.game.defs[inst.split("#", 1)[0]]
    if card.ai.value:
        return card.ai.value
    req = getattr(card, "requirement", 0)
    return 1.0 + 1.2 * req


def _deck_strength(s: S, seat: int) -> float:
    """What the drafted gem cards and Sources add to a seat's cards, public knowledge."""
    total = 0.0
    for inst, owner in s.owner.items():
        if owner == seat and inst.split("#", 1)[0] in s.game.gem_cards:
            total += _card_value(s, inst)
    return total


def evaluate(s: S, seat: int) -> float:
    if s.winner is not None:
        return 1.0 if s.winner == seat else 0.0
    other = 1 - seat
    score = float(s.life[seat] - s.life[other])
    score += 0.35 * (min(s.power[seat], 8) - min(s.power[other], 8))
    score += 1.2 * (len(s.gems[seat]) - len(s.gems[other]))
    score += 0.6 * (_deck_strength(s, seat) - _deck_strength(s, other))
    score += 0.8 * (len(s.defense[seat]) - len(s.defense[other]))
    score += 2.0 * (len(s.mods[seat]) - len(s.mods[other]))
    score += 0.3 * (len(s.hand[seat]) - len(s.hand[other]))
    return 1.0 / (1.0 + math.exp(-score / 10.0))


_MAIN_ORDER = {"play": 0, "place": 1, "use": 2, "wield": 3, "defend": 4, "end_main": 9}


def rollout_action(s: S, rng: random.Random) -> Action | None:
    top = s.stack.top
    if top is None:
        return None
    legal = s.legal_actions()
    kind = top.kind
    seat = top.seat
    if kind == "redeal":
        return legal[0]
    if kind == "dead_scrap":
        return legal[-1]
    if kind == "socket":
        mine = s.gems[seat]
        options = [a for a in legal if a.kind == "socket"]
        if not options:
            return legal[-1]
        if mine and rng.random() < 0.7:
            best = max(options, key=lambda a: sum(1 for g in mine if g == a.args[0]))
            return best
        return rng.choice(options)
    if kind == "draft":
        drafts = [a for a in legal if a.kind == "draft"]
        if not drafts:
            return legal[-1]
        return max(
            drafts,
            key=lambda a: (
                s.game.gem_cards[str(s.row[int(a.args[0])]).split("#", 1)[0]].requirement  # type: ignore[arg-type]
                + rng.random()
            ),
        )
    if kind == "source":
        return legal[0] if rng.random() < 0.6 else legal[-1]
    if kind == "main":
        defending = len(s.defense[seat])
        best: Action | None = None
        rank = 99
        for a in legal:
            r = _MAIN_ORDER.get(a.kind, 5)
            if a.kind == "defend" and defending >= 3:
                continue
            if r < rank:
                best, rank = a, r
        return best
    if kind == "attack":
        adds = [a for a in legal if a.kind == "attack_with"]
        if adds:
            return adds[0]
        return legal[-1]
    if kind == "pay":
        return legal[0]
    return rng.choice(legal)
