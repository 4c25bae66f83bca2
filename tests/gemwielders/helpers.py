"""Building Gemwielders positions for the rule tests.

Positions are reached through legal play where the rule allows it (:func:`start` plays the
set-up with real actions); :func:`position` then lays out exact zones when a rule needs a
particular table, keeping every card of the game in exactly one zone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.core import registry
from game.core.actions import Action
from game.core.events import Event
from game.engines.gemwielders import flow
from game.engines.gemwielders.cards import card_id
from game.engines.gemwielders.game import GemGame
from game.engines.gemwielders.state import GemState

Ids = Sequence[str]


def game() -> GemGame:
    g = registry.load_game("gemwielders")
    assert isinstance(g, GemGame)
    return g


def new(seed: int = 1) -> GemState:
    s = game().new_state(2, seed)
    assert isinstance(s, GemState)
    return s


def seed_with_first(first: int, start: int = 0) -> int:
    """The first seed from ``start`` whose random Player 1 is ``first``."""
    seed = start
    while new(seed).first != first:
        seed += 1
    return seed


def kinds(s: GemState) -> list[str]:
    return [a.kind for a in s.legal_actions()]


def top(s: GemState) -> str | None:
    frame = s.stack.top
    return None if frame is None else frame.kind


def find(s: GemState, kind: str, *args: Any) -> Action:
    for a in s.legal_actions():
        if a.kind == kind and tuple(a.args[: len(args)]) == args:
            return a
    raise AssertionError(f"no {kind}{args} among {[str(a) for a in s.legal_actions()]}")


def has(s: GemState, kind: str, *args: Any) -> bool:
    return any(a.kind == kind and tuple(a.args[: len(args)]) == args for a in s.legal_actions())


def do(s: GemState, kind: str, *args: Any) -> list[Event]:
    """Apply the legal action ``kind(*args)``; fails if it is not legal now."""
    return s.apply(find(s, kind, *args))


def of(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def ids(zone: Sequence[str | None]) -> list[str | None]:
    return [None if c is None else card_id(c) for c in zone]


def start(
    bearers: tuple[str, str] = ("hammer", "sword"),
    *,
    first: int = 0,
    seed: int | None = None,
    redeal: bool = False,
) -> GemState:
    """A game through its set-up by legal actions: seat ``first`` is Player 1, seat i
    wields ``bearers[i]``, and Player 2 keeps (or sends back) the row. The state waits at
    the first decision of turn 1."""
    s = new(seed if seed is not None else seed_with_first(first))
    assert s.first == first
    do(s, "bearer", bearers[first])
    do(s, "bearer", bearers[1 - first])
    do(s, "redeal", redeal)
    return s


def passive(s: GemState) -> Action:
    """The "do nothing" answer to the decision on top: skip, end, don't attack, don't pay."""
    legal = s.legal_actions()
    pick = next(
        (a for a in legal if a.kind in ("skip", "end_main", "no_attack", "done", "announce")),
        None,
    )
    if pick is None:
        pick = next((a for a in legal if a.args == (False,)), legal[-1])
    return pick


def skip_until(s: GemState, kind: str, limit: int = 50) -> list[Event]:
    """Answer every decision passively until a ``kind`` frame is on top."""
    events: list[Event] = []
    for _ in range(limit):
        if top(s) == kind:
            return events
        events += s.apply(passive(s))
    raise AssertionError(f"never reached a {kind} decision (at {top(s)})")


def finish_turn(s: GemState, limit: int = 50) -> list[Event]:
    """Answer passively until the turn has passed to the other player (or the game ended)."""
    events: list[Event] = []
    turn = s.turns
    for _ in range(limit):
        if s.is_over or s.turns > turn:
            return events
        events += s.apply(passive(s))
    raise AssertionError("the turn never ended")


def next_turn(s: GemState, seat: int, kind: str = "main", limit: int = 80) -> list[Event]:
    """Answer passively until ``seat``'s ``kind`` decision of a later turn."""
    events: list[Event] = []
    turn = s.turns
    for _ in range(limit):
        if s.turns > turn and s.turn_player == seat and top(s) == kind:
            return events
        events += s.apply(passive(s))
    raise AssertionError(f"never reached seat {seat}'s {kind} of a later turn")


def _take(free: list[str], cid: str, where: str) -> str:
    for inst in free:
        if card_id(inst) == cid:
            free.remove(inst)
            return inst
    raise AssertionError(f"no free copy of {cid!r} for {where}")


