"""AI seats for the play scene, through game.ai's AsyncAgent so thinking never blocks a frame.

The play scene only relies on the AsyncAgent interface (start(view), poll(), busy,
progress, cancel()). When game.ai.levels / game.ai.async_agent are not installed yet, a
small threaded wrapper around the random agent stands in and the level list says so.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any, Protocol

from game.core.actions import Action
from game.core.game import Game
from game.core.state import State

log = logging.getLogger(__name__)

DEFAULT_LEVEL = "normal"
AI_TIMEOUT = 20.0


class AsyncLike(Protocol):
    # Read-only here: AsyncAgent derives both as properties; ThreadedRandom stores them.
    @property
    def busy(self) -> bool: ...

    @property
    def progress(self) -> float: ...

    def start(self, view: State) -> None: ...

    def poll(self) -> Action | None: ...

    def cancel(self) -> None: ...


AiFactory = Callable[[Game, str, int], AsyncLike]


def levels() -> list[tuple[str, str]]:
    """(key, label) of every difficulty, easiest first."""
    try:
        from game.ai.levels import LEVELS

        return [(key, str(getattr(level, "label", key))) for key, level in LEVELS.items()]
    except ImportError:
        return [("random", "Random (AI levels not installed)")]


def make_ai(game: Game, level: str, seed: int) -> AsyncLike:
    try:
        from game.ai.async_agent import AsyncAgent
        from game.ai.levels import make_level_agent
    except ImportError:
        log.warning("game.ai levels unavailable; AI seats play random legal moves")
        return ThreadedRandom(seed)
    keys = [k for k, _ in levels()]
    if level not in keys:
        level = DEFAULT_LEVEL if DEFAULT_LEVEL in keys else keys[0]
    agent: Any = make_level_agent(game, level, seed=seed, timed=True)
    return AsyncAgent(agent, timeout=AI_TIMEOUT)


class ThreadedRandom:
    """A stand-in with the AsyncAgent interface: a random legal move, off the UI thread."""

    def __init__(self, seed: int):
        import random

        self.rng = random.Random(seed)
        self.busy = False
        self.progress = 0.0
        self._result: Action | None = None
        self._lock = threading.Lock()

    def start(self, view: State) -> None:
        if view.viewer is None:
            raise ValueError("AI seats take state.view(seat), never the state")
        self.busy = True
        self.progress = 0.0
        self._result = None

        def work() -> None:
            legal = view.legal_actions()
            choice = legal[self.rng.randrange(len(legal))]
            with self._lock:
                self._result = choice
                self.progress = 1.0

        threading.Thread(target=work, daemon=True).start()

    def poll(self) -> Action | None:
        with self._lock:
            result, self._result = self._result, None
        if result is not None:
            self.busy = False
        return result

    def cancel(self) -> None:
        self.busy = False
        self._result = None
