"""Storm the Bridge heuristics for the shared agents: how a position looks for a seat,
and a cheap, sensible move for rollouts (including when to answer and when to pass).

The search hands ``evaluate`` determinized worlds, so it may read every zone. What it
weighs is what wins: the Bridge above all (held, and untapped on its holder's turn is a
Victory in reach), then a first other section (the Bridge may only be attacked from
one) and less for each further one, the party's crew, combat and influence, the cards in
hand and the defence of what is held. With every section worth as much as the first and
a crew member half what it is now, Normal traded sections back and forth and never
recruited in its longest games (one reached the round limit).

The rollout policy plays like a plain, decisive player: tap the Bridge when it can;
attack what its free cards can take (the Bridge first); recruit the best crew member it
can afford; answer only when an answer changes the outcome of the recruit or attack
under way (or stops a Victory), with the cheapest card that does; otherwise pass.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Container
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.engines.storm_the_bridge import attack, recruit, responses
from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge import targets as T

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import StormState as S

# Weights, hand-tuned (docs/balance/storm_the_bridge.md): a section in the centre's
# worth is about 3.
W_BRIDGE = 12.0
W_BRIDGE_READY = 10.0  # the Bridge held untapped: a Victory tap at the next chance
W_SECTION = 3.0  # the first section held: the Bridge may only be attacked from one
W_SECTION_MORE = 1.5  # each further one (worth 3 too, sections changed hands for ever)
W_SECTION_DEFENSE = 0.3
STAGING_CREW = 3  # crew in the party at which a section in the centre counts in full
W_COMBAT = 0.8
W_INFLUENCE = 0.4
W_CREW = 1.0  # 0.5 before: the search traded sections rather than recruit
W_HAND = 0.6
W_PASSIVE = 0.5
W_PENDING = 0.8  # a recruit or attack on the stack that would succeed now
SCALE = 8.0


def _staging(s: S, seat: int) -> float:
    """How much a section in the centre is worth to a party, as a step toward the Bridge:
    in full from ``STAGING_CREW`` crew (about what the Bridge's To Take needs with a
    leader and a hand), a quarter with none. A leader alone cannot reach the Bridge, so a
    section it holds is a foothold for nobody. Valued in full, taking one back was worth
    twice a recruit to the search (it gains, the holder loses), and two leaders with no
    crew took the same section from each other every turn for 30 rounds, never recruiting
    (``docs/balance/storm_the_bridge.md``)."""
    return min(1.0, (1 + len(s.party[seat])) / (1 + STAGING_CREW))


def _side(s: S, seat: int) -> float:
    """Printed values only (no statics): cheap enough for every rollout's end."""
    game = s.game
    score = 0.0
    held = 0
    staging = _staging(s, seat)
    for sec, occ in s.occupier.items():
        if occ != seat:
            continue
        if sec == "bridge":
            score += W_BRIDGE + (W_BRIDGE_READY if sec not in s.tapped else 0.0)
        else:
            score += (W_SECTION if held == 0 else W_SECTION_MORE) * staging
            held += 1
        score += W_SECTION_DEFENSE * game.sections[sec].defense_bonus * staging
    ld = game.leaders[s.leader[seat]]
    score += W_COMBAT * ld.combat + W_INFLUENCE * ld.influence
    for c in s.party[seat]:
        cd = game.crew[c]
        score += W_CREW + W_COMBAT * cd.combat + W_INFLUENCE * cd.influence
    score += W_HAND * min(len(s.hand[seat]), 8)
    return score


def _passives(s: S, sides: list[float]) -> None:
    """A passive counts for its host's controller; one aimed at rivals, against them."""
    design_of = s.game.design_of
    aim = s.game.aim
    for host, cards in s.attached.items():
        who = P.controller(s, host)
        if who is None:
            continue
        for inst in cards:
            sides[who] += -W_PASSIVE * 2 if aim[design_of[inst]] == "rival" else W_PASSIVE


