"""Gemwielders heuristics for the shared agents: how a position looks for a seat, and a
cheap, sensible move for rollouts.

The search hands ``evaluate`` determinized worlds, so it may read every zone; what it
weighs is what decides the duel: life first, then what will turn into life later (gems,
the gem cards drafted, modifications in play, power for the lightning clauses, the
defense standing ready and the cards in hand).
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.engines.gemwielders import cards

if TYPE_CHECKING:
    from game.engines.gemwielders.content import Card
    from game.engines.gemwielders.state import GemState as S

# Weights found by hand against greedy self-play (README, "AI"; docs/ai-tuning.md):
# a point of life is 1.
W_POWER = 0.3
W_GEM = 1.0
W_DRAFTED = 0.5  # per requirement point of a drafted gem card, plus one per card
W_MOD = 2.0
W_DEFENSE = 0.6  # per defense point standing in the setup
W_HAND = 0.5
POWER_USEFUL = 8  # more power than this buys little
SCALE = 12.0


def card_worth(card: Card) -> float:
    """What a drafted gem card is worth to its owner (``GemGame.gem_worth`` holds it per
    instance)."""
    if card.ai.value:
        return card.ai.value
    req = getattr(card, "requirement", 0)
    return W_DRAFTED * (1 + req)


def _base(s: S, seat: int) -> float:
    score = float(s.life[seat])
    score += W_POWER * min(s.power[seat], POWER_USEFUL)
    score += W_GEM * len(s.gems[seat])
    score += W_MOD * len(s.mods[seat])
    score += W_HAND * len(s.hand[seat])
    guard = 0
    inst_defs = s.game.inst_defs
    for inst in s.defense[seat]:
        if inst is not None:
            card = inst_defs.get(inst)
            if card is None:
                card = cards.defn(s, inst)
            guard += card.defense or 0
        else:  # a view: an unknown card is worth an average basic defense
            guard += 2
    score += W_DEFENSE * guard
    return score


def _sides(s: S) -> list[float]:
    """Both seats' scores: the board, then each drafted gem card not scrapped since, added
    one by one in the order of ``owner`` (one pass serves both seats; each score takes
    its additions in the same order as on its own, so it is the same float)."""
    score = [_base(s, 0), _base(s, 1)]
    worth = s.game.gem_worth
    scrapped = s.scrap
    for inst, owner in s.owner.items():
        w = worth.get(inst)
        if w is not None and (owner == 0 or owner == 1) and inst not in scrapped:
            score[owner] += w
    return score


def evaluate(s: S, seat: int) -> float:
    if s.winner is not None:
        return 1.0 if s.winner == seat else 0.0
    sides = _sides(s)
    diff = sides[seat] - sides[1 - seat]
    return 1.0 / (1.0 + math.exp(-diff / SCALE))


# --- what the search weighs --------------------------------------------------------------

_GAINS = frozenset({"gain_power", "gain_life"})


def _free_gain(s: S, seat: int, action: Action) -> bool:
    """A ⚙ that costs nothing and only gains (the Staff's power, Lightning Rod's, a
    point of life below the cap): using it before the phase ends can only help."""
    game = s.game
    if action.kind == "wield":
        ab = game.bearer_uses.get(s.bearer[seat])
    elif action.kind == "use":
        card = game.defs[str(action.args[0])]
        ab = next((a for a in card.abilities if a.trigger == "use"), None)
    else:
        return False
    if ab is None or ab.cost or not ab.do:
        return False
    for step in ab.do:
        if step.name not in _GAINS:
            return False
        if step.name == "gain_life" and s.life[seat] >= game.setup.life_cap:
            return False
    return True


def search_actions(s: S, legal: list[Action]) -> list[Action]:
    """A free ⚙ that only gains, while one is ready, before anything else in the main
    phase. Normal's 100 iterations, spread over a main phase's dozen choices, ended it
    with the Staff's free power unused in 14 of 56 turns it could have taken it (4 games;
    ``docs/ai-tuning.md``), and played a card whose ⚡ clause it then could not pay before
    taking the power that would have paid it (Channel before the Staff). Taken first, a
    gain is never worth less than taken later in the phase."""
    top = s.stack.top
    if top is None or top.kind != "main":
        return legal
    seat = top.seat
    gains = [a for a in legal if _free_gain(s, seat, a)]
    return gains or legal


# --- the rollout policy -------------------------------------------------------------------

_MAIN_ORDER = {"place": 0, "play": 1, "use": 2, "wield": 3, "defend": 4, "end_main": 9}


def _socket(s: S, seat: int, legal: list[Action], rng: random.Random) -> Action:
    options = [a for a in legal if a.kind == "socket"]
    if not options:
        return legal[-1]
    mine = s.gems[seat]
    gem_cards = s.game.gem_cards
    row_gems = [gem_cards[cards.card_id(c)].gem for c in s.row if c is not None]

    def want(a: Action) -> float:
        gem = str(a.args[0])
        have = mine.count(gem)
        in_row = row_gems.count(gem)
        return 2.0 * min(have, 2) + in_row + rng.random()

    return max(options, key=want)


def _draft(s: S, legal: list[Action], rng: random.Random) -> Action:
    drafts = [a for a in legal if a.kind == "draft"]
    if not drafts:
        return legal[-1]

    def worth(a: Action) -> float:
        inst = s.row[int(a.args[0])]  # type: ignore[arg-type]
        return s.game.gem_cards[cards.card_id(str(inst))].requirement + rng.random()

    return max(drafts, key=worth)


def rollout_action(s: S, rng: random.Random) -> Action | None:
    top = s.stack.top
    if top is None:
        return None
    legal = s.legal_actions()
    kind = top.kind
    seat = top.seat
    # The commonest decisions of a rollout first.
    if kind == "main":
        for a in legal:
            if _free_gain(s, seat, a):
                return a
        best: Action | None = None
        rank = 99
        for a in legal:
            r = _MAIN_ORDER.get(a.kind, 5)
            if r < rank:
                best, rank = a, r
        return best
    if kind == "attack":
        for a in legal:
            if a.kind == "attack_with":
                return a
        return legal[-1]
    if kind == "redeal":
        return legal[0]
    if kind == "dead_scrap":
        return legal[-1]
    if kind == "socket":
        return _socket(s, seat, legal, rng)
    if kind == "draft":
        return _draft(s, legal, rng)
    if kind == "source":
        # The instances in ``owner`` whose name starts with "source", counted through the
        # game's short list of them rather than the whole of ``owner``.
        owner = s.owner
        owned = sum(1 for inst in s.game.source_like if owner.get(inst, -1) == seat)
        return legal[0] if owned < 3 else legal[-1]
    if kind == "pay":
        return legal[0]
    if kind == "look" and legal[0].kind == "buy":
        return legal[0]  # a ⚡ for more cards inside a look (Intuition): paid, as above
    return legal[rng.randrange(len(legal))]
