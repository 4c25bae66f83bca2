"""The attack phase, step by step as the rulebook orders it: choose attack cards and
announce; reveal the defense setup; attack-card effects in the attacker's order;
defense-card effects left to right; other effects (Gembearers, modifications) in the
attacker's order; compare (a hit only when attack is higher); Hit or Miss effects;
damage; everything revealed to its owner's discard pile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.gemwielders import cards, effects
from game.engines.gemwielders.effects import bearer_key, has_trigger, key_kind, key_name
from game.engines.gemwielders.words import who

if TYPE_CHECKING:
    from game.engines.gemwielders.state import GemState as S


def attack_value(s: S) -> int:
    base = 0
    for c in s.attack_cards:
        base += cards.defn(s, c).attack or 0
    return max(0, base + s.atk_mod)


def defense_value(s: S) -> int:
    guards = s.defense[1 - s.turn_player]
    ignored = s.ignored
    base = 0
    for i, c in enumerate(guards):
        if i not in ignored:
            base += cards.defn(s, str(c)).defense or 0
    return max(0, base + s.def_mod)


# --- choosing the attack ------------------------------------------------------------------


def pick_stage(s: S, events: list[Event]) -> None:
    seat = s.turn_player
    if s.turns == 1:
        events.append(
            Event(
                "skip_attack",
                f"{who(seat)} skips the attack phase on the very first turn",
                seat=seat,
            )
        )
        s.stage = "draw"
        return
    if not s.attack_cards and not any(cards.defn(s, str(c)).type == "attack" for c in s.hand[seat]):
        s.stage = "draw"
        return
    s.stack.push(Decision(seat, "attack"))


def pick_actions(s: S, seat: int) -> list[Action]:
    cache = s.game.action_cache  # one immutable Action per label, reused (main_phase.legal)
    out: list[Action] = []
    kinds: set[str] = set()
    for inst in s.hand[seat]:
        card = cards.defn(s, str(inst))
        if card.type == "attack" and card.id not in kinds:
            kinds.add(card.id)
            key: tuple[str, str | int] = ("attack_with", card.id)
            action = cache.get(key)
            if action is None:
                action = cache[key] = Action(
                    "attack_with", (card.id,), f"Attack with {card.name} ({card.attack})"
                )
            out.append(action)
    if s.attack_cards:
        key = ("announce", attack_value(s))
        action = cache.get(key)
        if action is None:
            action = cache[key] = Action("announce", (), f"Attack for {key[1]}")
        out.append(action)
    else:
        out.append(NO_ATTACK)
    return out


NO_ATTACK = Action("no_attack", (), "Don't attack")


def apply_pick(s: S, seat: int, action: Action, events: list[Event]) -> None:
    if action.kind == "attack_with":
        inst = cards.first_with(s.hand[seat], str(action.args[0]))
        assert inst is not None
        cards.remove_from_hand(s, seat, inst)
        s.exposed[seat].discard(inst)
        s.table[seat].append(inst)
        s.attack_cards.append(inst)
        events.append(
            Event(
                "attack_card",
                f"{who(seat)} puts {cards.name(s, inst)} ({cards.defn(s, inst).attack}) "
                "into the attack",
                {"seat": seat, "card": inst},
                seat=seat,
            )
        )
    elif action.kind == "announce":
        s.stage = "reveal"
    else:
        events.append(Event("no_attack", f"{who(seat)} does not attack", seat=seat))
        s.stage = "draw"


# --- resolving it ---------------------------------------------------------------------------


def reveal(s: S, events: list[Event]) -> None:
    seat = s.turn_player
    other = 1 - seat
    total = attack_value(s)
    bonus = f" (with {s.atk_mod:+d} from this turn)" if s.atk_mod else ""
    names = ", ".join(cards.name(s, c) for c in s.attack_cards)
    events.append(
        Event(
            "announce",
            f"{who(seat)} attacks {who(other)} for {total}{bonus}: {names}",
            {"seat": seat, "attack": total, "cards": list(s.attack_cards)},
            seat=seat,
        )
    )
    guards = [str(c) for c in s.defense[other]]
    s.exposed[other].update(guards)
    s.def_mod = 0
    s.ignored = set()
    s.hit = None
    s.margin = 0
    s.revealed = len(guards)
    shown = (
        ", ".join(f"{cards.name(s, c)} ({cards.defn(s, c).defense})" for c in guards) or "nothing"
    )
    defense = defense_value(s)
    events.append(
        Event(
            "reveal",
            f"{who(other)}'s defense setup is revealed: {shown}; defense {defense}"
            if guards
            else f"{who(other)} has no defense cards: defense {defense}",
            {"seat": other, "cards": guards, "defense": defense},
            seat=other,
            irreversible=True,
        )
    )
    s.pending = [c for c in s.attack_cards if has_trigger(s, c, "on_reveal")]
    s.stage = "attack_effects"


def trigger_for(s: S, key: str) -> str:
    if s.stage == "attack_effects":
        return "on_reveal"
    if s.stage == "other_effects":
        return (
            "while_attacking" if effects.key_owner(s, key) == s.turn_player else "while_defending"
        )
    return "on_hit" if s.hit else "on_miss"


def resolve_key(s: S, key: str, events: list[Event]) -> None:
    s.pending.remove(key)
    effects.enqueue(s, key, trigger_for(s, key))


def choosable(s: S) -> list[str]:
    """The waiting effects the attacker may resolve next. Hit and Miss effects of the
    attack cards come before those of the Gembearer and modifications (rules.md ruling 14)."""
    if s.stage == "hit_miss":
        first = [k for k in s.pending if k in s.attack_cards]
        if first:
            return first
    return s.pending


def _loop(s: S, events: list[Event], next_stage: str) -> None:
    if not s.pending:
        s.stage = next_stage
        return
    group = choosable(s)
    if len({key_kind(k) for k in group}) == 1:
        resolve_key(s, group[0], events)
        return
    s.stack.push(Decision(s.turn_player, "order"))


def order_actions(s: S) -> list[Action]:
    out: list[Action] = []
    kinds: set[str] = set()
    for key in choosable(s):
        if key_kind(key) not in kinds:
            kinds.add(key_kind(key))
            out.append(Action("resolve", (key_kind(key),), f"Resolve {key_name(s, key)} next"))
    return out


def apply_order(s: S, kind: str, events: list[Event]) -> None:
    key = next(k for k in choosable(s) if key_kind(k) == kind)
    resolve_key(s, key, events)


def attack_effects(s: S, events: list[Event]) -> None:
    _loop(s, events, "defense_effects")


def defense_effects(s: S, events: list[Event]) -> None:
    for inst in s.defense[1 - s.turn_player]:
        if inst is not None:
            effects.enqueue(s, inst, "on_reveal", front=False)
    s.stage = "other_effects_start"


def other_effects_start(s: S, events: list[Event]) -> None:
    seat, other = s.turn_player, 1 - s.turn_player
    pending: list[str] = []
    if has_trigger(s, bearer_key(seat), "while_attacking"):
        pending.append(bearer_key(seat))
    pending += [m for m in s.mods[seat] if has_trigger(s, m, "while_attacking")]
    # "Whenever your defense setup is revealed": an empty setup is not revealed (ruling
    # 12), and a setup revealed with cards still counts when an attack card's effect has
    # emptied it since, so the count taken at the reveal decides.
    if s.revealed:
        if has_trigger(s, bearer_key(other), "while_defending"):
            pending.append(bearer_key(other))
        pending += [m for m in s.mods[other] if has_trigger(s, m, "while_defending")]
    s.pending = pending
    s.stage = "other_effects"


def other_effects(s: S, events: list[Event]) -> None:
    _loop(s, events, "compare")


def compare(s: S, events: list[Event]) -> None:
    attack, defense = attack_value(s), defense_value(s)
    s.totals = (attack, defense)
    s.hit = attack > defense
    s.margin = attack - defense if s.hit else 0
    verdict = f"HIT for {s.margin}" if s.hit else "MISS"
    events.append(
        Event(
            "hit" if s.hit else "miss",
            f"Attack {attack} against defense {defense}: {verdict}",
            {"attack": attack, "defense": defense, "hit": s.hit, "margin": s.margin},
            seat=s.turn_player,
        )
    )
    seat = s.turn_player
    trig = "on_hit" if s.hit else "on_miss"
    pending = [c for c in s.attack_cards if has_trigger(s, c, trig)]
    if has_trigger(s, bearer_key(seat), trig):
        pending.append(bearer_key(seat))
    pending += [m for m in s.mods[seat] if has_trigger(s, m, trig)]
    s.pending = pending
    s.stage = "hit_miss"


def hit_miss(s: S, events: list[Event]) -> None:
    if s.pending:
        _loop(s, events, "hit_miss")
        return
    trig = "on_hit" if s.hit else "on_miss"
    for inst in s.defense[1 - s.turn_player]:
        if inst is not None:
            effects.enqueue(s, inst, trig, front=False)
    s.stage = "damage"


def damage(s: S, events: list[Event]) -> None:
    other = 1 - s.turn_player
    if s.hit and s.margin > 0:
        s.life[other] -= s.margin
        events.append(
            Event(
                "damage",
                f"{who(other)} loses {s.margin} life to the attack: {s.life[other]} life",
                {"seat": other, "amount": s.margin},
                seat=other,
            )
        )
    s.stage = "cleanup"


def cleanup(s: S, events: list[Event]) -> None:
    seat, other = s.turn_player, 1 - s.turn_player
    inst: str | None
    for inst in s.attack_cards:
        s.table[seat].remove(inst)
        if inst in s.returning:
            cards.to_hand_openly(s, seat, inst)
        else:
            cards.to_discard(s, seat, inst)
    for inst in s.defense[other]:
        assert inst is not None
        if inst in s.returning:
            cards.to_hand_openly(s, other, inst)
            events.append(
                Event(
                    "return",
                    f"{who(other)} takes {cards.name(s, inst)} back into their hand",
                    {"seat": other, "card": inst},
                    seat=other,
                )
            )
        else:
            cards.to_discard(s, other, inst)
    s.defense[other] = []
    s.attack_cards = []
    s.returning = set()
    s.ignored = set()
    s.pending = []
    s.def_mod = 0
    s.revealed = 0
    s.stage = "draw"
