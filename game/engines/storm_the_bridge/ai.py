"""Storm the Bridge heuristics for the shared agents: how a position looks for a seat,
and a cheap, sensible move for rollouts (including when to answer and when to pass).

The search hands ``evaluate`` determinized worlds, so it may read every zone. What it
weighs is what wins: the Bridge above all (held, and untapped on its holder's turn is a
Victory in reach), then the other sections (the Bridge may only be attacked from one),
the party's combat and influence, the cards in hand and the defence of what is held.

The rollout policy plays like a plain, decisive player: tap the Bridge when it can;
attack what its free cards can take (the Bridge first); recruit the best crew member it
can afford; answer only when an answer changes the outcome of the recruit or attack
under way (or stops a Victory), with the cheapest card that does; otherwise pass.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.engines.storm_the_bridge import attack, recruit
from game.engines.storm_the_bridge import passives as P

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import StormState as S

# Weights, hand-tuned (README, "AI"): a section in the centre's worth is about 3.
W_BRIDGE = 12.0
W_BRIDGE_READY = 10.0  # the Bridge held untapped: a Victory tap at the next chance
W_SECTION = 3.0
W_COMBAT = 0.8
W_INFLUENCE = 0.4
W_CREW = 0.5
W_HAND = 0.6
W_DEFENSE = 0.25
SCALE = 8.0


def _side(s: S, seat: int) -> float:
    score = 0.0
    for sec, occ in s.occupier.items():
        if occ != seat:
            continue
        if sec == "bridge":
            score += W_BRIDGE
            if sec not in s.tapped:
                score += W_BRIDGE_READY
        else:
            score += W_SECTION
        score += W_DEFENSE * P.section_defense(s, sec)
    for key in P.characters(s, seat):
        score += W_COMBAT * max(0, P.stat(s, key, "combat"))
        score += W_INFLUENCE * max(0, P.stat(s, key, "influence"))
    score += W_CREW * len(s.party[seat])
    score += W_HAND * min(len(s.hand[seat]), 8)
    return score


def evaluate(s: S, seat: int) -> float:
    if s.winner is not None:
        return 1.0 / len(s.winner) if seat in s.winner else 0.0
    mine = _side(s, seat)
    best_other = max(_side(s, o) for o in range(s.num_players) if o != seat)
    return 1.0 / (1.0 + math.exp(-(mine - best_other) / SCALE))


# --- the rollout policy -------------------------------------------------------------------


def _free_strength(s: S, seat: int, tag: str, value: object) -> int:
    return sum(value(s, k) for k in recruit.committable(s, seat, tag))  # type: ignore[operator]


def _open(s: S, seat: int, legal: list[Action], rng: random.Random) -> Action:
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    for a in by_kind.get("use", []):
        if a.args[0] == "bridge":
            return a  # Victory
    hand_bonus = len(s.hand[seat]) * s.game.setup.discard_bonus.value
    best: tuple[float, Action] | None = None
    for a in by_kind.get("attack", []):
        sec = str(a.args[0])
        strength = _free_strength(s, seat, "a:" + sec, P.attack_value)
        need = _need_for(s, seat, sec)
        if strength + hand_bonus // 2 >= need:
            worth = 10.0 if sec == "bridge" else 3.0 + s.game.sections[sec].defense_bonus
            worth -= 0.1 * need
            if best is None or worth > best[0]:
                best = (worth, a)
    if best is not None:
        return best[1]
    for a in sorted(
        by_kind.get("recruit", []),
        key=lambda a: -s.game.crew[str(a.args[0])].combat - s.game.crew[str(a.args[0])].influence,
    ):
        crew = str(a.args[0])
        if _free_strength(s, seat, "r:" + crew, P.influence_value) + hand_bonus // 2 >= (
            recruit.cost(s, seat, crew)
        ):
            return a
    plays = [
        a
        for a in by_kind.get("play", [])
        if s.game.actions[str(a.args[0])].type == "passive" or rng.random() < 0.2
    ]
    if plays and rng.random() < 0.5:
        return _good_target(s, seat, plays, rng)
    return by_kind["end_phase"][0]


def _need_for(s: S, seat: int, sec: str) -> int:
    occ = s.occupier[sec]
    if occ is None:
        return s.game.sections[sec].to_take
    total = P.section_defense(s, sec) + P.defense_value(s, P.leader_key(occ))
    total += sum(P.defense_value(s, c) for c in s.party[occ] if s.assigned.get(c) == sec)
    return total


def _good_target(s: S, seat: int, plays: list[Action], rng: random.Random) -> Action:
    """Help your own cards, hinder the others' (by the card's own kind of effect)."""
    good = []
    for a in plays:
        card = s.game.actions[str(a.args[0])]
        target = a.args[1]
        if isinstance(target, str) and not P.is_passive(target):
            owner = P.controller(s, target)
            hostile = card.id in (
                "galactic_mumples",
                "insubordination",
                "stun_blast",
                "transfer_orders",
                "court_martial",
            )
            if (owner == seat) == hostile:
                continue
        good.append(a)
    pool = good or plays
    return pool[rng.randrange(len(pool))]


def _commit(s: S, seat: int, legal: list[Action]) -> Action:
    commits = [a for a in legal if a.kind == "commit"]
    declare = next((a for a in legal if a.kind == "declare"), None)
    if s.act_kind == "recruit":
        have, need = recruit.total(s), recruit.cost(s, seat, s.act_target)
        value = P.influence_value
    else:
        have, need = attack.attack_total(s), attack.needed(s)
        value = P.attack_value
    if declare is not None and (have >= need or not commits):
        return declare
    if not commits:
        assert declare is not None
        return declare
    return max(commits, key=lambda a: value(s, str(a.args[0])))


def _priority(s: S, seat: int, legal: list[Action], rng: random.Random) -> Action:
    pass_ = legal[0]
    top = s.items[-1] if s.items else None
    if top is not None and top[1] == "ability" and top[3] == "bridge" and top[2] != seat:
        for a in legal:
            if a.kind == "play" and a.args[0] == "comms_jammer" and a.args[1] == top[0]:
                return a
    if not s.act_kind or len(s.items) > 4:
        return pass_
    if s.act_kind == "recruit":
        have, need = recruit.total(s), recruit.cost(s, s.act_seat, s.act_target)
    else:
        have, need = attack.attack_total(s), attack.needed(s)
    mine = s.act_seat == seat
    if mine and have < need:
        for a in legal:
            if a.kind == "play" and a.args[0] in (
                "phaser_volley",
                "signing_bonus",
                "flanking_maneuver",
                "ambush_tactics",
                "diversion",
            ):
                return a
        for a in legal:
            if a.kind == "use" and a.args[0] in ("armory", "diplomatic_suite"):
                return a
        for a in legal:
            if a.kind == "bonus":
                return a
        return pass_
    defending = s.act_kind == "attack" and s.occupier[s.act_target] == seat
    if not mine and have >= need:
        stakes = s.act_target == "bridge" or defending
        if s.act_kind == "attack" and not stakes and rng.random() < 0.7:
            return pass_
        for card in ("security_lockdown", "seal_the_bulkheads", "red_tape"):
            for a in legal:
                if a.kind == "play" and a.args[0] == card:
                    return a
        for a in legal:
            if a.kind == "defend":
                return a
        for a in legal:
            if a.kind == "play" and a.args[0] == "stun_blast" and a.args[1] in s.act_committed:
                return a
    return pass_


def _redeploy(s: S, seat: int, legal: list[Action]) -> Action:
    for a in legal:
        if a.kind == "station" and a.args[1] == "bridge":
            return a
    for a in legal:
        if a.kind == "station" and str(a.args[0]) not in s.assigned:
            return a
    return legal[-1]


def rollout_action(s: S, rng: random.Random) -> Action | None:
    top = s.stack.top
    if top is None:
        return None
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    kind = top.kind
    seat = top.seat
    if kind == "open":
        return _open(s, seat, legal, rng)
    if kind == "commit":
        return _commit(s, seat, legal)
    if kind == "priority":
        return _priority(s, seat, legal, rng)
    if kind == "last_call":
        return legal[0]
    if kind == "redeploy":
        return _redeploy(s, seat, legal)
    if kind == "reset_ability":
        return legal[0]
    return legal[rng.randrange(len(legal))]
