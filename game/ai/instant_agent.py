"""An agent behind the play scene's AsyncAgent interface that answers within ``start``.

The screenshot scripts and the UI tests drive a real play scene whose AI seats must move
at once and the same way on every run: a small fixed-budget search, no worker process,
no time limit. One class serves them all, so the interface they mimic is written once.
"""

from __future__ import annotations

from typing import ClassVar

from game.ai.agents import make_agent
from game.core.actions import Action
from game.core.game import Game
from game.core.state import State


class InstantAgent:
    """ISMCTS at ``iterations`` a decision (a subclass or the ``iterations`` argument
    sets it), seeded, its answer ready on the first ``poll`` after ``start``."""

    iterations: ClassVar[int] = 4

    def __init__(self, game: Game, level: str, seed: int, iterations: int | None = None):
        budget = iterations if iterations is not None else self.iterations
        self.agent = make_agent("ismcts", game, seed=seed, iterations=budget)
        self.busy = False
        self.progress = 0.0
        self._answer: Action | None = None

    def start(self, view: State) -> None:
        self._answer = self.agent.choose(view)
        self.busy = True

    def poll(self) -> Action | None:
        answer, self._answer = self._answer, None
        if answer is not None:
            self.busy = False
        return answer

    def cancel(self) -> None:
        self._answer = None
        self.busy = False
