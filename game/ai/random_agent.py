"""The uniform random agent: the floor of the strength ladder and the fuzzers' player."""

from __future__ import annotations

from game.ai.agents import Agent
from game.core.actions import Action
from game.core.state import State


class RandomAgent(Agent):
    name = "random"

    def _choose(self, view: State, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]
