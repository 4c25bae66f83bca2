"""The Gemwielders Game: its content turned into lookup tables, new states and the AI's
heuristics."""

from __future__ import annotations

import random
from typing import Any

from game.core.actions import Action
from game.core.content import ContentBundle
from game.core.game import Game, OptionSpec
from game.core.state import State
from game.engines.gemwielders import ai, flow, main_phase
from game.engines.gemwielders.content import (
    Ability,
    Card,
    Gembearer,
    GembearersFile,
    GemCard,
    GemCardsFile,
    SetupFile,
)


class GemGame(Game):
    id = "gemwielders"
    name = "Gemwielders"
    min_players = 2
    max_players = 2
    score_name = "life"
    options = (
        OptionSpec(
            "gembearers",
            "Gembearers",
            "choose",
            ("choose", "random"),
            "Chosen in turn, Player 1 first (the rulebook), or dealt at random for a "
            "matchup you did not pick.",
            choice_labels=("Chosen, Player 1 first", "Dealt at random"),
        ),
    )

    def __init__(self, content: ContentBundle):
        super().__init__(content)
        self.setup: SetupFile = content["setup.yaml"]
        bearers: GembearersFile = content["gembearers.yaml"]
        gem_file: GemCardsFile = content["gem_cards.yaml"]
        self.gems = [g.id for g in self.setup.gems]
        self.gem_defs = {g.id: g for g in self.setup.gems}
        self.bearers: dict[str, Gembearer] = {b.id: b for b in bearers.gembearers}
        self.bearer_order = [b.id for b in bearers.gembearers]
        self.defs: dict[str, Card] = {}
        self.weapon_insts: dict[str, list[str]] = {}
        for bearer in bearers.gembearers:
            insts: list[str] = []
            for weapon in bearer.deck:
                self.defs[weapon.id] = weapon
                insts += [f"{weapon.id}#{n}" for n in range(1, weapon.count + 1)]
            self.weapon_insts[bearer.id] = insts
        self.gem_cards: dict[str, GemCard] = {}
        self.gem_insts: list[str] = []
        for card in gem_file.cards:
            self.defs[card.id] = card
            self.gem_cards[card.id] = card
            self.gem_insts += [f"{card.id}#{n}" for n in range(1, card.count + 1)]
        source = self.setup.source
        self.source_id = source.id
        self.defs[source.id] = source
        self.source_insts = [
            f"{source.id}#{n}" for n in range(1, self.setup.source_count.value + 1)
        ]
        self._universes: dict[tuple[str | None, ...], list[str]] = {}
        # Lookups the rules and the AI ask for in their inner loops, made once here.
        insts = [i for b in self.bearer_order for i in self.weapon_insts[b]]
        insts += [*self.gem_insts, *self.source_insts]
        self.inst_defs: dict[str, Card] = {i: self.defs[i.split("#", 1)[0]] for i in insts}
        self.inst_triggers: dict[str, frozenset[str]] = {
            i: frozenset(ab.trigger for ab in card.abilities) for i, card in self.inst_defs.items()
        }
        self.use_abilities: dict[str, Ability | None] = {
            i: next((ab for ab in card.abilities if ab.trigger == "use"), None)
            for i, card in self.inst_defs.items()
        }
        self.hand_bonus: dict[str, int] = {
            i: flow.hand_bonus(card) for i, card in self.inst_defs.items()
        }
        self.bearer_triggers: dict[str, frozenset[str]] = {
            b.id: frozenset(ab.trigger for ab in b.abilities) for b in bearers.gembearers
        }
        self.bearer_uses: dict[str | None, Ability | None] = {
            b.id: next((ab for ab in b.abilities if ab.trigger == "use"), None)
            for b in bearers.gembearers
        }
        self.hand_actions: dict[str, Action | None] = {
            cid: main_phase.hand_action(card) for cid, card in self.defs.items()
        }
        self.source_like: list[str] = [i for i in self.inst_defs if i.startswith("source")]
        self.defense_insts: frozenset[str] = frozenset(
            i for i, card in self.inst_defs.items() if card.type == "defense"
        )
        # The AI's worth of each gem card instance (ai.card_worth), for ``evaluate``.
        self.gem_worth: dict[str, float] = {
            i: ai.card_worth(card)
            for i, card in self.inst_defs.items()
            if card.id in self.gem_cards
        }
        # Actions are immutable and their labels depend on the content only: the legal
        # action lists reuse one Action (or pair of them) per kind and arguments instead
        # of formatting a label on every call; the rules modules fill it as they go.
        self.action_cache: dict[tuple[Any, ...], Any] = {}

    def universe(self, bearers: list[str | None]) -> list[str]:
        """Every card instance in a game whose players wield ``bearers``."""
        key = tuple(bearers)
        if key not in self._universes:
            weapons = [i for b in bearers if b is not None for i in self.weapon_insts[b]]
            self._universes[key] = [*weapons, *self.gem_insts, *self.source_insts]
        return self._universes[key]

    def new_state(
        self, num_players: int, seed: int, options: dict[str, Any] | None = None
    ) -> State:
        from game.engines.gemwielders.setup import new_state

        self.check_players(num_players)
        return new_state(self, seed, self.resolve_options(options))

    # --- AI ------------------------------------------------------------------------------
    def evaluate(self, state: State, seat: int) -> float:
        return ai.evaluate(state, seat)  # type: ignore[arg-type]

    def search_actions(self, state: State, legal: list[Action]) -> list[Action]:
        return ai.search_actions(state, legal)  # type: ignore[arg-type]

    def rollout_action(self, state: State, rng: random.Random) -> Action | None:
        return ai.rollout_action(state, rng)  # type: ignore[arg-type]

    def action_tags(self, state: State, action: Action) -> tuple[str, ...]:
        if action.kind == "draft":
            row = getattr(state, "row", [])
            slot = action.args[0]
            if isinstance(slot, int) and 0 <= slot < len(row) and row[slot] is not None:
                return (self.defs[str(row[slot]).split("#")[0]].name,)
        return ()

    def seat_tags(self, state: State, seat: int) -> tuple[str, ...]:
        bearers = getattr(state, "bearer", [None, None])
        order = "Player 1" if seat == getattr(state, "first", 0) else "Player 2"
        mine, theirs = bearers[seat], bearers[1 - seat]
        if not (mine and theirs):
            return (order,)
        pairing = f"{self.bearers[mine].name} vs {self.bearers[theirs].name}"
        return (self.bearers[mine].name, pairing, order)

    def end_tags(self, state: State) -> tuple[str, ...]:
        why = str(getattr(state, "end_reason", ""))
        for needle, tag in _ENDINGS:
            if needle in why:
                return (tag,)
        return (why,) if why else ()


# How end_reason texts (flow.py) map to the end conditions a balance report counts.
_ENDINGS = (
    ("no life left", "life"),
    ("both players fell", "life, both at once"),
    ("gem card deck", "the gem card deck running out"),
    ("turn limit", "the turn limit"),
)
