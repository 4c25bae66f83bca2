"""The effect vocabulary's interpreter and the resolution of stack items.

When every player has passed, the top item leaves the stack and resolves: a recruit or
an attack is compared (recruit.py, attack.py); a passive attaches to its host; an
instant's or an ability's steps run one by one from ``queue`` (a step that needs a
choice pushes a decision and the rest waits). Then the card goes where it belongs, the
triggered abilities the resolution caused go on the stack, and a new round of priority
starts (responses.next_round).

Queue entries are ``(step, seat, source, target)``: the step, whose it is, the card or
key it comes from and the target chosen when it was played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.decisions import Decision
from game.core.events import Event
from game.engines.storm_the_bridge import attack, recruit
from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge import responses as R
from game.engines.storm_the_bridge import targets as T
from game.engines.storm_the_bridge import zones as Z
from game.engines.storm_the_bridge.words import plural, signed, who

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import Item
    from game.engines.storm_the_bridge.state import StormState as S

DURATION_STEPS = {"modify_total", "ignore_defenders"}
# Steps whose effect lasts the rest of the turn without a modifier (Field Promotion's
# one more recruit): the card stays on the table until the turn ends, as the rulebook has
# "instant cards which modify through the turn" do.
TURN_STEPS = {"extra_recruit"}


# --- resolving ------------------------------------------------------------------------------


def resolve_top(s: S, events: list[Event]) -> None:
    """Stage "resolve": everyone passed; the top item resolves."""
    item = s.items.pop()
    s.resolving = item
    s.stage = "finish"
    _, kind, seat, source, target, index = item
    if kind == "recruit":
        recruit.resolve(s, item, events)
        return
    if kind == "attack":
        attack.resolve(s, item, events)
        return
    if kind == "card":
        card = s.game.actions[s.game.design_of[source]]
        ok = T.requires_ok(s, seat, card.requires, resolving=True) and (
            card.target is None or T.valid(s, seat, card.target, target)
        )
        if not ok:
            _fizzle(s, item, events)
            return
        if card.type == "passive":
            Z.attach(s, source, str(target), seat)
            events.append(
                Event(
                    "attach",
                    f"{card.name} is attached to {P.key_phrase(s, str(target))}",
                    {"seat": seat, "card": source, "host": target},
                    seat=seat,
                )
            )
            Z.withdraw_if_barred(s, str(target), events)
            s.resolving = None
            return
        events.append(
            Event(
                "resolve",
                f"{card.name} ({who(seat)}) resolves",
                {"seat": seat, "card": source},
                seat=seat,
            )
        )
        s.queue.extend((st, seat, source, target) for st in card.effects)
        return
    ab = R.ability_of(s, source, index)
    assert ab is not None
    still = kind == "trigger" or (
        P.controller(s, source) == seat and T.requires_ok(s, seat, ab.requires, resolving=True)
    )
    if not still or (ab.target is not None and not T.valid(s, seat, ab.target, target, source)):
        _fizzle(s, item, events)
        return
    events.append(
        Event(
            "resolve",
            f"{ab.name} ({P.key_name(s, source)}, {who(seat)}) resolves",
            {"seat": seat, "source": source},
            seat=seat,
        )
    )
    s.queue.extend((st, seat, source, target) for st in ab.effects)


def _fizzle(s: S, item: Item, events: list[Event]) -> None:
    events.append(
        Event(
            "fizzle",
            f"{R.item_label(s, item)} does nothing: it is no longer legal",
            {"item": item[0]},
            seat=item[2],
        )
    )
    if item[1] == "card":
        s.discard.append(item[3])
    s.resolving = None


def finish(s: S, events: list[Event]) -> None:
    """Stage "finish": the item's steps are done; its instant card goes to the discard
    pile, or stays on the table while what it changed lasts."""
    item = s.resolving
    s.resolving = None
    s.stage = "triggers"
    if item is None or item[1] != "card":
        return
    inst = item[3]
    card = s.game.actions[s.game.design_of[inst]]
    if card.type != "instant":
        return
    lasting = [
        st.params.duration
        if st.name == "modify_stat"
        else "turn"
        if st.name in TURN_STEPS
        else "action"
        for st in card.effects
        if st.name == "modify_stat" or st.name in DURATION_STEPS or st.name in TURN_STEPS
    ]
    if "turn" in lasting:
        s.table.append((inst, "turn"))
    elif lasting and s.act_kind:
        s.table.append((inst, "action"))
    else:
        s.discard.append(inst)


def run_next(s: S, events: list[Event]) -> None:
    step, seat, source, target = s.queue.pop(0)
    execute(s, step, seat, source, target, events)


# --- triggers -------------------------------------------------------------------------------


def trigger_stage(s: S, events: list[Event]) -> None:
    """Stage "triggers": abilities triggered by what just resolved go on the stack, the
    active player's first, then the others' in turn order (so the last player's resolve
    first); one with a target asks its player for it now."""
    if not s.pending:
        s.stage = "next"
        return
    order = [(s.turn_player + i) % s.num_players for i in range(s.num_players)]
    s.pending.sort(key=lambda p: order.index(p[0]))
    seat, source, index = s.pending[0]
    ab = R.ability_of(s, source, index)
    assert ab is not None
    if ab.target is not None:
        options = T.candidates(s, seat, ab.target, source)
        if not options:
            s.pending.pop(0)
            _trap_spent(s, source, events)
            events.append(
                Event("fizzle", f"{ab.name} ({who(seat)}) has no target", {"seat": seat}, seat=seat)
            )
            return
        s.stack.push(Decision(seat, "trigger_target"))
        return
    s.pending.pop(0)
    put_trigger(s, seat, source, index, None, events)


def put_trigger(s: S, seat: int, source: str, index: int, target: Any, events: list[Event]) -> None:
    _trap_spent(s, source, events)
    item = R.add(s, "trigger", seat, source, target, index)
    events.append(
        Event(
            "trigger",
            f"{R.item_label(s, item)} goes on the stack"
            + (f", aimed at {T.target_label(s, target)}" if target is not None else ""),
            {"seat": seat, "source": source, "target": target},
            seat=seat,
        )
    )


def _trap_spent(s: S, source: str, events: list[Event]) -> None:
    """A passive's trigger ("...; then discard this") leaves its host as it fires."""
    if P.is_passive(source) and P.host_of(s, source) is not None:
        Z.detach(s, source, events, "it went off")