def position(
    *,
    bearers: tuple[str, str] = ("hammer", "sword"),
    first: int = 0,
    turn_player: int = 0,
    turns: int = 3,
    stage: str = "main",
    hands: tuple[Ids, Ids] = ((), ()),
    decks: tuple[Ids | None, Ids | None] = (None, None),
    discards: tuple[Ids, Ids] = ((), ()),
    defense: tuple[Ids, Ids] = ((), ()),
    mods: tuple[Ids, Ids] = ((), ()),
    gems: tuple[Ids, Ids] = ((), ()),
    power: tuple[int, int] = (0, 0),
    life: tuple[int, int] = (50, 50),
    row: Sequence[str | None] | None = None,
    gem_deck: Ids | None = None,
) -> GemState:
    """A game after a legal set-up, laid out as given, then run into ``stage`` of turn
    ``turns`` for ``turn_player`` (stage ``turn_start`` begins that turn afresh).

    Cards are named by id; each name takes a free copy. Weapon cards not named stay in
    their owner's deck below the named ones when ``decks[seat]`` is None, or go to the
    scrap pile when the deck is given exactly (top = last). Gem cards not named fill the
    draft row (when ``row`` is None) and the gem card deck, or, when ``gem_deck`` is given
    exactly, go to the scrap pile. Sources not named stay in their stack.
    """
    s = start(bearers, first=first)
    g = s.game
    free_weapons = [list(g.weapon_insts[b]) for b in bearers]
    # Gem cards in dealing order: the row as set up, then the gem card deck from its top.
    free_gem = [str(c) for c in [*s.row, *reversed(s.gem_deck)] if c is not None]
    free_sources = list(s.sources)
    owner: dict[str, int] = {}

    def take(seat: int | None, cid: str, where: str) -> str:
        if cid == g.source_id:
            inst = _take(free_sources, cid, where)
        elif cid in g.gem_cards:
            inst = _take(free_gem, cid, where)
        else:
            assert seat is not None, f"{cid} is a weapon card; {where} has no owner"
            inst = _take(free_weapons[seat], cid, where)
        if seat is not None:
            owner[inst] = seat
        return inst

    zones: dict[str, list[list[str]]] = {}
    for name, spec in (
        ("hand", hands),
        ("discard", discards),
        ("defense", defense),
        ("mods", mods),
    ):
        zones[name] = [[take(p, c, f"{name}[{p}]") for c in spec[p]] for p in (0, 1)]
    deck: list[list[str]] = [[], []]
    for p in (0, 1):
        named = decks[p]
        if named is not None:
            deck[p] = [take(p, c, f"deck[{p}]") for c in named]
    new_row: list[str | None] = []
    if row is not None:
        new_row = [None if c is None else take(None, c, "row") for c in row]
    new_gem_deck: list[str] = []
    if gem_deck is not None:
        new_gem_deck = [take(None, c, "gem_deck") for c in gem_deck]
    scrap: list[str] = []
    for p in (0, 1):
        rest = [c for c in [*s.deck[p], *s.hand[p]] if c in free_weapons[p]]
        for inst in rest:
            owner[inst] = p
        if decks[p] is None:
            deck[p] = rest + deck[p]
        else:
            scrap += rest
    if row is None:
        new_row = [free_gem.pop(0) for _ in range(min(g.setup.draft_row_size, len(free_gem)))]
    if gem_deck is None:
        new_gem_deck = list(reversed(free_gem))
    else:
        scrap += free_gem

    s.hand = [list(h) for h in zones["hand"]]
    s.discard = [list(d) for d in zones["discard"]]
    s.defense = [list(d) for d in zones["defense"]]
    s.mods = [list(m) for m in zones["mods"]]
    s.deck = [list(d) for d in deck]
    # A laid-out table has no history to tell what its decks may hold.
    s.deck_pool = [None, None]
    s.row = new_row
    s.gem_deck = list(new_gem_deck)
    s.sources = free_sources
    s.scrap = scrap
    s.owner = owner
    s.table = [[], []]
    s.looking = [[], []]
    s.used = set()
    s.exposed = [set(), set()]
    s.top_known = [0, 0]
    s.pool = {gem: g.setup.gems_per_type.value for gem in g.gems}
    s.gems = [list(gems[0]), list(gems[1])]
    for p in (0, 1):
        for gem in s.gems[p]:
            s.pool[gem] -= 1
            assert s.pool[gem] >= 0, f"more {gem} gems than the pool holds"
    s.power = list(power)
    s.life = list(life)
    s.bearer_used = [False, False]
    s.atk_mod = s.def_mod = 0
    s.ignored = set()
    s.attack_cards = []
    s.pending = []
    s.returning = set()
    s.revealed = 0
    s.queue = []
    s.stack.frames.clear()
    s.first = first
    if stage == "turn_start":
        s.turns = turns - 1
        s.turn_player = 1 - turn_player
    else:
        s.turns = turns
        s.turn_player = turn_player
    s.stage = stage
    flow.run(s, [])
    if stage == "turn_start":
        assert s.turn_player == turn_player
    return s


def play_random(s: GemState, rng: random.Random, *, check: Any = None) -> list[Action]:
    taken: list[Action] = []
    while not s.is_over:
        action = rng.choice(s.legal_actions())
        s.apply(action, check=False)
        taken.append(action)
        if check is not None:
            check(s)
        assert len(taken) < 5000, "the game did not end"
    return taken
