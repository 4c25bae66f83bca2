"""The Clash of Decks State: data, protocol plumbing, copies and hidden information.

The rules live in the sibling modules (draft, turn, effects, assault); this module
only routes decisions to them and knows what each seat may see.

Hidden information is what a player with perfect memory knows at the cardboard table:
the draft is open, so each player knows the opponent's eight cards; the opponent's hand
is shuffled face down, so its order is unknown, except for the cards seen entering it
at the right end (destroyed creatures, spent incantations) and the stronghold itself.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.decisions import DecisionStack
from game.core.events import Event
from game.core.state import State, copy_rng, fresh_rng, seat_label, view_rng
from game.engines.clash_of_decks.board import LANE_NAMES
from game.engines.clash_of_decks.content import CardDef
from game.engines.clash_of_decks.hand import STRONGHOLD, life

if TYPE_CHECKING:
    from game.engines.clash_of_decks.game import ClashGame


class ClashState(State):
    __slots__ = (
        "assault_lane",
        "assault_queue",
        "auras",
        "cards",
        "casting",
        "damage",
        "draft_group",
        "draft_round",
        "draft_taken",
        "entered",
        "first_drafter",
        "fort",
        "game",
        "hands",
        "kw",
        "lanes",
        "legacy",
        "loser",
        "mana",
        "num_players",
        "options",
        "owner",
        "pool",
        "public",
        "rng",
        "row",
        "shielded",
        "sprint",
        "stack",
        "starter",
        "turn_player",
        "turns",
        "universe",
        "viewer",
        "window_done",
    )

    game: ClashGame
    cards: dict[str, CardDef]
    kw: dict[str, frozenset[str]]
    auras: dict[str, frozenset[str]]
    universe: tuple[str, ...]
    options: dict[str, Any]
    legacy: bool
    pool: list[str | None]
    row: list[str | None]
    draft_round: int
    draft_group: int
    draft_taken: int
    first_drafter: int
    owner: dict[str, int]
    hands: list[list[str | None]]
    public: list[set[str]]
    fort: list[bool]
    lanes: list[list[list[str]]]
    turn_player: int
    turns: int
    starter: int
    mana: int
    damage: dict[str, int]
    entered: set[str]
    shielded: set[str]
    sprint: dict[str, int]
    assault_lane: int
    assault_queue: list[str]
    window_done: bool
    casting: str | None  # left the hand, not yet arrived: a spell before its target, or
    # a card whose play lost the game (taking it from the hand destroyed the Fort)
    stack: DecisionStack
    loser: int | None

    # --- protocol: whose decision ----------------------------------------------------
    @property
    def current_player(self) -> int | None:
        top = self.stack.top
        return None if self.loser is not None or top is None else top.seat

    @property
    def active_player(self) -> int | None:
        if self.loser is not None:
            return None
        return self.turn_player if self.turns else self.current_player

    @property
    def turn(self) -> int:
        return self.turns

    @property
    def in_draft(self) -> bool:
        return self.turns == 0

    @property
    def is_over(self) -> bool:
        return self.loser is not None

    @property
    def winners(self) -> list[int]:
        return [] if self.loser is None else [1 - self.loser]

    @property
    def scores(self) -> list[float]:
        """Each seat's life (see ``hand.life``): the game has no points, and the game-over
        chart of life over the moves tells how the duel went; the loser ends at 0.
        ``winners`` and ``returns`` come from the destroyed Fort, never from these."""
        return [float(life(self, 0)), float(life(self, 1))]

    def status_line(self, names: Sequence[str]) -> str:
        """The draft is no turn: it names the round and who picks; a turn names its
        phase (summoning, the assault and its lane, an incantation waiting for a target)."""
        top = self.stack.top
        if self.loser is not None or top is None:
            return "Game over"
        if top.kind == "pick":
            rounds = self.game.setup.draft_rounds
            group = self.game.setup.draft_picks[self.draft_group]
            pick = f"{seat_label(names, top.seat)} picks"
            if group > 1:
                pick += f" ({self.draft_taken + 1} of {group})"
            return f"Draft  ·  round {self.draft_round + 1} of {rounds}  ·  {pick}"
        if top.kind == "target":
            phase = f"casting {self.cards[top.data['card']].name}"
            if self.assault_lane >= 0:  # the legacy window: the assault waits for the spell
                phase = f"assault, {LANE_NAMES[self.assault_lane]} lane  ·  {phase}"
        elif self.assault_lane >= 0:
            phase = f"assault, {LANE_NAMES[self.assault_lane]} lane"
        else:
            phase = "summoning"
        mover = seat_label(names, self.turn_player)
        return f"Turn {self.turns}  ·  {mover}'s turn  ·  {phase}"

    # --- protocol: decisions ---------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        from game.engines.clash_of_decks import draft, turn

        top = self.stack.top
        if self.loser is not None or top is None:
            return []
        if top.kind == "pick":
            return draft.legal_picks(self)
        return turn.legal(self, top)

    def _apply(self, action: Action) -> list[Event]:
        from game.engines.clash_of_decks import draft, turn

        events: list[Event] = []
        frame = self.stack.pop()
        if frame.kind == "pick":
            draft.apply_pick(self, frame.seat, str(action.args[0]), events)
        else:
            turn.apply(self, frame, action, events)
        return events

    def describe(self, action: Action) -> str:
        return action.label or str(action)

    # --- copies ---------------------------------------------------------------------------
    def clone(self) -> ClashState:
        s = ClashState.__new__(ClashState)
        s.game = self.game
        s.cards = self.cards
        s.kw = self.kw
        s.auras = self.auras
        s.universe = self.universe
        s.num_players = 2
        s.options = self.options
        s.legacy = self.legacy
        s.rng = copy_rng(self.rng)
        s.viewer = self.viewer
        s.pool = self.pool[:]
        s.row = self.row[:]
        s.draft_round = self.draft_round
        s.draft_group = self.draft_group
        s.draft_taken = self.draft_taken
        s.first_drafter = self.first_drafter
        s.owner = self.owner.copy() if self.turns == 0 else self.owner
        s.hands = [self.hands[0][:], self.hands[1][:]]
        s.public = [self.public[0].copy(), self.public[1].copy()]
        s.fort = self.fort[:]
        s.lanes = [[lane[:] for lane in side] for side in self.lanes]
        s.turn_player = self.turn_player
        s.turns = self.turns
        s.starter = self.starter
        s.mana = self.mana
        s.damage = self.damage.copy()
        s.entered = self.entered.copy()
        s.shielded = self.shielded.copy()
        s.sprint = self.sprint.copy()
        s.assault_lane = self.assault_lane
        s.assault_queue = self.assault_queue[:]
        s.window_done = self.window_done
        s.casting = self.casting
        s.stack = self.stack.copy()
        s.loser = self.loser
        return s

    # --- hidden information ------------------------------------------------------------
    def _seen_hand(self, seat: int) -> list[str | None]:
        """The opponent's hand as ``seat`` knows it (works on a view too)."""
        hand = self.hands[1 - seat]
        if self.in_draft:
            return hand[:]
        seen = self.public[1 - seat]
        return [c if c == STRONGHOLD or c in seen else None for c in hand]

    def view(self, seat: int) -> ClashState:
        s = self.clone()
        s.viewer = seat
        s.rng = view_rng(self.rng)
        s.pool = [None] * len(self.pool)
        s.hands[1 - seat] = self._seen_hand(seat)
        return s

    def _known(self, seat: int) -> set[str]:
        """Every card ``seat`` sees in its place (works on a view too)."""
        known: set[str] = set()
        zones: tuple[Sequence[str | None], ...] = (
            self.hands[seat],
            self._seen_hand(seat),
            self.row,
            *self.lanes[0],
            *self.lanes[1],
        )
        for zone in zones:
            known.update(c for c in zone if c is not None)
        if self.casting is not None:
            known.add(self.casting)
        return known

    def hidden_cards(self, seat: int) -> list[str]:
        """The other player's cards ``seat`` knows they hold but cannot place: the draft
        is open and the decks public, so only their places in the hand are hidden."""
        return self._hidden(seat, self._known(seat))

    def _hidden(self, seat: int, known: set[str]) -> list[str]:
        return [c for c in self.universe if self.owner.get(c) == 1 - seat and c not in known]

    def determinize(self, seat: int, rng: random.Random) -> ClashState:
        s = self.clone()
        s.viewer = None
        s.rng = fresh_rng(rng)
        other = 1 - seat
        seen_hand = self._seen_hand(seat)
        known = self._known(seat)
        hidden = self._hidden(seat, known)
        rng.shuffle(hidden)
        s.hands[other] = [c if c is not None else hidden.pop() for c in seen_hand]
        unseen: list[str | None] = [
            c for c in self.universe if c not in known and c not in self.owner
        ]
        rng.shuffle(unseen)
        s.pool = unseen
        return s

    def snapshot(self) -> Any:
        return {
            "viewer": self.viewer,
            "options": self.options,
            "pool": self.pool,
            "row": self.row,
            "draft": [self.draft_round, self.draft_group, self.draft_taken, self.first_drafter],
            "owner": self.owner,
            "hands": self.hands,
            "public": [sorted(p) for p in self.public],
            "fort": self.fort,
            "lanes": self.lanes,
            "turn": [self.turn_player, self.turns, self.starter, self.mana],
            "damage": self.damage,
            "entered": sorted(self.entered),
            "shielded": sorted(self.shielded),
            "sprint": self.sprint,
            "assault": [self.assault_lane, self.assault_queue, self.window_done],
            "casting": self.casting,
            "stack": self.stack.snapshot(),
            "loser": self.loser,
        }
