"""The main phase: play skills and Sources, place and use modifications, use a usable
Gembearer, add defense cards face down at the right of the defense setup, in any order,
each its own decision until "End main phase"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.events import Event
from game.engines.gemwielders import cards, effects
from game.engines.gemwielders.content import Ability, Card
from game.engines.gemwielders.effects import bearer_key
from game.engines.gemwielders.words import who

if TYPE_CHECKING:
    from game.engines.gemwielders.state import GemState as S


def use_ability(s: S, key: str) -> Ability | None:
    uses = s.game.use_abilities
    if key in uses:  # a card instance: its first "use" clause, looked up once per game
        return uses[key]
    return next((ab for ab in effects.abilities(s, key) if ab.trigger == "use"), None)


def legal(s: S, seat: int) -> list[Action]:
    # Actions are immutable and their labels come from the content alone, so each is made
    # once per game (``GemGame.action_cache``) and reused.
    game = s.game
    cache = game.action_cache
    inst_defs = game.inst_defs
    hand_actions = game.hand_actions
    out: list[Action] = []
    kinds: set[str] = set()
    played = s.played
    for inst in s.hand[seat]:
        if inst in played:
            continue  # the loop guard: played once this turn, back in hand by a reshuffle
        card = inst_defs.get(inst)  # type: ignore[arg-type]
        if card is None:
            card = cards.defn(s, str(inst))
        cid = card.id
        if cid in kinds:
            continue
        kinds.add(cid)
        action = hand_actions[cid] if cid in hand_actions else hand_action(card)
        if action is not None:
            out.append(action)
    mods = s.mods[seat]
    if mods:
        used_kinds: set[str] = set()
        for inst in mods:
            cid = cards.card_id(inst)
            if inst in s.used or cid in used_kinds:
                continue
            ab = use_ability(s, inst)
            if ab is not None and s.power[seat] >= ab.cost:
                used_kinds.add(cid)
                ckey: tuple[str, str | None] = ("use", cid)
                action = cache.get(ckey)
                if action is None:
                    cost = f" (pay {ab.cost} power)" if ab.cost else ""
                    action = cache[ckey] = Action(
                        "use",
                        (cid,),
                        f"Use {cards.name(s, inst)}{cost}: {effects.describe(ab.do)}",
                    )
                out.append(action)
    key = bearer_key(seat)
    bearer = s.bearer[seat]
    uses = s.game.bearer_uses
    ab = uses[bearer] if bearer in uses else use_ability(s, key)
    if ab is not None and not s.bearer_used[seat] and s.power[seat] >= ab.cost:
        ckey = ("wield", s.bearer[seat])
        action = cache.get(ckey)
        if action is None:
            cost = f" (pay {ab.cost} power)" if ab.cost else ""
            name = effects.key_name(s, key)
            action = cache[ckey] = Action(
                "wield", (), f"Use {name}{cost}: {effects.describe(ab.do)}"
            )
        out.append(action)
    out.append(END_MAIN)
    return out


END_MAIN = Action("end_main", (), "End the main phase")


def hand_action(card: Card) -> Action | None:
    """The main-phase action of a card in hand, if it has one (``GemGame.hand_actions``
    holds it per card id)."""
    if card.type in ("skill", "source"):
        return Action("play", (card.id,), f"Play {card.name}")
    if card.type == "modification":
        return Action("place", (card.id,), f"Place {card.name}")
    if card.type == "defense":
        return Action("defend", (card.id,), f"Add {card.name} ({card.defense}) to your defense")
    return None


def apply(s: S, seat: int, action: Action, events: list[Event]) -> None:
    kind = action.kind
    if kind == "end_main":
        events.append(Event("end_main", f"{who(seat)} ends the main phase", seat=seat))
        s.stage = "attack"
        return
    if kind in ("play", "place", "defend"):
        inst = cards.first_with(s.hand[seat], str(action.args[0]), s.played)
        assert inst is not None
        cards.remove_from_hand(s, seat, inst)
        if kind == "play":
            play(s, seat, inst, events)
        elif kind == "place":
            place(s, seat, inst, events)
        else:
            defend(s, seat, inst, events)
    elif kind == "use":
        inst = next(
            m for m in s.mods[seat] if cards.card_id(m) == action.args[0] and m not in s.used
        )
        s.used.add(inst)
        _use(s, seat, inst, events)
    elif kind == "wield":
        s.bearer_used[seat] = True
        _use(s, seat, bearer_key(seat), events)


def play(s: S, seat: int, inst: str, events: list[Event]) -> None:
    """A skill or a Source goes face up on the table, resolves, then to the discard pile
    (a Source paid back goes to its stack instead)."""
    s.exposed[seat].discard(inst)
    s.table[seat].append(inst)
    s.played.add(inst)
    card = cards.defn(s, inst)
    events.append(
        Event("play", f"{who(seat)} plays {card.name}", {"seat": seat, "card": inst}, seat=seat)
    )
    items: list[tuple[Any, ...]] = [
        ("clause", seat, inst, ab) for ab in card.abilities if ab.trigger == "on_play"
    ]
    if card.type == "source":
        # "Whenever you play a Source" powers add to its gain, before the choice to pay
        # for sending it back (rules.md).
        reactions: list[tuple[Any, ...]] = []
        for key in [bearer_key(seat), *s.mods[seat]]:
            for ab in effects.abilities(s, key):
                if ab.trigger == "on_source_played":
                    reactions += [("say", seat, key, "on_source_played"), ("clause", seat, key, ab)]
        items[1:1] = reactions
    s.queue[:0] = [*items, ("finish", seat, inst)]


def place(s: S, seat: int, inst: str, events: list[Event]) -> None:
    s.exposed[seat].discard(inst)
    s.mods[seat].append(inst)
    events.append(
        Event(
            "place",
            f"{who(seat)} places {cards.name(s, inst)}",
            {"seat": seat, "card": inst},
            seat=seat,
        )
    )
    effects.enqueue(s, inst, "on_play")


def defend(s: S, seat: int, inst: str, events: list[Event]) -> None:
    """Face down from a hidden hand: the opponent cannot tell which card left it, so a
    card it saw go into that hand (ruling 20) is known neither in the setup nor, any
    longer, in the hand: each of them may be the one just placed (ruling 11)."""
    s.defense[seat].append(inst)
    pos = len(s.defense[seat])
    s.exposed[seat].difference_update([inst, *s.hand[seat]])
    events.append(
        Event(
            "defend",
            f"{who(seat)} adds {cards.name(s, inst)} face down to the defense setup (card {pos})",
            {"seat": seat, "card": inst, "position": pos - 1},
            seat=seat,
            visible_to=frozenset({seat}),
            redacted=Event(
                "defend",
                f"{who(seat)} adds a card face down to the defense setup (card {pos})",
                {"seat": seat, "position": pos - 1},
                seat=seat,
            ),
        )
    )


def _use(s: S, seat: int, key: str, events: list[Event]) -> None:
    ab = use_ability(s, key)
    assert ab is not None
    if ab.cost:
        s.power[seat] -= ab.cost
    cost = f", paying {ab.cost} power" if ab.cost else ""
    # Steps that always narrate themselves follow on their own lines; saying them here too
    # printed every gain twice. A step that may pass in silence keeps the announcement.
    said = "" if effects.always_narrated(ab.do) else f": {effects.describe(ab.do)}"
    events.append(
        Event(
            "use",
            f"{who(seat)} uses {effects.key_name(s, key)}{cost}{said}",
            {"seat": seat, "key": key},
            seat=seat,
        )
    )
    s.queue[:0] = [("step", seat, key, st) for st in ab.do]
