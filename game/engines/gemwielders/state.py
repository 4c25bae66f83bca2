"""The Gemwielders State: its data, the protocol plumbing, copies and hidden information.

The rules live in the sibling modules (setup, draft, main_phase, attack, effects, flow);
this module routes decisions to them and knows what each seat may see.

What a seat knows is what a player with perfect memory knows at the table: life, power,
gems, the draft row, Sources, scrap and discard piles, modifications and the number and
order of every face-down pile. Hidden from it: the opponent's hand, the order of every
deck (its own too, except the top cards it put back itself), the gem card deck, and the
opponent's face-down defense cards except those it has peeked at. A card taken into a
hand from a face-up place stays known to the opponent while it stays there.
"""

from __future__ import annotations

import math
import random
from collections.abc import Container, Sequence
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.decisions import DecisionStack
from game.core.events import Event
from game.core.state import State, copy_rng, fresh_rng, seat_label, view_rng

if TYPE_CHECKING:
    from game.engines.gemwielders.game import GemGame


class GemState(State):
    __slots__ = (
        "atk_mod",
        "attack_cards",
        "bearer",
        "bearer_used",
        "both_down",
        "deck",
        "deck_pool",
        "def_mod",
        "defense",
        "discard",
        "end_reason",
        "exposed",
        "first",
        "game",
        "gem_deck",
        "gems",
        "hand",
        "hit",
        "ignored",
        "life",
        "looking",
        "margin",
        "mods",
        "num_players",
        "options",
        "owner",
        "pending",
        "played",
        "pool",
        "power",
        "queue",
        "redealt",
        "returning",
        "revealed",
        "rng",
        "row",
        "scrap",
        "sources",
        "stack",
        "stage",
        "table",
        "top_known",
        "totals",
        "turn_player",
        "turns",
        "used",
        "viewer",
        "winner",
    )

    game: GemGame
    options: dict[str, Any]
    first: int  # the seat of the rulebook's Player 1
    turn_player: int
    turns: int  # turns begun, both players' counted; turn 1 is Player 1's first
    stage: str
    life: list[int]
    power: list[int]
    bearer: list[str | None]
    bearer_used: list[bool]
    gems: list[list[str]]
    pool: dict[str, int]
    deck: list[list[str | None]]  # top = last
    # The cards a seat's deck may hold, as both seats know: its weapon deck at the deal,
    # the discard pile shuffled at its last reshuffle (None: no such set is known).
    deck_pool: list[frozenset[str] | None]
    hand: list[list[str | None]]
    discard: list[list[str]]
    defense: list[list[str | None]]  # left (oldest) first
    mods: list[list[str]]
    used: set[str]  # modifications set to used
    played: set[str]  # skills and Sources played this turn (the loop guard, rules.md)
    table: list[list[str]]  # face up in front of a player: a skill resolving, attack cards
    looking: list[list[str | None]]  # top cards a player is looking at (look_top)
    scrap: list[str]
    row: list[str | None]
    gem_deck: list[str | None]  # top = last
    sources: list[str]
    owner: dict[str, int]
    exposed: list[set[str]]  # a seat's cards in hand or defense that the opponent knows
    top_known: list[int]  # how many top cards of its own deck a seat knows
    redealt: bool
    atk_mod: int
    def_mod: int
    ignored: set[int]  # defense positions whose value counts as 0 in this attack
    attack_cards: list[str]  # in the order chosen
    pending: list[str]  # effect sources waiting for the attacker's ordering
    totals: tuple[int, int]  # attack and defense at the comparison
    hit: bool | None
    margin: int
    returning: set[str]  # cards that go to hand after this attack
    revealed: int  # defense cards revealed in this attack (0: an empty setup, not revealed)
    queue: list[tuple[Any, ...]]  # effects waiting to resolve, first first
    stack: DecisionStack
    both_down: bool
    winner: int | None
    end_reason: str

    # --- protocol: whose decision ----------------------------------------------------
    @property
    def current_player(self) -> int | None:
        frames = self.stack.frames  # ``stack.top``, spelt out: the search asks every step
        return None if self.winner is not None or not frames else frames[-1].seat

    @property
    def active_player(self) -> int | None:
        if self.winner is not None:
            return None
        if self.stage in ("bearer", "redeal"):
            return self.current_player
        return self.turn_player

    @property
    def turn(self) -> int:
        return self.turns

    @property
    def phase(self) -> str:
        return PHASE_OF_STAGE[self.stage]

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def winners(self) -> list[int]:
        return [] if self.winner is None else [self.winner]

    @property
    def scores(self) -> list[float]:
        """Each seat's life: the game has no points, and the game-over chart of life over
        the moves tells how the duel went. ``winners`` never comes from these alone (a
        tie goes to Player 2)."""
        return [float(self.life[0]), float(self.life[1])]

    def status_line(self, names: Sequence[str]) -> str:
        if self.winner is not None:
            return "Game over"
        top = self.stack.top
        if self.stage == "bearer" and top is not None:
            return f"Set-up  ·  {seat_label(names, top.seat)} chooses a Gembearer"
        if self.stage == "redeal" and top is not None:
            return f"Set-up  ·  {seat_label(names, top.seat)} may redeal the draft row"
        mover = seat_label(names, self.turn_player)
        left = len(self.gem_deck)
        return (
            f"Turn {self.turns}  ·  {mover}'s {self.phase} phase  ·  "
            f"{left} gem card{'s' if left != 1 else ''} left"
        )

    # --- protocol: decisions ---------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        frames = self.stack.frames
        if self.winner is not None or not frames:
            return []
        return decisions.legal(self, frames[-1])

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        phase = PHASE_OF_STAGE[self.stage]
        frame = self.stack.frames.pop()
        decisions.apply(self, frame, action, events)
        flow.run(self, events, phase)
        return events

    def describe(self, action: Action) -> str:
        return action.label or str(action)

    # --- copies ---------------------------------------------------------------------------
    def clone(self) -> GemState:
        return self._copy(copy_rng(self.rng))

    def _copy(self, rng: random.Random) -> GemState:
        """A copy carrying ``rng``: a view and a sampled world replace the RNG anyway, so
        they need not copy the original's first."""
        s = GemState.__new__(GemState)
        s.game = self.game
        s.num_players = 2
        s.options = self.options
        s.rng = rng
        s.viewer = self.viewer
        s.first = self.first
        s.turn_player = self.turn_player
        s.turns = self.turns
        s.stage = self.stage
        s.life = self.life[:]
        s.power = self.power[:]
        s.bearer = self.bearer[:]
        s.bearer_used = self.bearer_used[:]
        s.gems = [self.gems[0][:], self.gems[1][:]]
        s.pool = self.pool.copy()
        s.deck = [self.deck[0][:], self.deck[1][:]]
        s.hand = [self.hand[0][:], self.hand[1][:]]
        s.discard = [self.discard[0][:], self.discard[1][:]]
        s.defense = [self.defense[0][:], self.defense[1][:]]
        s.mods = [self.mods[0][:], self.mods[1][:]]
        s.used = self.used.copy()
        s.played = self.played.copy()
        s.table = [self.table[0][:], self.table[1][:]]
        s.looking = [self.looking[0][:], self.looking[1][:]]
        s.scrap = self.scrap[:]
        s.row = self.row[:]
        s.gem_deck = self.gem_deck[:]
        s.sources = self.sources[:]
        s.owner = self.owner.copy()
        s.exposed = [self.exposed[0].copy(), self.exposed[1].copy()]
        s.top_known = self.top_known[:]
        s.deck_pool = self.deck_pool[:]
        s.redealt = self.redealt
        s.atk_mod = self.atk_mod
        s.def_mod = self.def_mod
        s.ignored = self.ignored.copy()
        s.attack_cards = self.attack_cards[:]
        s.pending = self.pending[:]
        s.totals = self.totals
        s.hit = self.hit
        s.margin = self.margin
        s.returning = self.returning.copy()
        s.revealed = self.revealed
        s.queue = self.queue[:]
        s.stack = self.stack.copy()
        s.both_down = self.both_down
        s.winner = self.winner
        s.end_reason = self.end_reason
        return s

    # --- hidden information ------------------------------------------------------------
    def view(self, seat: int) -> GemState:
        s = self._copy(view_rng(self.rng))
        s.viewer = seat
        other = 1 - seat
        known = self.exposed[other]
        s.hand[other] = [c if c in known else None for c in self.hand[other]]
        s.defense[other] = [c if c in known else None for c in self.defense[other]]
        s.deck[other] = [None] * len(self.deck[other])
        s.looking[other] = [None] * len(self.looking[other])
        own = self.deck[seat]
        k = min(self.top_known[seat], len(own))
        covered: list[str | None] = [None] * (len(own) - k)
        s.deck[seat] = covered + own[len(own) - k :]
        s.gem_deck = [None] * len(self.gem_deck)
        return s

    def determinize(self, seat: int, rng: random.Random) -> GemState:
        v = self if self.viewer == seat else self.view(seat)
        s = v._copy(fresh_rng(rng))
        s.viewer = None
        seen: set[str | None] = set()
        zones: tuple[Sequence[str | None], ...] = (
            *v.deck,
            *v.hand,
            *v.discard,
            *v.defense,
            *v.mods,
            *v.table,
            *v.looking,
            v.scrap,
            v.row,
            v.sources,
        )
        for zone in zones:
            seen.update(zone)
        seen.discard(None)
        # Weapon decks exist only once both Gembearers are chosen (setup.deal).
        dealt: list[str | None] = self.bearer if None not in self.bearer else [None, None]
        unseen = [c for c in self.game.universe(dealt) if c not in seen]
        by_owner: dict[int | None, list[str]] = {0: [], 1: [], None: []}
        for c in unseen:
            by_owner[v.owner.get(c)].append(c)
        # Own deck: only its order is unknown.
        mine = by_owner[seat]
        rng.shuffle(mine)
        s.deck[seat] = [c if c is not None else mine.pop() for c in v.deck[seat]]
        # The opponent's hidden cards: defense slots hold defense cards only, and its deck
        # holds only cards of its pool (after a reshuffle, the old discard pile: a card
        # it played before then is not drawn back until the next one).
        other = 1 - seat
        theirs = by_owner[other]
        rng.shuffle(theirs)
        # The cards being looked at came off the deck: they are dealt with it.
        looked = v.looking[other].count(None)
        guards, deck, rest = _deal_hidden(
            theirs,
            self.game.defense_insts,
            v.deck_pool[other],
            v.defense[other].count(None),
            v.deck[other].count(None) + looked,
            rng,
        )
        s.defense[other] = [c if c is not None else guards.pop() for c in v.defense[other]]
        s.hand[other] = [c if c is not None else rest.pop() for c in v.hand[other]]
        s.looking[other] = [c if c is not None else deck.pop() for c in v.looking[other]]
        s.deck[other] = [c if c is not None else deck.pop() for c in v.deck[other]]
        loose = by_owner[None]
        rng.shuffle(loose)
        s.gem_deck = [c if c is not None else loose.pop() for c in v.gem_deck]
        return s

    def snapshot(self) -> Any:
        return {
            "viewer": self.viewer,
            "turn": [self.first, self.turn_player, self.turns, self.stage],
            "life": self.life,
            "power": self.power,
            "bearer": [self.bearer, self.bearer_used],
            "gems": self.gems,
            "pool": self.pool,
            "deck": self.deck,
            "hand": self.hand,
            "discard": self.discard,
            "defense": self.defense,
            "mods": self.mods,
            "used": sorted(self.used),
            "played": sorted(self.played),
            "table": self.table,
            "looking": self.looking,
            "scrap": self.scrap,
            "row": self.row,
            "gem_deck": self.gem_deck,
            "sources": self.sources,
            "owner": sorted(self.owner.items()),
            "exposed": [sorted(e) for e in self.exposed],
            "top_known": self.top_known,
            "deck_pool": [None if p is None else sorted(p) for p in self.deck_pool],
            "redealt": self.redealt,
            "attack": [
                self.atk_mod,
                self.def_mod,
                sorted(self.ignored),
                self.attack_cards,
                self.pending,
                list(self.totals),
                self.hit,
                self.margin,
                sorted(self.returning),
                self.revealed,
            ],
            "queue": [_queue_json(item) for item in self.queue],
            "stack": [[f.seat, f.kind, _frame_json(f.data)] for f in self.stack.frames],
            "end": [self.both_down, self.winner, self.end_reason],
        }


