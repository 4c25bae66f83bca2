"""One-ply greedy: take the action whose result the game's heuristic likes best.

The result of an action may depend on hidden cards or a random draw, so each action is
scored on the same few determinized worlds and the scores averaged. A "ply" here is the
seat's whole decision: when the action leaves the same seat to make a follow-up choice
inside the effect (a target, an option), the best follow-up is taken, a couple of levels
deep (the game's ``greedy_follow_up``), since a card's value only shows once its choices
are made. Likewise, when other
seats must answer first (a response window), their answers are played out with the
engine's rollout policy until the decision comes back or the turn passes: an attack's
worth shows only after the defender had the chance to counter it.
"""

from __future__ import annotations

from game.ai.agents import Agent
from game.core.actions import Action
from game.core.game import Game
from game.core.state import State

DEFAULT_WORLDS = 3
FOLLOW_UP_DEPTH = 2
FOLLOW_UP_WIDTH = 16
SETTLE_LIMIT = 8
TIE = 1e-9


class GreedyAgent(Agent):
    name = "greedy"
    depth: int
    width: int

    def __init__(self, game: Game, *, seed: int = 0, noise: float = 0.0, worlds: int | None = None):
        super().__init__(game, seed=seed, noise=noise)
        self.worlds = worlds if worlds is not None else DEFAULT_WORLDS
        if self.worlds < 1:
            raise ValueError(f"greedy needs at least one world, got {self.worlds}")
        self.depth, self.width = getattr(
            game, "greedy_follow_up", (FOLLOW_UP_DEPTH, FOLLOW_UP_WIDTH)
        )

    def _choose(self, view: State, legal: list[Action]) -> Action:
        seat = view.current_player
        assert seat is not None
        worlds = [view.determinize(seat, self.rng) for _ in range(self.worlds)]
        best: list[Action] = []
        best_score = float("-inf")
        for i, action in enumerate(legal):
            if self._cancelled:
                break
            total = 0.0
            for world in worlds:
                after = world.clone()
                after.apply(action, check=False)
                total += self._value(after, seat, self.depth)
            score = total / len(worlds)
            if score > best_score + TIE:
                best, best_score = [action], score
            elif score >= best_score - TIE:
                best.append(action)
            self.progress = (i + 1) / len(legal)
        if not best:
            best = legal
        return best[self.rng.randrange(len(best))]

    def _value(self, state: State, seat: int, depth: int) -> float:
        self._settle(state, seat)
        if depth <= 0 or state.is_over or state.current_player != seat:
            return self.game.evaluate(state, seat)
        follow = state.legal_actions()[: self.width]
        best = float("-inf")
        for action in follow:
            after = state.clone()
            after.apply(action, check=False)
            best = max(best, self._value(after, seat, depth - 1))
        return best if follow else self.game.evaluate(state, seat)

    def _settle(self, state: State, seat: int) -> None:
        """Let the other seats answer (rollout policy) while it is still the same turn."""
        turn_of = state.active_player
        for _ in range(SETTLE_LIMIT):
            if state.is_over or state.current_player == seat or state.active_player != turn_of:
                return
            action = self.game.rollout_action(state, self.rng)
            if action is None:
                legal = state.legal_actions()
                action = legal[self.rng.randrange(len(legal))]
            state.apply(action, check=False)