# --- the steps ------------------------------------------------------------------------------


def execute(s: S, step: Any, seat: int, source: str, target: Any, events: list[Event]) -> None:
    name = step.name
    p = step.params
    if name == "modify_stat":
        keys = [target] if p.who == "target" else list(s.party[seat])
        for key in keys:
            s.mods.append((key, p.stat, p.amount, p.duration))
        whom = P.key_name(s, target) if p.who == "target" else f"{who(seat)}'s crew"
        span = "this action" if p.duration == "action" else "this turn"
        events.append(
            Event(
                "modify",
                f"{whom}: {signed(p.amount)} {p.stat} for {span}",
                {"keys": keys, "stat": p.stat, "amount": p.amount},
                seat=seat,
            )
        )
    elif name == "modify_total":
        if not s.act_kind:
            return
        n = P.amount(s, p.amount, seat)
        if p.side == "defense":
            s.act_def += n
        else:
            s.act_mod += n
        events.append(
            Event(
                "modify",
                f"{signed(n)} {p.side} for the {s.act_kind} under way",
                {"side": p.side, "amount": n},
                seat=seat,
            )
        )
    elif name == "ignore_defenders":
        if s.act_kind == "attack":
            s.act_ignore.add(p.part)
            part = "stationed crew add" if p.part == "crew" else "leader adds"
            events.append(
                Event("ignore", f"The defending {part} nothing to this defence", seat=seat)
            )
    elif name == "station":
        if s.act_kind == "attack":
            s.assigned[target] = s.act_target
            events.append(
                Event(
                    "station",
                    f"{P.key_name(s, target)} rushes to the {s.game.sections[s.act_target].name}",
                    {"crew": target, "section": s.act_target},
                    seat=seat,
                )
            )
    elif name == "cancel_action":
        cancel_action(s, events, f"{who(seat)} cancels it")
    elif name == "counter":
        counter(s, int(target), seat, events)
    elif name == "tap":
        Z.tap(s, target, events)
        events.append(Event("tap", f"{P.key_name(s, target)} is tapped", {"key": target}))
    elif name == "untap":
        s.tapped.discard(target)
        events.append(Event("untap", f"{P.key_name(s, target)} is untapped", {"key": target}))
    elif name == "send_to_crew_stack":
        send_away(s, target, seat, events)
    elif name == "detach":
        Z.detach(s, target, events, f"{who(seat)}'s {P.key_name(s, source)}")
    elif name == "move_passive":
        if hosts_for(s, seat, target):
            s.stack.push(Decision(seat, "move_passive", {"card": target}))
    elif name == "victory":
        from game.engines.storm_the_bridge import victory

        victory.claim(s, seat, source, events)
    elif name == "draw":
        Z.draw(s, seat, p.amount, events, f"({P.key_name(s, source)})")
    elif name == "extra_recruit":
        if seat == s.turn_player:
            s.extra_recruits += p.count
            events.append(
                Event(
                    "extra_recruit",
                    f"{who(seat)} may recruit {plural(p.count, 'more time')} this turn",
                    seat=seat,
                )
            )
    elif name == "cycle_pool":
        for _ in range(p.times):
            Z.cycle(s, events)
    elif name == "peek_crew":
        start_scan(s, seat, p.count, p.may_bottom, events)
    elif name == "shield":
        s.shields.append((target, p.instead))
        events.append(
            Event(
                "shield",
                f"{P.key_name(s, target)} is protected from the Crew Stack this turn",
                {"crew": target},
                seat=seat,
            )
        )
    else:  # pragma: no cover - the loader refuses any other step in effects
        raise AssertionError(name)


