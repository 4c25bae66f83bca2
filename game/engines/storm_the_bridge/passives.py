"""Statics and stats: every number the rules compare is computed here, on demand, from
the cards in play (leaders, party crew, occupied sections and attached passives), the
instants in effect and the recruit or attack under way.

Nothing is cached in the state, so moving a passive, a crew member or a section can
never leave a stale bonus behind. "Combat" counts in both roles, "attack" only when
attacking and "defense" only when defending (rulebook, Determining Combat Points); a
card's contribution never goes below 0.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from game.engines.storm_the_bridge.content import Crew, Formula, Leader

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import StormState as S

LEADER = "leader:"


def leader_key(seat: int) -> str:
    return f"{LEADER}{seat}"


def is_leader(key: str) -> bool:
    return key.startswith(LEADER)


def is_passive(key: str) -> bool:
    return "#" in key


def crew_seat(s: S, crew: str) -> int | None:
    for seat, members in enumerate(s.party):
        if crew in members:
            return seat
    return None


def controller(s: S, key: str) -> int | None:
    """The seat a leader, party crew member or occupied section belongs to."""
    if is_leader(key):
        return int(key[len(LEADER) :])
    if key in s.occupier:
        return s.occupier[key]
    return crew_seat(s, key)


def key_name(s: S, key: str) -> str:
    game = s.game
    seat = game.leader_seat.get(key)
    if seat is not None:
        return game.leaders[s.leader[seat]].name
    name = game.key_names.get(key)
    if name is not None:
        return name
    if is_leader(key):
        return game.leaders[s.leader[int(key[len(LEADER) :])]].name
    if key in game.sections:
        return game.sections[key].name
    if key in game.crew:
        return game.crew[key].name
    if is_passive(key):
        return game.card_name(key)
    return key


def key_phrase(s: S, key: str) -> str:
    """A key as a line of the log names it: a section with its article ("attached to
    the Bridge", "untaps Bragga, the Sickbay"), anything else by its name."""
    name = key_name(s, key)
    return f"the {name}" if key in s.game.sections else name


def characters(s: S, seat: int) -> list[str]:
    return [leader_key(seat), *s.party[seat]]


def sections_of(s: S, seat: int) -> list[str]:
    return [sec for sec in s.game.section_order if s.occupier[sec] == seat]


def host_of(s: S, inst: str) -> str | None:
    for host, cards in s.attached.items():
        if inst in cards:
            return host
    return None


# --- static sources -------------------------------------------------------------------------
# Each yields (step, owner seat, self key, host key): ``owner`` is whose card it is now
# (a section's occupier, a passive's host's controller), ``self`` the card printing it.


def statics(s: S, name: str) -> Iterator[tuple[Any, int | None, str, str | None]]:
    """The ``name`` steps in play, with their owner, card and host (if attached).

    The game indexes which cards print which static, so a query only visits those."""
    game = s.game
    leaders, crew, sections, designs = game.static_index[name]
    if leaders:
        keys = game.leader_keys
        leader = s.leader
        for seat in range(s.num_players):
            steps = leaders.get(leader[seat])
            if steps:
                for st in steps:
                    yield st, seat, keys[seat], None
    if crew:
        for seat in range(s.num_players):
            for member in s.party[seat]:
                steps = crew.get(member)
                if steps:
                    for st in steps:
                        yield st, seat, member, None
    if sections:
        occupier = s.occupier
        for sec, steps in sections.items():
            occ = occupier[sec]
            for st in steps:
                yield st, occ, sec, None
    if designs:
        design_of = game.design_of
        for host, cards in s.attached.items():
            for inst in cards:
                steps = designs.get(design_of[inst])
                if steps:
                    owner = controller(s, host)
                    for st in steps:
                        yield st, owner, inst, host


def amount(s: S, value: Any, owner: int | None) -> int:
    if not isinstance(value, Formula):
        return int(value)
    if value.per == "party_crew":
        n = len(s.party[owner]) if owner is not None else 0
    else:
        n = sum(1 for k in s.act_committed if not is_leader(k))
    return min(value.max, n // value.divisor)


def condition_holds(s: S, cond: Any, owner: int | None, me: str) -> bool:
    """A static's ``if:`` for the card ``me`` whose owner is ``owner``.

    Reads ``cond.params`` directly: the shorthand ``cond.section`` goes through
    ``Term.__getattr__``, a few per cent of a playout's time here."""
    name = cond.name
    attacking = s.act_kind == "attack"
    if name == "attacking":
        return attacking and s.act_target == cond.params.section and s.act_seat == owner
    if name == "attacking_occupied":
        return attacking and s.act_seat == owner and s.occupier[s.act_target] is not None
    if name == "attacking_unoccupied":
        return attacking and s.act_seat == owner and s.occupier[s.act_target] is None
    if name == "party_crew_at_least":
        return owner is not None and len(s.party[owner]) >= cond.params.count
    if name == "assigned":
        return me in s.assigned
    if name == "assigned_to":
        return s.assigned.get(me) == cond.params.section
    if name == "occupies_host_of":
        return owner is not None and any(
            s.occupier.get(host) == owner
            and any(s.game.design_of[c] == cond.params.card for c in cards)
            for host, cards in s.attached.items()
        )
    if name == "first_attack_this_turn":
        return attacking and s.act_seat == owner and s.act_first
    if name == "recruiting_affiliation":
        if s.act_kind != "recruit" or s.act_seat != owner:
            return False
        return s.game.crew[s.act_target].affiliation == cond.params.affiliation
    if name == "active_only":
        return owner == s.turn_player
    raise AssertionError(f"condition {name} has no meaning for a static")  # pragma: no cover


def _all(s: S, conds: list[Any], owner: int | None, me: str) -> bool:
    return all(condition_holds(s, c, owner, me) for c in conds)


# --- character stats ------------------------------------------------------------------------


def base(s: S, key: str, stat: str) -> int:
    if stat not in ("combat", "influence"):
        return 0
    if is_leader(key):
        ld = s.game.leaders[s.leader[int(key[len(LEADER) :])]]
        return ld.combat if stat == "combat" else ld.influence
    c = s.game.crew[key]
    return c.combat if stat == "combat" else c.influence


def stat(s: S, key: str, which: str) -> int:
    """``which`` of a leader or party crew member, every static and modifier included
    (may be negative; contributions floor it).

    A stat_bonus reaches the card printing it (``self``), a passive's host (``host``),
    crew stationed at a section (``assigned_here``, from the section or a passive on it)
    or all of a party's crew (``own_crew``); the game indexes them by that."""
    return _stats(s, key, which, None)


def _stats(s: S, key: str, which: str, also: str | None) -> int:
    """``stat(key, which)``, plus ``stat(key, also)`` when ``also`` is given, in one pass
    (the sum of the same integer terms: every step reaching either stat counts once)."""
    game = s.game
    seat: int | None = game.leader_seat.get(key)
    leader = seat is not None
    if leader:
        lid = s.leader[seat]  # type: ignore[index]
        card: Leader | Crew = game.leaders[lid]
        mine = game.bonus_self_leader.get(lid)
    else:
        card = game.crew[key]
        mine = game.bonus_self_crew.get(key)
    total = card.combat if which == "combat" else card.influence if which == "influence" else 0
    if also == "combat":
        total += card.combat
    elif also == "influence":
        total += card.influence
    attached = s.attached.get(key)
    if not leader and (mine or attached or game.bonus_own_crew):
        seat = crew_seat(s, key)
    if mine:
        total += _bonus(s, mine, which, also, seat, key, leader)
    if attached:
        bonus_host = game.bonus_host
        design_of = game.design_of
        for inst in attached:
            steps = bonus_host.get(design_of[inst])
            if steps:
                total += _bonus(s, steps, which, also, seat, key, leader)
    where = s.assigned.get(key)
    if where is not None:
        bonus_here = game.bonus_here
        occ = s.occupier[where]
        steps = bonus_here.get(where)
        if steps:
            total += _bonus(s, steps, which, also, occ, key, leader)
        there = s.attached.get(where)
        if there:
            design_of = game.design_of
            for inst in there:
                steps = bonus_here.get(design_of[inst])
                if steps:
                    total += _bonus(s, steps, which, also, occ, key, leader)
    if game.bonus_own_crew and not leader:
        for st, owner, _me, _host in statics(s, "stat_bonus"):
            p = st.params
            if (
                p.to == "own_crew"
                and (p.stat == which or p.stat == also)
                and owner == seat
                and _all(s, p.if_, owner, key)
            ):
                total += amount(s, p.amount, owner)
    if s.mods:
        for k, st_name, n, _ in s.mods:
            if k == key and st_name in (which, also):
                total += n
    return total


def _bonus(
    s: S,
    steps: list[Any],
    which: str,
    also: str | None,
    owner: int | None,
    key: str,
    leader: bool,
) -> int:
    total = 0
    for st in steps:
        p = st.params
        if p.stat != which and p.stat != also:
            continue
        if p.affiliation is not None and (leader or s.game.crew[key].affiliation != p.affiliation):
            continue
        if not p.if_ or _all(s, p.if_, owner, key):
            total += amount(s, p.amount, owner)
    return total


def attack_value(s: S, key: str) -> int:
    return max(0, _stats(s, key, "combat", "attack"))


def defense_value(s: S, key: str) -> int:
    return max(0, _stats(s, key, "combat", "defense"))


def influence_value(s: S, key: str) -> int:
    return max(0, _stats(s, key, "influence", None))


# --- section and seat numbers ---------------------------------------------------------------


def section_defense(s: S, sec: str, crew_silenced: bool = False) -> int:
    """The section's own defence: its bonus and every static giving it defence.
    ``crew_silenced`` (Ambush Tactics: "its stationed crew add nothing") leaves out what
    crew stationed there add through their abilities (Tobiah Fenn's Damage Control)."""
    total = s.game.sections[sec].defense_bonus
    occ = s.occupier[sec]
    for st, owner, me, host in statics(s, "section_defense"):
        to = st.params.to
        if (
            (to == "self" and me == sec)
            or (to == "host" and host == sec)
            or (to == "own_sections" and owner is not None and owner == occ)
            or (to == "assigned_section" and s.assigned.get(me) == sec and not crew_silenced)
        ):
            total += st.params.amount
    return total


def attack_bonus(s: S, seat: int) -> int:
    total = 0
    for st, owner, me, host in statics(s, "attack_bonus"):
        p = st.params
        who = owner if p.to == "owner" else (s.occupier.get(host) if host else None)
        if who == seat and _all(s, p.if_, seat, me):
            total += p.amount
    return total


def seat_total(s: S, seat: int, name: str, to_field: bool = True) -> int:
    """The sum of ``name`` statics (hand_size, to_take, recruits, ...) that are ``seat``'s."""
    total = 0
    for st, owner, _me, host in statics(s, name):
        to = getattr(st.params, "to", "owner") if to_field else "owner"
        who = owner if to == "owner" else (s.occupier.get(host) if host else owner)
        if who == seat:
            total += st.params.amount
    return total


def hand_size(s: S, seat: int) -> int:
    return max(0, s.game.setup.hand_size.value + seat_total(s, seat, "hand_size"))


def has_flag(s: S, key: str, flag: str) -> bool:
    """A bare static on the card itself (crew, section) or on a passive attached to it."""
    game = s.game
    if flag in game.flags.get(key, ()):
        return True
    attached = s.attached.get(key)
    if attached:
        design_of = game.design_of
        return any(flag in game.flags[design_of[inst]] for inst in attached)
    return False


def passive_with(s: S, key: str, flag: str) -> str | None:
    game = s.game
    for inst in s.attached.get(key, ()):
        if any(st.name == flag for st in game.passive_static[game.design_of[inst]]):
            return inst
    return None


def discard_value(s: S, seat: int, for_influence: bool) -> int:
    """What the next discard for a bonus is worth. ``first_only`` counts the turn's
    discards for influence, or this attack's discards for combat."""
    value = s.game.setup.discard_bonus.value
    use = "influence" if for_influence else "combat"
    first = s.infl_discards == 0 if for_influence else s.act_bonus == 0
    for st, owner, _me, _host in statics(s, "discard_value"):
        if owner == seat and st.params.use == use and (not st.params.first_only or first):
            value += st.params.amount
    return value


def defense_discards_allowed(s: S, seat: int, sec: str) -> int:
    total = 0
    for st, owner, me, _host in statics(s, "defense_discards"):
        if owner != seat:
            continue
        if st.params.where == "any_own" or s.assigned.get(me) == sec:
            total += st.params.amount
    return total


def recruit_allowance(s: S, seat: int) -> tuple[int, int]:
    """(recruits allowed this turn, the extra cost of the ones beyond the free ones)."""
    base_n = s.game.setup.recruits_per_turn.value + s.extra_recruits
    more = 0
    cost = 0
    for st, owner, _me, _host in statics(s, "recruits"):
        if owner == seat:
            more += st.params.amount
            cost = max(cost, st.params.extra_cost)
    return base_n + more, (cost if s.recruits >= base_n else 0)
