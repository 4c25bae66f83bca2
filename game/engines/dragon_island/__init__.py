"""Dragon Island (2-4 players): grow the island, tame and capture dragons, build, dig.

``create_game`` is what the registry calls; the rules live in the phase modules
(placement, dragons, movement, arrival, payment, tile_actions, maps) sequenced by turn.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from game.core.actions import Action
from game.core.game import Game, OptionSpec
from game.core.state import State
from game.engines.dragon_island import ai
from game.engines.dragon_island.content import Rules, load_rules
from game.engines.dragon_island.setup import initial_state
from game.engines.dragon_island.state import DragonIslandState


class DragonIslandGame(Game):
    id = "dragon_island"
    name = "Dragon Island"
    min_players = 2
    max_players = 4
    options = (
        OptionSpec(
            "extra_turns",
            "Longer game: extra turns per player",
            0,
            (0, 1, 2, 3),
            "Put back that many tiles per player before play, so every player still gets "
            "the same number of turns.",
        ),
        OptionSpec(
            "unlimited_supply",
            "Unlimited cubes and gold",
            False,
            help="Every gain is paid in full; only the dragons can still run out.",
        ),
        OptionSpec(
            "tracked_totals",
            "Show tracked totals",
            False,
            help="Show every wizard's cubes, gold and fame as a perfect memory would know "
            "them; by default the screens hide them.",
        ),
    )

    def __init__(self, rules: Rules):
        super().__init__(rules.bundle)
        self.rules = rules

    def new_state(
        self, num_players: int, seed: int, options: dict[str, Any] | None = None
    ) -> DragonIslandState:
        self.check_players(num_players)
        return initial_state(self, num_players, seed, self.resolve_options(options))

    def evaluate(self, state: State, seat: int) -> float:
        assert isinstance(state, DragonIslandState)
        return ai.evaluate(state, seat)

    def rollout_action(self, state: State, rng: random.Random) -> Action | None:
        assert isinstance(state, DragonIslandState)
        return ai.rollout_action(state, rng)

    def action_tags(self, state: State, action: Action) -> tuple[str, ...]:
        return ai.action_tags(action)

    def seat_tags(self, state: State, seat: int) -> tuple[str, ...]:
        assert isinstance(state, DragonIslandState)
        return (f"wizard_{state.colours[seat]}",)

    # Rounds, not turns: at four players 48 turns is 12 rounds, and the last round is
    # played in full (rules.md), so a player counts the game in rounds.
    clock_unit = "round"

    def clock(self, state: State) -> int | None:
        assert isinstance(state, DragonIslandState)
        return max(state.seat_turns)


def create_game(content_root: Path | None = None) -> DragonIslandGame:
    return DragonIslandGame(load_rules(content_root))
