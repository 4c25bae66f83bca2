"""Every decision of the game by the kind of its frame: what may be chosen, and what
choosing it does. The stages in ``flow`` push the frames; effects push their choices."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.engines.gemwielders import attack, cards, draft, effects, main_phase, setup
from game.engines.gemwielders.words import article, plural

if TYPE_CHECKING:
    from game.engines.gemwielders.state import GemState as S

SKIP = "skip"


def _distinct(zone: list[str | None]) -> list[str]:
    out: list[str] = []
    for inst in zone:
        if inst is not None and cards.card_id(inst) not in out:
            out.append(cards.card_id(inst))
    return out


_REDEAL = (
    Action("redeal", (False,), "Keep this draft row"),
    Action("redeal", (True,), "Send the row back, reshuffle and deal again"),
)
_KEEP_ROW = Action(SKIP, (), "Keep the row as it is")
_NO_SOCKET = Action(SKIP, (), "Socket no gem")
_NO_DRAFT = Action(SKIP, (), "Draft nothing")
_SOURCE = (
    Action("take_source", (), "Add a Source to your discard pile"),
    Action(SKIP, (), "Take no Source"),
)


def legal(s: S, frame: Decision) -> list[Action]:
    seat = frame.seat
    kind = frame.kind
    game = s.game
    # The commonest decisions of a search first.
    if kind == "main":
        return main_phase.legal(s, seat)
    if kind == "attack":
        return attack.pick_actions(s, seat)
    if kind == "bearer":
        return [
            Action("bearer", (b,), f"Wield {game.bearers[b].name}")
            for b in game.bearer_order
            if b not in s.bearer
        ]
    if kind == "redeal":
        return [*_REDEAL]
    # Actions are immutable and their labels depend on the content and the arguments
    # only: each is made once per game and reused (``GemGame.action_cache``).
    cache = game.action_cache
    out: list[Action] = []
    if kind == "dead_scrap":
        for i in draft.dead_slots(s):
            inst = str(s.row[i])
            key: tuple[Any, ...] = ("dead_scrap", i, cards.card_id(inst))
            action = cache.get(key)
            if action is None:
                action = cache[key] = Action(
                    "dead_scrap", (i,), f"Scrap {cards.name(s, inst)} (nobody can draft it)"
                )
            out.append(action)
        out.append(_KEEP_ROW)
        return out
    if kind == "socket":
        for g in game.gems:
            if s.pool[g] > 0:
                key = ("socket", g)
                action = cache.get(key)
                if action is None:
                    action = cache[key] = Action(
                        "socket", (g,), f"Socket {article(game.gem_defs[g].name)}"
                    )
                out.append(action)
        out.append(_NO_SOCKET)
        return out
    if kind == "draft":
        for i in draft.eligible_slots(s, seat):
            inst = str(s.row[i])
            key = ("draft", i, cards.card_id(inst))
            pair = cache.get(key)
            if pair is None:
                name = cards.name(s, inst)
                pair = cache[key] = (
                    Action("draft", (i,), f"Draft {name}"),
                    Action("scrap_row", (i,), f"Scrap {name} from the row"),
                )
            out += pair
        out.append(_NO_DRAFT)
        return out
    if kind == "source":
        return [*_SOURCE]
    if kind == "order":
        return attack.order_actions(s)
    if kind == "pay":
        return effects.pay_actions(s, frame)
    if kind == "discard":
        return [
            Action("discard", (c,), f"Discard {game.defs[c].name}") for c in _distinct(s.hand[seat])
        ]
    if kind == "scrap":
        zones = frame.data["zones"]
        where = {"hand": "your hand", "discard": "your discard pile"}
        return [
            *[
                Action("scrap", (z, c), f"Scrap {game.defs[c].name} from {where[z]}")
                for z, c in effects.scrap_candidates(s, seat, zones)
            ],
            Action("done", (), "Scrap nothing more"),
        ]
    if kind == "recover":
        return [
            Action("recover", (c,), f"Take {game.defs[c].name} into your hand")
            for c in _distinct(list(s.discard[seat]))
        ]
    if kind == "look":
        if frame.data["left"] > 0:
            extra = frame.data.get("extra", 0)
            if extra:  # first, as the ⚡ answer is in the other decisions that ask one
                cost = frame.data["extra_cost"]
                out.append(
                    Action(
                        "buy",
                        (extra,),
                        f"Pay {cost} power to take {plural(extra, 'more card')}",
                    )
                )
            return out + [
                Action("take", (c,), f"Take {game.defs[c].name} into your hand")
                for c in _distinct(s.looking[seat])
            ]
        return [
            Action("put_back", (c,), f"Put {game.defs[c].name} back (the last one back is on top)")
            for c in _distinct(s.looking[seat])
        ]
    if kind == "peek":
        return [
            Action("peek", (p,), f"Look at defense card {p + 1}")
            for p in effects.unknown_positions(s, seat)
        ]
    if kind == "pick_defense":
        return [
            Action("pick_defense", (p,), f"Discard defense card {p + 1}")
            for p in range(len(s.defense[1 - seat]))
        ]
    if kind == "exhaust":
        return [
            Action("exhaust", (effects.key_kind(k),), f"Set {effects.key_name(s, k)} to used")
            for k in effects.exhaust_options(s, 1 - seat)
        ]
    raise AssertionError(kind)  # pragma: no cover


def apply(s: S, frame: Decision, action: Action, events: list[Event]) -> None:
    seat = frame.seat
    kind = frame.kind
    a = action.args
    # The commonest decisions of a search first.
    if kind == "main":
        main_phase.apply(s, seat, action, events)
    elif kind == "attack":
        attack.apply_pick(s, seat, action, events)
    elif kind == "bearer":
        setup.choose_bearer(s, seat, str(a[0]), events)
    elif kind == "redeal":
        setup.redeal(s, seat, bool(a[0]), events)
    elif kind == "dead_scrap":
        if action.kind != SKIP:
            draft.scrap_from_row(s, seat, int(a[0]), events, dead=True)  # type: ignore[arg-type]
    elif kind == "socket":
        if action.kind != SKIP:
            draft.socket(s, seat, str(a[0]), events)
    elif kind == "draft":
        if action.kind == "draft":
            draft.take(s, seat, int(a[0]), events)  # type: ignore[arg-type]
        elif action.kind == "scrap_row":
            draft.scrap_from_row(s, seat, int(a[0]), events, dead=False)  # type: ignore[arg-type]
    elif kind == "source":
        if action.kind != SKIP:
            draft.take_source(s, seat, events)
    elif kind == "order":
        attack.apply_order(s, str(a[0]), events)
    elif kind == "pay":
        effects.apply_pay(s, frame, bool(a[0]), events)
    elif kind == "discard":
        inst = cards.first_with(s.hand[seat], str(a[0]))
        assert inst is not None
        effects.discard_from_hand(s, seat, inst, frame.data["key"], events)
        _again(s, frame, bool(s.hand[seat]))
    elif kind == "scrap":
        if action.kind == "done":
            return
        zone, cid = str(a[0]), str(a[1])
        pile = s.hand[seat] if zone == "hand" else s.discard[seat]
        inst = cards.first_with(pile, cid)
        assert inst is not None
        pile.remove(inst)
        cards.scrap(s, seat, inst, events)
        _again(s, frame, bool(effects.scrap_candidates(s, seat, frame.data["zones"])))
    elif kind == "recover":
        inst = cards.first_with(list(s.discard[seat]), str(a[0]))
        assert inst is not None
        s.discard[seat].remove(inst)
        cards.to_hand_openly(s, seat, inst)
        events.append(
            Event(
                "recover",
                f"Player {seat + 1} takes {cards.name(s, inst)} from the discard pile "
                f"into their hand ({effects.key_name(s, frame.data['key'])})",
                {"seat": seat, "card": inst},
                seat=seat,
            )
        )
        _again(s, frame, bool(s.discard[seat]))
    elif kind == "look":
        if action.kind == "buy":
            effects.buy_extra(s, seat, frame, events)
            return
        left = frame.data["left"]
        inst = cards.first_with(s.looking[seat], str(a[0]))
        assert inst is not None
        if left > 0:
            effects.look_take(s, seat, inst, events)
            left -= 1
        else:
            effects.look_back(s, seat, inst, events)
        effects.look_next(
            s,
            seat,
            left,
            frame.data["key"],
            events,
            extra=frame.data.get("extra", 0),
            extra_cost=frame.data.get("extra_cost", 0),
        )
    elif kind == "peek":
        effects.peek(s, seat, [int(a[0])], frame.data["key"], events)  # type: ignore[arg-type]
        _again(s, frame, bool(effects.unknown_positions(s, seat)))
    elif kind == "pick_defense":
        effects.discard_defense_at(s, seat, int(a[0]), frame.data["key"], events)  # type: ignore[arg-type]
        _again(s, frame, bool(s.defense[1 - seat]))
    elif kind == "exhaust":
        target = next(
            k for k in effects.exhaust_options(s, 1 - seat) if effects.key_kind(k) == a[0]
        )
        effects.exhaust(s, seat, target, frame.data["key"], events)
    else:  # pragma: no cover
        raise AssertionError(kind)


def _again(s: S, frame: Decision, possible: bool) -> None:
    """A choice of several ("discard 2 cards") asks again until it is complete."""
    left = frame.data["left"] - 1
    if left > 0 and possible:
        s.stack.push(Decision(frame.seat, frame.kind, {**frame.data, "left": left}))
