"""Selectors and play conditions: what a card or ability may be played on, and who may
play it when. The same tests run when it is played and again when it resolves (the
research's rule 6: an item whose target has gone fizzles)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge import responses

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import StormState as S

Target = str | int | None


# --- conditions ----------------------------------------------------------------------------


def requires_ok(s: S, seat: int, conds: list[Any], *, resolving: bool = False) -> bool:
    """``requires:`` for ``seat``. At resolution the conditions about the stack itself
    (response_only, empty_stack) no longer apply: the item has left it."""
    for cond in conds:
        name = cond.name
        if name == "active_only":
            ok = seat == s.turn_player
        elif name == "non_active_only":
            ok = seat != s.turn_player
        elif name == "defender_only":
            ok = s.act_kind == "attack" and s.occupier[s.act_target] == seat
        elif name == "during_attack":
            ok = s.act_kind == "attack"
        elif name == "during_own_attack":
            ok = s.act_kind == "attack" and s.act_seat == seat
        elif name == "during_recruit":
            ok = s.act_kind == "recruit"
        elif name == "during_own_recruit":
            ok = s.act_kind == "recruit" and s.act_seat == seat
        elif name == "response_only":
            ok = resolving or bool(s.items)
        elif name == "empty_stack":
            ok = resolving or not s.items
        elif name == "attack_on_occupied":
            ok = s.act_kind == "attack" and s.occupier[s.act_target] is not None
        elif name == "recruit_available":
            ok = resolving or recruits_left(s, seat) > 0
        else:
            ok = P.condition_holds(s, cond, seat, "")
        if not ok:
            return False
    return True


def recruits_left(s: S, seat: int) -> int:
    if seat != s.turn_player:
        return 0
    allowed, _ = P.recruit_allowance(s, seat)
    return allowed - s.recruits


# --- selectors -----------------------------------------------------------------------------


def _owner_ok(owner: str, seat: int, who: int | None) -> bool:
    if who is None:
        return False
    if owner == "own":
        return who == seat
    if owner == "opponent":
        return who != seat
    return True


def threatened(s: S, crew: str) -> bool:
    """Named by an item on the stack that would send it to the Crew Stack."""
    return any(item[4] == crew and sends(s, item) for item in s.items)


def sends(s: S, item: Any) -> bool:
    return any(st.name == "send_to_crew_stack" for st in responses.item_steps(s, item))


def _character_ok(s: S, seat: int, p: Any, key: str, who: int | None, source: str | None) -> bool:
    if not _owner_ok(p.owner, seat, who):
        return False
    leader = P.is_leader(key)
    if p.max_to_recruit is not None and (leader or s.game.crew[key].to_recruit > p.max_to_recruit):
        return False
    if p.tapped is not None and (key in s.tapped) != p.tapped:
        return False
    if p.fresh and key in s.act_used:
        return False
    if p.other and key == source:
        return False
    if p.threatened and (leader or not threatened(s, key)):
        return False
    if p.away_from_attack and (
        leader or s.act_kind != "attack" or s.assigned.get(key) == s.act_target
    ):
        return False
    return not (p.took_part and (leader or key not in s.capture_party))


def candidates(s: S, seat: int, sel: Any, source: str | None = None) -> list[Target]:
    """Every legal target of ``sel`` for ``seat``, in a stable order."""
    name = sel.name
    p = sel.params
    out: list[Target] = []
    if name in ("crew", "character"):
        for who in range(s.num_players):
            keys = P.characters(s, who) if name == "character" else s.party[who]
            out.extend(k for k in keys if _character_ok(s, seat, p, k, who, source))
        return out
    if name == "section":
        for sec in s.game.section_order:
            occ = s.occupier[sec]
            if p.owner == "unoccupied":
                ok = occ is None
            elif p.owner == "any":
                ok = True
            else:
                ok = _owner_ok(p.owner, seat, occ)
            if ok:
                out.append(sec)
        return out
    if name == "passive":
        for host in _hosts_in_order(s):
            host_seat = P.controller(s, host)
            if p.host_owner != "any" and not _owner_ok(p.host_owner, seat, host_seat):
                continue
            out.extend(s.attached[host])
        return out
    if name == "stack_item":
        for item in s.items:
            if item_kind(s, item) == p.kind:
                out.append(item[0])
        return out
    raise AssertionError(name)  # pragma: no cover


def _hosts_in_order(s: S) -> list[str]:
    return sorted(h for h, cards in s.attached.items() if cards)


def item_kind(s: S, item: Any) -> str | None:
    """What a counter may hit: "action_card" (a card played, a Defection) or "ability"
    (a leader's, crew member's or section's ability, triggered ones too)."""
    kind = item[1]
    if kind == "card" or (kind == "recruit" and item[3]):
        return "action_card"
    if kind == "ability" or (kind == "trigger" and not P.is_passive(item[3])):
        return "ability"
    return None


def valid(s: S, seat: int, sel: Any, target: Target, source: str | None = None) -> bool:
    """Is ``target`` still a legal target (checked again at resolution)?"""
    name = sel.name
    p = sel.params
    if name in ("crew", "character"):
        if not isinstance(target, str):
            return False
        if P.is_leader(target):
            if name == "crew":
                return False
            who: int | None = int(target[len(P.LEADER) :])
        else:
            who = P.crew_seat(s, target)
            if who is None:
                return False
        return _character_ok(s, seat, p, target, who, source)
    if name == "stack_item":
        return any(item[0] == target and item_kind(s, item) == p.kind for item in s.items)
    return target in candidates(s, seat, sel, source)


def target_label(s: S, target: Target, actor: int | None = None) -> str:
    """``actor``: whose play the line tells, so their own item reads "their own ..."."""
    if target is None:
        return ""
    if isinstance(target, int):
        for item in s.items:
            if item[0] == target:
                return responses.item_label(s, item, actor)
        return f"item {target}"
    if P.is_passive(target):
        host = P.host_of(s, target)
        on = f" on {P.key_phrase(s, host)}" if host else ""
        return f"{s.game.card_name(target)}{on}"
    return P.key_phrase(s, target)
