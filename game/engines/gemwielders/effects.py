"""Resolving card text: clauses with their optional power costs, each step of the
effect vocabulary, and the small choices inside an effect (which card to discard, which
defense card to peek at, what goes back on top of the deck).

The queue holds what waits to resolve, first first: ``("clause", owner, key, ability)``,
``("step", owner, key, step)`` and ``("finish", owner, key)`` (a played card leaves the
table). ``key`` names where the text is printed: a card instance, or ``bearer:<seat>``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.decisions import Decision
from game.core.events import Event
from game.core.vocabulary import Step
from game.engines.gemwielders import cards
from game.engines.gemwielders.content import Ability
from game.engines.gemwielders.words import plural, who

if TYPE_CHECKING:
    from game.engines.gemwielders.state import GemState as S

BEARER = "bearer:"


def bearer_key(seat: int) -> str:
    return f"{BEARER}{seat}"


def key_owner(s: S, key: str) -> int:
    if key.startswith(BEARER):
        return int(key[len(BEARER) :])
    return s.owner[key]


def key_name(s: S, key: str) -> str:
    if key.startswith(BEARER):
        bearer = s.bearer[int(key[len(BEARER) :])]
        return s.game.bearers[str(bearer)].name
    return cards.name(s, key)


def key_kind(key: str) -> str:
    """Keys whose effects are the same text (two copies of one card) are one choice."""
    return key if key.startswith(BEARER) else cards.card_id(key)


def abilities(s: S, key: str) -> list[Ability]:
    card = s.game.inst_defs.get(key)  # a card instance (never a ``bearer:`` key)
    if card is not None:
        return card.abilities
    if key.startswith(BEARER):
        bearer = s.bearer[int(key[len(BEARER) :])]
        return s.game.bearers[str(bearer)].abilities
    return cards.defn(s, key).abilities


def has_trigger(s: S, key: str, trigger: str) -> bool:
    triggers = s.game.inst_triggers.get(key)
    if triggers is not None:
        return trigger in triggers
    if key.startswith(BEARER):
        triggers = s.game.bearer_triggers.get(str(s.bearer[int(key[len(BEARER) :])]))
        if triggers is not None:
            return trigger in triggers
    return any(ab.trigger == trigger for ab in abilities(s, key))


def enqueue(s: S, key: str, trigger: str, *, front: bool = True, say: bool = True) -> None:
    """Queue the clauses of ``key`` that ``trigger`` fires, announced in the log first
    (the board highlights the text while they resolve)."""
    owner = key_owner(s, key)
    triggers = s.game.inst_triggers.get(key)
    if triggers is not None and trigger not in triggers:
        return  # a card with no such clause (most of them): nothing to queue
    items: list[tuple[Any, ...]] = [
        ("clause", owner, key, ab) for ab in abilities(s, key) if ab.trigger == trigger
    ]
    if items and say:
        items.insert(0, ("say", owner, key, trigger))
    if front:
        s.queue[:0] = items
    else:
        s.queue.extend(items)


# --- describing text (prompts, labels and the log) -----------------------------------------


def describe_step(step: Step) -> str:
    n = step.name
    p = step.params
    if n == "gain_power":
        return f"gain {p.amount} power"
    if n == "drain_power":
        return f"{'take' if p.steal else 'the opponent loses'} up to {p.amount} power" + (
            " from the opponent" if p.steal else ""
        )
    if n == "gain_life":
        return f"gain {p.amount} life"
    if n == "gain_life_from_damage":
        return f"gain life equal to the damage (at most {p.max})"
    if n == "lose_life":
        return f"lose {p.amount} life"
    if n == "deal_damage":
        return f"deal {p.amount} damage"
    if n == "draw":
        return f"draw {plural(p.amount, 'card')}"
    if n == "discard":
        whom = "discard" if p.who == "self" else "the opponent discards"
        how = " at random" if p.mode == "random" else ""
        return f"{whom} {plural(p.amount, 'card')}{how}"
    if n == "scrap":
        return f"scrap up to {plural(p.up_to, 'card')} from {' or '.join(p.from_)}"
    if n == "look_top":
        text = f"look at the top {plural(p.look, 'card')}, take {p.take}"
        if p.extra:
            text += f" (then ⚡{p.extra_cost}: take {p.take + p.extra} instead)"
        return text
    if n == "recover":
        return f"take {plural(p.amount, 'card')} from your discard pile"
    if n == "peek_defense":
        return "look at the defense setup" if p.count == 0 else f"peek at {p.count} defense cards"
    if n == "discard_defense":
        return f"discard {plural(p.amount, 'defense card')}"
    if n == "modify_attack":
        return f"attack {p.amount:+d}"
    if n == "modify_defense":
        return f"defense {p.amount:+d}"
    if n == "ignore_defense_card":
        text = f"the {p.which} defense card counts as 0"
        return text if p.min_cards <= 1 else f"{text} if there are {p.min_cards} or more"
    if n == "ready_all":
        return "ready your Gembearer and modifications"
    if n == "exhaust":
        return "set an opponent's modification or Gembearer to used"
    if n == "hand_size":
        return f"draw up to {p.amount:+d}"
    if n == "return_to_hand":
        return "return this card to your hand"
    if n == "return_to_source_stack":
        return "return this Source to the stack"
    return n


def describe(steps: list[Step]) -> str:
    return ", then ".join(describe_step(st) for st in steps)


# --- resolving ------------------------------------------------------------------------------


def resolve_next(s: S, events: list[Event]) -> None:
    item = s.queue.pop(0)
    kind = item[0]
    if kind == "clause":
        _clause(s, item[1], item[2], item[3], events)
    elif kind == "step":
        execute(s, item[1], item[2], item[3], events)
    elif kind == "say":
        _say(s, item[1], item[2], item[3], events)
    elif kind == "finish":
        owner, key = item[1], item[2]
        if key in s.table[owner]:
            s.table[owner].remove(key)
            cards.to_discard(s, owner, key)
    else:  # pragma: no cover - the engine only queues the kinds above
        raise AssertionError(kind)


TRIGGER_WORDS = {"on_hit": "Hit: ", "on_miss": "Miss: ", "use": "⚙ "}


def clause_text(ab: Ability) -> str:
    text = describe(ab.do)
    if ab.cost:
        text = f"⚡{ab.cost}: {text}"
        if ab.otherwise:
            text += f" (otherwise {describe(ab.otherwise)})"
    return text


def _say(s: S, owner: int, key: str, trigger: str, events: list[Event]) -> None:
    # The words depend on the printed text alone: worded once per game, keyed by the
    # identity of the list of abilities (the entry holds the list, so its id stays its own).
    text = abilities(s, key)
    cache = s.game.action_cache
    ckey = ("say", id(text), trigger)
    entry = cache.get(ckey)
    if entry is None:
        words = "; ".join(clause_text(ab) for ab in text if ab.trigger == trigger)
        entry = cache[ckey] = (text, words)
    words = entry[1]
    events.append(
        Event(
            "effect",
            f"{key_name(s, key)} ({who(owner)}): {TRIGGER_WORDS.get(trigger, '')}{words}",
            {"key": key, "trigger": trigger, "seat": owner},
            seat=owner,
        )
    )


def _steps(owner: int, key: str, steps: list[Step]) -> list[tuple[Any, ...]]:
    return [("step", owner, key, st) for st in steps]


def cannot_pay(s: S, seat: int, cost: int, key: str) -> Event:
    """The line for a ⚡ price ``seat`` cannot meet, so an offer read out is seen to lapse."""
    return Event(
        "decline",
        f"{who(seat)} cannot pay {cost} power for {key_name(s, key)} ({s.power[seat]} power)",
        {"seat": seat, "key": key, "unaffordable": True},
        seat=seat,
    )


def _idle(s: S, owner: int, step: Step) -> bool:
    """Whether ``step`` would change nothing now: nothing to draw, take, scrap or discard,
    life at the cap. Only the steps a paid clause can hold are judged; any other counts
    as doing something."""
    n = step.name
    p = step.params
    other = 1 - owner
    if n == "draw":
        return not s.deck[owner] and not s.discard[owner]
    if n == "drain_power":
        return s.power[other] == 0
    if n == "gain_life":
        return s.life[owner] >= s.game.setup.life_cap
    if n == "discard_defense":
        return not s.defense[other]
    if n == "scrap":
        return not scrap_candidates(s, owner, list(p.from_))
    return False


def _clause(s: S, owner: int, key: str, ab: Ability, events: list[Event]) -> None:
    if ab.cost and ab.trigger != "use":
        if all(_idle(s, owner, st) for st in ab.do):
            # Ruling 8: paying for nothing is never asked (Unmask against an empty setup).
            events.append(
                Event(
                    "decline",
                    f"{key_name(s, key)}: {describe(ab.do)} would change nothing; "
                    f"{who(owner)} is not asked to pay",
                    {"seat": owner, "key": key, "idle": True},
                    seat=owner,
                )
            )
            if ab.otherwise:
                s.queue[:0] = _steps(owner, key, ab.otherwise)
            return
        if s.power[owner] >= ab.cost:
            s.stack.push(Decision(owner, "pay", {"key": key, "ability": ab}))
            return
        # Said aloud, so the card's text read out just before does not seem to happen.
        events.append(cannot_pay(s, owner, ab.cost, key))
        if ab.otherwise:
            s.queue[:0] = _steps(owner, key, ab.otherwise)
        return
    s.queue[:0] = _steps(owner, key, ab.do)


def pay_actions(s: S, frame: Decision) -> list[Action]:
    ab: Ability = frame.data["ability"]
    name = key_name(s, frame.data["key"])
    # Worded once per game and ability (the entry holds the ability, so its id stays its own).
    cache = s.game.action_cache
    ckey = ("pay", name, id(ab))
    entry = cache.get(ckey)
    if entry is None:
        what = describe(ab.do)
        skip = f"Don't pay ({describe(ab.otherwise)})" if ab.otherwise else "Don't pay"
        entry = cache[ckey] = (
            ab,
            Action("pay", (True,), f"{name}: pay {ab.cost} power for {what}"),
            Action("pay", (False,), skip),
        )
    return [entry[1], entry[2]]


def apply_pay(s: S, frame: Decision, yes: bool, events: list[Event]) -> None:
    ab: Ability = frame.data["ability"]
    key: str = frame.data["key"]
    seat = frame.seat
    if yes:
        s.power[seat] -= ab.cost
        events.append(
            Event(
                "pay",
                f"{who(seat)} pays {ab.cost} power ({key_name(s, key)}: {describe(ab.do)}); "
                f"{s.power[seat]} power left",
                {"seat": seat, "key": key, "cost": ab.cost},
                seat=seat,
            )
        )
        s.queue[:0] = _steps(seat, key, ab.do)
    else:
        events.append(
            Event(
                "decline",
                f"{who(seat)} does not pay for {key_name(s, key)}",
                {"seat": seat, "key": key},
                seat=seat,
            )
        )
        s.queue[:0] = _steps(seat, key, ab.otherwise)


def _life_event(s: S, seat: int, text: str, key: str, delta: int, note: str = "") -> Event:
    return Event(
        "life",
        f"{who(seat)} {text} ({key_name(s, key)}{note}): {s.life[seat]} life",
        {"seat": seat, "delta": delta, "key": key},
        seat=seat,
    )


def _power_event(s: S, seat: int, text: str, key: str, delta: int) -> Event:
    return Event(
        "power",
        f"{who(seat)} {text} ({key_name(s, key)}): {s.power[seat]} power",
        {"seat": seat, "delta": delta, "key": key},
        seat=seat,
    )


def gain_life(s: S, seat: int, n: int, key: str, events: list[Event]) -> None:
    before = s.life[seat]
    s.life[seat] = min(s.game.setup.life_cap, before + n)
    got = s.life[seat] - before
    capped = f"; life is capped at {s.game.setup.life_cap}" if got < n else ""
    events.append(_life_event(s, seat, f"gains {got} life", key, got, capped))


def lose_life(s: S, seat: int, n: int, key: str, events: list[Event]) -> None:
    s.life[seat] -= n
    events.append(_life_event(s, seat, f"loses {n} life", key, -n))


# Steps whose every outcome adds a line to the log (``execute`` below).
NARRATED_STEPS = frozenset(
    {
        "gain_power",
        "drain_power",
        "gain_life",
        "lose_life",
        "deal_damage",
        "modify_attack",
        "modify_defense",
        "ignore_defense_card",
        "ready_all",
    }
)


def always_narrated(steps: list[Step]) -> bool:
    """Whether each of ``steps`` is sure to say what it did when it runs."""
    return bool(steps) and all(step.name in NARRATED_STEPS for step in steps)


def execute(s: S, owner: int, key: str, step: Step, events: list[Event]) -> None:
    n = step.name
    p = step.params
    other = 1 - owner
    if n == "gain_power":
        s.power[owner] += p.amount
        events.append(_power_event(s, owner, f"gains {p.amount} power", key, p.amount))
    elif n == "drain_power":
        lost = min(p.amount, s.power[other])
        s.power[other] -= lost
        events.append(_power_event(s, other, f"loses {lost} power", key, -lost))
        if p.steal and lost:
            s.power[owner] += lost
            events.append(_power_event(s, owner, f"takes {lost} power", key, lost))
    elif n == "gain_life":
        gain_life(s, owner, p.amount, key, events)
    elif n == "gain_life_from_damage":
        if s.hit and s.margin > 0:
            gain_life(s, owner, min(p.max, s.margin), key, events)
    elif n == "lose_life":
        lose_life(s, owner, p.amount, key, events)
    elif n == "deal_damage":
        lose_life(s, other, p.amount, key, events)
    elif n == "draw":
        cards.draw(s, owner, p.amount, events, why=f"({key_name(s, key)})")
    elif n == "discard":
        target = owner if p.who == "self" else other
        if (
            p.mode == "random"
            or len(s.hand[target]) <= p.amount
            or len({cards.card_id(str(c)) for c in s.hand[target]}) == 1
        ):
            _discard_random(s, target, p.amount, key, events, at_random=p.mode == "random")
        else:
            s.stack.push(Decision(target, "discard", {"left": p.amount, "key": key}))
    elif n == "scrap":
        if scrap_candidates(s, owner, list(p.from_)):
            s.stack.push(
                Decision(owner, "scrap", {"left": p.up_to, "zones": list(p.from_), "key": key})
            )
    elif n == "look_top":
        _look(s, owner, p, key, events)
    elif n == "recover":
        if s.discard[owner]:
            s.stack.push(Decision(owner, "recover", {"left": p.amount, "key": key}))
    elif n == "peek_defense":
        _peek_start(s, owner, p.count, key, events)
    elif n == "discard_defense":
        if s.defense[other]:
            if p.mode == "choice":
                s.stack.push(Decision(owner, "pick_defense", {"left": p.amount, "key": key}))
            else:
                for _ in range(min(p.amount, len(s.defense[other]))):
                    pos = 0 if p.mode == "leftmost" else len(s.defense[other]) - 1
                    discard_defense_at(s, owner, pos, key, events)
    elif n == "modify_attack":
        s.atk_mod += p.amount
        events.append(
            Event(
                "modify",
                # A running total, not the card's +n again: its text line said that.
                f"{who(s.turn_player)}'s attack this turn: {s.atk_mod:+d} from effects "
                f"({key_name(s, key)} {p.amount:+d})",
                {"key": key, "attack": p.amount},
                seat=owner,
            )
        )
    elif n == "modify_defense":
        s.def_mod += p.amount
        events.append(
            Event(
                "modify",
                f"{who(1 - s.turn_player)}'s defense this attack: {s.def_mod:+d} from effects "
                f"({key_name(s, key)} {p.amount:+d})",
                {"key": key, "defense": p.amount},
                seat=owner,
            )
        )
    elif n == "ignore_defense_card":
        guards = s.defense[1 - s.turn_player]
        if guards and len(guards) >= p.min_cards:
            pos = 0 if p.which == "leftmost" else len(guards) - 1
            s.ignored.add(pos)
            events.append(
                Event(
                    "ignore",
                    f"{key_name(s, key)}: {cards.name(s, str(guards[pos]))} ({p.which}) "
                    "counts as 0 defense",
                    {"key": key, "position": pos},
                    seat=owner,
                )
            )
        else:  # the clause was announced: say why it changes nothing this time
            seen = (
                f"only {plural(len(guards), 'defense card')} revealed, fewer than {p.min_cards}"
                if guards
                else "no defense card revealed"
            )
            events.append(
                Event(
                    "no_effect",
                    f"{key_name(s, key)}: {seen}, so none counts as 0",
                    {"key": key},
                    seat=owner,
                )
            )
    elif n == "ready_all":
        s.bearer_used[owner] = False
        s.used.difference_update(s.mods[owner])
        events.append(
            Event("ready", f"{who(owner)} readies the Gembearer and modifications", seat=owner)
        )
    elif n == "exhaust":
        options = exhaust_options(s, other)
        if len(options) == 1:
            exhaust(s, owner, options[0], key, events)
        elif options:
            s.stack.push(Decision(owner, "exhaust", {"key": key}))
    elif n == "hand_size":
        pass  # static: read by the draw phase
    elif n == "return_to_hand":
        s.returning.add(key)
    elif n == "return_to_source_stack":
        if key in s.table[owner]:
            s.table[owner].remove(key)
            s.owner.pop(key, None)
            s.sources.append(key)
            events.append(
                Event(
                    "source_back",
                    f"{who(owner)} returns the Source to the stack ({len(s.sources)} there)",
                    {"seat": owner, "card": key},
                    seat=owner,
                )
            )
    else:  # pragma: no cover - the loader refuses unknown steps
        raise AssertionError(n)


# --- discards ---------------------------------------------------------------------------------


def _discard_random(
    s: S, seat: int, n: int, key: str, events: list[Event], *, at_random: bool = True
) -> None:
    """``at_random`` False: a choice with only one answer (the whole hand, or copies of
    one card), made for the player and told as a plain discard: "at random" would tell the
    opponent that the hand holds nothing else."""
    for _ in range(min(n, len(s.hand[seat]))):
        inst = s.rng.choice(s.hand[seat])
        assert inst is not None
        discard_from_hand(s, seat, inst, key, events, at_random=at_random)


def discard_from_hand(
    s: S, seat: int, inst: str, key: str, events: list[Event], *, at_random: bool = False
) -> None:
    cards.remove_from_hand(s, seat, inst)
    cards.to_discard(s, seat, inst)
    how = " at random" if at_random else ""
    events.append(
        Event(
            "discard",
            f"{who(seat)} discards {cards.name(s, inst)}{how} ({key_name(s, key)})",
            {"seat": seat, "card": inst, "key": key},
            seat=seat,
            irreversible=at_random,
        )
    )


# --- scrap and recover -------------------------------------------------------------------------


def scrap_candidates(s: S, seat: int, zones: list[str]) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    seen: set[tuple[str, str]] = set()
    for zone in zones:
        pile = s.hand[seat] if zone == "hand" else s.discard[seat]
        for inst in pile:
            if inst is None:
                continue
            pair = (zone, cards.card_id(inst))
            if pair not in seen:
                seen.add(pair)
                out.append(pair)
    return out


# --- looking at the top of the deck ---------------------------------------------------------


def _look(s: S, seat: int, p: Any, key: str, events: list[Event]) -> None:
    """Look first, then buy: the ⚡ for extra cards is asked with the cards in view
    (rules.md ruling 8), in the look decision itself."""
    for _ in range(p.look):
        inst = cards.take_top(s, seat, events)
        if inst is None:
            break
        s.looking[seat].append(inst)
    seen = s.looking[seat]
    if not seen:
        return
    names = ", ".join(cards.name(s, str(c)) for c in seen)
    events.append(
        Event(
            "look",
            f"{who(seat)} looks at the top {plural(len(seen), 'card')}: {names}",
            {"seat": seat, "cards": list(seen)},
            seat=seat,
            visible_to=frozenset({seat}),
            redacted=Event(
                "look",
                f"{who(seat)} looks at the top {plural(len(seen), 'card')} of the deck",
                {"seat": seat},
                seat=seat,
            ),
            irreversible=True,
        )
    )
    take = min(p.take, len(seen))
    extra = min(p.extra, len(seen) - take)
    if extra and s.power[seat] < p.extra_cost:
        # Said aloud, as for a clause: the card's text read out offers more than happens.
        events.append(cannot_pay(s, seat, p.extra_cost, key))
        extra = 0
    look_next(s, seat, take, key, events, extra=extra, extra_cost=p.extra_cost)


def look_next(
    s: S,
    seat: int,
    left: int,
    key: str,
    events: list[Event],
    *,
    extra: int = 0,
    extra_cost: int = 0,
) -> None:
    """Take ``left`` more into hand, then put the rest back on top one by one; a choice
    between copies of one card is no choice, so it is made at once. While cards are still
    to be taken, ``extra`` more may be bought for ``extra_cost``: that is a choice too."""
    looking = s.looking[seat]
    while looking:
        if left == 0 or len(looking) <= left:
            extra = 0  # nothing left to buy: the offer lapses with the last card taken
        kinds = {cards.card_id(str(c)) for c in looking}
        if extra or (len(kinds) > 1 and (left > 0 or len(looking) > 1)):
            data: dict[str, Any] = {"left": left, "key": key}
            if extra:
                data["extra"] = extra
                data["extra_cost"] = extra_cost
            s.stack.push(Decision(seat, "look", data))
            return
        inst = str(looking[0])
        if left > 0:
            look_take(s, seat, inst, events)
            left -= 1
        else:
            look_back(s, seat, inst, events)


def buy_extra(s: S, seat: int, frame: Decision, events: list[Event]) -> None:
    """Pay for the extra cards of a look, having seen them; they are taken like the rest."""
    data = frame.data
    key, extra, cost = str(data["key"]), int(data["extra"]), int(data["extra_cost"])
    s.power[seat] -= cost
    events.append(
        Event(
            "pay",
            f"{who(seat)} pays {cost} power ({key_name(s, key)}: take "
            f"{plural(extra, 'more card')}); {s.power[seat]} power left",
            {"seat": seat, "key": key, "cost": cost},
            seat=seat,
        )
    )
    look_next(s, seat, int(data["left"]) + extra, key, events)


def look_take(s: S, seat: int, inst: str, events: list[Event]) -> None:
    s.looking[seat].remove(inst)
    s.hand[seat].append(inst)
    events.append(
        Event(
            "take",
            f"{who(seat)} takes {cards.name(s, inst)} into their hand",
            {"seat": seat, "card": inst},
            seat=seat,
            visible_to=frozenset({seat}),
            redacted=Event("take", f"{who(seat)} takes a card into their hand", seat=seat),
        )
    )


def look_back(s: S, seat: int, inst: str, events: list[Event]) -> None:
    """The next card put back goes on top of the ones put back before it, so the last
    one put back is the new top card."""
    s.looking[seat].remove(inst)
    s.deck[seat].append(inst)
    s.top_known[seat] += 1
    events.append(
        Event(
            "put_back",
            f"{who(seat)} puts {cards.name(s, inst)} back on the deck",
            {"seat": seat},
            seat=seat,
            visible_to=frozenset({seat}),
            redacted=Event("put_back", f"{who(seat)} puts a card back on the deck", seat=seat),
        )
    )


# --- the defense setup ---------------------------------------------------------------------------


def unknown_positions(s: S, seat: int) -> list[int]:
    """Positions of the opponent's defense setup ``seat`` has not seen."""
    other = 1 - seat
    known = s.exposed[other]
    return [i for i, c in enumerate(s.defense[other]) if c is None or c not in known]


