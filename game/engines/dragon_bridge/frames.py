"""Every pending decision kind: the legal actions it offers and what each one does."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.dragon_bridge import effects, gems, hacks, movement, powers, setup

if TYPE_CHECKING:
    from game.engines.dragon_bridge.state import DragonBridgeState as S

YES_NO = (True, False)


def legal_for(s: S, frame: Decision) -> list[Action]:
    kind = frame.kind
    data = frame.data
    g = s.game
    if kind == "play":
        hand = set(s.hands[frame.seat])
        acts = [
            Action("play", (cid,), f"Play {g.cards[cid].name}: {g.cards[cid].text}")
            for cid in g.card_order
            if cid in hand
        ]
        return acts or [Action("play", (None,), "No card to play")]
    if kind == "direction":
        verb = movement.VERB[data["kind"]]
        toward = s.bridge.toward_dragon(s.dragon_end)
        return [
            Action("dir", (d,), f"{verb} {movement.direction_word(s, d)}")
            for d in (toward, -toward)
        ]
    if kind == "distance":
        verb = movement.VERB[data["kind"]]
        word = movement.direction_word(s, data["dir"])
        return [
            Action(
                "dist", (n,), f"{verb} {n} tile{'s' if n != 1 else ''} {word}" if n else "Stay put"
            )
            for n in range(data["reach"] + 1)
        ]
    if kind == "bump_bonus":
        name, power = powers.find_power(s, frame.seat, data["pending"][0])
        assert power.bonus is not None
        return [
            Action("bonus", (True,), f"Use {name}: +{power.bonus.amount} BUMP (in full)"),
            Action("bonus", (False,), f"Do not use {name}"),
        ]
    if kind == "optional_step":
        verb = movement.VERB[data["kind"]]
        return [
            Action(
                "use",
                (True,),
                f"{verb} {movement.reach_words(s, data['kind'], frame.seat, data['amount'])}",
            ),
            Action("use", (False,), f"Do not {verb.lower()}"),
        ]
    if kind == "choose":
        return [Action("option", (i,), label) for i, label in enumerate(data["labels"])]
    if kind in ("nest_take", "nest_flip"):
        out = []
        for i, (cid, up) in enumerate(s.nest):
            name = g.cards[cid].name
            if kind == "nest_take":
                label = f"Take {name} from the Nest"
            else:
                label = f"Turn {name} face {'down' if up else 'up'}"
            out.append(Action("nest", (i,), label))
        return out
    if kind == "gem":
        return gems.gem_actions(s)
    if kind == "order":
        out = []
        for i, (seat, key) in enumerate(s.triggers):
            name, power = powers.find_power(s, seat, key)
            out.append(Action("order", (i,), f"Resolve {name} first: {power.text}"))
        return out
    if kind == "use_power":
        name, power = powers.find_power(s, frame.seat, data["key"])
        text = power.text
        # A power that is one MOVE or TELEPORT says how far it really goes.
        if len(power.effect) == 1 and power.effect[0].name in ("move", "teleport"):
            step = power.effect[0]
            reach = movement.reach_words(s, step.name, frame.seat, step.amount)
            if reach != f"up to {step.amount}":
                text = f"{text.rstrip('.')} (with your bonuses: {reach})."
        return [
            Action("use", (True,), f"Use {name}: {text}"),
            Action("use", (False,), f"Do not use {name}"),
        ]
    if kind == "setup_wizard":
        return setup.wizard_choices(s)
    if kind == "hack_tile":
        return hacks.tile_choices(s, data)
    if kind == "hack_nest":
        return hacks.nest_choices(s)
    if kind == "warp":
        return [
            Action("warp", (True,), f"Step through the Warp Gate to tile {data['to'] + 1}"),
            Action("warp", (False,), "Stay on this Warp Gate"),
        ]
    if kind == "gem_state":
        return [
            Action("gem_state", (True,), "Put a READY green gem on your wizard card"),
            Action("gem_state", (False,), "Put a DEPLETED green gem on your wizard card"),
        ]
    if kind == "tribute":
        return effects.tribute_options(s, frame.seat, data["count"])
    if kind == "search_take":
        deck = set(s.deck)
        return [
            Action("search", (cid,), f"Take {g.cards[cid].name} from the deck")
            for cid in g.card_order
            if cid in deck
        ]
    if kind in ("search_give", "discard"):
        # A card from hand into the deck: Lori Ann-Davis's gift, or one over a hand limit.
        verb = "search" if kind == "search_give" else "discard"
        hand = set(s.hands[frame.seat])
        return [
            Action(verb, (cid,), f"Shuffle {g.cards[cid].name} into the deck")
            for cid in g.card_order
            if cid in hand
        ]
    if kind == "arrange":
        top = [str(c) for c in s.deck[-data["count"] :]]
        orders = sorted(set(itertools.permutations(reversed(top))))
        return [
            Action(
                "arrange",
                order,
                "Put back, top first: " + ", ".join(g.cards[c].name for c in order),
            )
            for order in orders
        ]
    raise AssertionError(kind)  # pragma: no cover


def apply_frame(s: S, frame: Decision, action: Action, events: list[Event]) -> None:
    kind = frame.kind
    seat = frame.seat
    data = frame.data
    # Each frame kind offers actions of one argument type (an index, a card id, a flag).
    arg: Any = action.args[0] if action.args else None
    if kind == "play":
        _play(s, seat, arg, events)
    elif kind == "direction":
        movement.choose_direction(s, seat, data, int(arg), events)
    elif kind == "distance":
        movement.travel(s, data["kind"], seat, data["dir"], int(arg), events)
    elif kind == "bump_bonus":
        # A fresh dict: frame data is shared shallowly between clones.
        pending = list(data["pending"])
        key = pending.pop(0)
        fresh = {**data, "pending": pending}
        if arg:
            name, power = powers.find_power(s, seat, key)
            assert power.bonus is not None
            fresh["fixed"] += power.bonus.amount
            powers.mark_used(s, key, power)
            events.append(Event("bonus", f"Player {seat + 1} uses {name}", seat=seat))
        movement.next_bump_bonus(s, seat, fresh, events)
    elif kind == "optional_step":
        if arg:
            movement.begin(s, data["kind"], seat, data["amount"], events)
    elif kind == "choose":
        branch = data["step"].options[int(arg)]
        events.append(Event("choose", f"Player {seat + 1} chooses {branch.label}", seat=seat))
        s.queue[:0] = [(st, seat) for st in branch.steps]
    elif kind == "nest_take":
        cid, _ = s.nest.pop(int(arg))
        s.hands[seat].append(cid)
        s.shown[seat].append(cid)  # taken openly from the Nest
        events.append(
            Event("take", f"Player {seat + 1} takes {s.game.cards[cid].name} from the Nest")
        )
    elif kind == "nest_flip":
        i = int(arg)
        cid, up = s.nest[i]
        s.nest[i] = (cid, not up)
        events.append(
            Event(
                "flip",
                f"{s.game.cards[cid].name} is turned face {'down' if up else 'up'} in the Nest",
            )
        )
    elif kind == "gem":
        gems.apply_gem_action(s, action, events)
        s.phase = "pounce"
    elif kind == "order":
        trig_seat, key = s.triggers.pop(int(arg))
        powers.start_trigger(s, trig_seat, key, events)
    elif kind == "use_power":
        if arg:
            powers.resolve_power(s, seat, data["key"], events)
    elif kind == "setup_wizard":
        setup.apply_wizard_choice(s, seat, action, events)
    elif kind == "hack_tile":
        hacks.place_on_tile(s, seat, data, int(arg), events)
    elif kind == "hack_nest":
        hacks.nest_to_bottom(s, data["hack"], int(arg), events)
    elif kind == "warp":
        if arg:
            movement.warp(s, seat, data["to"], events)
    elif kind == "gem_state":
        effects.gem_onto_card(s, seat, bool(arg), events)
    elif kind == "tribute":
        effects.pay_tribute(s, seat, arg, data["count"], events)
    elif kind == "search_take":
        cid = str(arg)
        s.deck.remove(cid)
        s.known_top[seat] = len(s.deck)
        s.hands[seat].append(cid)
        events.append(
            effects.private(
                seat,
                "search",
                f"Player {seat + 1} takes {g_name(s, cid)} from the deck",
                f"Player {seat + 1} takes a card from the deck",
            )
        )
        s.stack.push(Decision(seat, "search_give"))
    elif kind == "search_give":
        cid = str(arg)
        s.leave_hand(seat, cid, openly=False)
        s.deck.append(cid)
        s.shuffle_deck(1, owner=seat)
        events.append(
            effects.private(
                seat,
                "search",
                f"Player {seat + 1} shuffles {g_name(s, cid)} into the deck",
                f"Player {seat + 1} shuffles a card from their hand into the deck",
            )
        )
    elif kind == "discard":
        effects.discard(s, seat, str(arg), events)
    elif kind == "arrange":
        k = data["count"]
        s.deck[-k:] = [str(c) for c in reversed(action.args)]
        s.known_top[1 - seat] = 0  # the rival no longer knows this order
        events.append(
            effects.private(
                seat,
                "arrange",
                f"Player {seat + 1} puts them back, top first: "
                + ", ".join(s.game.cards[str(c)].name for c in action.args),
                f"Player {seat + 1} puts the cards back in an order of their choice",
            )
        )
    else:  # pragma: no cover
        raise AssertionError(kind)


def _play(s: S, seat: int, cid: object, events: list[Event]) -> None:
    s.phase = "card"
    if cid is None:
        events.append(Event("play", f"Player {seat + 1} has no card to play", seat=seat))
        return
    card = s.game.cards[str(cid)]
    s.leave_hand(seat, card.id)
    s.in_play = card.id
    events.append(
        Event("play", f"Player {seat + 1} plays {card.name}", {"card": card.id}, seat=seat)
    )
    s.queue = [(step, seat) for step in card.action]


def g_name(s: S, cid: str) -> str:
    return s.game.cards[cid].name
