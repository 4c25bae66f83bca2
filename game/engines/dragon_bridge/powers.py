"""Wizard, item and Dragon powers: which apply now, what bonuses they give, and the
trigger queue (the current player orders simultaneous triggers)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from game.core.decisions import Decision
from game.core.events import Event
from game.core.vocabulary import Condition
from game.engines.dragon_bridge import hacks
from game.engines.dragon_bridge.content import Bonus, DragonPower, Power

if TYPE_CHECKING:
    from game.engines.dragon_bridge.state import DragonBridgeState as S


def owned_powers(s: S, seat: int) -> Iterator[tuple[str, str, Power]]:
    """(key, source name, power) for every power ``seat`` holds; wizards only in the full game."""
    g = s.game
    wid = s.wizard[seat]
    if wid is not None and not s.options["basic"]:
        wiz = g.wizards[wid]
        for i, p in enumerate(wiz.powers):
            yield f"wizard:{wid}:{i}", wiz.name, p
    for iid in s.tableau[seat]:
        item = g.items[iid]
        for i, p in enumerate(item.powers):
            yield f"item:{iid}:{i}", item.name, p


def find_power(s: S, seat: int, key: str) -> tuple[str, Power]:
    for k, name, p in owned_powers(s, seat):
        if k == key:
            return name, p
    raise KeyError(key)


def dragon_power(s: S) -> DragonPower | None:
    if s.dragon_power is None:
        return None
    return s.game.cards[s.dragon_power].dragon_power


def condition_holds(s: S, seat: int, cond: Condition) -> bool:
    name = cond.name
    if name == "on_tile":
        return any(s.bridge.has(s.pos[seat], t) for t in cond.types)
    if name == "opponent_within":
        return abs(s.pos[seat] - s.pos[1 - seat]) <= cond.tiles
    if name == "started_turn_with_ready":
        return s.turn_player == seat and cond.min <= s.start_ready[seat] <= cond.max
    if name == "has_depleted_gem":
        return s.depleted[seat] > 0
    if name == "has_tableau_gem":
        return s.ready[seat] + s.depleted[seat] > 0
    if name == "has_gems_aside":
        return s.aside[seat] > 0
    if name == "gem_on_card":
        return s.card_gem[seat] is not None
    if name == "no_gem_on_card":
        return s.card_gem[seat] is None
    raise AssertionError(name)  # pragma: no cover - the loader refuses unknown conditions


def top_phrase(k: int) -> str:
    """ "the top Action card", "the top 3 Action cards": what a look at the deck's top
    ``k`` cards takes in (fewer than a power's number when fewer are left)."""
    if k == 0:
        return "the Action deck (it is empty)"
    return "the top Action card" if k == 1 else f"the top {k} Action cards"


def power_label(s: S, power: Power) -> str:
    """A power's button label as things stand: a ``{top}`` in the content's label names
    the cards its ``arrange_top`` will really show, so Oriel Farsight's button does not
    promise three cards when two are left."""
    label = power.label
    if "{top}" not in label:
        return label
    count = next(st.count for st in power.effect if st.name == "arrange_top")
    return label.replace("{top}", top_phrase(min(count, len(s.deck))))


def usable(s: S, seat: int, key: str, power: Power) -> bool:
    """Limits and ``requires`` both allow the power now."""
    if power.limit == "once_per_turn" and key in s.used_turn:
        return False
    if power.limit == "once_per_nest" and key in s.used_nest:
        return False
    return all(condition_holds(s, seat, c) for c in power.requires)


def mark_used(s: S, key: str, power: Power) -> None:
    if power.limit == "once_per_turn":
        s.used_turn.add(key)
    elif power.limit == "once_per_nest":
        s.used_nest.add(key)


def direction_matches(s: S, bonus: Bonus, direction: int, ref_pos: int) -> bool:
    """Direction words are judged at ``ref_pos``, the start of the action."""
    d = bonus.direction
    if d == "any":
        return True
    if d == "away_from_center":
        return direction in s.bridge.away_dirs(ref_pos)
    if d == "toward_center":
        return direction not in s.bridge.away_dirs(ref_pos)
    toward = s.bridge.toward_dragon(s.dragon_end)
    return direction == toward if d == "toward_dragon" else direction == -toward


def _applies(s: S, seat: int, bonus: Bonus, to: str, direction: int, ref: int) -> bool:
    return (
        bonus.to == to
        and direction_matches(s, bonus, direction, ref)
        and all(condition_holds(s, seat, c) for c in bonus.if_)
    )


def dragon_bonus(s: S, to: str, direction: int, ref: int) -> int:
    dp = dragon_power(s)
    if dp is None:
        return 0
    return sum(b.amount for b in dp.bonuses if _applies(s, 0, b, to, direction, ref))


def travel_length(s: S, seat: int, to: str, amount: int, direction: int) -> int:
    """The longest MOVE/TELEPORT ``seat`` may make: ``amount`` with its own bonuses and
    the Dragon's, never below 0.

    An optional bonus to an "up to" length simply widens the range the mover picks from,
    so all of them count here; choosing a shorter distance is declining the bonus. A
    floored penalty is applied last so it cannot undercut its floor on its own.
    """
    ref = s.pos[seat]
    total = amount + dragon_bonus(s, to, direction, ref)
    floored: list[Bonus] = []
    for _, _, p in owned_powers(s, seat):
        b = p.bonus
        if b is None or b.against or not _applies(s, seat, b, to, direction, ref):
            continue
        if b.floor:
            floored.append(b)
        else:
            total += b.amount
    for b in floored:
        total = max(total + b.amount, min(total, b.floor))
    return max(0, total)


def bump_cap(s: S, target: int, direction: int) -> int | None:
    """The most tiles one BUMP may move ``target`` (the potato wizard's limit), if any."""
    ref = s.pos[target]
    caps = [
        p.bonus.cap
        for _, _, p in owned_powers(s, target)
        if p.bonus is not None
        and p.bonus.against
        and p.bonus.cap is not None
        and _applies(s, target, p.bonus, "bump", direction, ref)
    ]
    return min(caps) if caps else None


def bump_bonuses(s: S, actor: int, direction: int) -> tuple[list[str], int]:
    """(keys of optional BUMP bonuses the actor may switch on, fixed change to the BUMP).

    Direction words for a BUMP are judged at the bumped wizard's tile.
    """
    target = 1 - actor
    ref = s.pos[target]
    optional: list[str] = []
    fixed = dragon_bonus(s, "bump", direction, ref)
    for key, _, p in owned_powers(s, actor):
        b = p.bonus
        if b is None or b.against or not _applies(s, actor, b, "bump", direction, ref):
            continue
        if p.mandatory or b.amount < 0:
            fixed += b.amount
        else:
            optional.append(key)
    fixed += hacks.bump_against(s, target)
    for _, _, p in owned_powers(s, target):
        b = p.bonus
        if b is not None and b.against and _applies(s, target, b, "bump", direction, ref):
            fixed += b.amount
    return optional, fixed


def hand_limit(s: S, seat: int) -> int | None:
    """The most cards ``seat`` may keep, or None: the rulebook itself limits no hand."""
    limits = [p.hand_limit for _, _, p in owned_powers(s, seat) if p.hand_limit is not None]
    return min(limits) if limits else None


# --- triggers ---------------------------------------------------------------------------


def fire(s: S, trigger: str, seats: tuple[int, ...]) -> None:
    """Queue every power of ``seats`` that fires on ``trigger`` and may be used now."""
    for seat in seats:
        for key, _, p in owned_powers(s, seat):
            if p.when is not None and p.when.name == trigger and usable(s, seat, key, p):
                s.triggers.append((seat, key))


def next_trigger(s: S, events: list[Event]) -> None:
    """Resolve the next queued trigger; with several, the current player picks the order."""
    if len(s.triggers) > 1:
        s.stack.push(Decision(s.turn_player, "order"))
        return
    seat, key = s.triggers.pop()
    start_trigger(s, seat, key, events)


def start_trigger(s: S, seat: int, key: str, events: list[Event]) -> None:
    _, power = find_power(s, seat, key)
    if not usable(s, seat, key, power):
        return
    if power.mandatory:
        resolve_power(s, seat, key, events)
    else:
        s.stack.push(Decision(seat, "use_power", {"key": key}))


def resolve_power(s: S, seat: int, key: str, events: list[Event]) -> None:
    name, power = find_power(s, seat, key)
    mark_used(s, key, power)
    events.append(
        Event("power", f"Player {seat + 1} uses {name}: {power.text}", {"key": key}, seat=seat)
    )
    s.queue[:0] = [(step, seat) for step in power.effect]
