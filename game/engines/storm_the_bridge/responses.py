"""The response window: a last-in-first-out stack of items and the priority that passes
round the table (the research's section 7, adopted as written).

- Only the active player starts a recruit, an attack or anything else from the *open
  state* (Action phase, empty stack); every item pushed goes on top.
- After an item is pushed, priority goes round in turn order starting after its pusher;
  the top item resolves once every player, the pusher too, has passed in a row.
  Responding restarts the round (after the responder).
- After a resolution with items left, a new round starts with the active player, on the
  new top item. Legality is checked again on resolution: an item whose target has gone
  fizzles.
- Rules actions (discarding for the active player's bonus, or a defender's Stand
  Fast) take effect at once, cannot be countered, keep priority with their taker and do
  not restart the round.
- When the active player ends the phase, every other player in turn order has one last
  call with an empty stack; anything they add runs a window, then the active player
  decides again.

Items are tuples ``(uid, kind, seat, source, target, index)``: ``recruit`` (source: the
Defection instance or ""), ``attack``, ``card`` (source: the instance), ``ability``
(source: the card's key, index: which ability) and ``trigger`` (the same for a
triggered ability, or a passive instance).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge import recruit, redeploy
from game.engines.storm_the_bridge import targets as T
from game.engines.storm_the_bridge.content import Ability
from game.engines.storm_the_bridge.words import who

if TYPE_CHECKING:
    from collections.abc import Container, Iterator

    from game.engines.storm_the_bridge.state import Item
    from game.engines.storm_the_bridge.state import StormState as S


# --- what an item is ------------------------------------------------------------------------


def ability_of(s: S, source: str, index: int) -> Ability | None:
    game = s.game
    if P.is_leader(source):
        return game.leaders[s.leader[int(source[len(P.LEADER) :])]].ability
    if source in game.sections:
        abilities = game.sections[source].abilities
        return abilities[index] if index < len(abilities) else None
    if source in game.crew:
        return game.crew[source].ability
    if P.is_passive(source):
        triggers = game.passive_triggers[game.design_of[source]]
        return triggers[index] if index < len(triggers) else None
    return None


def item_steps(s: S, item: Item) -> list[Any]:
    kind = item[1]
    if kind == "card":
        return s.game.actions[s.game.design_of[item[3]]].effects
    if kind in ("ability", "trigger"):
        ab = ability_of(s, item[3], item[5])
        return ab.effects if ab is not None else []
    return []


def item_label(s: S, item: Item, actor: int | None = None) -> str:
    """An item as the log and the table name it: "Player 2's recruit of Bolt Harrigan".
    In a line about ``actor``'s own play, their own item is "their own Field Promotion"."""
    _, kind, seat, source, target, index = item
    owner = "their own" if seat == actor else f"{who(seat)}'s"
    if kind == "recruit":
        via = " (Defection)" if source else ""
        return f"{owner} recruit of {s.game.crew[target].name}{via}"
    if kind == "attack":
        return f"{owner} attack on the {s.game.sections[target].name}"
    if kind == "card":
        on = f" on {T.target_label(s, target, actor)}" if target is not None else ""
        return f"{owner} {s.game.card_name(source)}{on}"
    ab = ability_of(s, source, index)
    name = ab.name if ab is not None else "ability"
    card = P.key_name(s, source)
    if card == name:  # a trap named for its card: "Booby Trap", once
        return f"{owner} {name}"
    return f"{owner} {name} ({P.key_phrase(s, source)})"


def find(s: S, uid: int) -> Item | None:
    for item in s.items:
        if item[0] == uid:
            return item
    return None


def push(s: S, kind: str, seat: int, source: str, target: Any, index: int = 0) -> Item:
    """Put an item on top and give priority to the seat after its pusher."""
    item = add(s, kind, seat, source, target, index)
    s.passes = 0
    s.prio = (seat + 1) % s.num_players
    s.stage = "window"
    return item


def add(s: S, kind: str, seat: int, source: str, target: Any, index: int = 0) -> Item:
    s.serial += 1
    item: Item = (s.serial, kind, seat, source, target, index)
    s.items.append(item)
    return item


# --- what a seat may do while it holds priority ---------------------------------------------


def _distinct(hand: list[str | None], s: S) -> list[str]:
    out: list[str] = []
    for inst in hand:
        if inst is not None:
            design = s.game.design_of[inst]
            if design not in out:
                out.append(design)
    return out


Payment = str | tuple[str, ...]


def payments(s: S, seat: int, cost: int) -> list[Payment]:
    """The ways to discard ``cost`` cards from ``seat``'s hand, by design (which copy of a
    design goes is no choice): one design for a single card, as the other discards are
    named; a tuple of designs, in the hand's order, for more."""
    if cost == 1:
        return list(_distinct(s.hand[seat], s))
    counts: dict[str, int] = {}
    for inst in s.hand[seat]:
        if inst is not None:
            design = s.game.design_of[inst]
            counts[design] = counts.get(design, 0) + 1
    pool = [d for d, n in counts.items() for _ in range(min(n, cost))]
    return list(dict.fromkeys(itertools.combinations(pool, cost)))


