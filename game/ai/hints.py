"""Move hints: the Hard search, asked from one seat's view, never the true state.

The hint is just the Hard level's agent choosing for the seat. It takes a *view*
(``state.view(seat)``): hidden cards are masked there and the search samples them with
``determinize``, so a hint cannot tell the player anything the seat does not know.
"""

from __future__ import annotations

from game.ai.agents import Agent
from game.ai.levels import make_level_agent
from game.core.actions import Action
from game.core.game import Game
from game.core.state import State

HINT_LEVEL = "hard"


def hint_agent(game: Game, *, seed: int = 0, timed: bool = True) -> Agent:
    """The agent that answers "Suggest a move": Hard, bounded by its time limit in the UI."""
    return make_level_agent(game, HINT_LEVEL, seed=seed, timed=timed)


def suggest(game: Game, view: State, *, seed: int = 0, timed: bool = False) -> Action:
    """The Hard search's move for the seat whose view this is (a view, never a state)."""
    if view.viewer is None:
        raise ValueError("a hint is computed from state.view(seat), never the full state")
    if view.current_player != view.viewer:
        raise ValueError("a hint is only for the seat whose decision it is")
    return hint_agent(game, seed=seed, timed=timed).choose(view)
