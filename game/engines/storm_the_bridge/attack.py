"""Attacking (active player only, as often as the party can): commit leader and crew for
their combat, add discards for +1 each (the active player only), and match or beat the
section's To Take (in the centre) or its current defence (occupied).

Attack total: the committed cards' combat and attack (never below 0 each), discards,
and modifiers to the attack. Defence: the occupier's leader, the crew stationed there
(tapped or not), the section's defence bonus and modifiers to defence. Success taps the
attackers and moves the section to the attacker's party, tapped; the crew stationed
there become unstationed. Failure leaves the attackers untapped; they may not attack
that section again this turn (A5, the loop guard). Nobody attacks their own section
(A12).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.events import Event
from game.engines.storm_the_bridge import effects as E
from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge import recruit, zones
from game.engines.storm_the_bridge.words import who

if TYPE_CHECKING:
    from collections.abc import Container

    from game.engines.storm_the_bridge.state import Item
    from game.engines.storm_the_bridge.state import StormState as S


def may_attack(s: S, seat: int, sec: str) -> bool:
    if s.occupier[sec] == seat:
        return False
    if s.turns == 1 and not s.game.setup.opening_attack.value:
        return False
    return not P.has_flag(s, sec, "attack_requires_other_section") or any(
        s.occupier[o] == seat for o in s.game.section_order if o != sec
    )


def declarations(s: S, seat: int) -> list[Action]:
    return [
        declaration(s, sec)
        for sec in s.game.section_order
        if may_attack(s, seat, sec) and recruit.committable(s, seat, "a:" + sec)
    ]


def declaration(s: S, sec: str) -> Action:
    """The action declaring an attack on ``sec`` (``declarations`` lists the legal ones)."""
    name = s.game.sections[sec].name
    occ = s.occupier[sec]
    held = f"held by {who(occ)}" if occ is not None else "in the centre"
    return Action("attack", (sec,), f"Attack the {name} ({held})")


def declare(s: S, seat: int, sec: str, events: list[Event]) -> None:
    recruit.start(s, "attack", seat, sec)
    s.act_first = s.attacks == 0
    s.attacks += 1


def attack_total(s: S) -> int:
    return (
        sum(P.attack_value(s, k) for k in s.act_committed)
        + s.act_bonus
        + s.act_mod
        + P.attack_bonus(s, s.act_seat)
    )


def defense_of(s: S, sec: str, ignore: Container[str] = ()) -> int:
    """An occupied section's defence before anything is played in an attack on it: the
    section's bonus, its occupier's leader and the crew stationed there (but those
    ``ignore`` names: "leader", "crew"; ignored crew add nothing through their abilities
    either)."""
    occ = s.occupier[sec]
    assert occ is not None
    total = P.section_defense(s, sec, "crew" in ignore)
    if "leader" not in ignore:
        total += P.defense_value(s, P.leader_key(occ))
    if "crew" not in ignore:
        total += sum(P.defense_value(s, c) for c in s.party[occ] if s.assigned.get(c) == sec)
    return total


def defense_total(s: S) -> int:
    sec = s.act_target
    if s.occupier[sec] is None:
        return 0
    return defense_of(s, sec, s.act_ignore) + s.act_def


def _to_take(s: S, seat: int, sec: str) -> int:
    """A section in the centre's To Take for ``seat`` (less Steady Helm's 1)."""
    return s.game.sections[sec].to_take - P.seat_total(s, seat, "to_take", to_field=False)


def need_of(s: S, seat: int, sec: str) -> int:
    """What an attack by ``seat`` on ``sec`` would need as things stand, before anything
    is committed or played (the AI weighs attacks it has not declared by it)."""
    if s.occupier[sec] is None:
        return max(0, _to_take(s, seat, sec))
    return defense_of(s, sec)


def needed(s: S) -> int:
    """What the attack must match or beat: To Take in the centre, else the defence."""
    sec = s.act_target
    if s.occupier[sec] is None:
        return max(0, _to_take(s, s.act_seat, sec) + s.act_def)
    return defense_total(s)


def defend(s: S, seat: int, design: str, events: list[Event]) -> None:
    """Stand Fast: the defender discards for +1 defence (a rules action)."""
    zones.discard_from_hand(s, seat, design)
    s.act_def += 1
    s.act_def_discards += 1
    events.append(
        Event(
            "defend",
            f"{who(seat)} discards {s.game.actions[design].name} for +1 defence",
            {"seat": seat, "card": design},
            seat=seat,
        )
    )


def resolve(s: S, item: Item, events: list[Event]) -> None:
    _, _, seat, _, sec, _ = item
    name = s.game.sections[sec].name
    have = attack_total(s)
    need = needed(s)
    if s.occupier[sec] == seat or not s.act_committed:
        why = "nobody is left attacking" if not s.act_committed else "the section is theirs"
        events.append(
            Event(
                "attack_failed",
                f"The attack on the {name} fails: {why}",
                {"seat": seat, "section": sec},
                seat=seat,
            )
        )
        _fail(s, sec)
    elif have >= need:
        for key in s.act_committed:
            s.tapped.add(key)
        capture(s, seat, sec, events, have, need)
    else:
        events.append(
            Event(
                "attack_failed",
                f"The attack on the {name} fails ({have} attack against {need}); "
                "the attackers stay untapped",
                {"seat": seat, "section": sec, "attack": have, "needed": need},
                seat=seat,
            )
        )
        _fail(s, sec)
    E.end_action(s, events)


def _fail(s: S, sec: str) -> None:
    for key in s.act_committed:
        s.failed.add(("a:" + sec, key))


def capture(s: S, seat: int, sec: str, events: list[Event], have: int, need: int) -> None:
    prev = s.occupier[sec]
    s.occupier[sec] = seat
    s.tapped.add(sec)
    for crew in [c for c, where in s.assigned.items() if where == sec]:
        del s.assigned[crew]
    s.capture_party = [k for k in s.act_committed if not P.is_leader(k)]
    frm = f" from {who(prev)}" if prev is not None else ""
    events.append(
        Event(
            "capture",
            f"{who(seat)} takes the {s.game.sections[sec].name}{frm} "
            f"({have} attack against {need}); it enters the party tapped",
            {"seat": seat, "section": sec, "from": prev, "attack": have, "needed": need},
            seat=seat,
        )
    )
    game = s.game
    for inst in list(s.attached.get(sec, ())):
        for i, ab in enumerate(game.passive_triggers[game.design_of[inst]]):
            if ab.trigger is not None and ab.trigger.name == "on_capture":
                owner = s.card_owner.get(inst)
                if owner is not None and owner != seat:
                    s.pending.append((owner, inst, i))