def paid_designs(pay: object) -> tuple[str, ...]:
    """The designs a "use" action discards (its last argument)."""
    if isinstance(pay, tuple):
        return tuple(str(d) for d in pay)
    return () if pay is None else (str(pay),)


def card_actions(s: S, seat: int) -> list[Action]:
    out: list[Action] = []
    for design in _distinct(s.hand[seat], s):
        out.extend(design_plays(s, seat, design))
    return out


def hand_plays(s: S, seat: int, design: str) -> list[Action]:
    """``card_actions``' plays of ``design`` (none unless the hand holds one), in order."""
    design_of = s.game.design_of
    if any(inst is not None and design_of[inst] == design for inst in s.hand[seat]):
        return design_plays(s, seat, design)
    return []


def _play_targets(s: S, seat: int, design: str) -> list[Any] | None:
    """Where ``seat`` may play ``design`` now: None when it may not be played at all,
    [None] for a card without a target."""
    card = s.game.actions[design]
    if not T.requires_ok(s, seat, card.requires):
        return None
    if card.target is None:
        return [None]
    options = T.candidates(s, seat, card.target)
    if card.effects and card.effects[0].name == "defect":
        # A defection is a recruit: it needs a card that may still be committed to it.
        options = [t for t in options if recruit.committable(s, seat, f"r:{t}")]
    return options


def design_plays(s: S, seat: int, design: str) -> list[Action]:
    options = _play_targets(s, seat, design)
    if not options:
        return []
    card = s.game.actions[design]
    verb = "Attach" if card.type == "passive" else "Play"
    if options == [None]:
        return [Action("play", (design, None), f"{verb} {card.name}")]
    return [
        Action(
            "play",
            (design, t),
            f"{verb} {card.name} {'to' if verb == 'Attach' else 'on'} {T.target_label(s, t)}",
        )
        for t in options
    ]


def _ability_sources(s: S, seat: int) -> list[tuple[str, int, Ability]]:
    game = s.game
    out: list[tuple[str, int, Ability]] = []
    key = P.leader_key(seat)
    ab = game.leaders[s.leader[seat]].ability
    if ab.kind == "response":
        out.append((key, 0, ab))
    for crew in s.party[seat]:
        cab = game.crew[crew].ability
        if cab is not None and cab.kind in ("tap", "response"):
            out.append((crew, 0, cab))
    for sec in P.sections_of(s, seat):
        for i, sab in enumerate(game.sections[sec].abilities):
            if sab.kind in ("tap", "response"):
                out.append((sec, i, sab))
    return out


def _ability_targets(
    s: S, seat: int, only: Container[str] | None = None
) -> Iterator[tuple[str, int, Ability, list[Any]]]:
    """The abilities ``seat`` may use now, each with its targets ([None]: no target);
    with ``only``, just those of these keys."""
    for key, index, ab in _ability_sources(s, seat):
        if only is not None and key not in only:
            continue
        if not ability_ready(s, seat, key, index, ab):
            continue
        targets: list[Any] = (
            T.candidates(s, seat, ab.target, key) if ab.target is not None else [None]
        )
        yield key, index, ab, targets


def ability_actions(s: S, seat: int, only: Container[str] | None = None) -> list[Action]:
    """The abilities' actions, in order; with ``only``, just those of these keys."""
    out: list[Action] = []
    for key, index, ab, targets in _ability_targets(s, seat, only):
        pays: list[Payment | None] = (
            list(payments(s, seat, ab.discard_cost)) if ab.discard_cost else [None]
        )
        for t in targets:
            on = f" on {T.target_label(s, t)}" if t is not None else ""
            for d in pays:
                cost = f", discarding {paid_names(s, d)}" if d is not None else ""
                how = "Tap" if ab.kind == "tap" else "Use"
                out.append(
                    Action(
                        "use",
                        (key, index, t, d),
                        f"{how} {P.key_phrase(s, key)}: {ab.name}{on}{cost}",
                    )
                )
    return out


def paid_names(s: S, pay: object) -> str:
    """What a payment discards, in words: "Sabotage" or "Sabotage and Red Tape"."""
    names = [s.game.actions[d].name for d in paid_designs(pay)]
    return " and ".join(names) if len(names) < 3 else ", ".join(names[:-1]) + " and " + names[-1]


def ability_ready(s: S, seat: int, key: str, index: int, ab: Ability) -> bool:
    if seat != s.turn_player and not usable_off_turn(s, ab):
        return False
    if ab.kind == "tap" and (
        key in s.tapped or key in s.act_used or P.has_flag(s, key, "no_commit")
    ):
        return False
    if ab.once_per_turn and f"{key}/{index}" in s.once_used:
        return False
    if len(s.hand[seat]) < ab.discard_cost:
        return False
    return T.requires_ok(s, seat, ab.requires)


