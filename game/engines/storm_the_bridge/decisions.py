"""Every decision of the game by the kind of its frame: what may be chosen, and what
choosing it does. The stages in ``flow`` push the frames; effects push their choices.

Frames: ``open`` (the active player, empty stack), ``priority`` (whoever holds priority
over the top item), ``last_call`` (another player, once the active player ends the
phase), ``commit`` (the cards of a recruit or attack being declared), ``reset_ability``,
``scan`` (ordering the top of the Crew Stack), ``trigger_target``, ``move_passive`` and
``redeploy``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.storm_the_bridge import attack, recruit, redeploy, responses
from game.engines.storm_the_bridge import effects as E
from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge import targets as T
from game.engines.storm_the_bridge import zones as Z
from game.engines.storm_the_bridge.words import who

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import StormState as S


def legal(s: S, frame: Decision) -> list[Action]:
    seat = frame.seat
    kind = frame.kind
    if kind == "open":
        return [
            *recruit.declarations(s, seat),
            *attack.declarations(s, seat),
            *responses.card_actions(s, seat),
            *responses.ability_actions(s, seat),
            Action("end_phase", (), "End the Action phase"),
        ]
    if kind == "priority":
        return responses.priority_actions(s, seat)
    if kind == "last_call":
        return responses.last_call_actions(s, seat)
    if kind == "commit":
        return recruit.commit_actions(s, seat)
    if kind == "reset_ability":
        leader_ab = s.game.leaders[s.leader[seat]].ability
        return [
            Action("reset_ability", (True,), f"Use {leader_ab.name}"),
            Action("reset_ability", (False,), f"Do not use {leader_ab.name}"),
        ]
    if kind == "scan":
        return _scan_actions(s, seat, frame)
    if kind == "trigger_target":
        owner, source, index = s.pending[0]
        ab = responses.ability_of(s, source, index)
        assert ab is not None and ab.target is not None
        return [
            Action("aim", (t,), f"{ab.name}: aim at {T.target_label(s, t)}")
            for t in T.candidates(s, owner, ab.target, source)
        ]
    if kind == "move_passive":
        inst = frame.data["card"]
        return [
            Action("move_to", (h,), f"Move {s.game.card_name(inst)} to {P.key_phrase(s, h)}")
            for h in E.hosts_for(s, seat, inst)
        ]
    if kind == "redeploy":
        return redeploy.actions(s, seat)
    raise AssertionError(kind)  # pragma: no cover


def _scan_actions(s: S, seat: int, frame: Decision) -> list[Action]:
    k, placed = frame.data["k"], frame.data["placed"]
    n = len(s.crew_stack)
    # Positions from the top: the card at position i is crew_stack[n - 1 - i].
    left = [s.crew_stack[n - 1 - i] for i in range(placed, k)]
    out: list[Action] = []
    for crew in left:
        assert crew is not None
        name = s.game.crew[crew].name
        out.append(Action("scan_top", (crew,), f"Put {name} next from the top"))
    if frame.data["bottom"]:
        for crew in left:
            name = s.game.crew[str(crew)].name
            out.append(Action("scan_bottom", (crew,), f"Put {name} on the bottom"))
    out.append(Action("scan_done", (), "Leave the rest as they are"))
    return out


def apply(s: S, frame: Decision, action: Action, events: list[Event]) -> None:
    seat = frame.seat
    kind = frame.kind
    a = action.args
    if kind in ("open", "priority", "last_call"):
        _act(s, seat, kind, action, events)
    elif kind == "commit":
        if action.kind == "commit":
            recruit.commit(s, seat, str(a[0]))
        else:
            recruit.push_declared(s, seat, events)
    elif kind == "reset_ability":
        if a[0]:
            ab = s.game.leaders[s.leader[seat]].ability
            for st in ab.effects:
                E.execute(s, st, seat, P.leader_key(seat), None, events)
    elif kind == "scan":
        _scan(s, seat, frame, action, events)
    elif kind == "trigger_target":
        owner, source, index = s.pending.pop(0)
        E.put_trigger(s, owner, source, index, a[0], events)
    elif kind == "move_passive":
        inst = frame.data["card"]
        Z.move_passive(s, inst, str(a[0]))
        events.append(
            Event(
                "move_passive",
                f"{who(seat)} moves {s.game.card_name(inst)} to {P.key_phrase(s, str(a[0]))}",
                {"card": inst, "host": a[0]},
                seat=seat,
            )
        )
        Z.withdraw_if_barred(s, str(a[0]), events)
    elif kind == "redeploy":
        redeploy.apply(s, seat, action, events)
    else:  # pragma: no cover
        raise AssertionError(kind)


def _act(s: S, seat: int, kind: str, action: Action, events: list[Event]) -> None:
    a = action.args
    k = action.kind
    if k == "pass":
        if kind == "last_call":
            s.last_call.pop(0)
            events.append(Event("pass", f"{who(seat)} passes", {"seat": seat}, seat=seat))
            s.stage = "last_call"
        else:
            responses.pass_priority(s, seat, events)
    elif k == "end_phase":
        events.append(
            Event("end_phase", f"{who(seat)} ends the Action phase", {"seat": seat}, seat=seat)
        )
        s.last_call = [(seat + i) % s.num_players for i in range(1, s.num_players)]
        s.stage = "last_call"
    elif k == "recruit":
        recruit.declare(s, seat, str(a[0]), events)
    elif k == "attack":
        attack.declare(s, seat, str(a[0]), events)
    elif k == "play":
        _play(s, seat, kind, str(a[0]), cast("T.Target", a[1]), events)
    elif k == "use":
        _use(s, seat, kind, action, events)
    elif k == "bonus":
        recruit.bonus(s, seat, str(a[0]), events)
        s.stage = "window"
    elif k == "defend":
        attack.defend(s, seat, str(a[0]), events)
        s.stage = "window"
    else:  # pragma: no cover
        raise AssertionError(k)


def _responded(s: S, kind: str) -> None:
    if kind == "last_call":
        s.last_call = []


def _play(s: S, seat: int, kind: str, design: str, target: T.Target, events: list[Event]) -> None:
    card = s.game.actions[design]
    inst = Z.take_from_hand(s, seat, design)
    _responded(s, kind)
    if card.effects and card.effects[0].name == "defect":
        recruit.declare_defection(
            s, seat, inst, str(target), card.effects[0].params.extra_cost, events
        )
        return
    item = responses.push(s, "card", seat, inst, target)
    # A passive is only on the stack now: it attaches when it resolves (effects.py says
    # so then), so its push tells the intent.
    if card.type == "passive":
        on = f" to attach it to {T.target_label(s, target)}"
    else:
        # A play on one's own card reads "on their own Field Promotion".
        on = f" on {T.target_label(s, target, seat)}" if target is not None else ""
    events.append(
        Event(
            "play",
            f"{who(seat)} plays {card.name}{on}",
            {"seat": seat, "card": inst, "target": target, "uid": item[0]},
            seat=seat,
        )
    )


def _use(s: S, seat: int, kind: str, action: Action, events: list[Event]) -> None:
    key, index, target, pay = action.args
    key = str(key)
    index = int(index)  # type: ignore[arg-type]
    ab = responses.ability_of(s, key, index)
    assert ab is not None
    _responded(s, kind)
    if ab.kind == "tap":
        s.tapped.add(key)
        if s.act_kind:
            s.act_used.add(key)
    if ab.once_per_turn:
        s.once_used.add(f"{key}/{index}")
    paid = ""
    if pay is not None:
        for design in responses.paid_designs(pay):
            Z.discard_from_hand(s, seat, design)
        paid = f", discarding {responses.paid_names(s, pay)}"
    responses.push(s, "ability", seat, key, target, index)
    on = f" on {T.target_label(s, cast('T.Target', target), seat)}" if target is not None else ""
    how = "taps" if ab.kind == "tap" else "uses"
    events.append(
        Event(
            "ability",
            f"{who(seat)} {how} {P.key_phrase(s, key)} for {ab.name}{on}{paid}",
            {"seat": seat, "source": key, "ability": index, "target": target},
            seat=seat,
        )
    )


def _scan(s: S, seat: int, frame: Decision, action: Action, events: list[Event]) -> None:
    k, placed = frame.data["k"], frame.data["placed"]
    if action.kind == "scan_done":
        _scan_end(s, seat, events)
        return
    crew = str(action.args[0])
    n = len(s.crew_stack)
    i = s.crew_stack.index(crew)
    if action.kind == "scan_top":
        j = n - 1 - placed
        s.crew_stack[i], s.crew_stack[j] = s.crew_stack[j], s.crew_stack[i]
        placed += 1
        bottom = False  # "in any order, or ... on the bottom": reordering is the choice
    else:
        s.crew_stack.pop(i)
        s.crew_stack.insert(0, crew)
        events.append(
            Event(
                "scan_bottom",
                f"{who(seat)} puts a card from the top of the Crew Stack on the bottom",
                {"seat": seat},
                seat=seat,
            )
        )
        _scan_end(s, seat, events)  # the others go back as they were (R13)
        return
    if placed < k - 1:
        s.stack.push(Decision(seat, "scan", {"k": k, "placed": placed, "bottom": bottom}))
    else:
        _scan_end(s, seat, events)


def _scan_end(s: S, seat: int, events: list[Event]) -> None:
    events.append(Event("scan_done", f"{who(seat)} puts the cards back", {"seat": seat}, seat=seat))