def _pending(s: S, sides: list[float]) -> None:
    """A declared recruit or attack that would succeed as things stand counts, mostly."""
    if not s.act_kind or not s.items or s.items[0][1] != s.act_kind:
        return
    seat = s.act_seat
    if s.act_kind == "recruit":
        if recruit.total(s) >= recruit.cost(s, seat, s.act_target):
            cd = s.game.crew[s.act_target]
            sides[seat] += W_PENDING * (W_CREW + W_COMBAT * cd.combat + W_INFLUENCE * cd.influence)
        return
    if attack.attack_total(s) >= attack.needed(s):
        sec = s.act_target
        bridge = sec == "bridge"
        worth = W_BRIDGE if bridge else W_SECTION * _staging(s, seat)
        sides[seat] += W_PENDING * worth
        occ = s.occupier[sec]
        if occ is not None:
            sides[occ] -= W_PENDING * (W_BRIDGE if bridge else W_SECTION * _staging(s, occ))


def sides(s: S) -> list[float]:
    out = [_side(s, seat) for seat in range(s.num_players)]
    _passives(s, out)
    _pending(s, out)
    return out


def evaluate(s: S, seat: int) -> float:
    if s.winner is not None:
        return 1.0 / len(s.winner) if seat in s.winner else 0.0
    values = sides(s)
    best_other = max(v for o, v in enumerate(values) if o != seat)
    return 1.0 / (1.0 + math.exp(-(values[seat] - best_other) / SCALE))


# --- the rollout policy -------------------------------------------------------------------


def _free(s: S, seat: int) -> list[str]:
    """The seat's leader and party crew that may be committed to a new recruit or attack,
    but for the loop guard (``recruit.can_commit`` without its per-target test)."""
    tapped = s.tapped
    used = s.act_used
    return [
        k
        for k in P.characters(s, seat)
        if k not in tapped and k not in used and not P.has_flag(s, k, "no_commit")
    ]


def _free_strength(
    s: S, free: list[str], tag: str, value: Callable[[S, str], int], memo: dict[str, int]
) -> int | None:
    """What ``free``'s cards not barred from ``tag`` by the loop guard bring (``value`` of
    each, remembered in ``memo``: the state does not change while a move is chosen), or
    None when none of them may be committed to it."""
    failed = s.failed
    strength = 0
    found = False
    for k in free:
        if (tag, k) in failed:
            continue
        found = True
        v = memo.get(k)
        if v is None:
            v = memo[k] = value(s, k)
        strength += v
    return strength if found else None


def _open(s: S, seat: int, rng: random.Random) -> Action:
    """Attack what the free cards can take (the best section), else recruit the best crew
    member they can afford, else now and then play a card, else end the phase. The same
    choices as going through ``attack.declarations`` and ``recruit.declarations``, with
    each card's value computed once and only the chosen action built."""
    if s.occupier["bridge"] == seat and "bridge" not in s.tapped:
        for a in responses.ability_actions(s, seat):
            if a.args[0] == "bridge":
                return a  # Victory
    game = s.game
    # What discarding half the hand would add (Brasko's and Mennick's discards are worth more).
    hand_attack = len(s.hand[seat]) * P.discard_value(s, seat, False) // 2
    hand_influence = len(s.hand[seat]) * P.discard_value(s, seat, True) // 2
    free = _free(s, seat)
    if free:
        best: tuple[float, str] | None = None
        values: dict[str, int] = {}
        for sec in game.section_order:
            if not attack.may_attack(s, seat, sec):
                continue
            strength = _free_strength(s, free, "a:" + sec, P.attack_value, values)
            if strength is None:
                continue
            need = attack.need_of(s, seat, sec)
            if strength + hand_attack >= need:
                worth = 10.0 if sec == "bridge" else 3.0 + game.sections[sec].defense_bonus
                worth -= 0.1 * need
                if best is None or worth > best[0]:
                    best = (worth, sec)
        if best is not None:
            return attack.declaration(s, best[1])
        if T.recruits_left(s, seat) > 0:
            crew = game.crew
            values = {}
            for target in sorted(s.pool, key=lambda c: -crew[c].combat - crew[c].influence):
                strength = _free_strength(s, free, "r:" + target, P.influence_value, values)
                if strength is not None and strength + hand_influence >= recruit.cost(
                    s, seat, target
                ):
                    return recruit.declaration(s, seat, target)
    if s.hand[seat] and rng.random() < 0.4:
        plays = [
            a
            for a in responses.card_actions(s, seat)
            if game.actions[str(a.args[0])].type == "passive" or rng.random() < 0.3
        ]
        if plays:
            return _good_target(s, seat, plays, rng)
    return END


