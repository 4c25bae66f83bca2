"""Moving cards between zones, with the log line each move owes the table: drawing
(and reshuffling the discard pile when the Action Stack runs out), the Available Crew
Pool's cycle, crew going to the bottom of the Crew Stack, passives attached and
discarded, tapping and withdrawing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import Event
from game.engines.storm_the_bridge import passives as P
from game.engines.storm_the_bridge.words import plural, who

if TYPE_CHECKING:
    from game.engines.storm_the_bridge.state import StormState as S


# --- action cards ---------------------------------------------------------------------------


def reshuffle(s: S, events: list[Event]) -> None:
    if not s.discard:
        return
    pile: list[str | None] = list(s.discard)
    s.discard.clear()
    s.rng.shuffle(pile)
    # Everyone saw the pile go in: the stack holds these cards and no other (what
    # state.determinize deals it from). Drawing the last card is what reshuffles, so
    # nothing lies under them; if something did, no such set would be known.
    s.action_pool = None if s.action_stack else frozenset(map(str, pile))
    s.action_stack = pile + s.action_stack
    events.append(
        Event(
            "reshuffle",
            f"The discard pile ({plural(len(pile), 'card')}) is shuffled into the Action Stack",
            {"cards": len(pile)},
            irreversible=True,
        )
    )


def draw(s: S, seat: int, n: int, events: list[Event], why: str = "") -> int:
    """Draw up to ``n`` cards; "if you draw the last card from the Action Stack, shuffle
    the Discard Pile" (rulebook). Returns how many were drawn."""
    got: list[str] = []
    for _ in range(n):
        if not s.action_stack:
            reshuffle(s, events)
            if not s.action_stack:
                break
        card = s.action_stack.pop()
        assert card is not None, "drawing from a view"
        s.hand[seat].append(card)
        got.append(card)
        if not s.action_stack:
            reshuffle(s, events)
    if got:
        names = ", ".join(s.game.card_name(c) for c in got)
        tail = f" {why}" if why else ""
        public = Event(
            "draw",
            f"{who(seat)} draws {plural(len(got), 'action card')}{tail}",
            {"seat": seat, "count": len(got)},
            seat=seat,
        )
        events.append(
            Event(
                "draw",
                f"{who(seat)} draws {names}{tail}",
                {"seat": seat, "count": len(got), "cards": got},
                seat=seat,
                visible_to=frozenset({seat}),
                redacted=public,
                irreversible=True,
            )
        )
    return len(got)


def discard_from_hand(s: S, seat: int, design: str) -> str:
    inst = next(c for c in s.hand[seat] if c is not None and s.game.design_of[c] == design)
    s.hand[seat].remove(inst)
    s.discard.append(inst)
    return inst


def take_from_hand(s: S, seat: int, design: str) -> str:
    inst = next(c for c in s.hand[seat] if c is not None and s.game.design_of[c] == design)
    s.hand[seat].remove(inst)
    return inst


# --- the crew -------------------------------------------------------------------------------


def pool_slots(s: S) -> int:
    setup = s.game.setup
    return setup.pool_first_turn.value if s.turns <= 1 else setup.pool_size.value


def flip(s: S, events: list[Event]) -> None:
    crew = s.crew_stack.pop()
    assert crew is not None, "flipping from a view"
    for known in s.crew_known:
        known.discard(crew)
    s.pool.append(crew)
    c = s.game.crew[crew]
    events.append(
        Event(
            "flip",
            f"{c.name} ({c.title}, To Recruit {c.to_recruit}) joins the Available Crew Pool",
            {"crew": crew},
            irreversible=True,
        )
    )


def to_bottom(s: S, crew: str) -> None:
    """Crew are never killed or discarded: they go to the bottom of the Crew Stack, in
    front of everyone (so every seat knows where that card is)."""
    s.crew_stack.insert(0, crew)
    for known in s.crew_known:
        known.add(crew)


def cycle(s: S, events: list[Event]) -> None:
    """The Reset phase's cycle, as written: close the gaps and fill the open places from
    the Crew Stack; with no open place, the crew member out the longest goes to the
    bottom of the Crew Stack, the others move over and a new one fills the far place.
    An empty Crew Stack leaves places empty (A10)."""
    slots = pool_slots(s)
    if len(s.pool) < slots:
        while len(s.pool) < slots and s.crew_stack:
            flip(s, events)
        return
    if not s.pool:
        return
    oldest = s.pool.pop(0)
    to_bottom(s, oldest)
    events.append(
        Event(
            "cycle",
            f"{s.game.crew[oldest].name} goes from the pool to the bottom of the Crew Stack",
            {"crew": oldest},
        )
    )
    if s.crew_stack:
        flip(s, events)


# --- tapping --------------------------------------------------------------------------------


def withdraw(s: S, key: str, events: list[Event]) -> None:
    if key in s.act_committed:
        s.act_committed.remove(key)
        events.append(
            Event(
                "withdraw",
                f"{P.key_name(s, key)} is withdrawn from the {s.act_kind}",
                {"key": key},
            )
        )


def withdraw_if_barred(s: S, host: str, events: list[Event]) -> None:
    """R21: a passive that forbids committing (Insubordination), attached or moved onto a
    card committed to the action under way, withdraws it: it may not stay committed."""
    if P.has_flag(s, host, "no_commit"):
        withdraw(s, host, events)


def tap(s: S, key: str, events: list[Event]) -> None:
    """Tapping a card committed to the action under way withdraws it (A11); a tapped
    defender still defends."""
    s.tapped.add(key)
    withdraw(s, key, events)


# --- passives -------------------------------------------------------------------------------


def attach(s: S, inst: str, host: str, seat: int) -> None:
    s.attached.setdefault(host, []).append(inst)
    s.card_owner[inst] = seat


def detach(s: S, inst: str, events: list[Event], why: str = "") -> None:
    host = P.host_of(s, inst)
    if host is None:
        return
    s.attached[host].remove(inst)
    if not s.attached[host]:
        del s.attached[host]
    s.card_owner.pop(inst, None)
    s.discard.append(inst)
    tail = f" ({why})" if why else ""
    events.append(
        Event(
            "detach",
            f"{s.game.card_name(inst)} leaves {P.key_phrase(s, host)} for the discard pile{tail}",
            {"card": inst, "host": host},
        )
    )


def move_passive(s: S, inst: str, host: str) -> None:
    old = P.host_of(s, inst)
    if old is not None:
        s.attached[old].remove(inst)
        if not s.attached[old]:
            del s.attached[old]
    s.attached.setdefault(host, []).append(inst)
