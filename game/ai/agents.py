"""The agent interface and the factory every caller (UI, arena, bench, smoke) goes through.

An agent is handed only ``state.view(seat)``: the masked copy its seat may see. It never
receives the real state, so it cannot peek at hidden cards or the real RNG; anything it
needs about the hidden part it samples with ``view.determinize(seat, rng)``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from game.core.actions import Action
from game.core.game import Game
from game.core.state import State

AGENT_NAMES = ("random", "greedy", "ismcts")


class Agent:
    """Base of all agents: seeded RNG, progress/cancel plumbing and the noise rule.

    ``noise`` is the probability of replacing the agent's choice by a slip: a uniformly
    random action among those the game's search weighs. It is how the easy levels make
    human-like slips without a separate, weaker algorithm to maintain.
    """

    name = "agent"

    def __init__(self, game: Game, *, seed: int = 0, noise: float = 0.0):
        if not 0.0 <= noise <= 1.0:
            raise ValueError(f"noise must be in [0, 1], got {noise}")
        self.game = game
        self.seed = seed
        self.rng = random.Random(seed)
        self.noise = noise
        self.progress = 0.0
        self._cancelled = False

    def cancel(self) -> None:
        """Ask a thinking agent to answer now with the best it has (thread-safe flag)."""
        self._cancelled = True

    def choose(self, view: State) -> Action:
        """The action this agent takes in ``view`` (a seat's view, never the real state)."""
        if view.viewer is None:
            raise ValueError("agents take state.view(seat), not the full state")
        legal = view.legal_actions()
        if not legal:
            raise ValueError("no legal action: the game is over or the view is broken")
        self._cancelled = False
        self.progress = 0.0
        try:
            if len(legal) == 1:
                return legal[0]
            if self.noise > 0.0 and self.rng.random() < self.noise:
                return self._slip(view, legal)
            return self._choose(view, legal)
        finally:
            self.progress = 1.0

    def _choose(self, view: State, legal: list[Action]) -> Action:
        raise NotImplementedError

    def _slip(self, view: State, legal: list[Action]) -> Action:
        """A uniformly random move among those the game's search weighs
        (``Game.search_actions``): a person slips into a weaker move, not into one no
        player would make. Drawn from every legal action, Easy put a boon on its
        rival's leader or a blow on its own crew about ten times a Storm the Bridge game."""
        pool = self.game.search_actions(view, legal) or legal
        return pool[self.rng.randrange(len(pool))]

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed}, noise={self.noise})"


def make_agent(
    name: str,
    game: Game,
    *,
    seed: int = 0,
    iterations: int | None = None,
    time_limit: float | None = None,
    exploration: float | None = None,
    rollout_depth: int | None = None,
    tree_depth: int | None = None,
    noise: float = 0.0,
    by_players: Mapping[int, Mapping[str, float | int]] | None = None,
) -> Agent:
    """Build an agent by name. Budget arguments only matter to ``ismcts``; for ``greedy``
    ``iterations`` is the number of sampled worlds each action is scored on.
    ``by_players`` (ismcts only) gives a table size its own ``iterations`` and/or
    ``time_limit``: ``{4: {"iterations": 800}}``."""
    if by_players and name != "ismcts":
        raise ValueError(f"budgets by number of players are for ismcts, not {name!r}")
    if name == "random":
        from game.ai.random_agent import RandomAgent

        return RandomAgent(game, seed=seed, noise=noise)
    if name == "greedy":
        from game.ai.greedy import GreedyAgent

        return GreedyAgent(game, seed=seed, noise=noise, worlds=iterations)
    if name == "ismcts":
        from game.ai.ismcts import IsmctsAgent

        return IsmctsAgent(
            game,
            seed=seed,
            iterations=iterations,
            time_limit=time_limit,
            exploration=exploration,
            rollout_depth=rollout_depth,
            tree_depth=tree_depth,
            noise=noise,
            by_players=by_players,
        )
    raise ValueError(f"unknown agent {name!r} (known: {', '.join(AGENT_NAMES)})")