def _deal_hidden(
    theirs: list[str],
    defense_insts: Container[str],
    pool: frozenset[str] | None,
    defense_slots: int,
    deck_slots: int,
    rng: random.Random,
) -> tuple[list[str], list[str], list[str]]:
    """The opponent's hidden cards (in a random order) split into its face-down defense,
    its deck (with the cards it is looking at, which came off it) and the rest (its hand),
    each split that fits what the seat knows as likely as any other.

    The deck holds pool cards only, so how many of the pool's defense cards sit in the
    defense (``j``) changes how many decks are left: ``j`` is drawn with the number of
    whole splits it allows, then the cards within it (taking the defense first and the
    deck from what was left made a pool defense card in the defense several times too
    likely). A view no real game could show (no such split) falls back to the split
    without the pool, so a search is never stopped by it."""
    if pool is not None:
        in_pool = [c for c in theirs if c in pool]
        pool_guards = [c for c in in_pool if c in defense_insts]
        other_guards = [c for c in theirs if c in defense_insts and c not in pool]
        splits = [
            math.comb(len(pool_guards), j)
            * math.comb(len(other_guards), defense_slots - j)
            * math.comb(len(in_pool) - j, deck_slots)
            if j <= len(pool_guards)
            else 0
            for j in range(defense_slots + 1)
        ]
        if any(splits):
            j = rng.choices(range(defense_slots + 1), splits)[0]
            guards = pool_guards[:j] + other_guards[: defense_slots - j]
            rng.shuffle(guards)  # which face-down position holds which
            taken = set(guards)
            deck = [c for c in in_pool if c not in taken][:deck_slots]
            taken.update(deck)
            return guards, deck, [c for c in theirs if c not in taken]
    guards = [c for c in theirs if c in defense_insts][:defense_slots]
    chosen = set(guards)
    rest = [c for c in theirs if c not in chosen]
    # The deck is dealt last from the rest, as the hand is.
    deck = rest[:deck_slots]
    return guards, deck, rest[deck_slots:]


def _queue_json(item: tuple[Any, ...]) -> Any:
    return [x if isinstance(x, str | int | bool | None) else repr(x) for x in item]


def _frame_json(data: dict[str, Any]) -> Any:
    return {
        k: (v if isinstance(v, str | int | bool | None | list) else repr(v))
        for k, v in data.items()
    }


# The rules modules import GemState; imported here, once the class exists, so the
# protocol methods above need no import on every call (the AI's inner loop).
from game.engines.gemwielders import decisions, flow  # noqa: E402
from game.engines.gemwielders.flow import PHASE_OF_STAGE  # noqa: E402
