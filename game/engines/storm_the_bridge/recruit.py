"""Recruiting (active player only, once per turn unless a card or ability allows more):
commit leader and crew for their influence, add discards for +1 each while holding
priority, and match or beat the crew member's To Recruit when the recruit resolves.

Rulings: at least one leader or crew card is committed (A3); committed cards tap only
when the recruit succeeds, like attackers (A4); a recruit that fails or is cancelled
does not use up the turn's recruit, but its committed cards may not try that crew
member again this turn (the loop guard of A5, extended to recruits); the recruited crew
member joins the party tapped and unstationed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.storm_the_bridge import effects as E
from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge import responses as R
from game.engines.storm_the_bridge import targets as T
from game.engines.storm_the_bridge import zones
from game.engines.storm_the_bridge.words import who

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import Item
    from game.engines.storm_the_bridge.state import StormState as S


def can_commit(s: S, seat: int, key: str, tag: str) -> bool:
    return (
        key not in s.tapped
        and key not in s.act_used
        and (tag, key) not in s.failed
        and not P.has_flag(s, key, "no_commit")
    )


def committable(s: S, seat: int, tag: str) -> list[str]:
    return [k for k in P.characters(s, seat) if can_commit(s, seat, k, tag)]


def declarations(s: S, seat: int) -> list[Action]:
    if T.recruits_left(s, seat) <= 0:
        return []
    return [declaration(s, seat, crew) for crew in s.pool if committable(s, seat, "r:" + crew)]


def declaration(s: S, seat: int, crew: str) -> Action:
    """The action declaring a recruit of ``crew`` (``declarations`` lists the legal ones)."""
    c = s.game.crew[crew]
    return Action("recruit", (crew,), f"Recruit {c.name} (To Recruit {cost(s, seat, crew)})")


def start(s: S, kind: str, seat: int, target: str) -> None:
    """Begin declaring a recruit or an attack: the commit decisions come next."""
    s.act_kind = kind
    s.act_seat = seat
    s.act_target = target
    s.act_card = None
    s.act_extra = 0
    s.act_committed = []
    s.act_used = set()
    s.act_bonus = s.act_mod = s.act_def = s.act_def_discards = 0
    s.act_ignore = set()
    s.act_first = False
    s.stack.push(Decision(seat, "commit"))


def declare(s: S, seat: int, crew: str, events: list[Event]) -> None:
    start(s, "recruit", seat, crew)


def declare_defection(
    s: S, seat: int, inst: str, crew: str, extra: int, events: list[Event]
) -> None:
    """Defection: a recruit of an opponent's crew member, the card being its source."""
    start(s, "recruit", seat, crew)
    s.act_card = inst
    s.act_extra = extra


def cost(s: S, seat: int, crew: str) -> int:
    c = s.game.crew[crew]
    _, extra = P.recruit_allowance(s, seat)
    n = c.to_recruit + extra + (s.act_extra if s.act_kind == "recruit" else 0)
    if s.options.get("loyalty") and c.affiliation == s.game.leaders[s.leader[seat]].affiliation:
        n = max(1, n - 1)
    return n


def total(s: S) -> int:
    return sum(P.influence_value(s, k) for k in s.act_committed) + s.act_bonus + s.act_mod


def commit_actions(s: S, seat: int) -> list[Action]:
    out = [commit_action(s, k) for k in commit_candidates(s, seat)]
    if s.act_committed:
        out.append(declare_action(s))
    return out


def commit_candidates(s: S, seat: int) -> list[str]:
    """The cards ``seat`` may still commit to the recruit or attack being declared."""
    tag = ("r:" if s.act_kind == "recruit" else "a:") + s.act_target
    committed = s.act_committed
    return [k for k in P.characters(s, seat) if k not in committed and can_commit(s, seat, k, tag)]


def commit_action(s: S, key: str, value: int | None = None) -> Action:
    """Commit ``key``; ``value`` is its influence (recruit) or attack value if known."""
    if s.act_kind == "recruit":
        n = P.influence_value(s, key) if value is None else value
        return Action("commit", (key,), f"Commit {P.key_name(s, key)} ({n} influence)")
    n = P.attack_value(s, key) if value is None else value
    return Action("commit", (key,), f"Commit {P.key_name(s, key)} ({n} combat)")


def declare_action(s: S) -> Action:
    return Action("declare", (), f"Declare the {s.act_kind}")