def _good_target(s: S, seat: int, plays: list[Action], rng: random.Random) -> Action:
    """Help your own cards, hinder the others' (by the card's ``aim``); a boon is kept for
    a card of your own (not one nobody holds yet)."""
    good = []
    aim = s.game.aim
    for a in plays:
        target = a.args[1]
        if isinstance(target, str) and not P.is_passive(target):
            owner = P.controller(s, target)
            if (owner == seat) == (aim[str(a.args[0])] == "rival"):
                continue
        good.append(a)
    pool = good or plays
    return pool[rng.randrange(len(pool))]


# What an untap may bring back to an attack or a recruit (a crew member's combat or
# influence, generously) and what a card drawn may add (a Phaser Volley's +3).
REACH_UNTAP = 4
REACH_DRAWN = 3


def _ability_reach(ab: Any, side: str) -> int:
    """The most an ability's steps could add to its user's own attack or recruit
    (``side``: attack or influence): Weapons Locker's +2 attack, Hospitality's +2
    influence, an untap (Power Reroute, Overclock), a card drawn (Intercepted Signal)."""
    total = 0
    for st in ab.effects:
        if st.name == "modify_total" and st.params.side == side:
            total += st.params.amount
        elif st.name == "untap":
            total += REACH_UNTAP
        elif st.name == "draw":
            total += REACH_DRAWN * st.params.amount
    return total


def _hand_and_abilities(s: S, seat: int, kind: str) -> int:
    """The most the hand and the seat's abilities could add to its ``kind`` of action
    (attack or recruit): each card discarded, or played for its ``ai.attack_reach`` or
    ``ai.recruit_reach`` (+3, a defender sent away, an untapped crew member), whichever
    is more; each ability it could use in the action."""
    game = s.game
    recruiting = kind == "recruit"
    discard = P.discard_value(s, seat, recruiting)
    design_of = game.design_of
    card_reach = game.reach[kind]
    total = 0
    for inst in s.hand[seat]:
        if inst is not None:
            total += max(discard, card_reach[design_of[inst]])
    side = "influence" if recruiting else "attack"
    tapped = s.tapped
    for key, _index, ab in responses._ability_sources(s, seat):
        # Ready or not now: Weapons Locker waits for the attack it helps.
        if not (ab.kind == "tap" and key in tapped):
            total += _ability_reach(ab, side)
    return total


def action_reach(s: S, seat: int, kind: str, target: str, free: list[str], extra: int) -> int:
    """The most a ``kind`` of action (attack or recruit) by ``seat`` on ``target`` could
    reach by the AI's generous reckoning: every free card that may join it, with the
    bonuses that hold only in such an action (Breacher, Bridge Tactics, Breach Leader,
    Kindred Spirits), plus ``extra``, what ``_hand_and_abilities`` gives.

    An attack or recruit short of its reach can only fail, and failing is free under the
    rules (the attackers stay untapped; a failed recruit does not use up the turn's), so
    a search of 100 iterations found it as good as ending the phase and tried it, round
    after round, with an empty hand: in four of Normal's games three attacks in four
    failed, 130 of them with no card left to discard. The statics are read as if the
    action had been declared (the action fields set for the reading, then put back:
    nothing is under way at an open decision)."""
    saved = (s.act_kind, s.act_seat, s.act_target, s.act_first)
    s.act_kind, s.act_seat, s.act_target = kind, seat, target
    s.act_first = kind == "attack" and s.attacks == 0
    try:
        if kind == "attack":
            tag, value = "a:" + target, P.attack_value
            reach = P.attack_bonus(s, seat)
        else:
            tag, value = "r:" + target, P.influence_value
            reach = 0
        failed = s.failed
        for k in free:
            if (tag, k) not in failed:
                reach += value(s, k)
    finally:
        s.act_kind, s.act_seat, s.act_target, s.act_first = saved
    return reach + extra


def _open_reachable(s: S, seat: int, legal: list[Action]) -> list[Action]:
    """``legal`` without the attacks and recruits ``action_reach`` finds hopeless; the
    seat's free cards, hand and abilities are read once, and only if one is offered."""
    free: list[str] | None = None
    extra: dict[str, int] = {}
    kept = []
    for a in legal:
        kind = a.kind
        if kind == "attack" or kind == "recruit":
            if free is None:
                free = _free(s, seat)
            if kind not in extra:
                extra[kind] = _hand_and_abilities(s, seat, kind)
            target = str(a.args[0])
            reach = action_reach(s, seat, kind, target, free, extra[kind])
            need = (
                attack.need_of(s, seat, target)
                if kind == "attack"
                else recruit.cost(s, seat, target)
            )
            if reach < need:
                continue
        kept.append(a)
    return kept


