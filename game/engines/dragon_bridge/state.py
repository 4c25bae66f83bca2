"""The Dragon Bridge State: the zones and counters of one moment, and the protocol methods
(copies, views, determinization, snapshot). The rules live in the sibling modules."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.decisions import DecisionStack
from game.core.events import Event
from game.core.state import State, copy_rng, fresh_rng
from game.core.vocabulary import Step

if TYPE_CHECKING:
    from game.engines.dragon_bridge.bridge import Bridge
    from game.engines.dragon_bridge.game import DragonBridgeGame

HIDDEN = None
NestCard = tuple[str, bool]  # (card id, face up)


class DragonBridgeState(State):
    __slots__ = (
        "bridge",
        "deck",
        "depleted",
        "dragon_end",
        "dragon_power",
        "end_reason",
        "first_player",
        "game",
        "hack_deck",
        "hack_discard",
        "hack_row",
        "hacks_placed",
        "hands",
        "in_play",
        "item_deck",
        "market",
        "nest",
        "num_players",
        "options",
        "over",
        "phase",
        "pos",
        "queue",
        "ready",
        "rng",
        "stack",
        "start_ready",
        "tableau",
        "triggers",
        "turn_player",
        "turns",
        "used_nest",
        "used_turn",
        "viewer",
        "white",
        "white_supply",
        "winner",
        "wizard",
    )

    game: DragonBridgeGame
    bridge: Bridge
    pos: list[int]
    ready: list[int]
    depleted: list[int]
    hands: list[list[str | None]]
    deck: list[str | None]
    nest: list[NestCard]
    dragon_end: int
    dragon_power: str | None
    market: list[str]
    item_deck: list[str | None]
    tableau: list[list[str]]
    wizard: list[str | None]
    hack_deck: list[str | None]
    hack_row: list[str]
    hacks_placed: list[tuple[str, int, int]]
    hack_discard: list[str]
    white: list[int]
    white_supply: int
    first_player: int
    turn_player: int
    turns: int
    phase: str
    in_play: str | None
    queue: list[tuple[Step, int]]
    triggers: list[tuple[int, str]]
    stack: DecisionStack
    over: bool
    winner: int | None
    end_reason: str
    start_ready: list[int]
    used_turn: set[str]
    used_nest: set[str]
    options: dict[str, Any]

    # --- protocol: whose decision -------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.over:
            return None
        top = self.stack.top
        return top.seat if top else None

    @property
    def active_player(self) -> int | None:
        return None if self.over else self.turn_player

    @property
    def turn(self) -> int:
        return self.turns

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def winners(self) -> list[int]:
        return [self.winner] if self.over and self.winner is not None else []

    @property
    def expansion(self) -> bool:
        return bool(self.options["expansion"])

    def opponent(self, seat: int) -> int:
        return 1 - seat

    # --- protocol: decisions ------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        from game.engines.dragon_bridge.frames import legal_for

        top = self.stack.top
        if self.over or top is None:
            return []
        return legal_for(self, top)

    def _apply(self, action: Action) -> list[Event]:
        from game.engines.dragon_bridge.frames import apply_frame
        from game.engines.dragon_bridge.turn import run

        events: list[Event] = []
        frame = self.stack.pop()
        apply_frame(self, frame, action, events)
        run(self, events)
        return events

    def describe(self, action: Action) -> str:
        return action.label or str(action)

    # --- protocol: copies ---------------------------------------------------------------
    def clone(self) -> DragonBridgeState:
        s = DragonBridgeState.__new__(DragonBridgeState)
        s.game = self.game
        s.bridge = self.bridge
        s.num_players = self.num_players
        s.options = self.options
        s.rng = copy_rng(self.rng)
        s.viewer = self.viewer
        s.pos = self.pos[:]
        s.ready = self.ready[:]
        s.depleted = self.depleted[:]
        s.hands = [self.hands[0][:], self.hands[1][:]]
        s.deck = self.deck[:]
        s.nest = self.nest[:]
        s.dragon_end = self.dragon_end
        s.dragon_power = self.dragon_power
        s.market = self.market[:]
        s.item_deck = self.item_deck[:]
        s.tableau = [self.tableau[0][:], self.tableau[1][:]]
        s.wizard = self.wizard[:]
        s.white = self.white[:]
        s.white_supply = self.white_supply
        s.hack_deck = self.hack_deck[:]
        s.hack_row = self.hack_row[:]
        s.hacks_placed = self.hacks_placed[:]
        s.hack_discard = self.hack_discard[:]
        s.first_player = self.first_player
        s.turn_player = self.turn_player
        s.turns = self.turns
        s.phase = self.phase
        s.in_play = self.in_play
        s.queue = self.queue[:]
        s.triggers = self.triggers[:]
        s.stack = self.stack.copy()
        s.over = self.over
        s.winner = self.winner
        s.end_reason = self.end_reason
        s.start_ready = self.start_ready[:]
        s.used_turn = set(self.used_turn)
        s.used_nest = set(self.used_nest)
        return s

    # --- protocol: hidden information ---------------------------------------------------
    def view(self, seat: int) -> DragonBridgeState:
        """Opponent's hand and both decks' orders are hidden; their sizes are not."""
        s = self.clone()
        if self.viewer is None:
            s.rng = fresh_rng(self.rng)
        s.viewer = seat
        other = self.opponent(seat)
        s.hands[other] = [HIDDEN] * len(self.hands[other])
        s.deck = [HIDDEN] * len(self.deck)
        s.item_deck = [HIDDEN] * len(self.item_deck)
        s.hack_deck = [HIDDEN] * len(self.hack_deck)
        return s

    def determinize(self, seat: int, rng: random.Random) -> DragonBridgeState:
        """Deal the cards ``seat`` cannot see (opponent hand, deck, item deck) at random."""
        s = self.clone()
        s.viewer = None
        s.rng = fresh_rng(rng)
        unseen = list(self.game.deck_lists[self.expansion])
        known = [c for c in self.hands[seat] if c is not None]
        known += [c for c, _ in self.nest]
        if self.dragon_power is not None:
            known.append(self.dragon_power)
        if self.in_play is not None:
            known.append(self.in_play)
        for card in known:
            unseen.remove(card)
        rng.shuffle(unseen)
        other = self.opponent(seat)
        s.hands[other] = [unseen.pop() for _ in self.hands[other]]
        s.deck = [unseen.pop() for _ in self.deck]
        items = list(self.game.item_lists[self.expansion])
        for item in [*self.market, *self.tableau[0], *self.tableau[1]]:
            items.remove(item)
        rng.shuffle(items)
        s.item_deck = [items.pop() for _ in self.item_deck]
        hacks = [h for h in self.game.hacks if self.expansion]
        for h in [*self.hack_row, *self.hack_discard, *(e[0] for e in self.hacks_placed)]:
            hacks.remove(h)
        rng.shuffle(hacks)
        s.hack_deck = [hacks.pop() for _ in self.hack_deck]
        return s

    def snapshot(self) -> Any:
        return {
            "viewer": self.viewer,
            "bridge": self.bridge.layout_id,
            "pos": self.pos,
            "ready": self.ready,
            "depleted": self.depleted,
            "hands": self.hands,
            "deck": self.deck,
            "nest": [list(n) for n in self.nest],
            "dragon_end": self.dragon_end,
            "dragon_power": self.dragon_power,
            "market": self.market,
            "item_deck": self.item_deck,
            "tableau": self.tableau,
            "wizard": self.wizard,
            "white": self.white,
            "white_supply": self.white_supply,
            "hack_deck": self.hack_deck,
            "hack_row": self.hack_row,
            "hacks_placed": [list(h) for h in self.hacks_placed],
            "hack_discard": self.hack_discard,
            "first_player": self.first_player,
            "turn_player": self.turn_player,
            "turns": self.turns,
            "phase": self.phase,
            "in_play": self.in_play,
            "queue": [[step.name, repr(step.params), actor] for step, actor in self.queue],
            "triggers": [list(t) for t in self.triggers],
            "stack": [
                [f.seat, f.kind, {k: _plain(v) for k, v in f.data.items()}]
                for f in self.stack.frames
            ],
            "over": self.over,
            "winner": self.winner,
            "end_reason": self.end_reason,
            "start_ready": self.start_ready,
            "used_turn": sorted(self.used_turn),
            "used_nest": sorted(self.used_nest),
            "options": dict(self.options),
        }


def _plain(value: Any) -> Any:
    """Frame data is JSON-ready except for content steps, which are written by value."""
    if isinstance(value, Step):
        return [value.name, repr(value.params)]
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