# --- the hard verbs -------------------------------------------------------------------------


def send_away(s: S, crew: str, by_seat: int, events: list[Event]) -> None:
    """Send a party crew member to the bottom of the Crew Stack, unless something stops
    it: Mister Fiddles against an opponent, Loyal to the End, then a shield."""
    owner = P.crew_seat(s, crew)
    if owner is None:
        return
    name = P.key_name(s, crew)
    if by_seat != owner and P.has_flag(s, crew, "immune_to_opponents"):
        events.append(Event("immune", f"{name} cannot be sent away by an opponent"))
        return
    loyal = P.passive_with(s, crew, "loyal")
    if loyal is not None:
        Z.detach(s, loyal, events, f"{name} stays")
        return
    for i, (who_, instead) in enumerate(s.shields):
        if who_ == crew:
            del s.shields[i]
            if instead == "tap":
                Z.tap(s, crew, events)
                events.append(Event("shielded", f"{name} is tapped instead", {"crew": crew}))
            else:
                events.append(Event("shielded", f"{name} stays in the party", {"crew": crew}))
            return
    s.party[owner].remove(crew)
    s.assigned.pop(crew, None)
    Z.withdraw(s, crew, events)
    s.tapped.discard(crew)
    for inst in list(s.attached.get(crew, ())):
        Z.detach(s, inst, events, f"{name} left the party")
    Z.to_bottom(s, crew)
    events.append(
        Event(
            "sent",
            f"{name} ({who(owner)}) goes to the bottom of the Crew Stack",
            {"crew": crew, "seat": owner},
            seat=owner,
        )
    )
    for member in s.party[owner]:
        ab = s.game.crew[member].ability
        if (
            ab is not None
            and ab.kind == "trigger"
            and ab.trigger is not None
            and ab.trigger.name == "on_own_crew_sent"
        ):
            s.pending.append((owner, member, 0))