def _peek_start(s: S, seat: int, count: int, key: str, events: list[Event]) -> None:
    unknown = unknown_positions(s, seat)
    if not unknown:
        return
    if count == 0 or len(unknown) <= count:
        peek(s, seat, unknown, key, events)
    else:
        s.stack.push(Decision(seat, "peek", {"left": count, "key": key}))


def peek(s: S, seat: int, positions: list[int], key: str, events: list[Event]) -> None:
    other = 1 - seat
    seen = []
    for pos in positions:
        inst = s.defense[other][pos]
        assert inst is not None, "a view cannot peek"
        s.exposed[other].add(inst)
        seen.append(f"{cards.name(s, inst)} (card {pos + 1})")
    where = ", ".join(f"card {p + 1}" for p in positions)
    events.append(
        Event(
            "peek",
            f"{who(seat)} looks at {who(other)}'s defense setup: {', '.join(seen)}",
            {"seat": seat, "positions": positions},
            seat=seat,
            visible_to=frozenset({seat}),
            redacted=Event(
                "peek",
                f"{who(seat)} looks at {who(other)}'s defense setup ({where})",
                {"seat": seat, "positions": positions},
                seat=seat,
            ),
            irreversible=True,
        )
    )


def discard_defense_at(s: S, seat: int, pos: int, key: str, events: list[Event]) -> None:
    other = 1 - seat
    inst = s.defense[other].pop(pos)
    assert inst is not None
    cards.to_discard(s, other, inst)
    events.append(
        Event(
            "discard_defense",
            f"{who(other)} discards {cards.name(s, inst)} from the defense setup "
            f"(card {pos + 1}, {key_name(s, key)})",
            {"seat": other, "card": inst, "position": pos},
            seat=seat,
            irreversible=True,
        )
    )


# --- exhausting ----------------------------------------------------------------------------------


def exhaust_options(s: S, seat: int) -> list[str]:
    """Ready things of ``seat`` that can be set to used: its Gembearer, its modifications
    (one option per card name)."""
    out: list[str] = []
    if not s.bearer_used[seat]:
        out.append(bearer_key(seat))
    kinds: set[str] = set()
    for inst in s.mods[seat]:
        if inst not in s.used and cards.card_id(inst) not in kinds:
            kinds.add(cards.card_id(inst))
            out.append(inst)
    return out


def exhaust(s: S, seat: int, target: str, key: str, events: list[Event]) -> None:
    if target.startswith(BEARER):
        s.bearer_used[key_owner(s, target)] = True
    else:
        s.used.add(target)
    events.append(
        Event(
            "exhaust",
            f"{key_name(s, key)}: {who(1 - seat)}'s {key_name(s, target)} is set to used",
            {"seat": seat, "target": target},
            seat=seat,
        )
    )