def _short(s: S, seat: int) -> bool:
    """Whether the recruit or attack being declared cannot be carried by what is
    committed, the hand and the abilities."""
    if s.act_kind == "attack":
        have, need = attack.attack_total(s), attack.needed(s)
    else:
        have, need = recruit.total(s), recruit.cost(s, seat, s.act_target)
    # Only called while an attack or a recruit is being declared.
    assert s.act_kind is not None
    return have + _hand_and_abilities(s, seat, s.act_kind) < need


def search_actions(s: S, legal: list[Action]) -> list[Action]:
    """Every legal action but the kinds no player would want, where a small budget
    spread over them would sometimes pick one:

    - a targeted play against its card's ``aim`` (a boon on a rival's leader, crew or
      section, a blow to one's own): Normal's 100 iterations spread over a window's
      twenty-odd plays picked one about four times a game (Combat Training on the rival's
      leader, Stun Blast on its own crew); and a boon on a section nobody holds, which
      helps whoever takes it (a Force Field on the Bridge in the centre), as the rollout
      policy already judged it;
    - a counter on one's own card or ability on the stack, which only undoes one's own
      play (Normal, slipping, once countered its own Field Promotion);
    - an attack or a recruit that can only fail (``action_reach``);
    - declaring an attack or a recruit its committed cards cannot carry while another
      card could still be committed: Normal committed its 0-combat leader alone and
      failed;
    - stationing a crew member anywhere but the Bridge while holding it and while one may
      still go there (the rollout policy's own first choice): at three players Normal
      left the Bridge with 0-2 of its crew, each of the two others took it in turn, and 3
      of the first 17 games of 400 reached the 30th round."""
    seat = s.current_player
    top = s.stack.top
    if top is not None and seat is not None and top.kind == "redeploy":
        return _hold_the_bridge(s, seat, legal)
    if top is not None and seat is not None and top.kind == "open":
        legal = _open_reachable(s, seat, legal)
    elif (
        top is not None
        and seat is not None
        and top.kind == "commit"
        and s.act_kind in ("attack", "recruit")
        and len(legal) > 1
        and _short(s, seat)
    ):
        legal = [a for a in legal if a.kind != "declare"] or legal
    aim = s.game.aim
    kept = []
    for a in legal:
        if a.kind == "play":
            target = a.args[1]
            if isinstance(target, int) and _own_item(s, seat, target):
                continue
            if isinstance(target, str) and not P.is_passive(target):
                meant = aim[str(a.args[0])]
                if meant != "any":
                    owner = P.controller(s, target)
                    if (owner == seat) == (meant == "rival"):
                        continue
                if seat is not None and _idle_boost(s, seat, str(a.args[0]), target):
                    continue
        kept.append(a)
    return kept or legal


def _own_item(s: S, seat: int | None, uid: int) -> bool:
    """A stack item of ``seat``'s own: a counter on it only undoes its own play."""
    item = responses.find(s, uid)
    return item is not None and item[2] == seat


def _hold_the_bridge(s: S, seat: int, legal: list[Action]) -> list[Action]:
    """At a Redeployment, only the stationings at the Bridge while the seat holds it and
    any remain; every move otherwise. The tap for Victory waits for the holder's next turn,
    so the crew there are what keeps it through every rival's turn until then."""
    if s.occupier.get("bridge") != seat:
        return legal
    to_bridge = [a for a in legal if a.kind == "station" and a.args[1] == "bridge"]
    return to_bridge or legal


def _idle_boost(s: S, seat: int, design: str, target: str) -> bool:
    """Combat for the turn given in someone else's turn to a character that does not
    defend the attack under way: the turn ends before it can count (Normal put Adrenaline
    Stim on its own leader while the rival attacked a section in the centre)."""
    if s.turn_player == seat or design not in s.game.turn_combat:
        return False
    if s.act_kind != "attack" or s.occupier[s.act_target] != seat:
        return True
    if target == P.leader_key(seat):
        return "leader" in s.act_ignore
    return "crew" in s.act_ignore or s.assigned.get(target) != s.act_target


