"""The Clash of Decks Game: options, the card pool a game uses, and new states."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from game.core.actions import Action
from game.core.content import ContentBundle
from game.core.decisions import DecisionStack
from game.core.events import Event
from game.core.game import Game, OptionSpec
from game.core.state import State
from game.engines.clash_of_decks import ai, draft
from game.engines.clash_of_decks.content import CardDef, CardSet, DecksFile, SetupFile
from game.engines.clash_of_decks.state import ClashState

DECK_CHOICES = ("random", "1", "2", "3", "4")
DECK_LABELS = ("Random", "Deck 1", "Deck 2", "Deck 3", "Deck 4")


class ClashGame(Game):
    id = "clash_of_decks"
    name = "Clash of Decks"
    min_players = 2
    max_players = 2
    score_name = "total life"  # Bastion and Fort together: see ClashState.scores
    options = (
        OptionSpec(
            "mode",
            "Deck mode",
            "draft",
            ("draft", "preconstructed"),
            "Draft 8 cards each (Board Game Arena), or play the rulebook's fixed decks.",
        ),
        OptionSpec(
            "deck_1",
            "Player 1's deck",
            "random",
            DECK_CHOICES,
            "One of the rulebook's four decks, or a random one the other player does not have.",
            requires=("mode", "preconstructed"),
            choice_labels=DECK_LABELS,
        ),
        OptionSpec(
            "deck_2",
            "Player 2's deck",
            "random",
            DECK_CHOICES,
            "One of the rulebook's four decks, or a random one the other player does not have.",
            requires=("mode", "preconstructed"),
            choice_labels=DECK_LABELS,
        ),
        OptionSpec(
            "first_pick",
            "First pick of the draft",
            "random",
            ("random", "1", "2"),
            "Who picks first in round one, drawn at random unless chosen. The other player "
            "receives the draft's last card and takes the first turn.",
            requires=("mode", "draft"),
            choice_labels=("Random", "Player 1", "Player 2"),
        ),
        OptionSpec(
            "incantation_timing",
            "Incantation timing",
            "current",
            ("current", "legacy"),
            "Current rules: incantations only in your summoning phase. Legacy (the original "
            "online version): also during your assault, before any attack.",
        ),
        OptionSpec(
            "supplement",
            "Keyword supplement",
            False,
            help="Add 8 proposed cards with Aerial, Aim, Aquatic, Catalyst, Focus and Wrecker "
            "to the draft pool (not a published set).",
            requires=("mode", "draft"),  # the fixed decks hold none of them
        ),
        OptionSpec(
            "printing",
            "Card printing",
            "initiation",
            ("initiation", "database"),
            "Initiation Pack values, or the community database's values for the four cards "
            "where they differ.",
        ),
    )

    def __init__(self, content: ContentBundle):
        super().__init__(content)
        self.setup: SetupFile = content["setup.yaml"]
        self.base: CardSet = content["cards.yaml"]
        self.extra: CardSet = content["supplement.yaml"]
        decks: DecksFile = content["decks.yaml"]
        self.decks: dict[str, list[str]] = {str(d.number): list(d.cards) for d in decks.decks}
        self._pools: dict[
            tuple[bool, str],
            tuple[dict[str, CardDef], dict[str, frozenset[str]], dict[str, frozenset[str]]],
        ] = {}

    def card_pool(
        self, supplement: bool, printing: str
    ) -> tuple[dict[str, CardDef], dict[str, frozenset[str]], dict[str, frozenset[str]]]:
        """Cards (with the chosen printing's values) and their keyword and aura sets."""
        key = (supplement, printing)
        if key not in self._pools:
            cards: dict[str, CardDef] = {}
            for card in [*self.base.cards, *(self.extra.cards if supplement else [])]:
                alt = card.other_printing
                if printing == "database" and alt is not None:
                    changes = {
                        k: getattr(alt, k)
                        for k in ("cost", "attack", "health")
                        if getattr(alt, k) is not None
                    }
                    card = dataclasses.replace(card, **changes)
                cards[card.id] = card
            kws: dict[str, frozenset[str]] = {
                cid: frozenset(c.keywords) for cid, c in cards.items()
            }
            auras: dict[str, frozenset[str]] = {cid: frozenset(c.aura) for cid, c in cards.items()}
            self._pools[key] = (cards, kws, auras)
        return self._pools[key]

    def new_state(
        self, num_players: int, seed: int, options: dict[str, Any] | None = None
    ) -> ClashState:
        self.check_players(num_players)
        opts = self.resolve_options(options)
        s = ClashState.__new__(ClashState)
        s.game = self
        s.num_players = 2
        s.options = opts
        s.legacy = opts["incantation_timing"] == "legacy"
        s.cards, s.kw, s.auras = self.card_pool(bool(opts["supplement"]), str(opts["printing"]))
        s.universe = tuple(sorted(s.cards))
        s.rng = random.Random(seed)
        s.viewer = None
        s.pool = list(s.universe)
        s.row = []
        s.draft_round = 0
        s.draft_group = 0
        s.draft_taken = 0
        s.first_drafter = 0
        s.owner = {}
        s.hands = [[], []]
        s.public = [set(), set()]
        s.fort = [False, False]
        s.lanes = [[[], []], [[], []]]
        s.turn_player = 0
        s.turns = 0
        s.starter = 0
        s.mana = 0
        s.damage = {}
        s.entered = set()
        s.shielded = set()
        s.sprint = {}
        s.assault_lane = -1
        s.assault_queue = []
        s.window_done = False
        s.casting = None
        s.stack = DecisionStack()
        s.loser = None
        events: list[Event] = []
        if opts["mode"] == "preconstructed":
            draft.deal_decks(s, self._choose_decks(s, opts), events)
        else:
            draft.start_draft(s, str(opts["first_pick"]), events)
        s.opening_events = tuple(events)  # who starts, the first reveal or turn: for the log
        return s

    def _choose_decks(self, state: ClashState, opts: dict[str, Any]) -> tuple[str, str]:
        """The two seats' deck numbers, a "random" one drawn from those left."""
        chosen = [str(opts["deck_1"]), str(opts["deck_2"])]
        fixed = [c for c in chosen if c != "random"]
        if len(set(fixed)) != len(fixed):
            raise ValueError(f"both players cannot use deck {fixed[0]}: there is one copy of each")
        for i, c in enumerate(chosen):
            if c == "random":
                free = [d for d in sorted(self.decks) if d not in chosen]
                chosen[i] = state.rng.choice(free)
        return chosen[0], chosen[1]

    # --- AI ------------------------------------------------------------------------------
    def evaluate(self, state: State, seat: int) -> float:
        assert isinstance(state, ClashState)
        return ai.evaluate(state, seat)

    def rollout_action(self, state: State, rng: random.Random) -> Action | None:
        assert isinstance(state, ClashState)
        return ai.rollout_action(state, rng)

    def action_tags(self, state: State, action: Action) -> tuple[str, ...]:
        assert isinstance(state, ClashState)
        if action.kind in ("pick", "summon", "cast") and action.args:
            card = state.cards.get(str(action.args[0]))
            return (card.name,) if card is not None else ()
        return ()

    def seat_tags(self, state: State, seat: int) -> tuple[str, ...]:
        assert isinstance(state, ClashState)
        if state.in_draft:
            return ()
        return tuple(sorted(state.cards[c].name for c, o in state.owner.items() if o == seat))