def end_action(s: S, events: list[Event]) -> None:
    """The recruit or attack is over: what lasted "for this action" ends with it."""
    kind = s.act_kind or "action"
    s.act_kind = None
    s.act_card = None
    s.act_committed = []
    s.act_used = set()
    s.act_bonus = s.act_mod = s.act_def = s.act_def_discards = s.act_extra = 0
    s.act_ignore = set()
    s.act_first = False
    s.mods = [m for m in s.mods if m[3] != "action"]
    done = [inst for inst, until in s.table if until == "action"]
    s.table = [(inst, until) for inst, until in s.table if until != "action"]
    clear_table(s, done, f"the {kind} is over", events)


def clear_table(s: S, insts: list[str], why: str, events: list[Event]) -> None:
    """Instants kept on the table while their effect lasted go to the discard pile, said
    in the log as their play was."""
    if not insts:
        return
    s.discard.extend(insts)
    names = ", ".join(s.game.card_name(i) for i in insts)
    verb = "goes" if len(insts) == 1 else "go"
    events.append(
        Event("table_cleared", f"{names} {verb} to the discard pile ({why})", {"cards": insts})
    )


def cancel_action(s: S, events: list[Event], why: str) -> None:
    """Cancel the recruit or attack under way: it leaves the stack, its committed cards
    stay untapped (and may not try that target again this turn, A5), discards paid stay
    paid."""
    if not s.act_kind:
        return
    s.items = [it for it in s.items if it[0] != s.act_uid]
    tag = ("r:" if s.act_kind == "recruit" else "a:") + s.act_target
    for key in s.act_committed:
        s.failed.add((tag, key))
    if s.act_card is not None:
        s.discard.append(s.act_card)
    what = (
        f"the recruit of {s.game.crew[s.act_target].name}"
        if s.act_kind == "recruit"
        else f"the attack on the {s.game.sections[s.act_target].name}"
    )
    events.append(
        Event("cancel", f"{what[0].upper()}{what[1:]} is cancelled ({why})", {"uid": s.act_uid})
    )
    end_action(s, events)


def counter(s: S, uid: int, seat: int, events: list[Event]) -> None:
    item = R.find(s, uid)
    if item is None:
        return
    if item[1] in ("recruit", "attack"):
        cancel_action(s, events, f"{who(seat)} counters it")
        return
    s.items.remove(item)
    label = R.item_label(s, item)
    if item[1] == "card":
        s.discard.append(item[3])
    events.append(Event("counter", f"{label} is countered", {"uid": uid}, seat=seat))


def hosts_for(s: S, seat: int, inst: str) -> list[str]:
    """Where a passive may move with Jury-Rig: another card of ``seat``'s party of the
    kind its strip names (a leader or crew member for blue, a section for purple). Who
    may *play* it (an opponent's crew, your own section) does not limit a move."""
    card = s.game.actions[s.game.design_of[inst]]
    current = P.host_of(s, inst)
    if card.target is None or current is None:
        return []
    kind = card.target.name
    if kind == "section":
        options = P.sections_of(s, seat)
    elif kind == "character":
        options = P.characters(s, seat)
    else:
        options = list(s.party[seat])
    return [h for h in options if h != current]


# --- Long-Range Scan / Sensor Sweep ---------------------------------------------------------


def start_scan(s: S, seat: int, count: int, may_bottom: bool, events: list[Event]) -> None:
    k = min(count, len(s.crew_stack))
    if k == 0:
        return
    top = [c for c in s.crew_stack[len(s.crew_stack) - k :] if c is not None]
    for i, known in enumerate(s.crew_known):
        if i == seat:
            known.update(top)
        else:
            known.difference_update(top)
    names = ", ".join(s.game.crew[c].name for c in reversed(top))
    public = Event(
        "scan",
        f"{who(seat)} looks at the top {plural(k, 'card')} of the Crew Stack",
        {"seat": seat, "count": k},
        seat=seat,
    )
    events.append(
        Event(
            "scan",
            f"{who(seat)} looks at the top of the Crew Stack: {names} (top first)",
            {"seat": seat, "count": k, "crew": top},
            seat=seat,
            visible_to=frozenset({seat}),
            redacted=public,
            irreversible=True,
        )
    )
    s.stack.push(Decision(seat, "scan", {"k": k, "placed": 0, "bottom": may_bottom}))