def _commit(s: S, seat: int) -> Action:
    """Declare once the committed cards are enough (or nothing more may be committed),
    else commit the strongest card left; the first of equals, as in the legal order.
    Only the chosen action is built."""
    cands = recruit.commit_candidates(s, seat)
    committed = bool(s.act_committed)
    if not cands:
        assert committed, "a commit decision with nothing to commit or declare"
        return recruit.declare_action(s)
    if len(cands) == 1 and not committed:
        return recruit.commit_action(s, cands[0])
    if s.act_kind == "recruit":
        have, need = recruit.total(s), recruit.cost(s, seat, s.act_target)
        value = P.influence_value
    else:
        have, need = attack.attack_total(s), attack.needed(s)
        value = P.attack_value
    if committed and have >= need:
        return recruit.declare_action(s)
    values = [value(s, k) for k in cands]
    best = max(range(len(cands)), key=values.__getitem__)  # the first of equals
    return recruit.commit_action(s, cands[best], values[best])


def _first_play(
    s: S, seat: int, design: str, targets: Container[object] | None = None
) -> Action | None:
    """The first of ``seat``'s plays of ``design`` (on one of ``targets``), if any: the
    first such action of ``responses.priority_actions``."""
    for a in responses.hand_plays(s, seat, design):
        if targets is None or a.args[1] in targets:
            return a
    return None


def _priority(s: S, seat: int, rng: random.Random) -> Action:
    """Answer only what matters: stop a Victory; push your own recruit or attack over
    the line; stop someone else's that would succeed against you (or at the Bridge).

    The answers are looked for where ``responses.priority_actions`` would list them,
    and only the cards and abilities that matter are listed."""
    top = s.items[-1] if s.items else None
    if top is not None and top[1] == "ability" and top[3] == "bridge":
        if top[2] == seat or not s.hand[seat]:
            return PASS
        jam = _first_play(s, seat, "comms_jammer", (top[0],))
        return jam if jam is not None else PASS
    if not s.act_kind or len(s.items) > 4:
        return PASS
    if s.act_kind == "recruit":
        have, need = recruit.total(s), recruit.cost(s, s.act_seat, s.act_target)
    else:
        have, need = attack.attack_total(s), attack.needed(s)
    mine = s.act_seat == seat
    if mine:
        if have >= need:
            return PASS
        for design in responses._distinct(s.hand[seat], s):
            if design in BOOSTS:
                plays = responses.design_plays(s, seat, design)
                if plays:
                    return plays[0]
        uses = responses.ability_actions(s, seat, USES)
        if uses:
            return uses[0]
        bonuses = [a for a in responses.rules_actions(s, seat) if a.kind == "bonus"]
        if bonuses and need - have <= len(bonuses) * 2:
            return bonuses[0]
        return PASS
    if have < need:
        return PASS
    defending = s.act_kind == "attack" and s.occupier[s.act_target] == seat
    stakes = s.act_target == "bridge" or defending
    if s.act_kind == "attack" and not stakes and rng.random() < 0.7:
        return PASS
    for card in STOPS:
        stop = _first_play(s, seat, card)
        if stop is not None:
            return stop
    for a in responses.rules_actions(s, seat):
        if a.kind == "defend":
            return a
    stun = _first_play(s, seat, "stun_blast", s.act_committed)
    return stun if stun is not None else PASS


BOOSTS = ("phaser_volley", "signing_bonus", "flanking_maneuver", "ambush_tactics", "diversion")
STOPS = ("security_lockdown", "seal_the_bulkheads", "red_tape")
USES = ("armory", "diplomatic_suite")


def _redeploy(s: S, seat: int, legal: list[Action]) -> Action:
    for a in legal:
        if a.kind == "station" and a.args[1] == "bridge":
            return a
    for a in legal:
        if a.kind == "station" and str(a.args[0]) not in s.assigned:
            return a
    return legal[-1]


PASS = Action("pass", (), "Pass")
END = Action("end_phase", (), "End the Action phase")


def rollout_action(s: S, rng: random.Random) -> Action | None:
    """Cheap on purpose: the common answers (pass, end the phase) are built without
    listing every legal action, which is most of a rollout step's cost."""
    top = s.stack.top
    if top is None:
        return None
    kind = top.kind
    seat = top.seat
    if kind == "priority":
        return _priority(s, seat, rng)
    if kind == "last_call":
        return PASS
    if kind == "open":
        return _open(s, seat, rng)
    if kind == "commit":
        return _commit(s, seat)
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if kind == "redeploy":
        return _redeploy(s, seat, legal)
    if kind == "reset_ability":
        return legal[0]
    return legal[rng.randrange(len(legal))]
