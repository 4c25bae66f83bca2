"""MOVE, TELEPORT and BUMP: direction first, then distance (or the BUMP bonuses), then
the wizard travels; an Escape is checked when a MOVE starts on an Exit tile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Decision
from game.core.events import Event
from game.engines.dragon_bridge import gems, hacks, outcome, powers

if TYPE_CHECKING:
    from game.engines.dragon_bridge.state import DragonBridgeState as S

VERB = {"move": "Move", "teleport": "Teleport", "bump": "Bump"}


def direction_word(s: S, direction: int) -> str:
    toward = s.bridge.toward_dragon(s.dragon_end)
    return "toward the Dragon" if direction == toward else "away from the Dragon"


def reach_words(s: S, kind: str, actor: int, amount: int) -> str:
    """How far a MOVE/TELEPORT of ``amount`` would really take ``actor``, bonuses and the
    Dragon's power included: "up to 2", or each direction's distance when they differ."""
    if kind == "bump":
        return str(amount)
    toward = s.bridge.toward_dragon(s.dragon_end)
    near = powers.travel_length(s, actor, kind, amount, toward)
    far = powers.travel_length(s, actor, kind, amount, -toward)
    if near == far:
        return f"up to {far}"
    if not far:
        return f"up to {near} toward the Dragon only"
    if not near:
        return f"up to {far} away from the Dragon only"
    return f"up to {far} away from the Dragon, up to {near} toward it"


def start(s: S, kind: str, actor: int, amount: int, optional: bool, events: list[Event]) -> None:
    """Begin a MOVE/TELEPORT/BUMP step of an effect (an optional one asks first)."""
    if optional:
        s.stack.push(Decision(actor, "optional_step", {"kind": kind, "amount": amount}))
        return
    begin(s, kind, actor, amount, events)


def begin(s: S, kind: str, actor: int, amount: int, events: list[Event]) -> None:
    if (
        kind == "move"
        and outcome.can_decide(s, actor)
        and s.bridge.is_exit(s.pos[actor], s.dragon_end)
    ):
        outcome.win(s, actor, "escaped", events)
        return
    s.stack.push(Decision(actor, "direction", {"kind": kind, "amount": amount}))


def choose_direction(s: S, actor: int, data: dict, direction: int, events: list[Event]) -> None:
    kind, amount = data["kind"], data["amount"]
    if kind == "bump":
        optional, fixed = powers.bump_bonuses(s, actor, direction)
        frame = {"amount": amount, "dir": direction, "fixed": fixed, "pending": optional}
        next_bump_bonus(s, actor, frame, events)
        return
    top = powers.travel_length(s, actor, kind, amount, direction)
    reach = min(top, hacks.room(s, s.pos[actor], direction, kind))
    if reach == 0:
        travel(s, kind, actor, direction, 0, events)
        return
    s.stack.push(
        Decision(actor, "distance", {"kind": kind, "dir": direction, "max": top, "reach": reach})
    )


def next_bump_bonus(s: S, actor: int, frame: dict, events: list[Event]) -> None:
    """Ask about the next optional BUMP bonus, or BUMP once all have been answered."""
    if frame["pending"]:
        s.stack.push(Decision(actor, "bump_bonus", frame))
        return
    total = max(0, frame["amount"] + frame["fixed"])
    bump(s, actor, frame["dir"], total, events)


def travel(s: S, kind: str, seat: int, direction: int, distance: int, events: list[Event]) -> None:
    """The wizard of ``seat`` goes ``distance`` tiles (already within the bridge)."""
    old = s.pos[seat]
    new = old + direction * distance
    s.pos[seat] = new
    events.append(
        Event(
            kind,
            f"Player {seat + 1} {kind}s {distance} tile{'s' if distance != 1 else ''} "
            f"{direction_word(s, direction)}"
            if distance
            else f"Player {seat + 1} stays put",
            {"seat": seat, "from": old, "to": new},
            seat=seat,
        )
    )
    if kind == "move" and distance > 0:
        _slide(s, seat, direction, "move", events)
    _check_passing(s, seat, old, s.pos[seat])
    # A wizard that entered a Warp Gate with this MOVE may step through it.
    if kind == "move" and s.pos[seat] != old:
        exit_tile = hacks.warp_exit(s, s.pos[seat])
        if exit_tile is not None:
            s.stack.push(Decision(seat, "warp", {"to": exit_tile}))


def _slide(
    s: S, seat: int, direction: int, kind: str, events: list[Event], limit: int | None = None
) -> None:
    """A Spring Pad under a wizard that just ended a MOVE or BUMP on it carries it on,
    at most ``limit`` tiles (what Russet's cap leaves of the BUMP the slide belongs to)."""
    extra = hacks.slide_at(s, s.pos[seat])
    if not extra:
        return
    extra = min(extra, hacks.room(s, s.pos[seat], direction, kind))
    if limit is not None:
        extra = min(extra, limit)
    if extra:
        old = s.pos[seat]
        s.pos[seat] = old + direction * extra
        events.append(
            Event(
                "slide",
                f"Player {seat + 1} slides {extra} more tile{'s' if extra != 1 else ''} "
                "on the Spring Pad",
                {"seat": seat, "from": old, "to": s.pos[seat]},
                seat=seat,
            )
        )


def warp(s: S, seat: int, tile: int, events: list[Event]) -> None:
    """Through a Warp Gate: a TELEPORT to the other gate (so never an escape)."""
    old = s.pos[seat]
    s.pos[seat] = tile
    events.append(
        Event(
            "warp",
            f"Player {seat + 1} steps through the Warp Gate to tile {tile + 1}",
            {"seat": seat, "from": old, "to": tile},
            seat=seat,
        )
    )
    _check_passing(s, seat, old, tile)


def bump(s: S, actor: int, direction: int, total: int, events: list[Event]) -> None:
    """Push the opponent exactly ``total`` tiles, or to the last tile and deplete gems."""
    target = 1 - actor
    old = s.pos[target]
    cap = powers.bump_cap(s, target, direction)
    if cap is not None:
        total = min(total, cap)
    room = s.bridge.room(old, direction)
    blocked = hacks.room(s, old, direction, "bump")
    moved = min(total, blocked)
    s.pos[target] = old + direction * moved
    events.append(
        Event(
            "bump",
            f"Player {actor + 1} bumps Player {target + 1} {moved} tile"
            f"{'s' if moved != 1 else ''} {direction_word(s, direction)}"
            if moved
            else f"Player {actor + 1} bumps Player {target + 1}, who stays put",
            {"seat": target, "from": old, "to": s.pos[target], "by": actor},
            seat=actor,
        )
    )
    if moved:
        # The slide is part of the BUMP (rules.md, Spring Pad), so Russet's "no BUMP
        # moves you more than 2 tiles" holds for the two together.
        _slide(s, target, direction, "bump", events, None if cap is None else cap - moved)
    if total > room and blocked == room:  # a Barricade stops a BUMP without a cost
        count = s.game.setup.facts.overflow_depletes
        dp = powers.dragon_power(s)
        if (
            dp is not None
            and dp.dragon_end_overflow
            and direction == s.bridge.toward_dragon(s.dragon_end)
        ):
            count = dp.dragon_end_overflow
        lost = gems.deplete(s, target, count)
        events.append(
            Event(
                "overflow",
                f"Player {target + 1} is bumped past the end and depletes {lost} gem"
                f"{'s' if lost != 1 else ''}"
                if lost
                else f"Player {target + 1} is bumped past the end with no READY gem to deplete",
                {"seat": target, "lost": lost},
                seat=target,
            )
        )
    if s.expansion:
        gems.gain_white(s, actor, events)
    if is_threatened(s, s.pos[target]):
        powers.fire(s, "bump_leaves_threatened", (actor,))
    powers.fire(s, "bumped", (target,))
    _check_passing(s, target, old, s.pos[target])


def threatened_count(s: S) -> int:
    """How many tiles are Threatened; ``is_threatened`` says which."""
    return _orange_threatened(s) + hacks.extra_threatened(s)


def _orange_threatened(s: S) -> int:
    dp = powers.dragon_power(s)
    if dp is not None and dp.threatened_tiles is not None:
        return dp.threatened_tiles
    return s.bridge.orange


def is_threatened(s: S, pos: int) -> bool:
    """The Dragon's orange tiles (fewer under the Dazzled Dragon), plus Firewall's
    non-orange tiles next to the orange zone: Firewall reaches onto the bridge proper
    whatever the Dragon's power, never onto an orange tile Dazzled left unthreatened."""
    if s.bridge.threatened(pos, s.dragon_end, _orange_threatened(s)):
        return True
    extra = hacks.extra_threatened(s)
    return (
        extra > 0
        and not s.bridge.has(pos, "orange")
        and s.bridge.threatened(pos, s.dragon_end, s.bridge.orange + extra)
    )


def _check_passing(s: S, seat: int, old: int, new: int) -> None:
    other = s.pos[1 - seat]
    if min(old, new) < other < max(old, new):
        powers.fire(s, "wizards_passed", (s.turn_player, 1 - s.turn_player))


def swap(s: S, actor: int, events: list[Event]) -> None:
    """Exchange places (a TELEPORT for both wizards, so never an escape).

    Each wizard goes to the other's tile over the other: the two pass each other, so
    a swap between different tiles is a passing for Bunny, as a TELEPORT past her is.
    """
    passed = s.pos[0] != s.pos[1]
    s.pos[0], s.pos[1] = s.pos[1], s.pos[0]
    events.append(
        Event("swap", f"Player {actor + 1} exchanges places with Player {2 - actor}", seat=actor)
    )
    if passed:
        powers.fire(s, "wizards_passed", (s.turn_player, 1 - s.turn_player))