def usable_off_turn(s: S, ab: Ability) -> bool:
    """May a player who is not the active one use ``ab`` now? The rulebook gives special
    abilities to the active player and, once an attack has begun, to any player for
    those that affect the attack; an answer by its own text ("in response") keeps the
    timing its text gives it (rules.md, R22)."""
    if any(cond.name == "response_only" for cond in ab.requires):
        return True
    return ab.affects_attack and s.act_kind == "attack"


def rules_actions(s: S, seat: int) -> list[Action]:
    """Discards for a bonus: the active player's for its own recruit or attack, and a
    defender's when a static lets it (Stand Fast)."""
    if not s.act_kind or not s.hand[seat]:
        return []
    out: list[Action] = []
    designs = _distinct(s.hand[seat], s)
    if s.act_seat == seat == s.turn_player:
        value = P.discard_value(s, seat, s.act_kind == "recruit")
        what = "influence" if s.act_kind == "recruit" else "attack"
        out.extend(
            Action("bonus", (d,), f"Discard {s.game.actions[d].name} for +{value} {what}")
            for d in designs
        )
    if s.act_kind == "attack" and s.occupier[s.act_target] == seat:
        allowed = P.defense_discards_allowed(s, seat, s.act_target)
        if s.act_def_discards < allowed:
            out.extend(
                Action("defend", (d,), f"Discard {s.game.actions[d].name} for +1 defence")
                for d in designs
            )
    return out


def priority_actions(s: S, seat: int) -> list[Action]:
    return [
        Action("pass", (), "Pass"),
        *rules_actions(s, seat),
        *card_actions(s, seat),
        *ability_actions(s, seat),
    ]


def last_call_actions(s: S, seat: int) -> list[Action]:
    return [
        Action("pass", (), "Pass (let the phase end)"),
        *card_actions(s, seat),
        *ability_actions(s, seat),
    ]


# --- auto-pass: only on what every seat can see -----------------------------------------------


def could_respond(s: S, seat: int) -> bool:
    """Could ``seat`` do anything but pass, whatever its hand held? Judged on public
    information only (its abilities, its hand's size, the cards not yet seen face up),
    so an auto-pass tells the other seats nothing they did not know (rules.md). It asks
    the same questions as the legal actions, without building their labels."""
    if any(targets for *_, targets in _ability_targets(s, seat)):
        return True
    if not s.hand[seat]:
        return False
    if s.act_kind and (
        s.act_seat == seat == s.turn_player
        or (
            s.act_kind == "attack"
            and s.occupier[s.act_target] == seat
            and s.act_def_discards < P.defense_discards_allowed(s, seat, s.act_target)
        )
    ):
        return True
    shown: dict[str, int] = {}
    design_of = s.game.design_of
    for inst in s.discard:
        shown[design_of[inst]] = shown.get(design_of[inst], 0) + 1
    for cards in s.attached.values():
        for inst in cards:
            shown[design_of[inst]] = shown.get(design_of[inst], 0) + 1
    for inst, _ in s.table:
        shown[design_of[inst]] = shown.get(design_of[inst], 0) + 1
    for item in s.items:
        if item[1] in ("card", "recruit") and P.is_passive(item[3]):
            shown[design_of[item[3]]] = shown.get(design_of[item[3]], 0) + 1
    for design in s.game.action_order:
        if shown.get(design, 0) >= s.game.actions[design].count:
            continue
        if _play_targets(s, seat, design):
            return True
    return False


def auto_passes(s: S, seat: int) -> bool:
    return s.auto_pass[seat] and not could_respond(s, seat)


# --- the window ---------------------------------------------------------------------------


def offer(s: S, events: list[Event]) -> None:
    """Stage "window": the seat holding priority answers the top item, or passes."""
    seat = s.prio
    if auto_passes(s, seat):
        pass_priority(s, seat, events, auto=True)
        return
    s.stack.push(Decision(seat, "priority"))


def pass_priority(s: S, seat: int, events: list[Event], *, auto: bool = False) -> None:
    events.append(
        Event(
            "pass",
            f"{who(seat)} passes" + (" (no answer was possible)" if auto else ""),
            {"seat": seat, "auto": auto},
            seat=seat,
        )
    )
    s.passes += 1
    if s.passes >= s.num_players:
        s.stage = "resolve"
    else:
        s.prio = (seat + 1) % s.num_players
        s.stage = "window"


def last_call(s: S, events: list[Event]) -> None:
    """Stage "last_call": the active player ended the phase with an empty stack."""
    while s.last_call:
        seat = s.last_call[0]
        if auto_passes(s, seat):
            s.last_call.pop(0)
            events.append(
                Event(
                    "pass",
                    f"{who(seat)} passes (no answer was possible)",
                    {"seat": seat, "auto": True},
                    seat=seat,
                )
            )
            continue
        s.stack.push(Decision(seat, "last_call"))
        return
    redeploy.begin(s, events)


def next_round(s: S, events: list[Event]) -> None:
    """Stage "next": after a resolution (and its triggers), a new round on the new top
    item starting with the active player, or the open state."""
    if s.items:
        s.prio = s.turn_player
        s.passes = 0
        s.stage = "window"
    else:
        s.stage = "open"
