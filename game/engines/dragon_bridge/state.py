"""The Dragon Bridge State: the zones and counters of one moment, and the protocol methods
(copies, views, determinization, snapshot). The rules live in the sibling modules."""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any, cast

from game.core.actions import Action
from game.core.decisions import DecisionStack
from game.core.events import Event
from game.core.state import State, copy_rng, fresh_rng, seat_label, view_rng
from game.core.vocabulary import Step
from game.engines.dragon_bridge.bridge import LOW

if TYPE_CHECKING:
    from collections.abc import Sequence

    from game.engines.dragon_bridge.bridge import Bridge
    from game.engines.dragon_bridge.game import DragonBridgeGame

HIDDEN = None
NestCard = tuple[str, bool]  # (card id, face up)


class DragonBridgeState(State):
    __slots__ = (
        "aside",
        "bridge",
        "card_gem",
        "deck",
        "depleted",
        "dragon_end",
        "dragon_power",
        "end_reason",
        "first_player",
        "fresh",
        "fresh_then",
        "game",
        "hack_deck",
        "hack_discard",
        "hack_row",
        "hacks_placed",
        "hands",
        "in_play",
        "item_deck",
        "known_top",
        "last_played",
        "market",
        "nest",
        "num_players",
        "old",
        "options",
        "over",
        "phase",
        "pos",
        "queue",
        "ready",
        "rng",
        "shown",
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
    # The card last played into the present Nest (None until one is): FLIGHT puts it
    # under the Dragon, whatever was turned up into the Nest after it.
    last_played: str | None
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
    # Hidden-information bookkeeping: how many top cards of the deck each seat knows
    # (in order), and which cards of each hand the other seat has seen go in.
    known_top: list[int]
    shown: list[list[str]]
    # Card counting across a shuffle, per observing seat: the cards it knows went into the
    # deck at the last shuffle (the Nest after a ROOST or FLIGHT, its own face-down card,
    # the top cards it had looked at), how many of each name it could not see just
    # after it, and how many cards of the rival's hand have been held since (a lower
    # bound: each card leaving that hand might have been one of them). Those old cards
    # cannot be any of the fresh ones; after a ROOST into a near-empty deck this pins
    # most of the rival's hand down.
    fresh: list[list[str]]
    fresh_then: list[dict[str, int]]
    old: list[int]
    # Green gems out of the owner's control: Andromeda Robin's set-aside pile (a count)
    # and the one gem on Gelf Lanz's card (its READY state, or None).
    aside: list[int]
    card_gem: list[bool | None]

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
        """0 while the wizards are chosen (set-up is no turn: saves list it as setting up,
        charts leave it unnumbered), then the turn counter."""
        return 0 if self.phase == "setup" else self.turns

    def status_line(self, names: Sequence[str]) -> str:
        """Choosing wizards is set-up, not the first player's turn (the bar said "Turn 1 ·
        Player 2's turn · Player 1 decides" while Player 1 chose a wizard)."""
        top = self.stack.top
        if (
            not self.over
            and self.phase == "setup"
            and top is not None
            and top.kind == "setup_wizard"
        ):
            return f"Set-up  ·  {seat_label(names, top.seat)} chooses a wizard"
        return super().status_line(names)

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def winners(self) -> list[int]:
        return [self.winner] if self.over and self.winner is not None else []

    @property
    def scores(self) -> list[float]:
        """How far each wizard stands from the Dragon, in tiles (the tile beside it is 1).

        The game has no points; this is what its players watch instead. Far from the
        Dragon is near the Exits and out of its reach, near it is on the Threatened tiles;
        a Flight turns every distance around, as it turns the game. Only the game-over
        chart reads it: ``winners`` and ``returns`` come from how the game ended.
        """
        last = self.bridge.last
        return [float(p + 1 if self.dragon_end == LOW else last - p + 1) for p in self.pos]

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
        s.last_played = self.last_played
        s.queue = self.queue[:]
        s.triggers = self.triggers[:]
        s.stack = self.stack.copy()
        s.over = self.over
        s.winner = self.winner
        s.end_reason = self.end_reason
        s.start_ready = self.start_ready[:]
        s.used_turn = set(self.used_turn)
        s.used_nest = set(self.used_nest)
        s.known_top = self.known_top[:]
        s.shown = [self.shown[0][:], self.shown[1][:]]
        s.fresh = [self.fresh[0][:], self.fresh[1][:]]
        s.fresh_then = [dict(self.fresh_then[0]), dict(self.fresh_then[1])]
        s.old = self.old[:]
        s.aside = self.aside[:]
        s.card_gem = self.card_gem[:]
        return s

    # --- the deck: every change goes through here so what each seat knows stays true ----
    def pop_top(self) -> str:
        """Take the top card; each seat's knowledge of the top cards shrinks by one."""
        card = self.deck.pop()
        assert card is not None
        self.known_top = [max(0, k - 1) for k in self.known_top]
        return card

    def shuffle_deck(self, entered: int = 0, owner: int | None = None) -> None:
        """Shuffle the deck, whose top ``entered`` cards were just put on it: in the open,
        or face down by ``owner`` (then only that seat knows them)."""
        base = len(self.deck) - entered
        known: list[list[str]] = []
        for seat in (0, 1):
            cards = self.deck[base - min(self.known_top[seat], base) : base]
            if owner is None or owner == seat:
                cards = cards + self.deck[base:]
            known.append([str(c) for c in cards if c is not None])
        self.rng.shuffle(self.deck)
        self.known_top = [0, 0]
        for seat in (0, 1):
            unseen = self.unseen_by(seat)
            self.fresh[seat] = sorted(known[seat])
            self.fresh_then[seat] = {c: unseen.get(c, 0) for c in set(known[seat])}
            self.old[seat] = len(self.hands[1 - seat])

    def leave_hand(self, seat: int, card: str, *, openly: bool = True) -> None:
        """``card`` leaves ``seat``'s hand. Played or given in the open, the rival strikes
        a copy it saw; face down (Lori's search, the hand limit), it cannot tell which
        card left, so it is sure of none of those it saw: keeping the others shown would
        tell it the card that left was not one of them."""
        self.hands[seat].remove(card)
        # The rival cannot always tell a card held since the last shuffle from a newer one.
        self.old[1 - seat] = max(0, self.old[1 - seat] - 1)
        if not openly:
            self.shown[seat] = []
        elif card in self.shown[seat]:
            self.shown[seat].remove(card)

    def played_index(self) -> int:
        """Where in the Nest the last card played lies: the card a FLIGHT puts under the
        Dragon and Nest Patch may not touch. Copies of a card are alike, so the last copy
        stands for it. With no card played into this Nest yet (a Nest begun by a ROOST and
        only fed by turned-up cards), the last card in it stands in."""
        for i in range(len(self.nest) - 1, -1, -1):
            if self.nest[i][0] == self.last_played:
                return i
        return len(self.nest) - 1

    def gem_total(self, seat: int) -> int:
        return (
            self.ready[seat]
            + self.depleted[seat]
            + self.aside[seat]
            + (self.card_gem[seat] is not None)
        )

    # --- protocol: hidden information ---------------------------------------------------
    def view(self, seat: int) -> DragonBridgeState:
        """The rival's hand is hidden except the cards ``seat`` saw go in; the decks' orders
        are hidden except the top cards ``seat`` has looked at; sizes are public."""
        s = self.clone()
        if self.viewer is None:
            s.rng = view_rng(self.rng)
        s.viewer = seat
        other = self.opponent(seat)
        shown = sorted(self.shown[other])
        s.hands[other] = shown + [HIDDEN] * (len(self.hands[other]) - len(shown))
        s.shown[other] = shown
        # What the rival counted would name the card it shuffled in face down.
        s.fresh[other] = []
        s.fresh_then[other] = {}
        s.old[other] = 0
        hidden = len(self.deck) - self.known_top[seat]
        covered: list[str | None] = [HIDDEN] * hidden
        s.deck = covered + self.deck[hidden:]
        s.item_deck = [HIDDEN] * len(self.item_deck)
        s.hack_deck = [HIDDEN] * len(self.hack_deck)
        return s

    def _placed_by(self, seat: int) -> list[str]:
        """The Action cards ``seat`` can place: its hand, the Nest, the rival's cards it
        saw go in, the top cards it looked at, the Dragon's power, a card being played."""
        known = [c for c in self.hands[seat] if c is not None]
        known += [c for c, _ in self.nest]
        known += self.shown[self.opponent(seat)]
        if self.known_top[seat]:
            known += [c for c in self.deck[-self.known_top[seat] :] if c is not None]
        if self.dragon_power is not None:
            known.append(self.dragon_power)
        if self.in_play is not None:
            known.append(self.in_play)
        return known

    def unseen_by(self, seat: int) -> Counter[str]:
        """The Action cards ``seat`` cannot place: in the rival's hand unseen or in the
        deck below the top cards it looked at."""
        unseen = Counter(self.game.deck_lists[self.expansion])
        unseen.subtract(self._placed_by(seat))
        return +unseen

    def surely_fresh(self, seat: int, unseen: Counter[str]) -> Counter[str]:
        """Of the cards ``seat`` saw go into the deck at the last shuffle, the unseen
        copies that must be those: any copy of a name seen since may have been one."""
        then = self.fresh_then[seat]
        barred: Counter[str] = Counter()
        for c in set(self.fresh[seat]):
            now = unseen[c]
            left = self.fresh[seat].count(c) - (then.get(c, 0) - now)
            if left > 0 and now > 0:
                barred[c] = min(now, left)
        return barred

    def old_unseen(self, seat: int) -> int:
        """How many of the rival's unseen cards ``seat`` knows were held since the last
        shuffle (its seen cards may be among the old ones)."""
        other = self.opponent(seat)
        slots = len(self.hands[other]) - len(self.shown[other])
        return min(slots, max(0, self.old[seat] - len(self.shown[other])))

    def determinize(self, seat: int, rng: random.Random) -> DragonBridgeState:
        """Deal the cards ``seat`` cannot see (rival hand, deck, item deck) at random,
        keeping the rival's cards ``seat`` saw and the top cards ``seat`` looked at, and
        counting cards across the last shuffle: the rival's cards held since then are
        none of those ``seat`` saw go into the deck."""
        s = self.clone()
        s.viewer = None
        s.rng = fresh_rng(rng)
        other = self.opponent(seat)
        hidden = len(self.deck) - self.known_top[seat]
        top = self.deck[hidden:]
        shown = sorted(self.shown[other])
        unseen = list(self.game.deck_lists[self.expansion])
        for card in self._placed_by(seat):
            unseen.remove(card)
        rng.shuffle(unseen)
        slots = len(self.hands[other]) - len(shown)
        k = self.old_unseen(seat) if self.fresh[seat] else 0
        if k:
            # The first k cards of the shuffle that need not be fresh ones are the old
            # cards; the rest keep their shuffled order.
            skip = self.surely_fresh(seat, Counter(unseen))
            old: list[str] = []
            rest: list[str] = []
            for card in unseen:
                if len(old) < k and not skip[card]:
                    old.append(card)
                else:
                    if skip[card]:
                        skip[card] -= 1
                    rest.append(card)
        else:
            old, rest = [], unseen
        s.hands[other] = cast(
            "list[str | None]", shown + old + [rest.pop() for _ in range(slots - len(old))]
        )
        s.shown[other] = shown
        dealt: list[str | None] = [rest.pop() for _ in range(hidden)]
        s.deck = dealt + top
        items = list(self.game.item_lists[self.expansion])
        for item in [*self.market, *self.tableau[0], *self.tableau[1]]:
            items.remove(item)
        rng.shuffle(items)
        s.item_deck = [items.pop() for _ in self.item_deck]
        hacks = [h for h in self.game.hacks if self.expansion]
        placed = dict.fromkeys(e[0] for e in self.hacks_placed)  # Warp Gates: two markers
        for h in [*self.hack_row, *self.hack_discard, *placed, *_hacks_in_hand(self)]:
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
            "last_played": self.last_played,
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
            "known_top": self.known_top,
            "shown": self.shown,
            "fresh": self.fresh,
            "fresh_then": [sorted(t.items()) for t in self.fresh_then],
            "old": self.old,
            "aside": self.aside,
            "card_gem": self.card_gem,
            "options": dict(self.options),
        }


def _hacks_in_hand(s: DragonBridgeState) -> list[str]:
    """Hacks bought whose markers are still being placed (they are in no zone yet)."""
    return [f.data["hack"] for f in s.stack.frames if f.kind == "hack_tile"]


def _plain(value: Any) -> Any:
    """Frame data is JSON-ready except for content steps, which are written by value."""
    if isinstance(value, Step):
        return [value.name, repr(value.params)]
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
