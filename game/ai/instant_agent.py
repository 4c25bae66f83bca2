"""Agents behind the play scene's AsyncAgent interface that answer within ``start``.

The screenshot scripts and the UI tests drive a real play scene whose AI seats must move
at once and the same way on every run: no worker process, no time limit. ``AnswerAtOnce``
is that interface, written once; ``InstantAgent`` answers with a small fixed-budget
search, and a test's stand-in may answer however it likes by overriding ``decide``.
"""

from __future__ import annotations

from typing import ClassVar

from game.ai.agents import make_agent
from game.core.actions import Action
from game.core.game import Game
from game.core.state import State


class AnswerAtOnce:
    """``start`` decides, the next ``poll`` hands the answer over."""

    def __init__(self) -> None:
        self.busy = False
        self.progress = 0.0
        self._answer: Action | None = None

    def decide(self, view: State) -> Action:
        raise NotImplementedError

    def start(self, view: State) -> None:
        self._answer = self.decide(view)
        self.busy = True

    def poll(self) -> Action | None:
        answer, self._answer = self._answer, None
        if answer is not None:
            self.busy = False
        return answer

    def cancel(self) -> None:
        self._answer = None
        self.busy = False


class InstantAgent(AnswerAtOnce):
    """ISMCTS at ``iterations`` a decision (a subclass or the ``iterations`` argument
    sets it), seeded, its answer ready on the first ``poll`` after ``start``."""

    iterations: ClassVar[int] = 4

    def __init__(self, game: Game, level: str, seed: int, iterations: int | None = None):
        super().__init__()
        budget = iterations if iterations is not None else self.iterations
        self.agent = make_agent("ismcts", game, seed=seed, iterations=budget)

    def decide(self, view: State) -> Action:
        return self.agent.choose(view)
