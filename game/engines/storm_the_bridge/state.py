"""The Storm the Bridge State: its data, the protocol plumbing, copies and hidden
information.

The rules live in the sibling modules (setup, reset, responses, recruit, attack,
redeploy, victory, effects, passives, flow); this module routes decisions to them and
knows what each seat may see.

What a seat knows is what a player at the table knows: leaders, parties, sections,
passives, the Available Crew Pool, the response stack, the discard pile and the size of
every hand and stack. Hidden from it: the other hands, the order of the Action Stack
and the order of the Crew Stack, except the cards whose place it has seen (crew sent to
the bottom in front of everyone, and the top cards it looked at itself). Which crew are
in the Crew Stack is public (every other crew card is face up somewhere).

Keys name the cards that tap: ``leader:<seat>``, a crew id, a section id. Action cards
are instances ``<design>#<n>``. An item of the response stack is a tuple
``(uid, kind, seat, source, target, index)``; see ``responses``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.events import Event
from game.core.state import State, copy_rng, fresh_rng, seat_label, view_rng

if TYPE_CHECKING:
    from game.core.decisions import DecisionStack
    from game.engines.storm_the_bridge.game import StormGame

Item = tuple[int, str, int, str, Any, int]

PHASE_OF_STAGE = {
    "reset": "Reset",
    "cycle": "Reset",
    "untap": "Reset",
    "draw": "Reset",
    "open": "Action",
    "window": "Action",
    "resolve": "Action",
    "finish": "Action",
    "triggers": "Action",
    "next": "Action",
    "last_call": "Action",
    "redeploy": "Redeployment",
    "end_turn": "Redeployment",
    "over": "Game over",
}


class StormState(State):
    __slots__ = (
        "act_bonus",
        "act_card",
        "act_committed",
        "act_def",
        "act_def_discards",
        "act_extra",
        "act_first",
        "act_ignore",
        "act_kind",
        "act_mod",
        "act_seat",
        "act_target",
        "act_uid",
        "act_used",
        "action_pool",
        "action_stack",
        "assigned",
        "attached",
        "attacks",
        "auto_pass",
        "capture_party",
        "card_owner",
        "crew_known",
        "crew_stack",
        "discard",
        "end_reason",
        "extra_recruits",
        "failed",
        "first",
        "game",
        "hand",
        "infl_discards",
        "items",
        "last_call",
        "leader",
        "mods",
        "num_players",
        "occupier",
        "once_used",
        "options",
        "party",
        "passes",
        "pending",
        "pool",
        "prio",
        "queue",
        "recruits",
        "redeployed",
        "resolving",
        "rng",
        "serial",
        "set_aside",
        "shields",
        "stack",
        "stage",
        "table",
        "tapped",
        "turn_player",
        "turns",
        "viewer",
        "winner",
    )

    game: StormGame
    options: dict[str, Any]
    stack: DecisionStack
    auto_pass: tuple[bool, ...]
    first: int
    turn_player: int
    turns: int  # turns begun, every seat's counted; turn 1 is the first player's first
    stage: str
    leader: list[str]  # leader id per seat
    hand: list[list[str | None]]
    action_stack: list[str | None]  # top = last
    # The cards the Action Stack may hold, as every seat knows: after a reshuffle, the
    # discard pile shuffled (None before the first: any card not seen).
    action_pool: frozenset[str] | None
    discard: list[str]
    crew_stack: list[str | None]  # top = last
    crew_known: list[set[str]]  # crew in the stack whose place each seat knows
    pool: list[str]  # index 0 is nearest the Crew Stack (out the longest)
    set_aside: list[str]  # the dealt leaders' crew doubles
    party: list[list[str]]  # crew per seat, in the order they joined
    assigned: dict[str, str]  # crew -> the section it is stationed at
    occupier: dict[str, int | None]  # section -> seat
    tapped: set[str]
    attached: dict[str, list[str]]  # host key -> passive instances
    card_owner: dict[str, int]  # attached passive -> the seat that played it
    table: list[tuple[str, str]]  # instants in effect: (instance, "action" | "turn")
    mods: list[tuple[str, str, int, str]]  # (key, stat, amount, "action" | "turn")
    shields: list[tuple[str, str]]  # (crew, "nothing" | "tap") until the end of the turn
    items: list[Item]  # the response stack, top = last
    serial: int
    prio: int
    passes: int
    last_call: list[int]
    resolving: Item | None
    queue: list[tuple[Any, ...]]
    pending: list[tuple[Any, ...]]  # triggered abilities waiting to go on the stack
    # the recruit or attack under way (at most one: they start from an empty stack)
    act_kind: str | None
    act_uid: int
    act_seat: int
    act_target: str
    act_card: str | None  # Defection's instance for a recruit from a party
    act_extra: int
    act_committed: list[str]
    act_used: set[str]
    act_bonus: int  # discard bonus points
    act_mod: int  # modifiers to the attack or influence total
    act_def: int  # modifiers to the defence total
    act_def_discards: int
    act_ignore: set[str]  # "crew" / "leader": defenders adding nothing
    act_first: bool
    capture_party: list[str]
    # per turn
    recruits: int
    extra_recruits: int
    attacks: int
    infl_discards: int
    failed: set[tuple[str, str]]  # (target, key): A5's loop guard
    once_used: set[str]
    redeployed: set[str]
    winner: list[int] | None
    end_reason: str

    # --- protocol: whose decision ----------------------------------------------------
    @property
    def current_player(self) -> int | None:
        top = self.stack.top
        return None if self.winner is not None or top is None else top.seat

    @property
    def active_player(self) -> int | None:
        return None if self.winner is not None else self.turn_player

    @property
    def turn(self) -> int:
        return self.turns

    @property
    def round(self) -> int:
        return (self.turns + self.num_players - 1) // self.num_players

    @property
    def phase(self) -> str:
        return PHASE_OF_STAGE[self.stage]

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def winners(self) -> list[int]:
        return [] if self.winner is None else list(self.winner)

    @property
    def scores(self) -> list[float]:
        """Sections held: the game has no points; the chart of sections over the moves
        tells how the fight for the ship went. Winning is the Bridge's Victory."""
        held = [0.0] * self.num_players
        for seat in self.occupier.values():
            if seat is not None:
                held[seat] += 1
        return held

    def status_line(self, names: Sequence[str]) -> str:
        if self.winner is not None:
            return "Game over"
        mover = seat_label(names, self.turn_player)
        # The round is the game's clock (the Bridge race, the round limit, the game-over
        # chart); the turn number beside it tells whose turn of the round this is.
        limit = f" of {self.game.max_rounds}" if victory.limited(self) else ""
        parts = [
            f"Round {self.round}{limit}, turn {max(1, self.turns)}",
            f"{mover}'s {self.phase} phase",
        ]
        top = self.stack.top
        if top is not None and top.seat != self.turn_player:
            parts.append(f"{seat_label(names, top.seat)} decides")
        elif top is not None and top.kind == "priority":
            parts.append(f"{mover} decides")
        if self.items:
            parts.append(f"{len(self.items)} on the stack")
        return "  ·  ".join(parts)

    # --- protocol: decisions ---------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.winner is not None or self.stack.top is None:
            return []
        return decisions.legal(self, self.stack.top)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        frame = self.stack.pop()
        decisions.apply(self, frame, action, events)
        flow.run(self, events)
        return events

    def describe(self, action: Action) -> str:
        return action.label or str(action)

    # --- copies ---------------------------------------------------------------------------
    def clone(self) -> StormState:
        return self._copy(copy_rng(self.rng))

    def _copy(self, rng: random.Random) -> StormState:
        """A copy with ``rng`` for its RNG (``clone`` gives it a twin of this one's)."""
        s = StormState.__new__(StormState)
        s.game = self.game
        s.num_players = self.num_players
        s.options = self.options
        s.auto_pass = self.auto_pass
        s.rng = rng
        s.viewer = self.viewer
        s.first = self.first
        s.turn_player = self.turn_player
        s.turns = self.turns
        s.stage = self.stage
        s.leader = self.leader
        s.hand = [h[:] for h in self.hand]
        s.action_stack = self.action_stack[:]
        s.action_pool = self.action_pool
        s.discard = self.discard[:]
        s.crew_stack = self.crew_stack[:]
        s.crew_known = [k.copy() for k in self.crew_known]
        s.pool = self.pool[:]
        s.set_aside = self.set_aside
        s.party = [p[:] for p in self.party]
        s.assigned = self.assigned.copy()
        s.occupier = self.occupier.copy()
        s.tapped = self.tapped.copy()
        s.attached = {k: v[:] for k, v in self.attached.items()}
        s.card_owner = self.card_owner.copy()
        s.table = self.table[:]
        s.mods = self.mods[:]
        s.shields = self.shields[:]
        s.items = self.items[:]
        s.serial = self.serial
        s.prio = self.prio
        s.passes = self.passes
        s.last_call = self.last_call[:]
        s.resolving = self.resolving
        s.queue = self.queue[:]
        s.pending = self.pending[:]
        s.act_kind = self.act_kind
        s.act_uid = self.act_uid
        s.act_seat = self.act_seat
        s.act_target = self.act_target
        s.act_card = self.act_card
        s.act_extra = self.act_extra
        s.act_committed = self.act_committed[:]
        s.act_used = self.act_used.copy()
        s.act_bonus = self.act_bonus
        s.act_mod = self.act_mod
        s.act_def = self.act_def
        s.act_def_discards = self.act_def_discards
        s.act_ignore = self.act_ignore.copy()
        s.act_first = self.act_first
        s.capture_party = self.capture_party[:]
        s.recruits = self.recruits
        s.extra_recruits = self.extra_recruits
        s.attacks = self.attacks
        s.infl_discards = self.infl_discards
        s.failed = self.failed.copy()
        s.once_used = self.once_used.copy()
        s.redeployed = self.redeployed.copy()
        s.stack = self.stack.copy()
        s.winner = self.winner
        s.end_reason = self.end_reason
        return s

    # --- hidden information ------------------------------------------------------------
    def view(self, seat: int) -> StormState:
        s = self.clone()
        s.viewer = seat
        s.rng = view_rng(self.rng)
        for other in range(self.num_players):
            if other != seat:
                s.hand[other] = [None] * len(self.hand[other])
        s.action_stack = [None] * len(self.action_stack)
        known = self.crew_known[seat]
        s.crew_stack = [c if c in known else None for c in self.crew_stack]
        # What another seat has seen of the Crew Stack is theirs to know; this seat only
        # knows they share what it knows itself.
        s.crew_known = [k.copy() if i == seat else k & known for i, k in enumerate(self.crew_known)]
        return s

    def determinize(self, seat: int, rng: random.Random) -> StormState:
        v = self if self.viewer == seat else self.view(seat)
        s = v._copy(fresh_rng(rng))
        s.viewer = None
        # Action cards: every instance not face up somewhere or in the seat's hand is in
        # another hand or in the Action Stack, in an order nobody knows.
        seen: set[str] = set(v.discard)
        seen.update(c for c in v.hand[seat] if c is not None)
        for cards in v.attached.values():
            seen.update(cards)
        seen.update(inst for inst, _ in v.table)
        for item in v.items:
            if item[1] in ("card", "recruit") and "#" in item[3]:
                seen.add(item[3])
        if v.resolving is not None and "#" in v.resolving[3]:
            seen.add(v.resolving[3])
        if v.act_card is not None:
            seen.add(v.act_card)  # a Defection being declared
        unseen = [c for c in self.game.instances if c not in seen]
        rng.shuffle(unseen)
        # After a reshuffle the Action Stack holds only cards of the pile shuffled: a card
        # played before it stays out of the stack, and in a hand, until the next one.
        stack = unseen
        pool = v.action_pool
        if pool is not None:
            size = v.action_stack.count(None)
            from_pool = [c for c in unseen if c in pool][:size]
            if len(from_pool) == size:  # always, in a view a real game can show
                dealt = set(from_pool)
                stack = from_pool
                unseen = [c for c in unseen if c not in dealt]
        for other in range(v.num_players):
            if other != seat:
                s.hand[other] = [c if c is not None else unseen.pop() for c in v.hand[other]]
        s.action_stack = [c if c is not None else stack.pop() for c in v.action_stack]
        # Crew: the Crew Stack holds every crew card not face up elsewhere.
        placed: set[str] = set(v.pool) | set(v.set_aside)
        for p in v.party:
            placed.update(p)
        placed.update(c for c in v.crew_stack if c is not None)
        loose = [c for c in self.game.crew_order if c not in placed]
        rng.shuffle(loose)
        s.crew_stack = [c if c is not None else loose.pop() for c in v.crew_stack]
        return s

    def snapshot(self) -> Any:
        return {
            "viewer": self.viewer,
            "turn": [self.first, self.turn_player, self.turns, self.stage],
            "leader": self.leader,
            "hand": self.hand,
            "action_stack": self.action_stack,
            "action_pool": None if self.action_pool is None else sorted(self.action_pool),
            "discard": self.discard,
            "crew_stack": self.crew_stack,
            "crew_known": [sorted(k) for k in self.crew_known],
            "pool": self.pool,
            "set_aside": self.set_aside,
            "party": self.party,
            "assigned": sorted(self.assigned.items()),
            "occupier": sorted(self.occupier.items()),
            "tapped": sorted(self.tapped),
            "attached": sorted((k, v) for k, v in self.attached.items()),
            "card_owner": sorted(self.card_owner.items()),
            "table": [list(t) for t in self.table],
            "mods": [list(m) for m in self.mods],
            "shields": [list(sh) for sh in self.shields],
            "items": [list(i) for i in self.items],
            "priority": [self.serial, self.prio, self.passes, self.last_call],
            "resolving": list(self.resolving) if self.resolving else None,
            "queue": [_json(q) for q in self.queue],
            "pending": [_json(p) for p in self.pending],
            "act": [
                self.act_kind,
                self.act_uid,
                self.act_seat,
                self.act_target,
                self.act_card,
                self.act_extra,
                self.act_committed,
                sorted(self.act_used),
                self.act_bonus,
                self.act_mod,
                self.act_def,
                self.act_def_discards,
                sorted(self.act_ignore),
                self.act_first,
                self.capture_party,
            ],
            "per_turn": [
                self.recruits,
                self.extra_recruits,
                self.attacks,
                self.infl_discards,
                sorted(self.failed),
                sorted(self.once_used),
                sorted(self.redeployed),
            ],
            "stack": [[f.seat, f.kind, _json_dict(f.data)] for f in self.stack.frames],
            "end": [self.winner, self.end_reason],
        }


def _json(item: tuple[Any, ...]) -> Any:
    return [x if isinstance(x, str | int | bool | None) else repr(x) for x in item]


def _json_dict(data: dict[str, Any]) -> Any:
    return {
        k: (v if isinstance(v, str | int | bool | None | list) else repr(v))
        for k, v in data.items()
    }


# The rules modules import StormState; imported here, once the class exists, so the
# protocol methods above need no import on every call (the AI's inner loop).
from game.engines.storm_the_bridge import decisions, flow, victory  # noqa: E402