def commit(s: S, seat: int, key: str) -> None:
    s.act_committed.append(key)
    s.act_used.add(key)
    s.stack.push(Decision(seat, "commit"))


def push_declared(s: S, seat: int, events: list[Event]) -> None:
    """The commitments are made: the recruit or attack goes on the stack."""
    from game.engines.storm_the_bridge import attack

    kind = s.act_kind
    assert kind is not None
    item = R.push(s, kind, seat, s.act_card or "", s.act_target)
    s.act_uid = item[0]
    names = ", ".join(P.key_name(s, k) for k in s.act_committed)
    if kind == "recruit":
        c = s.game.crew[s.act_target]
        frm = ""
        if s.act_card:
            owner = P.crew_seat(s, s.act_target)
            frm = f" from {who(owner)}'s party with Defection" if owner is not None else ""
        text = (
            f"{who(seat)} sets out to recruit {c.name}{frm} with {names}: "
            f"{total(s)} influence for {cost(s, seat, s.act_target)}"
        )
    else:
        sec = s.game.sections[s.act_target]
        text = (
            f"{who(seat)} attacks the {sec.name} with {names}: "
            f"{attack.attack_total(s)} attack against {attack.needed(s)}"
        )
    events.append(
        Event(
            kind,
            text,
            {"seat": seat, "target": s.act_target, "committed": list(s.act_committed)},
            seat=seat,
        )
    )


def bonus(s: S, seat: int, design: str, events: list[Event]) -> None:
    """The active player's discard bonus (a rules action: it cannot be countered)."""
    if s.act_kind == "recruit":
        n = P.discard_value(s, seat, True)
        s.infl_discards += 1
    else:
        n = P.discard_value(s, seat, False)
    zones.discard_from_hand(s, seat, design)
    s.act_bonus += n
    what = "influence" if s.act_kind == "recruit" else "attack"
    events.append(
        Event(
            "bonus",
            f"{who(seat)} discards {s.game.actions[design].name} for +{n} {what}",
            {"seat": seat, "card": design, "amount": n},
            seat=seat,
        )
    )


def resolve(s: S, item: Item, events: list[Event]) -> None:
    _, _, seat, card, crew, _ = item
    c = s.game.crew[crew]
    source_seat = P.crew_seat(s, crew)
    if card:
        still = source_seat is not None and source_seat != seat
    else:
        still = crew in s.pool
    need = cost(s, seat, crew)
    have = total(s)
    why: str | None = None
    if not still:
        why = f"{c.name} is no longer there"
    elif not s.act_committed:  # A3, as for an attack: everyone committed was withdrawn
        why = "nobody is left recruiting"
    elif have < need:
        why = f"{have} influence for {need}"
    if why is not None:
        events.append(
            Event(
                "recruit_failed",
                f"The recruit of {c.name} fails: {why}",
                {"seat": seat, "crew": crew},
                seat=seat,
            )
        )
        _failed(s, "r:" + crew)
    else:
        for key in s.act_committed:
            s.tapped.add(key)
        if not P.has_flag(s, crew, "free_recruit"):
            s.recruits += 1
        if card and source_seat is not None:
            loyal = P.passive_with(s, crew, "loyal")
            if loyal is not None:
                zones.detach(s, loyal, events, f"{c.name} stays loyal")
            else:
                s.party[source_seat].remove(crew)
                s.assigned.pop(crew, None)
                _join(s, seat, crew)
                events.append(
                    Event(
                        "recruited",
                        f"{c.name} defects from {who(source_seat)} to {who(seat)} "
                        f"({have} influence for {need})",
                        {"seat": seat, "crew": crew, "from": source_seat},
                        seat=seat,
                    )
                )
        else:
            s.pool.remove(crew)
            _join(s, seat, crew)
            events.append(
                Event(
                    "recruited",
                    f"{who(seat)} recruits {c.name} ({have} influence for {need}); "
                    f"{c.name} joins the party tapped",
                    {"seat": seat, "crew": crew},
                    seat=seat,
                )
            )
    if card:
        s.discard.append(card)
    E.end_action(s, events)


def _join(s: S, seat: int, crew: str) -> None:
    s.party[seat].append(crew)
    s.tapped.add(crew)


def _failed(s: S, tag: str) -> None:
    for key in s.act_committed:
        s.failed.add((tag, key))
